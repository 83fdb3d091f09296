// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CostSnapshot.h"
#include "core/transform/Transform.h"

#include <QString>

#include <cstddef>
#include <memory>
#include <optional>
#include <stop_token>
#include <vector>

namespace tally {

// What the Session's cost job computes from: the loaded profile, the transforms in force on it
// (issue 37), the part selection and cycle setting.
struct StagedCostRequest
{
    std::shared_ptr<const Profile> original;
    std::vector<Transform> transforms;
    PartMask parts;
    bool detectCycles = true;
    // The loaded profile's short names; a transformed profile's names are some of them (and an
    // object's file name), so they serve it too and are not worked out again.
    std::shared_ptr<const ShortNames> names;
    // How --select names the active function, to find it again in the transformed profile.
    QString activeSelector;
    // The loaded profile's snapshot, and the snapshot shown with the transforms it was made with
    // (none when it is the loaded profile's), when the Session has them: the transforms start
    // from the profile of the longest of these lists they begin with (adding one to a list in
    // force applies that one only), and from its flat profile when that one counts every part
    // with cycle detection (what a transform's lookup and flows read).
    std::shared_ptr<const CostSnapshot> loaded;
    std::shared_ptr<const CostSnapshot> shown;
    std::vector<Transform> shownTransforms;
};

// Its result: the snapshot (null when stopped or when a transform failed), the list it was made
// with, and what went wrong.
struct StagedCosts
{
    std::shared_ptr<const CostSnapshot> snapshot;
    std::vector<Transform> transforms;
    QString error;
    int failed = -1;   // the index of the transform that failed
    FunctionId active; // the active function found again in the new profile
    bool activeFound = false;
};

// Runs on the cost job's worker: profile -> transforms::apply -> cost snapshot.
StagedCosts computeStagedCosts(const StagedCostRequest& request, std::stop_token stop);

// The Session's transform stage: the list of transforms in force and its history (Undo, Redo).
// A new list is computed on the Session's cost job and becomes the one in force only when its
// snapshot is installed; a list whose transform fails stays a request that never was, and the
// list in force stays (or falls back to the transforms before the one that failed).
class TransformStage
{
public:
    enum class Step
    {
        NewEntry, // a new list after the one in force; what was undone is forgotten
        Undo,
        Redo,
        Replace, // the entry in force replaced (a reload re-applying its list)
    };

    const std::vector<Transform>& inForce() const { return m_history[m_position]; }
    // The newest list asked for (the one in force when nothing is being computed).
    const std::vector<Transform>& requested() const { return m_requested; }
    bool isPending() const { return m_pending.has_value(); }
    bool canUndo() const { return m_position > 0; }
    bool canRedo() const { return m_position + 1 < m_history.size(); }
    // The last failure ("drop foo: no function named foo"), empty after a success.
    const QString& error() const { return m_error; }

    // The list to compute for a step, and remembers the step; nullopt when there is none (no
    // undo left, the same list).
    std::optional<std::vector<Transform>> request(std::vector<Transform> list, Step step);
    std::optional<std::vector<Transform>> undo();
    std::optional<std::vector<Transform>> redo();
    // The computed list is in force now.
    void succeeded(const std::vector<Transform>& list);
    // The list failed at `failed`: the error is kept; returns the transforms before the one that
    // failed when they differ from the list in force (to compute instead), else nullopt.
    std::optional<std::vector<Transform>> failed(const std::vector<Transform>& list,
                                                 const QString& error, int failed);
    // What the cost job computes a pending list from: the loaded profile, the list asked for,
    // and the snapshots it may start from (the loaded one, and the one shown when it is
    // transformed, with the list in force on it).
    void fillRequest(StagedCostRequest& request, std::shared_ptr<const CostSnapshot> loaded,
                     std::shared_ptr<const CostSnapshot> shown) const;
    // Another profile: no transforms, no history.
    void reset();
    void clearError() { m_error.clear(); }

private:
    std::vector<std::vector<Transform>> m_history{{}};
    std::size_t m_position = 0;
    std::vector<Transform> m_requested;
    std::optional<Step> m_pending;
    bool m_fallback = false; // the pending list is what stood before a failed transform
    QString m_error;
};

namespace transformstage {

// "focus main" as the chips and messages say it: "Focus: main".
QString describe(const Transform& transform);

} // namespace transformstage

} // namespace tally

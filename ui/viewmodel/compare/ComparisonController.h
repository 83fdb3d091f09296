// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"
#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/session/LoadController.h"
#include "ui/viewmodel/session/Session.h"

#include <QObject>
#include <QStringList>

#include <memory>

namespace tally {

// The comparison in the window: the Session's profile is the new side (every other view shows
// it, and activating a compared function makes it active there), and this holds the baseline,
// loaded by a LoadController of its own, in parallel with the Session's. Whenever either side
// changes, the ProfileComparison is computed again on a LatestJob, off the GUI thread.
class ComparisonController : public QObject
{
    Q_OBJECT

public:
    explicit ComparisonController(Session& session, QObject* parent = nullptr);
    ~ComparisonController() override;

    // Loads `paths` (one file or several of one run) as the baseline.
    void loadBase(const QStringList& paths, bool detectCycles);
    // A baseline already loaded (the profile open before File > Compare With...).
    void setBase(std::shared_ptr<const CostSnapshot> base, const QStringList& paths);
    // The baseline becomes the new side and the new side the baseline: the Session then shows
    // the former baseline, with the active function's counterpart active. False (and nothing
    // done) while a side is still loading.
    bool swapSides();
    // No comparison any more (another profile was opened).
    void clear();

    // A baseline is set or loading.
    bool isComparing() const { return m_base != nullptr || m_baseLoader.isLoading(); }
    const QStringList& basePaths() const { return m_basePaths; }
    // The files of the new side (the Session's profile), for naming it.
    void setNewPaths(const QStringList& paths);
    const QStringList& newPaths() const { return m_newPaths; }
    LoadController& baseLoader() { return m_baseLoader; }
    const std::shared_ptr<const ProfileComparison>& comparison() const { return m_comparison; }

    // Functions matched by name and object only (inlining moves code between files).
    void setIgnoreFile(bool ignore);
    bool ignoresFile() const { return m_ignoreFile; }

    // Each side as a share of its own total (for runs of different length) rather than absolute
    // costs: one choice for every compared view (the Compare view's scale).
    void setShareScale(bool share);
    bool shareScale() const { return m_shareScale; }

    // Loading the baseline, computing the comparison, or waiting for the new side to compare.
    bool isBusy() const
    {
        return m_baseLoader.isLoading() || m_job.isBusy() || (m_base && !m_comparison);
    }
    // Blocks until the running computation is done (its result arrives from the event loop).
    void waitForRunning() { m_job.waitForRunning(); }

signals:
    void comparisonChanged();
    void busyChanged(bool busy);
    void baseFailed(const QString& message);
    void scaleChanged(bool share);

private:
    struct Request
    {
        std::shared_ptr<const CostSnapshot> base;
        std::shared_ptr<const CostSnapshot> current;
        ProfileComparison::Options options;
    };
    void compare();
    void updateBusy();

    Session& m_session;
    LoadController m_baseLoader;
    std::shared_ptr<const CostSnapshot> m_base;
    QStringList m_basePaths;
    QStringList m_newPaths;
    bool m_ignoreFile = false;
    bool m_shareScale = false;
    bool m_busy = false;
    std::shared_ptr<const ProfileComparison> m_comparison;
    LatestJob<Request, std::shared_ptr<const ProfileComparison>> m_job;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"
#include "core/transform/Transform.h"
#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/compare/MatchingRules.h"
#include "ui/viewmodel/session/LoadController.h"

#include <QObject>
#include <QStringList>

#include <memory>

namespace tally {

class Session;

// The Session's comparison stage, the producer of what Session::comparison() publishes: it holds
// the baseline, loaded by a LoadController of its own in parallel with the window's, and matches
// it with the Session's cost snapshot (the new side: every view shows it) on a LatestJob, off the
// GUI thread, whenever either side changes. The Session owns it and tells it of each new snapshot
// (snapshotChanged); views read the result from the Session, never from here. The commands
// (load a baseline, swap the sides, ignore files) are the shell's and the command line's.
class ComparisonController : public QObject
{
    Q_OBJECT

public:
    explicit ComparisonController(Session& session, QObject* parent = nullptr);
    ~ComparisonController() override;

    // Loads `paths` (one file or several of one run) as the baseline, as the window's loads
    // (ProfileOpener::setLoadOptions).
    void loadBase(const QStringList& paths, const LoadOptions& options, bool detectCycles);
    // A baseline already loaded (the profile open before File > Compare With...).
    void setBase(std::shared_ptr<const CostSnapshot> base, const QStringList& paths);
    // The baseline becomes the new side and the new side the baseline: the Session then shows
    // the former baseline, with the active function's counterpart active. False (and nothing
    // done) while a side is still loading or the sides are not compared yet.
    bool swapSides();
    // No comparison any more (another profile was opened).
    void clear();

    // A baseline is set or loading.
    bool isComparing() const { return m_base != nullptr || m_baseLoader.isLoading(); }
    const QStringList& basePaths() const { return m_basePaths; }
    // The baseline, once loaded or set.
    const std::shared_ptr<const CostSnapshot>& base() const { return m_base; }
    // The files of the new side (the Session's profile), for naming it.
    void setNewPaths(const QStringList& paths);
    const QStringList& newPaths() const { return m_newPaths; }
    LoadController& baseLoader() { return m_baseLoader; }
    const LoadController& baseLoader() const { return m_baseLoader; }
    // The last comparison computed, of whichever snapshot was the new side then; what the views
    // show is Session::comparison(), this one only while its new side is the snapshot shown.
    const std::shared_ptr<const ProfileComparison>& comparison() const { return m_comparison; }

    // Functions matched by name and object only (inlining moves code between files).
    void setIgnoreFile(bool ignore);
    bool ignoresFile() const { return m_ignoreFile; }
    // The rewrites and the pairs made by hand the matching heeds; another set re-matches (on the
    // job) and is announced by matchingRulesChanged. Swapping the sides turns the pairs round.
    void setMatchingRules(const MatchingRules& rules);
    const MatchingRules& matchingRules() const { return m_rules; }

    // Loading the baseline, computing the comparison, or waiting for the new side to compare.
    bool isBusy() const
    {
        return m_baseLoader.isLoading() || m_job.isBusy() ||
               (m_base && !m_comparison && m_baseTransformError.isEmpty());
    }
    const QString& baseTransformError() const { return m_baseTransformError; }
    // The matching is under way (or waiting for its turn).
    bool isComputing() const { return m_job.isBusy() || m_job.isRunning(); }
    // Blocks until the running computation is done (its result arrives from the event loop).
    void waitForRunning() { m_job.waitForRunning(); }

    // The Session installed a new cost snapshot (a profile, a part selection, a cycle setting):
    // the baseline is compared with it. Called by the Session only, before it announces it.
    void snapshotChanged();

signals:
    // What Session::comparison() and the rest of the stage publish may have changed (a result,
    // the baseline, the paths, busy): the Session announces it as SessionChange::Comparison.
    void changed();
    void baseFailed(const QString& message);
    void matchingRulesChanged();
    // The Session's transforms (issue 37) could not be applied to the baseline: as --diff, the
    // sides are not compared (baseTransformError() says why until the next comparison).
    void baseTransformFailed(const QString& message);

private:
    // The Session shows the baseline's profile: File > Compare With... sets the open profile as
    // the baseline while the new one loads, and it is not compared with itself in the meantime.
    bool showsTheBaseline() const;
    // Lets go of the baseline and the comparison, through the Session (keepUntilDelivered): a
    // baseline's profile is freed off the GUI thread.
    void letGo();
    struct Request
    {
        std::shared_ptr<const CostSnapshot> base;
        std::shared_ptr<const CostSnapshot> current;
        ProfileComparison::Options options;
        std::vector<Transform> transforms; // the Session's, applied to the baseline alike
        // The Session's primary event: the Compare view's list starts from its default order.
        QString eventName;
    };
    // The comparison, or what kept the baseline from being transformed alike.
    struct Result
    {
        std::shared_ptr<const ProfileComparison> comparison;
        QString baseTransformError;
    };
    void compare();
    static Result computeComparison(const Request& request, std::stop_token stop);
    void comparisonComputed(Result result);

    Session& m_session;
    LoadController m_baseLoader;
    std::shared_ptr<const CostSnapshot> m_base;
    QStringList m_basePaths;
    QStringList m_newPaths;
    bool m_ignoreFile = false;
    MatchingRules m_rules;
    std::shared_ptr<const ProfileComparison> m_comparison;
    QString m_baseTransformError;
    LatestJob<Request, Result> m_job;
};

} // namespace tally

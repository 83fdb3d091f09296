// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/ProfileOpener.h"

#include "core/analysis/Costliest.h"
#include "core/load/EventMismatch.h"
#include "core/load/ProfileSiblings.h"
#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/viewmodel/session/LoadController.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/viewmodel/settings/SettingsKeys.h"

#include <QSettings>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace tally {

ProfileOpener::ProfileOpener(Session& session, LoadController& loader, QSettings& settings,
                             QObject* parent)
    : QObject(parent), m_session(session), m_loader(loader),
      m_comparison(session.comparisonController()), m_settings(settings), m_lastFunctions(settings)
{
    connect(&m_loader, &LoadController::loaded, this, &ProfileOpener::onLoaded);
    connect(&m_loader, &LoadController::failed, this, &ProfileOpener::onLoadFailed);
    connect(&m_loader, &LoadController::canceled, this, &ProfileOpener::onLoadCanceled);
    connect(&m_loader, &LoadController::shortNamesMade, &m_session, &Session::shortNamesMade);
    // The baseline's too: Swap Compared Sides shows its snapshot, names and all.
    connect(&m_comparison.baseLoader(), &LoadController::shortNamesMade, &m_session,
            &Session::shortNamesMade);
    connect(&m_comparison.baseLoader(), &LoadController::failed, this,
            &ProfileOpener::baseLoadFailed);
    connect(&m_comparison.baseLoader(), &LoadController::loaded, this,
            [this](const std::shared_ptr<const CostSnapshot>& base, const QStringList& paths) {
                watchRowsFiles(base ? base->profile : nullptr, paths);
            });
    connect(&m_watcher, &ProfileWatcher::changeSeen, this, &ProfileOpener::watchStatusChanged);
    connect(&m_watcher, &ProfileWatcher::changed, this, &ProfileOpener::reloadChangedFiles);
    connect(&m_rowsWatcher, &ProfileWatcher::changed, this, &ProfileOpener::onRowsFilesChanged);
    // A baseline let go of: its files are no longer watched.
    connect(&m_comparison, &ComparisonController::changed, this,
            [this] { watchRowsFiles(nullptr, {}); });
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & SessionChange::ActiveFunction)
            m_lastFunctions.remember(m_openPaths.value(0), m_session);
    });
}

QString ProfileOpener::samplePath()
{
    return QStringLiteral(":/sample/callgrind.out.sample");
}

QStringList ProfileOpener::withSiblings(const QStringList& paths, SiblingPolicy policy)
{
    if (paths.size() != 1)
        return paths;
    // The empty file --separate-threads=yes leaves stands for its threads (as in KCachegrind).
    if (profilesiblings::isEmptyBase(paths.front()))
        return profilesiblings::of(paths.front());
    const QStringList siblings = profilesiblings::of(paths.front());
    if (siblings.size() < 2)
        return paths;
    const QString remembered = settings::read(m_settings, settings::siblingsPolicy());
    if (policy == SiblingPolicy::Ask && remembered == QLatin1String("all"))
        policy = SiblingPolicy::LoadAll;
    else if (policy == SiblingPolicy::Ask && remembered == QLatin1String("one"))
        policy = SiblingPolicy::OnlyThisFile;
    if (policy == SiblingPolicy::Ask && m_siblingQuestion) {
        const SiblingAnswer answer = m_siblingQuestion(paths.front(), int(siblings.size()));
        if (answer.remember)
            settings::write(m_settings, settings::siblingsPolicy(),
                            answer.loadAll ? QStringLiteral("all") : QStringLiteral("one"));
        policy = answer.loadAll ? SiblingPolicy::LoadAll : SiblingPolicy::OnlyThisFile;
    }
    return policy == SiblingPolicy::LoadAll ? siblings : paths;
}

void ProfileOpener::openFiles(const QStringList& paths, SiblingPolicy policy)
{
    if (paths.isEmpty())
        return;
    const QStringList files = withSiblings(paths, policy);
    startLoad(files, {profilesiblings::isWholeRun(files), false, false, std::nullopt});
}

void ProfileOpener::openSample()
{
    openFiles({samplePath()}, SiblingPolicy::OnlyThisFile);
}

void ProfileOpener::startLoad(const QStringList& paths, LoadIntent intent)
{
    // A load under way is replaced; its cancellation resets what it had set up, so this load's
    // intent is set after it.
    m_loader.cancel();
    intent.keepBaseline = intent.keepBaseline || intent.adding || intent.reload;
    intent.keepTransforms = intent.keepTransforms || intent.adding || intent.reload;
    m_loading = std::move(intent);
    m_loader.start(paths, m_loadOptions, m_session.cycleDetection());
}

void ProfileOpener::compareWith(const QStringList& newPaths)
{
    if (newPaths.isEmpty() || !m_session.hasProfile())
        return;
    // The baseline is the profile open now, as loaded: nothing to load again. The comparison sees
    // it through the Session's transforms, as it sees the new side, which keeps them (as a swap
    // of the sides does): both sides alike.
    m_comparison.setBase(m_session.originalSnapshot(), m_openPaths);
    const QStringList files = withSiblings(newPaths, SiblingPolicy::Ask);
    LoadIntent intent;
    intent.wholeRun = profilesiblings::isWholeRun(files);
    intent.keepBaseline = true;
    intent.keepTransforms = true;
    startLoad(files, std::move(intent));
    emit comparisonStarted();
}

void ProfileOpener::swapSides()
{
    const QStringList formerBase = m_comparison.basePaths();
    if (!m_comparison.swapSides())
        return;
    // The window's files are the side it shows: reload, the diagnostics and the title follow.
    m_openPaths = formerBase;
    m_wholeRun = profilesiblings::isWholeRun(m_openPaths);
    if (isWatching())
        watchOpenFiles(true); // the files shown now
    emit sidesSwapped();
}

void ProfileOpener::openComparison(const QStringList& basePaths, const QStringList& newPaths)
{
    if (basePaths.isEmpty() || newPaths.isEmpty())
        return;
    // Both sides at once: the baseline on the comparison's loader, the new one on the window's.
    m_comparison.loadBase(basePaths, m_loadOptions, m_session.cycleDetection());
    LoadIntent intent;
    intent.wholeRun = profilesiblings::isWholeRun(newPaths);
    intent.keepBaseline = true;
    startLoad(newPaths, std::move(intent));
    emit comparisonStarted();
}

void ProfileOpener::addFiles(const QStringList& paths)
{
    if (paths.isEmpty())
        return;
    if (m_openPaths.isEmpty()) {
        openFiles(paths);
        return;
    }
    // The simplest correct way: load every path as one profile, as the loader matches events by
    // name across files; the views keep what they show through the snapshot.
    QStringList all = m_openPaths;
    for (const QString& path : paths) {
        if (!all.contains(path))
            all << path;
    }
    startLoad(all, {false, true, false, SessionSnapshot::take(m_session)});
}

void ProfileOpener::reload()
{
    if (m_openPaths.isEmpty()) {
        emit message(tr("No profile to reload"), 3000);
        return;
    }
    startLoad(m_wholeRun ? profilesiblings::of(m_openPaths.front()) : m_openPaths,
              {m_wholeRun, false, true, SessionSnapshot::take(m_session)});
}

void ProfileOpener::reloadChangedRowsFiles()
{
    const ChangedRowsFiles changed = changedRowsFiles();
    // Each side whose files changed: a reload keeps the baseline as loaded, so a changed one is
    // loaded again too.
    if (!changed.baseline.isEmpty())
        m_comparison.loadBase(m_comparison.basePaths(), m_loadOptions, m_session.cycleDetection());
    if (!changed.shown.isEmpty())
        reload();
}

void ProfileOpener::watchRowsFiles(const std::shared_ptr<const Profile>& loaded,
                                   const QStringList& paths)
{
    // Files of profiles let go of are forgotten.
    std::erase_if(m_rowsFiles, [](const RowsFile& file) { return file.profile.expired(); });
    // A profile is paired with its files where it arrives with them, once: not from the sides as
    // they are when a change is announced (a swap changes them in steps, and paired the former
    // baseline with the paths still shown).
    if (loaded && loaded->detailsOnDemand()) {
        for (const QString& path : paths)
            m_rowsFiles.push_back({loaded, path, fileIdentity(path)});
    }
    // Watched while their profile lives, on a side or not: a change heard in the middle of a
    // swap is kept (a path no longer watched loses the notification on its way).
    QStringList watched;
    for (const RowsFile& file : m_rowsFiles) {
        if (!watched.contains(file.path))
            watched << file.path;
    }
    if (watched.isEmpty())
        m_rowsWatcher.stop();
    else if (watched != m_rowsWatcher.currentFiles())
        m_rowsWatcher.watch(watched, ProfileWatcher::Scope::Files);
}

ProfileOpener::ChangedRowsFiles ProfileOpener::changedRowsFiles() const
{
    // A file is on a side when both its profile and its path are that side's.
    const auto onSide = [](const RowsFile& file, const std::shared_ptr<const Profile>& profile,
                           const std::shared_ptr<const CostSnapshot>& snapshot,
                           const QStringList& paths) {
        return profile && snapshot && profile == snapshot->profile && paths.contains(file.path);
    };
    ChangedRowsFiles changed;
    for (const RowsFile& file : m_rowsFiles) {
        const std::shared_ptr<const Profile> profile = file.profile.lock();
        const bool shown = onSide(file, profile, m_session.originalSnapshot(), m_openPaths);
        const bool baseline = onSide(file, profile, m_comparison.base(), m_comparison.basePaths());
        if ((!shown && !baseline) || fileIdentity(file.path) == file.identity)
            continue;
        if (shown && !changed.shown.contains(file.path))
            changed.shown << file.path;
        if (baseline && !changed.baseline.contains(file.path))
            changed.baseline << file.path;
    }
    return changed;
}

void ProfileOpener::onRowsFilesChanged()
{
    ChangedRowsFiles changed = changedRowsFiles();
    // Watched, the files shown are reloaded anyway.
    if (isWatching())
        changed.shown.clear();
    if (!changed.shown.isEmpty() || !changed.baseline.isEmpty())
        emit rowsFilesChanged(changed.shown, changed.baseline);
}

void ProfileOpener::setWatching(bool on)
{
    if (on == m_watching)
        return;
    m_watching = on;
    watchOpenFiles(on);
    emit watchingChanged(on);
}

void ProfileOpener::watchOpenFiles(bool on)
{
    m_reloadWhenLoaded = false;
    if (on && !m_openPaths.isEmpty())
        m_watcher.watch(m_openPaths, m_wholeRun ? ProfileWatcher::Scope::WholeRun
                                                : ProfileWatcher::Scope::Files);
    else
        m_watcher.stop();
    emit watchStatusChanged();
}

void ProfileOpener::reloadChangedFiles()
{
    if (!isWatching() || m_openPaths.isEmpty())
        return;
    // A load the user started (another file, Add) is not replaced: the reload follows it.
    if (m_loader.isLoading() && !(m_loading && m_loading->fromWatch)) {
        m_reloadWhenLoaded = true;
        return;
    }
    reload();
    if (m_loading)
        m_loading->fromWatch = true;
}

ProfileOpener::LoadIntent ProfileOpener::endLoad()
{
    if (std::exchange(m_reloadWhenLoaded, false))
        QTimer::singleShot(0, this, &ProfileOpener::reloadChangedFiles);
    return std::exchange(m_loading, std::nullopt).value_or(LoadIntent{});
}

void ProfileOpener::onLoaded(std::shared_ptr<const CostSnapshot> costs, const QStringList& paths)
{
    LoadIntent intent = endLoad();
    const QStringList reloaded = intent.reload ? m_openPaths : QStringList();
    m_openPaths = paths;
    m_wholeRun = intent.wholeRun;
    if (!intent.keepBaseline)
        m_comparison.clear(); // another profile: the comparison is over
    m_comparison.setNewPaths(paths);
    if (isWatching())
        watchOpenFiles(true); // the files just loaded, a run's new ones among them
    const QString mismatch = intent.adding ? eventmismatch::describe(*costs->profile) : QString();
    // A reload shows the new files as the old ones were shown, Add the files added with them, and
    // Compare With the new version: through the same transforms.
    TransformStage transforms = m_session.transformStage();
    const std::shared_ptr<const Profile> profile = costs->profile;
    m_session.setProfile(std::move(costs));
    if (intent.restore)
        intent.restore->restore(m_session);
    if (intent.keepTransforms)
        m_session.reapplyTransforms(std::move(transforms));
    if (!mismatch.isEmpty())
        emit eventTypesDiffer(mismatch);
    watchRowsFiles(profile, paths);
    emit opened(paths, reloaded);
    // Where the user was the last time this file was open, else at the program's main, as
    // KCachegrind starts.
    if (!m_session.activeFunction().isValid() &&
        !m_lastFunctions.restore(m_openPaths.value(0), m_session))
        m_session.setActiveFunction(startingFunction(*m_session.profile(), m_session.flatProfile(),
                                                     m_session.events(), m_session.primaryEvent()));
}

void ProfileOpener::onLoadFailed(const QString& error)
{
    const LoadIntent intent = endLoad();
    // A comparison still waiting for its new side has none.
    if (intent.keepBaseline && !m_comparison.comparison())
        m_comparison.clear();
    if (intent.fromWatch) {
        // Files caught half-written: the profile shown stays, and the next change reloads.
        emit message(tr("Reload failed: %1").arg(error), 8000);
        return;
    }
    // The profile already open, if any, stays as it is.
    emit loadFailed(error);
}

void ProfileOpener::onLoadCanceled()
{
    if (endLoad().keepBaseline && !m_comparison.comparison())
        m_comparison.clear();
    emit message(tr("Loading canceled"), 4000);
}

} // namespace tally

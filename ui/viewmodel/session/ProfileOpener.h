// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/FileIdentity.h"
#include "core/load/ProfileLoader.h"
#include "ui/viewmodel/session/LastFunctions.h"
#include "ui/viewmodel/session/ProfileWatcher.h"
#include "ui/viewmodel/session/SessionSnapshot.h"

#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QSettings;

namespace tally {

class ComparisonController;
struct CostSnapshot;
class LoadController;
class Session;

// Which files the window shows and how they get there: opening (with a valgrind run's sibling
// files), adding, reloading, comparing and swapping the compared sides, and watching the files
// to reload them. It starts each load with what should follow it (keep the baseline, restore
// what the user looked at), puts the loaded profile in the Session and says so. It asks the user
// nothing itself: the window answers `siblingQuestion` and shows what `loadFailed`,
// `baseLoadFailed` and `eventTypesDiffer` say (OpenerDialogs).
class ProfileOpener : public QObject
{
    Q_OBJECT

public:
    enum class SiblingPolicy
    {
        Ask,
        LoadAll,
        OnlyThisFile
    };
    // The user's answer to "load the run's other files too?".
    struct SiblingAnswer
    {
        bool loadAll = false;
        bool remember = false; // the same answer from now on (the settings keep it)
    };
    // Asks about `file`, one of `count` files of its run.
    using SiblingQuestion = std::function<SiblingAnswer(const QString& file, int count)>;

    // Everything given outlives the opener. The comparison's loads go through the Session's
    // comparison stage.
    ProfileOpener(Session& session, LoadController& loader, QSettings& settings,
                  QObject* parent = nullptr);

    // Who answers when a policy is Ask and nothing was remembered; without one, only the file
    // asked for is opened.
    void setSiblingQuestion(SiblingQuestion question) { m_siblingQuestion = std::move(question); }

    // Opens `paths` as one profile. A single file of a multi-file valgrind run (threads, dumps)
    // offers its siblings, as `policy` (or the remembered answer) says; the run's empty base
    // file (--separate-threads=yes) always opens its threads' files.
    void openFiles(const QStringList& paths, SiblingPolicy policy = SiblingPolicy::Ask);
    void openSample();
    // Loads `paths` together with the open files as one profile (their parts are appended,
    // events matched by name), keeping the active function and event types.
    void addFiles(const QStringList& paths);
    // The files whose detail rows changed on disk (rowsFilesChanged) loaded again: the files
    // shown as reload() loads them, and the baseline's.
    void reloadChangedRowsFiles();
    // Loads the open files again, keeping the active function, event types, part selection and
    // the views. When they were the whole of a valgrind run, its files are gathered again: dumps
    // written since then become new parts.
    void reload();
    // Loads `newPaths` as the new profile and compares it with the one open now, the baseline.
    void compareWith(const QStringList& newPaths);
    // Loads both sides in parallel; the new one is the profile shown.
    void openComparison(const QStringList& basePaths, const QStringList& newPaths);
    // The baseline becomes the profile shown, the new profile the baseline.
    void swapSides();

    // Reloads as reload() does when the open files change on disk (after a quiet period, once
    // per burst of writes).
    void setWatching(bool on);
    bool isWatching() const { return m_watching; }
    ProfileWatcher& watcher() { return m_watcher; }

    // The files of the profile shown.
    const QStringList& openPaths() const { return m_openPaths; }

    // How the window's loads read the files (LoadOptions::rowsOnDemandFromBytes: from which size
    // the detail rows are read as views ask for them); the default's, but for tests and
    // benchmarks.
    void setLoadOptions(const LoadOptions& options) { m_loadOptions = options; }

    static QString samplePath();

signals:
    // A profile is in the Session, loaded from `paths`; `reloaded` are the files a reload
    // loaded again (empty for another profile).
    void opened(const QStringList& paths, const QStringList& reloaded);
    // A comparison started loading: the window brings its view forward.
    void comparisonStarted();
    void sidesSwapped();
    void watchingChanged(bool on);
    // The watch state or the time of the last change seen.
    void watchStatusChanged();
    // A passing note for the status bar.
    void message(const QString& text, int timeoutMs);
    // A load the user asked for failed (the profile open, if any, stays); the baseline's load
    // failed.
    void loadFailed(const QString& error);
    void baseLoadFailed(const QString& error);
    // The files added have other event types than the open ones (said before `opened`).
    void eventTypesDiffer(const QString& description);
    // Files of the profile shown, or of a comparison's baseline, changed on disk while the side
    // reads its detail rows from them as views ask for them (LoadOptions::rowsOnDemandFromBytes):
    // rows not read yet no longer can be (DetailRowsFromFile::fileChanged) until a reload.
    // `shown` and `baseline`: the files changed, of each side. Not for the files shown while
    // File > Watch is on: they are reloaded anyway.
    void rowsFilesChanged(const QStringList& shown, const QStringList& baseline);

private:
    // What a load is for, kept while it runs: what follows it is decided by it alone.
    struct LoadIntent
    {
        bool wholeRun = false; // the paths are all the files of their valgrind run
        bool adding = false;   // File > Add
        bool reload = false;   // File > Reload or a watched change: the same profile again
        std::optional<SessionSnapshot> restore; // what the user looked at, for Add and Reload
        bool keepBaseline = false;   // the comparison goes on with the profile being loaded
        bool keepTransforms = false; // shown through the transforms in force (Add, Reload, ...)
        bool fromWatch = false;      // a reload the watcher asked for
    };
    QStringList withSiblings(const QStringList& paths, SiblingPolicy policy);
    void startLoad(const QStringList& paths, LoadIntent intent);
    void watchOpenFiles(bool on);
    void reloadChangedFiles();
    // Watches the files whose detail rows the sides read as views ask: those of every profile
    // loaded that lives (on a side or not), `loaded` and its `paths` among them (it just arrived,
    // shown or as the baseline; null when a profile may have been let go of).
    void watchRowsFiles(const std::shared_ptr<const Profile>& loaded, const QStringList& paths);
    void onRowsFilesChanged();
    // The files of each side changed since its profile's watch began, each path once; a profile
    // on both sides (compared with itself) counts on both. Files of profiles on neither side are
    // not asked about.
    struct ChangedRowsFiles
    {
        QStringList shown;
        QStringList baseline;
    };
    ChangedRowsFiles changedRowsFiles() const;
    void finishLoading();
    void onLoaded(std::shared_ptr<const CostSnapshot> costs, const QStringList& paths);
    void onLoadFailed(const QString& error);
    void onLoadCanceled();
    // The intent of the load that ended (none for a load started elsewhere); a comparison still
    // waiting for its new side has none if this load was that side.
    LoadIntent endLoad();

    Session& m_session;
    LoadController& m_loader;
    ComparisonController& m_comparison;
    QSettings& m_settings;
    SiblingQuestion m_siblingQuestion;
    LastFunctions m_lastFunctions;
    ProfileWatcher m_watcher;
    // The files the sides read their detail rows from, when they do, each with its identity when
    // its profile's watch began: what tells the files changed since from those left alone (the
    // watcher says only that one changed). Kept while the profile lives, on a side or not: a
    // swap passes through a moment when the former baseline is on neither, and its change must
    // stay one. Which side a file is on is asked when needed (changedRowsFiles).
    struct RowsFile
    {
        std::weak_ptr<const Profile> profile;
        QString path;
        std::optional<FileIdentity> identity;
    };
    std::vector<RowsFile> m_rowsFiles;
    ProfileWatcher m_rowsWatcher;
    LoadOptions m_loadOptions;
    QStringList m_openPaths;
    bool m_wholeRun = false;             // m_openPaths are all the files of their valgrind run
    std::optional<LoadIntent> m_loading; // the load under way, started here
    bool m_watching = false;             // File > Watch is on
    bool m_reloadWhenLoaded = false; // the files changed during a load the watcher did not start
};

} // namespace tally

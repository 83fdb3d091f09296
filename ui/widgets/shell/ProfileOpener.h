// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/ProfileWatcher.h"
#include "ui/viewmodel/session/SessionSnapshot.h"
#include "ui/widgets/shell/LastFunctions.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>

class QSettings;
class QWidget;

namespace tally {

class ComparisonController;
struct CostSnapshot;
class LoadController;
class Session;

// Which files the window shows and how they get there: opening (with a valgrind run's sibling
// files), adding, reloading, comparing and swapping the compared sides, and watching the files
// to reload them. It starts each load with what should follow it (keep the baseline, restore
// what the user looked at), puts the loaded profile in the Session and says so; what cannot
// load is said in a message box on the window.
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

    // Everything given outlives the opener; `window` parents its dialogs and owns it. The
    // comparison's loads go through the Session's comparison stage.
    ProfileOpener(Session& session, LoadController& loader, QSettings& settings, QWidget& window);

    // Opens `paths` as one profile. A single file of a multi-file valgrind run (threads, dumps)
    // offers its siblings, as `policy` (or the remembered answer) says; the run's empty base
    // file (--separate-threads=yes) always opens its threads' files.
    void openFiles(const QStringList& paths, SiblingPolicy policy = SiblingPolicy::Ask);
    void openSample();
    // Loads `paths` together with the open files as one profile (their parts are appended,
    // events matched by name), keeping the active function and event types.
    void addFiles(const QStringList& paths);
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

private:
    struct LoadIntent
    {
        bool wholeRun = false; // the paths are all the files of their valgrind run
        bool adding = false;   // File > Add
        bool reload = false;   // File > Reload or a watched change: the same profile again
        std::optional<SessionSnapshot> restore; // what the user looked at, for Add and Reload
        bool keepBaseline = false; // the comparison goes on with the profile being loaded
    };
    QStringList withSiblings(const QStringList& paths, SiblingPolicy policy);
    void startLoad(const QStringList& paths, LoadIntent intent);
    void watchOpenFiles(bool on);
    void reloadChangedFiles();
    void finishLoading();
    void onLoaded(std::shared_ptr<const CostSnapshot> costs, const QStringList& paths);
    void onLoadFailed(const QString& error);
    void onLoadCanceled();
    void showError(const QString& title, const QString& error, const QString& objectName);

    Session& m_session;
    LoadController& m_loader;
    ComparisonController& m_comparison;
    QSettings& m_settings;
    QWidget& m_window;
    LastFunctions m_lastFunctions;
    ProfileWatcher m_watcher;
    QStringList m_openPaths;
    std::optional<SessionSnapshot> m_restore; // for the load under way, from Add or Reload
    bool m_adding = false;
    bool m_wholeRun = false;         // m_openPaths are all the files of their valgrind run
    bool m_loadingWholeRun = false;  // the same for the load under way
    bool m_reloading = false;        // the load under way is a reload of m_openPaths
    bool m_keepBaseline = false;     // the load under way is compared with the baseline
    bool m_watching = false;         // File > Watch is on
    bool m_loadFromWatch = false;    // the load under way is a reload the watcher asked for
    bool m_reloadWhenLoaded = false; // the files changed during a load the watcher did not start
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/viewmodel/session/LoadController.h"
#include "ui/viewmodel/session/ProfileWatcher.h"
#include "ui/viewmodel/session/RecentFiles.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/viewmodel/session/SessionSnapshot.h"
#include "ui/widgets/common/Theme.h"

#include <QMainWindow>
#include <QSettings>

#include <optional>

class QAction;
class QActionGroup;
class QLabel;
class QSplitter;
class QMenu;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QToolBar;
class QToolButton;

namespace tally {

class DiagnosticsPanel;
class EventTypeChooser;
class FlatProfileView;
class NavigationBar;
class SourcePathConfig;
class ViewTabs;

// Tally's main window: loads profiles in the background with a progress bar and cancel, shows
// the flat profile, the loader's warnings and a status bar; opens files from the command line,
// File > Open, drag and drop and the recent-files menu.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum class SiblingPolicy
    {
        Ask,
        LoadAll,
        OnlyThisFile
    };

    // `session` and `loader` belong to the application and outlive the window and its views.
    MainWindow(Session& session, LoadController& loader, QSettings& settings,
               QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens `paths` as one profile. A single file of a multi-file valgrind run (threads, dumps)
    // offers its siblings, as `policy` (or the remembered answer) says; the run's empty base
    // file (--separate-threads=yes) always opens its threads' files.
    void openFiles(const QStringList& paths, SiblingPolicy policy = SiblingPolicy::Ask);
    void openSample();
    // File > Compare With...: loads `newPaths` as the new profile and compares it with the one
    // open now, which becomes the baseline; the window then shows the new profile.
    void compareWith(const QStringList& newPaths);
    // `tally --diff BASE NEW`: loads both sides in parallel, each with its progress, and shows
    // the new one with the comparison. Each side may be several files of one run.
    void openComparison(const QStringList& basePaths, const QStringList& newPaths);
    // File > Swap Compared Sides: the baseline becomes the new profile (the one shown), the new
    // profile the baseline.
    void swapSides();
    ComparisonController& comparison() { return *m_comparison; }
    QAction* compareAction() const { return m_compareAction; }
    QAction* swapSidesAction() const { return m_swapSidesAction; }
    // The baseline's progress while it loads beside the new profile.
    QProgressBar* baseProgressBar() const { return m_baseProgress; }
    // File > Add: loads `paths` together with the open files as one profile (their parts are
    // appended, events matched by name), keeping the active function and event types.
    void addFiles(const QStringList& paths);
    // File > Reload (F5): loads the open files again, keeping the active function, event types,
    // part selection and the views. When they were the whole of a valgrind run, its files are
    // gathered again: dumps written since then become new parts.
    void reload();
    // File > Watch, --watch: reloads as F5 does when the open files change on disk (after a
    // quiet period, once per burst of writes), and says so in the status bar.
    void setWatching(bool on);
    bool isWatching() const;
    ProfileWatcher& watcher() { return m_watcher; }
    // The status bar's note while watching ("Watching · last change 10:42:13").
    QLabel* watchLabel() const { return m_watchLabel; }
    const QStringList& openPaths() const { return m_openPaths; }

    Session& session() { return m_session; }
    LoadController& loader() { return m_loader; }
    FlatProfileView* flatView() const { return m_flatView; }
    ViewTabs* viewTabs() const { return m_viewTabs; }
    NavigationBar* navigationBar() const { return m_navigationBar; }
    void showFunctionFinder();
    DiagnosticsPanel* diagnostics() const { return m_diagnostics; }
    QProgressBar* progressBar() const { return m_progress; }

    // View > Theme: applies `theme` to the application and checks its entry; `remember` keeps
    // it in the settings for the next start (--theme applies one for this run only).
    void setTheme(Theme theme, bool remember = true);
    Theme theme() const { return m_theme; }
    QAction* themeAction(Theme theme) const;

    static QString samplePath();
    // An Open Recent entry's text for `path`.
    static QString recentLabel(const QString& path);
    // File > Open's and File > Add's name filters: every usual profile name first.
    static QString profileFileFilter();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createStatusBar();
    void createViews();
    void showOpenDialog();
    void showAddDialog();
    void showCompareDialog();
    void rebuildRecentMenu();
    // Window, splitters, the open tabs and the flat profile's columns, kept in the settings.
    void saveLayout();
    void restoreLayout();
    // The active function, per profile path (the last 50), restored when that file opens again.
    void rememberActiveFunction();
    bool restoreLastFunction();
    QStringList withSiblings(const QStringList& paths, SiblingPolicy policy);
    struct LoadIntent
    {
        bool wholeRun = false; // the paths are all the files of their valgrind run
        bool adding = false;   // File > Add
        bool reload = false;   // File > Reload or a watched change: the same profile again
        std::optional<SessionSnapshot> restore; // what the user looked at, for Add and Reload
        bool keepBaseline = false; // the comparison goes on with the profile being loaded
    };
    void startLoad(const QStringList& paths, LoadIntent intent);
    void reloadChangedFiles();
    void onWatchToggled(bool on);
    void updateWatchStatus();
    void onLoadStarted(const QStringList& paths);
    void onProgress(int value);
    void onLoaded(std::shared_ptr<const CostSnapshot> costs, const QStringList& paths);
    void onLoadFailed(const QString& message, const QStringList& paths);
    void onLoadCanceled();
    void finishLoading();
    void updateStatus();
    void createNavigation(QToolBar* toolbar);
    void updateNavigation();

    QSettings& m_settings;
    Session& m_session;
    LoadController& m_loader;
    RecentFiles m_recent;
    QStringList m_openPaths;
    std::optional<SessionSnapshot> m_restore; // for the load under way, from Add or Reload
    bool m_adding = false;
    bool m_wholeRun = false;         // m_openPaths are all the files of their valgrind run
    bool m_loadingWholeRun = false;  // the same for the load under way
    bool m_reloading = false;        // the load under way is a reload of m_openPaths
    bool m_keepBaseline = false;     // the load under way is compared with the baseline
    bool m_loadFromWatch = false;    // the load under way is a reload the watcher asked for
    bool m_reloadWhenLoaded = false; // the files changed during a load the watcher did not start
    ProfileWatcher m_watcher;
    ComparisonController* m_comparison = nullptr;
    QAction* m_compareAction = nullptr;
    QAction* m_swapSidesAction = nullptr;
    QProgressBar* m_baseProgress = nullptr;

    QStackedWidget* m_stack = nullptr;
    FlatProfileView* m_flatView = nullptr;
    QSplitter* m_content = nullptr; // the list | the views
    ViewTabs* m_viewTabs = nullptr;
    SourcePathConfig* m_sourcePaths = nullptr;
    NavigationBar* m_navigationBar = nullptr;
    QAction* m_backAction = nullptr;
    QAction* m_forwardAction = nullptr;
    QAction* m_upAction = nullptr;
    QMenu* m_backMenu = nullptr;
    QMenu* m_forwardMenu = nullptr;
    DiagnosticsPanel* m_diagnostics = nullptr;
    EventTypeChooser* m_eventChooser = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_percentAction = nullptr;
    QAction* m_shortNamesAction = nullptr;
    QAction* m_cycleAction = nullptr;
    QActionGroup* m_themeActions = nullptr;
    Theme m_theme = Theme::System;
    QAction* m_cancelAction = nullptr;
    QAction* m_watchAction = nullptr;
    QLabel* m_watchLabel = nullptr;
    QLabel* m_fileLabel = nullptr;
    QLabel* m_totalLabel = nullptr;
    QLabel* m_partsLabel = nullptr;
    QPushButton* m_warningsButton = nullptr;
    QProgressBar* m_progress = nullptr;
    QToolButton* m_cancelButton = nullptr;
};

} // namespace tally

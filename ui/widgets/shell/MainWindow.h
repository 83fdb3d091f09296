// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/viewmodel/session/LoadController.h"
#include "ui/viewmodel/session/ProfileWatcher.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/Theme.h"
#include "ui/widgets/shell/ProfileOpener.h"

#include <QMainWindow>
#include <QSettings>

class QAction;
class QLabel;
class QProgressBar;
class QStackedWidget;

namespace tally {

class DiagnosticsPanel;
class FlatProfileView;
class NavigationActions;
class NavigationBar;
class ShellMenus;
class ShellStatusBar;
class ThemeMenu;
class ViewTabs;
class Workspace;

// Tally's main window: loads profiles in the background with a progress bar and cancel, shows
// the flat profile beside the views, the loader's warnings and a status bar; opens files from the
// command line, File > Open, drag and drop and the recent-files menu. It puts its parts together
// (the workspace, the opener, the menus and navigation, the status bar) and keeps the window's
// title, geometry and docks.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    using SiblingPolicy = ProfileOpener::SiblingPolicy;

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
    // The Session's comparison stage (the baseline's loader, the matching's options).
    ComparisonController& comparison() { return m_session.comparisonController(); }
    QAction* compareAction() const;
    QAction* swapSidesAction() const;
    // The baseline's progress while it loads beside the new profile.
    QProgressBar* baseProgressBar() const;
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
    ProfileWatcher& watcher();
    // The status bar's note while watching ("Watching · last change 10:42:13").
    QLabel* watchLabel() const;
    const QStringList& openPaths() const;

    Session& session() { return m_session; }
    LoadController& loader() { return m_loader; }
    FlatProfileView* flatView() const;
    ViewTabs* viewTabs() const;
    NavigationBar* navigationBar() const;
    void showFunctionFinder();
    DiagnosticsPanel* diagnostics() const { return m_diagnostics; }
    QProgressBar* progressBar() const;

    // View > Theme: applies `theme` to the application and checks its entry; `remember` keeps
    // it in the settings for the next start (--theme applies one for this run only).
    void setTheme(Theme theme, bool remember = true);
    Theme theme() const;
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
    void onOpened(const QStringList& paths, const QStringList& reloaded);
    void onSidesSwapped();
    void updateStatus();
    // Window, docks and toolbars, and the workspace's layout, kept in the settings.
    void saveLayout();
    void restoreLayout();

    QSettings& m_settings;
    Session& m_session;
    LoadController& m_loader;
    QStackedWidget* m_stack = nullptr; // a hint while no profile is open | the workspace
    Workspace* m_workspace = nullptr;
    DiagnosticsPanel* m_diagnostics = nullptr;
    ShellStatusBar* m_status = nullptr;
    ProfileOpener* m_opener = nullptr;
    ThemeMenu* m_themes = nullptr;
    ShellMenus* m_menus = nullptr;
    NavigationActions* m_navigation = nullptr;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/viewmodel/session/LoadController.h"
#include "ui/viewmodel/session/ProfileOpener.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/shell/DiagnosticsPanel.h"
#include "ui/widgets/shell/NavigationActions.h"
#include "ui/widgets/shell/ShellMenus.h"
#include "ui/widgets/shell/ShellStatusBar.h"
#include "ui/widgets/shell/ThemeMenu.h"
#include "ui/widgets/shell/Workspace.h"

#include <QMainWindow>
#include <QSettings>

class QStackedWidget;

namespace tally {

// Tally's main window: loads profiles in the background with a progress bar and cancel, shows
// the flat profile beside the views, the loader's warnings and a status bar; opens files from the
// command line, File > Open, drag and drop and the recent-files menu. It puts its parts together
// (the workspace, the opener, the menus and navigation, the status bar) and keeps the window's
// title, geometry and docks.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // `session` and `loader` belong to the application and outlive the window and its views.
    MainWindow(Session& session, LoadController& loader, QSettings& settings,
               QWidget* parent = nullptr);
    ~MainWindow() override;

    // The parts the window is made of; each acts for itself (the menus' actions are connected
    // to them), the window only puts them together and keeps its title, geometry and docks.
    Session& session() { return m_session; }
    LoadController& loader() { return m_loader; }
    // Open, Add, Reload, Compare With, Swap, Watch: which files are shown and how they load.
    ProfileOpener& opener() const { return *m_opener; }
    // The flat profile beside the tabs of views.
    Workspace& workspace() const { return *m_workspace; }
    ShellMenus& menus() const { return *m_menus; }
    ShellStatusBar& shellStatus() const { return *m_status; }
    ThemeMenu& themes() const { return *m_themes; }
    NavigationActions& navigation() const { return *m_navigation; }
    DiagnosticsPanel* diagnostics() const { return m_diagnostics; }

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

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;
class QSettings;

namespace tally {

class DiagnosticsPanel;
class ProfileOpener;
class RecentFilesMenu;
class Session;
class ThemeMenu;
class Workspace;

// The main window's File, View and Help menus, the main toolbar, and the file dialogs File
// opens: each action calls the opener, the Session or a view, and the display choices (percent,
// short names) are remembered in the settings.
class ShellMenus : public QObject
{
    Q_OBJECT

public:
    struct Parts
    {
        Session& session;
        QSettings& settings;
        ProfileOpener& opener;
        Workspace& workspace;
        DiagnosticsPanel& diagnostics;
        ThemeMenu& themes;
    };
    // Adds the menus and the toolbar to `window`; every part outlives them.
    ShellMenus(QMainWindow& window, Parts parts);

    QAction* compareAction() const { return m_compareAction; }
    QAction* swapSidesAction() const { return m_swapSidesAction; }
    RecentFilesMenu& recentMenu() const { return *m_recentMenu; }

    // File > Open's and File > Add's name filters: every usual profile name first.
    static QString profileFileFilter();

private:
    void createFileMenu();
    QMenu* createViewMenu();
    void createHelpMenu();
    // The toolbar's last action goes at the end of `view`.
    void createToolbar(QMenu* view);
    void showOpenDialog();
    void showAddDialog();
    void showCompareDialog();

    QMainWindow& m_window;
    Parts m_parts;
    RecentFilesMenu* m_recentMenu = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_compareAction = nullptr;
    QAction* m_swapSidesAction = nullptr;
    QAction* m_percentAction = nullptr;
    QAction* m_cycleAction = nullptr;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;
class QToolBar;

namespace tally {

class NavigationBar;
class Session;

// Moving between functions: the Go menu (Back, Forward, Up, Go to Function) and the navigation
// toolbar, whose Back and Forward drop down their history and which ends in the breadcrumb bar.
class NavigationActions : public QObject
{
    Q_OBJECT

public:
    // Puts the Go menu before the last menu of `window` (Help) and the actions on `toolbar`;
    // `session` outlives them.
    NavigationActions(Session& session, QMainWindow& window, QToolBar& toolbar);

    NavigationBar* navigationBar() const { return m_navigationBar; }
    // Go to Function (Ctrl+K), while a profile is open.
    void showFunctionFinder();

private:
    void update();

    Session& m_session;
    QMainWindow& m_window;
    NavigationBar* m_navigationBar = nullptr;
    QAction* m_backAction = nullptr;
    QAction* m_forwardAction = nullptr;
    QAction* m_upAction = nullptr;
    QMenu* m_backMenu = nullptr;
    QMenu* m_forwardMenu = nullptr;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QSettings>

#include <memory>

namespace tally {
class LoadController;
class MainWindow;
class Session;
} // namespace tally

namespace tally::soak {

// The application as tally runs it: the Session and the load controller outlive the main window,
// which only refers to them, and the settings outlive all three (a restart reads what the last
// window saved). The settings live in a file of their own, never the user's.
class SoakApp
{
public:
    explicit SoakApp(const QString& settingsFile);
    ~SoakApp();
    SoakApp(const SoakApp&) = delete;
    SoakApp& operator=(const SoakApp&) = delete;

    MainWindow& window() { return *m_window; }
    Session& session() { return *m_session; }
    LoadController& loader() { return *m_loader; }

    // Quits as the user does (the window closes, then the application lets its Session and
    // loader go, whatever they are doing) and starts again with the same settings.
    void restart();

private:
    void start();
    void stop();

    QSettings m_settings;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<LoadController> m_loader;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace tally::soak

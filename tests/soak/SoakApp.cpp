// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "tests/soak/SoakApp.h"

#include "ui/viewmodel/session/LoadController.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/shell/MainWindow.h"

namespace tally::soak {

SoakApp::SoakApp(const QString& settingsFile) : m_settings(settingsFile, QSettings::IniFormat)
{
    start();
}

SoakApp::~SoakApp()
{
    stop();
}

void SoakApp::start()
{
    m_session = std::make_unique<Session>();
    m_loader = std::make_unique<LoadController>();
    m_window = std::make_unique<MainWindow>(*m_session, *m_loader, m_settings);
    m_window->resize(1280, 800);
    m_window->show();
}

void SoakApp::stop()
{
    if (m_window)
        m_window->close();
    m_window.reset();
    m_loader.reset();
    m_session.reset();
}

void SoakApp::restart()
{
    stop();
    start();
}

} // namespace tally::soak

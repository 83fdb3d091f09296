// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// The main window as the application builds it: the Session and the load controller belong to
// the application and outlive the window, which only refers to them. Here they are a base
// constructed before the window and destroyed after it.

#include "ui/viewmodel/session/LoadController.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/WindowSettling.h"

#include <QSignalSpy>
#include <QStringList>
#include <QTest>

namespace tally::test {

struct ApplicationState
{
    Session m_ownSession;
    LoadController m_ownLoader;
};

class TestWindow : private ApplicationState, public MainWindow
{
public:
    explicit TestWindow(QSettings& settings) : MainWindow(m_ownSession, m_ownLoader, settings) {}
};

// Waits up to 30 s until `window` has loaded both sides of a comparison (their short names
// included) and compared them, and its views have heard of it (the Session announces it on the
// next turn of the event loop).
inline bool waitForComparison(MainWindow& window)
{
    const bool compared = QTest::qWaitFor(
        [&] {
            return window.session().hasProfile() && window.session().comparison() &&
                   !window.session().comparisonController().isBusy() &&
                   !window.loader().isLoading() && !windowsettling::isNamingFunctions(window);
        },
        30000);
    window.session().deliverChanges();
    return compared;
}

// Opens `paths` (no sibling question) and waits up to `timeoutMs` for the loaded snapshot to
// reach the window, and no more: for what a window does right then. False when it did not load.
inline bool loadedIn(MainWindow& window, const QStringList& paths, int timeoutMs = 30000)
{
    QSignalSpy loaded(&window.loader(), &LoadController::loaded);
    window.opener().openFiles(paths, ProfileOpener::SiblingPolicy::OnlyThisFile);
    return loaded.wait(timeoutMs);
}

// The fixture of a window with a profile: loadedIn(), and then its short names (made after the
// profile is shown); false when it did not load.
inline bool openedIn(MainWindow& window, const QStringList& paths, int timeoutMs = 30000)
{
    if (!loadedIn(window, paths, timeoutMs))
        return false;
    const bool named =
        QTest::qWaitFor([&] { return !windowsettling::isNamingFunctions(window); }, timeoutMs);
    window.session().deliverChanges();
    return named;
}

} // namespace tally::test

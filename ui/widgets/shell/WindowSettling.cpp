// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/WindowSettling.h"

#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/viewmodel/functions/FlatProfileModel.h"
#include "ui/viewmodel/session/LoadController.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/shell/Workspace.h"
#include "ui/widgets/views/functions/FlatProfileView.h"

#include <QEventLoop>
#include <QStringList>
#include <QTimer>

namespace tally {

WindowSettling::WindowSettling(MainWindow& window) : QObject(&window), m_window(window)
{
    const auto wakeUp = [this] { wake(); };
    connect(&window.loader(), &LoadController::loaded, this, wakeUp);
    connect(&window.loader(), &LoadController::failed, this, wakeUp);
    connect(&window.loader(), &LoadController::canceled, this, wakeUp);
    connect(&window.session(), &Session::changed, this, wakeUp);
    connect(&window.session(), &Session::busyChanged, this, wakeUp);
    connect(&window.workspace().flatView()->model(), &QAbstractItemModel::modelReset, this, wakeUp);
    connect(window.workspace().viewTabs(), &ViewTabs::busyChanged, this, wakeUp);
}

void WindowSettling::setAlsoPending(std::function<bool()> pending)
{
    m_alsoPending = std::move(pending);
}

void WindowSettling::start(std::chrono::milliseconds timeout)
{
    m_waiting = true;
    QTimer::singleShot(timeout, this, [this] {
        if (m_waiting)
            finish(false);
    });
    check();
}

void WindowSettling::wake()
{
    // Whatever was heard may have queued more work: the turn that saw the window settled
    // counts no more.
    m_settledLastTurn = false;
    if (!m_waiting || m_checkQueued)
        return;
    m_checkQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_checkQueued = false;
        check();
    });
}

void WindowSettling::check()
{
    if (!m_waiting)
        return;
    if (!windowsettling::isSettled(m_window) || (m_alsoPending && m_alsoPending()))
        return; // woken again by what it waits for
    if (m_settledLastTurn) {
        finish(true);
        return;
    }
    wake();
    m_settledLastTurn = true;
}

void WindowSettling::finish(bool inTime)
{
    m_waiting = false;
    emit settled(inTime);
}

namespace windowsettling {

QString whatIsBusy(MainWindow& window)
{
    QStringList busy;
    if (window.loader().isLoading())
        busy << QStringLiteral("loading");
    if (isNamingFunctions(window))
        busy << QStringLiteral("making the short names");
    if (window.session().isBusy())
        busy << QStringLiteral("computing costs");
    if (window.session().isComparisonBusy())
        busy << QStringLiteral("comparing");
    if (!window.workspace().flatView()->model().isCurrent())
        busy << QStringLiteral("making the flat profile's rows");
    if (const ViewTabs* tabs = window.workspace().viewTabs();
        window.isVisible() && tabs->isBusy()) {
        // Which: the class of each group's view in front.
        QStringList inFront;
        for (const auto group : {ViewTabs::Group::Upper, ViewTabs::Group::Lower}) {
            if (const QWidget* view = tabs->currentView(group))
                inFront << QString::fromLatin1(view->metaObject()->className());
        }
        busy << QStringLiteral("a view in front (%1)").arg(inFront.join(QStringLiteral(" or ")));
    }
    return busy.join(QStringLiteral(", "));
}

bool isNamingFunctions(MainWindow& window)
{
    // Either loader's shortNamesMade reaches the Session, whose change wakes a settling window.
    return window.loader().isNamingFunctions() ||
           window.session().comparisonController().baseLoader().isNamingFunctions();
}

bool isSettled(MainWindow& window)
{
    return whatIsBusy(window).isEmpty();
}

bool waitUntilSettled(MainWindow& window, std::chrono::milliseconds timeout)
{
    WindowSettling settling(window);
    bool inTime = false;
    QEventLoop loop;
    QObject::connect(&settling, &WindowSettling::settled, &loop, [&](bool settled) {
        inTime = settled;
        loop.quit();
    });
    settling.start(timeout);
    loop.exec();
    return inTime;
}

} // namespace windowsettling

} // namespace tally

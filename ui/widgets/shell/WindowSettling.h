// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>
#include <QString>

#include <chrono>
#include <functional>

namespace tally {

class MainWindow;

// Waits until the window shows what it was last asked to (windowsettling::isSettled), for the
// screenshots and for the tests and benchmarks that act on a loaded window: the one way to know
// that a window shows its profile. It wakes on the signals of what it waits for (the load, the
// Session's changes and costs, the flat profile's rows, the views' busy state), never by polling,
// and gives up after a time, so that a screenshot never hangs.
//
// Settled needs to hold on two turns of the event loop in a row with nothing heard in between:
// what the views queued on their last change (columns fitted to the numbers just shown) has run.
class WindowSettling : public QObject
{
    Q_OBJECT

public:
    // Watches `window` (the watcher is its child).
    explicit WindowSettling(MainWindow& window);

    // What else to wait for (a series being built, the window's activation): not settled while
    // it returns true. Its changes are heard through wake().
    void setAlsoPending(std::function<bool()> pending);
    // Emits settled() once the window is settled, or, after `timeout`, settled(false). Once.
    void start(std::chrono::milliseconds timeout);
    // Checks again on the next turn of the event loop (something waited for changed).
    void wake();

signals:
    // Once per start(): `inTime` is false when the time ran out first.
    void settled(bool inTime);

private:
    void check();
    void finish(bool inTime);

    MainWindow& m_window;
    std::function<bool()> m_alsoPending;
    bool m_waiting = false;
    bool m_checkQueued = false;
    bool m_settledLastTurn = false;
};

namespace windowsettling {

// Whether no load runs, the Session computes no costs and compares nothing, the flat profile's
// rows are those of the Session's costs (a large profile's are made in the background: the list
// is empty until they come), and no view on screen is still computing what it was last asked for.
bool isSettled(MainWindow& window);
// What keeps it from being settled, in words ("loading, comparing"); empty when settled.
QString whatIsBusy(MainWindow& window);
// Whether the short names of a loaded profile, the window's or a comparison's baseline, are still
// being made (LoadController::isNamingFunctions): they come after the profile is shown.
bool isNamingFunctions(MainWindow& window);

// Runs the event loop until `window` is settled (true) or `timeout` has passed (false), for tests
// and benchmarks.
bool waitUntilSettled(MainWindow& window, std::chrono::milliseconds timeout);

} // namespace windowsettling

} // namespace tally

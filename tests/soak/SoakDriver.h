// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "tests/soak/SoakAction.h"

#include <QStringList>

#include <random>

class QWidget;

namespace tally::soak {

class SoakApp;

// Draws actions at random from everything a user can do in the window and performs them: open
// (one file or several as one profile), cancel a load half-way, reload, compare and close the
// comparison, drop files, quit while work runs and start again; switch tabs, trigger any enabled
// menu or toolbar action, change any control of the views (combo boxes, spin boxes, buttons,
// line edits), choose, activate, sort and right-click rows of every list, click, double-click,
// right-click and wheel anywhere, press the window's keys, go back, forward and up, filter
// (text, regex and broken regex), open a valgrind run's files (threads, dumps), choose and define
// event types (good and bad formulas), select parts, toggle cycle detection and name shortening,
// percentages, the theme, the window's size down to 400x300, the call graph's depth, threshold,
// direction and export, the flame graph's search; open a series of profiles, compare two of its
// steps, change its regression threshold (SoakSeries.cpp). What the window asks (menus, dialogs) is
// answered by the PopupCloser.
class SoakDriver
{
public:
    // `files`: the profiles to open; `scratchFolder`: where exports go and where the driver
    // makes the files of two valgrind runs from the first profile (a --separate-threads run:
    // its empty base file and two threads; a run with two numbered dumps and the final one).
    SoakDriver(SoakApp& app, QStringList files, QString scratchFolder);

    SoakAction next(std::mt19937_64& random) const;
    void perform(const SoakAction& action);

private:
    QStringList filesOf(quint64 mask) const;
    void performOnWindow(const SoakAction& action);
    void performOnSession(const SoakAction& action);
    void performOnWidgets(const SoakAction& action);
    void performOnViews(const SoakAction& action);
    // The Series view (SoakSeries.cpp).
    void performOnSeries(const SoakAction& action);
    void openAndInterrupt(const SoakAction& action);
    void triggerAction(quint64 choice);
    void changeControl(quint64 choice, quint64 value, const QString& text);
    void useList(const SoakAction& action);
    void clickAt(const SoakAction& action);
    void pressKey(quint64 choice);
    void defineEventType(const SoakAction& action);
    // Issue 37's transforms: the menus' actions on the active or any function, a chip removed,
    // undo, redo, a recipe (sometimes with a bad line).
    void performTransforms(const SoakAction& action);

    SoakApp& m_app;
    QStringList m_files;
    QStringList m_runFiles; // a run's empty base, one of its threads, one of the other's dumps
    QString m_scratchFolder;
};

} // namespace tally::soak

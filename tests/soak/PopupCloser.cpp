// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "tests/soak/PopupCloser.h"

#include <QApplication>
#include <QDialog>
#include <QMenu>
#include <QPointer>
#include <QTimer>

#include <vector>

namespace tally::soak {

namespace {

constexpr int kLookIntervalMs = 15;

std::vector<QAction*> choosableActions(const QMenu& menu)
{
    std::vector<QAction*> actions;
    for (QAction* action : menu.actions()) {
        if (action->isEnabled() && action->isVisible() && !action->isSeparator() && !action->menu())
            actions.push_back(action);
    }
    return actions;
}

} // namespace

PopupCloser::PopupCloser(QObject* parent) : QObject(parent)
{
    QTimer::singleShot(kLookIntervalMs, this, &PopupCloser::look);
}

void PopupCloser::look()
{
    // The next look first: what this one does may run an event loop (an action that opens a
    // dialog), and a timer does not fire again while its own handler runs.
    QTimer::singleShot(kLookIntervalMs, this, &PopupCloser::look);
    answerOne();
}

void PopupCloser::answerWhatIsOpen()
{
    // Bounded: an answer may open another menu or dialog, but not without end.
    constexpr int kMostAnswers = 8;
    for (int answer = 0; answer < kMostAnswers && answerOne(); ++answer) {
    }
}

bool PopupCloser::answerOne()
{
    if (QWidget* popup = QApplication::activePopupWidget()) {
        QPointer<QAction> chosen;
        if (const auto* menu = qobject_cast<QMenu*>(popup)) {
            // Chosen by the count of menus alone: a message box that a load's failure opens may
            // be dismissed sooner or later, and must not change the choice.
            ++m_menus;
            const std::vector<QAction*> actions = choosableActions(*menu);
            if (!actions.empty())
                chosen = actions[std::size_t(m_menus) * 7919U % actions.size()];
        } else {
            ++m_otherPopups;
        }
        // Closed before the action runs: the menu's own loop ends when this look returns, and
        // its actions live until then.
        popup->close();
        if (chosen)
            chosen->trigger();
        return true;
    }
    if (QWidget* modal = QApplication::activeModalWidget()) {
        ++m_dialogs;
        if (auto* dialog = qobject_cast<QDialog*>(modal))
            dialog->reject();
        else
            modal->close();
        return true;
    }
    return false;
}

} // namespace tally::soak

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>

namespace tally::soak {

// Answers what the window asks while the soak drives it, as a user in a hurry would: a context
// menu or a toolbar button's menu gets one of its actions chosen (the same one for the same
// sequence of menus, so a replay repeats it), and a dialog or message box is dismissed. It looks
// every few milliseconds, also inside the event loops that menus and dialogs run; each look is a
// timer of its own, so an action chosen from a menu may open a dialog that the next look closes.
class PopupCloser : public QObject
{
    Q_OBJECT

public:
    explicit PopupCloser(QObject* parent = nullptr);

    // How many menus and dialogs it has answered.
    int answered() const { return m_answered; }

private:
    void look();

    int m_answered = 0;
};

} // namespace tally::soak

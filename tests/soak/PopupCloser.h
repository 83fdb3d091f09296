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
// A menu or dialog that does not block (a combo box's list, a message box shown with open())
// outlives the action that opened it: answerWhatIsOpen() answers it when the action returns,
// not at whichever look comes first, so what it starts happens at the same point of a replay.
class PopupCloser : public QObject
{
    Q_OBJECT

public:
    explicit PopupCloser(QObject* parent = nullptr);

    // How many menus, other popups (a combo box's list) and dialogs it has answered.
    int menus() const { return m_menus; }
    int otherPopups() const { return m_otherPopups; }
    int dialogs() const { return m_dialogs; }

    // Answers the menus and dialogs open now, and what answering them opened.
    void answerWhatIsOpen();

private:
    void look();
    // Answers the menu or dialog in front; false when there is none.
    bool answerOne();

    int m_menus = 0;
    int m_otherPopups = 0;
    int m_dialogs = 0;
};

} // namespace tally::soak

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/ProfileOpener.h"

#include <QObject>

class QWidget;

namespace tally {

// What the opener (ui/viewmodel/session) asks the user or tells them, as dialogs on the window:
// whether to load a valgrind run's other files, and why a profile or a baseline could not load
// or why added files' event types differ. Non-blocking boxes: no nested event loop runs while
// they show.
class OpenerDialogs : public QObject
{
    Q_OBJECT

public:
    // `window` parents the dialogs and owns this; the opener outlives it.
    OpenerDialogs(ProfileOpener& opener, QWidget& window);

private:
    ProfileOpener::SiblingAnswer askSiblings(const QString& file, int count);
    void show(const QString& title, const QString& text, const QString& objectName, bool error);

    QWidget& m_window;
};

} // namespace tally

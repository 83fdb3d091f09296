// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// Counting the paints a widget gets: installed as an event filter on it (a view's viewport).

#include <QEvent>
#include <QObject>

namespace tally::test {

class PaintCounter : public QObject
{
public:
    int paints = 0;

    bool eventFilter(QObject* /*watched*/, QEvent* event) override
    {
        paints += event->type() == QEvent::Paint ? 1 : 0;
        return false;
    }
};

} // namespace tally::test

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// Letting queued work reach the widgets and models under test.

#include <QCoreApplication>

namespace tally::test {

// The Session batches its change notifications into the next event-loop turn, and what they
// start posts once more: two turns deliver both.
inline void settle()
{
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
}

} // namespace tally::test

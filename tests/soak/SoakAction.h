// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

#include <array>
#include <optional>

namespace tally::soak {

// One thing a user does to the window, with the numbers (and text) that make it concrete: which
// file, row, tab, point or value. Numbers are taken modulo what exists when the action runs (the
// rows of the list in front, the tabs), so a recorded action replays on the same state exactly.
// An action is one line of a replay file: `kind<TAB>n0 n1 n2 n3<TAB>text`, the text
// percent-encoded.
struct SoakAction
{
    QString kind;
    std::array<quint64, 4> numbers{};
    QString text;

    QString toLine() const;
    static std::optional<SoakAction> fromLine(const QString& line);
};

} // namespace tally::soak

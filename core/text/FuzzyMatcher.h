// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

namespace tally {

// Scores how well a typed pattern matches a name, as "go to" finders do: the pattern's characters
// must appear in order (case-insensitive); runs of consecutive characters, matches at the start of
// a word (after ':', '_', '<', ' ', a case change) and an early first match score higher.
namespace fuzzy {

// -1 when `pattern` is not a subsequence of `text`.
int score(QStringView pattern, QStringView text);

} // namespace fuzzy

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

#include <string_view>

namespace tally {

// Scores how well a typed pattern matches a name, as "go to" finders do: the pattern's characters
// must appear in order (case-insensitive); runs of consecutive characters, matches at the start of
// a word (after ':', '_', '<', ' ', a case change) and an early first match score higher.
namespace fuzzy {

// -1 when `pattern` is not a subsequence of `text`.
int score(QStringView pattern, QStringView text);

// The same on the profile's UTF-8 names, for an ASCII pattern already folded to lower case
// (caseless::fold): no QString per name, and the next pattern character is found by memchr.
int score(std::string_view foldedPattern, std::string_view text);

} // namespace fuzzy

} // namespace tally

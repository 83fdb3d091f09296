// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

#include <cstddef>
#include <cstdint>
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

// A match of a pattern's first characters in a name, to be carried on when one more is typed:
// the match is greedy (each character at its first place after the one before), so a longer
// pattern's match begins with the shorter one's, and extending it gives what score() gives for
// the longer pattern. On half a million names, typing one character looks at each name once
// instead of once per character typed.
struct Progress
{
    std::uint32_t next = 0; // where the next character is looked for
    std::int32_t total = 0;
    std::int32_t run = 0;
    std::int32_t first = -1; // where the first character matched; -1 before any
};

// Matches the folded ASCII characters `more` after those `progress` matched; false (with
// `progress` undefined) when one of them is not found.
bool extend(Progress& progress, std::string_view foldedMore, std::string_view text);
// The score of a pattern of `patternSize` characters whose match is `progress`: as score().
int result(const Progress& progress, std::size_t patternSize, std::size_t textSize);

} // namespace fuzzy

} // namespace tally

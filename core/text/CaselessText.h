// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QStringView>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace tally {

// Case-insensitive comparison and search on the UTF-8 names the profile stores, without making
// a QString of each: filtering, sorting and finding among 127,000 names of 500 bytes must take
// milliseconds. Only ASCII letters fold (A-Z as a-z); other bytes compare as they are, so a
// pattern with non-ASCII letters goes through QString instead (see isAscii).
namespace caseless {

// Whether every character of `text` is ASCII, so that fold() keeps Qt's case-insensitivity.
bool isAscii(QStringView text);
// Whether every byte of `bytes` is ASCII (UTF-8 without a multi-byte character).
bool isAscii(std::string_view bytes);

// `text` as UTF-8 with ASCII letters in lower case.
std::string fold(QStringView text);

constexpr char foldByte(char byte)
{
    return byte >= 'A' && byte <= 'Z' ? char(byte - 'A' + 'a') : byte;
}

// How often each folded byte occurs in a sample of the texts to be searched.
using ByteCounts = std::array<std::uint32_t, 256>;
void countBytes(std::string_view text, ByteCounts& counts);

// The position in `foldedNeedle` of its rarest byte: by `counts` when given, else by how
// common letters and punctuation are in names.
std::size_t rarestByte(std::string_view foldedNeedle, const ByteCounts* counts = nullptr);

// Whether `text` contains `foldedNeedle` (made by fold()) ignoring ASCII case. The search runs
// memchr over the needle's byte at `anchor` (ideally its rarest, see rarestByte).
// The first byte in [from, to) that folds to `folded` (a folded ASCII byte: 'g' finds 'g' and
// 'G'), or nullptr. One pass over the bytes, sixteen at a time: the filter and the finder look
// for a character in half a million names per keystroke, and a memchr for each case was most
// of their time.
const char* findFolded(const char* from, const char* to, char folded);

bool contains(std::string_view text, std::string_view foldedNeedle, std::size_t anchor);
inline bool contains(std::string_view text, std::string_view foldedNeedle)
{
    return contains(text, foldedNeedle, rarestByte(foldedNeedle));
}

// <0, 0 or >0 as `a` sorts before, with or after `b` ignoring ASCII case (folded to lower case,
// as QString::compare with Qt::CaseInsensitive does).
int compare(std::string_view a, std::string_view b);

} // namespace caseless

} // namespace tally

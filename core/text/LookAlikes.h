// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/text/TextElision.h"

#include <QStringList>

#include <stop_token>
#include <string_view>
#include <vector>

namespace tally {

// Which characters of a name tell it from the names that read most like it, so that a cut in
// the middle of a narrow column can keep them (textelision::elide): template twins share a long
// start and a long end and differ in between, where a plain middle cut falls.
namespace lookalikes {

// Texts that share fewer characters than this at either end are told apart by the start and end
// a middle cut shows anyway.
inline constexpr qsizetype kMinShared = textelision::kEndCharacters;
// Texts shorter than this have no look-alikes: they are shown whole in any usable column.
inline constexpr qsizetype kMinLength = 16;

// For each of `texts`, the span from the first to the last character in which it differs from
// its look-alikes (other texts sharing at least kMinShared characters at both ends with it);
// empty when it has none or is shorter than kMinLength (a text that is a look-alike with more in
// one place, "Foo<int>" beside "Foo<unsigned int>", is told apart by the characters either side of
// that place). The look-alikes are a text's neighbours in the order of texts and in the order of
// reversed texts (the ones sharing the longest start and the longest end), which finds template
// twins without comparing every pair. Equal texts are not look-alikes of one another (nothing tells
// them apart). A stop request returns what is done so far.
std::vector<textelision::Span> distinguishing(const QStringList& texts, std::stop_token stop = {});
// The same for texts of ASCII characters, as bytes (a profile's names, as it stores them): the
// same spans as distinguishing() of the same texts as QStrings, without a UTF-16 copy of each.
std::vector<textelision::Span> distinguishingAscii(const std::vector<std::string_view>& texts,
                                                   std::stop_token stop = {});

} // namespace lookalikes

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QRegularExpression>
#include <QString>

#include <string>
#include <string_view>

// A regular expression over names as the profile stores them (UTF-8), for the searches that try
// one expression on every name: the flat profile's filter and the `re:` transforms.
namespace tally::regexmatch {

// Whether `pattern` matches `utf8`, decoded into `buffer` (reused from name to name) and not
// checked again for valid UTF-16 (a decoder's output is). A QString made for each name, and
// PCRE's check of each, made matching the 127,000 long names of the many-names profile 754 M
// instructions instead of 131 M; a QString kept for each name would hold twice the memory of
// the profile itself.
bool matches(const QRegularExpression& pattern, std::string_view utf8, QString& buffer);

// The ASCII text every match of `pattern` (as QRegularExpression reads it, without options)
// starts with at the start of the subject: the literal characters after a leading `^`, up to
// the first that is not plain (a metacharacter, an escape, one a quantifier follows), or
// nothing when the pattern has an alternative (`|`). A name that does not start with it is not
// matched, and PCRE need not be asked (a `re:^PyMem` drop tries 127,000 names).
std::string literalPrefix(const QString& pattern);

} // namespace tally::regexmatch

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/text/CaselessText.h"
#include "ui/viewmodel/functions/SearchableNames.h"

#include <QRegularExpression>
#include <QString>

#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace tally {

// Which of a list's names (the flat profile's, the Series view's) match the filter pattern: a
// case-insensitive substring, or a regular expression. Built to answer within a frame on 127,000
// names of 500 bytes: names are searched in UTF-8, from the list the model makes of them once
// (SearchableNames), skipping those that lack one of the pattern's bytes and looking for the
// pattern's first and last bytes together; the rows are split over the machine's cores; and
// the results of the last patterns are kept, so that typing one more character only looks again
// at the rows that matched before, and deleting one only at the rows that did not.
class NameMatcher
{
public:
    // What it searches, by stable row (a row's place in the list's own order, whatever order
    // it is shown in): the list's names, made once; and a row's text as the list shows it, for
    // what the names' bytes leave undecided (asked on the caller's thread).
    struct Texts
    {
        std::function<const SearchableNames&()> names;
        std::function<const QString&(std::uint32_t stableRow)> text;
    };

    explicit NameMatcher(Texts texts) : m_texts(std::move(texts)) {}

    // The model's rows changed: nothing kept applies any more; the pattern is matched again
    // when ensureCurrent() is next called.
    void reset();
    void ensureCurrent();

    // Matches every row against `text`. Returns false when `useRegex` is set but `text` is not a
    // valid expression (it is then matched as a substring). An empty text matches everything.
    bool setPattern(const QString& text, bool useRegex);

    bool matchesAll() const { return m_text.isEmpty(); }
    // Whether the row with this stable row matches.
    bool matches(std::uint32_t stableRow) const { return m_current->matches[stableRow] != 0; }

private:
    struct Result
    {
        QString text;
        bool regex = false;
        // For an ASCII substring, and an expression that is an ASCII literal: the text, folded.
        std::string literal;
        std::vector<std::uint8_t> matches; // by stable row: 1 matches, 0 does not
        std::size_t matched = 0;           // the rows that match
    };

    void update();
    // Matches the rows whose value in `base` is `unknown` (all rows without a base).
    std::vector<std::uint8_t> matchRows(const std::vector<std::uint8_t>* base,
                                        std::uint8_t unknown) const;
    bool rowMatches(const SearchableNames& names, std::uint32_t stableRow, QString& decoded) const;

    Texts m_texts;
    QString m_text;
    QRegularExpression m_regex;
    bool m_useRegex = false;
    // The substring folded, when it is ASCII; for an expression, the literal it is (if it is an
    // ASCII literal), folded.
    std::string m_folded;
    std::uint64_t m_foldedBits = 0; // SearchableNames::bitsOf(m_folded)
    // A pattern of one byte that SearchableNames::bytes() tells exactly.
    bool m_foldedExact = false;
    std::deque<Result> m_recent; // newest first
    const Result* m_current = nullptr;
    bool m_stale = false; // the rows changed since the pattern was matched
};

} // namespace tally

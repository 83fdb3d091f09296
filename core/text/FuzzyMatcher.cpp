// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/FuzzyMatcher.h"

namespace tally::fuzzy {

namespace {
bool isWordStart(QStringView text, qsizetype i)
{
    if (i == 0)
        return true;
    const QChar previous = text[i - 1];
    if (previous == QLatin1Char(':') || previous == QLatin1Char('_') ||
        previous == QLatin1Char('<') || previous == QLatin1Char(' ') ||
        previous == QLatin1Char('.') || previous == QLatin1Char('/'))
        return true;
    return previous.isLower() && text[i].isUpper();
}
} // namespace

int score(QStringView pattern, QStringView text)
{
    if (pattern.isEmpty())
        return 0;
    int total = 0;
    int run = 0;
    qsizetype p = 0;
    qsizetype first = -1;
    for (qsizetype i = 0; i < text.size() && p < pattern.size(); ++i) {
        if (text[i].toCaseFolded() != pattern[p].toCaseFolded()) {
            run = 0;
            continue;
        }
        if (first < 0)
            first = i;
        ++run;
        total += 1 + 2 * (run - 1) + (isWordStart(text, i) ? 6 : 0);
        ++p;
    }
    if (p < pattern.size())
        return -1;
    // Earlier and tighter matches first; a whole-name match wins.
    total -= int(std::min<qsizetype>(first, 20));
    if (text.size() == pattern.size())
        total += 50;
    return std::max(total, 1);
}

} // namespace tally::fuzzy

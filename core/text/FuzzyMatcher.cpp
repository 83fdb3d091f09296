// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/FuzzyMatcher.h"

#include "core/text/CaselessText.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstring>

namespace tally::fuzzy {

namespace {

bool isSeparator(char32_t c)
{
    return c == ':' || c == '_' || c == '<' || c == ' ' || c == '.' || c == '/';
}

bool isWordStart(QStringView text, qsizetype i)
{
    if (i == 0)
        return true;
    const QChar previous = text[i - 1];
    return isSeparator(previous.unicode()) || (previous.isLower() && text[i].isUpper());
}

bool isWordStart(std::string_view text, std::size_t i)
{
    if (i == 0)
        return true;
    const char previous = text[i - 1];
    return isSeparator(char32_t(static_cast<unsigned char>(previous))) ||
           (previous >= 'a' && previous <= 'z' && text[i] >= 'A' && text[i] <= 'Z');
}

// What both versions add up once the pattern's matches are known.
class Tally
{
public:
    void matched(qsizetype position, bool consecutive, bool wordStart)
    {
        if (m_first < 0)
            m_first = position;
        m_run = consecutive ? m_run + 1 : 1;
        m_total += 1 + 2 * (m_run - 1) + (wordStart ? 6 : 0);
    }

    int result(qsizetype patternSize, qsizetype textSize) const
    {
        // Earlier and tighter matches first; a whole-name match wins.
        int total = m_total - int(std::min<qsizetype>(m_first, 20));
        if (textSize == patternSize)
            total += 50;
        return std::max(total, 1);
    }

private:
    int m_total = 0;
    int m_run = 0;
    qsizetype m_first = -1;
};

} // namespace

int score(QStringView pattern, QStringView text)
{
    if (pattern.isEmpty())
        return 0;
    Tally tally;
    qsizetype p = 0;
    qsizetype previous = -2;
    for (qsizetype i = 0; i < text.size() && p < pattern.size(); ++i) {
        if (text[i].toCaseFolded() != pattern[p].toCaseFolded())
            continue;
        tally.matched(i, previous == i - 1, isWordStart(text, i));
        previous = i;
        ++p;
    }
    if (p < pattern.size())
        return -1;
    return tally.result(pattern.size(), text.size());
}

int score(std::string_view foldedPattern, std::string_view text)
{
    if (foldedPattern.empty())
        return 0;
    Progress progress;
    if (!extend(progress, foldedPattern, text))
        return -1;
    return result(progress, foldedPattern.size(), text.size());
}

bool extend(Progress& progress, std::string_view foldedMore, std::string_view text)
{
    std::size_t i = progress.next;
    for (const char wanted : foldedMore) {
        // The next place where the wanted character appears in either case.
        if (i >= text.size())
            return false;
        // Typing a name's part, the character is mostly the next one: compared before the
        // search is called (a finder's keystroke extends half a million matches).
        const char* hit =
            caseless::foldByte(text[i]) == wanted
                ? text.data() + i
                : caseless::findFolded(text.data() + i, text.data() + text.size(), wanted);
        if (!hit)
            return false;
        const auto position = std::size_t(hit - text.data());
        // Consecutive: right after the character before (`next` is one past it).
        const bool consecutive = progress.first >= 0 && position == i;
        if (progress.first < 0)
            progress.first = std::int32_t(std::min<std::size_t>(position, INT32_MAX));
        progress.run = consecutive ? progress.run + 1 : 1;
        progress.total += 1 + 2 * (progress.run - 1) + (isWordStart(text, position) ? 6 : 0);
        i = position + 1;
    }
    progress.next = std::uint32_t(std::min<std::size_t>(i, UINT32_MAX));
    return true;
}

int result(const Progress& progress, std::size_t patternSize, std::size_t textSize)
{
    // As Tally::result.
    int total = progress.total - std::min(progress.first, 20);
    if (textSize == patternSize)
        total += 50;
    return std::max(total, 1);
}

} // namespace tally::fuzzy

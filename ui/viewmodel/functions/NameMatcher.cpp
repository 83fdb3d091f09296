// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/NameMatcher.h"

#include "core/text/RegexMatch.h"
#include "ui/viewmodel/common/ParallelRanges.h"
#include "ui/viewmodel/common/ReadAhead.h"

#include <algorithm>
#include <bit>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace tally {

namespace {

// Results kept for the patterns typed last (each is one byte per row).
constexpr std::size_t kRecentResults = 16;

// A row that could not be decided off the GUI thread (its text must be made there).
constexpr std::uint8_t kDecideLater = 2;

// The text an expression matches when it is a plain ASCII literal (letters, digits and
// punctuation escaped with a backslash, as QRegularExpression::escape writes them, or needing no
// escape), folded; empty otherwise. Typing a name into the filter in regex mode makes such
// expressions; they are searched as bytes like a substring.
std::string asciiLiteral(const QString& pattern)
{
    std::string literal;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        char16_t c = pattern[i].unicode();
        if (c == u'\\') {
            if (++i == pattern.size())
                return {};
            c = pattern[i].unicode();
            // \d, \b, \0, \x41...: not a literal character.
            if (c >= 0x80 || (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'z') ||
                (c >= u'A' && c <= u'Z'))
                return {};
        } else if (c >= 0x80 || c < 0x20 ||
                   std::u16string_view(u".^$|?*+()[]{}").find(c) != std::u16string_view::npos) {
            return {};
        }
        literal.push_back(caseless::foldByte(char(c)));
    }
    return literal;
}

bool equalsFolded(const char* text, std::string_view folded)
{
    for (std::size_t i = 0; i < folded.size(); ++i) {
        if (caseless::foldByte(text[i]) != folded[i])
            return false;
    }
    return true;
}

// Whether `name` holds `folded` (ASCII, folded by caseless::fold) ignoring ASCII case. For a
// pattern of two bytes or more, its first and last bytes are looked for together, sixteen
// places at a time, and only where both are is the rest compared: the rarest byte alone (an
// `m` in `pym`) was found dozens of times in a name of 500 bytes that did not hold the pattern.
bool holds(std::string_view name, std::string_view folded)
{
    const std::size_t size = folded.size();
    if (size > name.size())
        return false;
    if (size == 1)
        return caseless::findFolded(name.data(), name.data() + name.size(), folded[0]) != nullptr;
    const char* const text = name.data();
    const std::size_t starts = name.size() - size + 1; // the places a match can start at
    std::size_t start = 0;
#if defined(__SSE2__)
    // A letter is either case with bit 5 set; any other byte is compared as it is.
    const auto caseBit = [](char byte) { return byte >= 'a' && byte <= 'z' ? char(0x20) : '\0'; };
    const __m128i firstWanted = _mm_set1_epi8(folded.front());
    const __m128i firstCase = _mm_set1_epi8(caseBit(folded.front()));
    const __m128i lastWanted = _mm_set1_epi8(folded.back());
    const __m128i lastCase = _mm_set1_epi8(caseBit(folded.back()));
    const std::string_view middle = folded.substr(1, size - 2);
    for (; start + 16 <= starts; start += 16) {
        const __m128i first = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text + start));
        const __m128i last =
            _mm_loadu_si128(reinterpret_cast<const __m128i*>(text + start + size - 1));
        auto hits = unsigned(_mm_movemask_epi8(
            _mm_and_si128(_mm_cmpeq_epi8(_mm_or_si128(first, firstCase), firstWanted),
                          _mm_cmpeq_epi8(_mm_or_si128(last, lastCase), lastWanted))));
        while (hits != 0) {
            if (equalsFolded(text + start + std::countr_zero(hits) + 1, middle))
                return true;
            hits &= hits - 1;
        }
    }
#endif
    for (; start < starts; ++start) {
        if (equalsFolded(text + start, folded))
            return true;
    }
    return false;
}

} // namespace

void NameMatcher::reset()
{
    m_recent.clear();
    m_current = nullptr;
    m_stale = !m_text.isEmpty();
}

void NameMatcher::ensureCurrent()
{
    if (m_stale)
        update();
}

bool NameMatcher::setPattern(const QString& text, bool useRegex)
{
    bool valid = true;
    m_text = text;
    m_useRegex = false;
    if (useRegex && !text.isEmpty()) {
        QRegularExpression regex(text, QRegularExpression::CaseInsensitiveOption);
        valid = regex.isValid();
        if (valid) {
            regex.optimize(); // compiled here, before threads share it
            m_regex = regex;
            m_useRegex = true;
        }
    }
    update();
    return valid;
}

void NameMatcher::update()
{
    m_stale = false;
    const QString& text = m_text;
    if (text.isEmpty())
        return;
    if (m_useRegex)
        m_folded = asciiLiteral(text);
    else
        m_folded = caseless::isAscii(text) ? caseless::fold(text) : std::string();
    m_foldedBits = SearchableNames::bitsOf(m_folded);
    m_foldedExact = m_folded.size() == 1 && SearchableNames::isExact(m_folded[0]);

    const auto same = [&](const Result& r) { return r.regex == m_useRegex && r.text == text; };
    if (const auto kept = std::find_if(m_recent.begin(), m_recent.end(), same);
        kept != m_recent.end()) {
        Result result = std::move(*kept);
        m_recent.erase(kept);
        m_recent.push_front(std::move(result));
    } else {
        // A substring that contains a kept one matches only rows that one matched; one contained
        // in a kept one matches at least those rows. Start from the closest.
        // So does an expression that is an ASCII literal, among such expressions (an ASCII
        // match is the same for PCRE's caseless matching and ours).
        const Result* narrower = nullptr;
        const Result* wider = nullptr;
        if (!m_useRegex) {
            for (const Result& r : m_recent) {
                if (r.regex)
                    continue;
                if (text.contains(r.text, Qt::CaseInsensitive) &&
                    (!narrower || r.text.size() > narrower->text.size()))
                    narrower = &r;
                if (r.text.contains(text, Qt::CaseInsensitive) &&
                    (!wider || r.text.size() < wider->text.size()))
                    wider = &r;
            }
            // A literal expression matched at least the rows holding its bytes, so it narrows an
            // ASCII substring that contains it (switching regex off keeps the typed results). It
            // cannot widen one: PCRE also matched it in names without those bytes (Kelvin sign).
            const auto width = [](const Result& r) {
                return r.regex ? qsizetype(r.literal.size()) : r.text.size();
            };
            for (const Result& r : m_recent) {
                if (m_folded.empty() || !r.regex || r.literal.empty())
                    continue;
                if (m_folded.find(r.literal) != std::string::npos &&
                    (!narrower || width(r) > width(*narrower)))
                    narrower = &r;
            }
        } else if (!m_folded.empty()) {
            for (const Result& r : m_recent) {
                if (r.literal.empty())
                    continue;
                if (r.regex && m_folded.find(r.literal) != std::string::npos &&
                    (!narrower || r.literal.size() > narrower->literal.size()))
                    narrower = &r;
                // An ASCII substring that holds the literal widens it too: a name holding its
                // bytes holds the literal's, which PCRE then finds (typing the same text again
                // with regex on).
                if (r.literal.find(m_folded) != std::string::npos &&
                    (!wider || r.literal.size() < wider->literal.size()))
                    wider = &r;
            }
        }
        // Of the two, the one that leaves fewer rows to look at again.
        const std::size_t rows =
            narrower ? narrower->matches.size() : (wider ? wider->matches.size() : 0);
        if (narrower && wider && rows - wider->matched < narrower->matched)
            narrower = nullptr;
        Result result{text, m_useRegex, m_folded,
                      narrower ? matchRows(&narrower->matches, 1)
                               : (wider ? matchRows(&wider->matches, 0) : matchRows(nullptr, 0)),
                      0};
        result.matched = std::size_t(std::count(result.matches.begin(), result.matches.end(), 1));
        m_recent.push_front(std::move(result));
        if (m_recent.size() > kRecentResults)
            m_recent.pop_back();
    }
    m_current = &m_recent.front();
}

std::vector<std::uint8_t> NameMatcher::matchRows(const std::vector<std::uint8_t>* base,
                                                 std::uint8_t unknown) const
{
    // By stable row, which is the functions' and nearly the names' order in memory: in the
    // sorted order, each of half a million names was a cache miss.
    const SearchableNames& names = m_texts.names();
    const std::size_t rows = names.size();
    std::vector<std::uint8_t> matches = base ? *base : std::vector<std::uint8_t>(rows, unknown);
    // Each thread decides a range of rows; rows of different threads are different bytes.
    forEachRange(rows, [&](std::size_t begin, std::size_t end) {
        QString decoded;
        for (std::size_t stable = begin; stable < end; ++stable) {
            // Each name's first bytes, asked for ahead.
            readahead::ask(stable, end, readahead::kItems,
                           [&](std::size_t row) { return names.name(std::uint32_t(row)).data(); });
            std::uint8_t& match = matches[stable];
            if (match != unknown)
                continue;
            if (names.name(std::uint32_t(stable)).empty() || (m_folded.empty() && !m_useRegex))
                match = kDecideLater;
            else
                match = rowMatches(names, std::uint32_t(stable), decoded) ? 1 : 0;
        }
    });
    // What needs the model's own text (a pattern that is not ASCII, a row without a text) is
    // decided here, on this thread, because the model makes that text when first asked.
    for (std::size_t stable = 0; stable < rows; ++stable) {
        std::uint8_t& match = matches[stable];
        if (match != kDecideLater)
            continue;
        const QString& name = m_texts.text(std::uint32_t(stable));
        match = (m_useRegex ? m_regex.match(name).hasMatch()
                            : name.contains(m_text, Qt::CaseInsensitive))
                    ? 1
                    : 0;
    }
    return matches;
}

bool NameMatcher::rowMatches(const SearchableNames& names, std::uint32_t stableRow,
                             QString& decoded) const
{
    const std::string_view name = names.name(stableRow);
    const std::uint64_t bytes = names.bytes(stableRow);
    // A name without one of the pattern's bytes does not hold it; with the one byte a letter,
    // digit or `_` is, it does.
    const bool mayHold = (m_foldedBits & ~bytes) == 0;
    if (!m_useRegex)
        return mayHold && (m_foldedExact || holds(name, m_folded));
    if (!m_folded.empty()) {
        // An ASCII literal: found as bytes, PCRE finds it too; not found in an ASCII name, PCRE
        // does not either. Only a name with other characters (the Kelvin sign matches a `k`
        // caselessly) needs PCRE.
        if (mayHold && (m_foldedExact || holds(name, m_folded)))
            return true;
        if ((bytes & SearchableNames::kNonAscii) == 0)
            return false;
    }
    return regexmatch::matches(m_regex, name, decoded);
}

} // namespace tally

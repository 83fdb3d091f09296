// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/NameMatcher.h"

#include "ui/viewmodel/common/ParallelRanges.h"
#include "ui/viewmodel/functions/FlatProfileModel.h"

#include <QStringDecoder>

#include <algorithm>
#include <cstring>
#include <string_view>

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

// Whether `text` is all ASCII (eight bytes at a time).
bool isAsciiBytes(std::string_view text)
{
    std::size_t i = 0;
    for (; i + 8 <= text.size(); i += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, text.data() + i, 8);
        if (word & 0x8080808080808080u)
            return false;
    }
    for (; i < text.size(); ++i) {
        if (static_cast<unsigned char>(text[i]) >= 0x80)
            return false;
    }
    return true;
}

} // namespace

void NameMatcher::reset()
{
    m_recent.clear();
    m_current = nullptr;
    m_byteCounts.reset();
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
    if (!m_folded.empty()) {
        if (!m_byteCounts)
            m_byteCounts = sampleByteCounts();
        m_anchor = caseless::rarestByte(m_folded, &*m_byteCounts);
    }

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
                if (!r.regex || r.literal.empty())
                    continue;
                if (m_folded.find(r.literal) != std::string::npos &&
                    (!narrower || r.literal.size() > narrower->literal.size()))
                    narrower = &r;
                if (r.literal.find(m_folded) != std::string::npos &&
                    (!wider || r.literal.size() < wider->literal.size()))
                    wider = &r;
            }
        }
        Result result{text, m_useRegex, m_useRegex ? m_folded : std::string(),
                      narrower ? matchRows(&narrower->matches, 1)
                               : (wider ? matchRows(&wider->matches, 0) : matchRows(nullptr, 0))};
        m_recent.push_front(std::move(result));
        if (m_recent.size() > kRecentResults)
            m_recent.pop_back();
    }
    m_current = &m_recent.front();
}

std::vector<std::uint8_t> NameMatcher::matchRows(const std::vector<std::uint8_t>* base,
                                                 std::uint8_t unknown) const
{
    const int rows = m_model.rowCount();
    std::vector<std::uint8_t> matches =
        base ? *base : std::vector<std::uint8_t>(std::size_t(rows), unknown);
    // Rows are visited in their stable order, which is the functions' and nearly the names'
    // order in memory: in the sorted order, each of half a million names was a cache miss.
    std::vector<int> rowOfStable(std::size_t(rows), 0);
    for (int row = 0; row < rows; ++row)
        rowOfStable[m_model.stableRow(row)] = row;
    // Each thread decides a range of rows; rows of different threads are different bytes.
    forEachRange(std::size_t(rows), [&](std::size_t begin, std::size_t end) {
        QString decoded;
        for (std::size_t stable = begin; stable < end; ++stable) {
            const int row = rowOfStable[stable];
            std::uint8_t& match = matches[stable];
            if (match != unknown)
                continue;
            if (m_model.storedName(row).empty() || (m_folded.empty() && !m_useRegex))
                match = kDecideLater;
            else
                match = rowMatches(row, decoded) ? 1 : 0;
        }
    });
    // What needs the model's own text (cycles, non-ASCII patterns) is decided here, on this
    // thread, because the model makes that text when first asked.
    for (int row = 0; row < rows; ++row) {
        std::uint8_t& match = matches[m_model.stableRow(row)];
        if (match != kDecideLater)
            continue;
        const QString& name = m_model.functionText(row);
        match = (m_useRegex ? m_regex.match(name).hasMatch()
                            : name.contains(m_text, Qt::CaseInsensitive))
                    ? 1
                    : 0;
    }
    return matches;
}

bool NameMatcher::rowMatches(int row, QString& decoded) const
{
    const std::string_view name = m_model.storedName(row);
    if (!m_useRegex)
        return caseless::contains(name, m_folded, m_anchor);
    if (!m_folded.empty()) {
        // An ASCII literal: found as bytes, PCRE finds it too; not found in an ASCII name, PCRE
        // does not either. Only a name with other characters (the Kelvin sign matches a `k`
        // caselessly) needs PCRE.
        if (caseless::contains(name, m_folded, m_anchor))
            return true;
        if (isAsciiBytes(name))
            return false;
    }
    // Decoded into one reused buffer: a QString kept for each of 127,000 names would hold
    // twice the memory of the profile itself.
    if (decoded.size() < qsizetype(name.size()))
        decoded.resize(qsizetype(name.size()));
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QChar* end = decoder.appendToBuffer(decoded.data(), QByteArrayView(name));
    const QStringView text(decoded.constData(), end - decoded.constData());
    return m_regex
        .match(text, 0, QRegularExpression::NormalMatch,
               QRegularExpression::DontCheckSubjectStringMatchOption)
        .hasMatch();
}

caseless::ByteCounts NameMatcher::sampleByteCounts() const
{
    // Which bytes are rare in these names (in Python profiles 'p' and 'y' are everywhere):
    // a sample of a few thousand names tells well enough.
    caseless::ByteCounts counts{};
    const int rows = m_model.rowCount();
    const int step = std::max(1, rows / 4000);
    for (int row = 0; row < rows; row += step)
        caseless::countBytes(m_model.storedName(row), counts);
    return counts;
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// CallgrindParser's cost, position and call-cost lines one at a time, kept apart from the name
// handling in CallgrindParser.cpp and the headers in CallgrindParserHeaders.cpp; the runs of cost
// lines read straight from the reader (the hot path of every load) are in CallgrindCostRuns.cpp.

#include "core/callgrind/CallgrindParser.h"

#include "core/callgrind/NumberParsing.h"
#include "core/callgrind/ParserText.h"
#include "core/callgrind/PositionMoves.h"
#include "core/model/CostArithmetic.h"

#include <algorithm>

namespace tally {

using namespace numbers;
using namespace parsertext;
using namespace positionmoves;

namespace {

enum class PositionError
{
    None,
    Missing,
    Invalid,
    Overflow,
    Negative,
    TooLarge
};

// Reads one number in decimal or 0x-hex; the hot path of every cost line, so it avoids the
// general parser's checks where a short decimal cannot overflow.
inline Status readNumber(const char*& p, const char* end, std::uint64_t& value)
{
    const char* s = p;
    const std::ptrdiff_t remaining = end - s;
    if (remaining > 0 && *s >= '0' && *s <= '9' &&
        !(remaining > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))) {
        std::uint64_t v = 0;
        const char* limit = s + std::min<std::ptrdiff_t>(remaining, 18);
        while (s < limit && isDigit(*s))
            v = v * 10 + std::uint64_t(*s++ - '0');
        if (s == limit && s < end && isDigit(*s))
            return parseUnsigned(p, end, value); // long number: take the careful path
        if (s < end && !isSpace(*s))
            return Status::NotANumber;
        p = s;
        value = v;
        return Status::Ok;
    }
    return parseUnsigned(p, end, value);
}

} // namespace

bool CallgrindParser::parsePositionList(const char*& p, const char* end, Position& position,
                                        bool update, const char* what)
{
    // Simple fields (the common case) are read by the cost lines' fast reader; anything else
    // by the loop below, which says what is wrong.
    {
        const char* q = p;
        skipSpaces(q, end);
        Position simple = position;
        if (const char* after = readPositions(q, end, simple)) {
            p = after;
            if (update)
                m_last = simple;
            position = simple;
            return true;
        }
    }
    Position next = position;
    PositionError error = PositionError::None;
    const char* token = p;
    // A local copy of the layout: the loop then keeps it in registers.
    const SubPosition* const kinds = m_subPositions.data();
    const std::size_t kindCount = m_subPositions.size();
    for (std::size_t k = 0; k < kindCount; ++k) {
        const SubPosition kind = kinds[k];
        skipSpaces(p, end);
        token = p;
        if (p >= end) {
            error = PositionError::Missing;
            break;
        }
        const char sign = *p;
        if (sign == '*') {
            ++p;
            if (p < end && !isSpace(*p)) {
                error = PositionError::Invalid;
                break;
            }
            continue;
        }
        if (sign == '+' || sign == '-')
            ++p;
        std::uint64_t value = 0;
        const Status status = readNumber(p, end, value);
        if (status != Status::Ok) {
            error = status == Status::Overflow ? PositionError::Overflow : PositionError::Invalid;
            break;
        }
        if (kind == SubPosition::Instr) {
            next.address = sign == '+'   ? next.address + value
                           : sign == '-' ? next.address - value
                                         : value;
        } else if (kind == SubPosition::Line) {
            if (value > UINT32_MAX) {
                error = PositionError::TooLarge;
                break;
            }
            next.line = sign == '+'   ? next.line + qint64(value)
                        : sign == '-' ? next.line - qint64(value)
                                      : qint64(value);
            if (next.line < 0 || next.line > qint64(UINT32_MAX)) {
                error = next.line < 0 ? PositionError::Negative : PositionError::TooLarge;
                break;
            }
        }
    }
    if (error != PositionError::None) [[unlikely]] {
        reportPositionError(int(error), token, end, next.line, what);
        return false;
    }
    if (update)
        m_last = next;
    position = next;
    return true;
}

void CallgrindParser::reportPositionError(int error, const char* token, const char* end,
                                          qint64 line, const char* what)
{
    const char* tokenEnd = token;
    while (tokenEnd < end && !isSpace(*tokenEnd))
        ++tokenEnd;
    const QString text = quoted({token, std::size_t(tokenEnd - token)});
    switch (PositionError(error)) {
    case PositionError::Missing:
        warn(QStringLiteral("%1 has fewer positions than 'positions:' names")
                 .arg(QLatin1String(what)));
        break;
    case PositionError::Overflow:
        warn(QStringLiteral("position %1 is too large").arg(text));
        break;
    case PositionError::Negative:
        warn(QStringLiteral("negative line number %1").arg(line));
        break;
    case PositionError::TooLarge:
        warn(QStringLiteral("line number %1 is too large").arg(text));
        break;
    default:
        warn(QStringLiteral("invalid position %1 in %2").arg(text, QLatin1String(what)));
        break;
    }
}

namespace {

// A decimal of at most 18 digits (no overflow possible), or 0x-hex of at most 16, ending at `end`
// or a space/tab. Returns false for anything else, which the careful path then reports.
inline bool readSimpleNumber(const char*& p, const char* end, std::uint64_t& value)
{
    const char* s = p;
    std::uint64_t v = 0;
    if (end - s > 2 && s[0] == '0' && (s[1] | 0x20) == 'x') {
        s += 2;
        const char* digits = s;
        int h;
        while (s < end && (h = hexValue(*s)) >= 0) {
            v = (v << 4) | std::uint64_t(h);
            ++s;
        }
        if (s == digits || s - digits > 16)
            return false;
    } else {
        const char* digits = s;
        while (s < end && unsigned(*s - '0') < 10u) {
            v = v * 10 + std::uint64_t(*s - '0');
            ++s;
        }
        if (s == digits || s - digits > 18)
            return false;
    }
    if (s < end && !isSpace(*s))
        return false;
    p = s;
    value = v;
    return true;
}

} // namespace

namespace {

// readSimpleNumber with the decimal case first: the 0x test runs only when a lone '0' is
// followed by something other than a blank or the end, which in a decimal number it never is.
inline bool readDecimalFirst(const char*& p, const char* end, std::uint64_t& value)
{
    // One digit and then the end or a blank: most position fields of a compressed profile.
    if (p < end && unsigned(p[0]) - '0' < 10u && (p + 1 == end || isSpace(p[1]))) {
        value = std::uint64_t(p[0] - '0');
        ++p;
        return true;
    }
    const char* s = p;
    std::uint64_t v = 0;
    unsigned digit;
    while (s < end && (digit = unsigned(*s) - '0') < 10u) {
        v = v * 10 + digit;
        ++s;
    }
    if ((s == end || isSpace(*s)) && std::size_t(s - p - 1) < 18u) [[likely]] {
        p = s;
        value = v;
        return true;
    }
    return readSimpleNumber(p, end, value);
}

// A position field of a simple cost line (a number, signed or not, or '*') and the blanks after
// it; nullptr unless the field is simple. `apply(sign, value)` takes the number.
template <typename Apply>
inline const char* readPositionField(const char* p, const char* end, Apply&& apply)
{
    if (p >= end)
        return nullptr;
    const char sign = *p;
    if (sign == '*') {
        ++p;
    } else {
        p += sign == '+' || sign == '-';
        std::uint64_t value = 0;
        if (!readDecimalFirst(p, end, value) || !apply(sign, value))
            return nullptr;
    }
    if (p < end) {
        if (!isSpace(*p))
            return nullptr;
        do
            ++p;
        while (p < end && isSpace(*p));
    }
    return p;
}

} // namespace

const char* CallgrindParser::readPositions(const char* p, const char* end, Position& next) const
{
    return readPositionsInline(p, end, next);
}

const char* CallgrindParser::readPositionsInline(const char* p, const char* end,
                                                 Position& next) const
{
    switch (m_positionLayout) {
    case PositionLayout::Line:
        return readPositionsAs<PositionLayout::Line>(p, end, next);
    case PositionLayout::InstrLine:
        return readPositionsAs<PositionLayout::InstrLine>(p, end, next);
    case PositionLayout::Other:
        break;
    }
    return readPositionsAs<PositionLayout::Other>(p, end, next);
}

template <CallgrindParser::PositionLayout Layout>
const char* CallgrindParser::readPositionsAs(const char* p, const char* end, Position& next) const
{
    const auto toLine = [&next](char sign, std::uint64_t value) {
        return moveLine(next.line, sign, value);
    };
    if constexpr (Layout == PositionLayout::Line) {
        p = readPositionField(p, end, toLine);
    } else if constexpr (Layout == PositionLayout::InstrLine) {
        p = readPositionField(p, end, [&next](char sign, std::uint64_t value) {
            next.address = movedAddress(next.address, sign, value);
            return true;
        });
        if (p)
            p = readPositionField(p, end, toLine);
    } else {
        for (const SubPosition kind : m_subPositions) {
            p = readPositionField(p, end, [&](char sign, std::uint64_t value) {
                if (kind == SubPosition::Instr)
                    next.address = movedAddress(next.address, sign, value);
                else if (kind == SubPosition::Line)
                    return moveLine(next.line, sign, value);
                return true;
            });
            if (!p)
                break;
        }
    }
    return p;
}

void CallgrindParser::parseOtherLine(std::string_view line)
{
    parseOtherLineContent(line);
    // Only the lines read here change what a cost line needs (see readCostLine).
    updateDirectCostLines();
}

bool CallgrindParser::readCostLine(const char* p, const char* end)
{
    // m_directCostLines said the rest of what parseCostLine would check first: a part with a
    // body, events known in the profile's own columns, a function. The builder may have closed
    // the part, or another file widened the events, since.
    const int width = int(m_partCosts.size());
    if (!m_builder.hasOpenPart() || width != m_builder.realEventCount()) [[unlikely]]
        return false;
    Position next = m_last;
    p = readPositionsInline(p, end, next);
    if (!p)
        return false;
    Cost* const costs = m_partCosts.data();
    int column = 0;
    while (p < end) {
        if (column >= width)
            return false;
        const bool negative = *p == '-';
        p += negative;
        std::uint64_t value = 0;
        if (!readDecimalFirst(p, end, value))
            return false;
        costs[column++] = negative ? Cost(0 - value) : Cost(value);
        while (p < end && isSpace(*p))
            ++p;
    }
    for (; column < width; ++column)
        costs[column] = 0;
    m_last = next;
    if (m_next != NextLine::SelfCost) {
        // The cost line of a call or jump.
        const NextLine kind = m_next;
        m_next = NextLine::SelfCost;
        recordCostLine(kind, next, width);
        return true;
    }
    if (m_partsStarted == 1) [[unlikely]]
        costmath::addTo(m_firstEventParsed, costs[0]);
    warnCapped(
        m_builder.addSelfCost(m_function, m_file, LineNumber(next.line), next.address, costs));
    return true;
}

bool CallgrindParser::parseSimpleCostLine(const char* p, const char* end, Position& position,
                                          Cost* costs, int width)
{
    // The well-formed cost lines that readCostLine did not take (the first of a part, one
    // before any fn=, another file's wider events): one pass, no diagnostics. It changes
    // nothing unless the whole line is well formed.
    Position next = m_last;
    const SubPosition* const kinds = m_subPositions.data();
    const std::size_t kindCount = m_subPositions.size();
    for (std::size_t k = 0; k < kindCount; ++k) {
        if (p >= end)
            return false;
        const char sign = *p;
        std::uint64_t value = 0;
        if (sign == '*') {
            ++p;
            if (p < end && !isSpace(*p))
                return false;
        } else {
            if (sign == '+' || sign == '-')
                ++p;
            if (!readSimpleNumber(p, end, value))
                return false;
            if (kinds[k] == SubPosition::Instr) {
                next.address = sign == '+'   ? next.address + value
                               : sign == '-' ? next.address - value
                                             : value;
            } else if (kinds[k] == SubPosition::Line) {
                const qint64 delta = qint64(value);
                next.line = sign == '+'   ? next.line + delta
                            : sign == '-' ? next.line - delta
                                          : delta;
                if (next.line < 0 || next.line > qint64(UINT32_MAX))
                    return false;
            }
        }
        while (p < end && isSpace(*p))
            ++p;
    }
    int column = 0;
    while (p < end) {
        if (column >= width)
            return false;
        const bool negative = *p == '-';
        if (negative)
            ++p;
        std::uint64_t value = 0;
        if (!readSimpleNumber(p, end, value))
            return false;
        costs[column++] = negative ? Cost(0 - value) : Cost(value);
        while (p < end && isSpace(*p))
            ++p;
    }
    for (; column < width; ++column)
        costs[column] = 0;
    m_last = next;
    position = next;
    return true;
}

void CallgrindParser::parseCostLine(std::string_view line)
{
    noteLayoutUse();
    m_partHasBody = true;
    if (!m_sawEvents) {
        warn(QStringLiteral("cost line before any 'events:' line is ignored"));
        m_next = NextLine::SelfCost;
        return;
    }
    const char* p = line.data();
    const char* end = p + line.size();
    const bool firstPositions = !m_positionKnown;
    if (firstPositions) [[unlikely]]
        noteFirstPositions(p, end);
    Position position = m_last;
    const NextLine kind = m_next;
    m_next = NextLine::SelfCost;
    const int width = int(m_partCosts.size());
    Cost* parsed = m_partCosts.data();
    if (parseSimpleCostLine(p, end, position, parsed, width)) [[likely]] {
        if (firstPositions) [[unlikely]]
            notePositionKnown();
        recordCostLine(kind, position, width);
        return;
    }
    // Anything unusual takes the careful path, which explains what is wrong.
    if (!parsePositionList(p, end, position, true, "cost line")) {
        if (kind == NextLine::CallCost)
            warnAt(m_pendingLine, QStringLiteral("call ignored: its cost line is invalid"));
        return;
    }
    if (firstPositions) [[unlikely]]
        notePositionKnown();
    std::fill(m_partCosts.begin(), m_partCosts.end(), 0);
    int column = 0;
    for (skipSpaces(p, end); p < end; skipSpaces(p, end)) {
        const char* start = p;
        if (column >= width) [[unlikely]] {
            reportCostError(CostError::TooMany, start, end, width);
            break;
        }
        const bool negative = *p == '-';
        if (negative)
            ++p;
        std::uint64_t value = 0;
        const Status status = readNumber(p, end, value);
        if (status != Status::Ok) [[unlikely]] {
            if (status == Status::Overflow || (negative && value > std::uint64_t(INT64_MAX) + 1)) {
                reportCostError(CostError::Overflow, start, end, width);
                return;
            }
            reportCostError(CostError::Garbage, start, end, width);
            break;
        }
        if (negative && value > std::uint64_t(INT64_MAX) + 1) [[unlikely]] {
            reportCostError(CostError::Overflow, start, end, width);
            return;
        }
        // Values above INT64_MAX are 64-bit two's complement, as producers wrap unsigned sums.
        parsed[column++] = negative ? Cost(0 - value) : Cost(value);
    }
    recordCostLine(kind, position, width);
}

void CallgrindParser::recordCostLine(NextLine kind, const Position& position, int width)
{
    if (kind == NextLine::Discard)
        return; // it moved the position; its costs belong to a rejected call or jump
    const Cost* costs = m_partCosts.data();
    // Another file or part may have added event types since this part's `events:` line.
    if (!m_identityColumns || width != m_builder.realEventCount()) {
        m_costs.assign(m_builder.realEventCount(), 0);
        for (int c = 0; c < width; ++c) {
            if (m_columnMap[c] != kIgnoredColumn)
                m_costs[m_columnMap[c]] = m_partCosts[c];
        }
        costs = m_costs.data();
    }
    const auto line32 = LineNumber(position.line);
    if (kind == NextLine::SelfCost) {
        if (m_partsStarted == 1 && width > 0)
            costmath::addTo(m_firstEventParsed, m_partCosts[0]);
        warnCapped(m_builder.addSelfCost(currentFunctionOrUnspecified(), m_file, line32,
                                         position.address, costs));
    } else if (kind == NextLine::CallCost) {
        warnCapped(m_builder.addCall(currentFunctionOrUnspecified(), m_calledFunction, m_file,
                                     line32, position.address, m_callCount, costs));
        // cob=/cfi= apply to one call; cfn= stays for the next `calls=` as in KCachegrind.
        m_calledObjectSet = m_calledFileSet = false;
    } else {
        warnCapped(recordJump(line32, position.address));
    }
}

void CallgrindParser::reportCostError(CostError error, const char* token, const char* end,
                                      int width)
{
    const QString text = quoted({token, std::size_t(end - token)});
    switch (error) {
    case CostError::TooMany:
        warn(QStringLiteral(
                 "ignored garbage at end of cost line: %1 (more costs than the %2 event types)")
                 .arg(text)
                 .arg(width));
        break;
    case CostError::Overflow:
        warn(QStringLiteral("cost %1 does not fit in 64 bits; line ignored").arg(text));
        break;
    case CostError::Garbage:
        warn(QStringLiteral("ignored garbage at end of cost line: %1").arg(text));
        break;
    }
}

void CallgrindParser::reportCapped(ProfileBuilder::CappedSums capped)
{
    if (capped.cost)
        warn(QStringLiteral("a cost sum passes the 64-bit range: capped at %1 or %2")
                 .arg(costmath::kMaximum)
                 .arg(costmath::kMinimum));
    if (capped.count)
        warn(QStringLiteral("a call or jump count sum passes the 64-bit range: capped at %1")
                 .arg(costmath::kMaximumCount));
}

} // namespace tally

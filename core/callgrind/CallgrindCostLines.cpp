// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// CallgrindParser's cost, position and call-cost lines: the hot path of every load, kept apart
// from the header and name handling in CallgrindParser.cpp.

#include "core/callgrind/CallgrindParser.h"

#include "core/callgrind/NumberParsing.h"
#include "core/callgrind/ParserText.h"
#include "core/io/LineReader.h"
#include "core/model/CostArithmetic.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace tally {

using namespace numbers;
using namespace parsertext;

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

inline Address movedAddress(Address address, char sign, std::uint64_t value)
{
    return sign == '+' ? address + value : sign == '-' ? address - value : value;
}

// False when the line leaves 0..UINT32_MAX (the careful path says why).
inline bool moveLine(qint64& line, char sign, std::uint64_t value)
{
    const qint64 delta = qint64(value);
    const qint64 moved = sign == '+' ? line + delta : sign == '-' ? line - delta : delta;
    if (std::uint64_t(moved) > std::uint64_t(UINT32_MAX))
        return false;
    line = moved;
    return true;
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

namespace {

// The reading of readCostLines: bytes up to a line's newline, which is always there (or the
// reader's 0 sentinel, which no rule here accepts).

inline bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

// A number read from a line: where it ends (nullptr when there was none) and its value. Returned
// in two registers: a value written through a pointer lived on the stack in the runs' loop.
struct ReadNumber
{
    const char* end = nullptr;
    std::uint64_t value = 0;
};

// The hex digits of a number after its "0x": 1 to 16 of them.
[[gnu::noinline]] ReadNumber readHexAt(const char* p)
{
    const char* const first = p;
    std::uint64_t v = 0;
    int h;
    while ((h = hexValue(*p)) >= 0) {
        v = (v << 4) | std::uint64_t(h);
        ++p;
    }
    if (p == first || p - first > 16)
        return {};
    return {p, v};
}

// A decimal number of 1 to 18 digits (no overflow possible), or 0x-hex of 1 to 16. Only a field
// that starts "0x" is hex: the digits' loop makes no other test.
inline ReadNumber readUnsignedAt(const char* p)
{
    unsigned digit = unsigned(static_cast<unsigned char>(*p)) - '0';
    if (digit > 9)
        return {};
    // p[1] is at most the line's newline.
    if (digit == 0 && (p[1] | 0x20) == 'x') [[unlikely]]
        return readHexAt(p + 2);
    const char* const first = p;
    std::uint64_t v = digit;
    while ((digit = unsigned(static_cast<unsigned char>(*++p)) - '0') <= 9)
        v = v * 10 + digit;
    if (p - first > 18) [[unlikely]]
        return {};
    return {p, v};
}

// After a field: the blanks to the next field, or the line's end ('\n', or "\r\n"), where it
// stays; nullptr for anything else.
inline const char* afterField(const char* p)
{
    if (isBlank(*p)) {
        do
            ++p;
        while (isBlank(*p));
        return p;
    }
    if (*p == '\n' || (*p == '\r' && p[1] == '\n'))
        return p;
    return nullptr;
}

inline bool atLineEnd(const char* p)
{
    return *p == '\n' || (*p == '\r' && p[1] == '\n');
}

// A position field: '*', or a number with an optional sign, applied by `apply(sign, value)`;
// then afterField().
template <typename Apply>
inline const char* readPositionAt(const char* p, Apply&& apply)
{
    const char sign = *p;
    if (sign == '*') {
        ++p;
    } else {
        p += sign == '+' || sign == '-';
        const ReadNumber number = readUnsignedAt(p);
        p = number.end;
        if (!p || !apply(sign, number.value))
            return nullptr;
    }
    return afterField(p);
}

// The position fields of a simple line (an instruction address when `Instr`, then a line
// number) moved from `address` and `line`, and the blanks after them. nullptr when not simple
// (`address` may have moved then).
template <bool Instr>
[[gnu::always_inline]] inline const char* readSimplePositions(const char* p, Address& address,
                                                              qint64& line)
{
    if constexpr (Instr) {
        p = readPositionAt(p, [&address](char sign, std::uint64_t value) {
            address = movedAddress(address, sign, value);
            return true;
        });
        if (!p)
            return nullptr;
    }
    return readPositionAt(
        p, [&line](char sign, std::uint64_t value) { return moveLine(line, sign, value); });
}

// The first position field of a simple line (the instruction address when `Instr`, else the
// line number) and the blanks after it; nullptr when not simple.
template <bool Instr>
[[gnu::always_inline]] inline const char* readFirstPosition(const char* p, Address& address,
                                                            qint64& line)
{
    if constexpr (Instr) {
        return readPositionAt(p, [&address](char sign, std::uint64_t value) {
            address = movedAddress(address, sign, value);
            return true;
        });
    } else {
        return readPositionAt(
            p, [&line](char sign, std::uint64_t value) { return moveLine(line, sign, value); });
    }
}

// What follows a self-cost line's first position field, up to its newline, when that is at most
// eight bytes, and what it said. Every instruction of a basic block runs as often as the others:
// in an instruction-level callgrind profile most lines say what the one before said but for the
// address (70% of the cost lines of the 300 MB cc1plus profile), and a line whose rest has the
// same bytes is read as that line was, without reading its fields again. Little-endian only
// (the first bytes of a word are its low ones); elsewhere nothing repeats.
struct RepeatedRest
{
    std::uint64_t mask = 0;  // of the rest's bytes in a word read at its start
    std::uint64_t bytes = 1; // none: no word masked with 0 is 1
    std::size_t length = 0;  // the rest's bytes, its newline included
    char lineSign = '*';     // the line field of an `instr line` layout, to apply again
    std::uint64_t lineValue = 0;
    Cost value = 0; // the cost of a one-event profile (others stay in m_partCosts)
    bool negative = false;

    static RepeatedRest of(std::uint64_t word, std::size_t length, char lineSign,
                           std::uint64_t lineValue, Cost value, bool negative)
    {
        if (std::endian::native != std::endian::little || length > sizeof word)
            return {};
        const std::uint64_t mask = length == sizeof word ? ~0ull : (1ull << (8 * length)) - 1;
        return {mask, word & mask, length, lineSign, lineValue, value, negative};
    }
};

// The costs of a simple cost line after its positions, up to its end: `value` for one event,
// `costs` (`width` of them, the rest zero) else; `negative` set when one is below zero. Returns
// its newline, or nullptr when the costs are not simple or more than the events.
template <bool OneEvent>
[[gnu::always_inline]] inline const char* readSimpleCosts(const char* q, Cost& value, Cost* costs,
                                                          int width, bool& negative)
{
    if constexpr (OneEvent) {
        value = 0;
        if (!atLineEnd(q)) {
            const bool minus = *q == '-';
            const ReadNumber number = readUnsignedAt(q + minus);
            q = number.end;
            if (q)
                q = afterField(q);
            if (!q || !atLineEnd(q))
                return nullptr;
            value = Cost(number.value);
            if (minus) [[unlikely]] {
                value = Cost(0 - number.value);
                negative |= value < 0;
            }
        }
    } else {
        int column = 0;
        bool below = false;
        for (; q && column < width && !atLineEnd(q); ++column) {
            const bool minus = *q == '-';
            const ReadNumber number = readUnsignedAt(q + minus);
            q = number.end;
            if (q)
                q = afterField(q);
            costs[column] = minus ? Cost(0 - number.value) : Cost(number.value);
            below |= costs[column] < 0;
        }
        if (!q || !atLineEnd(q))
            return nullptr;
        for (; column < width; ++column)
            costs[column] = 0;
        negative |= below;
    }
    return q + (*q == '\r');
}

// The length of the key of a line a run reads on (see readSelfCostLines), or 0: the called
// function, its object and file, the call, and the current function, file and object.
inline std::size_t runSpecKeyLength(const char* p)
{
    const auto is = [p](const char* key, std::size_t length) {
        return std::memcmp(p, key, length) == 0;
    };
    switch (*p) {
    case 'c':
        if (is("cfn=", 4) || is("cob=", 4) || is("cfi=", 4) || is("cfl=", 4))
            return 3;
        return is("calls=", 6) ? 5 : 0;
    case 'f':
        return is("fn=", 3) || is("fl=", 3) || is("fi=", 3) || is("fe=", 3) ? 2 : 0;
    case 'o':
        return is("ob=", 3) ? 2 : 0;
    default:
        return 0;
    }
}

// A jump line as callgrind writes it, simple: "jump=COUNT TARGET" or "jcnd=TAKEN/EXECUTED
// TARGET", counts of at most 18 digits (or 0x-hex), the target's positions moved from `address`
// and `line`, nothing after them. Fills `jump`'s counts and target; returns its newline, or
// nullptr for anything else (which parseJumpLine reads, and explains if it is wrong).
template <bool Instr>
inline const char* readSimpleJumpLine(const char* p, Address address, qint64 line, JumpRow& jump)
{
    const bool conditional = std::memcmp(p, "jcnd=", 5) == 0;
    if (!conditional && std::memcmp(p, "jump=", 5) != 0)
        return nullptr;
    const ReadNumber first = readUnsignedAt(p + 5);
    const char* q = first.end;
    if (!q)
        return nullptr;
    jump.conditional = conditional;
    if (conditional) {
        if (*q != '/')
            return nullptr;
        const ReadNumber second = readUnsignedAt(q + 1);
        q = second.end;
        if (!q)
            return nullptr;
        jump.taken = first.value;
        jump.executed = second.value;
    } else {
        jump.executed = jump.taken = first.value;
    }
    if (!isBlank(*q))
        return nullptr;
    q = afterField(q);
    q = readSimplePositions<Instr>(q, address, line);
    if (!q || !atLineEnd(q))
        return nullptr;
    jump.toAddress = address;
    jump.toLine = LineNumber(line);
    return q + (*q == '\r');
}

} // namespace

std::size_t CallgrindParser::readCostLines(LineReader& reader, qint64 lineOffset, qint64& budget)
{
    // What readCostLine checks for each line, once for the run; and only self costs (a call's
    // or jump's cost line comes one at a time).
    if (!m_directCostLines || m_next != NextLine::SelfCost || !m_builder.hasOpenPart() ||
        int(m_partCosts.size()) != m_builder.realEventCount() || m_partCosts.empty())
        return 0;
    const bool oneEvent = m_partCosts.size() == 1;
    switch (m_positionLayout) {
    case PositionLayout::Line:
        return oneEvent
                   ? readSelfCostLines<PositionLayout::Line, true>(reader, lineOffset, budget)
                   : readSelfCostLines<PositionLayout::Line, false>(reader, lineOffset, budget);
    case PositionLayout::InstrLine:
        return oneEvent
                   ? readSelfCostLines<PositionLayout::InstrLine, true>(reader, lineOffset, budget)
                   : readSelfCostLines<PositionLayout::InstrLine, false>(reader, lineOffset,
                                                                         budget);
    case PositionLayout::Other:
        break;
    }
    return 0;
}

template <CallgrindParser::PositionLayout Layout, bool OneEvent>
std::size_t CallgrindParser::readSelfCostLines(LineReader& reader, qint64 lineOffset,
                                               qint64& budget)
{
    const LineReader::Unread unread = reader.unread();
    const char* p = unread.begin;
    const char* lastStart = p;
    const int width = OneEvent ? 1 : int(m_partCosts.size());
    Cost* const costs = m_partCosts.data();
    ProfileBuilder& builder = m_builder;
    // Made at the first line taken: a function gets a row in the part only with a cost line.
    ProfileBuilder::SelfCostRun run;
    Address address = m_last.address;
    qint64 line = m_last.line;
    // The budget counts a line as 1 + its bytes / 256 (the loader's poll): lines here, bytes
    // once at the end.
    const qint64 maxTaken = budget;
    qint64 taken = 0;
    constexpr bool kInstr = Layout == PositionLayout::InstrLine;
    // Ends the run of the current function and file: the first part's progress (the loader's
    // bar) gets the first event's cost the run added to the function's row in the part (capped
    // there as here). The next self-cost line begins another.
    const auto endRun = [&] {
        if (!run.functionCosts)
            return;
        if (m_partsStarted == 1) [[unlikely]]
            costmath::addTo(m_firstEventParsed, builder.selfCostRunTotal(run));
        builder.finishSelfCostRun(run);
        run = {};
    };
    // The part of the last self-cost line after its first position field (see RepeatedRest).
    RepeatedRest repeat;
    // The rules of readCostLine, which parseLine() applies to the lines refused here. A run
    // also reads on over what interrupts a function's cost lines in a callgrind file: jumps (a
    // jump line and its source position's line) read here, and the lines of calls (cfn=, cob=,
    // cfi=, calls= and the call's cost line) and of names (fn=, fl=, fi=, fe=, ob=), which
    // parseSpec and recordCostLine read as parseLine would have.
    while (p < unread.linesEnd && taken < maxTaken) {
        Address nextAddress = address;
        qint64 nextLine = line;
        Cost value = 0;
        if (!startsCostLine(*p)) {
            if (std::memcmp(p, "jcnd=", 5) == 0 || std::memcmp(p, "jump=", 5) == 0) {
                if (m_next != NextLine::SelfCost)
                    break; // parseLine drops the pending call first
                JumpRow jump;
                const char* const source = readSimpleJumpLine<kInstr>(p, address, line, jump);
                // Its source line must start where lines may be read (not past a piece's end).
                if (!source || source + 1 >= unread.linesEnd)
                    break;
                const char* q = readSimplePositions<kInstr>(source + 1, nextAddress, nextLine);
                // Its costs are read, as readCostLine would, and not kept.
                bool negativeIgnored = false;
                if (q)
                    q = readSimpleCosts<OneEvent>(q, value, costs, width, negativeIgnored);
                if (!q)
                    break;
                address = nextAddress;
                line = nextLine;
                m_jump.conditional = jump.conditional;
                m_jump.executed = jump.executed;
                m_jump.taken = jump.taken;
                m_jump.toAddress = jump.toAddress;
                m_jump.toLine = jump.toLine;
                taken += 2;
                lastStart = source + 1;
                p = q + 1;
                m_lineNumber = reader.lineNumber() + lineOffset + taken;
                m_pendingLine = m_lineNumber - 1;
                recordCostLine(NextLine::Jump, {address, line}, width);
                if constexpr (!OneEvent)
                    repeat = {}; // its costs were read into costs[]
                continue;
            }
            const std::size_t keyLength = runSpecKeyLength(p);
            if (keyLength == 0 || m_next != NextLine::SelfCost)
                break;
            // The whole line, up to its newline (not there yet: next() reads it).
            const auto* newline =
                static_cast<const char*>(std::memchr(p, '\n', std::size_t(unread.dataEnd - p)));
            if (!newline || newline - p > LineReader::kMaxLineLength)
                break;
            const char* valueEnd = newline - (newline[-1] == '\r');
            const std::string_view key(p, keyLength);
            const std::string_view specValue(p + keyLength + 1,
                                             std::size_t(valueEnd - (p + keyLength + 1)));
            ++taken;
            lastStart = p;
            p = newline + 1;
            m_lineNumber = reader.lineNumber() + lineOffset + taken;
            const FunctionId function = m_function;
            const StringId file = m_file;
            const std::size_t functions = builder.functionCount();
            parseSpec(key, specValue);
            // A new function moved the builder's per-function state the run points into.
            if (m_function != function || m_file != file || builder.functionCount() != functions)
                endRun();
            if constexpr (!OneEvent)
                repeat = {}; // the costs[] of what it handled
            // As parseOtherLine: fl= leaves no function until the next fn=.
            m_directCostLines =
                m_partHasBody && m_sawEvents && m_identityColumns && m_function.isValid();
            if (!m_directCostLines)
                break;
            continue;
        }
        if (m_next != NextLine::SelfCost) [[unlikely]] {
            // The cost line of a call (or of one refused: it only moves the position), as
            // readCostLine reads it.
            const char* q = readSimplePositions<kInstr>(p, nextAddress, nextLine);
            bool negativeIgnored = false; // addCall notes its own
            if (q)
                q = readSimpleCosts<OneEvent>(q, value, costs, width, negativeIgnored);
            if (!q)
                break;
            if constexpr (OneEvent)
                costs[0] = value;
            address = nextAddress;
            line = nextLine;
            ++taken;
            lastStart = p;
            p = q + 1;
            m_lineNumber = reader.lineNumber() + lineOffset + taken;
            const NextLine kind = m_next;
            m_next = NextLine::SelfCost;
            recordCostLine(kind, {address, line}, width);
            if constexpr (!OneEvent)
                repeat = {}; // its costs were read into costs[]
            continue;
        }
        // A self-cost line: its first position field, then the rest, which is most often the
        // last one's again.
        const char* q = readFirstPosition<kInstr>(p, nextAddress, nextLine);
        if (!q)
            break;
        std::uint64_t restBytes = 0;
        std::memcpy(&restBytes, q, sizeof restBytes); // the data's padding follows its end
        bool negative = false;
        if ((restBytes & repeat.mask) == repeat.bytes) {
            if constexpr (kInstr) {
                if (repeat.lineSign != '*' &&
                    !moveLine(nextLine, repeat.lineSign, repeat.lineValue)) [[unlikely]]
                    break;
            }
            value = repeat.value; // and costs[] still hold its costs
            negative = repeat.negative;
            q += repeat.length - 1;
        } else {
            const char* const rest = q;
            char lineSign = '*';
            std::uint64_t lineValue = 0;
            if constexpr (kInstr) {
                q = readPositionAt(q, [&](char sign, std::uint64_t read) {
                    lineSign = sign;
                    lineValue = read;
                    return moveLine(nextLine, sign, read);
                });
            }
            if (q)
                q = readSimpleCosts<OneEvent>(q, value, costs, width, negative);
            if (!q)
                break;
            repeat = RepeatedRest::of(restBytes, std::size_t(q + 1 - rest), lineSign, lineValue,
                                      value, negative);
        }
        address = nextAddress;
        line = nextLine;
        if (!run.functionCosts)
            run = builder.selfCostRun(m_function, m_file);
        run.negative |= negative;
        ++taken;
        lastStart = p;
        p = q + 1;
        const Cost* const lineCosts = OneEvent ? &value : costs;
        if (builder.addSelfCost(run, LineNumber(line), address, lineCosts, width)) [[unlikely]] {
            m_lineNumber = reader.lineNumber() + lineOffset + taken;
            reportCapped({true, false});
        }
    }
    endRun();
    reader.skipRead(p, taken, lastStart);
    m_last = {address, line};
    budget -= taken + qint64(std::size_t(p - unread.begin) / 256);
    return std::size_t(taken);
}

void CallgrindParser::parseOtherLine(std::string_view line)
{
    parseOtherLineContent(line);
    // Only the lines read here change what a cost line needs (see readCostLine).
    m_directCostLines = m_partHasBody && m_sawEvents && m_identityColumns && m_function.isValid();
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
    Position position = m_last;
    const NextLine kind = m_next;
    m_next = NextLine::SelfCost;
    const int width = int(m_partCosts.size());
    Cost* parsed = m_partCosts.data();
    if (parseSimpleCostLine(p, end, position, parsed, width)) [[likely]] {
        recordCostLine(kind, position, width);
        return;
    }
    // Anything unusual takes the careful path, which explains what is wrong.
    if (!parsePositionList(p, end, position, true, "cost line")) {
        if (kind == NextLine::CallCost)
            warnAt(m_pendingLine, QStringLiteral("call ignored: its cost line is invalid"));
        return;
    }
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
        m_jump.function = currentFunctionOrUnspecified();
        m_jump.file = m_file;
        m_jump.fromLine = line32;
        m_jump.fromAddress = position.address;
        m_jump.targetFunction = m_jumpFunction.isValid() ? m_jumpFunction : m_jump.function;
        m_jump.targetFile = m_jumpFileSet ? m_jumpFile : m_file;
        warnCapped(m_builder.addJump(m_jump));
        m_jumpFileSet = false;
        m_jumpFunction = FunctionId::invalid();
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

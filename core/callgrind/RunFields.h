// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// The fields of the lines CallgrindParser::readCostLines reads (CallgrindCostRuns.cpp, their one
// user): numbers, positions, costs, jump lines, compressed ids and name lines, each read up to
// its line's newline from the reader's buffer, with nullptr (or an empty result) for anything
// not simple, which parseLine() then reads and explains. Kept apart so that the runs' loop reads
// in one sitting. In an unnamed namespace, for that one file: with internal linkage, as when they
// were its own, GCC inlines and lays out the loop as before; as plain inline functions the load
// took 3.7 M instructions more on first4m (584.5 against 580.8 M).

#include "core/callgrind/NumberParsing.h"
#include "core/callgrind/PositionMoves.h"
#include "core/model/ProfileData.h"
#include "core/model/Types.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace tally::runfields {

using namespace numbers;
using namespace positionmoves;

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
[[gnu::noinline]] inline ReadNumber readHexAt(const char* p)
{
#if defined(__SSE2__)
    // Sixteen bytes at once (the data's padding follows its end): which are hex digits, from
    // the first, and their values joined, where the loop took six instructions a digit (an
    // instruction address has six or seven).
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const __m128i digit = _mm_and_si128(_mm_cmpgt_epi8(bytes, _mm_set1_epi8('0' - 1)),
                                        _mm_cmplt_epi8(bytes, _mm_set1_epi8('9' + 1)));
    const __m128i lower = _mm_or_si128(bytes, _mm_set1_epi8(0x20));
    const __m128i letter = _mm_and_si128(_mm_cmpgt_epi8(lower, _mm_set1_epi8('a' - 1)),
                                         _mm_cmplt_epi8(lower, _mm_set1_epi8('f' + 1)));
    const __m128i hex = _mm_or_si128(digit, letter);
    const int count = std::countr_one(unsigned(_mm_movemask_epi8(hex)));
    if (count == 0 || (count == 16 && hexValue(p[16]) >= 0))
        return {};
    // Each digit's value (at most 15 past the digits too: their low four bits), then pairs of
    // them in the low byte of each 16-bit lane (the first digit the higher), packed into eight
    // bytes, the first the highest, and the digits past the number's shifted out.
    const __m128i values = _mm_add_epi8(_mm_and_si128(bytes, _mm_set1_epi8(0x0f)),
                                        _mm_and_si128(letter, _mm_set1_epi8(9)));
    const __m128i pairs = _mm_and_si128(
        _mm_or_si128(_mm_slli_epi16(values, 4), _mm_srli_epi16(values, 8)), _mm_set1_epi16(0xff));
    const auto packed = std::uint64_t(_mm_cvtsi128_si64(_mm_packus_epi16(pairs, pairs)));
    return {p + count, __builtin_bswap64(packed) >> (4 * (16 - count))};
#else
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
#endif
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
        // Most often one blank, then a byte above ' ' (a digit, a sign, '*'): one compare.
        do
            ++p;
        while (static_cast<unsigned char>(*p) <= ' ' && isBlank(*p));
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
        // Most often "+D " and the next field: the address moved by one digit (the first line
        // after a jump or a call), read without the general number's tests: the four bytes
        // XOR-ed with "+0 " and turned so that the digit's comes lowest are at most 9 only for
        // "+D ", and then are D (the data's padding follows its end).
        if constexpr (std::endian::native == std::endian::little) {
            std::uint32_t head = 0;
            std::memcpy(&head, p, sizeof head);
            constexpr std::uint32_t kPlusZeroBlank =
                unsigned('+') | unsigned('0') << 8 | unsigned(' ') << 16;
            const unsigned digit = std::rotr((head ^ kPlusZeroBlank) & 0xffffffu, 8);
            if (digit <= 9 && (head >> 24) > unsigned(' ')) {
                address += digit;
                return p + 3;
            }
        }
        return readPositionAt(p, [&address](char sign, std::uint64_t value) {
            address = movedAddress(address, sign, value);
            return true;
        });
    } else {
        // Most often "0 " (code without line information) or "+D ", and the next field (or the
        // line's end for "0 "): read without the general number's tests, "+D " as above.
        if constexpr (std::endian::native == std::endian::little) {
            std::uint32_t head = 0;
            std::memcpy(&head, p, sizeof head);
            const unsigned next = (head >> 16) & 0xffu;
            if ((head & 0xffffu) == (unsigned('0') | unsigned(' ') << 8) &&
                (next > unsigned(' ') || next == unsigned('\n'))) {
                line = 0;
                return p + 2;
            }
            constexpr std::uint32_t kPlusZeroBlank =
                unsigned('+') | unsigned('0') << 8 | unsigned(' ') << 16;
            const unsigned digit = std::rotr((head ^ kPlusZeroBlank) & 0xffffffu, 8);
            if (digit <= 9 && (head >> 24) > unsigned(' ')) {
                if (!moveLine(line, '+', digit))
                    return nullptr;
                return p + 3;
            }
        }
        return readPositionAt(
            p, [&line](char sign, std::uint64_t value) { return moveLine(line, sign, value); });
    }
}

// readSimplePositions, with the line field of an `instr line` layout that callgrind writes for
// code without debug information, "0 ", taken by one compare.
template <bool Instr>
[[gnu::always_inline]] inline const char* readPositionsOfCallgrind(const char* p, Address& address,
                                                                   qint64& line)
{
    if constexpr (Instr && std::endian::native == std::endian::little) {
        p = readPositionAt(p, [&address](char sign, std::uint64_t value) {
            address = movedAddress(address, sign, value);
            return true;
        });
        if (!p)
            return nullptr;
        std::uint16_t field = 0;
        std::memcpy(&field, p, sizeof field); // the data's padding follows its end
        // What follows the blank: the next field, or the line's end (else afterField's loop).
        const auto next = static_cast<unsigned char>(p[2]);
        if (field == ('0' | ' ' << 8) && (next > ' ' || next == '\n')) {
            line = 0;
            return p + 2;
        }
        return readPositionAt(
            p, [&line](char sign, std::uint64_t value) { return moveLine(line, sign, value); });
    } else if constexpr (!Instr) {
        // The one field of a `line` layout, read as a self-cost line's.
        return readFirstPosition<false>(p, address, line);
    } else {
        return readSimplePositions<Instr>(p, address, line);
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
    // The line field of an `instr line` layout and the blanks after it, at most eight bytes:
    // a line whose rest differs but starts with them (the same line, other costs: most lines
    // that do not repeat) reads only its costs.
    std::uint64_t lineMask = 0;
    std::uint64_t lineBytes = 1;
    std::size_t lineLength = 0;

    // The same line field, other costs: only what follows it changes.
    void setCosts(std::uint64_t word, std::size_t restLength, Cost costValue, bool isNegative)
    {
        if (std::endian::native != std::endian::little)
            return;
        if (restLength <= sizeof word) {
            mask = restLength == sizeof word ? ~0ull : (1ull << (8 * restLength)) - 1;
            bytes = word & mask;
            length = restLength;
        } else {
            mask = 0;
            bytes = 1;
            length = 0;
        }
        value = costValue;
        negative = isNegative;
    }

    // `lineLength`: of the line field and the blanks after it, or 0 (none, or no blank).
    static RepeatedRest of(std::uint64_t word, std::size_t length, char lineSign,
                           std::uint64_t lineValue, std::size_t lineLength, Cost value,
                           bool negative)
    {
        RepeatedRest rest;
        if (std::endian::native != std::endian::little)
            return rest;
        const auto maskOf = [](std::size_t count) {
            return count == sizeof(std::uint64_t) ? ~0ull : (1ull << (8 * count)) - 1;
        };
        if (length <= sizeof word) {
            rest.mask = maskOf(length);
            rest.bytes = word & rest.mask;
            rest.length = length;
        }
        if (lineLength > 0 && lineLength <= sizeof word) {
            rest.lineMask = maskOf(lineLength);
            rest.lineBytes = word & rest.lineMask;
            rest.lineLength = lineLength;
        }
        rest.lineSign = lineSign;
        rest.lineValue = lineValue;
        rest.value = value;
        rest.negative = negative;
        return rest;
    }

    // Whether the line field, read again at `line`, leaves the line there: '*', a move by 0, or
    // the absolute line it is at. Lines that repeat the rest then need not move it. (Not only
    // right after the line the rest was read in: a call's cost line between them may have moved
    // the line away from an absolute field's.)
    bool leavesLine(qint64 line) const
    {
        if (lineSign == '*')
            return true;
        if (lineSign == '+' || lineSign == '-')
            return lineValue == 0;
        return lineValue == std::uint64_t(line);
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
        // Most often one to three digits and the newline: read without the general number's
        // tests (longer numbers, blanks and '\r' take them).
        if (unsigned digit = unsigned(static_cast<unsigned char>(*q)) - '0'; digit <= 9) {
            std::uint64_t read = digit;
            const char* r = q + 1;
            if ((digit = unsigned(static_cast<unsigned char>(*r)) - '0') <= 9) {
                read = read * 10 + digit;
                ++r;
                if ((digit = unsigned(static_cast<unsigned char>(*r)) - '0') <= 9) {
                    read = read * 10 + digit;
                    ++r;
                }
            }
            if (*r == '\n') {
                value = Cost(read);
                return r;
            }
        }
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

// The first bytes of a word that holds `text` (little-endian), for comparing with a masked word.
constexpr std::uint64_t wordOf(std::string_view text)
{
    std::uint64_t word = 0;
    for (std::size_t i = 0; i < text.size() && i < sizeof word; ++i)
        word |= std::uint64_t(static_cast<unsigned char>(text[i])) << (8 * i);
    return word;
}

// The newline of the line that goes on at `p` (before `dataEnd`, its zero padding after it)
// within the next 64 bytes, or nullptr.
inline const char* newlineWithin64(const char* p, const char* dataEnd)
{
#if defined(__SSE2__)
    for (int i = 0; i < 64; i += 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
        const unsigned found =
            unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('\n'))));
        if (found != 0) {
            const char* const newline = p + i + std::countr_zero(found);
            return newline < dataEnd ? newline : nullptr;
        }
    }
    return nullptr;
#else
    const auto* newline = static_cast<const char*>(
        std::memchr(p, '\n', std::size_t(std::min<std::ptrdiff_t>(dataEnd - p, 64))));
    return newline;
#endif
}

// A name line's value that refers to a compressed id, "(ID)" with 1 to 9 digits: alone, then
// the line's end (resolveName's fast form), or followed by a name (whatever follows the ')',
// trimmed, not empty: a definition, see readFunctionDefinition) on a line of at most
// `maxLineLength` bytes from `lineStart`. The id, the name (empty for an id alone) and the line's
// newline; none for anything else.
struct IdReference
{
    const char* end = nullptr;
    std::uint64_t id = 0;
    std::string_view name;
};

inline IdReference readIdReference(const char* p, const char* dataEnd, const char* lineStart,
                                   std::size_t maxLineLength)
{
    if (*p != '(')
        return {};
    const char* const first = p + 1;
    const char* q = first;
    std::uint64_t id = 0;
    // Up to eight digits a word (the line's ')' or the data's padding follows them), then the
    // byte loop: ids of six digits, as in a profile of 127,000 functions, took 40 instructions.
    numbers::readDigitsByWord(q, first, first + 8, id);
    if (q == first + 8) {
        for (unsigned digit; (digit = unsigned(static_cast<unsigned char>(*q)) - '0') <= 9; ++q)
            id = id * 10 + digit;
    }
    if (q == first || q - first > 9 || *q != ')')
        return {};
    ++q;
    const char* const afterId = q;
    q += *q == '\r';
    if (*q == '\n')
        return {q, id, {}};
    const char* newline = newlineWithin64(afterId, dataEnd);
    if (!newline) {
        // A long name (a context's, about 500 bytes): its newline within the longest line.
        const std::size_t limit =
            std::size_t(std::min(dataEnd, lineStart + maxLineLength + 1) - afterId);
        newline = static_cast<const char*>(std::memchr(afterId, '\n', limit));
        if (!newline)
            return {};
    }
    const std::string_view name =
        parsertext::trimmed(std::string_view(afterId, std::size_t(newline - afterId)));
    if (name.empty())
        return {};
    return {newline, id, name};
}

// A jump line as callgrind writes it, simple: "jump=COUNT TARGET" or "jcnd=TAKEN/EXECUTED
// TARGET", counts of at most 18 digits (or 0x-hex), the target's positions moved from `address`
// and `line`, nothing after them. Fills `jump`'s counts and target; returns its newline, or
// nullptr for anything else (which parseJumpLine reads, and explains if it is wrong).
template <bool Instr>
[[gnu::always_inline]] inline const char* readSimpleJumpLine(const char* p, Address address,
                                                             qint64 line, JumpRow& jump)
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
    q = readPositionsOfCallgrind<Instr>(q, address, line);
    if (!q || !atLineEnd(q))
        return nullptr;
    jump.toAddress = address;
    jump.toLine = LineNumber(line);
    return q + (*q == '\r');
}

} // namespace

} // namespace tally::runfields

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

namespace tally::numbers {

enum class Status
{
    Ok,
    NotANumber,
    Overflow
};

inline bool isSpace(char c)
{
    return c == ' ' || c == '\t';
}

inline bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Each byte's value as a hex digit, or -1: one load per digit (an address of a profile with
// instruction positions has a dozen).
inline constexpr std::array<signed char, 256> kHexValues = [] {
    std::array<signed char, 256> values{};
    for (int c = 0; c < 256; ++c) {
        values[std::size_t(c)] = c >= '0' && c <= '9'   ? static_cast<signed char>(c - '0')
                                 : c >= 'a' && c <= 'f' ? static_cast<signed char>(c - 'a' + 10)
                                 : c >= 'A' && c <= 'F' ? static_cast<signed char>(c - 'A' + 10)
                                                        : static_cast<signed char>(-1);
    }
    return values;
}();

inline int hexValue(char c)
{
    return kHexValues[static_cast<unsigned char>(c)];
}

// Reads the decimal digits at `p` (at most eight, stopping at the first other byte), advancing
// `p` past them, and adds them to `value` (times ten per digit), when eight bytes of
// [`begin`, `end`) can be read from `p` or, nearer the end, up to `end` (the bytes before `p`
// then dropped). Returns false, reading nothing, when the range has fewer than eight bytes.
// The digits are found and converted eight bytes at a time: a compressed id such as `(296648)`
// costs about twenty instructions instead of ten a digit.
inline bool readDigitsByWord(const char*& p, const char* begin, const char* end,
                             std::uint64_t& value)
{
    std::uint64_t word;
    if (end - p >= 8) {
        std::memcpy(&word, p, sizeof word); // little-endian: the first byte is the lowest
    } else if (end - begin >= 8 && p < end) {
        std::memcpy(&word, end - 8, sizeof word);
        word >>= 8 * (8 - (end - p)); // zeros past the end: they stop the digits
    } else {
        return false;
    }
    // A byte's high bit set where it is below '0' (the subtraction borrows) or above '9' (the
    // addition reaches 0x80); a borrow only disturbs the bytes after the first such byte.
    const std::uint64_t outside =
        ((word - 0x3030303030303030ull) | (word + 0x4646464646464646ull)) & 0x8080808080808080ull;
    const int count = outside == 0 ? 8 : std::countr_zero(outside) / 8;
    if (count == 0)
        return true;
    // The digits moved to the word's top, zeros (leading zero digits) below, then paired,
    // quadrupled and joined: the usual eight-digit conversion.
    std::uint64_t digits = (word << (8 * (8 - count))) & 0x0f0f0f0f0f0f0f0full;
    digits = (digits * 2561) >> 8;
    digits = ((digits & 0x00ff00ff00ff00ffull) * 6553601) >> 16;
    digits = ((digits & 0x0000ffff0000ffffull) * 42949672960001ull) >> 32;
    static constexpr std::uint64_t kScale[9] = {1,      10,      100,      1000,     10000,
                                                100000, 1000000, 10000000, 100000000};
    value = value * kScale[count] + digits;
    p += count;
    return true;
}

// Parses an unsigned decimal or 0x-prefixed hexadecimal number starting at `p`, advancing `p`
// past it. The number must end at `end` or a space/tab; anything else is NotANumber.
inline Status parseUnsigned(const char*& p, const char* end, std::uint64_t& value)
{
    const char* s = p;
    std::uint64_t v = 0;
    if (end - s > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        s += 2;
        const char* digits = s;
        int h;
        while (s < end && (h = hexValue(*s)) >= 0) {
            if (v >> 60)
                return Status::Overflow;
            v = (v << 4) | std::uint64_t(h);
            ++s;
        }
        if (s == digits)
            return Status::NotANumber;
    } else {
        const char* digits = s;
        while (s < end && isDigit(*s)) {
            // No division per digit: the hardware's overflow flags are cheap.
            if (__builtin_mul_overflow(v, 10u, &v) ||
                __builtin_add_overflow(v, std::uint64_t(*s - '0'), &v))
                return Status::Overflow;
            ++s;
        }
        if (s == digits)
            return Status::NotANumber;
    }
    if (s < end && !isSpace(*s))
        return Status::NotANumber;
    p = s;
    value = v;
    return Status::Ok;
}

// A cost: optionally negative. Values above INT64_MAX are read as 64-bit two's complement, as
// tools that sum unsigned counters wrap them (a real file has `summary: 18446744073705663884`).
inline Status parseCost(const char*& p, const char* end, std::int64_t& value)
{
    const bool negative = p < end && *p == '-';
    const char* s = negative ? p + 1 : p;
    std::uint64_t magnitude = 0;
    const Status status = parseUnsigned(s, end, magnitude);
    if (status != Status::Ok)
        return status;
    if (negative && magnitude > (std::uint64_t(INT64_MAX) + 1))
        return Status::Overflow;
    p = s;
    value = negative ? std::int64_t(0 - magnitude) : std::int64_t(magnitude);
    return Status::Ok;
}

inline void skipSpaces(const char*& p, const char* end)
{
    while (p < end && isSpace(*p))
        ++p;
}

} // namespace tally::numbers

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <cstdint>

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

inline int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
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

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>

// Every sum, difference and product of costs goes through these. Costs are 64-bit signed; a
// hostile file, or a producer whose unsigned counters wrapped (a real file has
// `summary: 18446744073705663884`, read as a small negative number, see
// core/callgrind/NumberParsing.h), can make a sum pass the 64-bit range. Such a sum saturates
// at the nearest end of the range instead of wrapping to a number of the other sign (two costs
// of 9223372036854775807 used to total -2), and the functions that add a file's cost lines say
// so, for a `file:line` warning. Negative numbers that wrapped counters produce add up as they
// should: they never pass the range.
namespace tally::costmath {

inline constexpr Cost kMaximum = std::numeric_limits<Cost>::max();
inline constexpr Cost kMinimum = std::numeric_limits<Cost>::min();

constexpr Cost add(Cost a, Cost b)
{
    Cost sum = 0;
    if (__builtin_add_overflow(a, b, &sum))
        return b > 0 ? kMaximum : kMinimum;
    return sum;
}

constexpr Cost subtract(Cost a, Cost b)
{
    Cost difference = 0;
    if (__builtin_sub_overflow(a, b, &difference))
        return b < 0 ? kMaximum : kMinimum;
    return difference;
}

constexpr Cost multiply(Cost a, Cost b)
{
    Cost product = 0;
    if (__builtin_mul_overflow(a, b, &product))
        return (a < 0) != (b < 0) ? kMinimum : kMaximum;
    return product;
}

// cost * ratio rounded to the nearest (a share of a cost), saturating. A cost at the range's end
// is 2^63 as a double, one past INT64_MAX: std::llround of it is undefined (INT64_MIN on x86, a
// share of the other sign).
inline Cost scale(Cost cost, double ratio)
{
    constexpr double kEnd = 9223372036854775808.0; // 2^63
    const double product = std::round(double(cost) * ratio);
    if (product >= kEnd)
        return kMaximum;
    if (product < -kEnd)
        return kMinimum;
    return Cost(product);
}

// total += value, saturating; true when the sum passed the range (and was capped).
constexpr bool addTo(Cost& total, Cost value)
{
    Cost sum = 0;
    if (__builtin_add_overflow(total, value, &sum)) {
        total = value > 0 ? kMaximum : kMinimum;
        return true;
    }
    total = sum;
    return false;
}

// target[e] += source[e] for every e of `source`; `target` holds at least as many. True when
// any sum was capped.
constexpr bool addRow(Cost* target, std::span<const Cost> source)
{
    bool capped = false;
    for (std::size_t e = 0; e < source.size(); ++e)
        capped |= addTo(target[e], source[e]);
    return capped;
}

// Call and jump counts are unsigned 64 bits; their sums saturate too (a wrap would turn a huge
// count into a small one).
inline constexpr Count kMaximumCount = std::numeric_limits<Count>::max();

// total += value, saturating; true when the sum passed the range (and was capped).
constexpr bool addCountTo(Count& total, Count value)
{
    Count sum = 0;
    if (__builtin_add_overflow(total, value, &sum)) {
        total = kMaximumCount;
        return true;
    }
    total = sum;
    return false;
}

} // namespace tally::costmath

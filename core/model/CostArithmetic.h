// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <cstddef>
#include <cstdint>
#include <span>

// Every sum, difference and product of costs goes through these. Costs are 64-bit two's
// complement, and a hostile file, or a producer whose unsigned counters wrapped (a real file has
// `summary: 18446744073705663884`, see core/callgrind/NumberParsing.h), can make a sum overflow.
// Signed overflow is undefined behaviour, so the arithmetic is done in unsigned 64 bits, which
// wraps like the producers' counters; converting back to Cost is modular since C++20. Keeping
// it in one place lets a later change make these sums saturate (and warn) without a hunt.
namespace tally::costmath {

constexpr Cost add(Cost a, Cost b)
{
    return Cost(std::uint64_t(a) + std::uint64_t(b));
}

constexpr Cost subtract(Cost a, Cost b)
{
    return Cost(std::uint64_t(a) - std::uint64_t(b));
}

constexpr Cost multiply(Cost a, Cost b)
{
    return Cost(std::uint64_t(a) * std::uint64_t(b));
}

constexpr void addTo(Cost& total, Cost value)
{
    total = add(total, value);
}

// target[e] += source[e] for every e of `source`; `target` holds at least as many.
constexpr void addRow(Cost* target, std::span<const Cost> source)
{
    for (std::size_t e = 0; e < source.size(); ++e)
        addTo(target[e], source[e]);
}

} // namespace tally::costmath

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <bit>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

namespace tally {

// Ordering hundreds of thousands of rows by one number each, as a click on a list's header does.
// A comparison sort of 559,000 (key, place) pairs took about 50 ms, most of a click's time; a
// stable radix sort reads each key a few times and compares none.
namespace keyorder {

// The places 0 .. keys.size() - 1 ordered by their keys, ascending or descending; places with
// equal keys stay in their own order, whichever the direction. Bytes that every key shares
// cost one read.
std::vector<std::uint32_t> ordered(std::span<const std::int64_t> keys, bool descending);

// A key that orders as `value` does among numbers (not NaN): the bits of a double, those of a
// negative one turned so that a larger magnitude comes first. Zero and minus zero are one key.
inline std::int64_t keyOf(double value)
{
    const auto bits = std::bit_cast<std::int64_t>(value == 0 ? 0.0 : value);
    return bits >= 0 ? bits : bits ^ std::numeric_limits<std::int64_t>::max();
}

} // namespace keyorder

} // namespace tally

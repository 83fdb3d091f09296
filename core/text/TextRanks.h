// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <span>
#include <string_view>
#include <vector>

namespace tally::textranks {

// The rank of each of `count` items under `compare` (<0, 0, >0); equal items share a rank. A
// list's texts (names, locations) are compared once, here, and a sort by them orders numbers
// (keyorder): not the texts again at each click on a header.
template <typename Compare>
std::vector<std::uint32_t> ranksOf(std::size_t count, Compare compare)
{
    std::vector<std::uint32_t> order(count);
    std::iota(order.begin(), order.end(), 0U);
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        const int c = compare(a, b);
        return c != 0 ? c < 0 : a < b;
    });
    std::vector<std::uint32_t> ranks(count);
    std::uint32_t rank = 0;
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0 && compare(order[i - 1], order[i]) != 0)
            rank = std::uint32_t(i);
        ranks[order[i]] = rank;
    }
    return ranks;
}

// The rank of each of `names` (UTF-8) ignoring ASCII case, as ranksOf() with caseless::compare
// gives them: how the flat profile and the comparison sort names, without a QString for each of
// 127,000 of them. Sorted eight folded bytes at a time (TextRanks.cpp), not by comparisons.
std::vector<std::uint32_t> caselessRanks(std::span<const std::string_view> names);

} // namespace tally::textranks

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace tally {

namespace stablesort {

// Sorts `items` by key(item), an unsigned 64-bit number, keeping the order of equal keys: a
// radix sort of kBits a pass over the low kDigits digits (the keys agree above them), without
// the passes of digits that all keys share.
template <int kBits, int kDigits, typename Item, typename Key>
void stableSortByKeyIn(std::vector<Item>& items, std::vector<Item>& scratch, Key key)
{
    constexpr std::size_t kBuckets = std::size_t(1) << kBits;
    constexpr std::uint64_t kMask = kBuckets - 1;
    std::vector<std::uint32_t> counts(kDigits * kBuckets, 0);
    for (const Item& item : items) {
        const std::uint64_t k = key(item);
        for (int d = 0; d < kDigits; ++d)
            ++counts[std::size_t(d) * kBuckets + ((k >> (d * kBits)) & kMask)];
    }
    scratch.resize(items.size());
    for (int d = 0; d < kDigits; ++d) {
        std::uint32_t* const count = counts.data() + std::size_t(d) * kBuckets;
        if (count[(key(items.front()) >> (d * kBits)) & kMask] == items.size())
            continue;
        std::uint32_t sum = 0;
        for (std::size_t b = 0; b < kBuckets; ++b)
            sum += std::exchange(count[b], sum);
        for (const Item& item : items)
            scratch[count[(key(item) >> (d * kBits)) & kMask]++] = item;
        items.swap(scratch);
    }
}

// Only the digits up to the highest where some keys differ are counted (and their counters
// made and zeroed: 65,536 a digit of 16 bits): two of four for costs below 2^32.
template <int kBits, typename Item, typename Key>
void stableSortByKeyOf(std::vector<Item>& items, std::vector<Item>& scratch, Key key)
{
    const std::uint64_t first = key(items.front());
    std::uint64_t differ = 0;
    for (const Item& item : items)
        differ |= key(item) ^ first;
    if (differ == 0)
        return;
    const int digits = (std::bit_width(differ) + kBits - 1) / kBits;
    constexpr int kMost = (64 + kBits - 1) / kBits;
    if constexpr (kMost == 4) {
        switch (digits) {
        case 1:
            return stableSortByKeyIn<kBits, 1>(items, scratch, key);
        case 2:
            return stableSortByKeyIn<kBits, 2>(items, scratch, key);
        case 3:
            return stableSortByKeyIn<kBits, 3>(items, scratch, key);
        default:
            return stableSortByKeyIn<kBits, 4>(items, scratch, key);
        }
    } else {
        if (digits <= 3)
            return stableSortByKeyIn<kBits, 3>(items, scratch, key);
        return stableSortByKeyIn<kBits, kMost>(items, scratch, key);
    }
}

} // namespace stablesort

// 16 bits a pass for many rows (two passes for a cost below 2^32: 127,000 rows took 18 M
// instructions in passes of 11 bits, 11 M so), 11 for fewer, whose 65,536 counters a pass would
// cost more than their rows.
template <typename Item, typename Key>
void stableSortByKey(std::vector<Item>& items, std::vector<Item>& scratch, Key key)
{
    if (items.size() < 2)
        return;
    if (items.size() >= 32768)
        stablesort::stableSortByKeyOf<16>(items, scratch, key);
    else
        stablesort::stableSortByKeyOf<11>(items, scratch, key);
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/common/KeyOrder.h"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>
#include <utility>

namespace tally::keyorder {

namespace {

constexpr std::size_t kValues = 256;

template <typename Key>
std::size_t byteOf(Key key, int byte)
{
    return std::size_t(key >> (8 * byte)) & (kValues - 1);
}

// Stable least-significant-byte-first radix sort of `items` (each with `key` and `place`) by
// the first `bytes` bytes of their keys; bytes every key shares cost one counting pass.
template <typename Item>
void sortByBytes(std::vector<Item>& items, int bytes)
{
    const std::size_t size = items.size();
    std::vector<std::array<std::size_t, kValues>> counts(static_cast<std::size_t>(bytes));
    for (const Item& item : items) {
        for (int byte = 0; byte < bytes; ++byte)
            ++counts[std::size_t(byte)][byteOf(item.key, byte)];
    }
    std::vector<Item> spare(size);
    for (int byte = 0; byte < bytes; ++byte) {
        std::array<std::size_t, kValues>& count = counts[std::size_t(byte)];
        if (count[byteOf(items.front().key, byte)] == size)
            continue; // every key has this byte
        std::size_t next = 0;
        for (std::size_t& slot : count)
            next += std::exchange(slot, next);
        for (const Item& item : items)
            spare[count[byteOf(item.key, byte)]++] = item;
        items.swap(spare);
    }
}

template <typename Item>
std::vector<std::uint32_t> placesOf(const std::vector<Item>& items)
{
    std::vector<std::uint32_t> places(items.size());
    for (std::size_t i = 0; i < items.size(); ++i)
        places[i] = items[i].place;
    return places;
}

} // namespace

std::vector<std::uint32_t> ordered(std::span<const std::int64_t> keys, bool descending)
{
    const std::size_t size = keys.size();
    if (size == 0)
        return {};
    // Signed keys in unsigned order (the sign bit flipped); descending as the complement, so
    // that ties keep their places' order in both directions.
    auto unsignedKey = [descending](std::int64_t key) {
        const std::uint64_t flipped = std::uint64_t(key) ^ (std::uint64_t(1) << 63);
        return descending ? ~flipped : flipped;
    };
    std::uint64_t lowest = ~std::uint64_t(0);
    std::uint64_t highest = 0;
    for (const std::int64_t key : keys) {
        lowest = std::min(lowest, unsignedKey(key));
        highest = std::max(highest, unsignedKey(key));
    }
    // Only the bytes of the keys' range are sorted by; a range of 32 bits (costs below four
    // billion, ranks) sorts eight-byte items, half the memory each pass moves.
    const std::uint64_t range = highest - lowest;
    const int bytes = (std::bit_width(range) + 7) / 8;
    if (range <= std::numeric_limits<std::uint32_t>::max()) {
        struct Narrow
        {
            std::uint32_t key;
            std::uint32_t place;
        };
        std::vector<Narrow> items(size);
        for (std::size_t place = 0; place < size; ++place)
            items[place] = {std::uint32_t(unsignedKey(keys[place]) - lowest), std::uint32_t(place)};
        sortByBytes(items, bytes);
        return placesOf(items);
    }
    struct Wide
    {
        std::uint64_t key;
        std::uint32_t place;
    };
    std::vector<Wide> items(size);
    for (std::size_t place = 0; place < size; ++place)
        items[place] = {unsignedKey(keys[place]) - lowest, std::uint32_t(place)};
    sortByBytes(items, bytes);
    return placesOf(items);
}

} // namespace tally::keyorder

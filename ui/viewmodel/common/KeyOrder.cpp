// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/common/KeyOrder.h"

#include "core/model/StableSortByKey.h"

#include <algorithm>
#include <limits>

namespace tally::keyorder {

namespace {

// The places of `items` (each with `key` and `place`) in the stable order of their keys: the
// radix sort the report's rows use (stableSortByKey), whose passes skip the bits every key
// shares.
template <typename Item>
std::vector<std::uint32_t> placesInOrder(std::vector<Item>& items)
{
    std::vector<Item> spare;
    stableSortByKey(items, spare, [](const Item& item) { return std::uint64_t(item.key); });
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
    // Keys less the lowest: only the bits of their range are sorted by, and a range of 32 bits
    // (costs below four billion, ranks) sorts eight-byte items, half the memory a pass moves.
    const std::uint64_t range = highest - lowest;
    if (range <= std::numeric_limits<std::uint32_t>::max()) {
        struct Narrow
        {
            std::uint32_t key;
            std::uint32_t place;
        };
        std::vector<Narrow> items(size);
        for (std::size_t place = 0; place < size; ++place)
            items[place] = {std::uint32_t(unsignedKey(keys[place]) - lowest), std::uint32_t(place)};
        return placesInOrder(items);
    }
    struct Wide
    {
        std::uint64_t key;
        std::uint32_t place;
    };
    std::vector<Wide> items(size);
    for (std::size_t place = 0; place < size; ++place)
        items[place] = {unsignedKey(keys[place]) - lowest, std::uint32_t(place)};
    return placesInOrder(items);
}

} // namespace tally::keyorder

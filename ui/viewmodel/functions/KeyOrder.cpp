// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/KeyOrder.h"

#include <array>
#include <utility>

namespace tally::keyorder {

namespace {

struct Item
{
    std::uint64_t key;
    std::uint32_t place;
};

constexpr int kBytes = 8;
constexpr std::size_t kValues = 256;

std::size_t byteOf(std::uint64_t key, int byte)
{
    return std::size_t(key >> (8 * byte)) & (kValues - 1);
}

} // namespace

std::vector<std::uint32_t> ordered(std::span<const std::int64_t> keys, bool descending)
{
    const std::size_t size = keys.size();
    // Signed keys in unsigned order (the sign bit flipped); descending as the complement, so
    // that ties keep their places' order in both directions.
    std::vector<Item> items(size);
    std::vector<std::array<std::size_t, kValues>> counts(kBytes);
    for (std::size_t place = 0; place < size; ++place) {
        std::uint64_t key = std::uint64_t(keys[place]) ^ (std::uint64_t(1) << 63);
        if (descending)
            key = ~key;
        items[place] = {key, std::uint32_t(place)};
        for (int byte = 0; byte < kBytes; ++byte)
            ++counts[std::size_t(byte)][byteOf(key, byte)];
    }
    // Least significant byte first: each pass keeps the order of the one before among equal
    // bytes, which makes the whole sort stable.
    std::vector<Item> spare(size);
    for (int byte = 0; byte < kBytes && size > 1; ++byte) {
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
    std::vector<std::uint32_t> places(size);
    for (std::size_t i = 0; i < size; ++i)
        places[i] = items[i].place;
    return places;
}

} // namespace tally::keyorder

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <cstddef>

// Asking for memory a scan reads a few items later, for the scans a keystroke starts over every
// name (the filter's, Go to Function's): each of 127,000 names of 490 bytes is read at one place,
// a cache miss for nearly every one, waited for in turn unless asked for ahead. Asked 16 items
// ahead, a filter keystroke's matching took 2-4.5 ms where it took 5.6-9.2 (4 to 64 ahead were
// tried, 16 to 64 within each other's spread).
namespace tally::readahead {

constexpr std::size_t kItems = 16;

// Asks for addressAt(at + distance), when that item is before `end`. Inline: GCC took a function
// that only prefetches for one without effects, and dropped its calls (Go to Function's first
// read-ahead never ran).
template <typename AddressAt>
[[gnu::always_inline]] inline void ask(std::size_t at, std::size_t end, std::size_t distance,
                                       AddressAt addressAt)
{
    if (at + distance < end)
        __builtin_prefetch(addressAt(at + distance));
}

} // namespace tally::readahead

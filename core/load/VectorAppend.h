// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/ResidentPages.h"
#include "core/model/Types.h"

#include <algorithm>
#include <cstddef>
#include <type_traits>
#include <vector>

// Appending to the builder's row and cost vectors in its hot paths: stores inline, growth out of
// line (the detail tables, the part rows).

namespace tally {

// A copy of `values` with room for `capacity` of them, the pages the values are copied to (and
// the next `appended` values' after them) made resident in one call first, not by a page fault
// each (residentpages::prefault): the one way the loader moves a table to a new block.
template <typename T>
std::vector<T> residentCopy(const std::vector<T>& values, std::size_t capacity,
                            std::size_t appended = 0)
{
    static_assert(std::is_trivially_copyable_v<T>);
    std::vector<T> copy;
    copy.reserve(std::max(capacity, values.size()));
    residentpages::prefault(copy.data(),
                            std::min(values.size() + appended, copy.capacity()) * sizeof(T));
    copy.insert(copy.end(), values.begin(), values.end());
    return copy;
}

// values.reserve(capacity), through residentCopy.
template <typename T>
void reserveResident(std::vector<T>& values, std::size_t capacity)
{
    if (capacity > values.capacity())
        values = residentCopy(values, capacity);
}

// Room for `count` more values about to be appended: the pages of those copied and of those
// appended made resident in one call each (a join appends another piece's rows whole).
template <typename T>
void reserveToAppend(std::vector<T>& values, std::size_t count)
{
    const std::size_t size = values.size();
    if (size + count > values.capacity())
        values = residentCopy(values, size + count, count);
    else
        residentpages::prefault(values.data() + size, count * sizeof(T));
}

// values.resize(size, value), the pages it grows into made resident in one call first.
template <typename T>
void resizeResident(std::vector<T>& values, std::size_t size, const T& value)
{
    if (size <= values.size()) {
        values.resize(size);
        return;
    }
    reserveToAppend(values, size - values.size());
    values.resize(size, value);
}

// A room set aside ahead for a table is kept (its unused pages given back) while it is at most
// this many times the values it holds; a larger one is address space kept for nothing.
inline constexpr std::size_t kRoomKeptFactor = 4;

// The vector, without the growth's slack when that is large (it would be kept for the
// profile's lifetime): shrink_to_fit() through residentCopy. A slack of 64 KB or more in a room
// at most kRoomKeptFactor times the values is room set aside ahead (expectBytes) rather than
// grown into: its whole pages are given back instead of copying the values away, which would
// cost a copy at the end of every load (the part call rows of cut300's report, 19 MB: 50-58 ms).
// A room many times the values (a file sparser than expectBytes guessed) is copied away: the
// copy is a fraction of the room, and reserved address space counts under strict overcommit.
template <typename T>
std::vector<T> shrunk(std::vector<T>& values)
{
    constexpr std::size_t kReleasedSlackBytes = std::size_t(64) << 10;
    const std::size_t size = values.size();
    const std::size_t slack = values.capacity() - size;
    if (slack * sizeof(T) >= kReleasedSlackBytes && values.capacity() <= kRoomKeptFactor * size) {
        residentpages::release(values.data() + size, slack * sizeof(T));
        return std::move(values);
    }
    if (slack > size / 8)
        return residentCopy(values, size);
    return std::move(values);
}

// Room for at least one more value: the vector's doubling, out of line.
template <typename T>
[[gnu::noinline]] void makeRoomForOneMore(std::vector<T>& values)
{
    reserveResident(values, std::max<std::size_t>(2 * values.capacity(), 16));
}

// Appends `value`: inline, a store and the size, while there is room (the detail tables' room
// is set aside ahead, expectBytes). A plain push_back was left out of line by the compiler in
// the loader's hottest callers (a call for every row added: 6 M instructions on first4m).
template <typename T>
[[gnu::always_inline]] inline void appendValue(std::vector<T>& values, const T& value)
{
    if (values.size() == values.capacity()) [[unlikely]]
        makeRoomForOneMore(values);
    if (values.size() >= values.capacity())
        __builtin_unreachable(); // what push_back would otherwise grow again
    values.push_back(value);
}

// Appends `value` where the caller knows there is room: a store and the size.
template <typename T>
[[gnu::always_inline]] inline void appendInRoom(std::vector<T>& values, const T& value)
{
    if (values.end() == values.begin() + values.capacity())
        __builtin_unreachable(); // (in push_back's own terms: its growth is left out)
    values.push_back(value);
}

[[gnu::noinline]] inline void appendManyZeros(std::vector<Cost>& costs, int count)
{
    costs.resize(costs.size() + std::size_t(count), 0);
}

// Appends `count` zero costs: one store, inline, in the common case of one event (a resize is
// a call that costs more than the row it adds).
[[gnu::always_inline]] inline void appendZeros(std::vector<Cost>& costs, int count)
{
    if (count == 1) [[likely]]
        appendValue(costs, Cost(0));
    else if (count != 0) // (jumps have none)
        appendManyZeros(costs, count);
}

} // namespace tally

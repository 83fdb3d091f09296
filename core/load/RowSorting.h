// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

// The builder's rows put in order within each function (ProfileBuilder.cpp, for call sites and
// jumps; ProfileBuilderLines.cpp, for line rows), and its tables handed to the profile.
namespace tally::rowsorting {

// Puts rows [begin, end) and their costs in a new order: the i-th becomes the one that was at
// begin + from(i).
// Not inline: whether the compiler inlined its copies into sortEachFunctionsLineRows changed with
// unrelated code elsewhere in its file, by 0.9 M instructions on first4m.callgrind.
template <typename Row, typename From>
[[gnu::noinline]] void permuteRows(std::vector<Row>& rows, std::vector<Cost>& costs, int width,
                                   std::size_t begin, std::size_t end, From from,
                                   std::vector<Row>& rowScratch, std::vector<Cost>& costScratch)
{
    rowScratch.assign(rows.begin() + std::ptrdiff_t(begin), rows.begin() + std::ptrdiff_t(end));
    costScratch.assign(costs.begin() + std::ptrdiff_t(begin * width),
                       costs.begin() + std::ptrdiff_t(end * width));
    for (std::size_t i = 0; i < end - begin; ++i) {
        const std::size_t was = from(i);
        rows[begin + i] = rowScratch[was];
        if (width == 1)
            costs[begin + i] = costScratch[was]; // not a call to copy one value
        else
            std::copy_n(costScratch.begin() + std::ptrdiff_t(was * width), width,
                        costs.begin() + std::ptrdiff_t((begin + i) * width));
    }
}

// Sorts rows [begin, end), known not to be in order, and their costs by `keyOf(row)`. The keys
// are sorted with their rows' places beside them, by value: a comparison reads no row (a sort
// through the rows' indexes read two rows of a large table for each, a cache miss or two). Keys
// are distinct (each row's is its identity within its function): the order is the only one.
// `keyAt(i)`: row i's key.
template <typename Row, typename KeyAt, typename Key>
void sortUnorderedRows(std::vector<Row>& rows, std::vector<Cost>& costs, int width,
                       std::size_t begin, std::size_t end, KeyAt keyAt,
                       std::vector<std::pair<Key, std::uint32_t>>& order,
                       std::vector<Row>& rowScratch, std::vector<Cost>& costScratch)
{
    order.clear();
    for (std::size_t i = begin; i < end; ++i)
        order.emplace_back(keyAt(i), std::uint32_t(i - begin));
    std::sort(order.begin(), order.end(),
              [](const auto& x, const auto& y) { return x.first < y.first; });
    permuteRows(
        rows, costs, width, begin, end, [&](std::size_t i) { return order[i].second; }, rowScratch,
        costScratch);
}

// sortUnorderedRows, unless the rows are in order already (most functions' are).
template <typename Row, typename KeyOf, typename Key>
void sortRows(std::vector<Row>& rows, std::vector<Cost>& costs, int width, std::size_t begin,
              std::size_t end, KeyOf keyOf, std::vector<std::pair<Key, std::uint32_t>>& order,
              std::vector<Row>& rowScratch, std::vector<Cost>& costScratch)
{
    if (!std::is_sorted(rows.begin() + std::ptrdiff_t(begin), rows.begin() + std::ptrdiff_t(end),
                        [&](const Row& x, const Row& y) { return keyOf(x) < keyOf(y); }))
        sortUnorderedRows(
            rows, costs, width, begin, end, [&](std::size_t i) { return keyOf(rows[i]); }, order,
            rowScratch, costScratch);
}

// The vector, without the growth's slack when that is large: it would be kept for the profile's
// lifetime.
template <typename T>
std::vector<T> shrunk(std::vector<T>& values)
{
    if (values.capacity() - values.size() > values.size() / 8)
        values.shrink_to_fit();
    return std::move(values);
}

} // namespace tally::rowsorting

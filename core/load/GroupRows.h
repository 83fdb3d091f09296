// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tally::rowgrouping {

// Puts `rows` and their costs (`width` a row) in order of their owners' indexes, each owner's in
// the order they were added; `begins[f]` is owner f's first row once grouped. Rows already in
// that order stay where they are. Otherwise each row's place is worked out first, then rows and
// costs are scattered there, one array after the other (a second copy of only one at a time: in
// place, by following the permutation's cycles, took four times as long, each step waiting for
// the cache miss before it). With `keepRoom`, the new arrays keep the old ones' capacity
// (address space set aside for rows a join may add). `addresses`, when given and not empty, are
// the rows' address column, put in the same order.
template <typename Row, typename OwnerIndex>
void groupByOwner(std::vector<Row>& rows, std::vector<Cost>& costs, int width,
                  const std::vector<std::size_t>& begins, OwnerIndex ownerIndex,
                  bool keepRoom = false, std::vector<Address>* addresses = nullptr)
{
    bool grouped = true;
    for (std::size_t i = 1; i < rows.size() && grouped; ++i)
        grouped = ownerIndex(rows[i - 1]) <= ownerIndex(rows[i]);
    if (grouped)
        return;
    std::vector<std::uint32_t> target(rows.size());
    {
        std::vector<std::size_t> next(begins.begin(), begins.end() - 1);
        for (std::size_t i = 0; i < rows.size(); ++i)
            target[i] = std::uint32_t(next[ownerIndex(rows[i])]++);
    }
    {
        std::vector<Row> moved;
        moved.reserve(keepRoom ? rows.capacity() : rows.size());
        moved.resize(rows.size());
        for (std::size_t i = 0; i < target.size(); ++i)
            moved[target[i]] = rows[i];
        rows = std::move(moved);
    }
    if (addresses && !addresses->empty()) {
        std::vector<Address> moved;
        moved.reserve(keepRoom ? addresses->capacity() : addresses->size());
        moved.resize(addresses->size());
        for (std::size_t i = 0; i < target.size(); ++i)
            moved[target[i]] = (*addresses)[i];
        *addresses = std::move(moved);
    }
    if (width <= 0)
        return;
    std::vector<Cost> moved;
    moved.reserve(keepRoom ? costs.capacity() : costs.size());
    moved.resize(costs.size());
    if (width == 1) {
        // A copy of one value, not a call to copy one (most profiles have one event).
        for (std::size_t i = 0; i < target.size(); ++i)
            moved[target[i]] = costs[i];
    } else {
        for (std::size_t i = 0; i < target.size(); ++i)
            std::copy_n(costs.begin() + std::ptrdiff_t(i * std::size_t(width)), width,
                        moved.begin() +
                            std::ptrdiff_t(std::size_t(target[i]) * std::size_t(width)));
    }
    costs = std::move(moved);
}

} // namespace tally::rowgrouping

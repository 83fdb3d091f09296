// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/ResidentPages.h"
#include "core/model/Types.h"

#include <algorithm>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <memory>
#include <span>
#include <vector>

namespace tally::rowgrouping {

// The order that puts `rows` in order of their owners' indexes, each owner's in the order they
// were added: the t-th row so grouped is rows[order[t]] (`begins[f]`: owner f's first place).
// Not zeroed first, as a vector would be: each place is written once.
template <typename Row, typename OwnerIndex>
std::unique_ptr<std::uint32_t[]> groupedOrder(const std::vector<Row>& rows,
                                              const std::vector<std::size_t>& begins,
                                              OwnerIndex ownerIndex)
{
    auto order = std::make_unique_for_overwrite<std::uint32_t[]>(rows.size());
    residentpages::prefault(order.get(), rows.size() * sizeof(std::uint32_t)); // all written
    std::vector<std::size_t> next(begins.begin(), begins.end() - 1);
    // By runs of one owner's rows (a block of cost lines adds a run): its places in one go.
    for (std::size_t i = 0; i < rows.size();) {
        const auto owner = ownerIndex(rows[i]);
        std::size_t end = i + 1;
        while (end < rows.size() && ownerIndex(rows[end]) == owner)
            ++end;
        std::uint32_t* out = order.get() + next[owner];
        next[owner] += end - i;
        for (; i < end; ++i)
            *out++ = std::uint32_t(i);
    }
    return order;
}

// Reads values[order[0]], values[order[1]], ...: a range for vector's insert, which copies it in
// a plain loop once it knows its length (random access: without a pass to count it). Not a
// std::views::transform, which clang's ranges cannot build on libstdc++ 12.
template <typename T>
class GatherIterator
{
public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = T;
    using difference_type = std::ptrdiff_t;
    using pointer = const T*;
    using reference = const T&;

    GatherIterator(const T* values, const std::uint32_t* at) : m_values(values), m_at(at) {}
    reference operator*() const { return m_values[*m_at]; }
    pointer operator->() const { return m_values + *m_at; }
    reference operator[](difference_type n) const { return m_values[m_at[n]]; }
    GatherIterator& operator++()
    {
        ++m_at;
        return *this;
    }
    GatherIterator operator++(int)
    {
        GatherIterator was = *this;
        ++m_at;
        return was;
    }
    GatherIterator& operator--()
    {
        --m_at;
        return *this;
    }
    GatherIterator operator--(int)
    {
        GatherIterator was = *this;
        --m_at;
        return was;
    }
    GatherIterator& operator+=(difference_type n)
    {
        m_at += n;
        return *this;
    }
    GatherIterator& operator-=(difference_type n)
    {
        m_at -= n;
        return *this;
    }
    friend GatherIterator operator+(GatherIterator it, difference_type n) { return it += n; }
    friend GatherIterator operator+(difference_type n, GatherIterator it) { return it += n; }
    friend GatherIterator operator-(GatherIterator it, difference_type n) { return it -= n; }
    friend difference_type operator-(const GatherIterator& a, const GatherIterator& b)
    {
        return a.m_at - b.m_at;
    }
    friend bool operator==(const GatherIterator& a, const GatherIterator& b)
    {
        return a.m_at == b.m_at;
    }
    friend auto operator<=>(const GatherIterator& a, const GatherIterator& b)
    {
        return a.m_at <=> b.m_at;
    }

private:
    const T* m_values;
    const std::uint32_t* m_at;
};

// `values` in `order` (groupedOrder's), `width` values a row, as a new vector with room for
// `capacity` values. Each value is copied to its place as the vector grows: no zeroing of the
// new vector first (a scatter into a resized one wrote every byte twice).
template <typename T>
std::vector<T> gathered(const std::vector<T>& values, const std::uint32_t* order, std::size_t count,
                        std::size_t width, std::size_t capacity)
{
    std::vector<T> result;
    result.reserve(std::max(capacity, count * width));
    residentpages::prefault(result.data(), count * width * sizeof(T)); // all written
    if (width == 1) {
        result.insert(result.end(), GatherIterator<T>(values.data(), order),
                      GatherIterator<T>(values.data(), order + count));
    } else {
        for (std::size_t t = 0; t < count; ++t) {
            const auto first = values.begin() + std::ptrdiff_t(order[t] * width);
            result.insert(result.end(), first, first + std::ptrdiff_t(width));
        }
    }
    return result;
}

// Puts `rows` and their costs (`width` a row) in order of their owners' indexes, each owner's in
// the order they were added; `begins[f]` is owner f's first row once grouped. Rows already in
// that order stay where they are. Otherwise each row's place is worked out first, then rows and
// costs are gathered there, one array after the other (a second copy of only one at a time: in
// place, by following the permutation's cycles, took four times as long, each step waiting for
// the cache miss before it); the new arrays have room for their rows only. `addresses`, when
// given and not empty, are the rows' address column, put in the same order.
template <typename Row, typename OwnerIndex>
void groupByOwner(std::vector<Row>& rows, std::vector<Cost>& costs, int width,
                  const std::vector<std::size_t>& begins, OwnerIndex ownerIndex,
                  std::vector<Address>* addresses = nullptr)
{
    bool grouped = true;
    for (std::size_t i = 1; i < rows.size() && grouped; ++i)
        grouped = ownerIndex(rows[i - 1]) <= ownerIndex(rows[i]);
    if (grouped)
        return;
    const auto order = groupedOrder(rows, begins, ownerIndex);
    const std::size_t count = rows.size();
    rows = gathered(rows, order.get(), count, 1, 0);
    if (addresses && !addresses->empty())
        *addresses = gathered(*addresses, order.get(), count, 1, 0);
    if (width > 0)
        costs = gathered(costs, order.get(), count, std::size_t(width), 0);
}

} // namespace tally::rowgrouping

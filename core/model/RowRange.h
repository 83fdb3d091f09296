// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/CostTable.h"

#include <QtGlobal>

#include <cstddef>
#include <iterator>
#include <span>

namespace tally {

// A run of a Profile's rows (one part's function rows, one function's line rows, ...) together
// with their costs, which live in a CostTable beside the rows: callers walk both without knowing
// where the run starts in the table. Iterating yields {row, costs} pairs:
//   for (const auto& [line, costs] : profile.lines(function)) ...
template <typename Row>
class RowRange
{
public:
    struct Entry
    {
        const Row& row;
        std::span<const Cost> costs;
    };

    class iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Entry;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = Entry;

        iterator() = default;
        iterator(const RowRange* range, std::size_t index) : m_range(range), m_index(index) {}
        Entry operator*() const { return {m_range->row(m_index), m_range->costs(m_index)}; }
        iterator& operator++()
        {
            ++m_index;
            return *this;
        }
        iterator operator++(int)
        {
            iterator before = *this;
            ++m_index;
            return before;
        }
        bool operator==(const iterator& other) const { return m_index == other.m_index; }

    private:
        const RowRange* m_range = nullptr;
        std::size_t m_index = 0;
    };

    RowRange() = default;
    // `rows` are rows firstRow .. firstRow + rows.size() of the table `costs` belongs to.
    RowRange(std::span<const Row> rows, const CostTable& costs, std::size_t firstRow)
        : m_rows(rows), m_costs(&costs), m_firstRow(firstRow)
    {
        Q_ASSERT(firstRow + rows.size() <= costs.rowCount());
    }

    std::size_t size() const { return m_rows.size(); }
    bool empty() const { return m_rows.empty(); }
    std::span<const Row> rows() const { return m_rows; }
    const Row& row(std::size_t index) const
    {
        Q_ASSERT(index < m_rows.size());
        return m_rows[index];
    }
    std::span<const Cost> costs(std::size_t index) const
    {
        Q_ASSERT(index < m_rows.size());
        return m_costs->row(m_firstRow + index);
    }
    iterator begin() const { return iterator(this, 0); }
    iterator end() const { return iterator(this, m_rows.size()); }

private:
    std::span<const Row> m_rows;
    const CostTable* m_costs = nullptr;
    std::size_t m_firstRow = 0;
};

} // namespace tally

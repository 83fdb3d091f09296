// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/CostTable.h"
#include "core/model/CountingIterator.h"

#include <QtGlobal>

#include <cstddef>
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

    struct EntryAt
    {
        const RowRange* range = nullptr;
        Entry operator()(std::size_t index) const
        {
            return {range->row(index), range->costs(index)};
        }
    };
    using iterator = CountingIterator<EntryAt>;

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
    iterator begin() const { return iterator(EntryAt{this}, 0); }
    iterator end() const { return iterator(EntryAt{this}, m_rows.size()); }

private:
    std::span<const Row> m_rows;
    const CostTable* m_costs = nullptr;
    std::size_t m_firstRow = 0;
};

} // namespace tally

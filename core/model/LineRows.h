// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/CostTable.h"
#include "core/model/CountingIterator.h"
#include "core/model/ProfileData.h"

#include <QtGlobal>

#include <cstddef>
#include <span>

namespace tally {

// One function's line rows with their costs, as RowRange<LineCostRow> would give them: each row
// is put together from the table's LineRow and its address (0 when the profile has none), so
// it comes by value.
class LineRows
{
public:
    struct Entry
    {
        LineCostRow row;
        std::span<const Cost> costs;
    };

    struct EntryAt
    {
        const LineRows* range = nullptr;
        Entry operator()(std::size_t index) const
        {
            return {range->row(index), range->costs(index)};
        }
    };
    using iterator = CountingIterator<EntryAt>;

    LineRows() = default;
    // `rows` are rows firstRow .. firstRow + rows.size() of the table `costs` belongs to;
    // `addresses` theirs, or empty when all are 0.
    LineRows(std::span<const LineRow> rows, std::span<const Address> addresses,
             const CostTable& costs, std::size_t firstRow)
        : m_rows(rows), m_addresses(addresses), m_costs(&costs), m_firstRow(firstRow)
    {
        Q_ASSERT(firstRow + rows.size() <= costs.rowCount());
        Q_ASSERT(addresses.empty() || addresses.size() == rows.size());
    }

    std::size_t size() const { return m_rows.size(); }
    bool empty() const { return m_rows.empty(); }
    LineCostRow row(std::size_t index) const
    {
        Q_ASSERT(index < m_rows.size());
        const LineRow& row = m_rows[index];
        return {row.function, row.file, row.line,
                m_addresses.empty() ? Address(0) : m_addresses[index]};
    }
    std::span<const Cost> costs(std::size_t index) const
    {
        Q_ASSERT(index < m_rows.size());
        return m_costs->row(m_firstRow + index);
    }
    iterator begin() const { return iterator(EntryAt{this}, 0); }
    iterator end() const { return iterator(EntryAt{this}, m_rows.size()); }

private:
    std::span<const LineRow> m_rows;
    std::span<const Address> m_addresses;
    const CostTable* m_costs = nullptr;
    std::size_t m_firstRow = 0;
};

} // namespace tally

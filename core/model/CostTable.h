// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/CostArithmetic.h"
#include "core/model/Types.h"

#include <QtGlobal>

#include <span>
#include <vector>

namespace tally {

// Rows of `width` costs stored back to back in one vector (costs[row * width + event]), so that
// millions of cost records cost 8 bytes per event and no per-record heap object.
class CostTable
{
public:
    explicit CostTable(int width = 0) : m_width(width) {}
    // Takes `rows` rows already laid out back to back.
    CostTable(int width, std::size_t rows, std::vector<Cost> values)
        : m_width(width), m_rows(rows), m_values(std::move(values))
    {
        Q_ASSERT(m_values.size() == rows * std::size_t(width));
    }

    int width() const { return m_width; }
    std::size_t rowCount() const { return m_rows; }

    std::size_t appendZeroRow()
    {
        m_values.resize(m_values.size() + m_width, 0);
        return m_rows++;
    }

    std::span<Cost> row(std::size_t index)
    {
        Q_ASSERT(index < m_rows);
        return {m_values.data() + index * m_width, std::size_t(m_width)};
    }
    std::span<const Cost> row(std::size_t index) const
    {
        Q_ASSERT(index < m_rows);
        return {m_values.data() + index * m_width, std::size_t(m_width)};
    }

    void addToRow(std::size_t index, std::span<const Cost> costs)
    {
        Q_ASSERT(index < m_rows && costs.size() <= std::size_t(m_width));
        costmath::addRow(m_values.data() + index * m_width, costs);
    }

    void reserveRows(std::size_t rows) { m_values.reserve(rows * m_width); }
    void shrinkToFit() { m_values.shrink_to_fit(); }
    // The values held, not the room (see Profile::memoryBytes).
    std::size_t memoryBytes() const { return m_values.size() * sizeof(Cost); }

private:
    int m_width = 0;
    std::size_t m_rows = 0;
    std::vector<Cost> m_values;
};

} // namespace tally

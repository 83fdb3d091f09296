// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The rows a transform starts from (copy) and the detail rows it takes over (claimDetails,
// claimCalls).

#include "core/transform/TransformRowOrder.h"
#include "core/transform/TransformRows.h"

#include <algorithm>

namespace tally::transformrows {

namespace {

// Appends rows of costs to a table: row by row for a few (a merge's caller), else the table made
// again at once with them (a collapse's 455,000 lines), so that what is appended costs in all
// about a copy of it, however it comes.
class CostAppender
{
public:
    CostAppender(CostTable& table, std::size_t rows)
        : m_table(table), m_width(std::size_t(table.width())),
          m_rebuild(rows > 0 && rows >= table.rowCount())
    {
        if (!m_rebuild)
            return;
        m_values.reserve((table.rowCount() + rows) * m_width);
        if (table.rowCount() > 0)
            appendRows(m_values, table.row(0), table.rowCount());
    }
    // `rows` rows that lie back to back from `first` on.
    void add(std::span<const Cost> first, std::size_t rows)
    {
        if (m_rebuild) {
            appendRows(m_values, first, rows);
            return;
        }
        for (std::size_t r = 0; r < rows; ++r)
            copyRow({first.data() + r * m_width, m_width}, m_table.row(m_table.appendZeroRow()));
    }
    void finish()
    {
        if (!m_rebuild)
            return;
        const std::size_t rows = m_values.size() / std::max<std::size_t>(m_width, 1);
        m_table = CostTable(int(m_width), rows, std::move(m_values));
    }

private:
    CostTable& m_table;
    std::size_t m_width;
    bool m_rebuild;
    std::vector<Cost> m_values;
};

} // namespace

TransformRows copy(const Profile& source)
{
    TransformRows rows;
    const int width = source.events().realCount();
    rows.width = width;
    // Room for the function a collapse adds: grown by one, the keys were copied again.
    rows.functions.reserve(source.functionCount() + 1);
    for (const FunctionId f : source.functionIds())
        rows.functions.push_back(source.function(f));
    rows.removed.assign(rows.functions.size(), 0);
    rows.touched.assign(rows.functions.size(), 0);
    rows.ownsLines.assign(rows.functions.size(), 0);
    rows.ownsCalls.assign(rows.functions.size(), 0);

    // Rows and costs range by range (each range's costs lie back to back in its table).
    std::vector<Cost> values;
    for (const PartId p : source.partIds()) {
        const auto range = source.partFunctions(p);
        rows.partFunctions.insert(rows.partFunctions.end(), range.rows().begin(),
                                  range.rows().end());
        if (!range.empty())
            appendRows(values, range.costs(0), range.size());
    }
    rows.partFunctionCosts = CostTable(width, rows.partFunctions.size(), std::move(values));
    values = {};
    for (const PartId p : source.partIds()) {
        const auto range = source.partCalls(p);
        rows.partCalls.insert(rows.partCalls.end(), range.rows().begin(), range.rows().end());
        if (!range.empty())
            appendRows(values, range.costs(0), range.size());
    }
    rows.partCallCosts = CostTable(width, rows.partCalls.size(), std::move(values));
    rows.lineCosts = CostTable(width);
    rows.callSiteCosts = CostTable(width);
    return rows;
}

void claimDetails(TransformRows& rows, const Profile& source, std::span<const FunctionId> functions)
{
    std::vector<FunctionId> claimed;
    std::size_t added = 0;
    for (const FunctionId f : functions) {
        if (!rows.ownsLines[f.index()] && source.isFunction(f)) {
            rows.ownsLines[f.index()] = 1;
            claimed.push_back(f);
        }
    }
    source.prepareRows(claimed);
    for (const FunctionId f : claimed)
        added += source.lines(f).size();
    CostAppender costs(rows.lineCosts, added);
    for (const FunctionId f : claimed) {
        const LineRows lines = source.lines(f);
        for (std::size_t i = 0; i < lines.size(); ++i)
            rows.lines.push_back(lines.row(i));
        if (!lines.empty())
            costs.add(lines.costs(0), lines.size());
    }
    costs.finish();
    claimCalls(rows, source, functions);
}

void claimCalls(TransformRows& rows, const Profile& source, std::span<const FunctionId> functions)
{
    std::vector<FunctionId> claimed;
    std::size_t added = 0;
    for (const FunctionId f : functions) {
        if (!rows.ownsCalls[f.index()] && source.isFunction(f)) {
            rows.ownsCalls[f.index()] = 1;
            claimed.push_back(f);
        }
    }
    source.prepareRows(claimed);
    for (const FunctionId f : claimed)
        added += source.callSites(f).size();
    CostAppender costs(rows.callSiteCosts, added);
    for (const FunctionId f : claimed) {
        const auto sites = source.callSites(f);
        rows.callSites.insert(rows.callSites.end(), sites.rows().begin(), sites.rows().end());
        if (!sites.empty())
            costs.add(sites.costs(0), sites.size());
        const auto jumps = source.jumps(f);
        rows.jumps.insert(rows.jumps.end(), jumps.begin(), jumps.end());
    }
    costs.finish();
}

} // namespace tally::transformrows

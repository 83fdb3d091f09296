// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/CostTable.h"
#include "core/model/LineRows.h"
#include "core/model/ProfileData.h"
#include "core/model/RowRange.h"

#include <vector>

namespace tally {

// One function's detail rows with their costs, in the order a Profile keeps them (see
// ProfileData): what a profile that makes its rows on demand (DetailRowsOnDemand) makes for one
// function.
struct FunctionRows
{
    explicit FunctionRows(int width = 0) : lineCosts(width), callSiteCosts(width) {}

    std::vector<LineRow> lines;
    std::vector<Address> lineAddresses; // empty when every line's address is 0
    CostTable lineCosts;
    std::vector<CallSiteRow> callSites;
    CostTable callSiteCosts;
    std::vector<JumpRow> jumps;

    // As Profile gives them.
    LineRows lineRows() const
    {
        return lines.empty() ? LineRows() : LineRows(lines, lineAddresses, lineCosts, 0);
    }
    RowRange<CallSiteRow> callSiteRows() const
    {
        return RowRange<CallSiteRow>(callSites, callSiteCosts, 0);
    }

    bool empty() const { return lines.empty() && callSites.empty() && jumps.empty(); }
    // The values held, as Profile::memoryBytes counts its tables.
    std::size_t memoryBytes() const
    {
        return lines.size() * sizeof(LineRow) + lineAddresses.size() * sizeof(Address) +
               lineCosts.memoryBytes() + callSites.size() * sizeof(CallSiteRow) +
               callSiteCosts.memoryBytes() + jumps.size() * sizeof(JumpRow);
    }
};

} // namespace tally

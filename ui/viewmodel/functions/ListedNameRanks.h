// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CostSnapshot.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

// The order of the function lists' Name and Location columns (the flat profile, Callers and
// Callees, All Callers and All Callees): each listed function or recursion cycle ranked once, so
// that a sort by name orders numbers, not 500-byte names at every comparison.
namespace tally::listednameranks {

// A row of a function list: a function, or a recursion cycle of the snapshot's flat profile.
struct Listed
{
    FunctionId function; // invalid for a cycle
    int cycle = -1;      // the cycle's index for a cycle's own row
};

// The rank of each item's name, ignoring ASCII case (textranks::caselessRanks, as the flat
// profile has always ordered them): the function's whole name, " <cycle N>" after it for a
// member of a cycle, "<cycle N>" for a cycle. Equal names share a rank.
std::vector<std::uint32_t> nameRanks(const CostSnapshot& snapshot, std::span<const Listed> items);

// The rank of each item's Location text, ignoring case: a function's functionlocation::text,
// a cycle's `cycleLocation(cycle)` (what its row shows there: the flat profile counts its
// members; without one, none, as the relation lists show). The few distinct places are
// compared, not the rows.
std::vector<std::uint32_t>
locationRanks(const CostSnapshot& snapshot, std::span<const Listed> items,
              const std::function<QString(int cycle)>& cycleLocation = {});

// A list's ranks by Name and by Location, each made at its first ask (only a sort by that column
// asks) and kept until the list changes (clear()): what Callers, Callees, All Callers and All
// Callees answer as their SortRole there.
class KeptRanks
{
public:
    void clear()
    {
        m_names.clear();
        m_locations.clear();
    }
    // The rank of row `row` by name (or by location) among `items()`, the list's rows.
    template <typename Items>
    std::uint32_t of(std::size_t row, bool byName, const CostSnapshot& snapshot, Items items)
    {
        std::vector<std::uint32_t>& ranks = byName ? m_names : m_locations;
        if (ranks.empty()) {
            const std::vector<Listed> listed = items();
            ranks = byName ? nameRanks(snapshot, listed) : locationRanks(snapshot, listed);
        }
        return ranks[row];
    }

private:
    std::vector<std::uint32_t> m_names;     // by row; empty until asked
    std::vector<std::uint32_t> m_locations; // by row; empty until asked
};

} // namespace tally::listednameranks

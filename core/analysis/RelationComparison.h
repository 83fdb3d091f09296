// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ChangeEffects.h"
#include "core/analysis/Coverage.h"
#include "core/analysis/ProfileComparison.h"

#include <array>
#include <cstddef>
#include <stop_token>
#include <vector>

namespace tally {

// The callers or callees of one function of a comparison (direct, or all of them along the call
// graph: the coverage), on both sides, matched by the comparison's rows: the same function
// identity rules as the flat comparison. A relation found on one side only is kept, with zero
// on the other side.
namespace relationcomparison {

using Side = ProfileComparison::Side;

struct Entry
{
    std::size_t row = 0;           // the related function's (or cycle's) comparison row
    std::array<bool, 2> present{}; // whether the relation exists on each side
    std::array<Count, 2> calls{};  // per side
    std::array<Cost, 2> cost{};    // per side, of the requested event
    Cost delta() const { return costmath::subtract(cost[1], cost[0]); }
    // delta() split into the calls effect and the per-call effect (ChangeEffects.h).
    changeeffects::Split effects() const
    {
        return changeeffects::split({present[0], calls[0], cost[0]},
                                    {present[1], calls[1], cost[1]});
    }
    bool onlyOn(Side side) const
    {
        return present[std::size_t(side)] && !present[1 - std::size_t(side)];
    }
};

// Sorted by |delta| (descending), then by the larger side's cost, then by row. `event` indexes
// comparison.events() (real or derived).
// Direct calls: the inclusive cost of the calls between the function of `row` and each other
// function. A cycle row has no direct relations (its members have).
std::vector<Entry> direct(const ProfileComparison& comparison, std::size_t row,
                          CoverageDirection direction, int event);
// Coverage (All Callers / All Callees) walked on each side on its own. Empty when `stop` is
// requested before it is done; `complete` is false when a side's walk hit its step bound.
std::vector<Entry> coverage(const ProfileComparison& comparison, std::size_t row,
                            CoverageDirection direction, int event, std::stop_token stop = {},
                            bool* complete = nullptr);

} // namespace relationcomparison

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <span>
#include <vector>

// The one rounding of the transforms (issue 37). Costs are integers, and a transform that shares
// a cost out in proportion to others must not make or lose a single unit: what the parts get adds
// up to the whole, exactly. So every share is the largest remainder apportionment: each part gets
// the floor of its exact share (whole * weight / sum of weights, computed in 128 bits), and the
// units left over go one each to the parts with the largest remainders (the first of equal ones).
// Negative weights count as nothing (a wrapped counter, never a share); a negative whole is
// shared as its opposite and negated.
namespace tally::apportion {

// out[i] = the share of `whole` for weights[i]; out.size() == weights.size(). When all weights
// are nothing, the whole goes to the first part (none: it is lost, the caller has nowhere to put
// it).
void shares(Cost whole, std::span<const Cost> weights, std::span<Cost> out);

// A table of shares with both margins exact: cell (r, c) is about rowSums[r] * columnSums[c] /
// total, each row adds up to rowSums[r] and each column to columnSums[c]. The column sums are
// kept as given; when the row sums add up to something else (an inconsistent profile), they are
// first made to add up to the columns' total by shares() in their proportion. Cells are the
// floors of their exact values plus the units left over, given to the cells of largest remainder
// that both their row and their column still lack, so no cell is negative. Row-major,
// rowSums.size() x columnSums.size().
std::vector<Cost> table(std::span<const Cost> rowSums, std::span<const Cost> columnSums);

} // namespace tally::apportion

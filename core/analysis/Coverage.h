// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CallRelations.h"
#include "core/analysis/FlatProfile.h"

#include <functional>
#include <vector>

namespace tally {

struct CoverageEntry
{
    FunctionId function;
    int distance = 0;       // the least number of calls between it and the start function
    std::vector<Cost> cost; // the part of the start's inclusive cost flowing through it
};

enum class CoverageDirection
{
    Callers,
    Callees
};

struct CoverageOptions
{
    int maxDistance = 64;              // functions further away are left out
    std::size_t maxFunctions = 200000; // at most this many entries (the nearest ones)
};

// KCachegrind's "All Callers" / "All Callees": every function reachable from a start function
// down (callees) or up (callers) the call graph, with the share of the start's inclusive cost
// that flows along the graph to / from it.
//
// The flow is propagated in breadth-first order from the start, which is a topological order for
// the edges that lead from a smaller to a larger distance; the other edges (recursion, back edges,
// calls between functions at the same distance) are ignored, so cycles cannot loop. The start gets
// its inclusive cost; along an edge u -> v (callees) the callee v gets the edge's cost times the
// share of u's inclusive cost that is flow (clamped to [0, 1], per event); along a caller edge
// c -> v (callers) the caller c gets the edge's cost times the share of v's inclusive cost that
// is flow. Both walks run on explicit queues, so a call chain of any depth is fine.
namespace coverage {

// `relations` and `flat` must be built for the same part selection. The result leaves out
// the start and is sorted by cost of the first event, descending, then by distance. When
// `isCanceled` (polled every few thousand functions) returns true, the result is empty: a
// partial flow would show wrong costs rather than fewer functions.
std::vector<CoverageEntry> compute(const CallRelations& relations, const FlatProfile& flat,
                                   FunctionId start, CoverageDirection direction,
                                   const CoverageOptions& options = {},
                                   const std::function<bool()>& isCanceled = {});

} // namespace coverage

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CallRelations.h"
#include "core/analysis/FlatProfile.h"
#include "core/model/EventSet.h"

#include <functional>
#include <span>
#include <vector>

namespace tally {

// What the coverage analysis lists: a function or, with cycle detection, a recursion cycle.
struct CoverageItem
{
    FunctionId function; // valid for a function
    int cycle = -1;      // index into FlatProfile::cycles() for a cycle

    static CoverageItem ofFunction(FunctionId f) { return {f, -1}; }
    static CoverageItem ofCycle(int c) { return {FunctionId(), c}; }
    bool isCycle() const { return cycle >= 0; }
    friend bool operator==(const CoverageItem&, const CoverageItem&) = default;
};

struct CoverageEntry
{
    CoverageItem item;
    // The fewest and the most calls between the start and the item over the paths that carry
    // cost to (callees) or from (callers) it.
    int minDistance = 0;
    int maxDistance = 0;
    // Callees: the calls into the item, each path's call count weighted by the share of the
    // caller's cost that comes from the start. Callers: the item's calls towards the start,
    // counted once per path (as KCachegrind counts them).
    Count calls = 0;
    std::vector<Cost> inclusive; // per requested event: the share of the start's inclusive cost
    std::vector<Cost> self;      // per requested event, callees only: the share of its self cost
};

struct CoverageResult
{
    std::vector<CoverageEntry> entries;
    // False when the walk stopped at CoverageOptions::maxSteps: the costs are then lower bounds.
    bool complete = true;
};

enum class CoverageDirection
{
    Callers,
    Callees
};

struct CoverageOptions
{
    // KCachegrind's depth limit: a path is not followed further once it carries no more than this
    // share of the start's inclusive cost.
    double threshold = 0.0001;
    // A bound on the work (edges looked at) for graphs with very many paths.
    std::size_t maxSteps = 20'000'000;
};

// KCachegrind's coverage analysis ("All Callers" / "All Callees", libcore/coverage.cpp): every
// function and cycle reachable from a start down (callees) or up (callers) the call graph, with
// the share of the start's inclusive cost that reaches it (callees) or that flows from it
// (callers), summed over every path without repeated items.
//
// Along a call u -> v a path's share is multiplied by the call's cost over u's inclusive cost
// (callees), or over v's (callers). Self-recursive calls are not followed. With cycle detection a
// cycle is an item of its own: calls from outside into a member lead to the cycle, the cycle
// leads to each member with the member's inclusive cost (self plus calls leaving the cycle), and
// calls between members are not followed. Calls cheaper than nothing in the event are skipped.
//
// Where the data is inconsistent (calls together costing more than the function, as in recursion
// without cycle detection) the calls' costs are scaled down to the function's, so that no item
// gets more than the start's inclusive cost; KCachegrind shows more than 100% there.
namespace coverage {

// `events[0]` leads: the items listed are those it reaches, with its distances and call
// counts, sorted by its inclusive cost (descending), then distance. Each event (real or derived,
// evaluated by `eventSet`) is walked on its own, as KCachegrind walks the event it shows.
// `relations` and `flat` must be for the same part selection. When `isCanceled` (polled every few
// thousand steps) returns true, the result is empty.
CoverageResult compute(const CallRelations& relations, const FlatProfile& flat,
                       const EventSet& eventSet, CoverageItem start, CoverageDirection direction,
                       std::span<const int> events, const CoverageOptions& options = {},
                       const std::function<bool()>& isCanceled = {});

} // namespace coverage

} // namespace tally

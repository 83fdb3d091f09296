// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/Coverage.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <tuple>

namespace tally::coverage {

namespace {

// How often the walk asks whether to stop: rarely enough to cost nothing, often enough that a
// long walk stops within a few milliseconds.
constexpr std::size_t kPollInterval = 4096;

// The call graph as the walk sees it, for one event: nodes [0, functions) are the functions,
// then one node per recursion cycle. Edges lead away from the start: to callees or to callers.
class WalkGraph
{
public:
    struct Edge
    {
        std::uint32_t target;
        Count count;
        double cost;
    };

    WalkGraph(const CallRelations& relations, const FlatProfile& flat, const EventSet& events,
              int event, CoverageDirection direction)
        : m_relations(relations), m_flat(flat), m_events(events), m_event(event),
          m_down(direction == CoverageDirection::Callees),
          m_functions(std::uint32_t(relations.functionCount()))
    {}

    std::size_t nodeCount() const { return m_functions + m_flat.cycles().size(); }
    std::uint32_t nodeOf(CoverageItem item) const
    {
        return item.isCycle() ? m_functions + std::uint32_t(item.cycle) : item.function.index();
    }
    CoverageItem itemOf(std::uint32_t node) const
    {
        return node < m_functions ? CoverageItem::ofFunction(FunctionId(node))
                                  : CoverageItem::ofCycle(int(node - m_functions));
    }
    Cost inclusiveCost(std::uint32_t node) const
    {
        return m_events.value(node < m_functions ? m_flat.inclusive(FunctionId(node))
                                                 : m_flat.cycleInclusive(node - m_functions),
                              m_event);
    }
    double inclusive(std::uint32_t node) const { return double(inclusiveCost(node)); }
    double self(std::uint32_t node) const
    {
        return double(m_events.value(node < m_functions ? m_flat.self(FunctionId(node))
                                                        : m_flat.cycleSelf(node - m_functions),
                                     m_event));
    }

    // Appends the calls the walk follows from `node`, as KCachegrind's coverage sees them.
    void appendEdges(std::uint32_t node, std::vector<Edge>& out) const
    {
        if (node >= m_functions) {
            const int cycle = int(node - m_functions);
            for (const FunctionId member : m_flat.cycles()[cycle].members) {
                if (m_down) // the cycle "calls" each member with the member's inclusive cost
                    out.push_back({member.index(), 0, inclusive(member.index())});
                else // the calls from outside into any member
                    for (const auto& edge : m_relations.inEdges(member)) {
                        if (m_flat.cycleOf(edge.other) != cycle)
                            out.push_back({edge.other.index(), edge.count, cost(edge)});
                    }
            }
            return;
        }
        const FunctionId f(node);
        const int cycle = m_flat.cycleOf(f);
        if (!m_down && cycle >= 0) { // a member's caller is its cycle
            out.push_back({m_functions + std::uint32_t(cycle), 0, inclusive(node)});
            return;
        }
        for (const auto& edge : m_down ? m_relations.outEdges(f) : m_relations.inEdges(f)) {
            const int other = m_flat.cycleOf(edge.other);
            if (edge.other == f || (cycle >= 0 && other == cycle))
                continue; // recursion: not followed
            // A call into a cycle from outside leads to the cycle.
            const std::uint32_t target =
                m_down && other >= 0 ? m_functions + std::uint32_t(other) : edge.other.index();
            out.push_back({target, edge.count, cost(edge)});
        }
    }

private:
    double cost(const CallRelations::Edge& edge) const
    {
        return double(m_events.value(m_relations.edgeCost(edge.costIndex), m_event));
    }

    const CallRelations& m_relations;
    const FlatProfile& m_flat;
    const EventSet& m_events;
    const int m_event;
    const bool m_down;
    const std::uint32_t m_functions;
};

// What the paths through one node added up to.
struct NodeSum
{
    double inclusive = 0; // share of the start's inclusive cost
    double self = 0;
    double calls = 0;
    int minDistance = INT_MAX;
    int maxDistance = 0;
    bool active = false; // on the current path
};

struct WalkOutcome
{
    std::vector<NodeSum> nodes;
    bool complete = true;
    bool canceled = false;
};

// KCachegrind's depth-first walk over every path without repeated nodes, each followed while
// its share is above the threshold. On an explicit stack: a path of any length is fine.
WalkOutcome walk(const WalkGraph& graph, std::uint32_t start, bool down,
                 const CoverageOptions& options, const std::function<bool()>& isCanceled)
{
    WalkOutcome outcome;
    outcome.nodes.resize(graph.nodeCount());
    struct Frame
    {
        std::uint32_t node;
        int distance;
        double share; // of the start's inclusive cost that this path carries
        double back;  // callees: the share of this node's inclusive cost that this path carries
        double denominator; // what a call's cost is a share of
        std::size_t begin, next;
    };
    std::vector<Frame> stack;
    std::vector<WalkGraph::Edge> edges; // the edges of the frames on the stack, in stack order
    const auto enter = [&](std::uint32_t node, double share, double back, int distance) {
        NodeSum& sum = outcome.nodes[node];
        sum.active = true;
        sum.inclusive += share;
        if (down) {
            const double inclusive = graph.inclusive(node);
            if (inclusive > 0)
                sum.self += share * std::clamp(graph.self(node) / inclusive, 0.0, 1.0);
        }
        sum.minDistance = std::min(sum.minDistance, distance);
        sum.maxDistance = std::max(sum.maxDistance, distance);
        const std::size_t begin = edges.size();
        graph.appendEdges(node, edges);
        // Shares of the node's inclusive cost; calls costing more than it in all (recursion
        // without cycle detection, inconsistent files) are scaled down so that shares never grow.
        double calls = 0;
        for (std::size_t i = begin; i < edges.size(); ++i)
            calls += std::max(0.0, edges[i].cost);
        const double denominator = std::max(graph.inclusive(node), calls);
        stack.push_back({node, distance, share, back, denominator, begin, begin});
    };

    enter(start, 1.0, 1.0, 0);
    std::size_t steps = 0;
    while (!stack.empty()) {
        Frame& frame = stack.back();
        if (frame.next == edges.size()) {
            outcome.nodes[frame.node].active = false;
            edges.resize(frame.begin);
            stack.pop_back();
            continue;
        }
        if (++steps % kPollInterval == 0 && isCanceled && isCanceled()) {
            outcome.canceled = true;
            return outcome;
        }
        if (steps > options.maxSteps) {
            outcome.complete = false;
            break;
        }
        const WalkGraph::Edge edge = edges[frame.next++];
        NodeSum& target = outcome.nodes[edge.target];
        if (!(edge.cost > 0) || target.active)
            continue;
        const double share = frame.share * edge.cost / frame.denominator;
        double back = 0;
        if (down) {
            target.calls += frame.back * double(edge.count);
            const double inclusive = graph.inclusive(edge.target);
            back = frame.back * (inclusive > 0 ? std::min(1.0, edge.cost / inclusive) : 1.0);
        } else {
            target.calls += double(edge.count);
        }
        if (share > options.threshold)
            enter(edge.target, share, back, frame.distance + 1); // invalidates `frame`
    }
    return outcome;
}

// `share` of `total`, rounded as KCachegrind rounds, never beyond the total.
Cost scaled(Cost total, double share)
{
    if (share >= 1.0)
        return total;
    const double value = std::round(double(total) * std::max(share, 0.0));
    if (std::abs(value) >= std::abs(double(total)))
        return total;
    return Cost(value);
}

Count rounded(double calls)
{
    constexpr double kLargest = 1.8e19; // below 2^64
    return calls >= kLargest ? Count(kLargest) : Count(std::llround(std::max(calls, 0.0)));
}

} // namespace

CoverageResult compute(const CallRelations& relations, const FlatProfile& flat,
                       const EventSet& eventSet, CoverageItem start, CoverageDirection direction,
                       std::span<const int> events, const CoverageOptions& options,
                       const std::function<bool()>& isCanceled)
{
    const std::size_t functions = relations.functionCount();
    const bool startValid = start.isCycle() ? std::size_t(start.cycle) < flat.cycles().size()
                                            : start.function.index() < functions;
    const bool eventsValid = !events.empty() && std::ranges::all_of(events, [&](int e) {
        return e >= 0 && e < eventSet.count();
    });
    if (!startValid || !eventsValid || flat.functionCount() != functions ||
        flat.width() != relations.width() || eventSet.realCount() != flat.width() ||
        flat.width() == 0)
        return {};
    const bool down = direction == CoverageDirection::Callees;

    std::vector<WalkOutcome> walks;
    std::vector<Cost> totals;
    CoverageResult result;
    for (const int event : events) {
        const WalkGraph graph(relations, flat, eventSet, event, direction);
        totals.push_back(graph.inclusiveCost(graph.nodeOf(start)));
        const auto repeated = std::ranges::find(events.begin(), events.end(), event);
        if (repeated != events.end() && repeated - events.begin() < std::ptrdiff_t(walks.size())) {
            walks.push_back(walks[repeated - events.begin()]);
            continue;
        }
        walks.push_back(walk(graph, graph.nodeOf(start), down, options, isCanceled));
        if (walks.back().canceled)
            return {};
        result.complete = result.complete && walks.back().complete;
    }

    const WalkGraph lead(relations, flat, eventSet, events[0], direction);
    const std::uint32_t startNode = lead.nodeOf(start);
    const auto& sums = walks.front().nodes;
    for (std::uint32_t node = 0; node < sums.size(); ++node) {
        if (node == startNode || !(sums[node].inclusive > 0))
            continue;
        CoverageEntry entry;
        entry.item = lead.itemOf(node);
        entry.minDistance = sums[node].minDistance;
        entry.maxDistance = sums[node].maxDistance;
        entry.calls = rounded(sums[node].calls);
        for (std::size_t e = 0; e < walks.size(); ++e) {
            entry.inclusive.push_back(scaled(totals[e], walks[e].nodes[node].inclusive));
            entry.self.push_back(scaled(totals[e], walks[e].nodes[node].self));
        }
        result.entries.push_back(std::move(entry));
    }
    std::ranges::sort(result.entries, [](const CoverageEntry& a, const CoverageEntry& b) {
        if (a.inclusive.front() != b.inclusive.front())
            return a.inclusive.front() > b.inclusive.front();
        return std::tuple(a.minDistance, a.item.isCycle(), a.item.function, a.item.cycle) <
               std::tuple(b.minDistance, b.item.isCycle(), b.item.function, b.item.cycle);
    });
    return result;
}

} // namespace tally::coverage

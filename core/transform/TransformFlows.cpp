// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Focus and drop: the cost that flows from a function down its calls, and up from it to its
// callers, by the rule of All Callees and All Callers (core/analysis/Coverage.h). Down a call
// u -> v goes the share of what reaches u that the call's cost is of u's own cost (its self cost
// plus its calls); up, the share of what leaves v that the call's cost is of v's calls in. With
// cycle detection a recursion cycle is one node: what reaches it goes to its members in
// proportion to their inclusive cost (self plus calls leaving the cycle), and calls between
// members are not followed, nor are self-recursive calls; so the graph walked has no cycle. Where
// All Callers and All Callees walk every path (and stop below a threshold), the flows here visit
// each node once in topological order with the exact sums of all paths: the same numbers, with no
// threshold, in time linear in the rows. The shares are integers (apportion::shares), so what
// leaves a function adds up to what reached it, unit for unit.

#include "core/model/CostArithmetic.h"
#include "core/transform/Apportion.h"
#include "core/transform/TransformSteps.h"

#include <algorithm>
#include <cmath>
#include <deque>

namespace tally::transformsteps {

RowIndex::RowIndex(const TransformRows& rows)
{
    const std::size_t functions = rows.functions.size();
    const auto build = [&](std::vector<std::uint32_t>& begins, std::vector<std::uint32_t>& index,
                           std::size_t count, auto functionOf) {
        begins.assign(functions + 1, 0);
        for (std::size_t i = 0; i < count; ++i) {
            const FunctionId f = functionOf(i);
            if (f.isValid())
                ++begins[f.index() + 1];
        }
        for (std::size_t f = 0; f < functions; ++f)
            begins[f + 1] += begins[f];
        index.assign(begins.back(), 0);
        std::vector<std::uint32_t> next(begins.begin(), begins.end() - 1);
        for (std::size_t i = 0; i < count; ++i) {
            const FunctionId f = functionOf(i);
            if (f.isValid())
                index[next[f.index()]++] = std::uint32_t(i);
        }
    };
    build(selfBegin, self, rows.partFunctions.size(),
          [&](std::size_t i) { return rows.partFunctions[i].function; });
    build(outBegin, out, rows.partCalls.size(),
          [&](std::size_t i) { return rows.partCalls[i].caller; });
    build(inBegin, in, rows.partCalls.size(),
          [&](std::size_t i) { return rows.partCalls[i].callee; });
}

namespace {

// The graph the flows walk: nodes [0, functions) are functions, then one per recursion cycle.
class FlowGraph
{
public:
    FlowGraph(const TransformRows& rows, const RowIndex& index, const FlatProfile& flat)
        : m_rows(rows), m_index(index), m_flat(flat),
          m_functions(std::uint32_t(rows.functions.size())), m_width(std::size_t(rows.width))
    {}

    std::size_t nodeCount() const { return m_functions + m_flat.cycles().size(); }
    std::size_t width() const { return m_width; }
    bool isCycle(std::uint32_t node) const { return node >= m_functions; }
    const std::vector<FunctionId>& members(std::uint32_t node) const
    {
        return m_flat.cycles()[node - m_functions].members;
    }
    int cycleOf(FunctionId f) const
    {
        return f.index() < m_flat.functionCount() ? m_flat.cycleOf(f) : -1;
    }
    // The node a call to `f` leads to: its cycle's, or its own.
    std::uint32_t nodeOf(FunctionId f) const
    {
        const int cycle = cycleOf(f);
        return cycle >= 0 ? m_functions + std::uint32_t(cycle) : f.index();
    }
    // Whether the walks follow call row `r` of its caller: not a self-recursive call, not one
    // between members of a cycle.
    bool follows(std::uint32_t r) const
    {
        const PartCallRow& row = m_rows.partCalls[r];
        if (row.caller == row.callee)
            return false;
        const int cycle = cycleOf(row.caller);
        return cycle < 0 || cycle != cycleOf(row.callee);
    }
    std::span<const Cost> callCosts(std::uint32_t r) const { return m_rows.partCallCosts.row(r); }
    std::span<const Cost> selfCosts(std::uint32_t r) const
    {
        return m_rows.partFunctionCosts.row(r);
    }
    const RowIndex& index() const { return m_index; }
    const TransformRows& rows() const { return m_rows; }

    // A function's own cost, per event: its self rows and the calls followed (positive parts:
    // what the shares are shares of).
    std::vector<Cost> ownCost(FunctionId f) const
    {
        std::vector<Cost> sum(m_width, 0);
        const auto add = [&](std::span<const Cost> costs) {
            for (std::size_t e = 0; e < m_width; ++e)
                costmath::addTo(sum[e], std::max<Cost>(costs[e], 0));
        };
        for (const std::uint32_t r : m_index.selfOf(f))
            add(selfCosts(r));
        for (const std::uint32_t r : m_index.outOf(f)) {
            if (follows(r))
                add(callCosts(r));
        }
        return sum;
    }

private:
    const TransformRows& m_rows;
    const RowIndex& m_index;
    const FlatProfile& m_flat;
    const std::uint32_t m_functions;
    const std::size_t m_width;
};

bool anyPositive(std::span<const Cost> costs)
{
    return std::ranges::any_of(costs, [](Cost c) { return c > 0; });
}

// What reaches each function from the starts and how it leaves it: for each self row and call
// row of a function reached, the share of the row that comes from a start. A start takes all of
// its own cost, whatever reaches it from another start.
struct DownFlow
{
    std::vector<char> reached;    // by function
    std::vector<Cost> selfShares; // by self row x width
    std::vector<Cost> callShares; // by call row x width
    std::vector<double> ratio;    // by function x width: what reached it of its own cost, 0 to 1

    double leadRatio(std::size_t f, std::size_t width) const { return ratio[f * width]; }
};

DownFlow flowDown(const FlowGraph& graph, std::span<const FunctionId> starts)
{
    const std::size_t width = graph.width();
    const TransformRows& rows = graph.rows();
    const RowIndex& index = graph.index();
    const std::size_t functions = rows.functions.size();
    DownFlow flow;
    flow.reached.assign(functions, 0);
    flow.selfShares.assign(rows.partFunctions.size() * width, 0);
    flow.callShares.assign(rows.partCalls.size() * width, 0);
    flow.ratio.assign(functions * width, 0.0);

    // The nodes reached, each start as a function of its own even in a cycle (the walk does not
    // follow its calls into its cycle, so no other member is reached from it).
    const auto targetOf = [&](std::uint32_t r) { return graph.nodeOf(rows.partCalls[r].callee); };
    std::vector<char> reachedNode(graph.nodeCount(), 0);
    std::vector<char> isStart(functions, 0);
    std::vector<std::uint32_t> pending;
    for (const FunctionId start : starts) {
        isStart[start.index()] = 1;
        reachedNode[start.index()] = 1;
        pending.push_back(start.index());
    }
    const auto forEachEdge = [&](std::uint32_t node, auto visit) {
        if (graph.isCycle(node)) {
            for (const FunctionId m : graph.members(node))
                visit(m.index(), std::uint32_t(-1));
            return;
        }
        for (const std::uint32_t r : index.outOf(FunctionId(node))) {
            if (graph.follows(r))
                visit(targetOf(r), r);
        }
    };
    while (!pending.empty()) {
        const std::uint32_t node = pending.back();
        pending.pop_back();
        forEachEdge(node, [&](std::uint32_t target, std::uint32_t r) {
            if (r != std::uint32_t(-1) && !anyPositive(graph.callCosts(r)))
                return;
            if (!reachedNode[target]) {
                reachedNode[target] = 1;
                pending.push_back(target);
            }
        });
    }
    std::vector<std::uint32_t> waiting(graph.nodeCount(), 0);
    for (std::uint32_t node = 0; node < graph.nodeCount(); ++node) {
        if (reachedNode[node])
            forEachEdge(node, [&](std::uint32_t target, std::uint32_t) {
                if (reachedNode[target])
                    ++waiting[target];
            });
    }

    // In topological order from the starts no other start reaches (a start another reaches
    // waits for it, and then takes its own cost whole).
    std::vector<Cost> inflow(graph.nodeCount() * width, 0);
    std::deque<std::uint32_t> ready;
    for (const FunctionId start : starts) {
        if (waiting[start.index()] == 0)
            ready.push_back(start.index());
    }
    std::vector<Cost> weights;
    std::vector<Cost> shares;
    std::vector<std::uint32_t> followed;
    while (!ready.empty()) {
        const std::uint32_t node = ready.front();
        ready.pop_front();
        const Cost* in = inflow.data() + std::size_t(node) * width;
        const auto release = [&](std::uint32_t target) {
            if (reachedNode[target] && --waiting[target] == 0)
                ready.push_back(target);
        };
        if (graph.isCycle(node)) {
            const auto& members = graph.members(node);
            std::vector<std::vector<Cost>> own;
            own.reserve(members.size());
            for (const FunctionId m : members)
                own.push_back(graph.ownCost(m));
            for (std::size_t e = 0; e < width; ++e) {
                weights.clear();
                for (const auto& o : own)
                    weights.push_back(o[e]);
                shares.resize(weights.size());
                apportion::shares(in[e], weights, shares);
                for (std::size_t i = 0; i < members.size(); ++i)
                    costmath::addTo(inflow[members[i].index() * width + e], shares[i]);
            }
            for (const FunctionId m : members)
                release(m.index());
            continue;
        }
        const FunctionId f(node);
        flow.reached[node] = 1;
        const auto selfRows = index.selfOf(f);
        followed.clear();
        for (const std::uint32_t r : index.outOf(f)) {
            if (graph.follows(r))
                followed.push_back(r);
        }
        const std::vector<Cost> own = graph.ownCost(f);
        Cost* reaching = inflow.data() + std::size_t(node) * width;
        for (std::size_t e = 0; e < width; ++e) {
            // A start takes its own cost whole; no function gives more than its own cost, even
            // where a file's calls in cost more than the callee's self and calls out (a
            // recursion's inclusive costs, a truncated file) and would reach it with more.
            if (isStart[node] || reaching[e] > own[e])
                reaching[e] = own[e];
        }
        for (std::size_t e = 0; e < width; ++e) {
            weights.clear();
            for (const std::uint32_t r : selfRows)
                weights.push_back(graph.selfCosts(r)[e]);
            for (const std::uint32_t r : followed)
                weights.push_back(graph.callCosts(r)[e]);
            shares.resize(weights.size());
            apportion::shares(in[e], weights, shares);
            for (std::size_t i = 0; i < selfRows.size(); ++i)
                flow.selfShares[selfRows[i] * width + e] = shares[i];
            for (std::size_t i = 0; i < followed.size(); ++i) {
                const Cost share = shares[selfRows.size() + i];
                flow.callShares[followed[i] * width + e] = share;
                costmath::addTo(inflow[targetOf(followed[i]) * width + e], share);
            }
            // Calls not followed (recursion) carry the function's share of them, rounded.
            const double ratio =
                own[e] > 0 ? std::clamp(double(in[e]) / double(own[e]), 0.0, 1.0) : 0.0;
            flow.ratio[std::size_t(node) * width + e] = ratio;
            for (const std::uint32_t r : index.outOf(f)) {
                if (!graph.follows(r))
                    flow.callShares[r * width + e] = costmath::scale(graph.callCosts(r)[e], ratio);
            }
        }
        for (const std::uint32_t r : followed)
            release(targetOf(r));
    }
    return flow;
}

Count scaledCount(Count count, double ratio)
{
    const double value = std::round(double(count) * ratio);
    return value >= 1.8e19 ? count : Count(std::max(value, 0.0));
}

} // namespace

TransformRows focus(const Profile& profile, const FlatProfile& flat, FunctionId start)
{
    TransformRows rows = transformrows::copy(profile);
    const RowIndex index(rows);
    const FlowGraph graph(rows, index, flat);
    const DownFlow flow = flowDown(graph, std::span(&start, 1));
    const std::size_t width = graph.width();
    for (std::size_t f = 0; f < rows.functions.size(); ++f) {
        if (!flow.reached[f]) {
            rows.removed[f] = 1;
            continue;
        }
        rows.touched[f] = 1;
        const FunctionId id(static_cast<FunctionId::Index>(f));
        for (const std::uint32_t r : index.selfOf(id))
            std::copy_n(flow.selfShares.begin() + std::ptrdiff_t(r * width), width,
                        rows.partFunctionCosts.row(r).begin());
        for (const std::uint32_t r : index.outOf(id)) {
            std::copy_n(flow.callShares.begin() + std::ptrdiff_t(r * width), width,
                        rows.partCallCosts.row(r).begin());
            rows.partCalls[r].count =
                scaledCount(rows.partCalls[r].count, flow.leadRatio(f, width));
        }
    }
    return rows;
}

TransformRows drop(const Profile& profile, const FlatProfile& flat,
                   std::span<const FunctionId> targets)
{
    TransformRows rows = transformrows::copy(profile);
    const RowIndex index(rows);
    const FlowGraph graph(rows, index, flat);
    const std::size_t width = graph.width();
    const std::size_t functions = rows.functions.size();
    std::vector<char> isTarget(functions, 0);
    for (const FunctionId t : targets)
        isTarget[t.index()] = 1;

    // Below: each function reached loses what reaches it from a target (its share of its own
    // cost whose callers' paths pass through one, by the shares of the calls).
    const DownFlow flow = flowDown(graph, targets);
    // Above: the calls in, node by node from the targets up, each losing its share (in
    // proportion to its cost) of what its callee lost; where the caller itself lies below a
    // target (a part of that call is gone already, with what reached the caller), only the rest
    // of the share: the two losses are of paths through a target above the caller and through
    // one below it, and a path through both is counted once. Each target is a node of its own.
    const auto callerNode = [&](std::uint32_t r) { return graph.nodeOf(rows.partCalls[r].caller); };
    constexpr std::uint32_t kGoneWithItsCaller = std::uint32_t(-1);
    const auto callsIn = [&](std::uint32_t node, auto visit) {
        const auto visitRows = [&](FunctionId f) {
            for (const std::uint32_t r : index.inOf(f)) {
                const FunctionId caller = rows.partCalls[r].caller;
                if (caller == f)
                    continue;
                if (isTarget[caller.index()]) {
                    // Gone with the target that makes it; it still weighs in the shares, as a
                    // call the walks follow (not one within a cycle).
                    if (graph.follows(r))
                        visit(r, kGoneWithItsCaller);
                    continue;
                }
                const std::uint32_t from = callerNode(r);
                if (from != node)
                    visit(r, from);
            }
        };
        if (graph.isCycle(node)) {
            for (const FunctionId m : graph.members(node)) {
                if (!isTarget[m.index()]) // a target's calls in are its own node's
                    visitRows(m);
            }
        } else {
            visitRows(FunctionId(node));
        }
    };
    std::vector<char> above(graph.nodeCount(), 0);
    std::vector<std::uint32_t> pending;
    for (const FunctionId t : targets) {
        above[t.index()] = 1;
        pending.push_back(t.index());
    }
    while (!pending.empty()) {
        const std::uint32_t node = pending.back();
        pending.pop_back();
        callsIn(node, [&](std::uint32_t, std::uint32_t from) {
            if (from != kGoneWithItsCaller && !above[from]) {
                above[from] = 1;
                pending.push_back(from);
            }
        });
    }
    std::vector<std::uint32_t> waiting(graph.nodeCount(), 0);
    for (std::uint32_t node = 0; node < graph.nodeCount(); ++node) {
        if (above[node])
            callsIn(node, [&](std::uint32_t, std::uint32_t from) {
                if (from != kGoneWithItsCaller)
                    ++waiting[from];
            });
    }
    // A target loses its own cost (what its callers lose of their calls to it), whatever
    // reaches it from below; the walk starts from the targets no other target is above.
    std::vector<Cost> lost(graph.nodeCount() * width, 0);
    std::deque<std::uint32_t> ready;
    for (const FunctionId t : targets) {
        if (waiting[t.index()] == 0)
            ready.push_back(t.index());
    }
    std::vector<std::uint32_t> inRows;
    std::vector<char> applies;
    std::vector<Cost> weights;
    std::vector<Cost> shares;
    while (!ready.empty()) {
        const std::uint32_t node = ready.front();
        ready.pop_front();
        if (node < functions && isTarget[node]) {
            const std::vector<Cost> own = graph.ownCost(FunctionId(node));
            std::ranges::copy(own, lost.begin() + std::ptrdiff_t(std::size_t(node) * width));
        }
        inRows.clear();
        applies.clear();
        callsIn(node, [&](std::uint32_t r, std::uint32_t from) {
            inRows.push_back(r);
            applies.push_back(from != kGoneWithItsCaller ? 1 : 0);
        });
        for (std::size_t e = 0; e < width; ++e) {
            weights.clear();
            for (const std::uint32_t r : inRows)
                weights.push_back(graph.callCosts(r)[e]);
            shares.resize(weights.size());
            apportion::shares(lost[node * width + e], weights, shares);
            for (std::size_t i = 0; i < inRows.size(); ++i) {
                if (!applies[i])
                    continue;
                const std::uint32_t r = inRows[i];
                const std::size_t caller = rows.partCalls[r].caller.index();
                Cost& cost = rows.partCallCosts.row(r)[e];
                // A call loses at most what it holds (where a file's callee loses more than its
                // calls in hold, as a member of a recursion can, the rest is not passed up).
                const Cost share =
                    shares[i] > 0 ? std::min(shares[i], std::max<Cost>(cost, 0)) : shares[i];
                Cost loss = share;
                if (flow.reached[caller]) {
                    // Less what the paths through a target above the caller take (below).
                    const double ratio = flow.ratio[caller * width + e];
                    const Cost both = costmath::scale(loss, ratio);
                    // Saturating: a file's costs may sit at either end of the 64-bit range.
                    loss = std::clamp<Cost>(
                        costmath::subtract(loss, both), 0,
                        std::max<Cost>(0,
                                       costmath::subtract(cost, flow.callShares[r * width + e])));
                }
                cost = costmath::subtract(cost, loss);
                costmath::addTo(lost[callerNode(r) * width + e], share);
            }
        }
        for (std::size_t i = 0; i < inRows.size(); ++i) {
            if (!applies[i])
                continue;
            const std::uint32_t from = callerNode(inRows[i]);
            rows.touched[rows.partCalls[inRows[i]].caller.index()] = 1;
            if (--waiting[from] == 0)
                ready.push_back(from);
        }
    }

    for (std::size_t f = 0; f < functions; ++f) {
        if (!flow.reached[f] || isTarget[f])
            continue;
        rows.touched[f] = 1;
        const FunctionId id(static_cast<FunctionId::Index>(f));
        for (const std::uint32_t r : index.selfOf(id)) {
            auto costs = rows.partFunctionCosts.row(r);
            for (std::size_t e = 0; e < width; ++e)
                costs[e] = costmath::subtract(costs[e], flow.selfShares[r * width + e]);
        }
        for (const std::uint32_t r : index.outOf(id)) {
            auto costs = rows.partCallCosts.row(r);
            for (std::size_t e = 0; e < width; ++e)
                costs[e] = costmath::subtract(costs[e], flow.callShares[r * width + e]);
            const Count count = rows.partCalls[r].count;
            rows.partCalls[r].count =
                count - std::min(count, scaledCount(count, flow.leadRatio(f, width)));
        }
    }
    for (const FunctionId t : targets)
        rows.removed[t.index()] = 1;
    return rows;
}

} // namespace tally::transformsteps

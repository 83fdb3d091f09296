// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/CallRelations.h"

#include "core/load/VectorAppend.h"
#include "core/model/CostArithmetic.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace tally {

namespace {

struct CallItem
{
    FunctionId caller;
    FunctionId callee;
    Count count;
    const Cost* costs; // the row's, profile.partCalls(part).costs(i)
};

// Stable counting sort of `items` by `key` into `out`: O(items + keys) where a comparison sort
// of a 200-part profile's millions of rows would dominate building the graph.
template <typename Item, typename Key>
void countingSort(const std::vector<Item>& items, std::size_t keys, Key key, std::vector<Item>& out,
                  std::vector<std::uint32_t>& offsets)
{
    offsets.assign(keys + 1, 0);
    for (const Item& item : items)
        ++offsets[key(item) + 1];
    std::partial_sum(offsets.begin(), offsets.end(), offsets.begin());
    std::vector<std::uint32_t> next(offsets.begin(), offsets.end() - 1);
    out.clear();
    reserveToAppend(out, items.size());
    out.resize(items.size());
    for (const Item& item : items)
        out[next[key(item)]++] = item;
}

} // namespace

CallRelations::CallRelations(const Profile& profile, const PartMask& parts)
    : m_profile(&profile), m_width(profile.events().realCount())
{
    const std::size_t functions = profile.functionCount();
    std::size_t calls = 0;
    for (const PartId part : profile.partIds()) {
        if (parts.contains(part))
            calls += profile.partCalls(part).size();
    }
    // Each array below is made at its final size, its pages resident in one call
    // (reserveToAppend): every transform makes the relations anew, and their first writes, a
    // page fault each (13 us on the project's virtual machine), were a third of its faults.
    std::vector<CallItem> items;
    reserveToAppend(items, calls);
    for (const PartId part : profile.partIds()) {
        if (!parts.contains(part))
            continue;
        for (const auto& [row, costs] : profile.partCalls(part))
            items.push_back({row.caller, row.callee, row.count, costs.data()});
    }

    // Sort by (caller, callee): by callee first, then stably by caller.
    std::vector<CallItem> byCallee, byCaller;
    std::vector<std::uint32_t> offsets;
    countingSort(
        items, functions, [](const CallItem& c) { return c.callee.index(); }, byCallee, offsets);
    items = {};
    countingSort(
        byCallee, functions, [](const CallItem& c) { return c.caller.index(); }, byCaller, offsets);
    byCallee = {};

    // One edge per run of equal (caller, callee), summing counts and costs over parts: counted
    // first, so that the edges' arrays are made once, resident, and no larger than they stay.
    std::size_t edges = 0;
    for (std::size_t i = 0; i < byCaller.size(); ++i) {
        edges += i == 0 || byCaller[i].caller != byCaller[i - 1].caller ||
                 byCaller[i].callee != byCaller[i - 1].callee;
    }
    reserveToAppend(m_outEdges, edges);
    // Zeroed in one call, not an edge at a time (a call to memset for each edge's one cost was
    // 8% of the relations' instructions on names.callgrind).
    resizeResident(m_edgeCosts, edges * std::size_t(m_width), Cost(0));
    m_outOffsets.assign(functions + 1, 0);
    for (std::size_t i = 0; i < byCaller.size();) {
        const FunctionId caller = byCaller[i].caller;
        const FunctionId callee = byCaller[i].callee;
        const auto costIndex = std::uint32_t(m_outEdges.size());
        Cost* cost = m_edgeCosts.data() + std::size_t(costIndex) * m_width;
        Count count = 0;
        for (; i < byCaller.size() && byCaller[i].caller == caller && byCaller[i].callee == callee;
             ++i) {
            costmath::addCountTo(count, byCaller[i].count);
            costmath::addRow(cost, std::span<const Cost>(byCaller[i].costs, std::size_t(m_width)));
        }
        m_outEdges.push_back({callee, count, costIndex});
        ++m_outOffsets[caller.index() + 1];
    }
    std::partial_sum(m_outOffsets.begin(), m_outOffsets.end(), m_outOffsets.begin());

    // The reverse direction: the same edges grouped by callee (stably, so by caller within).
    struct Reverse
    {
        FunctionId callee;
        Edge edge;
    };
    std::vector<Reverse> reverse;
    reserveToAppend(reverse, m_outEdges.size());
    for (const FunctionId caller : idRange<FunctionId>(functions)) {
        // (Its edges by the offsets, not outEdges(): a call for each function.)
        for (std::size_t e = m_outOffsets[caller.index()]; e < m_outOffsets[caller.index() + 1];
             ++e) {
            const Edge& edge = m_outEdges[e];
            reverse.push_back({edge.other, {caller, edge.count, edge.costIndex}});
        }
    }
    std::vector<Reverse> sorted;
    countingSort(
        reverse, functions, [](const Reverse& r) { return r.callee.index(); }, sorted, m_inOffsets);
    reserveToAppend(m_inEdges, sorted.size());
    for (const Reverse& r : sorted)
        m_inEdges.push_back(r.edge);
}

std::span<const CallRelations::Edge> CallRelations::outEdges(FunctionId f) const
{
    if (std::size_t(f.index()) + 1 >= m_outOffsets.size())
        return {};
    return {m_outEdges.data() + m_outOffsets[f.index()],
            m_outEdges.data() + m_outOffsets[f.index() + 1]};
}

std::span<const CallRelations::Edge> CallRelations::inEdges(FunctionId f) const
{
    if (std::size_t(f.index()) + 1 >= m_inOffsets.size())
        return {};
    return {m_inEdges.data() + m_inOffsets[f.index()],
            m_inEdges.data() + m_inOffsets[f.index() + 1]};
}

CallRelation CallRelations::makeRelation(FunctionId caller, FunctionId callee, const Edge& edge,
                                         Sites sites, const std::stop_token& stop) const
{
    CallRelation relation;
    relation.other = edge.other;
    relation.count = edge.count;
    const auto cost = edgeCost(edge.costIndex);
    relation.inclusive.assign(cost.begin(), cost.end());
    if (sites == Sites::Read && !stop.stop_requested())
        relation.sites = callSites(caller, callee);
    return relation;
}

std::vector<CallSiteSummary> CallRelations::callSites(FunctionId caller, FunctionId callee) const
{
    std::vector<CallSiteSummary> summaries;
    if (!m_profile)
        return summaries;
    // The caller's sites are sorted by (callee, file, line, address): one contiguous run.
    const auto sites = m_profile->callSites(caller);
    const auto siteRows = sites.rows();
    // std::equal_range rather than std::ranges: clang 14 (the fuzz build) cannot compile the
    // latter against libstdc++ 12.
    struct ByCallee
    {
        bool operator()(const CallSiteRow& row, FunctionId f) const { return row.callee < f; }
        bool operator()(FunctionId f, const CallSiteRow& row) const { return f < row.callee; }
    };
    const auto [first, last] =
        std::equal_range(siteRows.begin(), siteRows.end(), callee, ByCallee{});
    for (auto it = first; it != last; ++it) {
        const auto siteCost = sites.costs(std::size_t(it - siteRows.begin()));
        summaries.push_back({it->file, it->line, it->address, it->count,
                             std::vector<Cost>(siteCost.begin(), siteCost.end())});
    }
    std::stable_sort(
        summaries.begin(), summaries.end(),
        [](const CallSiteSummary& a, const CallSiteSummary& b) { return a.count > b.count; });
    return summaries;
}

namespace {
void sortRelations(std::vector<CallRelation>& relations, int width)
{
    std::sort(relations.begin(), relations.end(),
              [width](const CallRelation& a, const CallRelation& b) {
                  const Cost ca = width ? a.inclusive[0] : 0;
                  const Cost cb = width ? b.inclusive[0] : 0;
                  return std::tie(cb, a.other) < std::tie(ca, b.other);
              });
}
} // namespace

std::vector<CallRelation> CallRelations::callers(FunctionId f, Sites sites,
                                                 std::stop_token stop) const
{
    std::vector<CallRelation> relations;
    for (const Edge& edge : inEdges(f))
        relations.push_back(makeRelation(edge.other, f, edge, sites, stop));
    sortRelations(relations, m_width);
    return relations;
}

std::vector<CallRelation> CallRelations::callees(FunctionId f, Sites sites,
                                                 std::stop_token stop) const
{
    std::vector<CallRelation> relations;
    for (const Edge& edge : outEdges(f))
        relations.push_back(makeRelation(f, edge.other, edge, sites, stop));
    sortRelations(relations, m_width);
    return relations;
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/CallMapTree.h"

#include <algorithm>

namespace tally {

double CallMapTree::selfCost(std::size_t index) const
{
    double children = 0;
    for (const CallMapNode& child : this->children(index))
        children += child.cost;
    return std::max(0.0, m_nodes[index].cost - children);
}

bool CallMapTree::onPath(std::size_t index, FunctionId function) const
{
    // Paths are at most maxDepth long: walking up is cheaper than keeping a set per node.
    for (std::int32_t i = std::int32_t(index); i >= 0; i = m_nodes[i].parent) {
        if (m_nodes[i].function == function)
            return true;
    }
    return false;
}

CallMapTree CallMapTree::build(const Profile& profile, const FlatProfile& flat,
                               const CallRelations& relations, FunctionId root,
                               const Options& options, const std::function<bool()>& cancel)
{
    CallMapTree tree;
    tree.m_options = options;
    const EventSet& events = options.events ? *options.events : profile.events();
    if (!flat.contains(root) || !relations.contains(root) || options.event < 0 ||
        options.event >= events.count() || flat.width() == 0 || flat.width() != events.realCount())
        return tree;

    const auto inclusive = [&](FunctionId f) {
        return double(events.value(flat.inclusive(f), options.event));
    };
    const Cost rootInclusive = events.value(flat.inclusive(root), options.event);
    const double rootCost = double(rootInclusive);
    // The Cost itself, not the double converted back: INT64_MAX rounds up to 2^63 as a double.
    tree.m_nodes.push_back({root, -1, 0, 0, 0, rootCost, rootInclusive, 0, false, kInvalidId});
    if (!(rootCost > 0))
        return tree;
    const double minCost = std::max(0.0, options.minShare) * rootCost;
    const std::size_t maxNodes = std::max<std::size_t>(1, options.maxNodes);

    struct Candidate
    {
        FunctionId function;
        double cost;
        Cost callCost;
        Count calls;
        std::uint32_t edge;
    };
    std::vector<Candidate> candidates;

    // The node vector is the breadth-first queue: parents come before their children, and each
    // node's children are appended together, so they are contiguous.
    for (std::size_t index = 0; index < tree.m_nodes.size(); ++index) {
        if (cancel && (index % 256) == 0 && cancel())
            break;
        const CallMapNode parent = tree.m_nodes[index];
        if (parent.repeated || parent.depth >= options.maxDepth || !(parent.cost > minCost))
            continue;

        const auto edges = options.direction == Direction::Callees
                               ? relations.outEdges(parent.function)
                               : relations.inEdges(parent.function);
        candidates.clear();
        double edgeSum = 0;
        for (const CallRelations::Edge& edge : edges) {
            const Cost callCost = events.value(relations.edgeCost(edge.costIndex), options.event);
            if (callCost <= 0 || !flat.contains(edge.other))
                continue;
            candidates.push_back(
                {edge.other, double(callCost), callCost, edge.count, edge.costIndex});
            edgeSum += double(callCost);
        }
        if (candidates.empty())
            continue;
        // A callee's calls are scaled by the share of its inclusive cost that reaches it through
        // this path. Inside recursion cycles (with cycle detection, a member's inclusive cost
        // leaves out the calls within the cycle) the calls can add up to more than the inclusive
        // cost: they then share the whole node.
        const double denominator = std::max(inclusive(parent.function), edgeSum);
        if (!(denominator > 0))
            continue;
        const double factor = parent.cost / denominator;
        for (Candidate& c : candidates)
            c.cost *= factor;
        std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
            return a.cost > b.cost || (a.cost == b.cost && a.function < b.function);
        });

        const auto firstChild = std::uint32_t(tree.m_nodes.size());
        std::uint32_t added = 0;
        for (const Candidate& c : candidates) {
            if (!(c.cost >= minCost) || c.cost <= 0)
                break; // sorted: the rest are smaller
            if (tree.m_nodes.size() >= maxNodes) {
                tree.m_capped = true;
                break;
            }
            tree.m_nodes.push_back({c.function, std::int32_t(index), 0, 0, parent.depth + 1, c.cost,
                                    c.callCost, c.calls, tree.onPath(index, c.function), c.edge});
            ++added;
        }
        tree.m_nodes[index].firstChild = firstChild;
        tree.m_nodes[index].childCount = added;
        if (tree.m_capped)
            break;
    }
    return tree;
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/CallGraph.h"

#include "core/model/CostArithmetic.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <unordered_map>

namespace tally {

namespace {

Cost magnitude(Cost cost)
{
    return cost < 0 ? costmath::subtract(0, cost) : cost;
}

// Builds the graph; one instance per CallGraph::build call.
class Builder
{
public:
    Builder(const Profile& profile, const FlatProfile& flat, const CallRelations& relations,
            const CallGraphOptions& options, Cost limit)
        : m_events(options.events ? *options.events : profile.events()), m_flat(flat),
          m_relations(relations), m_options(options), m_limit(limit)
    {}

    int addFunction(FunctionId f, int distance)
    {
        CallGraphNode node;
        node.function = f;
        node.inclusive = value(m_flat.inclusive(f));
        node.self = value(m_flat.self(f));
        node.called = m_flat.called(f);
        node.distance = distance;
        node.cycle = m_flat.cycleOf(f);
        if (node.cycle >= 0 && std::size_t(node.cycle) < m_flat.cycles().size())
            node.cycleNumber = m_flat.cycles()[node.cycle].number;
        m_index.emplace(f, int(m_nodes.size()));
        m_nodes.push_back(node);
        ++m_functionNodes;
        return int(m_nodes.size()) - 1;
    }

    // Expands one level: the callers (up) or callees (down) of every node in `frontier`.
    // Returns the next frontier.
    std::vector<int> expand(const std::vector<int>& frontier, bool up, int distance)
    {
        std::vector<int> next;
        for (const int nodeIndex : frontier) {
            const FunctionId f = m_nodes[nodeIndex].function;
            const auto edges = up ? m_relations.inEdges(f) : m_relations.outEdges(f);
            struct Candidate
            {
                FunctionId other;
                Cost cost;
                Count count;
            };
            std::vector<Candidate> candidates;
            candidates.reserve(edges.size());
            for (const auto& edge : edges)
                candidates.push_back(
                    {edge.other, value(m_relations.edgeCost(edge.costIndex)), edge.count});
            std::stable_sort(candidates.begin(), candidates.end(),
                             [](const Candidate& a, const Candidate& b) {
                                 return magnitude(a.cost) > magnitude(b.cost);
                             });
            int hidden = 0;
            Cost hiddenCost = 0;
            Count hiddenCalls = 0;
            FunctionId hiddenFunction; // the last one hidden
            for (const Candidate& c : candidates) {
                if (m_index.contains(c.other) && magnitude(c.cost) >= m_limit)
                    continue; // shown already; the edge is added at the end
                const bool passes = magnitude(c.cost) >= m_limit;
                if (passes && m_functionNodes < m_options.maxNodes) {
                    const int added = addFunction(c.other, up ? -distance : distance);
                    next.push_back(added);
                    m_treeEdges.insert(up ? std::pair(added, nodeIndex)
                                          : std::pair(nodeIndex, added));
                    continue;
                }
                if (passes)
                    m_capped = true;
                ++hidden;
                hiddenFunction = c.other;
                costmath::addTo(hiddenCost, c.cost);
                costmath::addCountTo(hiddenCalls, c.count);
            }
            // A single hidden call is drawn as its function while the cap leaves room (or the
            // function is shown already): maxNodes stays a hard bound on the boxes.
            if (hidden == 1 &&
                (m_index.contains(hiddenFunction) || m_functionNodes < m_options.maxNodes))
                addHiddenCall(nodeIndex, up, hiddenFunction, distance);
            else if (hidden > 0)
                addSummary(nodeIndex, up, hidden, hiddenCost, hiddenCalls);
        }
        return next;
    }

    // One hidden call: a box saying "1 more callee" would take the room of the callee's own
    // box, so the callee (or caller) is drawn as itself, with its call, but not expanded
    // further. When it is shown already, only the call is drawn.
    void addHiddenCall(int owner, bool up, FunctionId other, int distance)
    {
        const auto found = m_index.find(other);
        const int node =
            found != m_index.end() ? found->second : addFunction(other, up ? -distance : distance);
        m_treeEdges.insert(up ? std::pair(node, owner) : std::pair(owner, node));
    }

    void addSummary(int owner, bool up, int hidden, Cost cost, Count calls)
    {
        CallGraphNode node;
        node.kind = up ? CallGraphNode::Kind::MoreCallers : CallGraphNode::Kind::MoreCallees;
        node.function = m_nodes[owner].function;
        node.inclusive = cost;
        node.called = calls;
        node.distance = m_nodes[owner].distance + (up ? -1 : 1);
        node.hidden = hidden;
        node.owner = owner;
        const int index = int(m_nodes.size());
        m_nodes.push_back(node);
        CallGraphEdge edge;
        edge.caller = up ? index : owner;
        edge.callee = up ? owner : index;
        edge.cost = cost;
        edge.count = calls;
        m_edges.push_back(edge);
    }

    // Every call between two shown functions that passes the threshold, up to the edge cap:
    // the calls that reached a node first, then the most expensive others.
    void addEdgesBetweenShownFunctions()
    {
        std::vector<CallGraphEdge> tree;
        std::vector<CallGraphEdge> others;
        const std::size_t nodeCount = m_nodes.size();
        for (std::size_t i = 0; i < nodeCount; ++i) {
            if (m_nodes[i].kind != CallGraphNode::Kind::Function)
                continue;
            const FunctionId caller = m_nodes[i].function;
            for (const auto& edge : m_relations.outEdges(caller)) {
                const auto found = m_index.find(edge.other);
                if (found == m_index.end())
                    continue;
                const Cost cost = value(m_relations.edgeCost(edge.costIndex));
                // Cheaper calls only where one stood alone for its node (addHiddenCall).
                const bool reachedNode = m_treeEdges.contains({int(i), found->second});
                if (magnitude(cost) < m_limit && !reachedNode)
                    continue;
                CallGraphEdge graphEdge;
                graphEdge.caller = int(i);
                graphEdge.callee = found->second;
                graphEdge.cost = cost;
                graphEdge.count = edge.count;
                const int cycle = m_nodes[i].cycle;
                graphEdge.withinCycle =
                    caller == edge.other || (cycle >= 0 && cycle == m_nodes[found->second].cycle);
                (reachedNode ? tree : others).push_back(graphEdge);
            }
        }
        std::stable_sort(others.begin(), others.end(), [](const auto& a, const auto& b) {
            return magnitude(a.cost) > magnitude(b.cost);
        });
        const std::size_t room =
            std::size_t(std::max(0, m_options.maxEdges - int(m_edges.size() + tree.size())));
        if (others.size() > room) {
            m_droppedEdges = int(others.size() - room);
            others.resize(room);
        }
        m_edges.insert(m_edges.end(), tree.begin(), tree.end());
        m_edges.insert(m_edges.end(), others.begin(), others.end());
    }

    std::vector<CallGraphNode> m_nodes;
    std::vector<CallGraphEdge> m_edges;
    bool m_capped = false;
    int m_droppedEdges = 0;

private:
    Cost value(std::span<const Cost> costs) const
    {
        return costs.empty() ? 0 : m_events.value(costs, m_options.event);
    }

    const EventSet& m_events;
    const FlatProfile& m_flat;
    const CallRelations& m_relations;
    const CallGraphOptions& m_options;
    const Cost m_limit;
    std::unordered_map<FunctionId, int> m_index;
    std::set<std::pair<int, int>> m_treeEdges; // (caller, callee) nodes of calls that added one
    int m_functionNodes = 0;
};

} // namespace

CallGraph CallGraph::build(const Profile& profile, const FlatProfile& flat,
                           const CallRelations& relations, FunctionId centre,
                           const Options& requested)
{
    CallGraph graph;
    Options options = requested;
    options.callerDepth = std::clamp(options.callerDepth, 0, Options::kMaxDepth);
    options.calleeDepth = std::clamp(options.calleeDepth, 0, Options::kMaxDepth);
    options.maxNodes = std::clamp(options.maxNodes, 1, Options::kMaxNodesLimit);
    options.maxEdges = std::clamp(options.maxEdges, 0, 4 * Options::kMaxNodesLimit);
    if (!(options.threshold >= 0.0)) // also catches NaN
        options.threshold = 0.0;
    options.threshold = std::min(options.threshold, 1.0);
    graph.m_options = options;
    const EventSet& events = options.events ? *options.events : profile.events();
    if (!profile.isFunction(centre) || !flat.contains(centre) || options.event < 0 ||
        options.event >= events.count() || flat.width() != events.realCount() ||
        events.realCount() != profile.events().realCount())
        return graph;

    const Cost centreInclusive = magnitude(events.value(flat.inclusive(centre), options.event));
    // A double of 2^63 (what INT64_MAX rounds to) does not convert back to a Cost.
    const double limit = std::ceil(options.threshold * double(centreInclusive));
    graph.m_limit = limit < 0x1p63 ? Cost(limit) : std::numeric_limits<Cost>::max();

    Builder builder(profile, flat, relations, options, graph.m_limit);
    builder.addFunction(centre, 0);
    std::vector<int> up{0};
    std::vector<int> down{0};
    // Nearest levels first on both sides, so that the node cap keeps them.
    for (int level = 1; level <= std::max(options.callerDepth, options.calleeDepth); ++level) {
        if (level <= options.callerDepth)
            up = builder.expand(up, true, level);
        if (level <= options.calleeDepth)
            down = builder.expand(down, false, level);
    }
    builder.addEdgesBetweenShownFunctions();
    graph.m_nodes = std::move(builder.m_nodes);
    graph.m_edges = std::move(builder.m_edges);
    graph.m_capped = builder.m_capped;
    graph.m_droppedEdges = builder.m_droppedEdges;
    return graph;
}

int CallGraph::nodeOf(FunctionId function) const
{
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        if (m_nodes[i].kind == CallGraphNode::Kind::Function && m_nodes[i].function == function)
            return int(i);
    }
    return -1;
}

} // namespace tally

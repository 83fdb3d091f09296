// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CallRelations.h"
#include "core/analysis/FlatProfile.h"
#include "core/model/Profile.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

namespace tally {

// One rectangle of the call map: a function reached from the root along a path of calls.
struct CallMapNode
{
    FunctionId function;
    std::int32_t parent = -1;     // index into CallMapTree::nodes(); -1 for the root
    std::uint32_t firstChild = 0; // children are contiguous: firstChild .. firstChild + childCount
    std::uint32_t childCount = 0;
    int depth = 0;
    // The area weight, in units of the event: the part of the root's inclusive cost that flows
    // through this path. Children's weights never sum to more than their parent's.
    double cost = 0;
    // The inclusive cost of the calls of this edge as the profile has them, unscaled (the root:
    // the function's inclusive cost), and their count (0 for the root).
    Cost callCost = 0;
    Count calls = 0;
    // The function is already on the path above: drawn once, not expanded (recursion).
    bool repeated = false;
    // The edge's costs in CallRelations::edgeCost(), for other event types (root: none).
    std::uint32_t edge = kInvalidId;
};

// The tree a call map draws, as KCachegrind's callee / caller maps define it: the root is the
// active function with its inclusive cost; its children are its callees with the inclusive cost
// of the calls to them (or, for the caller map, its callers with the cost of their calls into
// it); further down, a function's own callees (callers) are scaled by the share of its inclusive
// cost that flows through the edge above, so that every level fits in its parent. The rest of a
// node, its self cost (or its cost not reached through callers), is the parent's own area.
//
// Built breadth first with explicit bounds: a depth limit, a minimum share of the root below
// which nodes are left out, and a node cap, so hostile or huge profiles cost bounded work.
class CallMapTree
{
public:
    enum class Direction
    {
        Callees,
        Callers
    };

    struct Options
    {
        Direction direction = Direction::Callees;
        int event = 0;       // real or derived event type, evaluated with EventSet::value
        int maxDepth = 8;    // levels below the root
        double minShare = 0; // nodes whose cost is below this fraction of the root's are left out
        std::size_t maxNodes = 20000;
        // The event types `event` indexes: the Session's, with the user's derived types. Null
        // means the profile's own.
        std::shared_ptr<const EventSet> events;
    };

    CallMapTree() = default;

    // `cancel`, when given, is polled and makes the build stop early (the tree is then partial).
    static CallMapTree build(const Profile& profile, const FlatProfile& flat,
                             const CallRelations& relations, FunctionId root,
                             const Options& options, const std::function<bool()>& cancel = {});

    const std::vector<CallMapNode>& nodes() const { return m_nodes; }
    bool isEmpty() const { return m_nodes.empty(); }
    const CallMapNode& node(std::size_t index) const { return m_nodes[index]; }
    std::span<const CallMapNode> children(std::size_t index) const
    {
        const CallMapNode& n = m_nodes[index];
        return {m_nodes.data() + n.firstChild, n.childCount};
    }
    // The node's own area: its cost minus its children's.
    double selfCost(std::size_t index) const;
    const Options& options() const { return m_options; }
    // Whether the node cap stopped the build before every level was expanded.
    bool isCapped() const { return m_capped; }

private:
    bool onPath(std::size_t index, FunctionId function) const;

    std::vector<CallMapNode> m_nodes;
    Options m_options;
    bool m_capped = false;
};

} // namespace tally

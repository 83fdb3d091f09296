// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CallRelations.h"
#include "core/analysis/FlatProfile.h"
#include "core/model/Profile.h"

#include <memory>
#include <vector>

namespace tally {

struct CallGraphOptions
{
    int callerDepth = 2;     // levels of callers above the centre
    int calleeDepth = 3;     // levels of callees below it
    double threshold = 0.01; // calls cheaper than this fraction of the centre's inclusive hide
    int event = 0;           // event type (real or derived) the costs and threshold use
    int maxNodes = 150;      // function nodes at most, so that a huge fan-out stays readable
    int maxEdges = 600;      // calls at most (the ones that reached a node always show)
    // The event types `event` indexes: the Session's, with the user's derived types. Null means
    // the profile's own.
    std::shared_ptr<const EventSet> events;

    static constexpr int kMaxDepth = 32;
    static constexpr int kMaxNodesLimit = 2000;
};

struct CallGraphNode
{
    enum class Kind
    {
        Function,
        MoreCallers, // summary of the callers of `owner` hidden by the threshold or node cap
        MoreCallees, // summary of the callees of `owner` that were hidden
    };
    Kind kind = Kind::Function;
    FunctionId function; // the function; for summaries, the owner's function
    Cost inclusive = 0;  // summaries: the cost of the hidden calls
    Cost self = 0;
    Count called = 0;    // summaries: the hidden calls' count
    int distance = 0;    // 0 centre, -n callers, +n callees; summaries one beyond their owner
    int cycle = -1;      // FlatProfile cycle index, or -1
    int cycleNumber = 0; // its <cycle N> number
    int hidden = 0;      // summaries: how many callers / callees they stand for
    int owner = -1;      // summaries: the node whose relations they summarize
};

struct CallGraphEdge
{
    int caller = 0; // node indexes
    int callee = 0;
    Cost cost = 0;            // inclusive cost of the calls
    Count count = 0;          // call count
    bool withinCycle = false; // both ends in the same recursion cycle, or self-recursive
};

// The neighbourhood of one function in the call graph, as the call graph view draws it: callers
// up to a depth above, callees up to a depth below, calls cheaper than a fraction of the centre's
// inclusive cost hidden and summarized per node ("N more callees"; a single hidden call is drawn
// as its function, not expanded, while the cap leaves room), at most maxNodes functions.
// The walks are breadth-first with a visited map (no recursion), nearest levels first and the
// most expensive calls first within a level, so that the node cap keeps what matters most.
// Edges are every call between shown functions that passes the threshold, so cycles show whole.
class CallGraph
{
public:
    using Options = CallGraphOptions;

    CallGraph() = default;
    static CallGraph build(const Profile& profile, const FlatProfile& flat,
                           const CallRelations& relations, FunctionId centre,
                           const Options& options);

    const std::vector<CallGraphNode>& nodes() const { return m_nodes; }
    const std::vector<CallGraphEdge>& edges() const { return m_edges; }
    bool isEmpty() const { return m_nodes.empty(); }
    // Node 0 is the centre (when not empty).
    FunctionId centreFunction() const
    {
        return m_nodes.empty() ? FunctionId() : m_nodes[0].function;
    }
    // The node of a function, or -1.
    int nodeOf(FunctionId function) const;
    const Options& options() const { return m_options; }
    // Calls cheaper than this (absolute value) are hidden.
    Cost limit() const { return m_limit; }
    // Whether the node cap hid functions that passed the threshold.
    bool capped() const { return m_capped; }
    // Calls between shown functions left out by the edge cap.
    int droppedEdges() const { return m_droppedEdges; }

private:
    std::vector<CallGraphNode> m_nodes;
    std::vector<CallGraphEdge> m_edges;
    Options m_options;
    Cost m_limit = 0;
    bool m_capped = false;
    int m_droppedEdges = 0;
};

} // namespace tally

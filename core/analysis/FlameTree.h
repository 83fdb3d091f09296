// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CallRelations.h"
#include "core/analysis/FlatProfile.h"
#include "core/model/EventSet.h"
#include "core/model/Profile.h"

#include <cstdint>
#include <memory>
#include <stop_token>
#include <vector>

namespace tally {

// The key of the `…` frame among a node's children (FlameTree's merge, FlameDelta's matching):
// above every function's index.
inline constexpr std::uint32_t kCutFrameKey = 0xffffffffU;

struct FlameNode
{
    // Invalid for the root (the whole profile, or nothing above the focus) and for the `…`
    // frame that stands for the frames dropped where a stack was cut.
    FunctionId function;
    std::int32_t parent = -1;     // index into FlameTree::nodes(); -1 for the root
    std::uint32_t firstChild = 0; // children are contiguous, costliest first
    std::uint32_t childCount = 0;
    int depth = 0;      // the root is 0
    Cost self = 0;      // the count of the stack that ends here, in units of the event
    Cost inclusive = 0; // self plus the children's inclusive
    bool cut = false;   // the `…` frame
};

// The stacks of a profile, estimated from its call graph. Callgrind records caller -> callee
// edges with their inclusive cost, not stacks; so each function's self cost is passed up to its
// callers in proportion to the cost of each call (gprof's assumption). The result is exact where
// every function on a path has one caller (a call tree), and where the file was recorded with
// `--separate-callers=N` as far as its contexts reach (each context `f'g'h` is a function of its
// own with one caller context); elsewhere it is an estimate, and isEstimate() says so.
//
// Rules, so that the numbers are checkable:
// - Roots are the functions nobody else calls; with a focus, the focus alone.
// - A call back into a function already on the stack (recursion, direct or through a cycle) is
//   not expanded: the recursive cost stays in the frames already on the stack, so a recursion
//   cycle is one frame per entry into it.
// - Stacks deeper than Options::maxDepth frames keep their first maxDepth - 2 frames, then a
//   `…` frame, then the function that ends the stack (frames in between are merged).
// - Counts are integers: the stacks that end in a function get its self cost exactly,
//   distributed over them with largest-remainder rounding, so all counts add up to the total
//   (negative self costs count as 0). A function no stack reached (the caps) gets a stack of
//   its own. With a focus, the counts add up to the focus's
//   inclusive cost instead, rounded the same way.
// - Where no caller-less function reaches (an entry point inside a recursion cycle), the
//   costliest function not reached yet is a root too, and so on.
// - Work and memory are bounded by maxNodes, and paths carrying less than minShare of the total
//   are not expanded (their cost goes to the function's other stacks); calls are followed
//   costliest first, so a cap leaves out the cheapest paths.
class FlameTree
{
public:
    struct Options
    {
        int event = 0; // real or derived event type, evaluated with EventSet::value
        std::shared_ptr<const EventSet> events; // null: the profile's own
        FunctionId focus;                       // invalid: the whole profile
        int maxDepth = 128;
        std::size_t maxNodes = 1'000'000;
        double minShare = 1e-5; // a thousandth of a percent: far below a pixel
    };

    FlameTree() = default;

    // Runs on any thread; returns an empty tree if `stop` is requested before it is done.
    static FlameTree build(const Profile& profile, const FlatProfile& flat,
                           const CallRelations& relations, const Options& options,
                           std::stop_token stop = {});
    // The same stacks read from the other end (a bottom-up or reversed flame graph): each
    // stack `root;...;leaf COUNT` becomes `leaf;...;root COUNT`, so the roots are the functions
    // with self cost, each as wide as its self cost in `topDown`, and a frame's children are the
    // callers its cost came through. Counts, totals, the estimate and the options are
    // `topDown`'s, and so is the cap: past maxNodes frames, the callers a stack would add are
    // one `…` frame (isCapped()). Returns an empty tree if `stop` is requested before it is done.
    static FlameTree reversed(const FlameTree& topDown, std::stop_token stop = {});

    const std::vector<FlameNode>& nodes() const { return m_nodes; }
    bool isEmpty() const { return m_nodes.empty(); }
    const FlameNode& node(std::size_t index) const { return m_nodes[index]; }
    std::span<const FlameNode> children(std::size_t index) const
    {
        const FlameNode& n = m_nodes[index];
        return {m_nodes.data() + n.firstChild, n.childCount};
    }
    // The root's inclusive cost: the sum of all counts.
    Cost total() const { return m_nodes.empty() ? 0 : m_nodes.front().inclusive; }
    // Whether some function on a path had more than one caller, a recursive call was cut, or a
    // cap or threshold dropped a path: the stacks are then an estimate.
    bool isEstimate() const { return m_estimate; }
    // Whether maxNodes stopped the expansion.
    bool isCapped() const { return m_capped; }
    const Options& options() const { return m_options; }
    // Whether the tree is reversed(): roots are where cost was spent, children are callers.
    bool isBottomUp() const { return m_bottomUp; }

    // The frames of the stack that ends at `index`, root-most first, without the root.
    std::vector<std::size_t> path(std::size_t index) const;

private:
    std::vector<FlameNode> m_nodes;
    Options m_options;
    bool m_estimate = false;
    bool m_capped = false;
    bool m_bottomUp = false;
};

// The name a frame shows: the function's name without its `--separate-callers` context (the part
// from the first `'`), `…` for a cut frame, "all" for the root.
QString flameFrameName(const Profile& profile, const FlameNode& node);

} // namespace tally

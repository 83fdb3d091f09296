// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/FlameTree.h"

#include "core/model/CostArithmetic.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <unordered_map>

namespace tally {

namespace {

// Calls looked at per frame allowed, on average: a recursion cycle's frame looks at the calls
// out of all its members.
constexpr std::size_t kScansPerNode = 16;

// A frame while the tree is being estimated: its weight is a real number, in units of the event.
struct DraftNode
{
    FunctionId function;
    std::int32_t parent = -1;
    int depth = 0;
    double self = 0;
    bool cut = false;
};

// One function on the walk's explicit stack (no recursion in C++: depth is bounded by the
// function count, not by the thread's stack).
struct WalkFrame
{
    FunctionId function;
    std::int32_t node = -1;     // its draft node; -1 below a cut
    std::int32_t ellipsis = -1; // the `…` node the frames below a cut hang from
    int depth = 0;
    double ratio = 0; // the share of the function's inclusive cost this path carries
    int cycle = -1;   // the recursion cycle this frame stands for, entered through `function`
    std::uint32_t nextEdge = 0;
};

// Splits `target` over `weights` in proportion, as integers that add up to `target` exactly:
// each gets the floor of its share, and the remainder goes one unit at a time to the largest
// fractional parts (ties: the earlier one).
std::vector<Cost> largestRemainder(Cost target, const std::vector<double>& weights)
{
    std::vector<Cost> counts(weights.size(), 0);
    const double sum = std::accumulate(weights.begin(), weights.end(), 0.0);
    if (weights.empty() || target <= 0 || !(sum > 0))
        return counts;
    std::vector<double> fraction(weights.size(), 0);
    Cost assigned = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        const long double share = (long double)target * weights[i] / sum;
        const long double whole = std::floor(share);
        counts[i] = std::clamp<Cost>(Cost(whole), 0, target);
        fraction[i] = double(share - whole);
        assigned = costmath::add(assigned, counts[i]);
    }
    std::vector<std::size_t> order(weights.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return fraction[a] > fraction[b]; });
    // Floating-point error can leave the floors a little off either way; settle it in order.
    for (std::size_t k = 0; assigned < target; k = (k + 1) % order.size()) {
        ++counts[order[k]];
        ++assigned;
    }
    for (std::size_t k = order.size(); assigned > target;) {
        k = k == 0 ? order.size() - 1 : k - 1;
        if (counts[order[k]] > 0) {
            --counts[order[k]];
            --assigned;
        }
    }
    return counts;
}

// The final tree from draft frames (a parent always before its children) and the count of
// the stack ending at each: inclusive counts summed bottom-up, then the nodes breadth-first,
// children contiguous and costliest first, frames without cost dropped. `Draft` has
// `function`, `parent` (-1 for the root, frame 0) and `cut`.
template <class Draft>
std::vector<FlameNode> assemble(const std::vector<Draft>& draft, const std::vector<Cost>& counts)
{
    std::vector<FlameNode> nodes;
    if (draft.empty())
        return nodes;
    std::vector<Cost> inclusive = counts;
    for (std::size_t i = draft.size(); i-- > 1;)
        inclusive[std::size_t(draft[i].parent)] =
            costmath::add(inclusive[std::size_t(draft[i].parent)], inclusive[i]);
    std::vector<std::uint32_t> childOffsets(draft.size() + 1, 0);
    for (std::size_t i = 1; i < draft.size(); ++i)
        ++childOffsets[std::size_t(draft[i].parent) + 1];
    std::partial_sum(childOffsets.begin(), childOffsets.end(), childOffsets.begin());
    std::vector<std::uint32_t> childList(draft.size() - 1);
    {
        std::vector<std::uint32_t> fill(childOffsets.begin(), childOffsets.end() - 1);
        for (std::size_t i = 1; i < draft.size(); ++i)
            childList[fill[std::size_t(draft[i].parent)]++] = std::uint32_t(i);
    }
    nodes.reserve(draft.size());
    nodes.push_back(FlameNode{FunctionId{}, -1, 0, 0, 0, counts[0], inclusive[0], false});
    std::vector<std::uint32_t> draftOf{0};
    for (std::size_t at = 0; at < nodes.size(); ++at) {
        const std::uint32_t d = draftOf[at];
        auto begin = childList.begin() + childOffsets[d];
        auto end = childList.begin() + childOffsets[d + 1];
        std::stable_sort(begin, end, [&](std::uint32_t a, std::uint32_t b) {
            return inclusive[a] > inclusive[b];
        });
        nodes[at].firstChild = std::uint32_t(nodes.size());
        for (auto it = begin; it != end && inclusive[*it] > 0; ++it) {
            const Draft& child = draft[*it];
            nodes.push_back(FlameNode{child.function, std::int32_t(at), 0, 0, nodes[at].depth + 1,
                                      counts[*it], inclusive[*it], child.cut});
            draftOf.push_back(*it);
        }
        nodes[at].childCount = std::uint32_t(nodes.size()) - nodes[at].firstChild;
    }
    return nodes;
}

// A map from 64-bit keys to frame indexes, open addressing with linear probing: the reversal
// looks up a frame for every frame of every stack (millions on a big profile), where a
// node-based map spends most of its time allocating and chasing pointers.
class FrameIndex
{
public:
    explicit FrameIndex(std::size_t expected)
    {
        std::size_t capacity = 1024;
        while (capacity < expected * 2)
            capacity *= 2;
        m_slots.assign(capacity, Slot{});
    }

    // The value for `key`, inserting `value` if there is none; whether it was inserted.
    std::pair<std::int32_t, bool> tryEmplace(std::uint64_t key, std::int32_t value)
    {
        if ((m_size + 1) * 2 > m_slots.size())
            grow();
        std::size_t at = slotOf(key);
        for (;; at = (at + 1) & (m_slots.size() - 1)) {
            Slot& slot = m_slots[at];
            if (slot.value < 0) {
                slot = Slot{key, value};
                ++m_size;
                return {value, true};
            }
            if (slot.key == key)
                return {slot.value, false};
        }
    }

    // The value for `key`, or -1.
    std::int32_t find(std::uint64_t key) const
    {
        for (std::size_t at = slotOf(key);; at = (at + 1) & (m_slots.size() - 1)) {
            const Slot& slot = m_slots[at];
            if (slot.value < 0 || slot.key == key)
                return slot.value;
        }
    }

private:
    struct Slot
    {
        std::uint64_t key = 0;
        std::int32_t value = -1; // -1: empty
    };

    std::size_t slotOf(std::uint64_t key) const
    {
        // Every bit of the key moves every bit of the slot (splitmix64's finalizer): a key is a
        // parent's index above a function's, both counting up, and a product's middle bits left
        // the parent's out, so a million-deep chain's reversal probed runs of thousands of slots.
        std::uint64_t h = key;
        h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ULL;
        h = (h ^ (h >> 27)) * 0x94d049bb133111ebULL;
        h ^= h >> 31;
        return std::size_t(h) & (m_slots.size() - 1);
    }

    void grow()
    {
        std::vector<Slot> old(m_slots.size() * 2, Slot{});
        old.swap(m_slots);
        for (const Slot& slot : old) {
            if (slot.value < 0)
                continue;
            std::size_t at = slotOf(slot.key);
            while (m_slots[at].value >= 0)
                at = (at + 1) & (m_slots.size() - 1);
            m_slots[at] = slot;
        }
    }

    std::vector<Slot> m_slots;
    std::size_t m_size = 0;
};

bool isContextName(const QString& name, qsizetype quote)
{
    // `f'g'h` from --separate-callers; a quote inside a template argument or a parameter list
    // (a character literal) is part of the name, one after `(below main)` is not.
    int open = 0;
    for (qsizetype i = 0; i < quote; ++i) {
        const QChar c = name[i];
        if (c == QLatin1Char('<') || c == QLatin1Char('('))
            ++open;
        else if ((c == QLatin1Char('>') || c == QLatin1Char(')')) && open > 0)
            --open;
    }
    return quote > 0 && open == 0;
}

} // namespace

QString flameFrameName(const Profile& profile, const FlameNode& node)
{
    if (node.cut)
        return QStringLiteral("\u2026");
    if (!node.function.isValid())
        return QStringLiteral("all");
    QString name = profile.functionName(node.function);
    const qsizetype quote = name.indexOf(QLatin1Char('\''));
    if (quote >= 0 && isContextName(name, quote)) {
        name.truncate(quote);
        name.squeeze(); // a context can be most of the name: do not keep its room
    }
    return name;
}

std::vector<std::size_t> FlameTree::path(std::size_t index) const
{
    std::vector<std::size_t> frames;
    for (std::int32_t i = std::int32_t(index); i > 0; i = m_nodes[std::size_t(i)].parent)
        frames.push_back(std::size_t(i));
    std::reverse(frames.begin(), frames.end());
    return frames;
}

FlameTree FlameTree::build(const Profile& profile, const FlatProfile& flat,
                           const CallRelations& relations, const Options& options,
                           std::stop_token stop)
{
    FlameTree tree;
    tree.m_options = options;
    const EventSet& events = options.events ? *options.events : profile.events();
    const std::size_t functionCount = std::min(flat.functionCount(), relations.functionCount());
    if (options.event < 0 || options.event >= events.count() || flat.width() == 0 ||
        flat.width() != events.realCount() || relations.width() != flat.width())
        return tree;
    const auto clamped = [&](std::span<const Cost> costs) {
        return std::max<Cost>(0, events.value(costs, options.event));
    };
    const auto selfOf = [&](FunctionId f) { return clamped(flat.self(f)); };
    const auto inclusiveOf = [&](FunctionId f) { return clamped(flat.inclusive(f)); };
    const bool focused = options.focus.isValid();
    if (focused && options.focus.index() >= functionCount)
        return tree;
    const int maxDepth = std::max(options.maxDepth, 2);

    // The roots, and the total the counts add up to.
    std::vector<FunctionId> roots;
    Cost total = 0;
    if (focused) {
        roots.push_back(options.focus);
        total = inclusiveOf(options.focus);
    } else {
        for (std::size_t i = 0; i < functionCount; ++i) {
            const FunctionId f{FunctionId::Index(i)};
            total = costmath::add(total, selfOf(f));
            const auto in = relations.inEdges(f);
            const bool called = std::any_of(in.begin(), in.end(),
                                            [&](const auto& edge) { return edge.other != f; });
            if (!called && inclusiveOf(f) > 0)
                roots.push_back(f);
        }
        std::stable_sort(roots.begin(), roots.end(), [&](FunctionId a, FunctionId b) {
            return inclusiveOf(a) > inclusiveOf(b);
        });
    }
    const double minWeight = double(total) * std::max(options.minShare, 0.0);

    std::vector<DraftNode> draft{DraftNode{}};
    std::unordered_map<std::uint64_t, std::int32_t> belowCut; // (`…` node, function) -> node
    std::vector<std::uint8_t> onPath(functionCount, 0);
    std::vector<std::uint8_t> seen(functionCount, 0);
    // Each function's calls, and each cycle's calls out of it, costliest first: a walk stops
    // at the first one too thin to follow, and a cap leaves out the cheapest.
    using Edge = CallRelations::Edge;
    const auto costliestFirst = [&](const Edge* x, const Edge* y) {
        return clamped(relations.edgeCost(x->costIndex)) >
               clamped(relations.edgeCost(y->costIndex));
    };
    std::vector<std::uint32_t> edgeOffsets(functionCount + 1, 0);
    std::vector<const Edge*> sortedEdges;
    sortedEdges.reserve(relations.edgeCount());
    for (std::size_t i = 0; i < functionCount; ++i) {
        const FunctionId f{FunctionId::Index(i)};
        const std::size_t first = sortedEdges.size();
        for (const Edge& edge : relations.outEdges(f))
            if (edge.other != f && edge.other.index() < functionCount)
                sortedEdges.push_back(&edge);
        std::stable_sort(sortedEdges.begin() + std::ptrdiff_t(first), sortedEdges.end(),
                         costliestFirst);
        edgeOffsets[i + 1] = std::uint32_t(sortedEdges.size());
    }
    std::vector<std::vector<const Edge*>> cycleEdges(flat.cycles().size());
    std::vector<std::uint8_t> cycleEdgesReady(flat.cycles().size(), 0);
    const bool cycles = !flat.cycles().empty();
    std::vector<std::uint8_t> onCycle(flat.cycles().size(), 0);
    std::vector<WalkFrame> walk;
    std::size_t visits = 0; // frames entered
    std::size_t scans = 0;  // calls looked at: the work, bounded at kScansPerNode * maxNodes
    const std::size_t maxScans = options.maxNodes * kScansPerNode;
    bool estimate = false;
    bool capped = false;

    // Adds `self` to the frame of `f` under `parent` (a node), or under the `…` of a cut.
    const auto addFrame = [&](FunctionId f, std::int32_t parent, std::int32_t ellipsis, int depth,
                              double self) {
        if (ellipsis < 0) {
            draft.push_back(DraftNode{f, parent, depth, self, false});
            return std::int32_t(draft.size() - 1);
        }
        // Below a cut the frames between are dropped: the function hangs under the `…` to
        // carry its self cost, while the walk goes on below it.
        const std::uint64_t key = (std::uint64_t(ellipsis) << 32) | f.index();
        auto [it, added] = belowCut.try_emplace(key, std::int32_t(draft.size()));
        if (added)
            draft.push_back(DraftNode{f, ellipsis, depth, 0, false});
        draft[std::size_t(it->second)].self += self;
        return std::int32_t(-1);
    };
    const auto cycleOf = [&](FunctionId f) { return cycles ? flat.cycleOf(f) : -1; };
    const auto enter = [&](FunctionId f, double weight, std::int32_t parentNode,
                           std::int32_t ellipsis, int depth) {
        WalkFrame frame;
        frame.function = f;
        frame.depth = depth;
        frame.ellipsis = ellipsis;
        frame.cycle = cycleOf(f);
        // A recursion cycle is one frame per entry: its share is of the cycle's inclusive cost.
        const Cost inclusive = frame.cycle >= 0
                                   ? clamped(flat.cycleInclusive(std::size_t(frame.cycle)))
                                   : inclusiveOf(f);
        frame.ratio = inclusive > 0 ? std::min(1.0, weight / double(inclusive)) : 0.0;
        if (ellipsis < 0 && depth >= maxDepth - 1) { // the first frame past the cut
            const std::uint64_t cutKey = (std::uint64_t(parentNode) << 32) | 0xffffffffU;
            auto [cutIt, cutAdded] = belowCut.try_emplace(cutKey, std::int32_t(draft.size()));
            if (cutAdded)
                draft.push_back(DraftNode{FunctionId{}, parentNode, depth, 0, true});
            frame.ellipsis = cutIt->second;
        }
        frame.node =
            addFrame(f, parentNode, frame.ellipsis, depth, frame.ratio * double(selfOf(f)));
        if (frame.cycle >= 0) {
            // The other members' self costs, as frames above the entry, so that every
            // function's stacks still add up to its self cost.
            estimate = true;
            onCycle[std::size_t(frame.cycle)] = 1;
            for (FunctionId member : flat.cycles()[std::size_t(frame.cycle)].members) {
                seen[member.index()] = 1;
                if (member != f && member.index() < functionCount &&
                    frame.ratio * double(selfOf(member)) >= std::max(minWeight, 1e-300)) {
                    ++visits;
                    addFrame(member, frame.node, frame.node >= 0 ? -1 : frame.ellipsis, depth + 1,
                             frame.ratio * double(selfOf(member)));
                }
            }
        }
        if (!estimate) {
            std::size_t callers = 0;
            for (const auto& edge : relations.inEdges(f))
                callers += edge.other != f ? 1 : 0;
            estimate = callers > 1;
        }
        seen[f.index()] = 1;
        onPath[f.index()] = 1;
        walk.push_back(frame);
    };

    // Walks the stacks below `root`, depth first on an explicit stack; false when stopped.
    const auto walkFrom = [&](FunctionId root) {
        ++visits;
        enter(root, double(inclusiveOf(root)), 0, -1, 1);
        while (!walk.empty()) {
            if ((++scans & 0xfff) == 0 && stop.stop_requested())
                return false;
            WalkFrame& top = walk.back();
            std::span<const Edge* const> out;
            if (top.cycle >= 0) {
                // A cycle's frame follows the calls out of all its members.
                const auto c = std::size_t(top.cycle);
                if (!cycleEdgesReady[c]) {
                    for (FunctionId member : flat.cycles()[c].members) {
                        if (member.index() >= functionCount)
                            continue;
                        for (std::uint32_t e = edgeOffsets[member.index()];
                             e < edgeOffsets[member.index() + 1]; ++e)
                            if (cycleOf(sortedEdges[e]->other) != top.cycle)
                                cycleEdges[c].push_back(sortedEdges[e]);
                    }
                    std::stable_sort(cycleEdges[c].begin(), cycleEdges[c].end(), costliestFirst);
                    cycleEdgesReady[c] = 1;
                }
                out = cycleEdges[c];
            } else {
                out = std::span<const Edge* const>(sortedEdges)
                          .subspan(edgeOffsets[top.function.index()],
                                   edgeOffsets[top.function.index() + 1] -
                                       edgeOffsets[top.function.index()]);
            }
            if (top.nextEdge >= out.size()) {
                onPath[top.function.index()] = 0;
                if (top.cycle >= 0)
                    onCycle[std::size_t(top.cycle)] = 0;
                walk.pop_back();
                continue;
            }
            const Edge& edge = *out[top.nextEdge++];
            const int targetCycle = cycleOf(edge.other);
            if (targetCycle >= 0 && targetCycle == top.cycle)
                continue; // inside the cycle: its members' costs are in the cycle's frame
            const double weight = top.ratio * double(clamped(relations.edgeCost(edge.costIndex)));
            if (!(weight > 0) || weight < minWeight) {
                // Costliest first: the rest are thinner still.
                estimate = estimate || weight > 0;
                top.nextEdge = std::uint32_t(out.size());
                continue;
            }
            if (onPath[edge.other.index()] ||
                (targetCycle >= 0 && onCycle[std::size_t(targetCycle)])) {
                estimate = true; // a call back into the stack
                continue;
            }
            if (visits >= options.maxNodes || scans >= maxScans) {
                capped = estimate = true;
                top.nextEdge = std::uint32_t(out.size());
                continue;
            }
            ++visits;
            const WalkFrame parent = top; // `enter` may reallocate `walk`
            enter(edge.other, weight, parent.node >= 0 ? parent.node : -1,
                  parent.node >= 0 ? -1 : parent.ellipsis, parent.depth + 1);
        }
        return true;
    };
    for (FunctionId root : roots) {
        if (visits >= options.maxNodes) {
            capped = true;
            break;
        }
        if (!walkFrom(root))
            return FlameTree{};
    }
    // What no root reaches (a program whose entry is inside a recursion cycle, as Python's
    // <module> often is): the costliest function not reached yet starts stacks of its own, and
    // so on, as far as the caps allow.
    if (!focused && visits < options.maxNodes && scans < maxScans) {
        std::vector<FunctionId> rest;
        for (std::size_t i = 0; i < functionCount; ++i) {
            const FunctionId f{FunctionId::Index(i)};
            if (!seen[i] && inclusiveOf(f) > 0)
                rest.push_back(f);
        }
        std::stable_sort(rest.begin(), rest.end(), [&](FunctionId a, FunctionId b) {
            return inclusiveOf(a) > inclusiveOf(b);
        });
        for (FunctionId root : rest) {
            if (seen[root.index()])
                continue;
            estimate = true;
            if (visits >= options.maxNodes || scans >= maxScans) {
                capped = true;
                break;
            }
            if (!walkFrom(root))
                return FlameTree{};
        }
    }

    // Integer counts: the stacks ending in a function share its self cost (or, with a focus,
    // all stacks share the focus's inclusive cost).
    std::vector<Cost> counts(draft.size(), 0);
    if (focused) {
        std::vector<double> weights(draft.size());
        for (std::size_t i = 0; i < draft.size(); ++i)
            weights[i] = draft[i].self;
        if (draft.size() > 1 && !(std::accumulate(weights.begin(), weights.end(), 0.0) > 0))
            weights[1] = 1; // nothing below the focus carries cost: all of it is its own
        counts = largestRemainder(total, weights);
    } else {
        std::vector<std::size_t> byFunction;
        for (std::size_t i = 1; i < draft.size(); ++i)
            if (draft[i].function.isValid() && draft[i].self > 0)
                byFunction.push_back(i);
        std::stable_sort(byFunction.begin(), byFunction.end(), [&](std::size_t a, std::size_t b) {
            return draft[a].function.index() < draft[b].function.index();
        });
        std::vector<std::uint8_t> reached(functionCount, 0);
        std::vector<double> weights;
        for (std::size_t begin = 0; begin < byFunction.size();) {
            const FunctionId f = draft[byFunction[begin]].function;
            std::size_t end = begin;
            weights.clear();
            for (; end < byFunction.size() && draft[byFunction[end]].function == f; ++end)
                weights.push_back(draft[byFunction[end]].self);
            const auto shares = largestRemainder(selfOf(f), weights);
            for (std::size_t k = begin; k < end; ++k)
                counts[byFunction[k]] = shares[k - begin];
            reached[f.index()] = 1;
            begin = end;
        }
        // Functions no stack reached keep their self cost in a stack of their own, merged with
        // a root of the same function if there is one.
        std::unordered_map<std::uint32_t, std::size_t> rootNodes;
        for (std::size_t i = 1; i < draft.size(); ++i)
            if (draft[i].parent == 0)
                rootNodes.emplace(draft[i].function.index(), i);
        for (std::size_t i = 0; i < functionCount; ++i) {
            const FunctionId f{FunctionId::Index(i)};
            if (reached[i] || selfOf(f) <= 0)
                continue;
            estimate = true;
            auto [it, added] = rootNodes.try_emplace(f.index(), draft.size());
            if (added) {
                draft.push_back(DraftNode{f, 0, 1, 0, false});
                counts.push_back(0);
            }
            counts[it->second] = selfOf(f);
        }
    }

    tree.m_nodes = assemble(draft, counts);
    tree.m_estimate = estimate;
    tree.m_capped = capped;
    return tree;
}

FlameTree FlameTree::reversed(const FlameTree& topDown, std::stop_token stop)
{
    FlameTree tree;
    tree.m_options = topDown.m_options;
    tree.m_estimate = topDown.m_estimate;
    tree.m_capped = topDown.m_capped;
    tree.m_bottomUp = !topDown.m_bottomUp;
    if (topDown.isEmpty())
        return tree;
    struct Frame
    {
        FunctionId function;
        std::int32_t parent = -1;
        bool cut = false;
    };
    // A trie of the reversed stacks: each stack that ends at a node (its count, the node's
    // self) is walked from that node up to the root and added frame by frame.
    std::vector<Frame> draft{Frame{}};
    std::vector<Cost> counts{0};
    FrameIndex childOf(topDown.m_nodes.size() * 4); // (parent, function) -> frame
    // The reversal shares less than the top-down tree (a wide `…` under a deep path becomes as
    // many deep paths as it has children: a million-deep call chain made 127 million frames),
    // so it has the same cap: past it, a stack's callers not in the tree yet are merged into
    // one `…` frame, at most one per frame, and the counts still add up.
    const std::size_t maxNodes = std::max<std::size_t>(topDown.m_options.maxNodes, 2);
    for (std::size_t i = 1; i < topDown.m_nodes.size(); ++i) {
        if (((i - 1) & 0xfff) == 0 && stop.stop_requested())
            return FlameTree{};
        if (topDown.m_nodes[i].self <= 0)
            continue;
        std::int32_t at = 0;
        for (std::int32_t n = std::int32_t(i); n > 0; n = topDown.m_nodes[std::size_t(n)].parent) {
            const FlameNode& frame = topDown.m_nodes[std::size_t(n)];
            const std::uint32_t key = frame.cut || !frame.function.isValid()
                                          ? kCutFrameKey
                                          : std::uint32_t(frame.function.index());
            const std::uint64_t childKey = (std::uint64_t(at) << 32) | key;
            if (draft.size() >= maxNodes && key != kCutFrameKey) {
                const std::int32_t existing = childOf.find(childKey);
                if (existing < 0) {
                    tree.m_capped = tree.m_estimate = true;
                    const auto [cut, added] = childOf.tryEmplace(
                        (std::uint64_t(at) << 32) | kCutFrameKey, std::int32_t(draft.size()));
                    if (added) {
                        draft.push_back(Frame{FunctionId{}, at, true});
                        counts.push_back(0);
                    }
                    at = cut;
                    break;
                }
                at = existing;
                continue;
            }
            const auto [child, added] = childOf.tryEmplace(childKey, std::int32_t(draft.size()));
            if (added) {
                draft.push_back(Frame{frame.function, at, frame.cut});
                counts.push_back(0);
            }
            at = child;
        }
        counts[std::size_t(at)] = costmath::add(counts[std::size_t(at)], topDown.m_nodes[i].self);
    }
    tree.m_nodes = assemble(draft, counts);
    return tree;
}

} // namespace tally

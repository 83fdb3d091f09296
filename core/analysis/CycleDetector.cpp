// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/CycleDetector.h"

#include <algorithm>
#include <memory>
#include <utility>

namespace tally::cycledetector {

Cycles find(std::span<const std::uint32_t> offsets, std::span<const std::uint32_t> targets)
{
    const auto nodeCount = std::uint32_t(offsets.size() - 1);
    Cycles result;
    // A node's visit number (1, 2, ...; 0 not visited yet) and the lowest visit number it
    // reaches on the stack. A node whose component is done gets kDone as its low link: it is
    // then off the stack (no flags of their own: the walk reads one array less a call).
    constexpr std::uint32_t kDone = kInvalidId;
    std::vector<std::uint32_t> indexes(nodeCount, 0);
    std::vector<std::uint32_t> lowLinks(nodeCount, 0);
    result.reachesCycle.assign(nodeCount, 0);
    result.component.assign(nodeCount, kInvalidId);
    // Explicit DFS frames (the node and its next edge to look at) and Tarjan's stack, each as
    // deep as there are nodes at most: made once, not zeroed, and used through plain pointers
    // like the arrays (a store of a flag byte may change any vector's own pointers, which were
    // read again after each).
    struct Frame
    {
        std::uint32_t node;
        std::uint32_t edge;
    };
    const auto frameStore = std::make_unique_for_overwrite<Frame[]>(nodeCount);
    const auto stackStore = std::make_unique_for_overwrite<std::uint32_t[]>(nodeCount);
    Frame* const frames = frameStore.get();
    std::uint32_t* const sccStack = stackStore.get();
    std::size_t depth = 0;   // frames in use
    std::size_t stacked = 0; // nodes on sccStack
    std::uint32_t* const index = indexes.data();
    std::uint32_t* const lowLink = lowLinks.data();
    std::uint8_t* const reaches = result.reachesCycle.data();
    std::uint32_t* const component = result.component.data();
    std::uint32_t nextIndex = 0;
    std::uint32_t cycles = 0;
    const std::uint32_t* const edgeTargets = targets.data();
    const std::uint32_t* const edgeOffsets = offsets.data();

    for (std::uint32_t root = 0; root < nodeCount; ++root) {
        if (index[root] != 0)
            continue;
        index[root] = lowLink[root] = ++nextIndex;
        sccStack[stacked++] = root;
        frames[depth++] = {root, edgeOffsets[root]};

        while (depth != 0) {
            Frame& frame = frames[depth - 1];
            const std::uint32_t node = frame.node;
            const std::uint32_t end = edgeOffsets[node + 1];
            std::uint32_t edge = frame.edge;
            // The node's edges up to the first unvisited target, which the walk enters.
            std::uint32_t low = lowLink[node];
            bool reached = reaches[node] != 0;
            std::uint32_t enter = kDone;
            while (edge < end) {
                const std::uint32_t target = edgeTargets[edge++];
                if (index[target] == 0) {
                    if (edgeOffsets[target] == edgeOffsets[target + 1]) {
                        // A function that calls none (most of a call graph's): a component of
                        // its own, done at once, and its low link above the node's.
                        index[target] = ++nextIndex;
                        lowLink[target] = kDone;
                        continue;
                    }
                    enter = target;
                    break;
                }
                // Done: its flag is final. On the stack: the node is in its cycle (kDone is
                // never below a low link).
                low = std::min(low, lowLink[target] == kDone ? kDone : index[target]);
                reached = reached || reaches[target] != 0;
            }
            lowLink[node] = low;
            reaches[node] = reached ? 1 : 0;
            frame.edge = edge;
            if (enter != kDone) {
                index[enter] = lowLink[enter] = ++nextIndex;
                sccStack[stacked++] = enter;
                frames[depth++] = {enter, edgeOffsets[enter]};
                continue;
            }
            --depth;
            if (low == index[node]) {
                // `node` is the root of a component: pop it.
                if (sccStack[stacked - 1] == node) {
                    --stacked;
                    lowLink[node] = kDone;
                    if (reaches[node] != 0)
                        result.reaching.push_back(node);
                } else {
                    std::vector<std::uint32_t>& members = result.members.emplace_back();
                    std::uint32_t member = kDone;
                    do {
                        member = sccStack[--stacked];
                        lowLink[member] = kDone;
                        component[member] = cycles;
                        reaches[member] = 1;
                        members.push_back(member);
                        result.reaching.push_back(member);
                    } while (member != node);
                    ++cycles;
                }
            }
            if (depth != 0) {
                // What the parent reaches through this node: its flag is final when the node's
                // component is done, and else the parent shares its cycle.
                const std::uint32_t parent = frames[depth - 1].node;
                lowLink[parent] = std::min(lowLink[parent], low);
                reaches[parent] |= reaches[node];
            }
        }
    }
    result.count = cycles;
    return result;
}

std::vector<std::uint32_t> findCycles(std::span<const std::uint32_t> offsets,
                                      std::span<const std::uint32_t> targets,
                                      std::uint32_t* cycleCount)
{
    Cycles cycles = find(offsets, targets);
    if (cycleCount)
        *cycleCount = cycles.count;
    return std::move(cycles.component);
}

} // namespace tally::cycledetector

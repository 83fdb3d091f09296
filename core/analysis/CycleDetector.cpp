// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/CycleDetector.h"

#include <algorithm>
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
    std::vector<std::uint32_t> index(nodeCount, 0);
    std::vector<std::uint32_t> lowLink(nodeCount, 0);
    std::vector<std::uint8_t>& reaches = result.reachesCycle;
    reaches.assign(nodeCount, 0);
    std::vector<std::uint32_t>& component = result.component;
    component.assign(nodeCount, kInvalidId);
    std::vector<std::uint32_t> sccStack;
    // Explicit DFS frames: the node and its next edge to look at.
    struct Frame
    {
        std::uint32_t node;
        std::uint32_t edge;
    };
    std::vector<Frame> frames;
    std::uint32_t nextIndex = 0;
    std::uint32_t cycles = 0;
    const std::uint32_t* const edgeTargets = targets.data();
    const std::uint32_t* const edgeOffsets = offsets.data();

    for (std::uint32_t root = 0; root < nodeCount; ++root) {
        if (index[root] != 0)
            continue;
        index[root] = lowLink[root] = ++nextIndex;
        sccStack.push_back(root);
        frames.push_back({root, edgeOffsets[root]});

        while (!frames.empty()) {
            Frame& frame = frames.back();
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
                sccStack.push_back(enter);
                frames.push_back({enter, edgeOffsets[enter]});
                continue;
            }
            frames.pop_back();
            if (low == index[node]) {
                // `node` is the root of a component: pop it.
                if (sccStack.back() == node) {
                    sccStack.pop_back();
                    lowLink[node] = kDone;
                } else {
                    std::uint32_t member = kDone;
                    do {
                        member = sccStack.back();
                        sccStack.pop_back();
                        lowLink[member] = kDone;
                        component[member] = cycles;
                        reaches[member] = 1;
                    } while (member != node);
                    ++cycles;
                }
            }
            if (!frames.empty()) {
                // What the parent reaches through this node: its flag is final when the node's
                // component is done, and else the parent shares its cycle.
                const std::uint32_t parent = frames.back().node;
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

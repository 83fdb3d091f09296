// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/CycleDetector.h"

#include <algorithm>

namespace tally::cycledetector {

std::vector<std::uint32_t> findCycles(std::span<const std::uint32_t> offsets,
                                      std::span<const std::uint32_t> targets,
                                      std::uint32_t* cycleCount)
{
    const std::uint32_t nodeCount = std::uint32_t(offsets.size() - 1);
    constexpr std::uint32_t kUnvisited = kInvalidId;
    std::vector<std::uint32_t> index(nodeCount, kUnvisited);
    std::vector<std::uint32_t> lowLink(nodeCount, 0);
    std::vector<bool> onStack(nodeCount, false);
    std::vector<std::uint32_t> sccStack;
    std::vector<std::uint32_t> component(nodeCount, kInvalidId);
    // Explicit DFS frames: (node, next edge to look at).
    std::vector<std::pair<std::uint32_t, std::uint32_t>> frames;
    std::uint32_t nextIndex = 0;
    std::uint32_t cycles = 0;

    for (std::uint32_t root = 0; root < nodeCount; ++root) {
        if (index[root] != kUnvisited)
            continue;
        frames.emplace_back(root, offsets[root]);
        index[root] = lowLink[root] = nextIndex++;
        sccStack.push_back(root);
        onStack[root] = true;

        while (!frames.empty()) {
            auto& [node, edge] = frames.back();
            if (edge < offsets[node + 1]) {
                const std::uint32_t target = targets[edge++];
                if (index[target] == kUnvisited) {
                    index[target] = lowLink[target] = nextIndex++;
                    sccStack.push_back(target);
                    onStack[target] = true;
                    frames.emplace_back(target, offsets[target]);
                } else if (onStack[target]) {
                    lowLink[node] = std::min(lowLink[node], index[target]);
                }
                continue;
            }
            const std::uint32_t finished = node;
            frames.pop_back();
            if (!frames.empty()) {
                const std::uint32_t parent = frames.back().first;
                lowLink[parent] = std::min(lowLink[parent], lowLink[finished]);
            }
            if (lowLink[finished] != index[finished])
                continue;
            // `finished` is the root of a component: pop it.
            const auto rootPosition =
                std::find(sccStack.rbegin(), sccStack.rend(), finished).base() - 1;
            const std::size_t size = std::size_t(sccStack.end() - rootPosition);
            for (auto it = rootPosition; it != sccStack.end(); ++it) {
                onStack[*it] = false;
                if (size >= 2)
                    component[*it] = cycles;
            }
            sccStack.erase(rootPosition, sccStack.end());
            if (size >= 2)
                ++cycles;
        }
    }
    if (cycleCount)
        *cycleCount = cycles;
    return component;
}

} // namespace tally::cycledetector

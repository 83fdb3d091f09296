// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/FlameDelta.h"

#include <unordered_map>
#include <utility>

namespace tally {

namespace {

using Side = ProfileComparison::Side;

constexpr std::int64_t kNoMatch = -1;

// The baseline's function for a frame of the new side, as a key; kNoMatch where the function is
// only on the new side.
std::int64_t baseKey(const FlameNode& node, const ProfileComparison& comparison)
{
    if (node.cut)
        return kCutFrameKey;
    const std::ptrdiff_t row = comparison.rowOf(Side::New, node.function);
    if (row < 0)
        return kNoMatch;
    const FunctionId base = comparison.row(std::size_t(row)).base;
    return base.isValid() ? std::int64_t(base.index()) : kNoMatch;
}

std::int64_t ownKey(const FlameNode& node)
{
    return node.cut ? std::int64_t(kCutFrameKey) : std::int64_t(node.function.index());
}

// Finds the child of a baseline node with a given key: a scan for the few children most frames
// have, a table made once for a node with many (a root with thousands of functions under it).
class ChildFinder
{
public:
    explicit ChildFinder(const FlameTree& tree) : m_tree(tree) {}

    std::int64_t find(std::size_t parent, std::int64_t key)
    {
        const FlameNode& p = m_tree.node(parent);
        if (p.childCount <= kScanLimit) {
            for (std::uint32_t i = 0; i < p.childCount; ++i) {
                if (ownKey(m_tree.node(p.firstChild + i)) == key)
                    return p.firstChild + i;
            }
            return kNoMatch;
        }
        auto [it, made] = m_tables.try_emplace(parent);
        if (made) {
            it->second.reserve(p.childCount);
            for (std::uint32_t i = 0; i < p.childCount; ++i)
                it->second.emplace(ownKey(m_tree.node(p.firstChild + i)), p.firstChild + i);
        }
        const auto found = it->second.find(key);
        return found == it->second.end() ? kNoMatch : std::int64_t(found->second);
    }

private:
    static constexpr std::uint32_t kScanLimit = 16;
    const FlameTree& m_tree;
    std::unordered_map<std::size_t, std::unordered_map<std::int64_t, std::size_t>> m_tables;
};

} // namespace

std::vector<Cost> flamedelta::baseInclusive(const FlameTree& base, const FlameTree& current,
                                            const ProfileComparison& comparison,
                                            std::stop_token stop)
{
    std::vector<Cost> result(current.nodes().size(), 0);
    if (current.isEmpty() || base.isEmpty())
        return result;
    ChildFinder finder(base);
    // Pairs (node of current, the same stack's node of base), walked without recursion: stacks
    // may be as deep as the trees allow.
    std::vector<std::pair<std::size_t, std::size_t>> pending{{0, 0}};
    std::size_t visited = 0;
    while (!pending.empty()) {
        if (++visited % 4096 == 0 && stop.stop_requested())
            return {};
        const auto [node, match] = pending.back();
        pending.pop_back();
        result[node] = base.node(match).inclusive;
        for (const FlameNode& child : current.children(node)) {
            const std::int64_t key = baseKey(child, comparison);
            if (key == kNoMatch)
                continue;
            const std::int64_t found = finder.find(match, key);
            if (found != kNoMatch)
                pending.emplace_back(std::size_t(&child - current.nodes().data()),
                                     std::size_t(found));
        }
    }
    return result;
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CostSnapshot.h"
#include "core/analysis/FlameTree.h"
#include "core/analysis/ProfileComparison.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <stop_token>
#include <vector>

namespace tally {

// What the flame graph view draws: the stacks of a snapshot (FlameTree), built off the GUI thread,
// with each frame's name, and the frames' geometry for a zoom and a width.
struct FlameScene
{
    struct Request
    {
        std::shared_ptr<const CostSnapshot> snapshot;
        FlameTree::Options options; // event, events, focus (invalid: the whole profile)
        QString eventName;
        bool bottomUp = false; // the stacks reversed (FlameTree::reversed)
        // While a comparison is open (Session::comparison(), whose new side is `snapshot`): each
        // stack is compared with the same stack of the baseline (flamedelta), a differential
        // flame graph.
        std::shared_ptr<const ProfileComparison> comparison;
    };

    // A frame on screen: the node, its left edge and width in pixels, its row (0: the roots).
    struct Frame
    {
        std::uint32_t node = 0;
        double x = 0;
        double width = 0;
        int row = 0;
    };

    // Null when `stop` was requested before it was done.
    static std::shared_ptr<const FlameScene> compute(const Request& request,
                                                     std::stop_token stop = {});

    // The frames to draw with `zoom` (a node) filling `width` pixels: the frames above it at full
    // width, the zoomed frame, and its descendants in proportion; frames narrower than
    // `minWidth` are left out with everything above them (their cost shows in their caller).
    std::vector<Frame> layout(std::size_t zoom, double width, double minWidth = 1.0) const;
    // The share of the total in frames whose name contains `text` (case-insensitive), counting
    // a frame only when no frame below it matched (recursion is not counted twice).
    Cost matchedCost(const QString& text) const;
    bool matches(std::size_t node, const QString& text) const;
    int maxDepth() const;

    std::shared_ptr<const Profile> profile; // keeps the names alive
    FlameTree tree;
    std::vector<QString> names; // per node
    // Per node, the rank of its name among the tree's names, ignoring ASCII case as the flat
    // profile orders names (textranks::caselessRanks; equal names share one): what the Stacks
    // table sorts by when Name is clicked. Ranked here, off the GUI thread: comparing the names
    // at the click took 259 ms for the 126,737 roots of a context-separated profile.
    std::vector<std::uint32_t> nameRanks;
    // Children of one node in some order, and each child's place in it (by its offset from the
    // node's first child).
    struct ChildOrder
    {
        std::vector<std::uint32_t> nodes;
        std::vector<std::uint32_t> rows;
    };
    // The children of `parent` by their names' ranks, ties in the tree's order (costliest first).
    ChildOrder childrenByName(std::size_t parent) const;
    // The roots (the children of node 0) so, made by compute() with every scene: the Stacks
    // table's order after a click
    // on Name. Made at the click, names.callgrind's 126,737 roots took 5.8-8.0 ms of the GUI
    // thread, most of it faulting in the 2 MB of new memory that the order and its radix sort
    // wrote.
    ChildOrder rootsByName;
    // How the views shorten the names (the snapshot's, so that they read as in every view).
    std::shared_ptr<const ShortNames> shortNames = std::make_shared<const ShortNames>();
    // Per node, the colour class of its function's object (its file where the producer has no
    // objects) and of its file: classes are numbered in order of first appearance
    // breadth-first, so the costliest objects get the first (most distinct) colours; -1: grey.
    std::vector<int> objectClasses;
    std::vector<int> fileClasses;
    QString eventName;
    bool wholeProfile = true;
    // In a comparison, per node: the inclusive cost of the same stack in the baseline (0 where it
    // has none); empty otherwise, and then `comparisonProblem` says why when a comparison is open
    // (the baseline does not measure the event type).
    std::vector<Cost> baseInclusive;
    bool compared() const { return !baseInclusive.empty(); }
    QString comparisonProblem;
};

} // namespace tally

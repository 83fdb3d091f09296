// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CallMapTree.h"

#include <QRectF>

#include <vector>

namespace tally {

// Places a CallMapTree's nodes as nested rectangles: the root fills the bounds; each node's
// children and its own (self) area tile the node's inside, squarified, below a strip kept for
// the node's name. Nodes too small to show (or under one too small) get a null rectangle.
class CallMapLayout
{
public:
    // How a node's inside is split among its children (KCachegrind's split modes): squarified,
    // or in strips side by side, one above the other, or alternating by nesting depth.
    enum class Split
    {
        Best,
        Horizontal, // children side by side, each the full height
        Vertical,   // children one above the other, each the full width
        Alternate,  // side by side at even depths, one above the other at odd ones
    };

    struct Options
    {
        double frame = 1;       // inset of a node's inside from its edge, for its frame
        double titleHeight = 0; // strip above the children for the name; 0 for none
        double minSize = 4;     // rectangles narrower or lower than this are not shown
        Split split = Split::Best;
    };

    CallMapLayout() = default;
    CallMapLayout(const CallMapTree& tree, const QRectF& bounds, const Options& options);

    const std::vector<QRectF>& rects() const { return m_rects; }
    const QRectF& rect(std::size_t node) const { return m_rects[node]; }
    bool isShown(std::size_t node) const { return !m_rects[node].isNull(); }
    // Where a node's children are laid out (its rectangle less frame and title); null if none.
    const QRectF& inside(std::size_t node) const { return m_insides[node]; }
    // The deepest shown node containing `point`, or -1.
    int nodeAt(const QPointF& point, const CallMapTree& tree) const;

private:
    std::vector<QRectF> m_rects;
    std::vector<QRectF> m_insides;
};

} // namespace tally

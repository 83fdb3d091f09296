// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/layout/CallMapLayout.h"

#include "core/layout/SquarifiedLayout.h"

#include <cmath>
#include <span>

namespace tally {

namespace {

// Strips in proportion to the positive weights, along the width (side by side) or the height.
std::vector<QRectF> strips(std::span<const double> weights, const QRectF& bounds, bool sideBySide)
{
    std::vector<QRectF> rects(weights.size());
    double sum = 0;
    for (const double w : weights)
        sum += w > 0 && std::isfinite(w) ? w : 0;
    if (!(sum > 0))
        return rects;
    const double length = sideBySide ? bounds.width() : bounds.height();
    double at = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        const double w = weights[i];
        if (!(w > 0 && std::isfinite(w)))
            continue;
        const double extent = length * w / sum;
        rects[i] = sideBySide ? QRectF(bounds.left() + at, bounds.top(), extent, bounds.height())
                              : QRectF(bounds.left(), bounds.top() + at, bounds.width(), extent);
        at += extent;
    }
    return rects;
}

} // namespace

CallMapLayout::CallMapLayout(const CallMapTree& tree, const QRectF& bounds, const Options& options)
    : m_rects(tree.nodes().size()), m_insides(tree.nodes().size())
{
    if (tree.isEmpty() || bounds.width() < options.minSize || bounds.height() < options.minSize)
        return;
    m_rects[0] = bounds;
    std::vector<double> weights;
    // Breadth-first order: a node's rectangle is known before its children are placed.
    for (std::size_t index = 0; index < tree.nodes().size(); ++index) {
        const CallMapNode& node = tree.node(index);
        if (m_rects[index].isNull() || node.childCount == 0)
            continue;
        QRectF inside =
            m_rects[index].adjusted(options.frame, options.frame, -options.frame, -options.frame);
        // The name strip only when the children keep room to be seen below it.
        if (options.titleHeight > 0 && inside.height() >= 2 * options.titleHeight + options.minSize)
            inside.setTop(inside.top() + options.titleHeight);
        if (inside.width() < options.minSize || inside.height() < options.minSize)
            continue;
        m_insides[index] = inside;

        const auto children = tree.children(index);
        weights.clear();
        for (const CallMapNode& child : children)
            weights.push_back(child.cost);
        weights.push_back(tree.selfCost(index)); // the node's own area, left empty
        const bool sideBySide = options.split == Split::Horizontal ||
                                (options.split == Split::Alternate && node.depth % 2 == 0);
        const auto rects = options.split == Split::Best ? squarified::layout(weights, inside)
                                                        : strips(weights, inside, sideBySide);
        for (std::size_t c = 0; c < children.size(); ++c) {
            const QRectF& r = rects[c];
            if (r.width() >= options.minSize && r.height() >= options.minSize)
                m_rects[node.firstChild + c] = r;
        }
    }
}

int CallMapLayout::nodeAt(const QPointF& point, const CallMapTree& tree) const
{
    if (m_rects.empty() || !m_rects[0].contains(point))
        return -1;
    std::size_t current = 0;
    for (;;) {
        const CallMapNode& node = tree.node(current);
        std::size_t next = current;
        for (std::uint32_t c = 0; c < node.childCount; ++c) {
            const std::size_t child = node.firstChild + c;
            if (!m_rects[child].isNull() && m_rects[child].contains(point)) {
                next = child;
                break;
            }
        }
        if (next == current)
            return int(current);
        current = next;
    }
}

} // namespace tally

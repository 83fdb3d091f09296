// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/layout/SquarifiedLayout.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace tally::squarified {

namespace {
// The worst aspect ratio of a row of items with areas summing to `sum` (smallest `min`,
// largest `max`) laid along a side of length `side`.
double worstRatio(double sum, double min, double max, double side)
{
    const double side2 = side * side;
    const double sum2 = sum * sum;
    return std::max(side2 * max / sum2, sum2 / (side2 * min));
}
} // namespace

std::vector<QRectF> layout(std::span<const double> weights, const QRectF& bounds)
{
    std::vector<QRectF> rects(weights.size());
    const QRectF area = bounds.normalized();
    if (area.width() <= 0 || area.height() <= 0)
        return rects;

    std::vector<std::size_t> order;
    order.reserve(weights.size());
    double total = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        if (std::isfinite(weights[i]) && weights[i] > 0) {
            order.push_back(i);
            total += weights[i];
        }
    }
    if (order.empty() || !std::isfinite(total) || total <= 0)
        return rects;
    // Largest first: the greedy row building below relies on it (the newest item of a row is its
    // smallest), and it puts the big items at the top left where names are read first.
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return weights[a] > weights[b]; });

    const double scale = area.width() * area.height() / total;
    QRectF remaining = area;
    std::size_t begin = 0;
    while (begin < order.size()) {
        const bool vertical = remaining.width() >= remaining.height(); // row is a column at left
        const double side = vertical ? remaining.height() : remaining.width();
        const double depth = vertical ? remaining.width() : remaining.height();

        // Grow the row while that does not make its worst aspect ratio worse.
        std::size_t end = begin + 1;
        double sum = weights[order[begin]] * scale;
        const double max = sum;
        double worst = worstRatio(sum, sum, max, side);
        while (end < order.size()) {
            const double item = weights[order[end]] * scale;
            const double next = worstRatio(sum + item, item, max, side);
            if (next > worst)
                break;
            worst = next;
            sum += item;
            ++end;
        }

        // The last row takes what is left, so that rounding leaves no gap at the far edge.
        const double thickness =
            end == order.size() ? depth : std::min(depth, side > 0 ? sum / side : 0.0);
        double offset = 0;
        for (std::size_t k = begin; k < end; ++k) {
            const double item = weights[order[k]] * scale;
            double length = sum > 0 ? side * item / sum : 0;
            if (k + 1 == end)
                length = side - offset; // the row's last item reaches the row's end exactly
            rects[order[k]] =
                vertical ? QRectF(remaining.left(), remaining.top() + offset, thickness, length)
                         : QRectF(remaining.left() + offset, remaining.top(), length, thickness);
            offset += length;
        }
        if (vertical)
            remaining.setLeft(std::min(remaining.right(), remaining.left() + thickness));
        else
            remaining.setTop(std::min(remaining.bottom(), remaining.top() + thickness));
        begin = end;
    }
    return rects;
}

} // namespace tally::squarified

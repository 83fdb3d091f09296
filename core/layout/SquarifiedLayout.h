// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QRectF>

#include <span>
#include <vector>

namespace tally {

// The squarified treemap of Bruls, Huizing and van Wijk: rectangles whose areas are proportional
// to weights, tiling a bounding rectangle, with aspect ratios kept near 1 so that small items stay
// visible and clickable. Pure geometry, for the call map and its tests.
namespace squarified {

// One rectangle per weight, in the order of `weights`. The positive weights tile `bounds`
// exactly (area of item i = area(bounds) * weight[i] / sum of positive weights); weights that
// are zero, negative or not finite get a null QRectF. O(n log n) for n weights.
std::vector<QRectF> layout(std::span<const double> weights, const QRectF& bounds);

} // namespace squarified

} // namespace tally

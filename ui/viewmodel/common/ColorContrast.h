// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QColor>

namespace tally {

// Palette-aware colour choices for views that paint their own boxes (call graph, call map,
// flame graph): the data picks a box's fill, the fill's luminance picks its text (WCAG 2
// contrast ratio, core/text/ContrastRatio.h).
namespace colorcontrast {

// The WCAG 2 contrast ratio of two opaque colours, 1 to 21.
double ratio(const QColor& a, const QColor& b);
// Black or white, whichever contrasts more with `fill`: 4.58:1 or more on any fill.
QColor textOn(const QColor& fill);
// Whether a background is dark, so that what is drawn on it should be light: by luminance, not
// HSL lightness (a saturated blue of lightness 50% is dark).
bool isDark(const QColor& background);
// `from` moved a fraction `t` (0 to 1) of the way to `to`: greys between a palette's text and
// its background, readable in either theme.
QColor blend(const QColor& from, const QColor& to, double t);

} // namespace colorcontrast

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QColor>

namespace tally {

// The diverging colour scale of a comparison: blue for what shrank, orange-red for what grew
// (ColorBrewer's RdBu ends, which read apart with any common colour-vision deficiency), from the
// palette's own background at no change to the full colour at a doubling or a halving or more.
// The ends are lighter on a dark background, so that either palette keeps them apart from it.
namespace deltascale {

// How strongly a change of `percent` (signed; +-inf for added and removed) is coloured, 0 to 1:
// logarithmic, so that +10 % is seen and +100 % is the full colour.
double intensity(double percent);
// The fill for a change of `percent` on `background`; `background` itself for no change.
QColor fill(double percent, const QColor& background);
// The full colours at either end, for legends.
QColor grew(const QColor& background);
QColor shrank(const QColor& background);

} // namespace deltascale

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/DeltaScale.h"

#include "ui/viewmodel/common/ColorContrast.h"

#include <algorithm>
#include <cmath>

namespace tally::deltascale {

double intensity(double percent)
{
    if (std::isnan(percent) || percent == 0)
        return 0;
    if (std::isinf(percent))
        return 1;
    // A halving (-50 %) is as strong as a doubling (+100 %): compare ratios, not differences.
    const double ratio = 1.0 + percent / 100.0;
    if (ratio <= 0)
        return 1;
    return std::clamp(std::abs(std::log2(ratio)), 0.0, 1.0);
}

QColor grew(const QColor& background)
{
    return colorcontrast::isDark(background) ? QColor(0xf4, 0x6d, 0x43) : QColor(0xd7, 0x30, 0x27);
}

QColor shrank(const QColor& background)
{
    return colorcontrast::isDark(background) ? QColor(0x4a, 0x9b, 0xe0) : QColor(0x21, 0x66, 0xac);
}

QColor fill(double percent, const QColor& background)
{
    const double t = intensity(percent);
    if (t == 0)
        return background;
    // Even a small change is told apart from none (a fifth of the way at least).
    const QColor end = percent > 0 ? grew(background) : shrank(background);
    return colorcontrast::blend(background, end, 0.2 + 0.8 * t);
}

} // namespace tally::deltascale

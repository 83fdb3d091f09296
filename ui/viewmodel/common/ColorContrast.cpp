// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/common/ColorContrast.h"

#include "core/text/ContrastRatio.h"

#include <algorithm>

namespace tally::colorcontrast {

double ratio(const QColor& a, const QColor& b)
{
    return contrastratio::of(a.rgb(), b.rgb());
}

QColor textOn(const QColor& fill)
{
    return contrastratio::wantsWhiteText(fill.rgb()) ? QColor(Qt::white) : QColor(Qt::black);
}

bool isDark(const QColor& background)
{
    // Where black and white text read equally well.
    return contrastratio::luminance(background.rgb()) < 0.179;
}

QColor blend(const QColor& from, const QColor& to, double t)
{
    t = std::clamp(t, 0.0, 1.0);
    const auto mix = [t](float a, float b) { return float(a + (b - a) * t); };
    const QColor a = from.toRgb();
    const QColor b = to.toRgb();
    return QColor::fromRgbF(mix(a.redF(), b.redF()), mix(a.greenF(), b.greenF()),
                            mix(a.blueF(), b.blueF()), mix(a.alphaF(), b.alphaF()));
}

} // namespace tally::colorcontrast

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace tally {

// WCAG 2's measure of how well text reads on a background, for colours given as 0xRRGGBB (the
// higher byte is ignored, so a QRgb works as it is). Text on coloured boxes (the call graph, its
// DOT export, the call map, the flame graph) is chosen by it, so "readable" means one number
// everywhere: 4.5:1 or more.
namespace contrastratio {

// Relative luminance, 0 (black) to 1 (white).
inline double luminance(std::uint32_t rgb)
{
    const auto linear = [](std::uint32_t channel) {
        const double c = double(channel & 0xffu) / 255.0;
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(rgb >> 16) + 0.7152 * linear(rgb >> 8) + 0.0722 * linear(rgb);
}

// The contrast ratio of two colours, 1 (none) to 21 (black on white).
inline double of(std::uint32_t a, std::uint32_t b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// Whether white text contrasts more with `fill` than black does. The better of the two is
// 4.58:1 or more on any fill; softer greys would fall under 4.5:1 on some mid-grey fills.
inline bool wantsWhiteText(std::uint32_t fill)
{
    return of(fill, 0xffffffu) > of(fill, 0x000000u);
}

} // namespace contrastratio

} // namespace tally

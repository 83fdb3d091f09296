// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/text/ContrastRatio.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace tally {

// The cividis colour map (Nuñez, Anderton and Renslow, 2018): designed to read the same for
// people with red-green colour-vision deficiency, and monotonic in lightness, so a cost share
// maps to one unambiguous colour. Sampled at nine points and interpolated linearly.
namespace cividis {

// 0xRRGGBB for t in [0, 1] (dark blue at 0, yellow at 1).
inline std::uint32_t rgb(double t)
{
    static constexpr std::array<std::array<int, 3>, 9> kSamples = {{{0, 34, 78},
                                                                    {18, 53, 112},
                                                                    {59, 73, 108},
                                                                    {87, 92, 109},
                                                                    {124, 123, 120},
                                                                    {157, 147, 117},
                                                                    {188, 175, 111},
                                                                    {222, 205, 94},
                                                                    {254, 232, 56}}};
    if (!(t >= 0.0))
        t = 0.0;
    t = std::min(t, 1.0);
    const double position = t * double(kSamples.size() - 1);
    const auto low = std::min(std::size_t(position), kSamples.size() - 2);
    const double f = position - double(low);
    std::uint32_t result = 0;
    for (int c = 0; c < 3; ++c) {
        const double v = kSamples[low][c] + f * (kSamples[low + 1][c] - kSamples[low][c]);
        result = (result << 8) | std::uint32_t(std::lround(v));
    }
    return result;
}

// Whether text on rgb(t) should be white rather than black (by contrast ratio: the lower part
// of the scale, up to about its middle grey).
inline bool wantsLightText(double t)
{
    return contrastratio::wantsWhiteText(rgb(t));
}

} // namespace cividis

} // namespace tally

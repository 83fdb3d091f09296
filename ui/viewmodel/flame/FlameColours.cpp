// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/flame/FlameColours.h"

#include <array>

namespace tally::flamecolours {

namespace {

// Neighbouring entries differ in hue and lightness, so adjacent frames of the two costliest
// classes never look alike.
constexpr std::array<QRgb, 8> kLight = {0x77aadd, 0xee8866, 0x44bb99, 0xffaabb,
                                        0xbbcc33, 0x99ddff, 0xeedd88, 0xaaaa00};
constexpr std::array<QRgb, 8> kDark = {0xcc6677, 0x44aa99, 0xddcc77, 0x6a5fb0,
                                       0x117733, 0x882255, 0x88ccee, 0x999933};

} // namespace

QColor of(int index, bool dark)
{
    if (index < 0)
        return dark ? QColor(0x60, 0x60, 0x60) : QColor(0xdd, 0xdd, 0xdd);
    const auto& palette = dark ? kDark : kLight;
    return QColor::fromRgb(palette[std::size_t(index) % palette.size()]);
}

int count()
{
    return int(kLight.size());
}

} // namespace tally::flamecolours

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QColor>

namespace tally {

// The flame graph's frame colours: qualitative palettes from Paul Tol's colour schemes, chosen
// to stay distinct for the common forms of colour blindness, the "light" scheme on a light
// palette and the "muted" one on a dark palette. A frame's class (its object or file, numbered
// costliest first, FlameScene) picks the colour; classes past the palette's size repeat it.
namespace flamecolours {

enum class By
{
    Object,
    File
};

// The colour of class `index` (>= 0); the neutral grey of frames without a class (the `…` frame)
// for a negative one.
QColor of(int index, bool dark);
// How many distinct colours there are before they repeat.
int count();

} // namespace flamecolours

} // namespace tally

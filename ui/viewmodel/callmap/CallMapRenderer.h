// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <QColor>
#include <QFont>
#include <QImage>
#include <QPalette>

#include <functional>
#include <optional>

class QFontMetricsF;
class QPainter;

namespace tally {

struct CallMapScene;

// Paints a call map scene into an image: nested framed rectangles coloured per function (a hue
// from the name, so a function is recognised wherever it appears), light or dark to suit the
// palette, and names where they fit, in black or white by the box's colour. Works on any thread:
// the view renders off the GUI thread, at the screen's device pixel ratio, so that HiDPI screens
// get sharp frames and text.
namespace callmaprenderer {

// What the painting takes from the view, copied on the GUI thread.
struct Style
{
    QColor base;
    bool dark = false;
    QFont font;
    double ratio = 1; // device pixels per logical pixel
    // Another fill for a function's boxes (a comparison's deltas; none: its hue). Called on the
    // rendering thread: what it reads must be immutable.
    std::function<std::optional<QColor>(FunctionId, const QColor& base)> recolour;
};

// The style of a widget with `palette` and `font` on a screen of `ratio` device pixels.
Style styleOf(const QPalette& palette, const QFont& font, double ratio);
QImage render(const CallMapScene& scene, const Style& style);
// The colour of node `index` (its function's hue, shaded by depth).
QColor fillColor(const CallMapScene& scene, std::size_t index, bool dark);

} // namespace callmaprenderer

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QPixmap>
#include <QSize>
#include <QStyle>
#include <QStyleOption>

#include <functional>
#include <vector>

class QPainter;

namespace tally {

// A style's frame primitive drawn once per look and then painted as a pixmap: for a primitive
// that is dear to draw and whose look depends on its option alone (its size, state, palette and
// frame fields), as Fusion's line-edit frame does (an antialiased rounded rectangle, stroked and
// filled: about a million instructions on each repaint of a search field, so on each keystroke).
// Drawn into a transparent pixmap and painted over what lies beneath, it blends as the drawing
// would, to within rounding.
class PrimitivePixmaps
{
public:
    // Looks kept, the most recently painted first (a window has few line edits).
    static constexpr std::size_t kKept = 8;

    using Draw = std::function<void(const QStyleOptionFrame& option, QPainter* painter)>;

    // Paints what `draw` paints for `option`, from the pixmap kept for its look, drawn with a
    // copy of `option` at the pixmap's origin the first time. False, having painted nothing,
    // where the painter would not paint a pixmap as it paints the drawing: a transformation
    // other than a translation by whole pixels, an opacity, another composition mode.
    bool paint(QStyle::PrimitiveElement element, const QStyleOptionFrame& option, QPainter* painter,
               const Draw& draw);

private:
    struct Look
    {
        QStyle::PrimitiveElement element = QStyle::PE_Frame;
        QSize size;
        int state = 0;
        qint64 palette = 0;
        int colorGroup = 0;
        qreal devicePixelRatio = 1;
        int lineWidth = 0;
        int midLineWidth = 0;
        int features = 0;
        int frameShape = 0;
        int direction = 0;
        friend bool operator==(const Look&, const Look&) = default;
    };
    struct Kept
    {
        Look look;
        QPixmap pixmap;
    };

    std::vector<Kept> m_kept;
};

} // namespace tally

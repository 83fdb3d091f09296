// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/widgets/common/PrimitivePixmaps.h"

#include <QProxyStyle>

namespace tally {

// Tally's Fusion: the style of the Light and Dark themes, and of System where the platform's
// style is Fusion. It draws as Fusion draws, with two changes:
// - Line edits' frames are painted from pixmaps of their looks (PrimitivePixmaps): Fusion strokes
//   and fills an antialiased rounded rectangle for one on every repaint, a tenth of each
//   keystroke in the filter or in Go to Function on a profile of 127,000 functions.
// - With Indicators::Corrected (Light and Dark): Fusion outlines check boxes and radio buttons
//   in the window colour darkened, which on a dark palette is about the colour of the list behind
//   them, so an unchecked box in a list (the Parts view's) vanished. Here the outline is a grey
//   between the text and the background, visible in either theme.
class ThemeStyle : public QProxyStyle
{
    Q_OBJECT

public:
    enum class Indicators
    {
        AsFusion,
        Corrected
    };

    explicit ThemeStyle(Indicators indicators = Indicators::Corrected);

    Indicators indicators() const { return m_indicators; }

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;

private:
    Indicators m_indicators;
    mutable PrimitivePixmaps m_frames;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QProxyStyle>

namespace tally {

// The Fusion style of the Light and Dark themes, with one correction: Fusion outlines check
// boxes and radio buttons in the window colour darkened, which on a dark palette is about the
// colour of the list behind them, so an unchecked box in a list (the Parts view's) vanished.
// Here the outline is a grey between the text and the background, visible in either theme.
class ThemeStyle : public QProxyStyle
{
    Q_OBJECT

public:
    ThemeStyle();

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
};

} // namespace tally

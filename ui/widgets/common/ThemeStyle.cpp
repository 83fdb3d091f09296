// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/ThemeStyle.h"

#include "ui/viewmodel/common/ColorContrast.h"

#include <QStyleOption>

namespace tally {

ThemeStyle::ThemeStyle(Indicators indicators)
    : QProxyStyle(QStringLiteral("Fusion")), m_indicators(indicators)
{}

void ThemeStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option,
                               QPainter* painter, const QWidget* widget) const
{
    if (element == PE_FrameLineEdit) {
        // Fusion draws it from the option alone (no widget, no animation).
        if (const auto* frame = qstyleoption_cast<const QStyleOptionFrame*>(option);
            frame && m_frames.paint(element, *frame, painter,
                                    [&](const QStyleOptionFrame& atOrigin, QPainter* onPixmap) {
                                        QProxyStyle::drawPrimitive(element, &atOrigin, onPixmap,
                                                                   widget);
                                    }))
            return;
    }
    if (m_indicators == Indicators::AsFusion ||
        (element != PE_IndicatorCheckBox && element != PE_IndicatorRadioButton)) {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        return;
    }
    // Fusion draws the indicator's outline in Window.darker(140).lighter(110); a Window colour
    // 1.27 times as light as the wanted outline gives that outline. Only the indicator's copy
    // of the palette changes.
    const QPalette& palette = option->palette;
    const QColor outline =
        colorcontrast::blend(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.5);
    // Copied as its own type, on the stack: QStyleOption has no virtual destructor, so a button
    // option must not be deleted through a QStyleOption pointer (ASan: new-delete-type-mismatch).
    const auto drawWith = [&](auto copy) {
        copy.palette.setColor(QPalette::Window, outline.lighter(127));
        QProxyStyle::drawPrimitive(element, &copy, painter, widget);
    };
    if (const auto* button = qstyleoption_cast<const QStyleOptionButton*>(option))
        drawWith(QStyleOptionButton(*button));
    else
        drawWith(QStyleOption(*option));
}

} // namespace tally

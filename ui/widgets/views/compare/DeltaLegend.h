// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QWidget>

class QPainter;

namespace tally {

// The legend of pictures coloured by a comparison's deltas: a bar from "shrank" (halved or
// more) through "no change" (the background) to "grew" (doubled or more), in the palette's own
// ends of the diverging scale.
class DeltaLegend : public QWidget
{
    Q_OBJECT

public:
    explicit DeltaLegend(QWidget* parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Draws the legend at `topLeft` (also into exported images).
    static void paint(QPainter& painter, QPointF topLeft, const QFont& font, const QColor& text,
                      const QColor& background);
    static QSizeF sizeFor(const QFont& font);

protected:
    void paintEvent(QPaintEvent* event) override;
};

} // namespace tally

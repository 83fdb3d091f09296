// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QWidget>

class QPainter;

namespace tally {

// The call graph's colour legend: the cividis scale with the inclusive shares of the total its
// colours stand for (a log scale from 0.1 % to 100 %).
class ColorScaleLegend : public QWidget
{
    Q_OBJECT

public:
    explicit ColorScaleLegend(QWidget* parent = nullptr);
    QSize sizeHint() const override;

    // Draws the legend at `topLeft` (also into exported images).
    static void paint(QPainter& painter, QPointF topLeft, const QFont& font, QColor text);
    static QSizeF sizeFor(const QFont& font);

protected:
    void paintEvent(QPaintEvent* event) override;
};

} // namespace tally

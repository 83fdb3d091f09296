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
    // What the bar stands for, "Change (inclusive):" unless set (the source view's is self).
    void setCaption(const QString& caption);

    // Draws the legend at `topLeft` (also into exported images).
    static void paint(QPainter& painter, QPointF topLeft, const QFont& font, const QColor& text,
                      const QColor& background);
    static QSizeF sizeFor(const QFont& font);
    // The legend in words, for pictures that cannot hold the bar (DOT text); `event` is the
    // event type whose change the colours show.
    static QString describe(const QString& event);
    // The same with another caption (other names: the ones above are taken as function pointers).
    static void paintCaptioned(QPainter& painter, QPointF topLeft, const QFont& font,
                               const QColor& text, const QColor& background,
                               const QString& caption);
    static QSizeF sizeCaptioned(const QFont& font, const QString& caption);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_caption;
};

} // namespace tally

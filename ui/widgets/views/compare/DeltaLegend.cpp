// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/compare/DeltaLegend.h"

#include "ui/viewmodel/compare/DeltaScale.h"

#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>

namespace tally {

namespace {

constexpr double kBarWidth = 180;

// The changes the bar's stops stand for: a halving to a doubling, on the scale's log axis.
constexpr double kStops[] = {-50, -30, -15, -5, 0, 5, 15, 30, 60, 100};

QString caption()
{
    return DeltaLegend::tr("Change (inclusive):");
}

} // namespace

DeltaLegend::DeltaLegend(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("deltaLegend"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed); // the status beside it gives way
    setToolTip(tr("Boxes are coloured by how much their inclusive cost changed from the baseline "
                  "to the new profile: blue shrank, red grew, the background's colour did not "
                  "change"));
}

QString DeltaLegend::describe(const QString& event)
{
    return tr("Change of inclusive %1 from the baseline to the new profile: blue shrank, red "
              "grew (full colour at half or double), the background's colour did not change")
        .arg(event);
}

void DeltaLegend::setCaption(const QString& caption)
{
    m_caption = caption;
    updateGeometry();
    update();
}

QSize DeltaLegend::minimumSizeHint() const
{
    return sizeHint();
}

QSize DeltaLegend::sizeHint() const
{
    return sizeCaptioned(font(), m_caption.isEmpty() ? caption() : m_caption).toSize() +
           QSize(2, 2);
}

QSizeF DeltaLegend::sizeFor(const QFont& font)
{
    return sizeCaptioned(font, caption());
}

QSizeF DeltaLegend::sizeCaptioned(const QFont& font, const QString& title)
{
    const QFontMetricsF metrics(font);
    const double labels =
        metrics.horizontalAdvance(tr("shrank")) + metrics.horizontalAdvance(tr("grew")) + 16;
    return {metrics.horizontalAdvance(title) + 16 + kBarWidth + labels, metrics.height() + 6};
}

void DeltaLegend::paint(QPainter& painter, QPointF topLeft, const QFont& font, const QColor& text,
                        const QColor& background)
{
    paintCaptioned(painter, topLeft, font, text, background, caption());
}

void DeltaLegend::paintCaptioned(QPainter& painter, QPointF topLeft, const QFont& font,
                                 const QColor& text, const QColor& background, const QString& title)
{
    painter.save();
    painter.translate(topLeft);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const double height = metrics.height() + 4;
    painter.setPen(text);
    double x = 0;
    painter.drawText(QRectF(x, 0, metrics.horizontalAdvance(title) + 4, height), Qt::AlignVCenter,
                     title);
    x += metrics.horizontalAdvance(title) + 8;
    const QString shrank = tr("shrank");
    painter.drawText(QRectF(x, 0, metrics.horizontalAdvance(shrank) + 4, height), Qt::AlignVCenter,
                     shrank);
    x += metrics.horizontalAdvance(shrank) + 8;
    const QRectF bar(x, 3, kBarWidth, height - 6);
    QLinearGradient gradient(bar.topLeft(), bar.topRight());
    const int last = int(std::size(kStops)) - 1;
    for (int i = 0; i <= last; ++i)
        gradient.setColorAt(double(i) / last, deltascale::fill(kStops[i], background));
    painter.fillRect(bar, gradient);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(bar);
    x += kBarWidth + 8;
    painter.drawText(QRectF(x, 0, metrics.horizontalAdvance(tr("grew")) + 4, height),
                     Qt::AlignVCenter, tr("grew"));
    painter.restore();
}

void DeltaLegend::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    paintCaptioned(painter, QPointF(0, 0), font(), palette().color(QPalette::WindowText),
                   palette().color(QPalette::Base), m_caption.isEmpty() ? caption() : m_caption);
}

} // namespace tally

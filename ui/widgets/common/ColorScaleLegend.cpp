// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/ColorScaleLegend.h"

#include "core/text/CallGraphLabels.h"
#include "core/text/CividisScale.h"

#include <QLinearGradient>
#include <QLocale>
#include <QPainter>

#include <cmath>

namespace tally {

namespace {
// Translated where drawn: a static initialized before main() would run before any translator.
const char* const kCaption =
    QT_TRANSLATE_NOOP("tally::ColorScaleLegend", "Inclusive share of total:");
constexpr int kBarWidth = 160;
} // namespace

ColorScaleLegend::ColorScaleLegend(QWidget* parent) : QWidget(parent)
{
    setToolTip(tr("Box colour: the function's inclusive cost as a share of the "
                  "total (log scale, colour-blind-safe cividis)"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

QSize ColorScaleLegend::sizeHint() const
{
    return sizeFor(font()).toSize();
}

QSizeF ColorScaleLegend::sizeFor(const QFont& font)
{
    const QFontMetricsF metrics(font);
    return {metrics.horizontalAdvance(tr(kCaption)) + kBarWidth + 30, metrics.height() * 2 + 6};
}

void ColorScaleLegend::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    paint(painter, QPointF(0, 0), font(), palette().color(QPalette::WindowText));
}

void ColorScaleLegend::paint(QPainter& painter, QPointF topLeft, const QFont& font, QColor text)
{
    painter.save();
    painter.translate(topLeft);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const double lineHeight = metrics.height();
    const double captionWidth = metrics.horizontalAdvance(tr(kCaption)) + 8;
    const double width = sizeFor(font).width();
    painter.setPen(text);
    painter.drawText(QRectF(0, 0, captionWidth, lineHeight + 4), Qt::AlignVCenter, tr(kCaption));

    const QRectF bar(captionWidth + 8, 3, kBarWidth, lineHeight - 2);
    QLinearGradient gradient(bar.topLeft(), bar.topRight());
    for (int i = 0; i <= 16; ++i) {
        const double t = i / 16.0;
        gradient.setColorAt(t, QColor::fromRgb(QRgb(0xff000000u | cividis::rgb(t))));
    }
    painter.fillRect(bar, gradient);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(bar);
    // Ticks at the decades of the log scale.
    const int decades = int(std::lround(-std::log10(CallGraphLabels::kScaleMinShare)));
    QFont small = font;
    small.setPointSizeF(std::max(6.0, font.pointSizeF() * 0.85));
    painter.setFont(small);
    const QFontMetricsF smallMetrics(small);
    for (int d = 0; d <= decades; ++d) {
        const double x = bar.left() + bar.width() * d / decades;
        painter.drawLine(QPointF(x, bar.bottom()), QPointF(x, bar.bottom() + 3));
        const double share = CallGraphLabels::kScaleMinShare * std::pow(10.0, d) * 100.0;
        const QString label = QLocale().toString(share, 'g', 3) + QStringLiteral(" %");
        const double w = smallMetrics.horizontalAdvance(label);
        const double left = std::clamp(x - w / 2.0, 0.0, width - w);
        painter.drawText(QPointF(left, bar.bottom() + 4 + smallMetrics.ascent()), label);
    }
    painter.restore();
}

} // namespace tally

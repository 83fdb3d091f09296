// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/callmap/CallMapRenderer.h"

#include "core/text/TextElision.h"
#include "ui/viewmodel/callmap/CallMapScene.h"
#include "ui/viewmodel/common/ColorContrast.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace tally::callmaprenderer {

namespace {

// The longest form of the name that fits `width`; the shortest form elided if none does; empty
// when not even a few characters would show. A name with look-alikes (a non-empty `keep` in its
// only form) is cut in the middle around the characters that tell it from them.
QString fittingLabel(const QStringList& forms, textelision::Span keep, const QFontMetricsF& metrics,
                     double width)
{
    for (const QString& form : forms) {
        if (metrics.horizontalAdvance(form) <= width)
            return form;
    }
    const QString elided = keep.isEmpty()
                               ? metrics.elidedText(forms.back(), Qt::ElideRight, width)
                               : textelision::elide(
                                     forms.back(), width,
                                     [&metrics](QStringView piece) {
                                         return metrics.horizontalAdvance(piece.toString());
                                     },
                                     Qt::ElideMiddle, keep);
    return elided.size() >= 4 ? elided : QString();
}

void paintNode(QPainter& painter, const CallMapScene& scene, std::size_t index, const Style& style,
               const QFontMetricsF& metrics);

} // namespace

Style styleOf(const QPalette& palette, const QFont& font, double ratio)
{
    Style style;
    style.base = palette.color(QPalette::Base);
    style.dark = colorcontrast::isDark(palette.color(QPalette::Window));
    style.font = font;
    style.ratio = ratio;
    return style;
}

QColor fillColor(const CallMapScene& scene, std::size_t index, bool dark)
{
    // Deeper levels a little more saturated, so nesting reads without counting frames.
    const int hue = scene.hues[index];
    const int depth = std::min(scene.tree.node(index).depth, 8);
    if (dark)
        return QColor::fromHsv(hue, 90 + depth * 12, 66 + depth * 9);
    return QColor::fromHsv(hue, 40 + depth * 14, 250 - depth * 5);
}

QImage render(const CallMapScene& scene, const Style& style)
{
    QImage image((scene.size * style.ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image;
    image.setDevicePixelRatio(style.ratio);
    image.fill(style.base);
    QPainter painter(&image);
    painter.setFont(style.font);
    const QFontMetricsF metrics(style.font, &image);
    // Breadth first: parents are painted before (under) their children.
    for (std::size_t i = 0; i < scene.tree.nodes().size(); ++i) {
        if (scene.layout.isShown(i))
            paintNode(painter, scene, i, style, metrics);
    }
    return image;
}

namespace {
void paintNode(QPainter& painter, const CallMapScene& scene, std::size_t index, const Style& style,
               const QFontMetricsF& metrics)
{
    const CallMapNode& node = scene.tree.node(index);
    const QRectF rect = scene.layout.rect(index);
    std::optional<QColor> recoloured;
    if (style.recolour)
        recoloured = style.recolour(node.function, style.base);
    const QColor fill = recoloured ? *recoloured : fillColor(scene, index, style.dark);
    const QColor frame = style.dark ? fill.lighter(170) : fill.darker(150);
    // A frame one device pixel wide: crisp on any screen.
    const double pixel = 1.0 / style.ratio;
    painter.fillRect(rect, frame);
    const QRectF body = rect.adjusted(pixel, pixel, -pixel, -pixel);
    painter.fillRect(body, fill);
    if (node.repeated) { // recursion: the function is on the path above, not expanded again
        QColor hatch = frame;
        hatch.setAlpha(110); // light enough to read the name over it
        painter.fillRect(body, QBrush(hatch, Qt::BDiagPattern));
    }

    const double lineHeight = metrics.height();
    const QRectF& inside = scene.layout.inside(index);
    // Nodes with shown children have their name in the strip above them; leaves anywhere inside.
    const bool hasStrip = !inside.isNull() && inside.top() - rect.top() >= lineHeight;
    if (!inside.isNull() && !hasStrip)
        return; // the children cover the whole inside: no room for a name
    const QRectF textRect(rect.left() + 3, rect.top() + 1, rect.width() - 6,
                          hasStrip ? lineHeight : rect.height() - 2);
    if (textRect.height() < lineHeight || textRect.width() < metrics.averageCharWidth() * 3)
        return;

    if (!style.names && !style.costs)
        return;
    const double share = scene.tree.node(0).cost > 0 ? node.cost / scene.tree.node(0).cost : 0;
    const QString percent =
        QLocale().toString(100.0 * share, 'f', share >= 0.1 ? 1 : 2) + QStringLiteral(" %");
    const QStringList& forms = scene.labels[index];
    const textelision::Span keep =
        index < scene.keeps.size() ? scene.keeps[index] : textelision::Span();
    painter.setPen(colorcontrast::textOn(fill)); // readable on this box's colour
    const double percentWidth = metrics.horizontalAdvance(percent);
    const double gap = metrics.averageCharWidth();
    if (!style.names) {
        if (percentWidth <= textRect.width())
            painter.drawText(textRect, Qt::AlignLeft | Qt::AlignTop, percent);
        return;
    }
    // The longest form of the name that fits beside the cost on one line; else the name alone,
    // as long as it fits.
    for (const QString& form : style.costs ? forms : QStringList()) {
        if (metrics.horizontalAdvance(form) + gap + percentWidth <= textRect.width()) {
            painter.drawText(textRect, Qt::AlignRight | Qt::AlignTop, percent);
            painter.drawText(textRect, Qt::AlignLeft | Qt::AlignTop, form);
            return;
        }
    }
    QString label = fittingLabel(forms, keep, metrics, textRect.width());
    if (label.isEmpty() && !hasStrip && textRect.height() > 2 * textRect.width()) {
        // Tall narrow leaves read their name sideways, as in KCachegrind.
        label = fittingLabel(forms, keep, metrics, textRect.height());
        if (label.isEmpty())
            return;
        painter.save();
        painter.translate(textRect.bottomLeft());
        painter.rotate(-90);
        painter.drawText(QRectF(0, 0, textRect.height(), textRect.width()),
                         Qt::AlignLeft | Qt::AlignTop, label);
        painter.restore();
        return;
    }
    if (label.isEmpty())
        return;
    painter.drawText(textRect, Qt::AlignLeft | Qt::AlignTop, label);
    if (style.costs && !hasStrip && textRect.height() >= 2 * lineHeight &&
        percentWidth <= textRect.width())
        painter.drawText(textRect.adjusted(0, lineHeight, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                         percent);
}
} // namespace

} // namespace tally::callmaprenderer

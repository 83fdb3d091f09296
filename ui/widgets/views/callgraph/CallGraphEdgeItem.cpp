// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/callgraph/CallGraphEdgeItem.h"

#include "ui/viewmodel/common/ColorContrast.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPainter>
#include <QPalette>

#include <cmath>

namespace tally {

CallGraphEdgeItem::CallGraphEdgeItem(const std::vector<QPointF>& spline, bool hasArrow,
                                     QPointF arrowTip, Style style)
    : m_style(std::move(style))
{
    QPainterPath path;
    if (!spline.empty()) {
        path.moveTo(spline[0]);
        std::size_t i = 1;
        for (; i + 2 < spline.size(); i += 3)
            path.cubicTo(spline[i], spline[i + 1], spline[i + 2]);
        for (; i < spline.size(); ++i)
            path.lineTo(spline[i]);
    }
    if (hasArrow && !spline.empty()) {
        // Graphviz leaves room for the arrow head between the spline's end and the tip.
        const QPointF base = spline.back();
        QPointF direction = arrowTip - base;
        const double length = std::hypot(direction.x(), direction.y());
        if (length > 0.01) {
            direction /= length;
            const QPointF normal(-direction.y(), direction.x());
            const double halfWidth = std::max(3.5, m_style.width * 1.2);
            m_arrow << arrowTip << base + normal * halfWidth << base - normal * halfWidth;
        }
    }
    setPath(path);
    QPen pen(Qt::gray, m_style.width); // the colour comes from the scene's palette when painted
    pen.setCapStyle(Qt::FlatCap);
    if (m_style.withinCycle)
        pen.setStyle(Qt::DashLine);
    setPen(pen);
}

QColor CallGraphEdgeItem::lineColor() const
{
    // A little softer than the text, so that boxes and labels stand out from the lines.
    const QPalette palette = scene() ? scene()->palette() : QPalette();
    return colorcontrast::blend(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.3);
}

QRectF CallGraphEdgeItem::labelRect() const
{
    if (!m_style.hasLabel)
        return {};
    const QFontMetricsF metrics(m_style.font);
    const QRectF bounds =
        metrics.boundingRect(QRectF(0, 0, 1000, 1000), Qt::AlignCenter, m_style.label);
    QRectF rect(QPointF(), bounds.size());
    rect.moveCenter(m_style.labelCentre);
    return rect;
}

QRectF CallGraphEdgeItem::boundingRect() const
{
    return QGraphicsPathItem::boundingRect().united(m_arrow.boundingRect()).united(labelRect());
}

QPainterPath CallGraphEdgeItem::shape() const
{
    QPainterPath shape = QGraphicsPathItem::shape();
    shape.addPolygon(m_arrow);
    return shape;
}

void CallGraphEdgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor line = lineColor();
    QPen linePen = pen();
    linePen.setColor(line);
    painter->setPen(linePen);
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path());
    if (!m_arrow.isEmpty()) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(line);
        painter->drawPolygon(m_arrow);
    }
    if (m_style.hasLabel) {
        // A backing of the background's colour keeps the label readable where another edge
        // passes behind it.
        const QPalette palette = scene() ? scene()->palette() : QPalette();
        QColor backing = palette.color(QPalette::Base);
        backing.setAlpha(200);
        painter->setPen(Qt::NoPen);
        painter->setBrush(backing);
        painter->drawRoundedRect(labelRect(), 2, 2);
        painter->setPen(palette.color(QPalette::Text));
        painter->setFont(m_style.font);
        painter->drawText(labelRect(), Qt::AlignCenter, m_style.label);
    }
}

} // namespace tally

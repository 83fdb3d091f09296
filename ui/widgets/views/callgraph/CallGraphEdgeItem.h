// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QFont>
#include <QGraphicsPathItem>
#include <QPolygonF>

namespace tally {

// One call between two boxes of the call graph: Graphviz's spline with an arrow head, as thick as
// the calls are expensive, labelled with their cost and count. Calls within a recursion cycle
// are dashed.
class CallGraphEdgeItem : public QGraphicsPathItem
{
public:
    struct Style
    {
        double width = 1;
        bool withinCycle = false;
        QString label;
        QPointF labelCentre;
        bool hasLabel = false;
        QFont font;
    };

    CallGraphEdgeItem(const std::vector<QPointF>& spline, bool hasArrow, QPointF arrowTip,
                      Style style);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    const QString& label() const { return m_style.label; }
    // The line's and arrow's colour, from the scene's palette.
    QColor lineColor() const;

private:
    QRectF labelRect() const;

    Style m_style;
    QPolygonF m_arrow;
};

} // namespace tally

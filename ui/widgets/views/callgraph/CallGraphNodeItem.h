// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <QFont>
#include <QGraphicsItem>
#include <QStringList>

namespace tally {

// One box of the call graph: a function (name, inclusive and self cost, coloured by its share
// of the total, with black or white text, whichever reads better on that colour) or a summary
// of hidden callers/callees (dashed, in the scene's palette). The active function is outlined.
class CallGraphNodeItem : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 0x4347 // "CG"
    };

    struct Content
    {
        FunctionId function;
        bool summary = false;
        bool centre = false;
        QString title;
        QStringList lines;
        QColor fill; // of a function's box; a summary's comes from the palette
        QFont titleFont;
        QFont lineFont;
    };

    CallGraphNodeItem(Content content, QRectF rect);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    FunctionId function() const { return m_content.function; }
    bool isSummary() const { return m_content.summary; }
    void setHighlighted(bool highlighted);
    // Another fill for a function's box (a comparison colours by delta).
    void setFill(const QColor& fill);
    bool isHighlighted() const { return m_highlighted; }
    // What the box is painted with, in the scene's palette.
    QColor fillColor() const;
    QColor textColor() const;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    Content m_content;
    QRectF m_rect;
    bool m_highlighted = false;
    bool m_hovered = false;
};

} // namespace tally

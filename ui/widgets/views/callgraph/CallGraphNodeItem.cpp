// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/callgraph/CallGraphNodeItem.h"

#include "ui/viewmodel/callgraph/CallGraphLayoutJob.h"
#include "ui/viewmodel/common/ColorContrast.h"

#include <QCursor>
#include <QGraphicsScene>
#include <QPainter>
#include <QPalette>

namespace tally {

namespace {
constexpr double kHighlightWidth = 3.0;
} // namespace

CallGraphNodeItem::CallGraphNodeItem(Content content, QRectF rect)
    : m_content(std::move(content)), m_rect(rect)
{
    setAcceptHoverEvents(true);
    if (!m_content.summary)
        setCursor(Qt::PointingHandCursor);
}

void CallGraphNodeItem::hoverEnterEvent(QGraphicsSceneHoverEvent*)
{
    m_hovered = true;
    update();
}

void CallGraphNodeItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*)
{
    m_hovered = false;
    update();
}

QRectF CallGraphNodeItem::boundingRect() const
{
    return m_rect.adjusted(-kHighlightWidth, -kHighlightWidth, kHighlightWidth, kHighlightWidth);
}

void CallGraphNodeItem::setHighlighted(bool highlighted)
{
    if (highlighted == m_highlighted)
        return;
    m_highlighted = highlighted;
    update();
}

void CallGraphNodeItem::setFill(const QColor& fill)
{
    if (fill == m_content.fill)
        return;
    m_content.fill = fill;
    update();
}

QColor CallGraphNodeItem::fillColor() const
{
    if (!m_content.summary)
        return m_content.fill;
    return scene() ? scene()->palette().color(QPalette::Base) : QColor(Qt::white);
}

QColor CallGraphNodeItem::textColor() const
{
    if (!m_content.summary)
        return colorcontrast::textOn(m_content.fill);
    return scene() ? scene()->palette().color(QPalette::Text) : QColor(Qt::black);
}

void CallGraphNodeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    // A frame between the palette's text and background colours: it sets the dark blue boxes
    // off a dark background as it sets the yellow ones off a light one.
    const QPalette palette = scene() ? scene()->palette() : QPalette();
    const QColor frame =
        colorcontrast::blend(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.25);
    QPen border(frame, m_content.centre ? 2.0 : 1.0);
    if (m_content.summary)
        border.setStyle(Qt::DashLine);
    if (m_hovered)
        border.setWidth(2);
    if (m_highlighted)
        border = QPen(QColor(213, 94, 0), kHighlightWidth); // vermilion: apart from cividis
    painter->setPen(border);
    painter->setBrush(fillColor());
    painter->drawRoundedRect(m_rect, 4, 4);

    const double padding = CallGraphLayoutJob::kPadding;
    QRectF textRect = m_rect.adjusted(padding, padding, -padding, -padding);
    painter->setPen(textColor());
    painter->setFont(m_content.titleFont);
    const double titleHeight = QFontMetricsF(m_content.titleFont).height();
    painter->drawText(QRectF(textRect.left(), textRect.top(), textRect.width(), titleHeight),
                      Qt::AlignCenter | Qt::TextSingleLine, m_content.title);
    painter->setFont(m_content.lineFont);
    const double lineHeight = QFontMetricsF(m_content.lineFont).height();
    double y = textRect.top() + titleHeight;
    for (const QString& line : m_content.lines) {
        painter->drawText(QRectF(textRect.left(), y, textRect.width(), lineHeight),
                          Qt::AlignCenter | Qt::TextSingleLine, line);
        y += lineHeight;
    }
}

} // namespace tally

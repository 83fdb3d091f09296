// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/callgraph/CallGraphCanvas.h"

#include "ui/widgets/views/callgraph/CallGraphNodeItem.h"
#include "ui/widgets/views/callgraph/CallGraphScene.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QFontInfo>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <cmath>

namespace tally {

CallGraphCanvas::CallGraphCanvas(CallGraphScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), m_scene(scene)
{
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setFocusPolicy(Qt::StrongFocus);
    // No background brush of its own: the scene's, from the palette, shows.
    for (QScrollBar* bar : {horizontalScrollBar(), verticalScrollBar()})
        connect(bar, &QScrollBar::valueChanged, this, &CallGraphCanvas::visibleAreaChanged);
}

void CallGraphCanvas::fitGraph()
{
    const QRectF rect = sceneRect();
    if (rect.isEmpty())
        return;
    fitInView(rect, Qt::KeepAspectRatio);
    // Small graphs are not blown up beyond a comfortable size.
    if (zoom() > 1.25)
        setTransform(QTransform::fromScale(1.25, 1.25));
    else if (zoom() < kMinZoom)
        setTransform(QTransform::fromScale(kMinZoom, kMinZoom));
    centerOn(rect.center());
    emit visibleAreaChanged();
}

void CallGraphCanvas::showGraphAround(QRectF focus)
{
    const QRectF rect = sceneRect();
    if (rect.isEmpty())
        return;
    // The whole graph, no larger than life, with a little room so that no scroll bar appears
    // and clips an edge; only a graph too big to read at that zoom is shown in part.
    const QSizeF room = QSizeF(viewport()->size()) * 0.98;
    const double fit = std::min(room.width() / rect.width(), room.height() / rect.height());
    const double zoom = std::clamp(fit, readableZoom(), 1.0);
    setTransform(QTransform::fromScale(zoom, zoom));
    // Centred on the focus as far as the graph reaches: where it fits, the view keeps it whole.
    centerOn(focus.isEmpty() ? rect.center() : focus.center());
    emit visibleAreaChanged();
}

double CallGraphCanvas::readableZoom() const
{
    // The scene lays its text out in this font at zoom 1 (CallGraphLayoutJob's input).
    const double points = QFontInfo(font()).pointSizeF();
    return points > 0 ? std::clamp(kMinReadablePoints / points, kMinZoom, 1.0) : 1.0;
}

void CallGraphCanvas::zoomBy(double factor)
{
    const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    if (zoom() <= 0)
        return;
    const double applied = target / zoom();
    scale(applied, applied);
    emit visibleAreaChanged();
}

QRectF CallGraphCanvas::visibleSceneRect() const
{
    return mapToScene(viewport()->rect()).boundingRect();
}

void CallGraphCanvas::wheelEvent(QWheelEvent* event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    zoomBy(std::pow(1.2, steps));
    event->accept();
}

void CallGraphCanvas::keyPressEvent(QKeyEvent* event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        switch (event->key()) {
        case Qt::Key_0:
            fitGraph();
            return;
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            zoomBy(1.25);
            return;
        case Qt::Key_Minus:
            zoomBy(1 / 1.25);
            return;
        default:
            break;
        }
    }
    if (event->modifiers() == Qt::NoModifier || event->modifiers() == Qt::KeypadModifier) {
        switch (event->key()) {
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_Left:
        case Qt::Key_Right:
            emit arrowPressed(Qt::Key(event->key()));
            return;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            emit returnPressed();
            return;
        default:
            break;
        }
    }
    QGraphicsView::keyPressEvent(event);
}

FunctionId CallGraphCanvas::functionAt(QPoint viewPos) const
{
    const CallGraphNodeItem* item = m_scene->nodeAt(mapToScene(viewPos));
    return item && !item->isSummary() ? item->function() : FunctionId();
}

void CallGraphCanvas::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        m_pressPos = event->position().toPoint();
        m_pressed = true;
    }
    QGraphicsView::mousePressEvent(event);
}

void CallGraphCanvas::mouseReleaseEvent(QMouseEvent* event)
{
    QGraphicsView::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton || !m_pressed)
        return;
    m_pressed = false;
    // A click, not the end of a drag that panned.
    if ((event->position().toPoint() - m_pressPos).manhattanLength() >=
        QApplication::startDragDistance())
        return;
    const FunctionId function = functionAt(m_pressPos);
    if (function.isValid())
        emit functionClicked(function);
}

void CallGraphCanvas::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        const FunctionId function = functionAt(event->position().toPoint());
        if (function.isValid()) {
            emit functionDoubleClicked(function);
            event->accept();
            return;
        }
    }
    QGraphicsView::mouseDoubleClickEvent(event);
}

void CallGraphCanvas::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    emit visibleAreaChanged();
}

void CallGraphCanvas::contextMenuEvent(QContextMenuEvent* event)
{
    emit contextMenuRequested(m_scene->nodeAt(mapToScene(event->pos())), event->globalPos());
    event->accept();
}

void CallGraphCanvas::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    emit visibleAreaChanged();
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/callgraph/CallGraphOverview.h"

#include "ui/widgets/views/callgraph/CallGraphCanvas.h"

#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>

namespace tally {

namespace {
constexpr int kInset = 8;
constexpr int kBorder = 2;
} // namespace

CallGraphOverview::CallGraphOverview(CallGraphCanvas* canvas) : QWidget(canvas), m_canvas(canvas)
{
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Overview: click or drag to move the view"));
    hide();
}

QRectF CallGraphOverview::pictureRect() const
{
    return QRectF(rect()).adjusted(kBorder, kBorder, -kBorder, -kBorder);
}

void CallGraphOverview::refresh()
{
    const QRectF scene = m_canvas->sceneRect();
    if (scene.isEmpty() || !m_canvas->scene()) {
        m_picture = QPixmap();
        hide();
        return;
    }
    const QSize size = pictureSizeFor(scene);
    m_pictureFor = m_canvas->viewport()->size();
    resize(size + QSize(2 * kBorder, 2 * kBorder));
    m_picture = QPixmap(size * devicePixelRatioF());
    m_picture.setDevicePixelRatio(devicePixelRatioF());
    m_picture.fill(m_canvas->scene()->backgroundBrush().color());
    QPainter painter(&m_picture);
    painter.setRenderHint(QPainter::Antialiasing);
    m_canvas->scene()->render(&painter, QRectF(QPointF(), QSizeF(size)), scene);
    painter.end();
    updateFrame();
}

void CallGraphOverview::place()
{
    const QRect area = m_canvas->viewport()->geometry();
    move(area.right() - width() - kInset, area.bottom() - height() - kInset);
}

QSize CallGraphOverview::pictureSizeFor(const QRectF& scene) const
{
    // At most a third of the canvas's shorter side, so the panner never hides much of the graph.
    const QSize room = m_canvas->viewport()->size();
    const double side =
        std::clamp(std::min(room.width(), room.height()) / 3.0, double(kMinSide), double(kMaxSide));
    const double scale = side / std::max(scene.width(), scene.height());
    return (scene.size() * scale).toSize().expandedTo(QSize(16, 16));
}

void CallGraphOverview::updateFrame()
{
    if (!m_picture.isNull() && m_pictureFor != m_canvas->viewport()->size()) {
        refresh(); // the canvas was resized: a picture of the size that fits it now
        return;
    }
    const QRectF scene = m_canvas->sceneRect();
    const bool allVisible = m_canvas->visibleSceneRect().contains(scene);
    const bool fits = m_canvas->viewport()->width() > width() * 2 &&
                      m_canvas->viewport()->height() > height() * 2;
    setVisible(!m_picture.isNull() && !allVisible && fits);
    place();
    update();
}

QRectF CallGraphOverview::frameRect() const
{
    const QRectF scene = m_canvas->sceneRect();
    if (scene.isEmpty())
        return {};
    const QRectF picture = pictureRect();
    const QRectF visible = m_canvas->visibleSceneRect().intersected(scene);
    const double sx = picture.width() / scene.width();
    const double sy = picture.height() / scene.height();
    return QRectF(picture.left() + (visible.left() - scene.left()) * sx,
                  picture.top() + (visible.top() - scene.top()) * sy, visible.width() * sx,
                  visible.height() * sy);
}

void CallGraphOverview::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), QColor(120, 120, 120)); // a mid grey frame: apart from either theme
    painter.drawPixmap(pictureRect().topLeft(), m_picture);
    painter.setPen(QPen(QColor(213, 94, 0), 1.5));
    painter.setBrush(QColor(213, 94, 0, 40));
    painter.drawRect(frameRect());
}

void CallGraphOverview::moveCanvasTo(QPointF widgetPos)
{
    const QRectF scene = m_canvas->sceneRect();
    const QRectF picture = pictureRect();
    if (scene.isEmpty() || picture.isEmpty())
        return;
    const QPointF relative((widgetPos.x() - picture.left()) / picture.width(),
                           (widgetPos.y() - picture.top()) / picture.height());
    m_canvas->centerOn(scene.left() + relative.x() * scene.width(),
                       scene.top() + relative.y() * scene.height());
}

void CallGraphOverview::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        moveCanvasTo(event->position());
}

void CallGraphOverview::mouseMoveEvent(QMouseEvent* event)
{
    if (event->buttons() & Qt::LeftButton)
        moveCanvasTo(event->position());
}

} // namespace tally

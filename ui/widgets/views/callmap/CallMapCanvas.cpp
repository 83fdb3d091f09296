// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/callmap/CallMapCanvas.h"

#include <QContextMenuEvent>
#include <QCursor>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace tally {

namespace {

// Tooltips show names in full, but a 6,000-character template instance is no tooltip.
QString tooltipName(const QString& name, const QString& shortened)
{
    return name.size() <= 600 ? name : shortened;
}

} // namespace

CallMapCanvas::CallMapCanvas(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(120, 80);
    m_formatCost = [](double value) { return QLocale().toString(qint64(std::llround(value))); };
}

void CallMapCanvas::setScene(std::shared_ptr<const CallMapScene> scene)
{
    m_scene = std::move(scene);
    m_appearanceRequested = false;
    m_message.clear();
    m_pressed = -1;
    // After a resize or a new active function the mouse may rest on a new rectangle.
    m_hovered = underMouse() ? nodeAt(mapFromGlobal(QCursor::pos())) : -1;
    update();
}

void CallMapCanvas::setMessage(const QString& message)
{
    m_scene.reset();
    m_message = message;
    m_hovered = -1;
    m_pressed = -1;
    update();
}

void CallMapCanvas::setCostFormatter(std::function<QString(double)> format,
                                     const QString& eventName)
{
    m_formatCost = std::move(format);
    m_eventName = eventName;
}

void CallMapCanvas::setSecondaryEvent(int event, const QString& name,
                                      std::function<QString(Cost)> format)
{
    m_secondaryEvent = event;
    m_secondaryName = name;
    m_formatSecondary = std::move(format);
}

QString CallMapCanvas::secondaryText(std::span<const Cost> realCosts) const
{
    // The map measures one event type; the tooltip adds the second one the user chose.
    if (!m_scene || m_secondaryEvent < 0 || realCosts.empty() || !m_formatSecondary)
        return {};
    const auto& sessionEvents = m_scene->events;
    const EventSet& events = sessionEvents ? *sessionEvents : m_scene->profile->events();
    if (m_secondaryEvent >= events.count() || int(realCosts.size()) < events.realCount())
        return {};
    const Cost value = events.value(realCosts, m_secondaryEvent);
    return QStringLiteral(" \u00b7 %1 %2").arg(m_formatSecondary(value), m_secondaryName);
}

int CallMapCanvas::nodeAt(const QPointF& position) const
{
    if (!m_scene || m_scene->tree.isEmpty())
        return -1;
    return m_scene->layout.nodeAt(position, m_scene->tree);
}

void CallMapCanvas::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    if (!m_scene || m_scene->tree.isEmpty() || !m_scene->layout.isShown(0)) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
                         m_message);
        return;
    }
    // The image comes rendered from the background; on a screen of another ratio (or after a
    // palette change) it is drawn scaled until the view has rendered it again.
    const QImage& image = m_scene->image;
    if (image.devicePixelRatio() != devicePixelRatioF() && !m_appearanceRequested) {
        m_appearanceRequested = true; // once per scene
        emit appearanceChanged();
    }
    painter.drawImage(QRectF(QPointF(0, 0), m_scene->size), image);

    if (m_hovered < 0 || std::size_t(m_hovered) >= m_scene->tree.nodes().size())
        return;
    // The rectangle under the mouse, and thinner, every other place its function appears.
    const QColor highlight = palette().color(QPalette::Highlight);
    const FunctionId function = m_scene->tree.node(m_hovered).function;
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(highlight, 1, Qt::DashLine));
    for (std::size_t i = 0; i < m_scene->tree.nodes().size(); ++i) {
        if (int(i) != m_hovered && m_scene->tree.node(i).function == function &&
            m_scene->layout.isShown(i))
            painter.drawRect(m_scene->layout.rect(i).adjusted(0.5, 0.5, -0.5, -0.5));
    }
    painter.setPen(QPen(highlight, 2));
    painter.drawRect(m_scene->layout.rect(m_hovered).adjusted(1, 1, -1, -1));
}

void CallMapCanvas::resizeEvent(QResizeEvent*)
{
    emit resized();
    update();
}

void CallMapCanvas::setHovered(int node)
{
    if (node == m_hovered)
        return;
    m_hovered = node;
    update();
}

void CallMapCanvas::mouseMoveEvent(QMouseEvent* event)
{
    setHovered(nodeAt(event->position()));
}

void CallMapCanvas::leaveEvent(QEvent*)
{
    setHovered(-1);
}

void CallMapCanvas::mousePressEvent(QMouseEvent* event)
{
    // A double-click's second press arrives as a double-click event (not handled here), so one
    // double-click activates one function, not the one that replaced it under the mouse.
    m_pressed = event->button() == Qt::LeftButton ? nodeAt(event->position()) : -1;
}

void CallMapCanvas::mouseReleaseEvent(QMouseEvent* event)
{
    const int pressed = std::exchange(m_pressed, -1);
    if (event->button() != Qt::LeftButton || pressed <= 0 || nodeAt(event->position()) != pressed)
        return; // the root is the active function already
    emit functionActivated(m_scene->tree.node(pressed).function);
}

void CallMapCanvas::keyPressEvent(QKeyEvent* event)
{
    // The highlighted rectangle moves with the keys, as in KCachegrind: Left and Right through
    // its siblings, Down into its largest child, Up to its parent; Return makes it active.
    if (!m_scene || m_scene->tree.isEmpty()) {
        QWidget::keyPressEvent(event);
        return;
    }
    const CallMapTree& tree = m_scene->tree;
    const int current = m_hovered < 0 ? 0 : m_hovered;
    const CallMapNode& node = tree.node(current);
    const auto shown = [&](std::size_t i) { return m_scene->layout.isShown(i); };
    int next = current;
    switch (event->key()) {
    case Qt::Key_Down:
        if (node.childCount > 0 && shown(node.firstChild))
            next = int(node.firstChild);
        break;
    case Qt::Key_Up:
        if (node.parent >= 0)
            next = node.parent;
        break;
    case Qt::Key_Left:
    case Qt::Key_Right:
        if (node.parent >= 0) {
            const CallMapNode& parent = tree.node(node.parent);
            const int first = int(parent.firstChild);
            const int last = first + int(parent.childCount) - 1;
            const int step = event->key() == Qt::Key_Right ? 1 : -1;
            for (int i = current + step; i >= first && i <= last; i += step) {
                if (shown(i)) {
                    next = i;
                    break;
                }
            }
        }
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (current > 0)
            emit functionActivated(tree.node(current).function);
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    setHovered(next);
}

void CallMapCanvas::contextMenuEvent(QContextMenuEvent* event)
{
    emit contextMenuRequested(nodeAt(event->pos()), event->globalPos());
}

void CallMapCanvas::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        emit appearanceChanged();
    QWidget::changeEvent(event);
}

bool CallMapCanvas::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const int node = nodeAt(help->pos());
        if (node < 0)
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), toolTipText(node), this);
        return true;
    }
    return QWidget::event(event);
}

QString CallMapCanvas::toolTipText(int index) const
{
    // Only shown rectangles (and so the root) have labels.
    if (!m_scene || index < 0 || std::size_t(index) >= m_scene->tree.nodes().size() ||
        !m_scene->layout.isShown(index))
        return {};
    const CallMapScene& scene = *m_scene;
    const CallMapNode& node = scene.tree.node(index);
    const CallMapNode& root = scene.tree.node(0);
    const Profile& profile = *scene.profile;
    const QString unit = m_eventName.isEmpty() ? QString() : u' ' + m_eventName;
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>")
                 .arg(tooltipName(profile.functionName(node.function), scene.labels[index].front())
                          .toHtmlEscaped());
    const QString object = profile.functionObject(node.function);
    if (!object.isEmpty())
        lines << object.toHtmlEscaped();
    const QLocale locale;
    if (index == 0) {
        lines << tr("Inclusive: %1%2%3")
                     .arg(m_formatCost(node.cost), unit,
                          secondaryText(scene.flat ? scene.flat->inclusive(node.function)
                                                   : std::span<const Cost>()));
        const bool callers = scene.tree.options().direction == CallMapTree::Direction::Callers;
        lines << tr("%1 (uncovered area): %2%3")
                     .arg(callers ? tr("Not through the callers shown")
                                  : tr("Self cost and calls too small to show"),
                          m_formatCost(scene.tree.selfCost(0)), unit);
    } else {
        const double share = root.cost > 0 ? node.cost / root.cost : 0;
        lines << tr("On this path: %1%2 (%3 % of %4)")
                     .arg(m_formatCost(node.cost), unit, locale.toString(100 * share, 'f', 2),
                          scene.labels[0].front().toHtmlEscaped());
        lines << tr("Calls: %1, their inclusive cost: %2%3%4")
                     .arg(locale.toString(qulonglong(node.calls)),
                          m_formatCost(double(node.callCost)), unit,
                          secondaryText(scene.relations && node.edge != kInvalidId
                                            ? scene.relations->edgeCost(node.edge)
                                            : std::span<const Cost>()));
        // The path from the root, short names, innermost last ("main › a › c").
        QStringList path;
        std::int32_t up = index;
        for (; up >= 0 && path.size() < 12; up = scene.tree.node(up).parent)
            path.prepend(scene.labels[up].back().toHtmlEscaped());
        if (up >= 0)
            path.prepend(QStringLiteral("\u2026")); // deeper than a tooltip line holds
        lines << tr("Path: %1").arg(path.join(QStringLiteral(" \u203a ")));
        if (node.repeated)
            lines << tr("<i>Recursion: already on the path above, not expanded</i>");
        lines << tr("<i>Click to make it the active function</i>");
    }
    return lines.join(QStringLiteral("<br/>"));
}

} // namespace tally

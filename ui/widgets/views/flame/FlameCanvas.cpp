// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/flame/FlameCanvas.h"

#include "ui/viewmodel/common/ColorContrast.h"
#include "ui/viewmodel/compare/DeltaScale.h"

#include <QHelpEvent>

#include <QContextMenuEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <cmath>

namespace tally {

FlameCanvas::FlameCanvas(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void FlameCanvas::setScene(std::shared_ptr<const FlameScene> scene)
{
    m_scene = std::move(scene);
    m_shortLabels.clear();
    m_zoom = 0;
    // Tall enough for every row: the view scrolls (a flame starts scrolled to its roots).
    setMinimumHeight(m_scene ? m_scene->maxDepth() * rowHeight() + 2 : 0);
    relayout();
    emit zoomChanged(m_zoom);
}

void FlameCanvas::setIcicle(bool icicle)
{
    m_icicle = icicle;
    update();
}

void FlameCanvas::setColourBy(flamecolours::By by)
{
    m_colourBy = by;
    update();
}

void FlameCanvas::setShortNames(bool shortNames)
{
    m_shortNames = shortNames;
    update();
}

void FlameCanvas::shortNamesMade()
{
    m_shortLabels.clear();
    update();
}

QString FlameCanvas::label(std::size_t node) const
{
    if (!m_scene || node >= m_scene->names.size())
        return {};
    if (!m_shortNames)
        return m_scene->names[node];
    // Only frames wide enough for a label are ever shortened, once each.
    if (m_shortLabels.size() != m_scene->names.size())
        m_shortLabels.assign(m_scene->names.size(), QString());
    QString& cached = m_shortLabels[node];
    if (cached.isNull())
        cached = m_scene->shortNames->shortened(m_scene->names[node]);
    return cached;
}

void FlameCanvas::setZoom(std::size_t node)
{
    if (!m_scene || node >= m_scene->tree.nodes().size())
        node = 0;
    m_zoom = node;
    relayout();
    emit zoomChanged(m_zoom);
}

void FlameCanvas::setSearch(const QString& text)
{
    m_search = text;
    update();
}

int FlameCanvas::rowHeight() const
{
    return fontMetrics().height() + 4;
}

void FlameCanvas::relayout()
{
    m_frames = m_scene ? m_scene->layout(m_zoom, width()) : std::vector<FlameScene::Frame>{};
    update();
}

void FlameCanvas::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    relayout();
}

QRectF FlameCanvas::rectOf(const FlameScene::Frame& frame) const
{
    const int h = rowHeight();
    const double y = m_icicle ? frame.row * h : height() - (frame.row + 1) * h;
    return {frame.x, y, frame.width, double(h - 1)};
}

int FlameCanvas::nodeAt(const QPoint& position) const
{
    for (const FlameScene::Frame& frame : m_frames) {
        if (rectOf(frame).contains(position))
            return int(frame.node);
    }
    return -1;
}

void FlameCanvas::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    if (!m_scene)
        return;
    // Light frames on a light palette, darker ones on a dark one; the colour follows the object
    // or the file.
    const bool dark = colorcontrast::isDark(palette().base().color());
    const QColor dimmed = dark ? QColor(70, 70, 70) : QColor(215, 215, 215);
    const bool searching = !m_search.isEmpty();
    const QFontMetrics metrics = fontMetrics();
    // Asked once: each ask measures the font again (7 % of a repaint, for every frame).
    const int labelledWidth = 3 * metrics.averageCharWidth();
    for (const FlameScene::Frame& frame : m_frames) {
        const QRectF r = rectOf(frame);
        if (r.bottom() < 0 || r.top() > height())
            continue;
        const auto& classes =
            m_colourBy == flamecolours::By::File ? m_scene->fileClasses : m_scene->objectClasses;
        // In a comparison, the stack's change on the diverging scale instead of its object.
        QColor fill = m_scene->compared()
                          ? deltascale::fill(ProfileComparison::percentChange(
                                                 m_scene->baseInclusive[frame.node],
                                                 m_scene->tree.node(frame.node).inclusive),
                                             palette().base().color())
                          : flamecolours::of(classes[frame.node], dark);
        if (searching && !m_scene->matches(frame.node, m_search))
            fill = dimmed;
        else if (searching)
            fill = QColor::fromHsl(300, 200, dark ? 110 : 170); // matches: magenta
        painter.fillRect(r, fill);
        if (r.width() > labelledWidth) {
            painter.setPen(colorcontrast::textOn(fill)); // readable on any frame's colour
            const QString text =
                metrics.elidedText(label(frame.node), Qt::ElideRight, int(r.width()) - 4);
            painter.drawText(r.adjusted(2, 0, -2, 0), Qt::AlignVCenter | Qt::AlignLeft, text);
        }
    }
}

void FlameCanvas::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const int node = nodeAt(event->position().toPoint());
    if (node >= 0)
        setZoom(std::size_t(node));
}

void FlameCanvas::contextMenuEvent(QContextMenuEvent* event)
{
    const int node = m_scene ? nodeAt(event->pos()) : -1;
    if (node > 0 && m_scene->tree.node(std::size_t(node)).function.isValid())
        emit functionMenuRequested(m_scene->tree.node(std::size_t(node)).function, m_scene->profile,
                                   event->globalPos());
    event->accept();
}

void FlameCanvas::mouseDoubleClickEvent(QMouseEvent* event)
{
    const int node = nodeAt(event->position().toPoint());
    if (node > 0 && m_scene->tree.node(std::size_t(node)).function.isValid())
        emit functionActivated(m_scene->tree.node(std::size_t(node)).function);
}

QString FlameCanvas::comparedText(std::size_t node) const
{
    if (!m_scene->compared())
        return {};
    const Cost before = m_scene->baseInclusive[node];
    const Cost after = m_scene->tree.node(node).inclusive;
    const double percent = ProfileComparison::percentChange(before, after);
    const QString sign = percent > 0 ? QStringLiteral("+") : QString();
    const QString change = std::isinf(percent)
                               ? tr("new on this path")
                               : sign + QString::number(percent, 'f', 1) + QLatin1Char('%');
    return tr("\nbaseline: %1, change: %2%3 (%4)")
        .arg(before)
        .arg(after >= before ? QStringLiteral("+") : QString())
        .arg(after - before)
        .arg(change);
}

bool FlameCanvas::event(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        update();
    if (event->type() != QEvent::ToolTip || !m_scene)
        return QWidget::event(event);
    auto* help = static_cast<QHelpEvent*>(event);
    const int node = nodeAt(help->pos());
    if (node <= 0) {
        QToolTip::hideText();
        return true;
    }
    const FlameNode& n = m_scene->tree.node(std::size_t(node));
    const Cost total = m_scene->tree.total();
    const auto share = [&](Cost cost) {
        return total > 0 ? QString::number(100.0 * double(cost) / double(total), 'f', 2) +
                               QLatin1Char('%')
                         : QString();
    };
    QToolTip::showText(help->globalPos(),
                       tr("%1\n%2 inclusive: %3 (%4)\nself: %5 (%6)")
                               .arg(m_scene->names[std::size_t(node)], m_scene->eventName)
                               .arg(n.inclusive)
                               .arg(share(n.inclusive))
                               .arg(n.self)
                               .arg(share(n.self)) +
                           comparedText(std::size_t(node)),
                       this);
    return true;
}

} // namespace tally

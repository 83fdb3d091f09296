#include "CallMapCanvas.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace tally {

namespace {

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

// Tooltips show names in full, but a 6,000-character template instance is no tooltip.
QString tooltipName(const QString& name, const QString& shortened)
{
    return name.size() <= 600 ? name : shortened;
}

// The longest form of the name that fits `width`; the shortest form elided if none does; empty
// when not even a few characters would show.
QString fittingLabel(const QStringList& forms, const QFontMetricsF& metrics, double width)
{
    for (const QString& form : forms) {
        if (metrics.horizontalAdvance(form) <= width)
            return form;
    }
    const QString elided = metrics.elidedText(forms.back(), Qt::ElideRight, width);
    return elided.size() >= 4 ? elided : QString();
}

} // namespace

CallMapCanvas::CallMapCanvas(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(120, 80);
    m_formatCost = [](double value) { return QLocale().toString(qint64(std::llround(value))); };
}

void CallMapCanvas::setScene(std::shared_ptr<const CallMapScene> scene)
{
    m_scene = std::move(scene);
    m_message.clear();
    m_image = QImage();
    m_hovered = -1;
    m_pressed = -1;
    update();
}

void CallMapCanvas::setMessage(const QString& message)
{
    m_scene.reset();
    m_message = message;
    m_image = QImage();
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

int CallMapCanvas::nodeAt(const QPointF& position) const
{
    if (!m_scene || m_scene->tree.isEmpty())
        return -1;
    return m_scene->layout.nodeAt(position, m_scene->tree);
}

QColor CallMapCanvas::fillColor(std::size_t index, bool dark) const
{
    // A hue per function so that the same function is recognised wherever it appears; deeper
    // levels a little more saturated so nesting reads without counting frames.
    const int hue = m_scene->hues[index];
    const int depth = std::min(m_scene->tree.node(index).depth, 8);
    if (dark)
        return QColor::fromHsv(hue, 90 + depth * 12, 66 + depth * 9);
    return QColor::fromHsv(hue, 40 + depth * 14, 250 - depth * 5);
}

void CallMapCanvas::paintNode(QPainter& painter, std::size_t index, bool dark) const
{
    const CallMapScene& scene = *m_scene;
    const CallMapNode& node = scene.tree.node(index);
    const QRectF rect = scene.layout.rect(index);
    const QColor fill = fillColor(index, dark);
    const QColor frame = dark ? fill.lighter(170) : fill.darker(150);
    // A frame one device pixel wide: crisp on any screen.
    const double pixel = 1.0 / painter.device()->devicePixelRatioF();
    painter.fillRect(rect, frame);
    const QRectF body = rect.adjusted(pixel, pixel, -pixel, -pixel);
    painter.fillRect(body, fill);
    if (node.repeated) { // recursion: the function is on the path above, not expanded again
        QColor hatch = frame;
        hatch.setAlpha(110); // light enough to read the name over it
        painter.fillRect(body, QBrush(hatch, Qt::BDiagPattern));
    }

    const QFontMetricsF metrics(painter.font());
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

    const double share = scene.tree.node(0).cost > 0 ? node.cost / scene.tree.node(0).cost : 0;
    const QString percent =
        QLocale().toString(100.0 * share, 'f', share >= 0.1 ? 1 : 2) + QStringLiteral(" %");
    const QStringList& forms = scene.labels[index];
    painter.setPen(palette().color(QPalette::Text));
    const double percentWidth = metrics.horizontalAdvance(percent);
    const double gap = metrics.averageCharWidth();
    // The full name and the cost on one line when they fit; else the name as long as it fits.
    if (metrics.horizontalAdvance(forms.front()) + gap + percentWidth <= textRect.width()) {
        painter.drawText(textRect, Qt::AlignRight | Qt::AlignTop, percent);
        painter.drawText(textRect, Qt::AlignLeft | Qt::AlignTop, forms.front());
        return;
    }
    QString label = fittingLabel(forms, metrics, textRect.width());
    const bool vertical = label.isEmpty() && !hasStrip && textRect.height() > 2 * textRect.width();
    if (vertical) {
        // Tall narrow leaves read their name sideways, as in KCachegrind.
        label = fittingLabel(forms, metrics, textRect.height());
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
    if (!hasStrip && textRect.height() >= 2 * lineHeight && percentWidth <= textRect.width())
        painter.drawText(textRect.adjusted(0, lineHeight, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                         percent);
}

void CallMapCanvas::renderImage()
{
    const double ratio = devicePixelRatioF();
    const QSizeF size = m_scene->size;
    m_image = QImage((size * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
    m_image.setDevicePixelRatio(ratio);
    m_image.fill(palette().color(QPalette::Base));
    QPainter painter(&m_image);
    painter.setFont(font());
    const bool dark = isDark(palette());
    // Breadth first: parents are painted before (under) their children.
    for (std::size_t i = 0; i < m_scene->tree.nodes().size(); ++i) {
        if (m_scene->layout.isShown(i))
            paintNode(painter, i, dark);
    }
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
    if (m_image.isNull() || m_image.devicePixelRatio() != devicePixelRatioF())
        renderImage();
    painter.drawImage(QPointF(0, 0), m_image);

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

void CallMapCanvas::contextMenuEvent(QContextMenuEvent* event)
{
    emit contextMenuRequested(nodeAt(event->pos()), event->globalPos());
}

void CallMapCanvas::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        m_image = QImage(); // repainted with the new colours on the next paint
        update();
    }
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
    if (!m_scene || index < 0 || std::size_t(index) >= m_scene->tree.nodes().size())
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
        lines << QStringLiteral("Inclusive: %1%2").arg(m_formatCost(node.cost), unit);
        const bool callers = scene.tree.options().direction == CallMapTree::Direction::Callers;
        lines << QStringLiteral("%1 (uncovered area): %2%3")
                     .arg(callers ? QStringLiteral("Not through the callers shown")
                                  : QStringLiteral("Self cost and calls too small to show"),
                          m_formatCost(scene.tree.selfCost(0)), unit);
    } else {
        const double share = root.cost > 0 ? node.cost / root.cost : 0;
        lines << QStringLiteral("On this path: %1%2 (%3 % of %4)")
                     .arg(m_formatCost(node.cost), unit, locale.toString(100 * share, 'f', 2),
                          scene.labels[0].front().toHtmlEscaped());
        lines << QStringLiteral("Calls: %1, their inclusive cost: %2%3")
                     .arg(locale.toString(qulonglong(node.calls)),
                          m_formatCost(double(node.callCost)), unit);
        lines << QStringLiteral("Depth: %1").arg(node.depth);
        if (node.repeated)
            lines << QStringLiteral("<i>Recursion: already on the path above, not expanded</i>");
        lines << QStringLiteral("<i>Click to make it the active function</i>");
    }
    return lines.join(QStringLiteral("<br/>"));
}

} // namespace tally

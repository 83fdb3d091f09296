// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/callgraph/CallGraphScene.h"

#include "core/output/DotWriter.h"
#include "core/output/SaveFile.h"
#include "core/text/CividisScale.h"
#include "ui/viewmodel/common/ColorContrast.h"
#include "ui/widgets/common/ColorScaleLegend.h"
#include "ui/widgets/views/callgraph/CallGraphEdgeItem.h"
#include "ui/widgets/views/callgraph/CallGraphNodeItem.h"

#include <QBuffer>
#include <QEvent>
#include <QFileInfo>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QSvgGenerator>

namespace tally {

namespace {
constexpr double kMargin = 12;
constexpr double kPngScale = 2.0; // exported bitmaps at twice the scene's resolution
constexpr qint64 kMaxPngPixels = 200'000'000;

QColor colorOf(std::uint32_t rgb)
{
    return QColor::fromRgb(QRgb(0xff000000u | rgb));
}
} // namespace

CallGraphScene::CallGraphScene(QObject* parent) : QGraphicsScene(parent)
{
    applyPalette();
}

bool CallGraphScene::event(QEvent* event)
{
    const bool handled = QGraphicsScene::event(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    return handled;
}

void CallGraphScene::applyPalette()
{
    // Boxes and edges read the palette as they paint; the background and the cycle outlines
    // (plain items) are set here.
    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    setBackgroundBrush(base);
    if (m_recolouring.fill)
        refill(); // the recolouring's fills start from the background
    for (const CycleOutline& outline : m_cycleOutlines) {
        outline.box->setPen(QPen(colorcontrast::blend(text, base, 0.55), 1, Qt::DashLine));
        outline.box->setBrush(colorcontrast::blend(base, text, 0.05));
        outline.label->setBrush(colorcontrast::blend(text, base, 0.25));
    }
    update();
}

void CallGraphScene::populate(std::shared_ptr<const CallGraphLayoutJob::Result> result)
{
    clear();
    m_nodes.clear();
    m_cycleOutlines.clear();
    m_result = std::move(result);
    if (!m_result || !m_result->layout.ok) {
        setSceneRect(QRectF());
        return;
    }
    const auto& graph = m_result->graph;
    const auto& layout = m_result->layout;
    const QFont titleFont = CallGraphLayoutJob::titleFont(m_result->font);
    const QFont edgeFont = CallGraphLayoutJob::edgeFont(m_result->font);

    for (std::size_t i = 0; i < graph.edges().size() && i < layout.edges.size(); ++i) {
        const CallGraphEdge& edge = graph.edges()[i];
        const auto& laidOut = layout.edges[i];
        CallGraphEdgeItem::Style style;
        style.width = m_result->edgeWidths[i];
        style.withinCycle = edge.withinCycle;
        style.label = m_result->edgeLabels[i];
        style.hasLabel = laidOut.hasLabel;
        style.labelCentre = laidOut.labelCentre;
        style.font = edgeFont;
        auto* item = new CallGraphEdgeItem(laidOut.spline, laidOut.hasArrow, laidOut.arrowTip,
                                           std::move(style));
        // Who calls whom, how often, and what the calls cost (the label's first line).
        const QString cost = m_result->edgeLabels[i].section(QLatin1Char('\n'), 0, 0);
        item->setToolTip(edgeToolTip(edge, cost));
        addItem(item);
    }
    for (std::size_t i = 0; i < graph.nodes().size() && i < layout.nodeCentres.size(); ++i) {
        const CallGraphNode& node = graph.nodes()[i];
        const auto& text = m_result->nodeTexts[i];
        CallGraphNodeItem::Content content;
        content.function = node.function;
        content.summary = node.kind != CallGraphNode::Kind::Function;
        content.centre = i == 0;
        content.title = text.title;
        content.lines = text.lines;
        content.titleFont = titleFont;
        content.lineFont = m_result->font;
        if (!content.summary)
            content.fill = nodeFill(i);
        // The box's size is the one the job measured and Graphviz placed.
        QRectF rect(QPointF(), text.size);
        rect.moveCenter(layout.nodeCentres[i]);
        auto* item = new CallGraphNodeItem(std::move(content), rect);
        item->setToolTip(text.tooltip);
        addItem(item);
        m_nodes.push_back(item);
    }
    outlineCycles(edgeFont);
    setSceneRect(
        itemsBoundingRect().united(layout.bounds).adjusted(-kMargin, -kMargin, kMargin, kMargin));
}

QString CallGraphScene::edgeToolTip(const CallGraphEdge& edge, const QString& cost) const
{
    const QString calls = QLocale().toString(qulonglong(edge.count));
    const QString& caller = m_result->nodeTexts[edge.caller].title;
    if (edge.caller == edge.callee) {
        // The loop's number is easy to misread as extra cost: callgrind gives each recursive call
        // its inclusive cost, so nested calls count once per level of the recursion.
        return tr("%1 calls itself: %2 recursive calls\n"
                  "%3 is their inclusive cost summed over every level of the recursion: work "
                  "done n levels deep is counted n times, so it can exceed the function's own "
                  "inclusive cost.\n"
                  "The function's inclusive cost counts that work once and adds nothing for the "
                  "recursion.")
            .arg(caller, calls, cost);
    }
    return tr("%1 \u2192 %2\n%3 calls, inclusive %4")
        .arg(caller, m_result->nodeTexts[edge.callee].title, calls, cost);
}

void CallGraphScene::outlineCycles(const QFont& font)
{
    // A dashed box around a recursion cycle's members when they sit together, with no other box
    // inside; otherwise the members' titles ("<cycle N>") and the dashed calls between them
    // say it alone.
    for (const auto& cycle : m_result->cycles) {
        QRectF hull;
        for (const int member : cycle.nodes) {
            if (member >= 0 && std::size_t(member) < m_nodes.size())
                hull = hull.united(m_nodes[member]->sceneBoundingRect());
        }
        if (hull.isEmpty())
            continue;
        const QFontMetricsF metrics(font);
        hull.adjust(-8, -8 - metrics.height(), 8, 8);
        bool clear = true;
        for (std::size_t i = 0; i < m_nodes.size() && clear; ++i) {
            const bool member =
                std::find(cycle.nodes.begin(), cycle.nodes.end(), int(i)) != cycle.nodes.end();
            clear = member || !hull.intersects(m_nodes[i]->sceneBoundingRect());
        }
        if (!clear)
            continue;
        auto* box = addRect(hull);
        box->setZValue(-2);
        auto* label = addSimpleText(cycle.label, font);
        label->setPos(hull.topLeft() + QPointF(4, 2));
        label->setZValue(-1);
        m_cycleOutlines.push_back({box, label});
    }
    applyPalette();
}

bool CallGraphScene::setHighlightedFunction(FunctionId function)
{
    bool shown = false;
    for (CallGraphNodeItem* item : m_nodes) {
        const bool match = !item->isSummary() && item->function() == function;
        item->setHighlighted(match);
        shown = shown || match;
    }
    return shown;
}

CallGraphNodeItem* CallGraphScene::nodeItem(FunctionId function) const
{
    for (CallGraphNodeItem* item : m_nodes) {
        if (!item->isSummary() && item->function() == function)
            return item;
    }
    return nullptr;
}

CallGraphNodeItem* CallGraphScene::nodeAt(QPointF scenePos) const
{
    for (QGraphicsItem* item : items(scenePos)) {
        if (item->type() == CallGraphNodeItem::Type)
            return static_cast<CallGraphNodeItem*>(item);
    }
    return nullptr;
}

QColor CallGraphScene::nodeFill(std::size_t node) const
{
    const CallGraphNode& graphNode = m_result->graph.nodes()[node];
    if (m_recolouring.fill) {
        if (const auto fill =
                m_recolouring.fill(graphNode.function, palette().color(QPalette::Base)))
            return *fill;
    }
    return colorOf(cividis::rgb(m_result->nodeTexts[node].colorPosition));
}

void CallGraphScene::setRecolouring(Recolouring recolouring)
{
    m_recolouring = std::move(recolouring);
    refill();
}

void CallGraphScene::refill()
{
    if (!m_result)
        return;
    // m_nodes holds the graph's nodes in order (those the layout placed: all of them).
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        if (m_result->graph.nodes()[i].kind == CallGraphNode::Kind::Function)
            m_nodes[i]->setFill(nodeFill(i));
    }
}

QSizeF CallGraphScene::exportSize() const
{
    const QSizeF legend = m_recolouring.legendSize ? m_recolouring.legendSize(legendFont())
                                                   : ColorScaleLegend::sizeFor(legendFont());
    const QSizeF graph = sceneRect().size();
    return {std::max(graph.width(), legend.width() + 2 * kMargin),
            graph.height() + legend.height() + kMargin};
}

QFont CallGraphScene::legendFont() const
{
    return m_result ? m_result->font : QFont();
}

void CallGraphScene::paintForExport(QPainter& painter)
{
    // The graph, then the colour legend under it: an image that explains its own colours.
    const QRectF source = sceneRect();
    const QSizeF size = exportSize();
    painter.fillRect(QRectF(QPointF(0, 0), size), palette().color(QPalette::Base));
    render(&painter, QRectF(QPointF(0, 0), source.size()), source);
    if (m_recolouring.paintLegend)
        m_recolouring.paintLegend(painter, QPointF(kMargin, source.height()), legendFont(),
                                  palette().color(QPalette::Text), palette().color(QPalette::Base));
    else
        ColorScaleLegend::paint(painter, QPointF(kMargin, source.height()), legendFont(),
                                palette().color(QPalette::Text));
}

QByteArray CallGraphScene::recolouredDot() const
{
    const CallGraph& graph = m_result->graph;
    if (!m_result->profile)
        return m_result->dot;
    const QColor background = palette().color(QPalette::Base);
    dotwriter::Colours colours;
    colours.legend = m_recolouring.legendText;
    for (std::size_t i = 0; i < graph.nodes().size(); ++i) {
        const CallGraphNode& node = graph.nodes()[i];
        std::optional<QColor> fill;
        if (node.kind == CallGraphNode::Kind::Function)
            fill = m_recolouring.fill(node.function, background);
        colours.nodeFill.push_back(fill ? std::optional<std::uint32_t>(fill->rgb() & 0xffffffu)
                                        : std::nullopt);
    }
    for (const CallGraphEdge& edge : graph.edges()) {
        const CallGraphNode& caller = graph.nodes()[std::size_t(edge.caller)];
        const CallGraphNode& callee = graph.nodes()[std::size_t(edge.callee)];
        std::optional<QColor> colour;
        if (m_recolouring.edgeColour && caller.kind == CallGraphNode::Kind::Function &&
            callee.kind == CallGraphNode::Kind::Function)
            colour = m_recolouring.edgeColour(caller.function, callee.function, background);
        colours.edgeColour.push_back(
            colour ? std::optional<std::uint32_t>(colour->rgb() & 0xffffffu) : std::nullopt);
    }
    // The same titles as the uncoloured text and the window: the profile's short names, kept
    // apart within the graph.
    CallGraphLabels labels(*m_result->profile, m_result->eventName, m_result->total,
                           m_result->names.get());
    labels.setGraph(graph);
    return dotwriter::write(graph, labels,
                            m_result->leftToRight ? dotwriter::Direction::LeftToRight
                                                  : dotwriter::Direction::TopToBottom,
                            &colours);
}

bool CallGraphScene::exportTo(const QString& path, QString* error)
{
    // Drawn into memory, then written at once: a failed write leaves the file as it was.
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("dot") || suffix == QLatin1String("gv")) {
        if (!m_result) {
            *error = tr("cannot write %1: there is no call graph").arg(path);
            return false;
        }
        return savefile::write(path, m_recolouring.fill ? recolouredDot() : m_result->dot, error);
    }
    if (suffix == QLatin1String("svg")) {
        QBuffer buffer;
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setTitle(QStringLiteral("Call graph"));
        generator.setDescription(QStringLiteral("Call graph exported by Tally"));
        const QSizeF size = exportSize();
        generator.setSize(size.toSize());
        generator.setViewBox(QRectF(QPointF(0, 0), size));
        QPainter painter;
        if (!painter.begin(&generator)) {
            *error = tr("cannot write %1: cannot draw the SVG").arg(path);
            return false;
        }
        paintForExport(painter);
        painter.end();
        return savefile::write(path, buffer.data(), error);
    }
    if (suffix == QLatin1String("png")) {
        const QSizeF size = exportSize();
        double scale = kPngScale;
        const double pixels = size.width() * size.height() * scale * scale;
        if (pixels > double(kMaxPngPixels))
            scale = std::sqrt(double(kMaxPngPixels) / (size.width() * size.height()));
        QImage image((size * scale).toSize().expandedTo(QSize(1, 1)), QImage::Format_ARGB32);
        image.fill(palette().color(QPalette::Base));
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        painter.scale(scale, scale);
        paintForExport(painter);
        painter.end();
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        if (!image.save(&buffer, "PNG")) {
            *error = tr("cannot write %1: cannot encode the PNG").arg(path);
            return false;
        }
        return savefile::write(path, buffer.data(), error);
    }
    *error = tr("unknown export format '%1' (use .svg, .png or .dot)").arg(suffix);
    return false;
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/callgraph/CallGraphLayoutJob.h"

#include "core/output/DotWriter.h"
#include "core/text/CallGraphLabels.h"
#include "ui/viewmodel/common/JobLog.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFontMetricsF>

#include <map>

namespace tally {

QFont CallGraphLayoutJob::titleFont(const QFont& base)
{
    QFont font = base;
    font.setBold(true);
    return font;
}

QFont CallGraphLayoutJob::edgeFont(const QFont& base)
{
    QFont font = base;
    font.setPointSizeF(std::max(6.0, base.pointSizeF() * 0.85));
    return font;
}

std::shared_ptr<const CallGraphLayoutJob::Result> CallGraphLayoutJob::run(const Input& input)
{
    auto result = std::make_shared<Result>();
    result->leftToRight = input.leftToRight;
    result->font = input.font;
    if (!input.snapshot || !input.snapshot->profile)
        return result;
    QElapsedTimer timer;
    timer.start();
    result->graph = CallGraph::build(*input.snapshot->profile, *input.snapshot->flat,
                                     *input.snapshot->relations, input.centre, input.options);
    const CallGraph& graph = result->graph;
    CallGraphLabels labels(*input.snapshot->profile, input.eventName, input.total,
                           input.snapshot->names.get());
    labels.setGraph(graph);
    result->profile = input.snapshot->profile;
    result->names = input.snapshot->names;
    result->eventName = input.eventName;
    result->total = input.total;

    // Text and box sizes, measured in the fonts the scene draws with.
    const QFontMetricsF titleMetrics(titleFont(input.font));
    const QFontMetricsF lineMetrics(input.font);
    GraphLayoutRequest request;
    request.leftToRight = input.leftToRight;
    const QFontMetricsF edgeMetrics(edgeFont(input.font));
    std::map<int, std::vector<int>> cycles;
    for (std::size_t i = 0; i < graph.nodes().size(); ++i) {
        const CallGraphNode& node = graph.nodes()[i];
        NodeText text;
        text.title = labels.title(node);
        text.lines = labels.costLines(node);
        text.tooltip = labels.tooltip(node);
        text.colorPosition = labels.colorPosition(node);
        double width = titleMetrics.horizontalAdvance(text.title);
        for (const QString& line : text.lines)
            width = std::max(width, lineMetrics.horizontalAdvance(line));
        const double height = titleMetrics.height() + text.lines.size() * lineMetrics.height();
        text.size = QSizeF(width + 2 * kPadding, height + 2 * kPadding);
        request.nodes.push_back({text.size.width(), text.size.height()});
        result->nodeTexts.push_back(std::move(text));
        if (node.kind == CallGraphNode::Kind::Function && node.cycle >= 0)
            cycles[node.cycleNumber].push_back(int(i));
    }
    const Cost centreInclusive = graph.isEmpty() ? 0 : graph.nodes()[0].inclusive;
    for (const CallGraphEdge& edge : graph.edges()) {
        const QString label = labels.edgeLabel(edge);
        // Room for half of a thick pen on either side too, so the line does not cross the text.
        const double width = CallGraphLabels::edgeWidth(edge, centreInclusive);
        const QSizeF labelSize =
            edgeMetrics.boundingRect(QRectF(0, 0, 1000, 1000), Qt::AlignCenter, label).size() +
            QSizeF(4 + width, 2 + width);
        request.edges.push_back({edge.caller, edge.callee, labelSize});
        result->edgeLabels.push_back(label);
        result->edgeWidths.push_back(width);
    }
    for (auto& [number, members] : cycles) {
        const QString label =
            QCoreApplication::translate("CallGraphLayoutJob", "<cycle %1>").arg(number);
        result->cycles.push_back({label, std::move(members)});
    }
    result->dot = dotwriter::write(graph, labels,
                                   input.leftToRight ? dotwriter::Direction::LeftToRight
                                                     : dotwriter::Direction::TopToBottom);
    result->buildMs = double(timer.nsecsElapsed()) / 1e6;
    timer.restart();
    if (!graph.isEmpty())
        result->layout = graphviz::layout(request);
    result->layoutMs = double(timer.nsecsElapsed()) / 1e6;
    qCDebug(lcJobs) << "call graph:" << graph.nodes().size() << "nodes," << graph.edges().size()
                    << "edges; built in" << result->buildMs << "ms, laid out in" << result->layoutMs
                    << "ms";
    return result;
}

} // namespace tally

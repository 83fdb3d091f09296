// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/output/DotWriter.h"

#include "core/text/CividisScale.h"
#include "core/text/ContrastRatio.h"

#include <map>

namespace tally::dotwriter {

QByteArray quoted(const QString& text)
{
    QByteArray result;
    result.reserve(text.size() + 2);
    result += '"';
    for (const QChar c : text) {
        if (c == QLatin1Char('"') || c == QLatin1Char('\\')) {
            result += '\\';
            result += char(c.unicode());
        } else if (c == QLatin1Char('\n')) {
            result += "\\n"; // a centred line break in Graphviz labels
        } else if (c.unicode() < 0x20 || c.unicode() == 0x7f) {
            result += ' ';
        } else {
            result += QString(c).toUtf8();
        }
    }
    result += '"';
    return result;
}

QByteArray colorName(std::uint32_t rgb)
{
    return '#' + QByteArray::number(rgb | 0x1000000u, 16).mid(1);
}

QByteArray write(const CallGraph& graph, const CallGraphLabels& labels, Direction direction,
                 const Colours* colours)
{
    QByteArray dot;
    dot += "digraph callgraph {\n";
    dot += "  graph [charset=\"UTF-8\", rankdir=";
    dot += direction == Direction::LeftToRight ? "LR" : "TB";
    dot += ", nodesep=0.3, ranksep=0.5";
    if (colours && !colours->legend.isEmpty())
        dot += ", labelloc=b, fontname=\"Sans\", fontsize=10, label=" + quoted(colours->legend);
    dot += "];\n";
    dot += "  node [shape=box, style=\"rounded,filled\", fontname=\"Sans\", fontsize=10];\n";
    dot += "  edge [fontname=\"Sans\", fontsize=8, color=\"#505050\"];\n";

    const auto& nodes = graph.nodes();
    const Cost centreInclusive = nodes.empty() ? 0 : nodes[0].inclusive;
    std::map<int, std::vector<std::size_t>> cycles; // cycle number -> nodes
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const CallGraphNode& node = nodes[i];
        QString label = labels.title(node);
        for (const QString& line : labels.costLines(node))
            label += QLatin1Char('\n') + line;
        dot += "  n" + QByteArray::number(qulonglong(i)) + " [label=" + quoted(label) +
               ", tooltip=" + quoted(labels.tooltip(node));
        const std::optional<std::uint32_t> fill =
            colours && i < colours->nodeFill.size() ? colours->nodeFill[i] : std::nullopt;
        if (node.kind == CallGraphNode::Kind::Function && fill) {
            dot += ", fillcolor=\"" + colorName(*fill) + "\", fontcolor=\"" +
                   (contrastratio::wantsWhiteText(*fill) ? "#ffffff" : "#000000") + '"';
        } else if (node.kind == CallGraphNode::Kind::Function) {
            const double t = labels.colorPosition(node);
            dot += ", fillcolor=\"" + colorName(cividis::rgb(t)) + "\", fontcolor=\"" +
                   (cividis::wantsLightText(t) ? "#ffffff" : "#000000") + '"';
        }
        if (node.kind == CallGraphNode::Kind::Function) {
            if (i == 0)
                dot += ", penwidth=3";
            if (node.cycle >= 0)
                cycles[node.cycleNumber].push_back(i);
        } else {
            dot += ", style=\"rounded,dashed\", fillcolor=\"#ffffff\"";
        }
        dot += "];\n";
    }
    for (const auto& [number, members] : cycles) {
        dot += "  subgraph cluster_cycle" + QByteArray::number(number) +
               " {\n    label=" + quoted(QStringLiteral("<cycle %1>").arg(number)) +
               "; style=dashed; color=\"#b0b0b0\";\n   ";
        for (const std::size_t member : members)
            dot += " n" + QByteArray::number(qulonglong(member)) + ';';
        dot += "\n  }\n";
    }
    for (std::size_t e = 0; e < graph.edges().size(); ++e) {
        const CallGraphEdge& edge = graph.edges()[e];
        dot += "  n" + QByteArray::number(edge.caller) + " -> n" + QByteArray::number(edge.callee) +
               " [label=" + quoted(labels.edgeLabel(edge)) + ", penwidth=" +
               QByteArray::number(CallGraphLabels::edgeWidth(edge, centreInclusive), 'f', 2);
        if (colours && e < colours->edgeColour.size() && colours->edgeColour[e])
            dot += ", color=\"" + colorName(*colours->edgeColour[e]) + '"';
        if (edge.withinCycle)
            dot += ", style=dashed";
        dot += "];\n";
    }
    dot += "}\n";
    return dot;
}

} // namespace tally::dotwriter

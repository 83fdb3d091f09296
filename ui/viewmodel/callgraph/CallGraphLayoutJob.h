// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CallGraph.h"
#include "core/analysis/CostSnapshot.h"
#include "ui/viewmodel/callgraph/GraphvizLayout.h"

#include <QByteArray>
#include <QFont>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <memory>

namespace tally {

// Everything the call graph view draws, computed off the GUI thread in one go: the graph around
// the centre (core CallGraph), the text of every node and edge with the sizes it needs in the
// view's fonts, the Graphviz layout, and the DOT text for export. The command line's
// --export-graph runs the same job synchronously.
class CallGraphLayoutJob
{
public:
    struct Input
    {
        std::shared_ptr<const CostSnapshot> snapshot;
        FunctionId centre;
        CallGraphOptions options;
        QString eventName;
        Cost total = 0; // of the event, for percentages and colours
        bool leftToRight = false;
        QFont font;
    };

    struct NodeText
    {
        QString title;
        QStringList lines;
        QString tooltip;
        double colorPosition = 0; // on the CividisScale
        QSizeF size;              // of the box, in points
    };

    struct Result
    {
        CallGraph graph;
        std::vector<NodeText> nodeTexts;
        std::vector<QString> edgeLabels;
        std::vector<double> edgeWidths;
        struct Cycle
        {
            QString label; // "<cycle N>"
            std::vector<int> nodes;
        };
        std::vector<Cycle> cycles; // recursion cycles among the shown functions
        GraphLayoutResult layout;
        QByteArray dot;
        // What the DOT text was written from, to write it again in other colours.
        std::shared_ptr<const Profile> profile;
        std::shared_ptr<const ShortNames> names; // the titles' names, as the window shows them
        QString eventName;
        Cost total = 0;
        bool leftToRight = false;
        QFont font;
        double buildMs = 0;
        double layoutMs = 0;
    };

    // Safe to call on any thread: reads only the immutable inputs.
    static std::shared_ptr<const Result> run(const Input& input);

    // The fonts nodes use: bold titles, normal cost lines; edge labels are smaller.
    static QFont titleFont(const QFont& base);
    static QFont edgeFont(const QFont& base);
    static constexpr double kPadding = 6;
};

} // namespace tally

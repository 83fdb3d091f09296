// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <vector>

namespace tally {

// What to lay out: boxes of a given size, directed edges with labels. Sizes and
// positions are in points (1/72 inch), which the scene uses as its unit.
struct GraphLayoutRequest
{
    struct Node
    {
        double width = 0;
        double height = 0;
    };
    struct Edge
    {
        int from = 0;
        int to = 0;
        QSizeF labelSize; // room for the label the scene draws; empty: none
    };
    std::vector<Node> nodes;
    std::vector<Edge> edges;
    bool leftToRight = false;
};

// Where Graphviz put things, in scene coordinates (y grows downwards).
struct GraphLayoutResult
{
    struct Edge
    {
        // A piecewise cubic Bézier: start, then (control, control, end) per segment.
        std::vector<QPointF> spline;
        bool hasArrow = false;
        QPointF arrowTip;
        bool hasLabel = false;
        QPointF labelCentre;
    };
    bool ok = false;
    QString error;
    QRectF bounds;
    std::vector<QPointF> nodeCentres;
    std::vector<Edge> edges;
};

// Lays graphs out with Graphviz's "dot" engine, linked in-process (libgvc, libcgraph). Graphviz
// keeps global state and is not thread-safe: every layout in the process runs under one mutex,
// so layout() may be called from any thread (the view calls it from a worker). No clusters:
// Graphviz 2.42's dot corrupts its heap on some graphs with clusters and labelled edges (seen
// on real profiles from the corpus), so recursion cycles are outlined by the scene instead.
namespace graphviz {

GraphLayoutResult layout(const GraphLayoutRequest& request);

} // namespace graphviz

} // namespace tally

#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <vector>

namespace tally {

// What to lay out: boxes of a given size, directed edges with labels, clusters. Sizes and
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
    struct Cluster
    {
        QString label;
        std::vector<int> nodes;
    };
    std::vector<Node> nodes;
    std::vector<Edge> edges;
    std::vector<Cluster> clusters;
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
    std::vector<QRectF> clusters;
};

// Lays graphs out with Graphviz's "dot" engine, linked in-process (libgvc, libcgraph). Graphviz
// keeps global state and is not thread-safe: every layout in the process runs under one mutex,
// so layout() may be called from any thread (the view calls it from a worker).
class GraphvizLayout
{
public:
    static GraphLayoutResult layout(const GraphLayoutRequest& request);
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/callgraph/GraphvizLayout.h"

#include <QCoreApplication>

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <cmath>
#include <memory>
#include <mutex>

namespace tally::graphviz {

namespace {

// Graphviz's C API takes `char*` for strings it only reads.
char* chars(const char* text)
{
    return const_cast<char*>(text);
}

void set(void* object, const char* name, const QByteArray& value)
{
    agsafeset(object, chars(name), chars(value.constData()), chars(""));
}

QByteArray number(double value)
{
    return QByteArray::number(value, 'f', 4);
}

struct GraphDeleter
{
    GVC_t* context;
    void operator()(Agraph_t* graph) const
    {
        gvFreeLayout(context, graph);
        agclose(graph);
    }
};

std::mutex& graphvizMutex()
{
    static std::mutex mutex; // Graphviz's own state is process-global; so is its lock
    return mutex;
}

// One Graphviz context for the whole process, as Graphviz intends, used under graphvizMutex().
// A context per layout leaked its plugin configuration every time (gvContext in Graphviz 2.43:
// ellson/MOTHBALLED-graphviz#132, about 3.6 KB per call graph shown). Kept until exit on purpose:
// freeing it from a static destructor could race a layout still running on a worker.
GVC_t* sharedContext()
{
    static GVC_t* const context = gvContext();
    return context;
}

} // namespace

GraphLayoutResult layout(const GraphLayoutRequest& request)
{
    GraphLayoutResult result;
    const std::lock_guard lock(graphvizMutex());
    GVC_t* const context = sharedContext();
    if (!context) {
        result.error = QCoreApplication::translate("GraphvizLayout", "Graphviz could not start");
        return result;
    }
    const std::unique_ptr<Agraph_t, GraphDeleter> graph(
        agopen(chars("callgraph"), Agdirected, nullptr), GraphDeleter{context});
    Agraph_t* g = graph.get();
    set(g, "rankdir", request.leftToRight ? "LR" : "TB");
    set(g, "nodesep", "0.25");
    set(g, "ranksep", "0.45");
    // Node attributes are declared before any node exists so every node gets the defaults.
    agattr(g, AGNODE, chars("shape"), chars("box"));
    agattr(g, AGNODE, chars("fixedsize"), chars("true"));
    agattr(g, AGNODE, chars("label"), chars(""));

    std::vector<Agnode_t*> nodes;
    nodes.reserve(request.nodes.size());
    for (std::size_t i = 0; i < request.nodes.size(); ++i) {
        const QByteArray name = "n" + QByteArray::number(qulonglong(i));
        Agnode_t* node = agnode(g, chars(name.constData()), 1);
        set(node, "width", number(request.nodes[i].width / 72.0));
        set(node, "height", number(request.nodes[i].height / 72.0));
        nodes.push_back(node);
    }
    std::vector<Agedge_t*> edges;
    edges.reserve(request.edges.size());
    for (std::size_t i = 0; i < request.edges.size(); ++i) {
        const auto& e = request.edges[i];
        if (e.from < 0 || e.to < 0 || std::size_t(e.from) >= nodes.size() ||
            std::size_t(e.to) >= nodes.size()) {
            edges.push_back(nullptr);
            continue;
        }
        const QByteArray name = "e" + QByteArray::number(qulonglong(i));
        Agedge_t* edge = agedge(g, nodes[e.from], nodes[e.to], chars(name.constData()), 1);
        if (!e.labelSize.isEmpty()) {
            // An empty HTML-like table cell of exactly the label's size: Graphviz then leaves the
            // room the scene's own fonts need, whatever fonts Graphviz would measure with.
            const QByteArray html =
                "<TABLE BORDER=\"0\" CELLPADDING=\"0\" CELLSPACING=\"0\"><TR><TD "
                "FIXEDSIZE=\"TRUE\" "
                "WIDTH=\"" +
                QByteArray::number(std::ceil(e.labelSize.width())) + "\" HEIGHT=\"" +
                QByteArray::number(std::ceil(e.labelSize.height())) + "\"></TD></TR></TABLE>";
            char* label = agstrdup_html(g, chars(html.constData()));
            agsafeset(edge, chars("label"), label, chars(""));
            agstrfree(g, label);
        }
        edges.push_back(edge);
    }

    if (gvLayout(context, g, "dot") != 0) {
        result.error =
            QCoreApplication::translate("GraphvizLayout", "Graphviz could not lay the graph out");
        return result;
    }
    const boxf box = GD_bb(g);
    const double top = box.UR.y;
    const auto toScene = [top](pointf p) { return QPointF(p.x, top - p.y); };
    result.bounds = QRectF(QPointF(box.LL.x, 0), QPointF(box.UR.x, top - box.LL.y));
    for (Agnode_t* node : nodes)
        result.nodeCentres.push_back(toScene(ND_coord(node)));
    for (Agedge_t* edge : edges) {
        GraphLayoutResult::Edge laidOut;
        if (edge && ED_spl(edge) && ED_spl(edge)->size > 0) {
            const bezier& curve = ED_spl(edge)->list[0];
            for (int p = 0; p < curve.size; ++p)
                laidOut.spline.push_back(toScene(curve.list[p]));
            laidOut.hasArrow = curve.eflag != 0;
            laidOut.arrowTip = toScene(curve.ep);
        }
        if (edge && ED_label(edge) && ED_label(edge)->set) {
            laidOut.hasLabel = true;
            laidOut.labelCentre = toScene(ED_label(edge)->pos);
        }
        result.edges.push_back(std::move(laidOut));
    }
    result.ok = true;
    return result;
}

} // namespace tally::graphviz

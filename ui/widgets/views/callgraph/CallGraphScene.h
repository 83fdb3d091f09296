// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/callgraph/CallGraphLayoutJob.h"

#include <QGraphicsScene>

class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

#include <functional>
#include <memory>
#include <optional>

namespace tally {

class CallGraphNodeItem;

// The drawn call graph: node and edge items placed where Graphviz laid them out, and outlines
// around recursion cycles, in the colours of the scene's palette (the view passes its own on;
// a theme change repaints without a new layout).
// Shared by the view and the command line's --export-graph.
class CallGraphScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit CallGraphScene(QObject* parent = nullptr);

    // Replaces the contents with a finished job's graph.
    void populate(std::shared_ptr<const CallGraphLayoutJob::Result> result);
    const CallGraphLayoutJob::Result* result() const { return m_result.get(); }

    // Outlines the node of `function` (if shown); returns whether it is shown.
    bool setHighlightedFunction(FunctionId function);
    CallGraphNodeItem* nodeItem(FunctionId function) const;
    CallGraphNodeItem* nodeAt(QPointF scenePos) const;
    const std::vector<CallGraphNodeItem*>& nodeItems() const { return m_nodes; }

    // Colours the function boxes otherwise than by cost (a comparison's deltas: `fill` gives
    // none for a box left on the cost scale), with `paintLegend` under exports in place of the
    // cost scale's legend. A default-constructed one restores the cost scale. Applies to the
    // graph shown and the next ones.
    struct Recolouring
    {
        std::function<std::optional<QColor>(FunctionId, const QColor& background)> fill;
        std::function<QSizeF(const QFont&)> legendSize;
        std::function<void(QPainter&, QPointF, const QFont&, const QColor& text,
                           const QColor& background)>
            paintLegend;
        // The colour of a call's arrow in the DOT export (none: the usual grey), and the
        // legend's words there.
        std::function<std::optional<QColor>(FunctionId caller, FunctionId callee,
                                            const QColor& background)>
            edgeColour;
        QString legendText;
    };
    void setRecolouring(Recolouring recolouring);

    // The graph's DOT text (in the recolouring's colours, if any), or the scene rendered as SVG
    // or PNG; by the file's suffix.
    bool exportTo(const QString& path, QString* error);

protected:
    bool event(QEvent* event) override;

private:
    void outlineCycles(const QFont& font);
    // Who calls whom, how often, what the calls cost; a self-recursive call says what its
    // number means.
    QString edgeToolTip(const CallGraphEdge& edge, const QString& cost) const;
    void applyPalette();
    QSizeF exportSize() const;
    QByteArray recolouredDot() const;
    QFont legendFont() const;
    void paintForExport(QPainter& painter);
    QColor nodeFill(std::size_t node) const;
    void refill();

    std::shared_ptr<const CallGraphLayoutJob::Result> m_result;
    std::vector<CallGraphNodeItem*> m_nodes; // owned by the scene
    Recolouring m_recolouring;
    struct CycleOutline
    {
        QGraphicsRectItem* box = nullptr; // owned by the scene
        QGraphicsSimpleTextItem* label = nullptr;
    };
    std::vector<CycleOutline> m_cycleOutlines;
};

} // namespace tally

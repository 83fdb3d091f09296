// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <QGraphicsView>

namespace tally {

class CallGraphNodeItem;
class CallGraphScene;

// The call graph's drawing area: wheel zooms around the cursor, dragging pans, Ctrl+0 fits the
// graph, Ctrl++ / Ctrl+- zoom; a click on a function's box reports it, as does a double-click;
// arrow keys and Return are reported for moving the selection between boxes.
class CallGraphCanvas : public QGraphicsView
{
    Q_OBJECT

public:
    explicit CallGraphCanvas(CallGraphScene* scene, QWidget* parent = nullptr);

    // Zooms to show the whole graph (Ctrl+0).
    void fitGraph();
    // A new graph: the whole of it (no larger than life), centred on `focus` as far as that keeps
    // it whole; a graph that would only fit with its text smaller than kMinReadablePoints (a
    // function with dozens of callees) opens at the zoom where the text reads that size,
    // centred on `focus`, and the overview shows the rest (KCachegrind opens every graph at
    // full size around the active function, its bird's-eye view in a corner).
    void showGraphAround(QRectF focus);
    // The smallest zoom at which the boxes' text (in this widget's font) reads kMinReadablePoints.
    double readableZoom() const;
    void zoomBy(double factor);
    double zoom() const { return transform().m11(); }
    // The part of the scene on screen, in scene coordinates.
    QRectF visibleSceneRect() const;

    static constexpr double kMinZoom = 0.02;
    static constexpr double kMaxZoom = 8.0;
    // A new graph is fitted down to the zoom where its text reads this size; a bigger one opens
    // in part, around its active function.
    static constexpr double kMinReadablePoints = 8.0;

signals:
    void functionClicked(tally::FunctionId function);
    void functionDoubleClicked(tally::FunctionId function);
    void visibleAreaChanged();
    // Right-click: `item` is the box under the cursor, or nullptr.
    void contextMenuRequested(tally::CallGraphNodeItem* item, QPoint globalPos);
    // Arrow keys move the selection between boxes; Return re-centres on it.
    void arrowPressed(Qt::Key key);
    void returnPressed();

protected:
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    void resizeEvent(QResizeEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    FunctionId functionAt(QPoint viewPos) const;

    CallGraphScene* m_scene;
    QPoint m_pressPos;
    bool m_pressed = false;
};

} // namespace tally

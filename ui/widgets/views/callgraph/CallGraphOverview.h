// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QPixmap>
#include <QWidget>

namespace tally {

class CallGraphCanvas;

// The panner: a small picture of the whole call graph with the part on screen framed; clicking
// or dragging in it moves the canvas there. It floats over a corner of the canvas where it hides no
// box (it moves to another as the graph is panned, and hides when every corner has one), hides
// while the whole graph is on screen, and can be turned off.
class CallGraphOverview : public QWidget
{
    Q_OBJECT

public:
    explicit CallGraphOverview(CallGraphCanvas* canvas);

    // Redraws the picture (after the scene changed) and places the panner.
    void refresh();
    // Follows the canvas's scrolling and zoom.
    void updateFrame();
    QRectF frameRect() const; // the visible area, in the panner's coordinates
    // Whether it may show at all (the user's choice).
    void setAllowed(bool allowed);
    bool isAllowed() const { return m_allowed; }

    static constexpr int kMaxSide = 160;
    static constexpr int kMinSide = 60;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    // Moves to a corner where it covers no box; false when there is none.
    bool place();
    bool coversBox(const QRect& viewportRect) const;
    void moveCanvasTo(QPointF widgetPos);
    QRectF pictureRect() const;
    QSize pictureSizeFor(const QRectF& scene) const;

    CallGraphCanvas* m_canvas;
    QPixmap m_picture;
    QSize m_pictureFor; // the canvas size the picture was made for
    bool m_allowed = true;
};

} // namespace tally

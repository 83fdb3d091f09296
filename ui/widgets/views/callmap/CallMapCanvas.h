// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/callmap/CallMapScene.h"

#include <QWidget>

#include <functional>
#include <memory>

namespace tally {

// Shows a CallMapScene (its image, rendered off the GUI thread by CallMapRenderer) with the
// rectangle under the mouse highlighted, and every other rectangle of the same function; answers
// tooltips, clicks, the arrow keys and the context menu.
class CallMapCanvas : public QWidget
{
    Q_OBJECT

public:
    explicit CallMapCanvas(QWidget* parent = nullptr);

    void setScene(std::shared_ptr<const CallMapScene> scene);
    const std::shared_ptr<const CallMapScene>& scene() const { return m_scene; }
    // Shown instead of a map (no profile, no function, nothing to draw).
    void setMessage(const QString& message);
    // How costs are written in tooltips; the event's name.
    void setCostFormatter(std::function<QString(double)> format, const QString& eventName);
    // A second event type for tooltips (-1: none), as the Session's secondary one.
    void setSecondaryEvent(int event, const QString& name, std::function<QString(Cost)> format);

    // The node under a point of the widget, or -1.
    int nodeAt(const QPointF& position) const;
    int hoveredNode() const { return m_hovered; }
    QString toolTipText(int node) const;

signals:
    // A rectangle was clicked or double-clicked: its function should become active.
    void functionActivated(tally::FunctionId function);
    void contextMenuRequested(int node, const QPoint& globalPosition);
    void resized();
    // The palette, font or screen changed: the scene's image must be rendered again.
    void appearanceChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    void setHovered(int node);
    QString secondaryText(std::span<const Cost> realCosts) const;

    std::shared_ptr<const CallMapScene> m_scene;
    QString m_message;
    std::function<QString(double)> m_formatCost;
    QString m_eventName;
    int m_secondaryEvent = -1;
    QString m_secondaryName;
    std::function<QString(Cost)> m_formatSecondary;
    int m_hovered = -1;
    int m_pressed = -1;
    bool m_appearanceRequested = false;
};

} // namespace tally

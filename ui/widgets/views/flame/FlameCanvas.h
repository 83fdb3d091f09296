// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/flame/FlameColours.h"
#include "ui/viewmodel/flame/FlameScene.h"

#include <QWidget>

#include <memory>

namespace tally {

// Paints a FlameScene: flame (roots at the bottom) or icicle (roots at the top), zoomed to one
// frame; frames matching the search keep their colour and the rest are greyed. Click zooms,
// double-click asks to make the function active, hover shows cost and share.
class FlameCanvas : public QWidget
{
    Q_OBJECT

public:
    explicit FlameCanvas(QWidget* parent = nullptr);

    void setScene(std::shared_ptr<const FlameScene> scene);
    const FlameScene* scene() const { return m_scene.get(); }
    void setIcicle(bool icicle);
    bool isIcicle() const { return m_icicle; }
    void setColourBy(flamecolours::By by);
    flamecolours::By colourBy() const { return m_colourBy; }
    void setZoom(std::size_t node);
    std::size_t zoom() const { return m_zoom; }
    void setSearch(const QString& text);
    // Labels with template arguments and parameter lists collapsed (View > Shorten Names).
    void setShortNames(bool shortNames);
    // The scene's short names were made since its labels were (SessionChange::ShortNames).
    void shortNamesMade();
    // The label a frame shows.
    QString label(std::size_t node) const;
    // In a comparison, the tooltip's lines on the stack's change; empty otherwise.
    QString comparedText(std::size_t node) const;
    // The node at a point of the widget, or -1.
    int nodeAt(const QPoint& position) const;
    int rowHeight() const;

signals:
    void zoomChanged(std::size_t node);
    void functionActivated(FunctionId function);
    // A context menu for the function of the frame at `globalPos` (of the scene's profile).
    void functionMenuRequested(FunctionId function, const std::shared_ptr<const Profile>& profile,
                               QPoint globalPos);

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QRectF rectOf(const FlameScene::Frame& frame) const;
    void relayout();

    std::shared_ptr<const FlameScene> m_scene;
    std::vector<FlameScene::Frame> m_frames;
    std::size_t m_zoom = 0;
    bool m_icicle = false;
    flamecolours::By m_colourBy = flamecolours::By::Object;
    QString m_search;
    bool m_shortNames = false;
    mutable std::vector<QString> m_shortLabels; // per node, shortened when first painted
};

} // namespace tally

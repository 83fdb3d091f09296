// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QLayout>

class QLabel;

#include <memory>
#include <vector>

namespace tally {

// Lays its items out in a row that wraps onto further rows when the width runs out, so that a
// view's controls stay on screen however narrow the view: a QToolBar folds what does not fit
// into an overflow menu where it is hard to find. Items keep their size hints; rows are as high
// as their tallest item, which is centred vertically.
class FlowLayout : public QLayout
{
    Q_OBJECT

public:
    explicit FlowLayout(QWidget* parent = nullptr, int spacing = 6);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    // Adds `control` after a label of `text` (its buddy), the two as one item: a label stays
    // with its control when the row wraps. `control` moves into the pair; returns the label.
    QLabel* addLabelled(const QString& text, QWidget* control);
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    // Places the items in `rect` (or only measures, when `apply` is false); returns the height.
    int arrange(const QRect& rect, bool apply) const;

    std::vector<std::unique_ptr<QLayoutItem>> m_items;
    int m_spacing;
};

} // namespace tally

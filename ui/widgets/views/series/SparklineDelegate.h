// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QStyledItemDelegate>

namespace tally {

// Draws a row's trend over a series (SeriesModel::TrendRole: a value a step, NaN where the
// function is absent) as a line from the cell's bottom (0) to its top (the row's largest value),
// broken where the function is absent, a dot at each step. Colours from the palette (the text's,
// or the selection's text on a selected row).
class SparklineDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QTreeView>

namespace tally {

// The flat profile's table: a QTreeView that does not lay its rows out again after a sort.
//
// A tree view keeps one item per shown row, made again after every change of the model's
// layout: on 127,000 rows that took about a third of a click on a column's header. A flat
// list whose rows were only put in another order (a layout change with VerticalSortHint, the
// number of rows the same) has the same items as before, row for row: then only what the base
// class does after laying out (scroll bars, the header, a repaint) is done.
class FlatProfileTable : public QTreeView
{
    Q_OBJECT

public:
    using QTreeView::QTreeView;

    void setModel(QAbstractItemModel* model) override;
    void doItemsLayout() override;
    // A row far from the top row in view: placed from the top row's place, not found by
    // QTreeView's walk over its items (see the source).
    QRect visualRect(const QModelIndex& index) const override;
    // The header gets a selection model of its own (see the source).
    void setSelectionModel(QItemSelectionModel* selectionModel) override;

private:
    // Rows at most this far from the top row in view are placed by QTreeView itself.
    static constexpr int kNearRows = 256;

    // Set by a sort of the model's rows, cleared by any other change of its rows and by every
    // layout.
    bool m_onlySorted = false;
    int m_laidOutRows = -1;                           // the rows of the last full layout
    QItemSelectionModel* m_headerSelection = nullptr; // the header's, a child of this view
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QTableView>

namespace tally {

// A long flat list (the flat profile's, the comparison's): a QTableView that looks and moves as
// a flat QTreeView does.
//
// A tree view keeps one item per shown row and makes them all again at every change of the
// rows: on 127,000 functions each keystroke in the filter laid out every row that matched,
// about 190 instructions a row, half of the keystroke (QTreeViewPrivate::layout, 26 M a
// keystroke on names.callgrind). A table places its rows through its vertical header, whose
// sections of one fixed size cost a few instructions a row to make again, and finds a row's
// place without a walk. What the tree did for the user it does too: whole rows selected, one
// at a time, of one height (the tallest cell of the first row, as uniformRowHeights measures
// it), no grid and no row numbers, the column header left-aligned, movable, its last column
// stretched; the keyboard focus framed around the current row; Left and Right scroll rather
// than change the column, Home and End go to the first and last rows, Tab leaves the table.
class FlatTableView : public QTableView
{
    Q_OBJECT

public:
    explicit FlatTableView(QWidget* parent = nullptr);

    // The columns' header, by the name QTreeView gives it.
    QHeaderView* header() const { return horizontalHeader(); }

    void setModel(QAbstractItemModel* model) override;
    // The column header gets a selection model of its own (see the source).
    void setSelectionModel(QItemSelectionModel* selectionModel) override;

protected:
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    void changeEvent(QEvent* event) override;
    // The keyboard focus framed around the current row, as the tree framed it (the cells draw
    // none: RowFocus).
    void paintEvent(QPaintEvent* event) override;
    // The rows left and entered repainted whole, for the frame (a table repaints the cells).
    void currentChanged(const QModelIndex& current, const QModelIndex& previous) override;

private:
    // Every row as tall as the first row's tallest cell.
    void fitRowHeight();

    QItemSelectionModel* m_headerSelection = nullptr; // the header's, a child of this view
};

} // namespace tally

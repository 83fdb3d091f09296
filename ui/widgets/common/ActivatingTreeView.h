// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QTreeView>

namespace tally {

// A tree view in which Enter or Return on the current row emits activated(), as a double-click
// does, whatever the platform's style says: lists of functions and listings of code use it to go
// to the function of a row. Rows are what is chosen in it, not cells: bringing a row into view
// never scrolls sideways (a listing's text column is far wider than the view, and a click on a
// line, or Ctrl+Home, scrolled to its start and hid the costs).
class ActivatingTreeView : public QTreeView
{
    Q_OBJECT

public:
    using QTreeView::QTreeView;

    // Makes `index` current and scrolls it to the middle (e.g. a listing's hottest line).
    void centreOn(const QModelIndex& index);
    // Scrolls up or down only.
    void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;

protected:
    void keyPressEvent(QKeyEvent* event) override;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QTreeView>

namespace tally {

// A tree view in which Enter or Return on the current row emits activated(), as a double-click
// does, whatever the platform's style says: lists of functions and listings of code use it to go
// to the function of a row.
class ActivatingTreeView : public QTreeView
{
    Q_OBJECT

public:
    using QTreeView::QTreeView;

    // Makes `index` current and scrolls it to the middle (e.g. a listing's hottest line).
    void centreOn(const QModelIndex& index);

protected:
    void keyPressEvent(QKeyEvent* event) override;
};

} // namespace tally

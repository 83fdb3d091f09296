// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>
#include <QPoint>

class QAbstractItemView;
class QHeaderView;

namespace tally {

// A list's columns of numbers (costs, counts, shares: right-aligned) sorted largest first on the
// first click of their header, as a profiler's user looks for the most expensive; a second click
// turns the order round, and columns of text sort from A as before. Qt sorts a newly clicked
// column from the smallest unless the model's header answers Qt::InitialSortOrderRole; this
// answers for the models that do not, by watching the header's clicks. Owned by the header.
class LargestFirstSorting : public QObject
{
    Q_OBJECT

public:
    // `view` has a column header (a tree or a table).
    explicit LargestFirstSorting(QAbstractItemView& view);

    // Every tree or table view under `root` (the lists of every view), once each.
    static void applyUnder(QObject& root);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool holdsNumbers(int section) const;

    QAbstractItemView& m_view;
    QHeaderView& m_header;
    int m_pressed = -1; // the section a click began on, -1 for none or a section's edge
    QPoint m_pressedAt;
};

} // namespace tally

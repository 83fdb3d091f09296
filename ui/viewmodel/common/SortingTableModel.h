// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QAbstractTableModel>

#include <cstddef>
#include <functional>

namespace tally {

// A table model that orders its own rows (its sort() computes one key a row and orders them,
// where a QSortFilterProxyModel would compare QVariants n log n times: on 127,000 functions a few
// milliseconds against hundreds). What every such model does around its new order is here: one
// layout change, and the persistent indexes (a view's current row and selection, a filter's
// mapping) following their rows to their new places.
class SortingTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;

protected:
    // Puts the rows in a new order by calling `reorder`, inside one layout change. `stableOf(row)`
    // names the row shown at `row` by what the new order keeps (its place in the model's own
    // list): a number below rowCount(), the same before and after for the same row.
    void reorderRows(const std::function<void()>& reorder,
                     const std::function<std::size_t(int row)>& stableOf);
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/common/SortingTableModel.h"

#include <vector>

namespace tally {

void SortingTableModel::reorderRows(const std::function<void()>& reorder,
                                    const std::function<std::size_t(int row)>& stableOf)
{
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<std::size_t> stableOfPersistent;
    stableOfPersistent.reserve(std::size_t(before.size()));
    for (const QModelIndex& index : before)
        stableOfPersistent.push_back(stableOf(index.row()));
    reorder();
    // Only when an index is kept (a view's current row, a filter's rows): the inverse of the
    // new order, one pass over the rows.
    if (!before.isEmpty()) {
        std::vector<int> rowOfStable(static_cast<std::size_t>(rowCount()));
        for (int row = 0; row < rowCount(); ++row)
            rowOfStable[stableOf(row)] = row;
        QModelIndexList after;
        after.reserve(before.size());
        for (qsizetype i = 0; i < before.size(); ++i)
            after.push_back(
                index(rowOfStable[stableOfPersistent[std::size_t(i)]], before[i].column()));
        changePersistentIndexList(before, after);
    }
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

} // namespace tally

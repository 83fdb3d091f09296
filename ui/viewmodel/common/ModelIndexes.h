// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QAbstractItemModel>
#include <QModelIndex>

namespace tally::modelindexes {

// Whether `index` is a cell of `model` that a model's data() may answer. An invalid index asks
// about nothing and is refused silently: Qt's own classes ask so (Qt 6.4's item views copy the
// current index's text on Ctrl+C with none current, through a sort proxy). Another model's index,
// or one past the model's rows, is refused with checkIndex's warning: that caller has a bug.
inline bool isCellOf(const QAbstractItemModel& model, const QModelIndex& index)
{
    return index.isValid() &&
           model.checkIndex(index, QAbstractItemModel::CheckIndexOption::IndexIsValid);
}

} // namespace tally::modelindexes

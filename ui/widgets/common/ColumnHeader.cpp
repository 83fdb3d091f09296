// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/ColumnHeader.h"

#include <QTableView>
#include <QTreeView>

namespace tally::columnheader {

QHeaderView* of(const QAbstractItemView& view)
{
    if (const auto* tree = qobject_cast<const QTreeView*>(&view))
        return tree->header();
    if (const auto* table = qobject_cast<const QTableView*>(&view))
        return table->horizontalHeader();
    return nullptr;
}

} // namespace tally::columnheader

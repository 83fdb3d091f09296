// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/RowFocus.h"

#include <QStyleOptionViewItem>
#include <QTableView>

namespace tally::rowfocus {

bool framesRow(const QWidget* view)
{
    const auto* table = qobject_cast<const QTableView*>(view);
    return table && table->selectionBehavior() == QAbstractItemView::SelectRows;
}

void leaveToRow(QStyleOptionViewItem& cell)
{
    if ((cell.state & QStyle::State_HasFocus) && framesRow(cell.widget))
        cell.state &= ~QStyle::State_HasFocus;
}

} // namespace tally::rowfocus

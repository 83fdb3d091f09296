// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/SplitterFit.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QSplitter>
#include <QTreeView>

#include <algorithm>

namespace tally::splitterfit {

bool fitTableAbove(QSplitter& splitter, const QTreeView& table, const QWidget& below)
{
    const int total = splitter.height();
    const int rows = table.model() ? table.model()->rowCount() : 0;
    if (total <= 0 || rows == 0)
        return false;
    int needed = table.header()->sizeHint().height() + rows * std::max(1, table.sizeHintForRow(0)) +
                 2 * table.frameWidth();
    if (table.header()->length() > table.viewport()->width())
        needed += table.horizontalScrollBar()->sizeHint().height(); // columns wider than the room
    const int chart = std::max(total / 3, below.minimumSizeHint().height());
    const int height = std::max(total / 2, std::min(needed, total - chart));
    splitter.setSizes({height, total - height});
    return true;
}

} // namespace tally::splitterfit

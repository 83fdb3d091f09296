// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/NameListView.h"

#include "ui/widgets/common/LongTextDelegate.h"

namespace tally {

NameListView::NameListView(QWidget* parent) : QTreeView(parent)
{
    setHeaderHidden(true);
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setTextElideMode(Qt::ElideMiddle);
    setItemDelegate(new LongTextDelegate(this));
}

} // namespace tally

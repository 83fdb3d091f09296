// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/functions/FlatProfileTable.h"

#include <QHeaderView>

namespace tally {

void FlatProfileTable::setModel(QAbstractItemModel* model)
{
    if (QAbstractItemModel* old = this->model())
        disconnect(old, nullptr, this, nullptr);
    m_onlySorted = false;
    m_laidOutRows = -1;
    // Connected after the base class (in setModel), so that these slots run after its own,
    // which ask for a layout.
    QTreeView::setModel(model);
    if (!model)
        return;
    connect(model, &QAbstractItemModel::layoutChanged, this,
            [this](const QList<QPersistentModelIndex>& parents,
                   QAbstractItemModel::LayoutChangeHint hint) {
                // Only the rows' order, of the whole list (a tree's children, not).
                const bool sorted = hint == QAbstractItemModel::VerticalSortHint &&
                                    parents.isEmpty() && !rootIsDecorated();
                m_onlySorted = sorted && m_laidOutRows >= 0;
                if (!sorted)
                    m_laidOutRows = -1;
            });
    const auto changed = [this] {
        m_onlySorted = false;
        m_laidOutRows = -1;
    };
    connect(model, &QAbstractItemModel::rowsInserted, this, changed);
    connect(model, &QAbstractItemModel::rowsRemoved, this, changed);
    connect(model, &QAbstractItemModel::rowsMoved, this, changed);
    connect(model, &QAbstractItemModel::columnsInserted, this, changed);
    connect(model, &QAbstractItemModel::columnsRemoved, this, changed);
    connect(model, &QAbstractItemModel::modelReset, this, changed);
}

void FlatProfileTable::doItemsLayout()
{
    const bool onlySorted = m_onlySorted && model() && model()->rowCount() == m_laidOutRows;
    m_onlySorted = false;
    if (onlySorted) {
        // QTreeView's items are (row, column 0) of a flat list, the same after a sort: what
        // QTreeView::doItemsLayout does besides making them again, its base's layout and the
        // header's, is done here.
        QAbstractItemView::doItemsLayout(); // NOLINT(bugprone-parent-virtual-call): see above
        header()->doItemsLayout();
        return;
    }
    QTreeView::doItemsLayout();
    m_laidOutRows = model() ? model()->rowCount() : -1;
}

} // namespace tally

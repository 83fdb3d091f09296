// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/functions/FlatProfileTable.h"

#include <QHeaderView>
#include <QItemSelectionModel>

#include <cstdlib>

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

QRect FlatProfileTable::visualRect(const QModelIndex& index) const
{
    // QTreeView finds a row's item by walking its items from the one it last found, a step an
    // item: making a row far down the list current (an active function picked across 127,000
    // rows) walked tens of thousands of items several times, back and forth between the old
    // row and the new (for the selection and for the focus), 15 M instructions in 30 such
    // activations. A flat list's rows are one height and one after another: a row is where the
    // top row in view is, moved down by the rows between.
    if (rootIsDecorated() || !uniformRowHeights() || !index.isValid() || index.parent().isValid() ||
        index.model() != model())
        return QTreeView::visualRect(index);
    const QModelIndex top = indexAt(QPoint(0, 0));
    if (!top.isValid() || std::abs(index.row() - top.row()) <= kNearRows)
        return QTreeView::visualRect(index);
    const QRect topPlace = QTreeView::visualRect(top.siblingAtColumn(index.column()));
    if (topPlace.isEmpty()) // a hidden column
        return QTreeView::visualRect(index);
    return topPlace.translated(0, (index.row() - top.row()) * topPlace.height());
}

void FlatProfileTable::setSelectionModel(QItemSelectionModel* selectionModel)
{
    QTreeView::setSelectionModel(selectionModel);
    // A header shares its view's selection to highlight the sections of selected cells, which
    // a tree's header does not do (highlightSections is off), but it still repainted itself
    // whole at every change of the selection, that is at every activation (rows are selected
    // whole, so every section was in the region). A selection of its own, never changed,
    // leaves it alone; it draws the same either way.
    QItemSelectionModel* previous = m_headerSelection;
    m_headerSelection = new QItemSelectionModel(selectionModel->model(), this);
    header()->setSelectionModel(m_headerSelection);
    delete previous;
}

} // namespace tally

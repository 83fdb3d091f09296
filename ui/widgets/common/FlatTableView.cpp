// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/FlatTableView.h"

#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStyleOptionFocusRect>

#include <algorithm>

namespace tally {

FlatTableView::FlatTableView(QWidget* parent) : QTableView(parent)
{
    // What QTreeView sets up for itself, and a flat list of it looks like.
    setSelectionBehavior(SelectRows);
    setSelectionMode(SingleSelection);
    setHorizontalScrollMode(ScrollPerPixel);
    setShowGrid(false);
    setWordWrap(false);
    setTabKeyNavigation(false);
    setCornerButtonEnabled(false);
    QHeaderView* rows = verticalHeader();
    rows->hide();
    rows->setSectionResizeMode(QHeaderView::Fixed);
    rows->setMinimumSectionSize(1);
    QHeaderView* columns = horizontalHeader();
    columns->setSectionsMovable(true);
    columns->setStretchLastSection(true);
    columns->setHighlightSections(false);
    columns->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
}

void FlatTableView::setModel(QAbstractItemModel* model)
{
    if (QAbstractItemModel* old = this->model())
        disconnect(old, nullptr, this, nullptr);
    QTableView::setModel(model);
    if (!model)
        return;
    // The rows' header holds sections of one size, none hidden or moved: a sort (a layout
    // change of the same rows) changes nothing of them, only a new number of rows does. Qt's
    // header walks every section at each layout change for those it would have to restore
    // (2.4 M instructions a sort of 127,000 rows), so it is told only of a new count, here.
    QHeaderView* rows = verticalHeader();
    disconnect(model, &QAbstractItemModel::layoutAboutToBeChanged, rows, nullptr);
    disconnect(model, &QAbstractItemModel::layoutChanged, rows, nullptr);
    connect(model, &QAbstractItemModel::layoutChanged, this, [this, rows] {
        if (rows->count() == this->model()->rowCount(rootIndex()))
            return;
        rows->reset(); // its sections made again for the new count (its selection is its own)
        fitRowHeight();
    });
    // Rows of the first row's height, measured again as a tree does at each layout.
    connect(model, &QAbstractItemModel::modelReset, this, &FlatTableView::fitRowHeight);
    connect(model, &QAbstractItemModel::rowsInserted, this, &FlatTableView::fitRowHeight);
    fitRowHeight();
}

void FlatTableView::setSelectionModel(QItemSelectionModel* selectionModel)
{
    QTableView::setSelectionModel(selectionModel);
    // A header shares its view's selection to highlight the sections of selected cells, which
    // this one does not do (highlightSections is off), but it still repainted itself whole at
    // every change of the selection, that is at every activation (rows are selected whole, so
    // every section was in the region). A selection of its own, never changed, leaves it
    // alone; it draws the same either way. The rows' header (hidden) shares it: resetting that
    // header for a new number of rows (setModel) resets its selection, not the table's.
    QItemSelectionModel* previous = m_headerSelection;
    m_headerSelection = new QItemSelectionModel(selectionModel->model(), this);
    horizontalHeader()->setSelectionModel(m_headerSelection);
    verticalHeader()->setSelectionModel(m_headerSelection);
    delete previous;
}

QModelIndex FlatTableView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers)
{
    switch (cursorAction) {
    case MoveLeft:
    case MoveRight: {
        // As a tree's rows without children: the view scrolls, the current row stays.
        QScrollBar* bar = horizontalScrollBar();
        const int step = cursorAction == MoveLeft ? -bar->singleStep() : bar->singleStep();
        bar->setValue(bar->value() + step);
        return currentIndex();
    }
    case MoveHome:
    case MoveEnd: {
        // The first or the last row, in the current column (a table's Home and End go to the
        // row's first or last column).
        const int rows = model() ? model()->rowCount(rootIndex()) : 0;
        if (rows == 0)
            return {};
        const int row = cursorAction == MoveHome ? 0 : rows - 1;
        return model()->index(row, std::max(0, currentIndex().column()), rootIndex());
    }
    default:
        return QTableView::moveCursor(cursorAction, modifiers);
    }
}

void FlatTableView::changeEvent(QEvent* event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fitRowHeight();
}

void FlatTableView::paintEvent(QPaintEvent* event)
{
    QTableView::paintEvent(event);
    const QModelIndex current = currentIndex();
    if (!current.isValid() || !(hasFocus() || viewport()->hasFocus()))
        return;
    // As QTreeView::drawRow frames the current row when all columns show the focus.
    QStyleOptionFocusRect frame;
    frame.initFrom(viewport());
    frame.state |= QStyle::State_KeyboardFocusChange | QStyle::State_Item;
    const QPalette::ColorGroup group = isEnabled() ? QPalette::Normal : QPalette::Disabled;
    const bool selected = selectionModel() && selectionModel()->isSelected(current);
    frame.backgroundColor =
        palette().color(group, selected ? QPalette::Highlight : QPalette::Window);
    frame.rect = QRect(-horizontalHeader()->offset(), rowViewportPosition(current.row()),
                       horizontalHeader()->length(), rowHeight(current.row()));
    if (!frame.rect.intersects(event->rect()))
        return;
    QPainter painter(viewport());
    style()->drawPrimitive(QStyle::PE_FrameFocusRect, &frame, &painter, this);
}

void FlatTableView::currentChanged(const QModelIndex& current, const QModelIndex& previous)
{
    QTableView::currentChanged(current, previous);
    for (const QModelIndex& index : {previous, current}) {
        if (index.isValid()) {
            viewport()->update(QRect(0, rowViewportPosition(index.row()), viewport()->width(),
                                     rowHeight(index.row())));
        }
    }
}

void FlatTableView::fitRowHeight()
{
    if (!model() || model()->rowCount() == 0)
        return;
    // The tallest cell of the first row, as QTreeView measures its rows of one height.
    const int height = sizeHintForRow(0);
    QHeaderView* rows = verticalHeader();
    if (height <= 0 || height == rows->defaultSectionSize())
        return;
    {
        // Qt's header tells the view of each row's new size, a signal a row (127,000 rows: 56 M
        // instructions on the GUI thread, a fifth of its work while a comparison arrived). Every
        // row gets the same size: the view is told once, below.
        const QSignalBlocker quiet(rows);
        rows->setDefaultSectionSize(height);
    }
    updateGeometries();
    viewport()->update();
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/NumberColumnFitter.h"

#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/widgets/common/ColumnHeader.h"

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QTimer>
#include <QTreeView>

namespace tally {

NumberColumnFitter::NumberColumnFitter(QAbstractItemView* view, int padding)
    : QObject(view), m_view(view), m_padding(padding)
{
    QAbstractItemModel* model = view->model();
    Q_ASSERT(model);
    // At once, not on the next turn of the event loop: the view and its header took the change
    // in before (they connected first), and a window drawn in between (a screenshot taken as
    // soon as the views were idle) showed the numbers of a list just filled cut to the width of
    // their label.
    connect(model, &QAbstractItemModel::modelReset, this, &NumberColumnFitter::fit);
    // Not on layoutChanged: sorting and filtering move rows, not the widest number.
    connect(model, &QAbstractItemModel::rowsInserted, this, &NumberColumnFitter::fit);
    connect(model, &QAbstractItemModel::headerDataChanged, this, &NumberColumnFitter::fit);
    // Dragged narrower than its numbers, a column springs back.
    QHeaderView* header = columnheader::of(*view);
    Q_ASSERT(header);
    connect(header, &QHeaderView::sectionResized, this, [this, header](int column, int, int size) {
        if (size < requiredWidth(column) && !header->isSectionHidden(column))
            schedule();
    });
    schedule();
}

int NumberColumnFitter::requiredWidth(int column) const
{
    return column >= 0 && std::size_t(column) < m_required.size() ? m_required[column] : 0;
}

void NumberColumnFitter::schedule()
{
    if (m_scheduled)
        return;
    m_scheduled = true;
    // Once the model's change is complete and the view has taken it in.
    QTimer::singleShot(0, this, [this] {
        m_scheduled = false;
        fit();
    });
}

void NumberColumnFitter::fit()
{
    const QAbstractItemModel* model = m_view->model();
    if (!model)
        return;
    const auto columns = std::size_t(std::max(0, model->columnCount()));
    m_required.assign(columns, 0);
    m_chosen.resize(columns, -1);
    m_fitted.resize(columns, -1);
    QHeaderView* header = columnheader::of(*m_view);
    for (int column = 0; column < int(columns); ++column) {
        // A width this fitter did not leave was given by someone else (resizeSection, a drag,
        // restoreState, which says nothing): the column's own from now on.
        const int current = header->sectionSize(column);
        if (current != m_fitted[column])
            m_chosen[column] = current;
        m_required[column] = measure(column);
        int width = std::max(m_chosen[column], m_required[column]);
        if (header->sectionResizeMode(column) == QHeaderView::Stretch)
            width = current;
        else if (width != current)
            header->resizeSection(column, width);
        m_fitted[column] = width;
    }
}

int NumberColumnFitter::measure(int column) const
{
    const QAbstractItemModel* model = m_view->model();
    if (model->rowCount() == 0)
        return 0;
    const QVariant alignment = model->index(0, column).data(Qt::TextAlignmentRole);
    if (!alignment.isValid() || !(Qt::Alignment(alignment.toInt()) & Qt::AlignRight))
        return 0; // a text column
    // The model's widest text, or the texts any of which may be widest (the same number of
    // characters may take more pixels: "+102,796" against "-108,721"); else the rows' longest.
    QStringList widest = model->headerData(column, Qt::Horizontal, WidestTextRole).toStringList();
    widest.removeAll(QString());
    if (widest.isEmpty()) {
        QString longest;
        const int rows = std::min(model->rowCount(), kRowsMeasured);
        for (int row = 0; row < rows; ++row) {
            const QString text = model->index(row, column).data().toString();
            if (text.size() > longest.size())
                longest = text;
        }
        if (longest.isEmpty())
            return 0;
        widest << longest;
    }
    int width = 0;
    for (const QString& text : widest)
        width = std::max(width, m_view->fontMetrics().horizontalAdvance(text));
    // The first column of a tree also holds the branch indicator left of the number.
    const QHeaderView* header = columnheader::of(*m_view);
    int first = 0;
    while (first < header->count() && header->isSectionHidden(header->logicalIndex(first)))
        ++first;
    const bool leftmost = header->visualIndex(column) == first;
    const auto* tree = qobject_cast<const QTreeView*>(m_view);
    const int branch = tree && tree->rootIsDecorated() && leftmost ? tree->indentation() : 0;
    return width + m_padding + branch;
}

} // namespace tally

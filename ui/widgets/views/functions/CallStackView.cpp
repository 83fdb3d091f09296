// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/functions/CallStackView.h"

#include "ui/viewmodel/functions/CallStackModel.h"
#include "ui/widgets/common/ActivatingTreeView.h"
#include "ui/widgets/common/CostBarDelegate.h"
#include "ui/widgets/common/FunctionListActions.h"
#include "ui/widgets/common/LongTextDelegate.h"
#include "ui/widgets/common/NumberColumnFitter.h"
#include "ui/widgets/common/ReadableNameColumn.h"

#include <QHeaderView>
#include <QVBoxLayout>

namespace tally {

CallStackView::CallStackView(Session& session, QWidget* parent)
    : QWidget(parent), m_session(session), m_model(std::make_unique<CallStackModel>(session))
{
    auto* tree = new ActivatingTreeView(this);
    m_tree = tree;
    m_tree->setModel(m_model.get());
    m_activity.followJob(*m_model);
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setAllColumnsShowFocus(true);
    // The order is the stack's, root first: not sortable.
    m_tree->setSortingEnabled(false);
    auto* text = new LongTextDelegate(m_tree); // names of any length, cut cheaply
    text->setLocationColumn(CallStackModel::Location);
    m_tree->setItemDelegate(text);
    new NumberColumnFitter(m_tree); // digits are never elided; owned by the view
    new FunctionListActions(m_tree, m_session, CallStackModel::Function); // owned by the view
    auto* bars = new CostBarDelegate(FractionRole, m_tree);
    QHeaderView* header = m_tree->header();
    header->setStretchLastSection(false);
    header->setDefaultSectionSize(70);
    for (const int column : {CallStackModel::Inclusive, CallStackModel::SecondaryInclusive}) {
        m_tree->setItemDelegateForColumn(column, bars);
        header->resizeSection(column, 150);
    }
    header->setSectionResizeMode(CallStackModel::Function, QHeaderView::Stretch);
    header->resizeSection(CallStackModel::Location, 120);
    new ReadableNameColumn(*m_tree, CallStackModel::Function,
                           CallStackModel::Location); // owned by the view

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tree);

    // One click is a step, as in KCachegrind's stack: the list is short and says where to go.
    const auto activate = [this](const QModelIndex& index) { m_model->activate(index.row()); };
    connect(m_tree, &QTreeView::clicked, this, activate);
    connect(m_tree, &QTreeView::activated, this, activate);
    connect(m_model.get(), &QAbstractItemModel::modelReset, this, &CallStackView::showActiveRow);
    connect(m_model.get(), &QAbstractItemModel::dataChanged, this, &CallStackView::showActiveRow);
    connect(&m_session, &Session::changed, this, [this] { updateColumns(); });
    updateColumns();
    showActiveRow();
}

CallStackView::~CallStackView()
{
    // The tree refers to the model: let it go first.
    m_tree->setModel(nullptr);
}

void CallStackView::updateColumns()
{
    m_tree->setColumnHidden(CallStackModel::SecondaryInclusive, m_session.secondaryEvent() < 0);
}

void CallStackView::showActiveRow()
{
    // The active function's step is the current row, in view.
    const int row = m_model->activeRow();
    if (row < 0)
        return;
    const QModelIndex index = m_model->index(row, CallStackModel::Function);
    if (m_tree->currentIndex().row() != row)
        m_tree->setCurrentIndex(index);
    m_tree->scrollTo(index);
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/functions/FlatProfileView.h"

#include "ui/widgets/common/CostBarDelegate.h"
#include "ui/widgets/common/FlatTableView.h"
#include "ui/widgets/common/FunctionListActions.h"
#include "ui/widgets/common/LongTextDelegate.h"
#include "ui/widgets/common/NumberColumnFitter.h"
#include "ui/widgets/common/ReadableNameColumn.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace tally {

FlatProfileView::FlatProfileView(Session& session, QWidget* parent)
    : QWidget(parent), m_session(session), m_model(session), m_proxy(m_model),
      m_groups(session, m_model)
{
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter functions"));
    m_filter->setClearButtonEnabled(true);
    m_regexToggle = new QToolButton(this);
    m_regexToggle->setText(QStringLiteral(".*"));
    m_regexToggle->setCheckable(true);
    m_regexToggle->setToolTip(tr("Match as a regular expression"));
    m_grouping = new QComboBox(this);
    for (const auto kind : {GroupingKind::None, GroupingKind::Object, GroupingKind::File,
                            GroupingKind::Class, GroupingKind::Cycle})
        m_grouping->addItem(functiongrouping::kindName(kind), int(kind));
    m_grouping->setToolTip(tr("Group functions"));

    auto* controls = new QHBoxLayout;
    controls->setContentsMargins(0, 0, 0, 0);
    controls->addWidget(m_filter, 1);
    controls->addWidget(m_regexToggle);
    controls->addWidget(m_grouping);

    m_groupTable = new QTreeView(this);
    m_groupTable->setModel(&m_groups);
    m_groupTable->setRootIsDecorated(false);
    m_groupTable->setUniformRowHeights(true);
    m_groupTable->setAlternatingRowColors(true);
    m_groupTable->header()->setStretchLastSection(false);
    m_groupTable->header()->setSectionResizeMode(GroupListModel::Name, QHeaderView::Stretch);
    m_groupTable->setVisible(false);

    m_table = new FlatTableView(this); // a filter does not lay its 100,000 rows out again
    m_table->setModel(&m_proxy);
    m_table->setAlternatingRowColors(true);
    m_table->setSortingEnabled(true);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->sortByColumn(FlatProfileModel::Inclusive, Qt::DescendingOrder);
    auto* text = new LongTextDelegate(m_table); // names of any length, cut cheaply
    text->setLocationColumn(FlatProfileModel::Location);
    m_table->setItemDelegate(text);
    new NumberColumnFitter(m_table); // digits are never elided; owned by the view
    new FunctionListActions(m_table, m_session,
                            FlatProfileModel::Function); // go to, copy; owned by the view
    new NumberColumnFitter(m_groupTable);
    auto* bars = new CostBarDelegate(FractionRole, m_table);
    for (int column = FlatProfileModel::Inclusive; column <= FlatProfileModel::SecondarySelf;
         ++column)
        m_table->setItemDelegateForColumn(column, bars);
    QHeaderView* header = m_table->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(FlatProfileModel::Function, QHeaderView::Stretch);
    // Narrow to start with: NumberColumnFitter widens them to their widest number.
    for (int column = FlatProfileModel::Inclusive; column <= FlatProfileModel::Called; ++column)
        header->resizeSection(column, column == FlatProfileModel::Called ? 60 : 120);
    header->resizeSection(FlatProfileModel::Location, 140);
    // The location narrows before the names do; owned by the view.
    new ReadableNameColumn(*m_table, FlatProfileModel::Function, FlatProfileModel::Location);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_groupTable);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(splitter, 1);

    // Typing stays fluid: the filter runs once typing pauses.
    m_filterTimer = new QTimer(this);
    m_filterTimer->setSingleShot(true);
    m_filterTimer->setInterval(60);
    connect(m_filterTimer, &QTimer::timeout, this, &FlatProfileView::applyFilter);
    connect(m_filter, &QLineEdit::textChanged, m_filterTimer, qOverload<>(&QTimer::start));
    connect(m_regexToggle, &QToolButton::toggled, this, &FlatProfileView::applyFilter);
    // Typing only filters; Enter makes the first match active.
    connect(m_filter, &QLineEdit::returnPressed, this, &FlatProfileView::activateFirstMatch);
    connect(m_grouping, &QComboBox::currentIndexChanged, this,
            [this] { setGrouping(GroupingKind(m_grouping->currentData().toInt())); });
    connect(m_groupTable->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &FlatProfileView::onGroupChosen);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &FlatProfileView::onCurrentRowChanged);
    m_table->installEventFilter(this);
    m_table->viewport()->installEventFilter(this);
    // Activating a row (double-click, Enter) records it as a step of its own, ending a run of
    // arrow keys.
    connect(m_table, &QAbstractItemView::activated, this, [this](const QModelIndex& index) {
        const auto function = FunctionId(index.data(FunctionIdRole).toUInt());
        if (function.isValid())
            m_session.navigateTo(function);
    });
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        // A new profile or costs reset the model first, which selects the active function.
        if (changes & SessionChange::ActiveFunction)
            selectActiveFunction();
        if (changes & SessionChange::EventTypes)
            updateColumns();
    });
    connect(&m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_proxy.clearGroup();
        m_groupTable->clearSelection();
        selectActiveFunction();
    });
    updateColumns();
}

void FlatProfileView::setFilterText(const QString& text)
{
    m_filter->setText(text);
    applyFilter();
}

void FlatProfileView::applyFilter()
{
    m_filterTimer->stop();
    // The rows the filter hides or shows move the table's current row: that is not the user
    // choosing a function.
    m_selecting = true;
    const bool valid = m_proxy.setNamePattern(m_filter->text(), m_regexToggle->isChecked());
    m_selecting = false;
    selectActiveFunction(); // back in view when the filter shows it again
    // An invalid expression is matched as text; the box says so.
    m_filter->setToolTip(valid ? QString()
                               : tr("Not a valid regular expression: matching it as text"));
    m_filter->setStyleSheet(valid ? QString()
                                  : QStringLiteral("QLineEdit { color: palette(link-visited); }"));
}

void FlatProfileView::activateFirstMatch()
{
    if (m_filterTimer->isActive())
        applyFilter();
    const QModelIndex first = m_proxy.index(0, FlatProfileModel::Function);
    if (!first.isValid())
        return;
    const auto function = FunctionId(first.data(FunctionIdRole).toUInt());
    if (function.isValid())
        m_session.navigateTo(function);
    else if (const int cycle = first.data(CycleRole).toInt(); cycle >= 0)
        m_session.setActiveCycle(cycle);
}

void FlatProfileView::setGrouping(GroupingKind kind)
{
    const int index = m_grouping->findData(int(kind));
    if (index >= 0 && index != m_grouping->currentIndex()) {
        m_grouping->setCurrentIndex(index); // comes back here through the signal
        return;
    }
    m_groups.setKind(kind);
    m_proxy.clearGroup();
    m_groupTable->setVisible(kind != GroupingKind::None);
}

void FlatProfileView::onGroupChosen(const QModelIndex& current)
{
    m_selecting = true; // as for the filter: choosing a group chooses no function
    if (current.isValid())
        m_proxy.setGroup(m_groups.kind(), m_groups.data(current, KeyRole).toString());
    else
        m_proxy.clearGroup();
    m_selecting = false;
    selectActiveFunction();
}

void FlatProfileView::updateColumns()
{
    const bool secondary = m_session.secondaryEvent() >= 0;
    m_table->setColumnHidden(FlatProfileModel::SecondaryInclusive, !secondary);
    m_table->setColumnHidden(FlatProfileModel::SecondarySelf, !secondary);
}

bool FlatProfileView::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::KeyPress && watched == m_table)
        m_movedByKey = true;
    else if (event->type() == QEvent::MouseButtonPress && watched == m_table->viewport())
        m_movedByKey = false;
    return QWidget::eventFilter(watched, event);
}

void FlatProfileView::onCurrentRowChanged(const QModelIndex& current)
{
    if (m_selecting || !current.isValid())
        return;
    // Each function chosen is a step back to come back to; arrowing through the list is one.
    const auto function = FunctionId(current.data(FunctionIdRole).toUInt());
    if (function.isValid())
        m_session.navigateTo(function, m_movedByKey ? NavigationHistory::Visit::Continuation
                                                    : NavigationHistory::Visit::Step);
    else if (const int cycle = current.data(CycleRole).toInt(); cycle >= 0)
        m_session.setActiveCycle(cycle);
}

void FlatProfileView::selectActiveFunction()
{
    const int sourceRow = m_model.rowOfFunction(m_session.activeFunction());
    if (sourceRow < 0)
        return;
    const QModelIndex proxyIndex =
        m_proxy.mapFromSource(m_model.index(sourceRow, FlatProfileModel::Function));
    if (!proxyIndex.isValid() || proxyIndex.row() == m_table->currentIndex().row())
        return;
    m_selecting = true;
    m_table->setCurrentIndex(proxyIndex);
    m_table->scrollTo(proxyIndex);
    m_selecting = false;
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/events/EventTypesView.h"

#include "ui/viewmodel/events/EventTypesModel.h"
#include "ui/widgets/common/ChartSupport.h"
#include "ui/widgets/common/CostBarDelegate.h"
#include "ui/widgets/common/FlowLayout.h"
#include "ui/widgets/common/NumberColumnFitter.h"
#include "ui/widgets/common/SplitterFit.h"
#include "ui/widgets/views/events/DerivedTypeDialog.h"
#include "ui/widgets/views/events/EventShareChart.h"

#include <algorithm>

#include <QAction>
#include <QHeaderView>
#include <QMenu>
#include <QMessageBox>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace tally {

EventTypesView::EventTypesView(Session& session, QWidget* parent)
    : QWidget(parent), m_session(session)
{
    m_model = new EventTypesModel(session, this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(SortRole);

    m_tree = new QTreeView(this);
    m_tree->setModel(m_proxy);
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(-1, Qt::AscendingOrder); // the session's order until the user sorts
    m_tree->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* bars = new CostBarDelegate(FractionRole, m_tree);
    for (const int column : {EventTypesModel::Self, EventTypesModel::SelfShare,
                             EventTypesModel::Inclusive, EventTypesModel::InclusiveShare})
        m_tree->setItemDelegateForColumn(column, bars);
    QHeaderView* header = m_tree->header();
    header->setStretchLastSection(false);
    // Every column in view beside the flat profile at 1280 pixels, no sideways scrolling, the
    // long name readable: the numbers are as wide as they need (NumberColumnFitter), and the
    // active function's self and inclusive costs show either as costs or, with percentages on,
    // as shares (as every list does), each with its bar. Both at once left the long name 40
    // pixels ("I...") beside a 12-digit total.
    header->setSectionResizeMode(EventTypesModel::Name, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(EventTypesModel::LongName, QHeaderView::Stretch);
    for (int column = EventTypesModel::Total; column < EventTypesModel::ColumnCount; ++column)
        header->resizeSection(column, column == EventTypesModel::Total ? 60 : 72);
    new NumberColumnFitter(m_tree); // owned by the view
    showCostsOrShares();
    fitFormulaColumn();

    m_chart = new EventShareChart(session, this);

    m_primaryAction = new QAction(tr("Set as &Primary"), this);
    m_primaryAction->setToolTip(tr("Show this event type first in every view "
                                   "(double-click a row)"));
    m_secondaryAction = new QAction(tr("Set as &Secondary"), this);
    m_newAction = new QAction(tr("&New Derived Type..."), this);
    m_newAction->setToolTip(tr("Define an event type as a weighted sum of others"));
    m_editAction = new QAction(tr("&Edit..."), this);
    m_deleteAction = new QAction(tr("&Delete"), this);
    m_exportAction = new QAction(tr("E&xport Chart..."), this);
    connect(m_primaryAction, &QAction::triggered, this, &EventTypesView::makePrimary);
    connect(m_secondaryAction, &QAction::triggered, this, &EventTypesView::makeSecondary);
    connect(m_newAction, &QAction::triggered, this, &EventTypesView::newDerivedType);
    connect(m_editAction, &QAction::triggered, this, &EventTypesView::editDerivedType);
    connect(m_deleteAction, &QAction::triggered, this, &EventTypesView::deleteDerivedType);
    connect(m_exportAction, &QAction::triggered, this, [this] {
        chartsupport::exportWithDialog(m_chart, QStringLiteral("event-shares.png"), this);
    });
    m_tree->addActions(
        {m_primaryAction, m_secondaryAction, m_newAction, m_editAction, m_deleteAction});

    // Not a QToolBar: in a narrow pane (1280x800) it folded Edit, Delete and Export into a "»"
    // menu; these wrap onto a second row instead, a gap between the groups.
    auto* toolbar = new QWidget(this);
    auto* flow = new FlowLayout(toolbar, 2);
    flow->setContentsMargins(4, 2, 4, 2);
    const auto addButton = [toolbar, flow](QAction* action, bool groupStart) {
        if (groupStart) {
            auto* gap = new QWidget(toolbar);
            gap->setFixedSize(8, 1);
            flow->addWidget(gap);
        }
        auto* button = new QToolButton(toolbar);
        button->setDefaultAction(action);
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        flow->addWidget(button);
    };
    addButton(m_primaryAction, false);
    addButton(m_secondaryAction, false);
    addButton(m_newAction, true);
    addButton(m_editAction, false);
    addButton(m_deleteAction, false);
    addButton(m_exportAction, true);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    m_splitter = splitter;
    splitter->addWidget(m_tree);
    splitter->addWidget(m_chart);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setCollapsible(1, false); // the chart stays, however small the room
    splitter->setSizes({200, 200});     // until the rows are known (fitRows)
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolbar);
    layout->addWidget(splitter, 1);

    connect(m_tree, &QTreeView::doubleClicked, this, [this] { makePrimary(); });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &EventTypesView::updateActions);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        fitRows();
        fitFormulaColumn();
        if (!m_pendingSelection.isEmpty())
            selectEvent(m_session.events().indexOf(m_pendingSelection));
        m_pendingSelection.clear();
        updateActions();
    });
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & SessionChange::Display)
            showCostsOrShares();
        updateActions();
    });
    updateActions();
    m_activity.followJob(*m_model);
}

int EventTypesView::currentEvent() const
{
    const QModelIndex current = m_tree->currentIndex();
    return current.isValid() ? current.data(EventRole).toInt() : -1;
}

void EventTypesView::showCostsOrShares()
{
    const bool shares = m_session.showPercentages();
    m_tree->setColumnHidden(EventTypesModel::Self, shares);
    m_tree->setColumnHidden(EventTypesModel::Inclusive, shares);
    m_tree->setColumnHidden(EventTypesModel::SelfShare, !shares);
    m_tree->setColumnHidden(EventTypesModel::InclusiveShare, !shares);
}

void EventTypesView::selectEvent(int event)
{
    const QModelIndex source = m_model->index(event, 0);
    if (source.isValid())
        m_tree->setCurrentIndex(m_proxy->mapFromSource(source));
}

void EventTypesView::updateActions()
{
    const int event = currentEvent();
    const bool has = m_session.hasProfile();
    m_primaryAction->setEnabled(event >= 0 && event != m_session.primaryEvent());
    m_secondaryAction->setEnabled(event >= 0 && event != m_session.primaryEvent());
    m_secondaryAction->setText(event >= 0 && event == m_session.secondaryEvent()
                                   ? tr("No &Secondary")
                                   : tr("Set as &Secondary"));
    m_newAction->setEnabled(has);
    const bool user = m_session.isUserEventType(event);
    m_editAction->setEnabled(user);
    m_deleteAction->setEnabled(user);
    const QString why = tr("Only your own derived types can be changed");
    m_editAction->setToolTip(user ? tr("Change this derived type") : why);
    m_deleteAction->setToolTip(user ? tr("Delete this derived type") : why);
}

void EventTypesView::makePrimary()
{
    const int event = currentEvent();
    if (event < 0)
        return;
    const int secondary = m_session.secondaryEvent() == event ? -1 : m_session.secondaryEvent();
    m_session.setEventTypes(event, secondary);
}

void EventTypesView::makeSecondary()
{
    const int event = currentEvent();
    if (event < 0)
        return;
    m_session.setEventTypes(m_session.primaryEvent(),
                            event == m_session.secondaryEvent() ? -1 : event);
}

void EventTypesView::newDerivedType()
{
    if (!m_session.hasProfile())
        return;
    auto* dialog = new DerivedTypeDialog(m_session, {}, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // Select the new row, now if the list has it already, else when it gets it.
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const int event = m_session.events().indexOf(dialog->type().name);
        if (event >= 0 && event < m_model->rowCount())
            selectEvent(event);
        else
            m_pendingSelection = dialog->type().name;
    });
    dialog->open();
}

void EventTypesView::editDerivedType()
{
    const int event = currentEvent();
    if (!m_session.isUserEventType(event))
        return;
    const QString name = m_session.eventName(event);
    for (const UserEventType& type : m_session.userEventTypes()) {
        if (type.name != name)
            continue;
        auto* dialog = new DerivedTypeDialog(m_session, type, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
        return;
    }
}

void EventTypesView::deleteDerivedType()
{
    const int event = currentEvent();
    if (!m_session.isUserEventType(event))
        return;
    m_session.removeUserEventType(m_session.eventName(event));
}

void EventTypesView::addPanel(QWidget* panel)
{
    m_splitter->insertWidget(0, panel);
    m_splitter->setStretchFactor(0, 1);
}

void EventTypesView::fitRows()
{
    // Once per view, when the rows are first known; later the user's splitter stays.
    if (!m_rowsFitted)
        m_rowsFitted = splitterfit::fitTableAbove(*m_splitter, *m_tree, *m_chart);
}

void EventTypesView::fitFormulaColumn()
{
    // Most profiles define no derived type, and cachegrind's have short formulas: the column
    // takes what its formulas need, up to a limit below the long name's share (the tooltip has
    // the rest), or nothing.
    constexpr int kWidest = 80;
    int widest = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QString formula = m_model->index(row, EventTypesModel::Formula).data().toString();
        if (!formula.isEmpty())
            widest = std::max(widest, m_tree->fontMetrics().horizontalAdvance(formula) + 16);
    }
    m_tree->setColumnHidden(EventTypesModel::Formula, widest == 0);
    if (widest > 0) {
        const int label =
            m_tree->header()->fontMetrics().horizontalAdvance(
                m_model->headerData(EventTypesModel::Formula, Qt::Horizontal).toString()) +
            16;
        m_tree->header()->resizeSection(EventTypesModel::Formula,
                                        std::clamp(widest, label, kWidest));
    }
}

void EventTypesView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // Once the layout has given the splitter its height.
    QTimer::singleShot(0, this, &EventTypesView::fitRows);
}

} // namespace tally

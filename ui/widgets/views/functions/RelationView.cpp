// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/functions/RelationView.h"

#include "ui/viewmodel/functions/CallListModel.h"
#include "ui/viewmodel/functions/CoverageModel.h"
#include "ui/widgets/common/ActivatingTreeView.h"
#include "ui/widgets/common/CostBarDelegate.h"
#include "ui/widgets/common/FunctionListActions.h"
#include "ui/widgets/common/LongTextDelegate.h"
#include "ui/widgets/common/MeasuredHeader.h"
#include "ui/widgets/common/NumberColumnFitter.h"
#include "ui/widgets/common/ReadableNameColumn.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace tally {

RelationView::RelationView(Session& session, std::unique_ptr<QAbstractItemModel> model,
                           int functionIdRole, int fractionRole,
                           std::initializer_list<int> costColumns, QWidget* parent)
    : QWidget(parent), m_session(session), m_model(std::move(model)),
      m_functionIdRole(functionIdRole)
{
    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model.get());
    // Every column's order: numbers, and the ranks of names and places (listednameranks).
    proxy->setSortRole(SortRole);
    proxy->setDynamicSortFilter(false);

    m_tree = new ActivatingTreeView(this);
    // The tree's own header, as the tree set it up, measuring each label once.
    auto* measured = new MeasuredHeader(Qt::Horizontal, m_tree);
    measured->setSectionsMovable(m_tree->header()->sectionsMovable());
    measured->setStretchLastSection(m_tree->header()->stretchLastSection());
    measured->setDefaultAlignment(m_tree->header()->defaultAlignment());
    m_tree->setHeader(measured); // deletes the tree's first header
    m_tree->setModel(proxy);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setSortingEnabled(true);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setTextElideMode(Qt::ElideMiddle);
    auto* text = new LongTextDelegate(m_tree); // names of any length, cut cheaply
    text->setLocationColumn(m_model->columnCount() - 1);
    m_tree->setItemDelegate(text);
    new NumberColumnFitter(m_tree); // digits are never elided; owned by the view
    new FunctionListActions(m_tree, m_session,
                            m_model->columnCount() - 2); // go to, copy; owned by the view
    m_tree->setExpandsOnDoubleClick(false);
    m_tree->sortByColumn(0, Qt::DescendingOrder);
    auto* bars = new CostBarDelegate(fractionRole, m_tree);
    QHeaderView* header = m_tree->header();
    header->setStretchLastSection(false);
    header->setDefaultSectionSize(70);
    for (const int column : costColumns) {
        m_tree->setItemDelegateForColumn(column, bars);
        header->resizeSection(column, 150);
    }
    // The function name takes the room left; the location comes last.
    const int functionColumn = m_model->columnCount() - 2;
    header->setSectionResizeMode(functionColumn, QHeaderView::Stretch);
    header->resizeSection(functionColumn + 1, 120);
    new ReadableNameColumn(*m_tree, functionColumn, functionColumn + 1); // owned by the view
    m_busy = new QLabel(tr("Computing..."), this);
    m_busy->hide();
    m_busyShown.setSingleShot(true);
    m_busyShown.setInterval(kBusyShownAfter);
    connect(&m_busyShown, &QTimer::timeout, m_busy, &QWidget::show);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_busy);
    layout->addWidget(m_tree);

    connect(m_tree, &QTreeView::activated, this, &RelationView::activate);
    connect(m_tree, &QTreeView::doubleClicked, this, &RelationView::activate);
    connect(m_model.get(), &QAbstractItemModel::modelReset, this, [this, proxy] {
        proxy->sort(m_tree->header()->sortIndicatorSection(),
                    m_tree->header()->sortIndicatorOrder());
        updateColumns();
        updateEmptyNote();
        // Painted once, rows and header together. The tree lays its rows out from a timer
        // after a reset, and the header repainted with each turn: on the reset, with the
        // layout a turn later, and once more for the stretched name column, which the header
        // recomputes (after the number columns were fitted) when first asked where a section
        // is, in its own paint, asking for a paint while painting. Laid out and asked here,
        // before the paint (14 M instructions in 30 activations on 127,000 functions).
        if (m_tree->isVisible()) {
            m_tree->doItemsLayout();
            m_tree->header()->visualIndexAt(0);
        }
    });
    connect(&m_session, &Session::changed, this, [this] {
        updateColumns();
        updateEmptyNote();
    });
    updateColumns();
}

RelationView* RelationView::create(Session& session, Kind kind, QWidget* parent)
{
    if (kind == Kind::Callers || kind == Kind::Callees) {
        const auto direction = kind == Kind::Callers ? CallListModel::Direction::Callers
                                                     : CallListModel::Direction::Callees;
        auto model = std::make_unique<CallListModel>(session, direction);
        CallListModel* calls = model.get();
        auto* view =
            new RelationView(session, std::move(model), FunctionIdRole, FractionRole,
                             {CallListModel::Inclusive, CallListModel::SecondaryInclusive}, parent);
        // Made on a worker when many callers' rows are read from the file.
        connect(calls, &CallListModel::computingChanged, view, &RelationView::setBusy);
        view->m_listsCallers = kind == Kind::Callers;
        view->updateEmptyNote();
        return view;
    }
    const auto direction =
        kind == Kind::AllCallers ? CoverageDirection::Callers : CoverageDirection::Callees;
    auto model = std::make_unique<CoverageModel>(session, direction);
    CoverageModel* coverage = model.get();
    auto* view = new RelationView(session, std::move(model), FunctionIdRole, FractionRole,
                                  {CoverageModel::Cost, CoverageModel::SecondaryCost}, parent);
    connect(coverage, &CoverageModel::computingChanged, view, &RelationView::setBusy);
    view->m_coverage = coverage;
    view->m_listsCallers = kind == Kind::AllCallers;
    view->updateEmptyNote();
    // KCachegrind has no self share for callers.
    view->m_tree->setColumnHidden(CoverageModel::Self, direction == CoverageDirection::Callers);
    // Five number columns beside the name: each as wide as its label and numbers need (the
    // fitter widens it to its numbers), no wider, so that the name gets the room in a narrow
    // pane; 150 pixels of cost bar left it 60 at 1280x800. A bar beside the cost took 28 more
    // from the name (73 pixels left of a 555-pixel pane on OpenROAD's All Callees): numbers
    // alone. The rows have no children: no branch indicator's room either (20 pixels).
    QHeaderView* header = view->m_tree->header();
    for (const int column : {CoverageModel::Cost, CoverageModel::SecondaryCost, CoverageModel::Self,
                             CoverageModel::Distance, CoverageModel::Calls}) {
        const QString label = coverage->headerData(column, Qt::Horizontal).toString();
        header->resizeSection(column, header->fontMetrics().horizontalAdvance(label) + 16);
    }
    view->m_tree->setRootIsDecorated(false);
    // Walks of big graphs cost time: only while shown, and not for a list the stand-in covers.
    view->m_activity.follow([view](bool shown) {
        view->m_coverage->setActive(shown &&
                                    !(view->m_standIn && view->m_standIn->isVisibleTo(view)));
    });
    return view;
}

RelationView::~RelationView()
{
    // The proxy and the tree refer to the model: let them go first.
    m_tree->setModel(nullptr);
}

void RelationView::setBusy(bool busy)
{
    m_ownBusy = busy;
    // Said only when it lasts: a list made on a worker in a few milliseconds (a callers list
    // whose rows are read from the file) put the label above the list and took it away again,
    // the list jumping down and up.
    if (!busy || (m_standIn && m_standIn->isVisibleTo(this))) {
        m_busyShown.stop();
        m_busy->hide();
    } else if (!m_busy->isVisible() && !m_busyShown.isActive()) {
        m_busyShown.start();
    }
    m_activity.setBusy(m_ownBusy || m_standInBusy); // ViewTabs::isBusy()
    updateEmptyNote();
}

void RelationView::setStandIn(QWidget* standIn)
{
    m_standIn = standIn;
    standIn->setParent(this);
    standIn->hide();
    layout()->addWidget(standIn);
}

void RelationView::showStandIn(bool show)
{
    if (!m_standIn)
        return;
    m_tree->setVisible(!show);
    m_standIn->setVisible(show);
    if (m_coverage)
        m_coverage->setActive(!show && isVisible());
    setBusy(m_ownBusy);
}

void RelationView::setStandInBusy(bool busy)
{
    m_standInBusy = busy;
    setBusy(m_ownBusy);
}

void RelationView::activate(const QModelIndex& index)
{
    if (const FunctionId function = functionIdOf(index.data(m_functionIdRole)); function.isValid())
        m_session.navigateTo(function);
    else if (const QVariant cycle = index.data(CycleRole); cycle.isValid() && cycle.toInt() >= 0)
        m_session.setActiveCycle(cycle.toInt()); // a cycle row of All Callers / All Callees
}

void RelationView::updateEmptyNote()
{
    // A root's callers and a leaf's callees: the first list a profile opens on (its costliest
    // function, which nothing calls) was a blank pane. Nothing is said while the list is
    // computed or without a profile; a cycle's callees list its members, never none.
    QString note;
    const bool says = !m_ownBusy && m_session.hasProfile();
    if (says && m_session.activeCycle() >= 0 && m_listsCallers)
        note = tr("No function outside the cycle calls it.");
    else if (says && m_session.activeCycle() < 0 && m_session.activeFunction().isValid())
        note = m_listsCallers ? tr("No function calls this one.")
                              : tr("This function calls no other function.");
    m_tree->setEmptyNote(note);
}

void RelationView::updateColumns()
{
    // The secondary event type's column (always column 1) shows only when one is chosen.
    m_tree->setColumnHidden(1, m_session.secondaryEvent() < 0);
}

} // namespace tally

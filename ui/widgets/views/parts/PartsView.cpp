// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/parts/PartsView.h"

#include "ui/viewmodel/parts/PartsModel.h"
#include "ui/widgets/common/ChartSupport.h"
#include "ui/widgets/common/CostBarDelegate.h"
#include "ui/widgets/common/SplitterFit.h"
#include "ui/widgets/views/parts/PartsChart.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>

namespace tally {

PartsView::PartsView(Session& session, QWidget* parent) : QWidget(parent), m_session(session)
{
    m_model = new PartsModel(session, this);
    // Computes the active function's costs while shown (what was asked for while hidden first).
    m_activity.followJob(*m_model);
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
    m_tree->sortByColumn(-1, Qt::AscendingOrder);
    m_tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_tree->setItemDelegateForColumn(PartsModel::Share, new CostBarDelegate(FractionRole, m_tree));
    QHeaderView* header = m_tree->header();
    header->setStretchLastSection(false);
    header->resizeSection(PartsModel::Part, 75);
    header->resizeSection(PartsModel::File, 150);
    header->resizeSection(PartsModel::Trigger, 150);
    header->resizeSection(PartsModel::TimeRange, 150);
    header->resizeSection(PartsModel::Pid, 55);
    header->resizeSection(PartsModel::Thread, 55);
    header->resizeSection(PartsModel::Cost, 110);
    header->resizeSection(PartsModel::Share, 100);
    header->resizeSection(PartsModel::FunctionInclusive, 110);
    header->resizeSection(PartsModel::FunctionSelf, 110);
    header->resizeSection(PartsModel::FunctionCalls, 70);
    // The part with its thread and pid (in view at 1280 pixels: they tell a thread set's parts
    // apart), then as KCachegrind shows them: the part's total and share, the active function's
    // costs in it, then where the part comes from.
    const int columns[] = {PartsModel::Part,         PartsModel::Thread,
                           PartsModel::Pid,          PartsModel::Cost,
                           PartsModel::Share,        PartsModel::FunctionInclusive,
                           PartsModel::FunctionSelf, PartsModel::FunctionCalls};
    for (int visual = 0; visual < int(std::size(columns)); ++visual)
        header->moveSection(header->visualIndex(columns[visual]), visual);
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        contextMenu(m_tree->indexAt(pos))->exec(m_tree->viewport()->mapToGlobal(pos));
    });
    connect(m_model, &PartsModel::computingChanged, this, [this](bool computing) {
        if (computing)
            m_activity.setBusy(true);
        else if (!m_session.isBusy())
            m_activity.setBusy(false);
    });

    m_chart = new PartsChart(session, this);
    m_summary = new QLabel(this);
    m_summary->setContentsMargins(6, 0, 6, 0);

    auto* toolbar = new QToolBar(this);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_allAction = toolbar->addAction(tr("All"), this, &PartsView::selectAll);
    m_allAction->setToolTip(tr("Show the costs of every part"));
    m_noneAction = toolbar->addAction(tr("None"), this, &PartsView::selectNone);
    m_noneAction->setToolTip(tr("Uncheck every part"));
    m_invertAction = toolbar->addAction(tr("Invert"), this, &PartsView::invert);
    m_invertAction->setToolTip(tr("Check the unchecked parts and uncheck the others"));
    m_onlySelectedAction =
        toolbar->addAction(tr("Only Selected Rows"), this, &PartsView::onlySelectedRows);
    m_onlySelectedAction->setToolTip(tr("Show the costs of the highlighted rows only"));
    toolbar->addSeparator();
    toolbar->addAction(tr("Export Chart..."), this, [this] {
        chartsupport::exportWithDialog(m_chart, QStringLiteral("parts.png"), this);
    });
    toolbar->addSeparator();
    toolbar->addWidget(m_summary);

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

    // Busy from the request until the views have heard of the new costs (Session::changed comes
    // a turn after them), so screenshots show the views updated.
    connect(&m_session, &Session::busyChanged, this, [this](bool busy) {
        if (busy) {
            m_activity.setBusy(true);
        } else {
            // A new profile of the transforms is announced before the Session says it is idle
            // (its models must not paint old rows), so no later change may come: the view is
            // idle once this turn's announcements are out (tally_soak: busy for ever after a
            // transform, seed 1).
            QTimer::singleShot(0, this, [this] {
                if (!m_session.isBusy() && !m_model->isComputing())
                    m_activity.setBusy(false);
            });
        }
        updateSummary();
    });
    connect(&m_session, &Session::changed, this, [this] {
        if (!m_session.isBusy() && !m_model->isComputing())
            m_activity.setBusy(false);
        updateSummary();
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &PartsView::fitRows);
    connect(m_model, &QAbstractItemModel::modelReset, this, &PartsView::fitPartColumn);
    fitPartColumn();
    updateSummary();
}

void PartsView::fitPartColumn()
{
    // The parts' names ("Part 3: Client Request: round") whole, up to a third of a wide pane.
    constexpr int kNarrowest = 75;
    constexpr int kWidest = 320;
    m_tree->resizeColumnToContents(PartsModel::Part);
    QHeaderView* header = m_tree->header();
    header->resizeSection(PartsModel::Part,
                          std::clamp(header->sectionSize(PartsModel::Part), kNarrowest, kWidest));
}

void PartsView::fitRows()
{
    // Once per view, when the parts are first known; later the user's splitter stays.
    if (!m_rowsFitted)
        m_rowsFitted = splitterfit::fitTableAbove(*m_splitter, *m_tree, *m_chart);
}

void PartsView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // Once the layout has given the splitter its height.
    QTimer::singleShot(0, this, &PartsView::fitRows);
}

std::unique_ptr<QMenu> PartsView::contextMenu(const QModelIndex& index)
{
    auto menu = std::make_unique<QMenu>(this);
    const int part = index.isValid() ? index.data(PartRole).toInt() : -1;
    if (m_session.hasProfile() && part >= 0 &&
        std::size_t(part) < m_session.profile()->partCount()) {
        const PartId id(part);
        menu->addAction(tr("Only %1").arg(m_model->partLabel(id)), this,
                        [this, id] { onlyPart(id); });
        menu->addSeparator();
    }
    menu->addAction(m_onlySelectedAction);
    menu->addAction(m_invertAction);
    menu->addAction(m_allAction);
    menu->addAction(m_noneAction);
    return menu;
}

void PartsView::onlyPart(PartId part)
{
    if (!m_session.hasProfile() || std::size_t(part.index()) >= m_session.profile()->partCount())
        return;
    std::vector<bool> parts(m_session.profile()->partCount(), false);
    parts[std::size_t(part.index())] = true;
    setSelection(PartMask::fromFlags(std::move(parts)));
}

void PartsView::updateSummary()
{
    if (!m_session.hasProfile()) {
        m_summary->clear();
        return;
    }
    const Profile& profile = *m_session.profile();
    const std::size_t selected = m_session.selectedParts().count();
    QString text = tr("%1 of %n part(s)", nullptr, int(profile.partCount())).arg(selected);
    if (m_session.isBusy())
        text += tr(" - recomputing...");
    m_summary->setText(text);
}

void PartsView::setSelection(PartMask parts)
{
    m_session.setSelectedParts(std::move(parts));
}

void PartsView::selectAll()
{
    setSelection({});
}

void PartsView::selectNone()
{
    if (m_session.hasProfile())
        setSelection(PartMask::none(m_session.profile()->partCount()));
}

void PartsView::invert()
{
    if (!m_session.hasProfile())
        return;
    setSelection(m_session.selectedParts().inverted());
}

void PartsView::onlySelectedRows()
{
    if (!m_session.hasProfile())
        return;
    std::vector<bool> parts(m_session.profile()->partCount(), false);
    bool any = false;
    for (const QModelIndex& row : m_tree->selectionModel()->selectedRows()) {
        const int part = row.data(PartRole).toInt();
        if (part >= 0 && std::size_t(part) < parts.size()) {
            parts[std::size_t(part)] = true;
            any = true;
        }
    }
    if (any)
        setSelection(PartMask::fromFlags(std::move(parts)));
}

} // namespace tally

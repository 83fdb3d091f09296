// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/compare/ComparedRelationView.h"

#include "ui/widgets/common/ActivatingTreeView.h"
#include "ui/widgets/common/LongTextDelegate.h"
#include "ui/widgets/common/NameTakesTheRest.h"
#include "ui/widgets/common/NumberColumnFitter.h"
#include "ui/widgets/common/TransformActions.h"
#include "ui/widgets/views/compare/ComparisonPairing.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QVBoxLayout>

namespace tally {

ComparedRelationView::ComparedRelationView(Session& session, RelationComparisonModel::Kind kind,
                                           QWidget* parent)
    : QWidget(parent), m_session(session)
{
    m_model = new RelationComparisonModel(session, kind, this);
    m_model->setBackground(palette().color(QPalette::Base));
    m_activity.followJob(*m_model); // only while shown: walks of big graphs cost time

    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(SortRole);
    proxy->setDynamicSortFilter(false);

    m_caption = new QLabel(this);
    m_caption->setTextFormat(Qt::RichText);
    m_caption->setWordWrap(true);
    m_caption->setContentsMargins(6, 2, 6, 0);

    m_tree = new ActivatingTreeView(this);
    m_tree->setObjectName(QStringLiteral("comparedRelations"));
    m_tree->setModel(proxy);
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setSortingEnabled(true);
    m_tree->setTextElideMode(Qt::ElideMiddle);
    // Names of any length, cut cheaply and keeping what tells twins apart.
    m_tree->setItemDelegate(new LongTextDelegate(m_tree));
    m_tree->setExpandsOnDoubleClick(false);
    // The model's order (the largest change first) until a header is clicked.
    m_tree->header()->setSortIndicator(-1, Qt::DescendingOrder);
    // Seven columns of numbers beside the name in a side panel: the numbers whole, the name the
    // rest. No cost bars: the numbers need room for the cells' margins only.
    new NameTakesTheRest(*m_tree, RelationComparisonModel::Function); // owned by the view
    new NumberColumnFitter(m_tree, NumberColumnFitter::kMarginsOnly); // owned by the view

    m_pairing = new ComparisonPairing(session, this);
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint& point) {
        if (auto menu = rowMenu(m_tree->indexAt(point)))
            menu->exec(m_tree->viewport()->mapToGlobal(point));
    });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_caption);
    layout->addWidget(m_tree, 1);

    connect(m_tree, &QTreeView::activated, this, &ComparedRelationView::activate);
    connect(m_model, &RelationComparisonModel::computingChanged, this,
            &ComparedRelationView::updateBusy);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this, proxy] {
        if (m_tree->header()->sortIndicatorSection() >= 0)
            proxy->sort(m_tree->header()->sortIndicatorSection(),
                        m_tree->header()->sortIndicatorOrder());
        updateCaption();
    });
    // The model heard of the change first (it connected first): the caption follows it.
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & (SessionChange::Profile | SessionChange::Costs | SessionChange::Comparison |
                       SessionChange::ActiveFunction | SessionChange::EventTypes))
            followSession();
    });
    followSession();
}

ComparedRelationView::~ComparedRelationView()
{
    m_tree->setModel(nullptr); // the proxy and the tree refer to the model: let them go first
}

bool ComparedRelationView::applies() const
{
    return m_session.isComparing();
}

void ComparedRelationView::followSession()
{
    updateCaption();
    if (applies() != m_applies) {
        m_applies = applies();
        emit appliesChanged(m_applies);
    }
    updateBusy();
}

void ComparedRelationView::updateBusy()
{
    const bool busy = m_model->isComputing() || (m_applies && m_session.isComparisonBusy());
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit busyChanged(busy);
}

void ComparedRelationView::updateCaption()
{
    const auto& comparison = m_model->comparison();
    if (!comparison) {
        m_caption->setText(m_session.isComparisonBusy() ? tr("Comparing...") : QString());
        return;
    }
    if (m_model->startRow() < 0) {
        m_caption->setText(tr("The active function is not in the comparison."));
        return;
    }
    using Kind = RelationComparisonModel::Kind;
    const QString name = comparison->shortNames()
                             .shortened(comparison->name(std::size_t(m_model->startRow())))
                             .toHtmlEscaped();
    QString what;
    switch (m_model->kind()) {
    case Kind::Callers:
        what = tr("Callers of <b>%1</b>").arg(name);
        break;
    case Kind::Callees:
        what = tr("Callees of <b>%1</b>").arg(name);
        break;
    case Kind::AllCallers:
        what = tr("All callers of <b>%1</b>").arg(name);
        break;
    case Kind::AllCallees:
        what = tr("All callees of <b>%1</b>").arg(name);
        break;
    }
    const QString event = comparison->eventName(m_model->eventIndex());
    QString text =
        tr("%1 &middot; %2, baseline &rarr; new &middot; %n related", nullptr, m_model->rowCount())
            .arg(what, event.toHtmlEscaped());
    if (!m_model->isComplete())
        text += tr(" &middot; the walk stopped early: costs are lower bounds");
    m_caption->setText(text);
}

std::unique_ptr<QMenu> ComparedRelationView::rowMenu(const QModelIndex& index)
{
    const auto* proxy = qobject_cast<const QSortFilterProxyModel*>(m_tree->model());
    if (!proxy || index.model() != proxy)
        return nullptr;
    const QModelIndex source = proxy->mapToSource(index);
    if (!source.isValid() || std::size_t(source.row()) >= m_model->entries().size())
        return nullptr;
    auto menu = std::make_unique<QMenu>(this);
    const std::size_t row = m_model->entries()[std::size_t(source.row())].row;
    const bool paired = m_pairing->addTo(menu.get(), m_model->comparison(), row);
    // The new side's function (none for one in the baseline only), of the Session's profile
    // while the comparison shown is the Session's.
    const FunctionId function = functionIdOf(index.data(FunctionIdRole));
    const bool transformable = m_model->comparison() == m_session.comparison() &&
                               m_session.hasProfile() && m_session.profile()->isFunction(function);
    if (!paired && !transformable)
        return nullptr;
    if (transformable) {
        if (paired)
            menu->addSeparator();
        TransformActions::addTo(menu.get(), m_session, function);
    }
    return menu;
}

void ComparedRelationView::activate(const QModelIndex& index)
{
    if (const FunctionId function = functionIdOf(index.data(FunctionIdRole)); function.isValid())
        m_session.navigateTo(function);
    else if (const int cycle = index.data(CycleRole).toInt(); cycle >= 0)
        m_session.setActiveCycle(cycle);
}

void ComparedRelationView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        m_model->setBackground(palette().color(QPalette::Base));
    QWidget::changeEvent(event);
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/compare/ComparedRelationView.h"

#include "ui/widgets/common/ActivatingTreeView.h"
#include "ui/widgets/common/LongTextDelegate.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QVBoxLayout>

namespace tally {

ComparedRelationView::ComparedRelationView(Session& session, ComparisonController& comparison,
                                           RelationComparisonModel::Kind kind, QWidget* parent)
    : QWidget(parent), m_session(session), m_comparison(comparison)
{
    m_model = new RelationComparisonModel(kind, this);
    m_model->setBackground(palette().color(QPalette::Base));
    m_model->setShortNames(m_session.shortNames());
    m_model->setActive(false); // until shown: walks of big graphs cost time

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
    QHeaderView* header = m_tree->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(RelationComparisonModel::Function, QHeaderView::Stretch);
    // The numbers as wide as they are, the names the rest.
    for (int column = RelationComparisonModel::Base; column < RelationComparisonModel::ColumnCount;
         ++column)
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_caption);
    layout->addWidget(m_tree, 1);

    connect(m_tree, &QTreeView::activated, this, &ComparedRelationView::activate);
    connect(m_model, &RelationComparisonModel::computingChanged, this,
            &ComparedRelationView::busyChanged);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this, proxy] {
        if (m_tree->header()->sortIndicatorSection() >= 0)
            proxy->sort(m_tree->header()->sortIndicatorSection(),
                        m_tree->header()->sortIndicatorOrder());
        updateCaption();
    });
    connect(&m_comparison, &ComparisonController::comparisonChanged, this,
            &ComparedRelationView::onComparisonChanged);
    // The Compare view's scale: absolute, or each side as a share of its own total.
    m_model->setShareScale(m_comparison.shareScale());
    connect(&m_comparison, &ComparisonController::scaleChanged, m_model,
            &RelationComparisonModel::setShareScale);
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes &
            (SessionChange::Profile | SessionChange::ActiveFunction | SessionChange::EventTypes))
            followSession();
        if (changes & SessionChange::Display)
            m_model->setShortNames(m_session.shortNames());
    });
    onComparisonChanged();
}

ComparedRelationView::~ComparedRelationView()
{
    m_tree->setModel(nullptr); // the proxy and the tree refer to the model: let them go first
}

bool ComparedRelationView::applies() const
{
    return m_comparison.isComparing();
}

void ComparedRelationView::onComparisonChanged()
{
    m_model->setComparison(m_comparison.comparison());
    followSession();
    if (applies() != m_applies) {
        m_applies = applies();
        emit appliesChanged(m_applies);
    }
}

void ComparedRelationView::followSession()
{
    const auto& comparison = m_model->comparison();
    if (comparison && m_session.hasProfile() && m_session.primaryEvent() >= 0) {
        const int event =
            comparison->events().indexOf(m_session.events().type(m_session.primaryEvent()).name);
        m_model->setEvent(std::max(event, 0));
    }
    m_model->setStart(m_session.activeFunction(), m_session.activeCycle());
    updateCaption();
}

void ComparedRelationView::updateCaption()
{
    const auto& comparison = m_model->comparison();
    if (!comparison) {
        m_caption->setText(m_comparison.isBusy() ? tr("Comparing...") : QString());
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
    const QString event =
        comparison->width() > 0 ? comparison->events().type(m_model->eventIndex()).name : QString();
    QString text =
        tr("%1 &middot; %2, baseline &rarr; new &middot; %n related", nullptr, m_model->rowCount())
            .arg(what, event.toHtmlEscaped());
    if (!m_model->isComplete())
        text += tr(" &middot; the walk stopped early: costs are lower bounds");
    m_caption->setText(text);
}

void ComparedRelationView::activate(const QModelIndex& index)
{
    if (const FunctionId function = functionIdOf(index.data(FunctionIdRole)); function.isValid())
        m_session.navigateTo(function);
    else if (const int cycle = index.data(CycleRole).toInt(); cycle >= 0)
        m_session.setActiveCycle(cycle);
}

void ComparedRelationView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    m_model->setActive(true);
}

void ComparedRelationView::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    m_model->setActive(false);
}

void ComparedRelationView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        m_model->setBackground(palette().color(QPalette::Base));
    QWidget::changeEvent(event);
}

} // namespace tally

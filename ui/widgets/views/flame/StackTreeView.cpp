// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/flame/StackTreeView.h"

#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/flame/FlameTreeModel.h"
#include "ui/widgets/common/ActivatingTreeView.h"
#include "ui/widgets/common/ElidedLabel.h"
#include "ui/widgets/common/LongTextDelegate.h"
#include "ui/widgets/common/NumberColumnFitter.h"
#include "ui/widgets/common/TransformActions.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QVBoxLayout>

namespace tally {

namespace {

// How far the hottest path is opened when a tree arrives: enough to show where the cost goes
// without a click, few enough rows to stay instant.
constexpr int kExpandedLevels = 12;

} // namespace

StackTreeView::StackTreeView(Session& session, QWidget* parent)
    : StackTreeView(session, std::make_shared<FlameSceneSource>(), parent)
{}

StackTreeView::StackTreeView(Session& session, std::shared_ptr<FlameSceneSource> scenes,
                             QWidget* parent)
    : QWidget(parent), m_session(session), m_scenes(std::move(scenes))
{
    m_root = new QComboBox(this);
    m_root->addItem(tr("Whole Profile"));
    m_root->addItem(tr("Active Function"));
    m_root->setToolTip(tr("All stacks, or the stacks below the active function"));
    m_direction = new QComboBox(this);
    m_direction->addItem(tr("Top-Down"));
    m_direction->addItem(tr("Bottom-Up"));
    m_direction->setToolTip(tr("Top-down: from the roots to their callees; bottom-up: "
                               "from the functions with self cost to their callers"));
    // Beside the two choices, cut at its end where the pane is narrow (the whole in its tooltip).
    m_notice = new ElidedLabel(this);
    m_notice->setElideMode(Qt::ElideRight);

    m_model = new FlameTreeModel(this);
    m_model->setShowPercentages(m_session.showPercentages());
    m_model->setShortNames(m_session.shortNames());
    m_tree = new ActivatingTreeView(this);
    m_tree->setIndentation(m_tree->fontMetrics().averageCharWidth() * 2); // deep trees stay legible
    m_tree->setModel(m_model);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setExpandsOnDoubleClick(false); // double-click makes the function active
    m_tree->setTextElideMode(Qt::ElideRight);
    m_tree->setItemDelegate(new LongTextDelegate(m_tree)); // names of any length, cut cheaply
    new NumberColumnFitter(m_tree); // digits are never elided; owned by the view
    m_tree->setSortingEnabled(true);
    // Focus on, Drop, Merge, Collapse Object for the row's function (issue 37).
    new TransformActions(
        m_session,
        [this] {
            const FunctionId function = functionIdOf(m_tree->currentIndex().data(FunctionIdRole));
            return m_session.hasProfile() && m_session.profile()->isFunction(function)
                       ? function
                       : FunctionId();
        },
        m_tree);
    m_tree->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_tree->sortByColumn(FlameTreeModel::CostColumn, Qt::DescendingOrder);
    QHeaderView* header = m_tree->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(FlameTreeModel::NameColumn, QHeaderView::Stretch);

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->addWidget(m_root);
    bar->addWidget(m_direction);
    bar->addWidget(m_notice, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_tree, 1);

    connect(m_root, &QComboBox::currentIndexChanged, this, &StackTreeView::request);
    connect(m_direction, &QComboBox::currentIndexChanged, this, &StackTreeView::request);
    connect(m_tree, &QTreeView::activated, this, &StackTreeView::activate);
    connect(m_tree, &QTreeView::doubleClicked, this, &StackTreeView::activate);
    m_reader =
        m_scenes->addReader([this](FlameSceneSource::Scene scene) { finished(std::move(scene)); },
                            [this](bool busy) { m_activity.setBusy(busy); });
    m_activity.follow([this](bool shown) { m_scenes->setActive(m_reader, shown); });
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & SessionChange::Display) {
            m_model->setShowPercentages(m_session.showPercentages());
            m_model->setShortNames(m_session.shortNames());
        }
        if (changes & SessionChange::ShortNames)
            m_model->shortNamesMade();
        if (changes & (SessionChange::Profile | SessionChange::Costs | SessionChange::EventTypes))
            request();
        else if ((changes & SessionChange::ActiveFunction) && m_root->currentIndex() == 1)
            request();
        else if ((changes & SessionChange::Comparison) &&
                 m_session.comparison() != m_requestedComparison)
            request();
    });
    request();
}

StackTreeView::~StackTreeView()
{
    m_scenes->removeReader(m_reader);
}

void StackTreeView::setBottomUp(bool bottomUp)
{
    m_direction->setCurrentIndex(bottomUp ? 1 : 0);
}

bool StackTreeView::isBottomUp() const
{
    return m_direction->currentIndex() == 1;
}

void StackTreeView::setWholeProfile(bool whole)
{
    m_root->setCurrentIndex(whole ? 0 : 1);
}

QString StackTreeView::notice() const
{
    return m_notice->fullText();
}

void StackTreeView::request()
{
    const auto clear = [this](const QString& notice) {
        m_scenes->cancel(m_reader);
        m_model->setScene(nullptr);
        m_notice->setFullText(notice);
    };
    if (!m_session.hasProfile())
        return clear(tr("No profile loaded"));
    FlameScene::Request request;
    request.snapshot = m_session.snapshot();
    request.options.event = m_session.primaryEvent();
    request.options.events = std::make_shared<const EventSet>(m_session.events());
    request.eventName = m_session.eventName(m_session.primaryEvent());
    request.bottomUp = isBottomUp();
    // As the flame graph asks (the table shows no change), so that the two share one scene.
    m_requestedComparison = m_session.comparison();
    request.comparison = m_requestedComparison;
    if (m_root->currentIndex() == 1) {
        request.options.focus = m_session.activeFunction();
        if (!request.options.focus.isValid())
            return clear(tr("Select a function to see the stacks below it"));
    }
    m_scenes->ask(m_reader, std::move(request));
}

void StackTreeView::finished(std::shared_ptr<const FlameScene> scene)
{
    if (!scene)
        return;
    QString notice = scene->eventName;
    if (scene->tree.isEstimate())
        notice += tr(" \u2014 estimated stacks: a function's cost is shared among its "
                     "callers in proportion to their calls");
    m_notice->setFullText(notice);
    m_model->setScene(std::move(scene));
    // Open the hottest path a few levels down.
    QModelIndex index = m_model->index(0, 0);
    for (int level = 0; level < kExpandedLevels && index.isValid(); ++level) {
        m_tree->expand(index);
        index = m_model->index(0, 0, index);
    }
}

void StackTreeView::activate(const QModelIndex& index)
{
    const FunctionId function = functionIdOf(index.data(FunctionIdRole));
    if (function.isValid())
        m_session.navigateTo(function);
}

} // namespace tally

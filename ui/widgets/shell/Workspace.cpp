// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/Workspace.h"

#include "ui/viewmodel/annotation/SourcePathConfig.h"
#include "ui/viewmodel/functions/FlatProfileModel.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/viewmodel/settings/SettingsKeys.h"
#include "ui/widgets/common/FlatTableView.h"
#include "ui/widgets/common/LargestFirstSorting.h"
#include "ui/widgets/common/ReadableNameColumn.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/annotation/AssemblyView.h"
#include "ui/widgets/views/annotation/SourceView.h"
#include "ui/widgets/views/callgraph/CallGraphView.h"
#include "ui/widgets/views/callmap/CallMapView.h"
#include "ui/widgets/views/compare/ComparedEventsPanel.h"
#include "ui/widgets/views/compare/ComparedRelationView.h"
#include "ui/widgets/views/compare/ComparisonView.h"
#include "ui/widgets/views/compare/DeltaColouring.h"
#include "ui/widgets/views/events/EventTypesView.h"
#include "ui/widgets/views/events/TopFunctionsChart.h"
#include "ui/widgets/views/flame/FlameGraphView.h"
#include "ui/widgets/views/flame/StackTreeView.h"
#include "ui/widgets/views/functions/CallStackView.h"
#include "ui/widgets/views/functions/FlatProfileView.h"
#include "ui/widgets/views/functions/RelationView.h"
#include "ui/widgets/views/parts/PartsView.h"
#include "ui/widgets/views/series/SeriesView.h"

#include <QAction>
#include <QHeaderView>
#include <QLineEdit>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSettings>
#include <QTabWidget>
#include <QTreeView>

#include <algorithm>

namespace tally {

namespace {

// The default split at 1280 pixels: the list a little wider than the views, so that names stay
// readable at 1280x800.
constexpr int kDefaultList = 720;
constexpr int kDefaultViews = 560;
// What the views keep, at least, when a remembered split is repaired.
constexpr int kNarrowestViews = 320;

} // namespace

Workspace::Workspace(Session& session, QSettings& settings, QWidget* parent)
    : QSplitter(Qt::Horizontal, parent)
{
    m_flatView = new FlatProfileView(session, this);
    m_viewTabs = new ViewTabs(this);
    createViews(session, settings);
    addWidget(m_flatView);
    addWidget(m_viewTabs);
    setStretchFactor(0, 1);
    setStretchFactor(1, 1);
    setChildrenCollapsible(false);
    setSizes({kDefaultList, kDefaultViews});
    // Numbers sort largest first on a header's first click, in every list of every view.
    LargestFirstSorting::applyUnder(*this);
    addFilterKeys();
}

void Workspace::addFilterKeys()
{
    // Ctrl+F and "/" take the focus to the flat profile's filter from the list or any view, as
    // a browser's find does; a view with a search box of its own (the flame graph) keeps Ctrl+F
    // for it.
    auto* filter = new QAction(tr("Filter Functions"), this);
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Find);
    keys << QKeySequence(Qt::Key_Slash);
    filter->setShortcuts(keys);
    filter->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(filter, &QAction::triggered, this, [this] {
        QLineEdit* edit = m_flatView->filterEdit();
        edit->setFocus(Qt::ShortcutFocusReason);
        edit->selectAll();
    });
    m_flatView->addAction(filter);
    const auto findsItself = [](const QWidget& view) {
        const auto actions = view.actions();
        return std::any_of(actions.begin(), actions.end(), [](const QAction* action) {
            return action->shortcuts().contains(QKeySequence(QKeySequence::Find));
        });
    };
    for (const QString& key : m_viewTabs->keys()) {
        if (QWidget* view = m_viewTabs->view(key); !findsItself(*view))
            view->addAction(filter);
    }
}

namespace {

// The flat profile's columns (order, widths, sort), kept as its view's option.
settings::Key<QByteArray> flatHeaderKey()
{
    return settings::viewOption<QByteArray>(QStringLiteral("flat"), "header");
}

} // namespace

void Workspace::createViews(Session& session, QSettings& settings)
{
    using Group = ViewTabs::Group;
    using Kind = RelationView::Kind;
    m_sourcePaths = new SourcePathConfig(settings, this);
    auto* calleeMap = new CallMapView(session, CallMapTree::Direction::Callees);
    calleeMap->keepOptionsIn(settings, QStringLiteral("callmap"));
    auto* callerMap = new CallMapView(session, CallMapTree::Direction::Callers);
    callerMap->keepOptionsIn(settings, QStringLiteral("callermap"));
    auto* callGraph = new CallGraphView(session, &settings);
    auto* deltaColouring = new DeltaColouring(session, this);
    deltaColouring->addGraph(*callGraph);
    deltaColouring->addMap(*calleeMap);
    deltaColouring->addMap(*callerMap);
    auto* eventTypes = new EventTypesView(session);
    eventTypes->addPanel(new ComparedEventsPanel(session));
    // Each relation view shows the comparison's callers or callees while one is open.
    const auto relations = [&session](Kind kind) {
        RelationView* view = RelationView::create(session, kind);
        auto* compared =
            new ComparedRelationView(session, RelationComparisonModel::Kind(int(kind)));
        view->setStandIn(compared);
        connect(compared, &ComparedRelationView::appliesChanged, view, &RelationView::showStandIn);
        connect(compared, &ComparedRelationView::busyChanged, view, &RelationView::setStandInBusy);
        view->showStandIn(compared->applies());
        return view;
    };
    // The flame graph and the Stacks table build their stacks on one source: shown together with
    // the same choices, they share one scene.
    const auto flameScenes = std::make_shared<FlameSceneSource>();
    auto* flameGraph = new FlameGraphView(session, flameScenes);
    auto* compareView = new ComparisonView(session);
    compareView->keepMatchingIn(settings);
    auto* sourceView = new SourceView(session, *m_sourcePaths, settings);
    auto* assemblyView = new AssemblyView(session, *m_sourcePaths, settings);
    // As KCachegrind: the upper group looks up from the function (callers, the callee map, its
    // source, its share of each event type), the lower one down (callees, the graph, machine code,
    // parts), so two views show at once.
    const struct
    {
        const char* key;
        const char* title;
        QWidget* view;
        Group group;
    } views[] = {
        {"callers", QT_TR_NOOP("Callers"), relations(Kind::Callers), Group::Upper},
        {"allcallers", QT_TR_NOOP("All Callers"), relations(Kind::AllCallers), Group::Upper},
        {"callmap", QT_TR_NOOP("Call Map"), calleeMap, Group::Upper},
        {"flamegraph", QT_TR_NOOP("Flame Graph"), flameGraph, Group::Upper},
        {"source", QT_TR_NOOP("Source"), sourceView, Group::Upper},
        {"events", QT_TR_NOOP("Types"), eventTypes, Group::Upper},
        {"compare", QT_TR_NOOP("Compare"), compareView, Group::Upper},
        {"eventchart", QT_TR_NOOP("Event Chart"), new TopFunctionsChart(session), Group::Upper},
        // A series of profiles (issue 38): the trend of every function, step by step.
        {"series", QT_TR_NOOP("Series"), new SeriesView(session, settings), Group::Upper},
        {"callees", QT_TR_NOOP("Callees"), relations(Kind::Callees), Group::Lower},
        {"allcallees", QT_TR_NOOP("All Callees"), relations(Kind::AllCallees), Group::Lower},
        // The costliest chain through the active function, beside its callees.
        {"callstack", QT_TR_NOOP("Call Stack"), new CallStackView(session), Group::Lower},
        {"callgraph", QT_TR_NOOP("Call Graph"), callGraph, Group::Lower},
        {"callermap", QT_TR_NOOP("Caller Map"), callerMap, Group::Lower},
        // Below the flame graph, so the graph and its stacks as a table show at once.
        {"stacks", QT_TR_NOOP("Stacks"), new StackTreeView(session, flameScenes), Group::Lower},
        {"assembly", QT_TR_NOOP("Assembly"), assemblyView, Group::Lower},
        {"parts", QT_TR_NOOP("Parts"), new PartsView(session), Group::Lower},
    };
    for (const auto& view : views)
        m_viewTabs->addView(QLatin1String(view.key), tr(view.title), view.view, view.group);
    m_viewTabs->group(Group::Upper)->setCurrentIndex(0);
    m_viewTabs->group(Group::Lower)->setCurrentIndex(0);
}

int Workspace::readableListWidth() const
{
    const FlatTableView& table = *m_flatView->table();
    const QHeaderView& header = *table.header();
    int width = ReadableNameColumn::kReadable + table.verticalScrollBar()->sizeHint().width() +
                2 * table.frameWidth();
    for (int section = 0; section < header.count(); ++section) {
        if (header.isSectionHidden(section) || section == FlatProfileModel::Function)
            continue;
        width += section == FlatProfileModel::Location ? ReadableNameColumn::kNarrowest
                                                       : header.sectionSize(section);
    }
    return width;
}

void Workspace::resizeEvent(QResizeEvent* event)
{
    QSplitter::resizeEvent(event);
    if (m_splitRestored)
        repairSplit();
}

void Workspace::repairSplit()
{
    m_splitRestored = false;
    const QList<int> parts = sizes();
    const int total = parts.value(0) + parts.value(1);
    if (parts.size() != 2 || parts[0] < std::min(readableListWidth(), total - kNarrowestViews))
        setDefaultSplit(total);
}

void Workspace::setDefaultSplit(int total)
{
    if (total <= 0) {
        setSizes({kDefaultList, kDefaultViews});
        return;
    }
    const int list = total * kDefaultList / (kDefaultList + kDefaultViews);
    setSizes({list, total - list});
}

void Workspace::saveLayout(QSettings& settings) const
{
    settings::write(settings, settings::workspaceSplit(), saveState());
    settings::write(settings, settings::viewTabs(), m_viewTabs->saveState());
    settings::write(settings, flatHeaderKey(), m_flatView->table()->header()->saveState());
}

void Workspace::restoreLayout(const QSettings& settings)
{
    if (const QByteArray split = settings::read(settings, settings::workspaceSplit());
        !split.isEmpty()) {
        restoreState(split);
        m_splitRestored = true;
        if (width() > 0 && isVisible())
            repairSplit();
    }
    if (const QByteArray tabs = settings::read(settings, settings::viewTabs()); !tabs.isEmpty())
        m_viewTabs->restoreState(tabs);
    if (const QByteArray header = settings::read(settings, flatHeaderKey()); !header.isEmpty())
        m_flatView->table()->header()->restoreState(header);
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/Workspace.h"

#include "ui/viewmodel/annotation/SourcePathConfig.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/viewmodel/settings/SettingsKeys.h"
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
#include "ui/widgets/views/functions/FlatProfileView.h"
#include "ui/widgets/views/functions/RelationView.h"
#include "ui/widgets/views/parts/PartsView.h"

#include <QHeaderView>
#include <QSettings>
#include <QTabWidget>
#include <QTreeView>

namespace tally {

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
    // The list a little wider than the views, so that names stay readable at 1280x800; the
    // views' toolbars would otherwise squeeze it.
    setSizes({720, 560});
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
    auto* flameGraph = new FlameGraphView(session);
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
        {"compare", QT_TR_NOOP("Compare"), new ComparisonView(session), Group::Upper},
        {"eventchart", QT_TR_NOOP("Event Chart"), new TopFunctionsChart(session), Group::Upper},
        {"callees", QT_TR_NOOP("Callees"), relations(Kind::Callees), Group::Lower},
        {"allcallees", QT_TR_NOOP("All Callees"), relations(Kind::AllCallees), Group::Lower},
        {"callgraph", QT_TR_NOOP("Call Graph"), callGraph, Group::Lower},
        {"callermap", QT_TR_NOOP("Caller Map"), callerMap, Group::Lower},
        // Below the flame graph, so the graph and its stacks as a table show at once.
        {"stacks", QT_TR_NOOP("Stacks"), new StackTreeView(session), Group::Lower},
        {"assembly", QT_TR_NOOP("Assembly"), assemblyView, Group::Lower},
        {"parts", QT_TR_NOOP("Parts"), new PartsView(session), Group::Lower},
    };
    for (const auto& view : views)
        m_viewTabs->addView(QLatin1String(view.key), tr(view.title), view.view, view.group);
    m_viewTabs->group(Group::Upper)->setCurrentIndex(0);
    m_viewTabs->group(Group::Lower)->setCurrentIndex(0);
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
        !split.isEmpty())
        restoreState(split);
    if (const QByteArray tabs = settings::read(settings, settings::viewTabs()); !tabs.isEmpty())
        m_viewTabs->restoreState(tabs);
    if (const QByteArray header = settings::read(settings, flatHeaderKey()); !header.isEmpty())
        m_flatView->table()->header()->restoreState(header);
}

} // namespace tally

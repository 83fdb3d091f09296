// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/compare/DeltaColouring.h"

#include "ui/widgets/views/callgraph/CallGraphView.h"
#include "ui/widgets/views/callmap/CallMapView.h"
#include "ui/widgets/views/compare/DeltaLegend.h"

#include "core/analysis/RelationComparison.h"
#include "ui/viewmodel/compare/DeltaScale.h"

namespace tally {

DeltaColouring::DeltaColouring(Session& session, QObject* parent)
    : QObject(parent), m_session(session)
{
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & (SessionChange::Comparison | SessionChange::EventTypes |
                       SessionChange::Profile | SessionChange::Costs))
            update();
    });
}

void DeltaColouring::addGraph(CallGraphView& view)
{
    m_graphs.emplace_back(&view);
    if (m_colours)
        apply(view);
}

void DeltaColouring::addMap(CallMapView& view)
{
    m_maps.emplace_back(&view);
    if (m_colours)
        apply(view);
}

CallGraphScene::Recolouring
DeltaColouring::graphRecolouring(const std::shared_ptr<const DeltaColours>& colours)
{
    CallGraphScene::Recolouring recolouring;
    if (!colours)
        return recolouring;
    recolouring.fill = [colours](FunctionId function, const QColor& background) {
        return colours->fill(function, background);
    };
    recolouring.legendSize = &DeltaLegend::sizeFor;
    recolouring.paintLegend = &DeltaLegend::paint;
    // A call's arrow by the change of that call's inclusive cost (the DOT export draws it).
    recolouring.edgeColour = [colours](FunctionId caller, FunctionId callee,
                                       const QColor& background) -> std::optional<QColor> {
        using Side = ProfileComparison::Side;
        const ProfileComparison& comparison = colours->comparison();
        const auto callerRow = comparison.rowOf(Side::New, caller);
        const auto calleeRow = comparison.rowOf(Side::New, callee);
        if (callerRow < 0 || calleeRow < 0)
            return std::nullopt;
        for (const auto& entry :
             relationcomparison::direct(comparison, std::size_t(callerRow),
                                        CoverageDirection::Callees, colours->event())) {
            if (entry.row != std::size_t(calleeRow))
                continue;
            const double change = ProfileComparison::percentChange(entry.cost[0], entry.cost[1]);
            if (deltascale::intensity(change) == 0)
                return std::nullopt;
            return deltascale::fill(change, background);
        }
        return std::nullopt;
    };
    recolouring.legendText =
        DeltaLegend::describe(colours->comparison().eventName(colours->event()));
    return recolouring;
}

QWidget* DeltaColouring::legendFor(const QWidget& view)
{
    QPointer<QWidget>& legend = m_legends[&view];
    if (!legend)
        legend = new DeltaLegend; // the view takes it
    return legend;
}

void DeltaColouring::update()
{
    // None while the comparison is computed, or when its sides measure no event type in common
    // (no change to colour by): the views keep their own colours.
    const auto& comparison = m_session.costComparison();
    if (!comparison) {
        if (!m_colours)
            return;
        m_colours.reset();
    } else {
        const int event = m_session.comparedEvent();
        if (m_colours && &m_colours->comparison() == comparison.get() &&
            m_colours->event() == event)
            return;
        m_colours = std::make_shared<const DeltaColours>(comparison, event);
    }
    for (const auto& graph : m_graphs) {
        if (graph)
            apply(*graph);
    }
    for (const auto& map : m_maps) {
        if (map)
            apply(*map);
    }
}

void DeltaColouring::apply(CallGraphView& view)
{
    view.scene()->setRecolouring(graphRecolouring(m_colours));
    view.showAlternateLegend(m_colours ? legendFor(view) : nullptr);
}

void DeltaColouring::apply(CallMapView& view)
{
    if (!m_colours) {
        view.setRecolouring({}, nullptr);
        return;
    }
    view.setRecolouring(
        [colours = m_colours](FunctionId function, const QColor& base) {
            return colours->fill(function, base);
        },
        legendFor(view));
}

} // namespace tally

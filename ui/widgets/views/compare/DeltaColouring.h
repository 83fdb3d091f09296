// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/compare/DeltaColours.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/views/callgraph/CallGraphScene.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <vector>

namespace tally {

class CallGraphView;
class CallMapView;

// Colours the call graph and the call maps by a comparison while one is open: each function's
// boxes on the diverging scale of its inclusive cost's change (of the event type the window
// shows, where both sides measure it), with the grew / shrank legend in each view (and in the
// graph's exports). Without a comparison (or while the Session's is being computed) the views
// keep their own colours.
class DeltaColouring : public QObject
{
    Q_OBJECT

public:
    explicit DeltaColouring(Session& session, QObject* parent = nullptr);

    void addGraph(CallGraphView& view);
    void addMap(CallMapView& view);

    // The colours now applied (none without a comparison).
    const std::shared_ptr<const DeltaColours>& colours() const { return m_colours; }
    // The call graph scene's recolouring for `colours` (also for `--export-graph --diff`).
    static CallGraphScene::Recolouring
    graphRecolouring(const std::shared_ptr<const DeltaColours>& colours);
    // Session::comparedEvent(comparison), for `--export-graph --diff`, which compares outside
    // the Session.
    static int eventOf(const ProfileComparison& comparison, const Session& session)
    {
        return session.comparedEvent(comparison);
    }

private:
    void update();
    void apply(CallGraphView& view);
    void apply(CallMapView& view);

    Session& m_session;
    std::vector<QPointer<CallGraphView>> m_graphs;
    std::vector<QPointer<CallMapView>> m_maps;
    QHash<const QWidget*, QPointer<QWidget>> m_legends; // per view, made when first shown
    QWidget* legendFor(const QWidget& view);
    std::shared_ptr<const DeltaColours> m_colours;
};

} // namespace tally

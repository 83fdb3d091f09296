// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/callgraph/CallGraphLayoutJob.h"
#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QWidget>

#include <memory>

class QAction;
class QComboBox;
class QMenu;
class QDoubleSpinBox;
class QHBoxLayout;
class QLabel;
class QSettings;
class QSpinBox;

namespace tally {

class CallGraphCanvas;
class CallGraphNodeItem;
class CallGraphOverview;
class CallGraphScene;

// The call graph around the active function (KCachegrind's "Call Graph"): callers above,
// callees below, laid out by Graphviz on a worker thread and drawn as a scene that zooms and
// pans, with an overview panner and a colour legend. A click makes a function active (the graph
// stays, outlining it); a double-click, or a change of the active function elsewhere, re-centres.
class CallGraphView : public QWidget
{
    Q_OBJECT

public:
    // With `settings`, the depths, threshold and direction are remembered there.
    explicit CallGraphView(Session& session, QSettings* settings = nullptr,
                           QWidget* parent = nullptr);
    ~CallGraphView() override;

    CallGraphScene* scene() const { return m_scene; }
    CallGraphCanvas* canvas() const { return m_canvas; }
    CallGraphOverview* overview() const { return m_overview; }
    // The function the shown graph is centred on (invalid: none yet).
    FunctionId centre() const;
    bool isBusy() const { return m_job.isBusy(); }

    CallGraphOptions options() const;
    void setDepths(int callers, int callees);
    void setThresholdPercent(double percent);
    void setLeftToRight(bool leftToRight);

    // Asks for a file name (suggesting `suggestedName`, whose suffix picks the format) and exports
    // the graph as SVG, PNG or DOT.
    void exportWithDialog(const QString& suggestedName = QStringLiteral("callgraph.svg"));
    // The context menu for a box (nullptr: the background): go to the function, the toolbar's
    // depths, threshold and direction, the overview, fit and export.
    std::unique_ptr<QMenu> contextMenu(CallGraphNodeItem* item);
    // Whether the overview panner may show (View menu and context menu; remembered).
    QAction* overviewAction() const { return m_overviewAction; }
    bool exportTo(const QString& path, QString* error);

    // Shows `legend` in place of the cost scale's legend (the boxes recoloured through
    // scene()->setRecolouring); nullptr brings the cost legend back. Takes ownership.
    void showAlternateLegend(QWidget* legend);

signals:
    void graphShown(); // a layout finished and is on screen

protected:
    void changeEvent(QEvent* event) override;

private:
    void onSessionChanged(SessionChanges changes);
    // The active function, or the most expensive member of the active recursion cycle.
    FunctionId centreForSession() const;
    // The short names just made would change a title of the graph shown (or one is being laid
    // out, with the names as they were): most profiles' names read apart plainly, and their
    // graph is not laid out again.
    bool shortNamesChangeTheGraph() const;
    void requestGraph();
    void onJobFinished(std::shared_ptr<const CallGraphLayoutJob::Result> result);
    void setBusy(bool busy);
    void updateStatus();
    void showContextMenu(CallGraphNodeItem* item, QPoint globalPos);
    // Makes `function` active and centres the graph on it.
    void goTo(FunctionId function);
    // Selects the nearest box in the direction of an arrow key, keeping the layout.
    void moveSelection(Qt::Key key);
    void restoreOptions();
    void saveOptions();

    Session& m_session;
    QSettings* m_settings = nullptr;
    CallGraphScene* m_scene = nullptr;
    CallGraphCanvas* m_canvas = nullptr;
    CallGraphOverview* m_overview = nullptr;
    QSpinBox* m_callerDepth = nullptr;
    QSpinBox* m_calleeDepth = nullptr;
    QDoubleSpinBox* m_threshold = nullptr;
    QComboBox* m_direction = nullptr;
    QLabel* m_status = nullptr;
    QWidget* m_costLegend = nullptr;
    QWidget* m_alternateLegend = nullptr;
    QHBoxLayout* m_legendRow = nullptr;
    QAction* m_overviewAction = nullptr;
    bool m_exportQueued = false; // an export waits for the running layout
    // A click made this function active: keep the layout and outline it instead of re-centring.
    FunctionId m_clickedFunction;
    // The newest layout asked for, while the view is visible. Graphviz is not thread-safe:
    // graphviz::layout() holds a process-wide lock, so views never lay out two graphs at once.
    LatestJob<CallGraphLayoutJob::Input, std::shared_ptr<const CallGraphLayoutJob::Result>> m_job;
    // Runs the job while the view is shown and says when it is busy; declared last, so it goes
    // (and stops watching) before what it drives.
    ViewActivity m_activity{this};
};

} // namespace tally

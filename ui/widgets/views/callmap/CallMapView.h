// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/callmap/CallMapScene.h"
#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QTimer>
#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QMenu;
class QSettings;
class QSpinBox;

namespace tally {

class CallMapCanvas;
class ElidedLabel;

// The call map (KCachegrind's callee / caller map): the active function's inclusive cost as a
// rectangle split into its callees (or callers) recursively. A bar above switches direction and
// sets the depth and the smallest rectangle drawn; clicking a rectangle makes its function
// active (with history, so Back returns). The tree and layout are computed off the GUI thread,
// only while the view is visible, and again after resizing settles; meanwhile the `busy`
// property is set and the previous map stays.
class CallMapView : public QWidget
{
    Q_OBJECT

public:
    explicit CallMapView(Session& session, CallMapTree::Direction direction,
                         QWidget* parent = nullptr);
    ~CallMapView() override;

    CallMapTree::Direction direction() const;
    void setDirection(CallMapTree::Direction direction);
    int maxDepth() const;
    void setMaxDepth(int depth);
    int minimumSize() const;
    void setMinimumRectangleSize(int pixels);
    // How rectangles are split among their children, and what they are labelled with (the
    // context menu's Split and Labels; remembered with the other options).
    CallMapLayout::Split split() const { return m_split; }
    void setSplit(CallMapLayout::Split split);
    bool showsNames() const { return m_names; }
    bool showsCosts() const { return m_costs; }
    void setLabels(bool names, bool costs);
    // Restores direction, depth, minimum size, split and labels from `settings`, under the view's
    // key in ViewTabs (`viewKey`: views/<viewKey>/), and saves them there whenever they change.
    // `settings` must outlive the view.
    void keepOptionsIn(QSettings& settings, const QString& viewKey);

    CallMapCanvas* canvas() const { return m_canvas; }
    // The context menu for a rectangle (-1: none): make it active, go to a rectangle around it,
    // copy its name, direction, depth, split mode and labels.
    std::unique_ptr<QMenu> contextMenu(int node);

    // Colours the boxes by `recolour` (a comparison's deltas) with `legend` under the map; an
    // empty function and nullptr restore the hues. Takes ownership of the legend.
    void setRecolouring(std::function<std::optional<QColor>(FunctionId, const QColor&)> recolour,
                        QWidget* legend);

    // As small as the lists beside it, so that adding the map does not change the window's split.
    QSize sizeHint() const override { return {256, 192}; }
    QSize minimumSizeHint() const override { return {160, 120}; }

private:
    void request();
    void finished(const std::shared_ptr<const CallMapScene>& scene);
    void installTooltipFormat(const CallMapScene& scene);
    void setBusy(bool busy);
    void updateHeader();
    // Whether the short names, made after the shown map, change one of its labels.
    bool shortNamesChangeTheLabels() const;
    void showContextMenu(int node, const QPoint& globalPosition);
    void saveLayoutOptions();

    Session& m_session;
    CallMapCanvas* m_canvas = nullptr;
    QComboBox* m_direction = nullptr;
    QSpinBox* m_depth = nullptr;
    QSpinBox* m_minSize = nullptr;
    ElidedLabel* m_header = nullptr; // the active function
    QLabel* m_headerCost = nullptr;  // and its cost
    CallMapLayout::Split m_split = CallMapLayout::Split::Best;
    bool m_names = true;
    bool m_costs = true;
    QSettings* m_settings = nullptr; // where options are kept, if anywhere
    QString m_viewKey;               // its options are kept under views/<m_viewKey>/
    QTimer m_resizeTimer;
    FunctionId m_root;                 // of the map asked for last
    bool m_requestedShortNames = true; // the names its labels were asked with
    std::function<std::optional<QColor>(FunctionId, const QColor&)> m_recolour;
    QWidget* m_legend = nullptr;
    // Computes the scene off the GUI thread, only while the view is visible.
    LatestJob<CallMapScene::Request, std::shared_ptr<const CallMapScene>> m_job;
    // Runs the job while the view is shown and says when it is busy; declared last, so it goes
    // (and stops watching) before what it drives.
    ViewActivity m_activity{this};
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/flame/FlameColours.h"
#include "ui/viewmodel/flame/FlameScene.h"
#include "ui/viewmodel/flame/FlameSceneSource.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace tally {

class ElidedLabel;
class FlameCanvas;

// The flame graph: the stacks of the whole profile, or rooted at the active function, in the
// primary event type, as a flame (roots at the bottom) or an icicle (roots at the top). Click
// zooms into a frame and the breadcrumb above zooms back out; Ctrl+F searches, tinting the
// matching frames and giving their share; double-click makes a function active. Bottom-up, the
// stacks are reversed: the functions with self cost are the roots and their callers above them.
// Frames are coloured by object or by file; Export saves the SVG or the folded stacks. The stacks
// are estimated off the GUI thread (FlameTree), only while the view is visible; a notice says when
// they are an estimate.
class FlameGraphView : public QWidget
{
    Q_OBJECT

public:
    // With scenes of its own.
    explicit FlameGraphView(Session& session, QWidget* parent = nullptr);
    // Reading `scenes` with the other views of the stacks: the same stacks are built once.
    FlameGraphView(Session& session, std::shared_ptr<FlameSceneSource> scenes,
                   QWidget* parent = nullptr);
    ~FlameGraphView() override;

    FlameCanvas* canvas() const { return m_canvas; }
    void setIcicle(bool icicle);
    void setWholeProfile(bool whole);
    // Top-down (roots are entry points) or bottom-up (roots are where the cost was spent).
    void setBottomUp(bool bottomUp);
    bool isBottomUp() const;
    void setColourBy(flamecolours::By by);
    // Asks for a file name and saves the graph as SVG or its stacks as folded stacks.
    void exportWithDialog();
    // By the name's suffix: .svg the graph (FlameGraphSvgWriter), anything else folded stacks;
    // through savefile::write, so a failure leaves any old file as it was.
    bool exportTo(const QString& path, QString* error);
    void setSearch(const QString& text);
    QString breadcrumb() const;
    // While the Session compares two profiles, the frames are coloured by each stack's change
    // against the baseline (a differential flame graph), with a legend.
    QString deltaLegend() const;
    QString notice() const;

    QSize sizeHint() const override { return {256, 192}; }
    QSize minimumSizeHint() const override { return {160, 120}; }

private:
    void request();
    void finished(std::shared_ptr<const FlameScene> scene);
    void updateBreadcrumb();
    void showDeltaLegend(bool compared);
    void updateSearch();

    Session& m_session;
    FlameCanvas* m_canvas = nullptr;
    QComboBox* m_root = nullptr;
    QComboBox* m_shape = nullptr;
    QComboBox* m_direction = nullptr;
    QComboBox* m_colours = nullptr;
    QToolButton* m_export = nullptr;
    QLineEdit* m_search = nullptr;
    QLabel* m_matches = nullptr;
    QLabel* m_breadcrumb = nullptr;
    QToolButton* m_reset = nullptr;
    ElidedLabel* m_notice = nullptr;
    QLabel* m_deltaLegend = nullptr;
    // The Session's comparison the stacks were last asked for with (a new one asks again).
    std::shared_ptr<const ProfileComparison> m_requestedComparison;
    bool m_exportQueued = false; // File > Export Flame Graph waits for the stacks being built
    // Builds the stacks, shared with the other views of them, only while this one is shown.
    std::shared_ptr<FlameSceneSource> m_scenes;
    int m_reader = -1;
    // Reads the scenes while the view is shown and says when it is busy; declared last, so it
    // goes (and stops watching) before what it drives.
    ViewActivity m_activity{this};
};

} // namespace tally

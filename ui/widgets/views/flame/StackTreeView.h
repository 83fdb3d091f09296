// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/flame/FlameScene.h"
#include "ui/viewmodel/flame/FlameSceneSource.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QWidget>

#include <memory>

class QComboBox;

namespace tally {

class ActivatingTreeView;
class ElidedLabel;
class FlameTreeModel;

// The flame graph's stacks as a tree table, as hotspot has them: top-down (from the roots to
// their callees, with inclusive and self columns) or bottom-up (from the functions with self cost
// to their callers), of the whole profile or below the active function. Built off the GUI
// thread from the same FlameTree as the graph, only while visible; rows are the tree's nodes, so
// a big profile costs only what is expanded. Double-click or Enter makes a function active.
class StackTreeView : public QWidget
{
    Q_OBJECT

public:
    // With scenes of its own.
    explicit StackTreeView(Session& session, QWidget* parent = nullptr);
    // Reading `scenes` with the other views of the stacks: the same stacks are built once.
    StackTreeView(Session& session, std::shared_ptr<FlameSceneSource> scenes,
                  QWidget* parent = nullptr);
    ~StackTreeView() override;

    void setBottomUp(bool bottomUp);
    bool isBottomUp() const;
    void setWholeProfile(bool whole);
    ActivatingTreeView* tree() const { return m_tree; }
    FlameTreeModel* model() const { return m_model; }
    QString notice() const;

    QSize sizeHint() const override { return {256, 192}; }
    QSize minimumSizeHint() const override { return {160, 120}; }

private:
    void request();
    void finished(std::shared_ptr<const FlameScene> scene);
    void activate(const QModelIndex& index);

    Session& m_session;
    QComboBox* m_root = nullptr;
    QComboBox* m_direction = nullptr;
    ElidedLabel* m_notice = nullptr;
    ActivatingTreeView* m_tree = nullptr;
    FlameTreeModel* m_model = nullptr;
    // Builds the stacks, shared with the other views of them, only while this one is shown.
    std::shared_ptr<FlameSceneSource> m_scenes;
    // The Session's comparison the stacks were last asked for with (a new one asks again).
    std::shared_ptr<const ProfileComparison> m_requestedComparison;
    int m_reader = -1;
    // Reads the scenes while the view is shown and says when it is busy; declared last, so it
    // goes (and stops watching) before what it drives.
    ViewActivity m_activity{this};
};

} // namespace tally

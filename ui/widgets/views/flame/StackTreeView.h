// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/flame/FlameScene.h"
#include "ui/viewmodel/session/Session.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace tally {

class ActivatingTreeView;
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
    explicit StackTreeView(Session& session, QWidget* parent = nullptr);
    ~StackTreeView() override;

    void setBottomUp(bool bottomUp);
    bool isBottomUp() const;
    void setWholeProfile(bool whole);
    ActivatingTreeView* tree() const { return m_tree; }
    FlameTreeModel* model() const { return m_model; }
    QString notice() const;

    QSize sizeHint() const override { return {256, 192}; }
    QSize minimumSizeHint() const override { return {160, 120}; }

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void request();
    void finished(std::shared_ptr<const FlameScene> scene);
    void activate(const QModelIndex& index);

    Session& m_session;
    QComboBox* m_root = nullptr;
    QComboBox* m_direction = nullptr;
    QLabel* m_notice = nullptr;
    ActivatingTreeView* m_tree = nullptr;
    FlameTreeModel* m_model = nullptr;
    LatestJob<FlameScene::Request, std::shared_ptr<const FlameScene>> m_job;
};

} // namespace tally

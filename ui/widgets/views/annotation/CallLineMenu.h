// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>

#include <memory>

class QMenu;
class QModelIndex;
class QPoint;
class QTreeView;

namespace tally {

class AnnotationModel;
class Session;

// The context menu of an annotated listing (Source, Assembly): on a call line, Go to the called
// function and Focus on / Drop / Merge into Callers / Collapse Object for it (issue 37, through
// TransformActions, their one home), the window's keys shown beside them; other lines have none.
class CallLineMenu : public QObject
{
    Q_OBJECT

public:
    // Serves `tree`'s context menu, `model` being its model; owned by the tree.
    CallLineMenu(Session& session, const AnnotationModel& model, QTreeView* tree);

    // The menu of the row of `index`, nullptr when it is no call line.
    std::unique_ptr<QMenu> menuFor(const QModelIndex& index) const;

private:
    void show(const QPoint& point) const;

    Session& m_session;
    const AnnotationModel& m_model;
    QTreeView* m_tree;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <QObject>

#include <functional>
#include <memory>

class QAbstractItemModel;
class QMenu;
class QModelIndex;
class QPoint;
class QTreeView;

namespace tally {

class Session;

// The context menu of an annotated listing (Source, Assembly, and the compared source): on a
// call line, Go to the called function and Focus on / Drop / Merge into Callers / Collapse Object
// for it (issue 37, through TransformActions, their one home), the window's keys shown beside
// them; other lines have none.
class CallLineMenu : public QObject
{
    Q_OBJECT

public:
    // A row's callee in the Session's profile (AnnotationModel::calleeAt,
    // ComparedSourceModel::calleeAt): invalid for other rows, or when the listing was made from
    // another profile than the one the Session shows.
    using CalleeAt = std::function<FunctionId(int row)>;

    // Serves `tree`'s context menu for rows of `model`; owned by the tree.
    CallLineMenu(Session& session, const QAbstractItemModel& model, CalleeAt calleeAt,
                 QTreeView* tree);

    // The menu of the row of `index`, nullptr when it is no call line.
    std::unique_ptr<QMenu> menuFor(const QModelIndex& index) const;

private:
    void show(const QPoint& point) const;

    Session& m_session;
    const QAbstractItemModel& m_model;
    CalleeAt m_calleeAt;
    QTreeView* m_tree;
};

} // namespace tally

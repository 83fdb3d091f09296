// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/compare/RelationComparisonModel.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QWidget>

#include <memory>

class QLabel;
class QMenu;
class QTreeView;

namespace tally {

class ComparisonPairing;

// The callers or callees (or all of them) of the active function in a comparison: base, new,
// delta and delta % per related function, added and removed calls marked, the delta cells on
// the comparison's diverging scale. It stands in for the Callers / Callees / All Callers / All
// Callees view while a comparison is shown (`applies`); double-click makes a function active. A
// row's menu pairs a function found on one side only with one of the other side by hand (Pair
// With..., as in the Compare view) and offers the transforms of its function (issue 37).
// Everything it shows follows the Session (its model reads the comparison there).
class ComparedRelationView : public QWidget
{
    Q_OBJECT

public:
    ComparedRelationView(Session& session, RelationComparisonModel::Kind kind,
                         QWidget* parent = nullptr);
    ~ComparedRelationView() override;

    RelationComparisonModel* model() const { return m_model; }
    QTreeView* tree() const { return m_tree; }
    QLabel* caption() const { return m_caption; }
    // A comparison is there to show.
    bool applies() const;
    // The context menu of the row of `index` (of tree()'s model): Pair With... or Unpair, and
    // Focus on / Drop / Merge into Callers / Collapse Object; nullptr when none applies.
    std::unique_ptr<QMenu> rowMenu(const QModelIndex& index);

signals:
    // Whether the view should stand in for the plain one (a comparison is there).
    void appliesChanged(bool applies);
    // Its walk runs, or the comparison it stands in with is being computed (it shows nothing
    // then): a screenshot waits for either.
    void busyChanged(bool busy);

protected:
    void changeEvent(QEvent* event) override;

private:
    void followSession();
    void updateBusy();
    void updateCaption();
    void activate(const QModelIndex& index);

    Session& m_session;
    RelationComparisonModel* m_model = nullptr;
    QTreeView* m_tree = nullptr;
    QLabel* m_caption = nullptr;
    ComparisonPairing* m_pairing = nullptr;
    bool m_applies = false;
    bool m_busy = false;
    ViewActivity m_activity{this}; // walks while shown; declared last, so it stops first
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ActivatingTreeView.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QTimer>
#include <QWidget>

class QAbstractItemModel;
class QLabel;

namespace tally {

class CoverageModel;

// A list of functions related to the active one (callers, callees, all callers, all callees):
// sortable, with cost bars; double-click or Enter on a row makes its function active.
class RelationView : public QWidget
{
    Q_OBJECT

public:
    // Takes ownership of `model`, which provides `functionIdRole`, `fractionRole` and SortRole
    // for every column; `costColumns` get bars.
    RelationView(Session& session, std::unique_ptr<QAbstractItemModel> model, int functionIdRole,
                 int fractionRole, std::initializer_list<int> costColumns,
                 QWidget* parent = nullptr);
    ~RelationView() override;

    enum class Kind
    {
        Callers,
        Callees,
        AllCallers,
        AllCallees
    };
    // The view of `kind` with its model: direct calls, or the coverage along the call graph.
    static RelationView* create(Session& session, Kind kind, QWidget* parent = nullptr);

    QTreeView* tree() const { return m_tree; }
    QAbstractItemModel* model() const { return m_model.get(); }
    void setBusy(bool busy);

    // Another view shown in this one's place while it applies (the compared callers of a
    // comparison): the tab, its key and its busy property stay this view's. Takes ownership.
    void setStandIn(QWidget* standIn);
    void showStandIn(bool show);
    void setStandInBusy(bool busy);

private:
    void activate(const QModelIndex& index);
    void updateColumns();
    // What the list says while it has no rows: why, for the active function or cycle; nothing
    // while it is computed or without a profile.
    void updateEmptyNote();

    Session& m_session;
    std::unique_ptr<QAbstractItemModel> m_model;
    int m_functionIdRole;
    ActivatingTreeView* m_tree = nullptr;
    QLabel* m_busy = nullptr;
    static constexpr std::chrono::milliseconds kBusyShownAfter{150};
    QTimer m_busyShown;          // shows m_busy once the list has been busy this long
    bool m_listsCallers = false; // Callers or All Callers: which note an empty list shows
    QWidget* m_standIn = nullptr;
    bool m_ownBusy = false;
    bool m_standInBusy = false;
    CoverageModel* m_coverage = nullptr; // m_model, for All Callers/Callees: works while shown
    // Runs the job while the view is shown and says when it is busy; declared last, so it goes
    // (and stops watching) before what it drives.
    ViewActivity m_activity{this};
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/session/Session.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace tally {

// The costliest chain of calls through the active function, from a root down (KCachegrind's
// stack selection): from the active function up through the caller whose calls cost the most
// (inclusive, primary event type) until a function nobody calls, and down through the costliest
// callee until a function that calls nothing. A function already in the chain ends it (a
// recursion, a cycle), so every walk ends. One row per step, root first; a step's costs are those
// of the call that reaches it (the root's are its own inclusive costs).
class CallStackModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Inclusive,
        SecondaryInclusive,
        Count,
        Function,
        Location,
        ColumnCount
    };

    struct Step
    {
        FunctionId function;
        tally::Count calls = 0;      // calls from the step above (0 for the root)
        std::vector<Cost> inclusive; // of those calls (the root's own inclusive), real events
    };

    // At most this many steps on each side of the active function: a chain of distinct
    // functions can be as long as the profile, and a stack that long says nothing more.
    static constexpr int kMaxDepth = 256;

    explicit CallStackModel(Session& session, QObject* parent = nullptr);

    // The chain through `function` by `event`, root first.
    static std::vector<Step> compute(const Session& session, FunctionId function, int event);

    const std::vector<Step>& steps() const { return m_steps; }
    // The row of the active function, -1 when there is none.
    int activeRow() const;
    FunctionId functionAt(int row) const;
    // Makes the step's function active (a history step); the chain stays while it passes
    // through the active function.
    void activate(int row);
    // While inactive (its view hidden) the model follows no change; made active again, it
    // catches up with what changed meanwhile, once. Active from the start.
    void setActive(bool active);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void rebuild();
    void activeFunctionChanged();
    Cost costAt(int row, int column) const;

    Session& m_session;
    std::vector<Step> m_steps;
    // What m_steps were walked in. Between a new snapshot and the Session's batched signal a
    // view may paint (tally_soak under TSan: a function id of the old profile read in the new
    // one's names): rows of another snapshot show nothing until the reset.
    std::shared_ptr<const CostSnapshot> m_builtFrom;
    bool m_active = true;
    bool m_chainStale = false;  // the profile, costs or event types changed while inactive
    bool m_activeStale = false; // the active function changed while inactive
};

} // namespace tally

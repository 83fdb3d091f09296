// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/PartFunctionCosts.h"
#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/session/Session.h"

#include <QAbstractTableModel>

namespace tally {

// One row per part of the profile (a dump, a thread, an appended profile, a loaded file) with its
// trigger, time range, pid, thread and cost of the primary event type, and beside it the active
// function's inclusive and self cost and calls in that part (computed off the GUI thread for big
// profiles; empty for a recursion cycle). The check box of the first column is the session's
// part selection: every view shows the checked parts only.
class PartsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Part,
        File,
        Trigger,
        TimeRange,
        Pid,
        Thread,
        Cost,
        Share,
        FunctionInclusive, // the active function's, in this part
        FunctionSelf,
        FunctionCalls,
        ColumnCount
    };

    explicit PartsModel(Session& session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // How a part is called in lists, menus and tooltips: by what its header says
    // (partnames::names: "Part 3: Client Request: round", "Thread 2").
    QString partLabel(PartId part) const;
    // The part's cost of `event` (real or derived), over its own costs only.
    static tally::Cost partCost(const Session& session, PartId part, int event);

    // The function whose costs the function columns show (invalid: none, or not computed yet).
    FunctionId function() const;
    bool isComputing() const { return m_job.isBusy(); }
    // While inactive (the view hidden), the function's costs wait.
    void setActive(bool active) { m_job.setActive(active); }

    static constexpr std::size_t kBackgroundThreshold = 20000; // functions

signals:
    void computingChanged(bool computing);

private:
    struct Request
    {
        std::shared_ptr<const CostSnapshot> snapshot;
        FunctionId function;
    };
    struct Computed
    {
        std::shared_ptr<const CostSnapshot> snapshot; // what the costs were computed from
        std::shared_ptr<const PartFunctionCosts> costs;
    };
    static Computed computeCosts(const Request& request, std::stop_token stop);
    void requestFunctionCosts();
    void setComputed(Computed computed);
    QVariant functionData(PartId part, int column, int role) const;
    void rebuild();
    tally::Cost profileTotal(int event) const;

    Session& m_session;
    int m_rows = 0;
    QStringList m_names; // partLabel()s
    Computed m_computed;
    LatestJob<Request, Computed> m_job;
};

} // namespace tally

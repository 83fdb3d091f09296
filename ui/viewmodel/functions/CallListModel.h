// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/functions/ListedNameRanks.h"
#include "ui/viewmodel/session/Session.h"

#include <QAbstractItemModel>

#include <vector>

namespace tally {

// The direct callers or callees of the Session's active function: one row per other function
// with the inclusive cost of the calls (primary and secondary event type), cost per call and call
// count; a function called from several call sites has those sites as child rows.
//
// The sites are the callers' detail rows. A profile loaded with its rows on demand reads those
// from its file, a function at a time (0.05-30 ms each: a function of cut300's 106 parts took
// 27 ms on the GUI thread): a list that needs any such read is made on a worker thread (a
// LatestJob), and is empty, computing, until it arrives. Once read, rows are kept: the list of
// a function visited before is made at once.
class CallListModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum class Direction
    {
        Callers,
        Callees
    };
    enum Column
    {
        Inclusive,
        SecondaryInclusive,
        PerCall,
        Count,
        Function,
        Location,
        ColumnCount
    };

    CallListModel(Session& session, Direction direction, QObject* parent = nullptr);
    ~CallListModel() override;

    Direction direction() const { return m_direction; }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    const std::vector<CallRelation>& relations() const { return m_relations; }
    bool isComputing() const { return m_job.isBusy(); }
    // Blocks until a list being made on the worker has been (LatestJob::waitForRunning); it is
    // delivered from the event loop. For tests.
    void waitForRunning() { m_job.waitForRunning(); }

signals:
    void computingChanged(bool computing);

private:
    struct Request
    {
        std::shared_ptr<const CostSnapshot> snapshot;
        Direction direction = Direction::Callers;
        FunctionId function;
        int cycle = -1; // the active cycle, or -1 for the function
    };
    struct Built
    {
        std::shared_ptr<const CostSnapshot> snapshot;
        std::vector<CallRelation> relations;
        // A function's callers or callees, in the order of the primary event type's costs (a
        // cycle's keep theirs).
        bool byPrimaryEvent = false;
    };
    static Built build(const Request& request, std::stop_token stop);
    // Whether `request` reads functions' detail rows from the profile's file.
    static bool readsFile(const Request& request);
    void rebuild();
    void setBuilt(Built built);
    Cost rawValue(const QModelIndex& index) const;
    // What a row's percentages are taken of: the Session's choice, or with "relative to parent"
    // the inclusive cost of the row's caller.
    Cost percentBase(const CallRelation& relation, int event) const;
    // The rows as listednameranks ranks them.
    std::vector<listednameranks::Listed> listed() const;
    static constexpr quintptr kTopLevel = 0;

    Session& m_session;
    Direction m_direction;
    std::vector<CallRelation> m_relations;
    mutable listednameranks::KeptRanks m_ranks; // SortRole of the Function and Location cells
    // What m_relations were taken from: rows of another snapshot (a view painting before the
    // Session's batched signal arrives) show nothing until the reset.
    std::shared_ptr<const CostSnapshot> m_builtFrom;
    LatestJob<Request, Built> m_job;
};

} // namespace tally

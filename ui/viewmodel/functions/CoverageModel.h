// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/Coverage.h"
#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/functions/ListedNameRanks.h"
#include "ui/viewmodel/session/Session.h"

#include <QAbstractTableModel>

#include <memory>

namespace tally {

// KCachegrind's "All Callers" / "All Callees" (core/analysis/Coverage.h): every function and
// recursion cycle reachable upwards or downwards from the active function or cycle, with the
// share of its inclusive cost that reaches it (or flows from it), the share of its self cost
// (callees), the distance in calls and the calls. The primary event type leads the walk (which
// rows, distances, calls); the secondary one is walked too. Large graphs are walked on a worker
// thread (a LatestJob: the newest request wins, and none runs while the model is inactive, its
// view hidden); the list shows the previous result until the new one is ready.
class CoverageModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Cost,
        SecondaryCost,
        Self, // callees only: KCachegrind has no self share for callers
        Distance,
        Calls,
        Function,
        Location,
        ColumnCount
    };

    // Graphs with more functions than this are walked off the GUI thread.
    static constexpr std::size_t kBackgroundThreshold = 20000;

    CoverageModel(Session& session, CoverageDirection direction, QObject* parent = nullptr);
    ~CoverageModel() override;

    CoverageDirection direction() const { return m_direction; }
    bool isComputing() const { return m_job.isBusy(); }
    // While inactive (its view hidden) no walk starts; the newest request runs on activation.
    void setActive(bool active) { m_job.setActive(active); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void computingChanged(bool computing);

private:
    void request();
    tally::Cost rawValue(int row, int column) const;
    QString itemName(const CoverageEntry& entry) const;

    struct Walk
    {
        std::shared_ptr<const CostSnapshot> snapshot;
        std::shared_ptr<const EventSet> events;
        CoverageItem start;
        CoverageDirection direction = CoverageDirection::Callees;
        std::vector<int> columns; // primary, then secondary if any
    };
    struct Walked
    {
        std::shared_ptr<const CostSnapshot> snapshot; // the rows' cycles are its cycles
        std::vector<int> columns;
        std::vector<CoverageEntry> entries;
    };
    static Walked walk(const Walk& walk, std::stop_token stop);
    void setWalked(Walked walked);
    // The rows as listednameranks ranks them.
    std::vector<listednameranks::Listed> listed() const;

    Session& m_session;
    CoverageDirection m_direction;
    Walked m_walked;
    mutable listednameranks::KeptRanks m_ranks; // SortRole of the Function and Location columns
    LatestJob<Walk, Walked> m_job;
};

} // namespace tally

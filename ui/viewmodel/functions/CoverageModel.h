// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/Coverage.h"
#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/session/Session.h"

#include <QAbstractTableModel>

#include <memory>

namespace tally {

// KCachegrind's "All Callers" / "All Callees": every function reachable upwards or downwards
// from the active function, with the part of its inclusive cost that flows along the call graph
// and the distance in calls. Large graphs are walked on a worker thread (a LatestJob: the newest
// request wins, and none runs while the model is inactive, its view hidden); the list shows the
// previous result until the new one is ready.
class CoverageModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Cost,
        SecondaryCost,
        Distance,
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
    void setEntries(std::vector<CoverageEntry> entries);
    tally::Cost rawValue(int row, int column) const;

    struct Walk
    {
        std::shared_ptr<const CostSnapshot> snapshot;
        FunctionId start;
        CoverageDirection direction = CoverageDirection::Callees;
    };
    static std::vector<CoverageEntry> walk(const Walk& walk, std::stop_token stop);

    Session& m_session;
    CoverageDirection m_direction;
    std::vector<CoverageEntry> m_entries;
    LatestJob<Walk, std::vector<CoverageEntry>> m_job;
};

} // namespace tally

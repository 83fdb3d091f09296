// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/RelationComparison.h"
#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/common/ModelRoles.h"

#include <QAbstractTableModel>
#include <QColor>

#include <memory>
#include <vector>

namespace tally {

class Session;

// The callers or callees (direct, or all along the call graph) of one function of a comparison:
// base, new, delta and delta % of one event type per related function, and the calls on each
// side, with the change split into its calls and per-call effects (the larger one's cell
// filled, the tooltip in words). A call found on one side only is marked added or removed. Direct
// relations are computed at once; all callers and callees walk the graph on a LatestJob, only while
// active (shown). It follows the Session as the plain lists do: its comparison (none while the
// snapshot shown is not compared yet, so nothing is shown just after a reload), the active function
// or cycle, the compared event, the share scale and the names; the setters are the steps of
// following.
class RelationComparisonModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Function,
        Base,
        New,
        Delta,
        DeltaPercent,
        Calls,
        CallsEffect,   // the change that more or fewer calls explain (ChangeEffects.h)
        PerCallEffect, // the rest: each call dearer or cheaper
        ColumnCount
    };
    enum class Kind
    {
        Callers,
        Callees,
        AllCallers,
        AllCallees
    };

    RelationComparisonModel(Session& session, Kind kind, QObject* parent = nullptr);
    ~RelationComparisonModel() override;

    Kind kind() const { return m_kind; }
    bool isCoverage() const { return m_kind == Kind::AllCallers || m_kind == Kind::AllCallees; }

    void setComparison(std::shared_ptr<const ProfileComparison> comparison);
    const std::shared_ptr<const ProfileComparison>& comparison() const { return m_comparison; }
    // The function (or, with `cycle` >= 0, the cycle) of the new side whose relations are shown;
    // the baseline's counterpart is found through the comparison.
    void setStart(FunctionId function, int cycle = -1);
    // The comparison row shown, or -1.
    std::ptrdiff_t startRow() const { return m_startRow; }
    // Index into comparison()->events(); out of range falls back to the first.
    void setEvent(int event);
    int eventIndex() const { return m_event; }
    void setShortNames(bool shortNames);
    // Each side as a share of its own total, as the flat comparison's share scale: the delta in
    // points, the delta % the change of the shares.
    void setShareScale(bool share);
    bool shareScale() const { return m_shareScale; }
    // The shown value of an entry on one side: its cost, or its share (0..1) of the side's total.
    double valueOf(const relationcomparison::Entry& entry, ProfileComparison::Side side) const;
    void setBackground(const QColor& background);
    // Walks of all callers/callees run only while active.
    void setActive(bool active);
    bool isComputing() const { return m_job.isBusy(); }
    // Blocks until a running walk is done (its result still arrives from the event loop).
    void waitForRunning() { m_job.waitForRunning(); }
    // False when a side's walk stopped at its step bound (its costs are lower bounds).
    bool isComplete() const { return m_complete; }

    const std::vector<relationcomparison::Entry>& entries() const { return m_entries; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void computingChanged(bool computing);

private:
    struct Request
    {
        std::shared_ptr<const ProfileComparison> comparison;
        std::size_t row;
        int event;
        CoverageDirection direction;
    };
    struct Result
    {
        std::shared_ptr<const ProfileComparison> comparison;
        std::vector<relationcomparison::Entry> entries;
        bool complete = true;
    };
    static Result walk(const Request& request, std::stop_token stop);
    void followSession();
    void recompute();
    void setEntries(std::vector<relationcomparison::Entry> entries, bool complete);
    double changeOf(const relationcomparison::Entry& entry) const;
    ProfileComparison::Kind changeKind(const relationcomparison::Entry& entry) const;

    static constexpr std::size_t kBackgroundThreshold = 20000;

    Session& m_session;
    Kind m_kind;
    std::shared_ptr<const ProfileComparison> m_comparison;
    FunctionId m_function;
    int m_cycle = -1;
    std::ptrdiff_t m_startRow = -1;
    int m_event = 0;
    bool m_shortNames = true;
    bool m_shareScale = false;
    bool m_complete = true;
    QColor m_background = Qt::white;
    std::vector<relationcomparison::Entry> m_entries;
    LatestJob<Request, Result> m_job;
};

} // namespace tally

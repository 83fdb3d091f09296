// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileSeries.h"
#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/common/SortingTableModel.h"
#include "ui/viewmodel/functions/SearchableNames.h"

#include <QStringList>

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace tally {

class ShortNames;

// The Series view's rows (issue 38): a series of profiles (one file a step, in order) built on a
// worker as `tally --report --series` builds it (ProfileSeries, the steps loaded on every core
// ahead of the matching), a row per function across the series: its name, file and object, its
// trend, and the inclusive cost of one event type at each step (0 where it is absent). The steps
// themselves (file, total, growth over the step before) and which of them regressed by more than
// a threshold are the model's too, for the strip above the rows.
//
// It orders its rows itself (sort(): a radix order of one number a row, the names' by their ranks
// made with the series) and gives its names to a NameFilterModel, as the flat profile does: on
// 127,000 functions a QSortFilterProxyModel took 0.3-2.3 s of the GUI thread a click or keystroke.
class SeriesModel : public SortingTableModel
{
    Q_OBJECT

public:
    enum Column : int
    {
        Name,
        File,
        Object,
        Trend,
        FirstStep, // then one column a step
    };
    // The Trend column: the row's inclusive cost at each step, as a QList<double> with NaN where
    // the function is absent (the sparkline's points and gaps).
    static constexpr int TrendRole = Qt::UserRole + 64;

    explicit SeriesModel(QObject* parent = nullptr);
    ~SeriesModel() override;

    // Builds the series of `steps` (each a profile file, in order) on the worker; the rows of the
    // series before stay until it is built.
    void open(const QStringList& steps);
    // For tests and the command line: builds on this thread.
    void openNow(const QStringList& steps);
    // The worker runs only while the view shows (ViewActivity::followJob).
    void setActive(bool active);
    bool isBusy() const;
    // Fraction of the steps loaded while building, 0..1.
    double progress() const;

    // The event type whose inclusive cost the steps' columns show, by name (the window's primary
    // type); the series' first type when it measures no such type.
    void setEventName(const QString& name);
    int shownEvent() const { return m_event; }

    // A step regressed when its total of the event grew by more than this many percent over the
    // step before.
    void setThreshold(double percent);
    double threshold() const { return m_threshold; }

    // Names shortened as the other views show them (View > Short Names), else whole. The
    // Function column answers DistinguishingRole either way, for a delegate that cuts a name
    // where its look-alikes do not differ.
    void setShortNames(bool shortNames);

    const ProfileSeries* series() const { return m_series.get(); }
    int stepCount() const;
    QString stepPath(int step) const;
    Cost stepTotal(int step) const;
    // Growth of the total in percent from the step before (+inf from zero; 0 for the first).
    double stepGrowth(int step) const;
    bool isRegressed(int step) const;
    std::vector<int> regressedSteps() const;

    // Row `row`'s place among the series' rows (ProfileSeries::row), whatever the order shown.
    std::uint32_t stableRow(int row) const { return std::uint32_t(m_order[std::size_t(row)]); }
    // The series' function names as a filter searches them, by stable row, and one's text.
    const SearchableNames& searchableNames() const { return *m_searchable; }
    const QString& nameOfStable(std::uint32_t stableRow) const;

    // Orders the rows by a column: a step's cost or the trend's change (their SortRole), names,
    // files and objects ignoring case (their ranks; SortRole there is the whole text, as in the
    // Compare view); rows of one value in the model's own order (largest cost first, which a
    // column below 0 asks for). Kept for the next series and event type.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

signals:
    void busyChanged(bool busy);
    // A new series is in place (after the model reset).
    void built();
    // The series could not be built: a step did not load.
    void failed(const QString& error);
    // The threshold changed which steps are regressed, or the event shown.
    void stepsChanged();

private:
    struct Built
    {
        std::shared_ptr<const ProfileSeries> series;
        std::shared_ptr<const ShortNames> names; // of the series' rows, made with it
        std::shared_ptr<const SearchableNames> searchable;
        // Each row's rank by name, file and object (ignoring case), for sort().
        std::vector<std::uint32_t> nameRanks;
        std::vector<std::uint32_t> fileRanks;
        std::vector<std::uint32_t> objectRanks;
        QStringList paths;
        QString error;
    };
    static Built build(const QStringList& steps, std::atomic<int>& loaded, std::stop_token stop);
    void install(Built result);
    Cost costAt(std::size_t row, int step) const;
    // m_order for the sort asked for (m_sortColumn, m_sortOrder).
    std::vector<std::size_t> orderedRows() const;

    std::shared_ptr<const ProfileSeries> m_series;
    std::shared_ptr<const ShortNames> m_names;
    bool m_shortNames = true;
    QStringList m_paths;
    std::shared_ptr<const SearchableNames> m_searchable = std::make_shared<const SearchableNames>();
    std::vector<std::uint32_t> m_nameRanks;
    std::vector<std::uint32_t> m_fileRanks;
    std::vector<std::uint32_t> m_objectRanks;
    std::vector<std::size_t> m_largestFirst; // the series' sortedRows(m_event)
    // By row, the Trend column's order (keyorder::keyOf its change), made at its first sort
    // after the series or the event type changed (30 ms on 127,000 rows, a click each).
    mutable std::vector<std::int64_t> m_trendKeys;
    std::vector<std::size_t> m_order; // the rows shown, in order: row r is m_order[r]
    int m_sortColumn = -1;            // below 0: by their largest inclusive cost
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    QString m_eventName;
    int m_event = 0;
    double m_threshold = 2.0;
    int m_building = 0; // steps of the series being built
    std::shared_ptr<std::atomic<int>> m_loaded = std::make_shared<std::atomic<int>>(0);
    LatestJob<QStringList, Built> m_job;
};

} // namespace tally

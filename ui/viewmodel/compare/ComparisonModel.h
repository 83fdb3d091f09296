// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"
#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/compare/ComparedValues.h"
#include "ui/viewmodel/session/SessionChange.h"

#include <QAbstractTableModel>
#include <QColor>

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <stop_token>
#include <tuple>
#include <vector>

namespace tally {

class Session;

// The rows of a ProfileComparison for one event type: function, base, new, delta and delta %,
// absolute or as each side's share of its own total, inclusive or self. Sorts by any column
// itself (the default order is ProfileComparison::sortedRows: the largest change first) and
// filters to the rows that changed by more than N %; added and removed functions are kept by
// any filter and marked in Delta % and by ChangeKindRole; a pair made by hand is in italics. The
// delta columns carry a fill on the diverging scale of deltascale (BackgroundRole) and a text
// colour chosen by contrast. The effect columns split the change of inclusive cost into the calls
// effect and the per-call effect (always inclusive and absolute, whatever the measure and scale
// shown); the larger of the two carries the row's fill (EffectRole names it) and the tooltip says
// it in words. It follows the Session: its comparison, the compared event (when either changes),
// the share scale and the names; the setters are the steps of following, and the Compare view's own
// choices (an event the new side does not name, inclusive or self, the filter).
class ComparisonModel : public QAbstractTableModel
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
        CallsEffect,   // the change of inclusive cost that more or fewer calls explain
        PerCallEffect, // the rest: each call dearer or cheaper (ChangeEffects.h)
        ColumnCount
    };
    using Scale = ComparedValues::Scale;
    using Measure = ComparedValues::Measure;

    explicit ComparisonModel(Session& session, QObject* parent = nullptr);

    void setComparison(std::shared_ptr<const ProfileComparison> comparison);
    const std::shared_ptr<const ProfileComparison>& comparison() const { return m_comparison; }

    // Index into comparison()->events(); out of range falls back to the first.
    void setEvent(int event);
    int eventIndex() const { return m_event; }
    void setScale(Scale scale);
    Scale scale() const { return m_scale; }
    void setMeasure(Measure measure);
    Measure measure() const { return m_measure; }
    // Only rows whose change is more than `percent` (in either direction); 0 shows every row.
    void setMinimumChange(double percent);
    double minimumChange() const { return m_minimumChange; }
    // Names shortened as nameshortener does (View > Shorten Names) or whole; the tooltip always
    // has the whole name.
    void setShortNames(bool shortNames);
    // The background the delta fills start from (the view's palette base).
    void setBackground(const QColor& background);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    // -1 puts back the default order.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // The comparison's row shown at `row`.
    std::size_t comparisonRow(int row) const { return m_visible[std::size_t(row)]; }
    // The shown value of a column (a cost, or a share 0..1 on the share scale) and the change in
    // percent (+inf for an added function, -100 for a removed one).
    double baseValue(int row) const
    {
        return value(comparisonRow(row), ProfileComparison::Side::Base);
    }
    double newValue(int row) const
    {
        return value(comparisonRow(row), ProfileComparison::Side::New);
    }
    double change(int row) const { return changeOf(comparisonRow(row)); }
    // The shown row of the new side's function `function`, or -1 (none, or filtered out).
    int rowOf(FunctionId function) const;
    // Rows in the comparison (shown or filtered out).
    std::size_t totalRows() const { return m_comparison ? m_comparison->rowCount() : 0; }
    // How the rows shown changed: added and removed by their kind, the others by change().
    // Counted once for each event, scale, measure and filter of the comparison.
    using ChangeCounts = ComparedValues::ChangeCounts;
    ChangeCounts changeCounts() const;
    // A worker measures the comparison's other event types (their default order, widest texts
    // and counts under the scale, measure and filter shown, and the rows listed under the sort
    // and filter shown), so that choosing one reads what it made. Tests wait for it.
    bool isPreparingEvents() const { return m_preparingEvents; }

private:
    // What the worker is asked for and gives back: for each of `events`, its default order (kept
    // by the comparison), its counts under `minimumChange`, the rows of its widest texts and the
    // rows listed under `listing`.
    struct EventToPrepare
    {
        int event;
        bool order;  // its default order too (8 bytes a row, kept by the comparison)
        bool widest; // its widest rows too
        bool counts; // its counts too
        bool listed; // its listed rows too (8 bytes a row shown, kept while the listing lasts)
    };
    // The most other event types whose default order, or listed rows, are made ahead.
    static constexpr int kEventsOrderedAhead = 10;
    struct EventsRequest
    {
        std::shared_ptr<const ProfileComparison> comparison;
        Scale scale;
        Measure measure;
        double minimumChange;
        ComparedValues::Listing listing;
        std::vector<EventToPrepare> events;
    };
    struct PreparedEvent
    {
        EventToPrepare what;
        ComparedValues::WidestRows widest;
        ChangeCounts counts;
        std::vector<std::size_t> listed;
    };
    struct EventsResult
    {
        EventsRequest request;
        std::vector<PreparedEvent> prepared;
    };
    static EventsResult prepareEvents(const EventsRequest& request, const std::stop_token& stop);
    void keepPrepared(EventsResult result);
    // Asks the worker for the events not shown yet whose numbers under this scale, measure and
    // filter are not kept.
    void prepareOtherEvents();

    ComparedValues values() const { return {m_comparison.get(), m_event, m_scale, m_measure}; }
    // The sort and filter shown, as ComparedValues::listed() reads them.
    ComparedValues::Listing listing() const;
    Cost cost(std::size_t r, ProfileComparison::Side side) const;
    changeeffects::Side effectSide(std::size_t r, ProfileComparison::Side side) const;
    QString effectsText(std::size_t r) const;
    double value(std::size_t r, ProfileComparison::Side side) const;
    double changeOf(std::size_t r) const;
    QString formatValue(double value) const;
    QString formatDelta(std::size_t r) const;
    // Comparison row `r`'s text in `column` (DisplayRole).
    QString text(std::size_t r, int column) const;
    // The longest texts of a numeric column over every row (WidestTextRole: any of them may be
    // the widest in pixels), made once for the comparison, event, scale and measure.
    QStringList widestTexts(int column) const;
    void rebuild();
    void followSession(SessionChanges changes);

    Session& m_session;
    std::shared_ptr<const ProfileComparison> m_comparison;
    int m_event = 0;
    Scale m_scale = Scale::Absolute;
    Measure m_measure = Measure::Inclusive;
    double m_minimumChange = 0;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
    QColor m_background = Qt::white;
    bool m_shortNames = true;
    std::vector<std::size_t> m_visible;
    // The widest texts by column, for each event, scale and measure shown (choosing an event
    // again reads no row), and the rows they are made from (measured here or by the worker); of
    // the comparison m_widestOf.
    mutable std::map<std::tuple<int, Scale, Measure>, std::vector<QStringList>> m_widest;
    mutable std::map<std::tuple<int, Scale, Measure>, ComparedValues::WidestRows> m_widestRows;
    std::shared_ptr<const ProfileComparison> m_widestOf;
    // changeCounts() of each event, scale, measure and filter asked for or prepared for this
    // comparison (as the widest texts, kept with them): choosing an event again counts no row.
    mutable std::map<std::tuple<int, Scale, Measure, double>, ChangeCounts> m_counts;
    // The rows listed under each event (made here, or by the worker ahead) for the comparison,
    // scale, measure and listing of m_listedFor, forgotten when any of them changes: choosing an
    // event again, or one listed ahead, sorts no row (126,742 rows sorted by Delta and filtered:
    // 16.9-19.2 ms a choice). Not kept for the default order, which the comparison keeps.
    struct ListedFor
    {
        std::shared_ptr<const ProfileComparison> comparison;
        Scale scale = Scale::Absolute;
        Measure measure = Measure::Inclusive;
        ComparedValues::Listing listing;
        bool operator==(const ListedFor&) const = default;
    };
    ListedFor m_listedFor;
    std::map<int, std::vector<std::size_t>> m_listedOf;
    bool m_preparingEvents = false;
    LatestJob<EventsRequest, EventsResult> m_eventsJob;
};

} // namespace tally

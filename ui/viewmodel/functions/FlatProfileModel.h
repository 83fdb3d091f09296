// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/common/SortingTableModel.h"
#include "ui/viewmodel/functions/FlatProfileRows.h"
#include "ui/viewmodel/functions/FunctionGrouping.h"
#include "ui/viewmodel/functions/SearchableNames.h"
#include "ui/viewmodel/session/Session.h"

#include <vector>

namespace tally {

// The flat profile as a table: one row per function with cost in the selected parts, and one per
// recursion cycle when cycle detection is on. Display text is formatted for the Session's event
// types and absolute/percent choice; CostRole carries raw costs.
//
// The model sorts itself (sort()): the sort column's values are computed once per row and the
// rows ordered by them, where a QSortFilterProxyModel would go through QModelIndex and QVariant
// in each of the n log n comparisons (on 127,000 functions, the difference between a few and a
// few hundred milliseconds). Names are made into QStrings when first asked for.
//
// A profile of many functions (kRowsMadeInBackground) has its rows made and ordered on a worker
// after each change of the profile or its costs; until they come, the rows of the costs before
// stay (or none, for a new profile: their function ids would mean other functions). Fewer are
// made at once, so that the rows always match the Session's costs.
class FlatProfileModel : public SortingTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Inclusive,
        Self,
        SecondaryInclusive,
        SecondarySelf,
        Called,
        Function,
        Location,
        ColumnCount
    };

    // Above this many functions a profile's rows are made on a worker: 200,000 took 30-80 ms on
    // the GUI thread, 20,000 take a few.
    static constexpr std::size_t kRowsMadeInBackground = 20000;

    explicit FlatProfileModel(Session& session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Orders the rows by `column`; ties keep the profile's order.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    // Whether the orders of the columns (and the names' ranks), or the names the filter
    // searches, are still being made in the background after new rows (for the benchmark, which
    // clicks once they are made, as a user reading the first screen does).
    bool isPreparingOrders() const { return m_preparingOrders || m_preparingNames; }
    // Whether the rows are those of the Session's snapshot: none are being made in the
    // background, and the Session has no newer costs this model has not heard of yet. A large
    // profile's list is empty until then (what a screenshot waits for; modelReset says when).
    bool isCurrent() const
    {
        return m_rows.snapshot() == m_session.snapshot() && !m_rowsJob.isBusy();
    }

    // Fast accessors for the proxy (no QVariant on 100,000 rows).
    Cost rawValue(int row, int column) const;
    // The full name, with ` <cycle N>` for a cycle member.
    const QString& functionText(int row) const;
    // The same for the row whose stableRow() is `stableRow`.
    const QString& functionTextOfStable(std::uint32_t stableRow) const;
    // The rows' names as the filter searches them, by stableRow(): made in the background
    // after new rows of a large profile, or now when asked for before.
    const SearchableNames& searchableNames();
    // Whether they are made for the rows shown.
    bool hasSearchableNames() const
    {
        return m_searchable.snapshot() == m_rows.snapshot() && m_searchable.size() == m_rows.size();
    }
    // An index of the row that sorting does not change (until the rows are rebuilt).
    std::uint32_t stableRow(int row) const { return m_rows[std::size_t(row)].base; }
    FunctionId functionAt(int row) const;
    int cycleAt(int row) const;
    int rowOfFunction(FunctionId function) const;
    // The row's group key under `kind` (computed once per kind).
    const QString& groupKey(int row, GroupingKind kind) const;

private:
    using Row = FlatProfileRows::Row;
    // What a rebuild makes: the rows in the sort column's order (with the names' ranks when
    // that is the order, and the number columns' ranges) and room for the names made when first
    // asked for.
    struct RowsRequest
    {
        std::shared_ptr<const CostSnapshot> snapshot;
        FlatProfileSort sort;
        std::vector<FlatProfileRows::Column> columns; // the number columns' ranges to measure
        std::uint64_t generation;
        std::uint64_t sortVersion;
    };
    struct RowsResult
    {
        FlatProfileRows rows;
        std::vector<QString> names;
        std::vector<std::uint32_t> nameRanks;
        std::uint64_t generation;
        std::uint64_t sortVersion;
    };
    // What the background makes after new rows, for the clicks to come: the orders of the
    // columns shown (both ways) and the names' ranks and orders, unless already made; then, for
    // another event type chosen (in the Compare view's box or the toolbar's), the sort column's
    // order and the cost columns' ranges under each.
    struct OrdersRequest
    {
        std::shared_ptr<const CostSnapshot> snapshot;
        std::vector<FlatProfileSort> sorts;
        bool nameRanks;
        std::uint64_t generation;
        std::uint64_t orderEpoch;
        std::vector<FlatProfileSort> eventSorts;
        std::vector<FlatProfileRows::Column> ranges;
        EventSet events; // what the ranges are measured with
    };
    struct OrdersResult
    {
        std::uint64_t generation;
        std::uint64_t orderEpoch;
        std::vector<std::uint32_t> nameRanks;
        std::vector<std::pair<FlatProfileSort, std::vector<std::uint32_t>>> orders;
        std::vector<std::pair<FlatProfileRows::Column, FlatProfileRows::Range>> ranges;
    };
    // The most other event types whose order is made ahead (each is 4 bytes a row).
    static constexpr int kEventsOrderedAhead = 10;

    static RowsResult makeRows(const RowsRequest& request);
    static OrdersResult makeOrders(const OrdersRequest& request, const std::stop_token& stop);
    // What the background makes after new rows of a large profile for the filter's first
    // keystroke: the names it searches.
    struct NamesRequest
    {
        std::shared_ptr<const CostSnapshot> snapshot;
        std::uint64_t generation;
    };
    struct NamesResult
    {
        SearchableNames names;
        std::uint64_t generation;
    };

    // Has the orders of the columns (and the names' ranks) made in the background.
    void prepareOrders();
    // Has the names the filter searches made in the background (for a large profile).
    void prepareNames();
    // Forgets the rows' kept orders and any being made (their event types changed).
    void clearOrders();
    void rebuild();
    // Shows `result`'s rows, unless a newer rebuild was asked for.
    void install(RowsResult result);
    // After new event types (`eventTypes`) or a new display of the same numbers.
    void refreshAll(bool eventTypes);
    // Orders m_rows by the sort column (no signals).
    void order();
    static FlatProfileSort::Key keyOf(int column);
    FlatProfileSort currentSort() const;
    // The number columns that show values, for FlatProfileRows::measureRanges().
    std::vector<FlatProfileRows::Column> shownColumns() const;
    const QString& nameOf(const Row& row) const;
    // The Function and Location columns' display text.
    QString displayText(const Row& row, int column) const;
    // The event type a cost column shows; -1 for the others (Called, Function, Location), as
    // their orders and ranges are kept: asked with the primary type, Called's range was measured
    // again at every fit of the columns.
    int eventOfColumn(int column) const;
    // A number column's widest text (WidestTextRole).
    QString widestText(int column) const;

    Session& m_session;
    FlatProfileRows m_rows;
    // The event types m_rows' kept orders and measured columns were made with.
    EventSet m_rowsEvents;
    mutable std::vector<QString> m_names; // by Row::base, made when first asked for
    int m_sortColumn = Inclusive;
    Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
    bool m_ordered = false;                 // m_rows are in the sort column's order
    std::uint64_t m_generation = 0;         // counts rebuilds, to drop results made for older ones
    std::uint64_t m_sortVersion = 0;        // counts changes of what orders the rows
    std::vector<std::uint32_t> m_nameRanks; // by Row::base, once sorted by name
    std::uint64_t m_orderEpoch = 0;         // counts clearOrders(), to drop orders made before
    bool m_preparingOrders = false;
    SearchableNames m_searchable; // for m_rows once made, by Row::base
    bool m_preparingNames = false;
    mutable std::vector<QString> m_groupKeys; // by Row::base
    mutable GroupingKind m_groupKeysKind = GroupingKind::None;
    // Last: destroyed first, so that nothing is delivered to members already gone.
    LatestJob<OrdersRequest, OrdersResult> m_ordersJob;
    LatestJob<NamesRequest, NamesResult> m_namesJob;
    LatestJob<RowsRequest, RowsResult> m_rowsJob;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CostSnapshot.h"
#include "core/model/EventSet.h"
#include "core/model/IdVector.h"
#include "ui/viewmodel/functions/ListedNameRanks.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <span>
#include <utility>
#include <vector>

namespace tally {

// What the flat profile's rows are ordered by, with a copy of the event types that a cost key
// is computed with: all that ordering needs besides the snapshot, so that a worker can order.
struct FlatProfileSort
{
    enum class Key
    {
        Inclusive,
        Self,
        Called,
        Name,
        Location
    };
    Key key = Key::Inclusive;
    int event = -1; // for Inclusive and Self: the event type's index in `events`
    bool descending = true;
    EventSet events;
};

// The flat profile's rows for one snapshot, in one order: one per function with cost in the
// snapshot's parts, and one per recursion cycle. A value any thread can make: for a large profile
// FlatProfileModel has it made and ordered on a worker and takes it over whole, so that the GUI
// thread does not walk 200,000 functions (and fault in their pages) between two frames.
class FlatProfileRows
{
public:
    struct Row
    {
        bool isCycle;
        std::uint32_t index; // the function's id or the cycle's index
        std::uint32_t base;  // the row's place in the profile's order, which sorting keeps
        FunctionId function() const { return FunctionId(index); }
    };

    FlatProfileRows() = default;
    // In the profile's order: the functions present in the snapshot's flat profile, then its
    // cycles.
    explicit FlatProfileRows(std::shared_ptr<const CostSnapshot> snapshot);

    // Null for the rows of no snapshot.
    const std::shared_ptr<const CostSnapshot>& snapshot() const { return m_snapshot; }
    std::size_t size() const { return m_rows.size(); }
    bool empty() const { return m_rows.empty(); }
    const Row& operator[](std::size_t row) const { return m_rows[row]; }
    // The row whose Row::base is `base`, whatever the order.
    const Row& atBase(std::uint32_t base) const { return m_byPlace[base]; }
    // The row showing `function` (of the snapshot's profile), or -1.
    int rowOf(FunctionId function) const;

    // Orders the rows by `sort`; rows with equal keys keep the profile's order. A Name key
    // reads `nameRanks` (by Row::base, as nameRanks() makes them). The order is kept for the
    // next time (the kKeptOrders used last), so that sorting again by a column is a copy.
    void order(const FlatProfileSort& sort, std::span<const std::uint32_t> nameRanks);
    // The rows' places (Row::base) in the order of `sort`, as order() puts them: the same for
    // every FlatProfileRows of one snapshot, so that a worker can make them.
    std::vector<std::uint32_t> placesInOrder(const FlatProfileSort& sort,
                                             std::span<const std::uint32_t> nameRanks) const;
    // Keeps `places` (from placesInOrder() on rows of the same snapshot) for order().
    void keepOrder(const FlatProfileSort& sort, std::vector<std::uint32_t> places);
    bool keepsOrder(const FlatProfileSort& sort) const;
    // Forgets the kept orders (the event types changed).
    void clearOrders() { m_orders.clear(); }
    // Room for every column's order both ways, and the sort column's under ten other event types
    // (FlatProfileModel::kEventsOrderedAhead).
    static constexpr std::size_t kKeptOrders = 24;

    // A row's number for a number key: Inclusive or Self cost of `event`, or Called.
    Cost value(const Row& row, FlatProfileSort::Key key, int event, const EventSet& events) const;

    // The largest and the smallest number of a key over the rows: what the widest text of a
    // number column is made from (never fewer digits than the cost of the whole profile).
    struct Range
    {
        Cost largest = 0;
        Cost smallest = 0;
    };
    // Measures the ranges of the number columns shown, `event` -1 for Called, once, where the
    // rows are made (a worker, for a large profile): on 200,000 rows, measuring the columns when
    // the view asked for them took 50-70 ms of the GUI thread after every new snapshot. Columns
    // measured before are kept (those of another event type chosen before).
    struct Column
    {
        FlatProfileSort::Key key;
        int event;
    };
    void measureRanges(std::span<const Column> columns, const EventSet& events);
    // Whether a column's range is measured; keeps one measured elsewhere (a worker's rows of the
    // same snapshot).
    bool measures(FlatProfileSort::Key key, int event) const;
    void keepRange(const Column& column, Range range);
    // Forgets the measured ranges (the event types changed).
    void clearRanges() { m_ranges.clear(); }
    // The measured range of a column, or one computed now.
    Range range(FlatProfileSort::Key key, int event, const EventSet& events) const;
    // The rank of each row (by Row::base) in the caseless order of nameText(); equal texts share
    // a rank. The slowest order to make (150 ms on 127,000 names of 500 bytes).
    std::vector<std::uint32_t> nameRanks() const;
    // The same for locationText().
    std::vector<std::uint32_t> locationRanks() const;

    // A function's name, with ` <cycle N>` after a cycle member's; `<cycle N>` for a cycle.
    QString nameText(const Row& row) const;
    // The cycle a function row belongs to, or -1.
    int cycleOf(const Row& row) const;
    // File names, not paths (a path cut in its middle says little): `file (object)`; for a cycle,
    // its number of functions.
    QString locationText(const Row& row) const;

private:
    // The rows as listednameranks takes them, by Row::base.
    std::vector<listednameranks::Listed> listed() const;

    struct KeptOrder
    {
        FlatProfileSort::Key key;
        int event;
        bool descending;
        std::vector<std::uint32_t> places;
    };
    const KeptOrder* keptOrder(const FlatProfileSort& sort) const;

    std::shared_ptr<const CostSnapshot> m_snapshot;
    std::vector<Row> m_rows;
    std::vector<Row> m_byPlace;      // the rows by Row::base, which no order changes
    std::vector<KeptOrder> m_orders; // the last used first
    IdVector<FunctionId, int> m_rowOfFunction;
    std::vector<std::pair<Column, Range>> m_ranges; // from measureRanges()
};

} // namespace tally

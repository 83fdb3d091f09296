// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/FlatProfileRows.h"

#include "ui/viewmodel/common/KeyOrder.h"

#include "ui/viewmodel/common/FunctionLocation.h"
#include "ui/viewmodel/functions/ListedNameRanks.h"

#include <QCoreApplication>

#include <algorithm>

namespace tally {

// The texts are translated as the flat profile model's (the context's name is spelled out in
// each call for lupdate).

FlatProfileRows::FlatProfileRows(std::shared_ptr<const CostSnapshot> snapshot)
    : m_snapshot(std::move(snapshot))
{
    if (!m_snapshot || !m_snapshot->profile)
        return;
    const Profile& profile = *m_snapshot->profile;
    const FlatProfile& flat = *m_snapshot->flat;
    m_rows.reserve(profile.functionCount() + flat.cycles().size());
    for (const FunctionId f : profile.functionIds()) {
        if (flat.isPresent(f))
            m_rows.push_back({false, f.index(), std::uint32_t(m_rows.size())});
    }
    for (std::uint32_t c = 0; c < flat.cycles().size(); ++c)
        m_rows.push_back({true, c, std::uint32_t(m_rows.size())});
    m_byPlace = m_rows;
    m_rowOfFunction.assign(profile.functionCount(), -1);
    for (std::size_t row = 0; row < m_rows.size(); ++row) {
        if (!m_rows[row].isCycle)
            m_rowOfFunction[m_rows[row].function()] = int(row);
    }
}

int FlatProfileRows::rowOf(FunctionId function) const
{
    return m_rowOfFunction.contains(function) ? m_rowOfFunction[function] : -1;
}

std::vector<std::uint32_t>
FlatProfileRows::placesInOrder(const FlatProfileSort& sort,
                               std::span<const std::uint32_t> nameRanks) const
{
    // One number per row (the value, or the text's rank among the rows), by the row's place in
    // the profile's order, then a stable order of the places by it.
    using Key = FlatProfileSort::Key;
    std::vector<std::int64_t> keys(m_rows.size());
    if (sort.key == Key::Name || sort.key == Key::Location) {
        const std::vector<std::uint32_t> locations =
            sort.key == Key::Location ? locationRanks() : std::vector<std::uint32_t>();
        const std::span<const std::uint32_t> ranks = sort.key == Key::Name ? nameRanks : locations;
        if (ranks.size() == keys.size())
            std::copy(ranks.begin(), ranks.end(), keys.begin());
    } else {
        for (const Row& row : m_rows)
            keys[row.base] = value(row, sort.key, sort.event, sort.events);
    }
    return keyorder::ordered(keys, sort.descending);
}

const FlatProfileRows::KeptOrder* FlatProfileRows::keptOrder(const FlatProfileSort& sort) const
{
    const auto found = std::find_if(m_orders.begin(), m_orders.end(), [&](const KeptOrder& kept) {
        return kept.key == sort.key && kept.descending == sort.descending &&
               (kept.event == sort.event || (sort.key != FlatProfileSort::Key::Inclusive &&
                                             sort.key != FlatProfileSort::Key::Self));
    });
    return found == m_orders.end() ? nullptr : &*found;
}

bool FlatProfileRows::keepsOrder(const FlatProfileSort& sort) const
{
    return keptOrder(sort) != nullptr;
}

void FlatProfileRows::keepOrder(const FlatProfileSort& sort, std::vector<std::uint32_t> places)
{
    if (places.size() != m_rows.size() || keepsOrder(sort))
        return;
    if (m_orders.size() >= kKeptOrders)
        m_orders.pop_back();
    m_orders.insert(m_orders.begin(), {sort.key, sort.event, sort.descending, std::move(places)});
}

void FlatProfileRows::order(const FlatProfileSort& sort, std::span<const std::uint32_t> nameRanks)
{
    const KeptOrder* kept = keptOrder(sort);
    if (kept) {
        // Used last: the order shown stays kept while others are made (for the columns, and
        // for each event type chosen). The orders move, not their places.
        const auto at = m_orders.begin() + (kept - m_orders.data());
        std::rotate(m_orders.begin(), at, at + 1);
        kept = &m_orders.front();
    } else {
        if (sort.key == FlatProfileSort::Key::Name && nameRanks.size() != m_rows.size()) {
            // Names without their ranks are not ordered (the profile's order): nothing to keep.
            m_rows = m_byPlace;
        } else {
            keepOrder(sort, placesInOrder(sort, nameRanks));
            kept = &m_orders.front();
        }
    }
    if (kept) {
        const std::vector<std::uint32_t>& places = kept->places;
        for (std::size_t row = 0; row < m_rows.size(); ++row)
            m_rows[row] = m_byPlace[places[row]];
    }
    for (std::size_t row = 0; row < m_rows.size(); ++row) {
        if (!m_rows[row].isCycle)
            m_rowOfFunction[m_rows[row].function()] = int(row);
    }
}

Cost FlatProfileRows::value(const Row& row, FlatProfileSort::Key key, int event,
                            const EventSet& events) const
{
    const FlatProfile& flat = *m_snapshot->flat;
    if (key == FlatProfileSort::Key::Called)
        return Cost(row.isCycle ? flat.cycles()[row.index].called : flat.called(row.function()));
    if (key != FlatProfileSort::Key::Inclusive && key != FlatProfileSort::Key::Self)
        return 0;
    const bool inclusive = key == FlatProfileSort::Key::Inclusive;
    const std::span<const Cost> costs =
        row.isCycle ? (inclusive ? flat.cycleInclusive(row.index) : flat.cycleSelf(row.index))
                    : (inclusive ? flat.inclusive(row.function()) : flat.self(row.function()));
    return events.valueOrZero(costs, event);
}

void FlatProfileRows::measureRanges(std::span<const Column> columns, const EventSet& events)
{
    for (const Column& column : columns) {
        if (!measures(column.key, column.event))
            m_ranges.emplace_back(column, range(column.key, column.event, events));
    }
}

bool FlatProfileRows::measures(FlatProfileSort::Key key, int event) const
{
    return std::any_of(m_ranges.begin(), m_ranges.end(), [&](const auto& kept) {
        return kept.first.key == key && kept.first.event == event;
    });
}

void FlatProfileRows::keepRange(const Column& column, Range range)
{
    if (!measures(column.key, column.event))
        m_ranges.emplace_back(column, range);
}

FlatProfileRows::Range FlatProfileRows::range(FlatProfileSort::Key key, int event,
                                              const EventSet& events) const
{
    for (const auto& [column, measured] : m_ranges) {
        if (column.key == key && column.event == event)
            return measured;
    }
    Range range;
    for (const Row& row : m_rows) {
        const Cost number = value(row, key, event, events);
        range.largest = std::max(range.largest, number);
        range.smallest = std::min(range.smallest, number);
    }
    return range;
}

std::vector<listednameranks::Listed> FlatProfileRows::listed() const
{
    std::vector<listednameranks::Listed> items(m_rows.size());
    for (const Row& row : m_rows)
        items[row.base] = row.isCycle ? listednameranks::Listed{FunctionId(), int(row.index)}
                                      : listednameranks::Listed{row.function()};
    return items;
}

std::vector<std::uint32_t> FlatProfileRows::nameRanks() const
{
    // A cycle and its members by their whole text (` <cycle N>` included).
    return listednameranks::nameRanks(*m_snapshot, listed());
}

std::vector<std::uint32_t> FlatProfileRows::locationRanks() const
{
    // A cycle's: the count of its members.
    return listednameranks::locationRanks(*m_snapshot, listed(), [this](int cycle) {
        return locationText(Row{true, std::uint32_t(cycle), 0});
    });
}

int FlatProfileRows::cycleOf(const Row& row) const
{
    return row.isCycle ? -1 : m_snapshot->flat->cycleOf(row.function());
}

QString FlatProfileRows::nameText(const Row& row) const
{
    const FlatProfile& flat = *m_snapshot->flat;
    if (row.isCycle)
        return QCoreApplication::translate("tally::FlatProfileModel", "<cycle %1>")
            .arg(flat.cycles()[row.index].number);
    QString name = m_snapshot->profile->functionName(row.function());
    if (const int cycle = cycleOf(row); cycle >= 0)
        name += QCoreApplication::translate("tally::FlatProfileModel", " <cycle %1>")
                    .arg(flat.cycles()[std::size_t(cycle)].number);
    return name;
}

QString FlatProfileRows::locationText(const Row& row) const
{
    if (row.isCycle) {
        // Counted first: lupdate (Qt 6.4) never finished on this call with the count inside it.
        const int members = int(m_snapshot->flat->cycles()[row.index].members.size());
        return QCoreApplication::translate("tally::FlatProfileModel", "%n function(s)", nullptr,
                                           members);
    }
    return functionlocation::text(*m_snapshot->profile, row.function());
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/RelationComparison.h"

#include <algorithm>
#include <cstdint>
#include <unordered_map>

namespace tally::relationcomparison {

namespace {

using Kind = ProfileComparison::Kind;

constexpr std::array<Side, 2> kSides{Side::Base, Side::New};

// Collects the entries of both sides, one per comparison row. Indexed by a map of the rows met,
// not a slot per comparison row: a function's relations are few, and a slot array cleared for
// each function made a walk over every row's relations quadratic (100,000 rows: 40 GB cleared).
class Joiner
{
public:
    Entry& at(std::size_t row)
    {
        const auto [slot, added] = m_slot.try_emplace(row, std::uint32_t(m_entries.size()));
        if (added) {
            m_entries.push_back({});
            m_entries.back().row = row;
        }
        return m_entries[slot->second];
    }

    std::vector<Entry> take()
    {
        auto magnitude = [](Cost c) {
            return c < 0 ? std::uint64_t(0) - std::uint64_t(c) : std::uint64_t(c);
        };
        std::sort(m_entries.begin(), m_entries.end(), [&](const Entry& a, const Entry& b) {
            const auto da = magnitude(a.delta());
            const auto db = magnitude(b.delta());
            if (da != db)
                return da > db;
            const Cost ma = std::max(a.cost[0], a.cost[1]);
            const Cost mb = std::max(b.cost[0], b.cost[1]);
            if (ma != mb)
                return ma > mb;
            return a.row < b.row;
        });
        return std::move(m_entries);
    }

private:
    std::unordered_map<std::size_t, std::uint32_t> m_slot;
    std::vector<Entry> m_entries;
};

// Per side: the comparison row of each of that side's cycles.
std::vector<std::ptrdiff_t> cycleRows(const ProfileComparison& comparison, Side side)
{
    std::vector<std::ptrdiff_t> rows(comparison.snapshot(side).flat->cycles().size(), -1);
    for (std::size_t r = 0; r < comparison.rowCount(); ++r) {
        const auto& row = comparison.row(r);
        if (row.kind != Kind::Cycle)
            continue;
        const int c = side == Side::Base ? row.baseCycle : row.newCycle;
        if (c >= 0 && std::size_t(c) < rows.size())
            rows[std::size_t(c)] = std::ptrdiff_t(r);
    }
    return rows;
}

// The side's own event types with the comparison's derived ones over them, so that a walk on
// one side evaluates `event` as the comparison does.
EventSet sideEvents(const ProfileComparison& comparison, Side side, int event, int* index)
{
    const EventSet& common = comparison.events();
    const EventSet& own = comparison.profile(side).events();
    EventSet events;
    for (int e = 0; e < own.realCount(); ++e)
        events.addReal(own.type(e).name);
    const EventType& type = common.type(event);
    if (event < common.realCount()) {
        *index = comparison.eventIndex(side, event);
        return events;
    }
    std::vector<FormulaTerm> terms;
    for (int e = 0; e < common.realCount(); ++e) {
        if (type.weights[std::size_t(e)] != 0)
            terms.push_back({type.weights[std::size_t(e)], common.type(e).name});
    }
    events.addDerived(type.name, std::move(terms), type.longName, nullptr);
    events.resolve();
    *index = events.indexOf(type.name);
    return events;
}

} // namespace

std::vector<Entry> direct(const ProfileComparison& comparison, std::size_t row,
                          CoverageDirection direction, int event)
{
    Joiner joiner;
    if (row >= comparison.rowCount() || comparison.width() == 0)
        return {};
    const auto& compared = comparison.row(row);
    std::vector<Cost> projected(std::size_t(comparison.width()));
    for (const Side side : kSides) {
        const FunctionId f = side == Side::Base ? compared.base : compared.current;
        const CostSnapshot& snapshot = comparison.snapshot(side);
        if (compared.kind == Kind::Cycle || !f.isValid() || !snapshot.relations->contains(f))
            continue;
        // Costs and counts alone: the sites are the callers' detail rows.
        const auto relations = direction == CoverageDirection::Callers
                                   ? snapshot.relations->callers(f, CallRelations::Sites::Left)
                                   : snapshot.relations->callees(f, CallRelations::Sites::Left);
        const std::size_t s = std::size_t(side);
        for (const CallRelation& relation : relations) {
            const std::ptrdiff_t other = comparison.rowOf(side, relation.other);
            if (other < 0)
                continue; // a function without cost: the flat comparison has no row for it
            for (int e = 0; e < comparison.width(); ++e)
                projected[std::size_t(e)] =
                    relation.inclusive[std::size_t(comparison.eventIndex(side, e))];
            Entry& entry = joiner.at(std::size_t(other));
            entry.present[s] = true;
            entry.calls[s] += relation.count; // one relation per other function and side
            entry.cost[s] = costmath::add(entry.cost[s], comparison.value(projected, event));
        }
    }
    return joiner.take();
}

std::vector<Entry> coverage(const ProfileComparison& comparison, std::size_t row,
                            CoverageDirection direction, int event, std::stop_token stop,
                            bool* complete)
{
    if (complete)
        *complete = true;
    if (row >= comparison.rowCount() || comparison.width() == 0)
        return {};
    Joiner joiner;
    const auto& compared = comparison.row(row);
    const auto canceled = [&stop] { return stop.stop_requested(); };
    for (const Side side : kSides) {
        if (!compared.has(side))
            continue;
        const CoverageItem start =
            compared.kind == Kind::Cycle
                ? CoverageItem::ofCycle(side == Side::Base ? compared.baseCycle : compared.newCycle)
                : CoverageItem::ofFunction(side == Side::Base ? compared.base : compared.current);
        int index = 0;
        const EventSet events = sideEvents(comparison, side, event, &index);
        if (index < 0)
            continue;
        const CostSnapshot& snapshot = comparison.snapshot(side);
        const int requested[] = {index};
        const CoverageResult result = coverage::compute(*snapshot.relations, *snapshot.flat, events,
                                                        start, direction, requested, {}, canceled);
        if (stop.stop_requested())
            return {};
        if (complete && !result.complete)
            *complete = false;
        const auto cycles = cycleRows(comparison, side);
        const std::size_t s = std::size_t(side);
        for (const CoverageEntry& found : result.entries) {
            const std::ptrdiff_t other = found.item.isCycle()
                                             ? (std::size_t(found.item.cycle) < cycles.size()
                                                    ? cycles[std::size_t(found.item.cycle)]
                                                    : -1)
                                             : comparison.rowOf(side, found.item.function);
            if (other < 0 || std::size_t(other) == row)
                continue;
            Entry& entry = joiner.at(std::size_t(other));
            entry.present[s] = true;
            entry.calls[s] = found.calls;
            entry.cost[s] = found.inclusive.empty() ? 0 : found.inclusive.front();
        }
    }
    return joiner.take();
}

} // namespace tally::relationcomparison

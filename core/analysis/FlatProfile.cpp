// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/FlatProfile.h"

#include "core/analysis/CycleDetector.h"
#include "core/analysis/CycleNumbers.h"
#include "core/model/CostArithmetic.h"
#include "core/model/ResidentPages.h"
#include "core/model/SideTask.h"

#include <algorithm>
#include <memory>
#include <numeric>

namespace tally {

namespace {

// The costs of one row added to `target`; kWidth: the number of events when fixed, else 0.
template <int kWidth>
void addCosts(Cost* target, std::span<const Cost> costs)
{
    if constexpr (kWidth > 0) {
        for (std::size_t e = 0; e < std::size_t(kWidth); ++e)
            costmath::addTo(target[e], costs.data()[e]);
    } else {
        costmath::addRow(target, costs);
    }
}

// Rows with their costs, read side by side from their tables (one row's costs `stride` values
// after the one before's): no RowRange entry made for each.
template <int kWidth, typename Range, typename Visit>
void forEachCostRow(const Range& range, Visit&& visit)
{
    if (range.empty())
        return;
    const Cost* costs = range.costs(0).data();
    const std::size_t stride = kWidth > 0 ? std::size_t(kWidth) : range.costs(0).size();
    for (const auto& row : range.rows()) {
        visit(row, std::span<const Cost>(costs, stride));
        costs += stride;
    }
}

// The profile's only part: its self costs are the functions' (`self`) and its calls' costs add
// up in `inclusive` itself, from 0: the calls into a function called here, the calls out of one
// that is not (a second pass over the calls), its self cost added last. The same sums in the
// same order as FlatProfile::computePartInclusiveOf() makes for each part, without the scratch
// of three costs a function zeroed for them (3 M instructions on 127,000 functions). Beside
// it, not in it: that moved the code of the many parts' loops (+72,000 on first4m's 21 parts).
template <int kWidth>
[[gnu::noinline]] void addSolePart(const Profile& profile, PartId part, std::size_t width,
                                   Cost* self, Cost* inclusive, Cost* totals, Count* called,
                                   IdVector<FunctionId, bool>& present)
{
    const std::size_t functions = profile.functionCount();
    // Each function's state here: present (has cost lines or calls), called (by another).
    // `present`, a vector<bool>, is written once a function at the end.
    constexpr char kPresent = 1;
    constexpr char kCalled = 2;
    std::vector<char> states(functions, 0);
    char* const state = states.data();
    forEachCostRow<kWidth>(profile.partFunctions(part),
                           [&](const PartFunctionRow& row, std::span<const Cost> costs) {
                               state[row.function.index()] |= kPresent;
                               addCosts<kWidth>(self + row.function.index() * width, costs);
                               addCosts<kWidth>(totals, costs);
                           });
    const auto calls = profile.partCalls(part);
    forEachCostRow<kWidth>(calls, [&](const PartCallRow& call, std::span<const Cost> costs) {
        state[call.caller.index()] |= kPresent;
        costmath::addCountTo(called[call.callee.index()], call.count);
        if (call.caller == call.callee)
            return; // recursion into itself adds nothing to inclusive cost
        addCosts<kWidth>(inclusive + call.callee.index() * width, costs);
        state[call.callee.index()] |= kCalled;
    });
    forEachCostRow<kWidth>(calls, [&](const PartCallRow& call, std::span<const Cost> costs) {
        if (call.caller != call.callee && (state[call.caller.index()] & kCalled) == 0)
            addCosts<kWidth>(inclusive + call.caller.index() * width, costs);
    });
    for (std::size_t f = 0; f < functions; ++f) {
        // A callee of a call to itself alone is present as its caller.
        if (state[f] == 0)
            continue;
        present[FunctionId(std::uint32_t(f))] = true;
        if ((state[f] & kCalled) != 0)
            continue;
        for (std::size_t e = 0; e < width; ++e)
            inclusive[f * width + e] = costmath::add(self[f * width + e], inclusive[f * width + e]);
    }
}

} // namespace

FlatProfile::FlatProfile(const Profile& profile, const Options& options)
    : m_width(profile.events().realCount())
{
    const std::size_t functions = profile.functionCount();
    m_self.assign(functions * m_width, 0);
    m_inclusive.assign(functions * m_width, 0);
    m_called.assign(functions, 0);
    m_present.assign(functions, false);
    m_totals.assign(m_width, 0);

    // With cycle detection, detectCycles() computes the parts' costs itself, beside the call
    // graph's cycles.
    if (options.detectCycles) {
        detectCycles(profile, options);
        return;
    }
    for (const PartId part : profile.partIds()) {
        if (options.parts.contains(part))
            computePartInclusive(profile, part);
    }
}

void FlatProfile::computePartInclusive(const Profile& profile, PartId part)
{
    // One event (most profiles): loops of one, known so, cost as much as their rows' work.
    const auto functionRows = profile.partFunctions(part);
    const auto callRows = profile.partCalls(part);
    const auto widthOne = [](const auto& rows) {
        return rows.empty() || rows.costs(0).size() == 1;
    };
    const bool one = m_width == 1 && widthOne(functionRows) && widthOne(callRows);
    if (profile.partCount() == 1) {
        const auto add = one ? addSolePart<1> : addSolePart<0>;
        add(profile, part, std::size_t(m_width), m_self.data(), m_inclusive.data(), m_totals.data(),
            m_called.values().data(), m_present);
    } else if (one) {
        computePartInclusiveOf<1>(profile, part);
    } else {
        computePartInclusiveOf<0>(profile, part);
    }
}

template <int kWidth>
void FlatProfile::computePartInclusiveOf(const Profile& profile, PartId part)
{
    // kWidth: the number of events when fixed, else 0 (then m_width).
    const std::size_t width = kWidth > 0 ? std::size_t(kWidth) : std::size_t(m_width);
    const auto addRow = [](Cost* target, std::span<const Cost> costs) {
        if constexpr (kWidth > 0) {
            for (std::size_t e = 0; e < std::size_t(kWidth); ++e)
                costmath::addTo(target[e], costs.data()[e]);
        } else {
            costmath::addRow(target, costs);
        }
    };
    // Scratch per function touched in this part; only touched entries are visited and reset, so
    // a 200-part profile costs the sum of its parts' rows, not parts x functions.
    thread_local std::vector<Cost> partSelf, incoming, outgoing;
    thread_local std::vector<char> touched, calledHere;
    thread_local std::vector<FunctionId> touchedList;
    const std::size_t functions = profile.functionCount();
    partSelf.resize(functions * width);
    incoming.resize(functions * width);
    outgoing.resize(functions * width);
    touched.resize(functions);
    calledHere.resize(functions);
    touchedList.clear();
    // Through plain pointers: a store to a char may change any vector's own pointers, which
    // were read again after each (and thread_local ones found again).
    Cost* const partSelfAt = partSelf.data();
    Cost* const incomingAt = incoming.data();
    Cost* const outgoingAt = outgoing.data();
    char* const touchedAt = touched.data();
    char* const calledHereAt = calledHere.data();
    Cost* const selfAt = m_self.data();
    Cost* const inclusiveAt = m_inclusive.data();
    Cost* const totals = m_totals.data();
    Count* const calledAt = m_called.values().data();
    std::vector<FunctionId>& touchedFunctions = touchedList;
    const auto touch = [&](FunctionId f) {
        if (!touchedAt[f.index()]) {
            touchedAt[f.index()] = 1;
            touchedFunctions.push_back(f);
        }
    };

    forEachCostRow<kWidth>(profile.partFunctions(part),
                           [&](const PartFunctionRow& row, std::span<const Cost> costs) {
                               const FunctionId f = row.function;
                               touch(f);
                               addRow(partSelfAt + f.index() * width, costs);
                               addRow(selfAt + f.index() * width, costs);
                               addRow(totals, costs);
                           });
    forEachCostRow<kWidth>(profile.partCalls(part),
                           [&](const PartCallRow& call, std::span<const Cost> costs) {
                               touch(call.caller);
                               touch(call.callee);
                               costmath::addCountTo(calledAt[call.callee.index()], call.count);
                               if (call.caller == call.callee)
                                   return; // recursion into itself adds nothing to inclusive cost
                               addRow(incomingAt + call.callee.index() * width, costs);
                               addRow(outgoingAt + call.caller.index() * width, costs);
                               calledHereAt[call.callee.index()] = 1;
                           });
    for (const FunctionId f : touchedFunctions) {
        m_present[f] = true;
        Cost* inclusive = inclusiveAt + f.index() * width;
        Cost* self = partSelfAt + f.index() * width;
        Cost* in = incomingAt + f.index() * width;
        Cost* out = outgoingAt + f.index() * width;
        for (std::size_t e = 0; e < width; ++e) {
            costmath::addTo(inclusive[e],
                            calledHereAt[f.index()] ? in[e] : costmath::add(self[e], out[e]));
            self[e] = in[e] = out[e] = 0;
        }
        touchedAt[f.index()] = calledHereAt[f.index()] = 0;
    }
}

void FlatProfile::detectCycles(const Profile& profile, const Options& options)
{
    const std::size_t functions = profile.functionCount();
    // The parts' costs, which the cycles' costs below start from. The call graph and its cycles
    // need only the profile: on a thread of their own when there are many rows (cut300's 106
    // parts: 51 and 55 million instructions, the load's serial end), else on this one.
    const auto computeParts = [&] {
        for (const PartId part : profile.partIds()) {
            if (options.parts.contains(part))
                computePartInclusive(profile, part);
        }
    };
    std::size_t selectedRows = 0;
    for (const PartId part : profile.partIds()) {
        if (options.parts.contains(part))
            selectedRows += profile.partFunctions(part).size() + profile.partCalls(part).size();
    }
    constexpr std::size_t kRowsWorthAThread = 500000;
    SideTask parts(computeParts, selectedRows >= kRowsWorthAThread);
    // Call graph over the selected parts, without self-edges, in CSR form: each caller's
    // distinct callees in the order of their first call. Built by counting (two passes over the
    // calls) rather than by sorting every (caller, callee) pair: that sort was 5% of a report run
    // on a profile of 127,000 functions.
    auto forEachEdge = [&](auto&& visit) {
        for (const PartId part : profile.partIds()) {
            if (!options.parts.contains(part))
                continue;
            for (const PartCallRow& call : profile.partCalls(part).rows()) {
                if (call.caller != call.callee)
                    visit(call.caller.index(), call.callee.index());
            }
        }
    };
    // Each caller's callees in the order of their calls. Counted at from + 2, so that each
    // caller's start, at from + 1 after the sums, is its cursor and then its end: the next
    // caller's start (no copy of the starts for cursors).
    std::vector<std::uint32_t> offsets(functions + 2, 0);
    std::uint32_t* const counts = offsets.data() + 2;
    forEachEdge([&](std::uint32_t from, std::uint32_t) { ++counts[from]; });
    std::partial_sum(offsets.begin(), offsets.end(), offsets.begin());
    // Not zeroed: every entry is written next.
    const auto callees = std::make_unique_for_overwrite<std::uint32_t[]>(offsets.back());
    // Written whole, in no order: resident in one call, not a page fault each (cut300: 517).
    residentpages::prefault(callees.get(), offsets.back() * sizeof(std::uint32_t));
    std::uint32_t* const cursors = offsets.data() + 1;
    forEachEdge([&](std::uint32_t from, std::uint32_t to) { callees[cursors[from]++] = to; });
    offsets.pop_back();
    // With several parts, each caller's distinct callees, packed to the front, in the order
    // first seen: the walks below go by it (the components found do not depend on it, their
    // numbers do: KCachegrind walks a function's calls in the order it read them, see
    // cyclenumbers), and the same call in another part would only be walked again (what it
    // would take from its callee, the walk took at the first: first4m's 21 parts, 5.8 M
    // instructions). A callee's stamp, the caller (+ 1) that kept it last, tells one seen again
    // without a sort of every caller's calls. One part has each call once (and a call seen again
    // would change nothing): no pass (3.2 M instructions on 127,000 functions).
    std::size_t selectedParts = 0;
    for (const PartId part : profile.partIds())
        selectedParts += options.parts.contains(part) ? 1 : 0;
    if (selectedParts > 1) {
        std::vector<std::uint32_t> keptBy(functions, 0);
        std::uint32_t kept = 0;
        for (std::size_t f = 0; f < functions; ++f) {
            const std::uint32_t begin = offsets[f];
            const std::uint32_t end = offsets[f + 1];
            offsets[f] = kept;
            const auto stamp = std::uint32_t(f + 1);
            for (std::uint32_t e = begin; e < end; ++e) {
                const std::uint32_t to = callees[e];
                if (keptBy[to] != stamp) {
                    keptBy[to] = stamp;
                    callees[kept++] = to;
                }
            }
        }
        offsets[functions] = kept;
    }
    const std::span<const std::uint32_t> targets(callees.get(), offsets.back());

    const cycledetector::Cycles found = cycledetector::find(offsets, targets);
    const std::uint32_t cycleCount = found.count;
    const std::vector<std::uint32_t>& component = found.component;
    // KCachegrind's numbers too, beside the parts' costs: they need only the graph.
    const std::vector<int> numbers = cyclenumbers::asKCachegrind(
        profile, offsets, targets, component, found.reaching, cycleCount);
    parts.join();
    if (cycleCount == 0)
        return;

    // Each cycle's members by id: from the walk's lists, sorted, when they are few beside the
    // functions (names.callgrind: 329 of 127,000), else by a pass over every function.
    std::vector<CycleInfo> cycles(cycleCount);
    std::size_t memberCount = 0;
    for (const auto& members : found.members)
        memberCount += members.size();
    if (memberCount * 16 < functions) {
        for (std::uint32_t c = 0; c < cycleCount; ++c) {
            std::vector<FunctionId>& members = cycles[c].members;
            for (const std::uint32_t f : found.members[c])
                members.emplace_back(f);
            std::ranges::sort(members);
        }
    } else {
        for (const FunctionId f : profile.functionIds()) {
            if (component[f.index()] != kInvalidId)
                cycles[component[f.index()]].members.push_back(f);
        }
    }
    std::vector<Cost> cycleSelf(cycleCount * m_width, 0);
    std::vector<Cost> cycleInclusive(cycleCount * m_width, 0);
    // Members' inclusive cost: self plus calls leaving the cycle.
    for (const auto& cycle : cycles) {
        for (const FunctionId f : cycle.members)
            std::copy_n(m_self.begin() + f.index() * m_width, m_width,
                        m_inclusive.begin() + f.index() * m_width);
    }
    for (const PartId part : profile.partIds()) {
        if (!options.parts.contains(part))
            continue;
        // The rows alone: a row's costs are found only for the few calls leaving a cycle.
        const auto calls = profile.partCalls(part);
        const std::span<const PartCallRow> rows = calls.rows();
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const PartCallRow& call = rows[i];
            const auto from = component[call.caller.index()];
            const auto to = component[call.callee.index()];
            if (from == to)
                continue;
            if (from != kInvalidId)
                costmath::addRow(m_inclusive.data() + call.caller.index() * m_width,
                                 calls.costs(i));
            if (to != kInvalidId)
                costmath::addCountTo(cycles[to].called, call.count);
        }
    }
    for (std::uint32_t c = 0; c < cycleCount; ++c) {
        for (const FunctionId f : cycles[c].members) {
            costmath::addRow(cycleSelf.data() + c * m_width, self(f));
            costmath::addRow(cycleInclusive.data() + c * m_width, inclusive(f));
        }
    }

    // Numbered as KCachegrind numbers them; kept in the order of inclusive cost of the first
    // event, descending.
    std::vector<std::uint32_t> order(cycleCount);
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        const Cost ia = m_width ? cycleInclusive[a * m_width] : 0;
        const Cost ib = m_width ? cycleInclusive[b * m_width] : 0;
        return ia != ib ? ia > ib : cycles[a].members.front() < cycles[b].members.front();
    });
    m_cycleOf.assign(functions, -1);
    m_cycles.resize(cycleCount);
    m_cycleSelf.resize(cycleCount * m_width);
    m_cycleInclusive.resize(cycleCount * m_width);
    for (std::uint32_t rank = 0; rank < cycleCount; ++rank) {
        const std::uint32_t c = order[rank];
        m_cycles[rank] = std::move(cycles[c]);
        m_cycles[rank].number = numbers[c];
        std::copy_n(cycleSelf.begin() + c * m_width, m_width, m_cycleSelf.begin() + rank * m_width);
        std::copy_n(cycleInclusive.begin() + c * m_width, m_width,
                    m_cycleInclusive.begin() + rank * m_width);
        for (const FunctionId f : m_cycles[rank].members)
            m_cycleOf[f] = int(rank);
    }
}

} // namespace tally

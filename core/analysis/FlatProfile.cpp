// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/FlatProfile.h"

#include "core/analysis/CycleDetector.h"
#include "core/model/CostArithmetic.h"

#include <algorithm>
#include <numeric>

namespace tally {

FlatProfile::FlatProfile(const Profile& profile, const Options& options)
    : m_width(profile.events().realCount())
{
    const std::size_t functions = profile.functionCount();
    m_self.assign(functions * m_width, 0);
    m_inclusive.assign(functions * m_width, 0);
    m_called.assign(functions, 0);
    m_present.assign(functions, false);
    m_totals.assign(m_width, 0);

    for (const PartId part : profile.partIds()) {
        if (options.parts.contains(part))
            computePartInclusive(profile, part);
    }
    if (options.detectCycles)
        detectCycles(profile, options);
}

void FlatProfile::computePartInclusive(const Profile& profile, PartId part)
{
    // Scratch per function touched in this part; only touched entries are visited and reset, so
    // a 200-part profile costs the sum of its parts' rows, not parts x functions.
    thread_local std::vector<Cost> partSelf, incoming, outgoing;
    thread_local std::vector<char> touched, calledHere;
    thread_local std::vector<FunctionId> touchedList;
    const std::size_t functions = profile.functionCount();
    partSelf.resize(functions * m_width);
    incoming.resize(functions * m_width);
    outgoing.resize(functions * m_width);
    touched.resize(functions);
    calledHere.resize(functions);
    touchedList.clear();
    auto touch = [&](FunctionId f) {
        if (!touched[f.index()]) {
            touched[f.index()] = 1;
            touchedList.push_back(f);
        }
    };

    for (const auto& [row, costs] : profile.partFunctions(part)) {
        const FunctionId f = row.function;
        touch(f);
        costmath::addRow(partSelf.data() + f.index() * m_width, costs);
        costmath::addRow(m_self.data() + f.index() * m_width, costs);
        costmath::addRow(m_totals.data(), costs);
    }
    for (const auto& [call, costs] : profile.partCalls(part)) {
        touch(call.caller);
        touch(call.callee);
        costmath::addCountTo(m_called[call.callee], call.count);
        if (call.caller == call.callee)
            continue; // recursion into itself adds nothing to inclusive cost
        costmath::addRow(incoming.data() + call.callee.index() * m_width, costs);
        costmath::addRow(outgoing.data() + call.caller.index() * m_width, costs);
        calledHere[call.callee.index()] = 1;
    }
    for (const FunctionId f : touchedList) {
        m_present[f] = true;
        Cost* inclusive = m_inclusive.data() + f.index() * m_width;
        Cost* self = partSelf.data() + f.index() * m_width;
        Cost* in = incoming.data() + f.index() * m_width;
        Cost* out = outgoing.data() + f.index() * m_width;
        for (int e = 0; e < m_width; ++e) {
            costmath::addTo(inclusive[e],
                            calledHere[f.index()] ? in[e] : costmath::add(self[e], out[e]));
            self[e] = in[e] = out[e] = 0;
        }
        touched[f.index()] = calledHere[f.index()] = 0;
    }
}

void FlatProfile::detectCycles(const Profile& profile, const Options& options)
{
    const std::size_t functions = profile.functionCount();
    // Call graph over the selected parts, without self-edges, in CSR form: each caller's
    // distinct callees in ascending order. Built by counting (two passes over the calls) rather
    // than by sorting every (caller, callee) pair: that sort was 5% of a report run on a
    // profile of 127,000 functions.
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
    std::vector<std::uint32_t> offsets(functions + 1, 0);
    forEachEdge([&](std::uint32_t from, std::uint32_t) { ++offsets[from + 1]; });
    std::partial_sum(offsets.begin(), offsets.end(), offsets.begin());
    std::vector<std::uint32_t> targets(offsets.back());
    {
        std::vector<std::uint32_t> next(offsets.begin(), offsets.end() - 1);
        forEachEdge([&](std::uint32_t from, std::uint32_t to) { targets[next[from]++] = to; });
    }
    // Each caller's callees sorted and made distinct, packed to the front.
    std::uint32_t kept = 0;
    for (std::size_t f = 0; f < functions; ++f) {
        const auto begin = targets.begin() + offsets[f];
        const auto end = targets.begin() + offsets[f + 1];
        std::sort(begin, end);
        const auto last = std::unique(begin, end);
        offsets[f] = kept;
        kept = std::uint32_t(std::copy(begin, last, targets.begin() + kept) - targets.begin());
    }
    offsets[functions] = kept;
    targets.resize(kept);

    std::uint32_t cycleCount = 0;
    const auto component = cycledetector::findCycles(offsets, targets, &cycleCount);
    if (cycleCount == 0)
        return;

    std::vector<CycleInfo> cycles(cycleCount);
    for (const FunctionId f : profile.functionIds()) {
        if (component[f.index()] != kInvalidId)
            cycles[component[f.index()]].members.push_back(f);
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
        for (const auto& [call, costs] : profile.partCalls(part)) {
            const auto from = component[call.caller.index()];
            const auto to = component[call.callee.index()];
            if (from != kInvalidId && from != to)
                costmath::addRow(m_inclusive.data() + call.caller.index() * m_width, costs);
            if (to != kInvalidId && from != to)
                costmath::addCountTo(cycles[to].called, call.count);
        }
    }
    for (std::uint32_t c = 0; c < cycleCount; ++c) {
        for (const FunctionId f : cycles[c].members) {
            costmath::addRow(cycleSelf.data() + c * m_width, self(f));
            costmath::addRow(cycleInclusive.data() + c * m_width, inclusive(f));
        }
    }

    // Number cycles by inclusive cost of the first event, descending, for stable output.
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
        m_cycles[rank].number = int(rank) + 1;
        std::copy_n(cycleSelf.begin() + c * m_width, m_width, m_cycleSelf.begin() + rank * m_width);
        std::copy_n(cycleInclusive.begin() + c * m_width, m_width,
                    m_cycleInclusive.begin() + rank * m_width);
        for (const FunctionId f : m_cycles[rank].members)
            m_cycleOf[f] = int(rank);
    }
}

} // namespace tally

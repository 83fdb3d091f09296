// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/FunctionDetail.h"

#include "core/model/CostArithmetic.h"

#include <algorithm>

namespace tally {

namespace {

void addCosts(Cost* into, const Cost* from, const FunctionDetail::Mapping& mapping)
{
    for (int c = 0; c < mapping.sourceWidth; ++c)
        costmath::addTo(into[mapping.columns[c]], from[c]);
}

} // namespace

FunctionDetail::Peaks FunctionDetail::peaks() const
{
    Peaks peaks;
    for (const Cost cost : lines.costValues())
        peaks.cost = std::max(peaks.cost, cost);
    for (const Cost cost : callSites.costValues())
        peaks.cost = std::max(peaks.cost, cost);
    for (const CallSiteRow& site : callSites.rows())
        peaks.count = std::max(peaks.count, site.count);
    for (const JumpRow& jump : jumps.rows())
        peaks.count = std::max({peaks.count, jump.executed, jump.taken});
    return peaks;
}

void FunctionDetail::mergeFrom(FunctionDetail& source, const Mapping& mapping)
{
    mergeLinesFrom(source, mapping);
    mergeCallsAndJumpsFrom(source, mapping);
    source = FunctionDetail();
}

void FunctionDetail::mergeLinesFrom(FunctionDetail& source, const Mapping& mapping)
{
    for (std::uint32_t i = 0; i < source.lines.size(); ++i) {
        LineCostRow key = source.lines.row(i);
        key.function = mapping.function(key.function);
        key.file = mapping.file(key.file);
        const auto row = lines.findOrInsert(key, mapping.targetWidth);
        addCosts(lines.costs(row, mapping.targetWidth), source.lines.costs(i, mapping.sourceWidth),
                 mapping);
    }
    source.lines = LineTable();
}

void FunctionDetail::mergeCallsAndJumpsFrom(FunctionDetail& source, const Mapping& mapping)
{
    // The tables' next pages made resident ahead of the rows added, as the parse's polls do
    // (DetailTable::prefaultAhead): a page fault each cost cut300's join 750 of them.
    constexpr std::uint32_t kRowsBetweenFrontiers = 4096;
    for (std::uint32_t i = 0; i < source.callSites.size(); ++i) {
        if (i % kRowsBetweenFrontiers == 0)
            callSites.prefaultAhead();
        CallSiteRow key = source.callSites.row(i);
        const Count count = key.count;
        key.caller = mapping.function(key.caller);
        key.callee = mapping.function(key.callee);
        key.file = mapping.file(key.file);
        key.count = 0;
        const auto row = callSites.findOrInsert(key, mapping.targetWidth);
        costmath::addCountTo(callSites.row(row).count, count);
        addCosts(callSites.costs(row, mapping.targetWidth),
                 source.callSites.costs(i, mapping.sourceWidth), mapping);
    }
    for (std::uint32_t i = 0; i < source.jumps.size(); ++i) {
        if (i % kRowsBetweenFrontiers == 0)
            jumps.prefaultAhead();
        JumpRow key = source.jumps.row(i);
        const Count executed = key.executed, taken = key.taken;
        key.function = mapping.function(key.function);
        key.targetFunction = mapping.function(key.targetFunction);
        key.file = mapping.file(key.file);
        key.targetFile = mapping.file(key.targetFile);
        key.executed = key.taken = 0;
        const auto row = jumps.findOrInsert(key, 0);
        costmath::addCountTo(jumps.row(row).executed, executed);
        costmath::addCountTo(jumps.row(row).taken, taken);
    }
    source.callSites = {};
    source.jumps = {};
}

void FunctionDetail::remap(const Mapping& mapping, std::size_t functionCount)
{
    FunctionDetail old = std::move(*this);
    *this = FunctionDetail();
    std::vector<std::size_t> begins;
    old.lines.group(mapping.sourceWidth, begins);
    old.callSites.group(mapping.sourceWidth, begins);
    old.jumps.group(0, begins);
    lines.setOwnerCount(functionCount);
    callSites.setOwnerCount(functionCount);
    jumps.setOwnerCount(functionCount);
    mergeFrom(old, mapping);
}

} // namespace tally

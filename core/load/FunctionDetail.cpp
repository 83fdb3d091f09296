// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/FunctionDetail.h"

#include "core/model/CostArithmetic.h"

#include <algorithm>

namespace tally {

bool FunctionDetail::JumpKey::sameKey(const JumpKey& o) const
{
    const JumpRow& a = row;
    const JumpRow& b = o.row;
    return a.fromAddress == b.fromAddress && a.fromLine == b.fromLine && a.file == b.file &&
           a.toAddress == b.toAddress && a.toLine == b.toLine && a.targetFile == b.targetFile &&
           a.targetFunction == b.targetFunction && a.conditional == b.conditional;
}

std::uint64_t FunctionDetail::JumpKey::keyHash() const
{
    return mixHash(row.fromAddress * 31 + row.toAddress * 7 + (std::uint64_t(row.fromLine) << 20) +
                   (std::uint64_t(row.toLine) << 40) + row.targetFunction.index() +
                   row.conditional);
}

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
    for (std::uint32_t i = 0; i < callSites.size(); ++i)
        peaks.count = std::max(peaks.count, callSites.row(i).count);
    for (std::uint32_t i = 0; i < jumps.size(); ++i)
        peaks.count = std::max({peaks.count, jumps.row(i).row.executed, jumps.row(i).row.taken});
    return peaks;
}

void FunctionDetail::mergeFrom(FunctionDetail& source, const Mapping& mapping)
{
    for (std::uint32_t i = 0; i < source.lines.size(); ++i) {
        LineKey key = source.lines.row(i);
        key.file = mapping.file(key.file);
        const auto row = lines.findOrInsert(key, mapping.targetWidth);
        addCosts(lines.costs(row, mapping.targetWidth), source.lines.costs(i, mapping.sourceWidth),
                 mapping);
    }
    for (std::uint32_t i = 0; i < source.callSites.size(); ++i) {
        CallSiteKey key = source.callSites.row(i);
        const Count count = key.count;
        key.file = mapping.file(key.file);
        key.callee = mapping.function(key.callee);
        key.count = 0;
        const auto row = callSites.findOrInsert(key, mapping.targetWidth);
        costmath::addCountTo(callSites.row(row).count, count);
        addCosts(callSites.costs(row, mapping.targetWidth),
                 source.callSites.costs(i, mapping.sourceWidth), mapping);
    }
    for (std::uint32_t i = 0; i < source.jumps.size(); ++i) {
        JumpKey key = source.jumps.row(i);
        const Count executed = key.row.executed, taken = key.row.taken;
        key.row.function = mapping.function(key.row.function);
        key.row.targetFunction = mapping.function(key.row.targetFunction);
        key.row.file = mapping.file(key.row.file);
        key.row.targetFile = mapping.file(key.row.targetFile);
        key.row.executed = key.row.taken = 0;
        const auto row = jumps.findOrInsert(key, 0);
        costmath::addCountTo(jumps.row(row).row.executed, executed);
        costmath::addCountTo(jumps.row(row).row.taken, taken);
    }
    source = FunctionDetail();
}

} // namespace tally

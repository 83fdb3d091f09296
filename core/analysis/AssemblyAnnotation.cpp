// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/AssemblyAnnotation.h"

#include "core/model/CostArithmetic.h"

#include <algorithm>

namespace tally {

namespace {
void addInto(std::vector<Cost>& sum, std::span<const Cost> costs)
{
    for (std::size_t i = 0; i < costs.size() && i < sum.size(); ++i)
        costmath::addTo(sum[i], costs[i]);
}
} // namespace

std::optional<AssemblyAnnotation::Range> AssemblyAnnotation::addressRange(const Profile& profile,
                                                                          FunctionId function)
{
    if (!profile.isFunction(function))
        return std::nullopt;
    std::optional<Range> range;
    auto include = [&range](Address address) {
        if (address == 0)
            return;
        if (!range)
            range = Range{address, address};
        range->first = std::min(range->first, address);
        range->last = std::max(range->last, address);
    };
    for (const auto& line : profile.lines(function))
        include(line.row.address);
    for (const auto& row : profile.callSites(function).rows())
        include(row.address);
    for (const auto& row : profile.jumps(function)) {
        include(row.fromAddress);
        if (row.targetFunction == function)
            include(row.toAddress);
    }
    return range;
}

int AssemblyAnnotation::indexOf(Address address) const
{
    const auto it = std::lower_bound(
        m_instructions.begin(), m_instructions.end(), address,
        [](const AnnotatedInstruction& i, Address a) { return i.instruction.address < a; });
    if (it == m_instructions.end() || it->instruction.address != address)
        return -1;
    return int(it - m_instructions.begin());
}

AssemblyAnnotation AssemblyAnnotation::build(const Profile& profile, FunctionId function,
                                             std::vector<Instruction> instructions)
{
    AssemblyAnnotation result;
    const std::size_t width = std::size_t(profile.events().realCount());
    result.m_self.assign(width, 0);
    result.m_unmatched.assign(width, 0);
    const auto range = addressRange(profile, function);
    std::sort(instructions.begin(), instructions.end(),
              [](const Instruction& a, const Instruction& b) { return a.address < b.address; });
    QString lastSymbol;
    for (auto& insn : instructions) {
        if (range && insn.address > range->last && insn.symbol != lastSymbol)
            break; // the next function
        if (range && insn.address <= range->last)
            lastSymbol = insn.symbol;
        if (!result.m_instructions.empty() &&
            result.m_instructions.back().instruction.address == insn.address)
            continue;
        AnnotatedInstruction entry;
        entry.instruction = std::move(insn);
        entry.self.assign(width, 0);
        result.m_instructions.push_back(std::move(entry));
    }
    if (!profile.isFunction(function))
        return result;

    for (const auto& [row, costs] : profile.lines(function)) {
        addInto(result.m_self, costs);
        const int index = result.indexOf(row.address);
        if (index < 0) {
            addInto(result.m_unmatched, costs);
            continue;
        }
        auto& entry = result.m_instructions[std::size_t(index)];
        addInto(entry.self, costs);
        if (row.line != 0)
            entry.profileLine = row.line;
    }
    for (const auto& [row, costs] : profile.callSites(function)) {
        const int index = result.indexOf(row.address);
        if (index < 0)
            continue;
        auto& entry = result.m_instructions[std::size_t(index)];
        AnnotatedCall call;
        call.callee = row.callee;
        call.count = row.count;
        call.address = row.address;
        call.inclusive.assign(width, 0);
        addInto(call.inclusive, costs);
        entry.calls.push_back(std::move(call));
    }
    for (const JumpRow& row : profile.jumps(function)) {
        const int index = result.indexOf(row.fromAddress);
        if (index < 0)
            continue;
        AnnotatedJump jump = AnnotatedJump::fromRow(row);
        jump.local = row.targetFunction == function && result.indexOf(row.toAddress) >= 0;
        result.m_instructions[std::size_t(index)].jumps.push_back(jump);
    }
    return result;
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/AssemblyComparison.h"

#include <algorithm>

namespace tally {

namespace {

using Side = ProfileComparison::Side;

bool sameInstruction(const Instruction& a, const Instruction& b)
{
    // Bytes when objdump gave them (they pin the instruction), else the text.
    if (!a.bytes.isEmpty() && !b.bytes.isEmpty())
        return a.bytes == b.bytes;
    return a.mnemonic == b.mnemonic && a.operands == b.operands;
}

// Whether `address` lies within the addresses of `list` but no instruction starts there.
bool inside(std::span<const AnnotatedInstruction> list, Address address)
{
    if (list.empty() || address < list.front().instruction.address ||
        address > list.back().instruction.address)
        return false;
    const auto it = std::lower_bound(
        list.begin(), list.end(), address,
        [](const AnnotatedInstruction& i, Address a) { return i.instruction.address < a; });
    return it == list.end() || it->instruction.address != address;
}

} // namespace

bool AssemblyComparison::sameCode(std::span<const AnnotatedInstruction> a,
                                  std::span<const AnnotatedInstruction> b)
{
    if (a.empty() || b.empty())
        return false;
    // Both are sorted by address (AssemblyAnnotation sorts them): walk them side by side.
    std::size_t i = 0;
    std::size_t j = 0;
    bool overlap = false;
    while (i < a.size() || j < b.size()) {
        const bool takeA =
            j >= b.size() || (i < a.size() && a[i].instruction.address < b[j].instruction.address);
        const bool takeB =
            i >= a.size() || (j < b.size() && b[j].instruction.address < a[i].instruction.address);
        if (takeA) {
            if (inside(b, a[i].instruction.address))
                return false; // b has other instructions around this address: the code moved
            ++i;
        } else if (takeB) {
            if (inside(a, b[j].instruction.address))
                return false;
            ++j;
        } else {
            if (!sameInstruction(a[i].instruction, b[j].instruction))
                return false;
            overlap = true;
            ++i;
            ++j;
        }
    }
    return overlap;
}

AssemblyComparison AssemblyComparison::build(const ProfileComparison& comparison,
                                             const AssemblyAnnotation* base,
                                             const AssemblyAnnotation* current)
{
    AssemblyComparison result;
    const std::size_t width = std::size_t(comparison.width());
    result.m_base =
        base ? comparison.commonCosts(Side::Base, base->self()) : std::vector<Cost>(width, 0);
    result.m_new =
        current ? comparison.commonCosts(Side::New, current->self()) : std::vector<Cost>(width, 0);
    const bool hasBase = base && !base->instructions().empty();
    const bool hasNew = current && !current->instructions().empty();
    if (!hasBase && !hasNew)
        return result;

    // One side only: its instructions, zeros on the other.
    if (!hasBase || !hasNew) {
        const Side side = hasBase ? Side::Base : Side::New;
        result.m_pairing = hasBase ? Pairing::BaseOnly : Pairing::NewOnly;
        for (const auto& insn : (hasBase ? base : current)->instructions()) {
            ComparedInstruction entry;
            entry.instruction = insn.instruction;
            entry.line = insn.profileLine;
            auto costs = comparison.commonCosts(side, insn.self);
            entry.base = hasBase ? costs : std::vector<Cost>(width, 0);
            entry.current = hasBase ? std::vector<Cost>(width, 0) : std::move(costs);
            comparedcalls::add(comparison, side, insn.calls, entry.calls);
            result.m_instructions.push_back(std::move(entry));
        }
        return result;
    }

    if (!sameCode(base->instructions(), current->instructions())) {
        result.m_pairing = Pairing::DifferentCode;
        return result;
    }
    result.m_pairing = Pairing::ByAddress;
    const auto& a = base->instructions();
    const auto& b = current->instructions();
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < a.size() || j < b.size()) {
        const bool takeA =
            j >= b.size() || (i < a.size() && a[i].instruction.address < b[j].instruction.address);
        const bool takeB =
            i >= a.size() || (j < b.size() && b[j].instruction.address < a[i].instruction.address);
        ComparedInstruction entry;
        entry.base.assign(width, 0);
        entry.current.assign(width, 0);
        if (!takeB) { // a[i] is here, alone or with b[j]
            entry.instruction = a[i].instruction;
            entry.line = a[i].profileLine;
            entry.base = comparison.commonCosts(Side::Base, a[i].self);
        }
        if (!takeA) {
            entry.instruction = b[j].instruction;
            if (b[j].profileLine != 0)
                entry.line = b[j].profileLine;
            entry.current = comparison.commonCosts(Side::New, b[j].self);
            comparedcalls::add(comparison, Side::New, b[j].calls, entry.calls);
        }
        if (!takeB)
            comparedcalls::add(comparison, Side::Base, a[i].calls, entry.calls);
        if (!takeB)
            ++i;
        if (!takeA)
            ++j;
        result.m_instructions.push_back(std::move(entry));
    }
    return result;
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/SourceAnnotation.h"
#include "core/external/ObjdumpParser.h"

#include <optional>

namespace tally {

// One machine instruction of a function with the profile's costs at its address.
struct AnnotatedInstruction
{
    Instruction instruction;
    std::vector<Cost> self; // real events; zeros when the instruction never ran
    std::vector<AnnotatedCall> calls;
    std::vector<AnnotatedJump> jumps; // starting at this instruction
    LineNumber profileLine = 0;       // the line the profile gives for the address, 0 if none
};

// Joins objdump's instructions of a function with the profile's per-address rows (which exist
// when the profile has `positions: instr`).
class AssemblyAnnotation
{
public:
    struct Range
    {
        Address first = 0; // lowest address with cost, call or jump
        Address last = 0;  // highest one
    };
    // The addresses the profile knows for `function`; nullopt without instruction addresses.
    static std::optional<Range> addressRange(const Profile& profile, FunctionId function);

    // Instructions after the last costly one are kept while they belong to the same symbol
    // (objdump is asked for a few bytes more so that the last instruction is whole).
    static AssemblyAnnotation build(const Profile& profile, FunctionId function,
                                    std::vector<Instruction> instructions);

    const std::vector<AnnotatedInstruction>& instructions() const { return m_instructions; }
    const std::vector<Cost>& self() const { return m_self; }
    // Cost at addresses no instruction starts at (e.g. the binary changed since profiling).
    const std::vector<Cost>& unmatched() const { return m_unmatched; }
    int indexOf(Address address) const;

private:
    std::vector<AnnotatedInstruction> m_instructions;
    std::vector<Cost> m_self;
    std::vector<Cost> m_unmatched;
};

} // namespace tally

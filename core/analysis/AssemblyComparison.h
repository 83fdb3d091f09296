// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/AssemblyAnnotation.h"
#include "core/analysis/ComparedCalls.h"
#include "core/analysis/ProfileComparison.h"

#include <span>
#include <vector>

namespace tally {

// One machine instruction of a compared function with its self cost on each side, in the
// comparison's common real event types.
struct ComparedInstruction
{
    Instruction instruction;
    std::vector<Cost> base;
    std::vector<Cost> current;
    LineNumber line = 0; // the line the profiles give for the address (the new side's first)
    std::vector<ComparedCall> calls; // the calls made by the instruction, paired by callee
};

// The instructions of one function on both sides of a comparison, paired by address. That is
// only right when both sides ran the same machine code: two runs of one binary, or builds whose
// code did not move. So the instructions pair only when every address both disassemblies have
// holds the same instruction and neither side has an instruction inside the other's span that
// the other lacks; otherwise pairing() says the code differs and nothing is paired (the source
// view compares per line instead). A function on one side only shows that side's instructions
// with zeros on the other.
class AssemblyComparison
{
public:
    enum class Pairing
    {
        None,          // no instructions on either side
        ByAddress,     // both sides, the same code
        BaseOnly,      // the function is only in the baseline
        NewOnly,       // only in the new profile
        DifferentCode, // both sides, but their code differs: not paired
    };

    // Each side's annotation (nullptr: the function is not on that side).
    static AssemblyComparison build(const ProfileComparison& comparison,
                                    const AssemblyAnnotation* base,
                                    const AssemblyAnnotation* current);
    // Whether two disassemblies are the same code at the same addresses (see above).
    static bool sameCode(std::span<const AnnotatedInstruction> a,
                         std::span<const AnnotatedInstruction> b);

    Pairing pairing() const { return m_pairing; }
    // Empty for DifferentCode.
    const std::vector<ComparedInstruction>& instructions() const { return m_instructions; }
    // The function's self cost on each side, over all its instructions (also when not paired).
    std::span<const Cost> self(ProfileComparison::Side side) const
    {
        return side == ProfileComparison::Side::Base ? m_base : m_new;
    }

private:
    Pairing m_pairing = Pairing::None;
    std::vector<ComparedInstruction> m_instructions;
    std::vector<Cost> m_base;
    std::vector<Cost> m_new;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"
#include "core/analysis/SourceAnnotation.h"

#include <span>
#include <vector>

namespace tally {

// A call made from a compared line or instruction to one function, its callee paired across the
// sides by the comparison's rows: how often each side calls it there and at what inclusive cost
// (in the comparison's common real event types; zeros on a side that does not call it there).
struct ComparedCall
{
    FunctionId baseCallee; // invalid on a side that does not call it from there
    FunctionId newCallee;
    Count baseCount = 0;
    Count newCount = 0;
    std::vector<Cost> base;
    std::vector<Cost> current;
};

namespace comparedcalls {

// Adds one side's calls from one place (a line, an instruction) to that place's compared calls.
// The new side's go first, each a call of its own; a baseline call then joins the new side's
// call to the function of its comparison row, or becomes a call of the baseline alone.
void add(const ProfileComparison& comparison, ProfileComparison::Side side,
         std::span<const AnnotatedCall> calls, std::vector<ComparedCall>& into);

} // namespace comparedcalls

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Profile.h"

#include <cstdint>
#include <span>
#include <vector>

namespace tally {

// Recursion cycles numbered as KCachegrind numbers them, so that `<cycle 4>` in a colleague's
// KCachegrind screenshot is `<cycle 4>` here. KCachegrind (libcore/tracedata.cpp,
// TraceData::updateFunctionCycles and TraceFunction::cycleDFS) walks its functions depth first,
// starting from each in the order of its function map (a QMap keyed by the name, the file's name
// without its folder and the object's, concatenated), each function's callees in the order their
// first call was read, and numbers each component of two or more functions 1, 2, ... as its walk
// completes it (the deepest first). Its test "is on the walk's stack" is "has a function below it
// on the stack", so a call back to the function a walk started from does not count: a cycle
// through that function is missed or found smaller. Tally's cycles are the whole components; each
// gets KCachegrind's number where KCachegrind finds the same members, and the others numbers
// after KCachegrind's largest, in the order given.
namespace cyclenumbers {

// `offsets` and `targets`: the call graph in CSR form, each caller's callees in the order of
// their first call in the file (as FlatProfile builds it; one seen again changes nothing).
// `component`: each function's cycle, 0 to cycleCount - 1 (kInvalidId for none); `reaching`: the
// functions from which a cycle can be reached, its members included, in any order
// (cycledetector::Cycles). Returns each cycle's number.
std::vector<int> asKCachegrind(const Profile& profile, std::span<const std::uint32_t> offsets,
                               std::span<const std::uint32_t> targets,
                               std::span<const std::uint32_t> component,
                               std::span<const std::uint32_t> reaching, std::uint32_t cycleCount);

} // namespace cyclenumbers

} // namespace tally

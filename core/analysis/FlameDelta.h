// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/FlameTree.h"
#include "core/analysis/ProfileComparison.h"

#include <stop_token>
#include <vector>

namespace tally {

// A differential flame graph: the shape is the new profile's stacks, and each frame is compared
// with the same stack in the baseline, so a frame that grew on one path and shrank on another
// shows both (a function's total change, which the call graph shows, would hide that).
namespace flamedelta {

// For each node of `current` (a FlameTree of comparison.profile(New)), the inclusive cost of the
// same stack in `base` (a FlameTree of comparison.profile(Base), built with the same options and
// the same event type on that side), or 0 where the baseline has no such stack. A stack is the
// same when every frame on it, from the root, is the same function by the comparison's matching
// (a cut `…` frame matches a cut frame, the root the root). Both trees top-down, or both
// bottom-up. Stacks only the baseline has do not appear: the picture is of the new run. Work is
// linear in the two trees; returns an empty vector if `stop` is requested first.
std::vector<Cost> baseInclusive(const FlameTree& base, const FlameTree& current,
                                const ProfileComparison& comparison, std::stop_token stop = {});

} // namespace flamedelta

} // namespace tally

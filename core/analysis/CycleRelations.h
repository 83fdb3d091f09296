// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CallRelations.h"
#include "core/analysis/FlatProfile.h"

#include <stop_token>
#include <vector>

namespace tally {

// The callers and callees of a recursion cycle, as the Callers / Callees views and
// `tally --list=callers|callees` show them when the cycle is the active item.
namespace cyclerelations {

// The calls into any member from outside the cycle, summed per caller (counts, costs, sites).
// Once `stop` is requested no more is read (CallRelations::callers): the list is incomplete.
std::vector<CallRelation> callers(const CallRelations& relations, const FlatProfile& flat,
                                  int cycle,
                                  CallRelations::Sites sites = CallRelations::Sites::Read,
                                  std::stop_token stop = {});
// Its members, each with its inclusive cost and the calls into it.
std::vector<CallRelation> members(const FlatProfile& flat, int cycle);

} // namespace cyclerelations

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

namespace tally {

// Why an inclusive cost changed between two profiles: because the function (or call) was called
// more or less often, or because each call cost more or less. Callgrind counts calls exactly, so
// the change splits into
//   calls effect    = (calls in new - calls in base) x the base's cost per call
//   per-call effect = the change - the calls effect
// and the two always add up to the change (in integers). The base's cost per call is never
// rounded on its own: the calls effect is (new calls - base calls) x base cost / base calls
// computed exactly in 128 bits and rounded once to the nearest integer (halves away from zero),
// so whatever rounding there is lands in the per-call effect. What exists on one side only is all
// calls effect (it was called, or no longer is); what the base never called (a root such as
// main, or a cost a dump caught mid-call) has no cost per call and is all per-call effect.
namespace changeeffects {

struct Side
{
    bool present = false; // the function or call exists on this side
    Count calls = 0;
    Cost cost = 0; // inclusive, of one event type
};

struct Split
{
    Cost change = 0;  // new - base (saturating, as every cost difference)
    Cost calls = 0;   // the calls effect
    Cost perCall = 0; // the per-call effect: change - calls
};

Split split(const Side& base, const Side& current);

} // namespace changeeffects

} // namespace tally

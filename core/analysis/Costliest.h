// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/FlatProfile.h"

#include <functional>
#include <span>

namespace tally {

// How Tally picks "the" function where a choice names several (a name that several files or
// objects define, a recursion cycle's members, a reload that moved a function): the one with the
// highest inclusive cost of `event` (real or derived, evaluated with `events`) in `flat`, the
// first of equals. Invalid when no candidate is in `flat`. An event type `events` does not have
// counts every cost as zero, so the first candidate wins.
FunctionId costliestFunction(std::span<const FunctionId> candidates, const FlatProfile& flat,
                             const EventSet& events, int event);

// The same over the functions present in `flat` (those with cost or calls in its parts) that
// `accept` takes; every present function when `accept` is null.
FunctionId costliestFunction(const FlatProfile& flat, const EventSet& events, int event,
                             const std::function<bool(FunctionId)>& accept = {});

// Where a newly opened profile starts, as in KCachegrind: the program's `main` (or its entry
// as other producers name it: Xdebug's `{main}`, `<main>`), the costliest of that name; when
// the profile has none, the costliest function. A profile that records no calls (cachegrind's
// output) starts at its costliest function too: there `main` costs only its own lines, and
// starting there showed a flat profile scrolled to near its end.
FunctionId startingFunction(const Profile& profile, const FlatProfile& flat, const EventSet& events,
                            int event);

} // namespace tally

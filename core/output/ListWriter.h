// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CallRelations.h"
#include "core/analysis/Coverage.h"
#include "core/analysis/FlatProfile.h"

#include <QIODevice>

#include <vector>

namespace tally {

// The lists of `tally --list=callers|callees|allcallers|allcallees`: the rows the Callers,
// Callees, All Callers and All Callees views show for a function or cycle, as exact TSV for
// scripts and tests or as text for people. Written through a byte buffer: names go out as the
// profile stores them (UTF-8), numbers through std::to_chars.
namespace listwriter {

enum class Kind
{
    Callers,
    Callees,
    AllCallers,
    AllCallees,
};

struct List
{
    Kind kind = Kind::Callees;
    CoverageItem subject;
    // The columns' event types (real or derived, indexes into the EventSet used to build it).
    std::vector<int> events;
    int lead = 0; // the event type that decides the rows, distances, calls and order
    // Callers / Callees: one row per caller or callee summed over its call sites, distance 1,
    // the call count, the calls' inclusive cost and no self cost.
    std::vector<CoverageEntry> rows;
    bool complete = true; // false when the coverage walk hit its work bound
};

// The list as the views compute it, with columns for `events` (indexes into `eventSet`, which
// must include `lead`). `relations` and `flat` must be for the same part selection.
List build(const CallRelations& relations, const FlatProfile& flat, const EventSet& eventSet,
           Kind kind, CoverageItem subject, std::vector<int> events, int lead);

// "# events:", "# totals:" (the profile's) and "# function:" (name, file, object) lines, a
// header line, then one line per row: kind (fn or cycle), function, file, object, mindistance,
// maxdistance, calls, incl:EVENT... and self:EVENT... for each of the list's events.
void writeTsv(QIODevice& out, const Profile& profile, const FlatProfile& flat,
              const EventSet& eventSet, const List& list);
// For people: the lead event type only, with percentages of the subject's inclusive cost; at most
// `limit` rows (all when negative).
void writeText(QIODevice& out, const Profile& profile, const FlatProfile& flat,
               const EventSet& eventSet, const List& list, int limit = -1);

} // namespace listwriter

} // namespace tally

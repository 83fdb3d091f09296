// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"

#include <QTextStream>

namespace tally {

// A comparison of two profiles as text (`tally --report --diff BASE NEW`): `tsv` is exact and
// stable for scripts and CI, `text` is for people.
//
// The TSV has, for each event type both sides measure (in the baseline's order), the baseline's,
// the new profile's and the delta of self and of inclusive cost:
//   # events: Ir Dr
//   # base: PATH	totals: 1000 500
//   # new: PATH	totals: 900 520
//   kind	function	file	object	base:called	new:called	base:self:Ir
//   new:self:Ir 	delta:self:Ir	base:incl:Ir	new:incl:Ir	delta:incl:Ir	base:self:Dr
//   ...
// and last, for each event type E, `calls-effect:incl:E` and `per-call-effect:incl:E`: the change
// of inclusive cost split into what more or fewer calls at the base's cost per call explain and
// the rest, which add up to delta:incl:E exactly (core/analysis/ChangeEffects.h).
// `kind` is fn (on both sides), moved (matched, but its file or object has another name; the
// columns name the new side's), added, removed or cycle. A function absent on one side has 0
// there. Rows are sorted by |delta| of the first event's inclusive cost (ProfileComparison::
// sortedRows), so the file is the same for the same two profiles.
namespace diffwriter {

struct Options
{
    int event = 0;          // for the text form: the event type shown and sorted by
    int limit = -1;         // rows in the text form; -1 for all
    bool grewFirst = false; // the text form lists the functions that grew most first
    QString failure;        // for the text form: why the comparison fails (--fail-above)
};

void writeTsv(QTextStream& out, const ProfileComparison& comparison);
void writeText(QTextStream& out, const ProfileComparison& comparison, const Options& options);

// The paths of a side's files, as the reports name them.
QString sidePaths(const Profile& profile);

} // namespace diffwriter

} // namespace tally

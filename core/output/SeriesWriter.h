// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileSeries.h"

#include <QTextStream>

#include <vector>

namespace tally {

// A series of profiles as text (`tally --report --series F1 ... Fn`). The TSV, exact and stable
// for scripts and CI, has a line per step and a row per function:
//   # events: Ir Dr
//   # step 1: PATH	totals: 1000 500
//   # step 2: PATH	totals: 1100 520
//   kind	function	file	object	called:1	called:2	self:Ir:1
//   self:Ir:2 incl:Ir:1 incl:Ir:2	self:Dr:1	...
// `kind` is fn (in the first and the last step: a function that leaves at some step and comes back
// keeps its row, 0 at the steps between), moved (the same, matched across a renamed file or
// object), added (not in the first step) or removed (in the first step, not in the last); a step
// without the function has 0. Rows are sorted by their largest inclusive cost of the first event in
// any step (ProfileSeries::sortedRows). The text form draws each function's trend as a bar line.
namespace serieswriter {

struct Options
{
    int event = 0;  // for the text form: the event type shown and sorted by
    int limit = -1; // rows in the text form; -1 for all
    // For the text form: the steps (0-based) that grew by more than --fail-above allows.
    std::vector<int> failedSteps;
};

void writeTsv(QTextStream& out, const ProfileSeries& series);
void writeText(QTextStream& out, const ProfileSeries& series, const Options& options);

// Growth of the first event type's total from the step before `step` to `step`, in percent
// (+inf from zero); 0 for the first step.
double stepGrowth(const ProfileSeries& series, int step);
// What explains a step's growth: "FUNCTION +N self, ..." for the (up to `count`) functions whose
// self cost of the first event grew most from the step before.
QString mostGrown(const ProfileSeries& series, int step, int count = 3);

} // namespace serieswriter

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ComparedCalls.h"

#include <QString>

namespace tally {

// How the compared listings (source, assembly) write a call row: its line of text and its
// tooltip, the same in both.
namespace comparedcalltext {

// The callee's name: the new side's, or the baseline's for a call the new side no longer makes.
QString calleeName(const ProfileComparison& comparison, const ComparedCall& call);
// "-> 2 call(s) to work", with "(baseline: 3)" when the count changed, "(new)" for a call the
// baseline does not make, "-> no call to work (baseline: 3)" for one the new side no longer
// makes.
QString text(const ProfileComparison& comparison, const ComparedCall& call);
// The name, each side's inclusive cost of event `event` and count, and the change.
QString toolTip(const ProfileComparison& comparison, const ComparedCall& call, int event,
                bool shareScale);

} // namespace comparedcalltext

} // namespace tally

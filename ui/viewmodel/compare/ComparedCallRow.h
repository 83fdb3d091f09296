// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ComparedCalls.h"

#include <QColor>
#include <QString>
#include <QVariant>

namespace tally {

// A call row of the compared listings (source, assembly), the same in both: its line of text,
// its tooltip, the callee it leads to and its cost cells.
namespace comparedcallrow {

// The callee's name: the new side's, or the baseline's for a call the new side no longer makes.
QString calleeName(const ProfileComparison& comparison, const ComparedCall& call);
// "-> 2 call(s) to work", with "(baseline: 3)" when the count changed, "(new)" for a call the
// baseline does not make, "-> no call to work (baseline: 3)" for one the new side no longer
// makes.
QString text(const ProfileComparison& comparison, const ComparedCall& call);
// The name, each side's inclusive cost of event `event` and count, and the change.
QString toolTip(const ProfileComparison& comparison, const ComparedCall& call, int event,
                bool shareScale);

// What the row answers for `role` in column `column`: `textColumn` says the text, the other
// columns past the cost cells nothing; CalleeRole the new side's callee; the cost cells as
// ComparedCells::data. Alignment and fonts are the listing's.
QVariant data(const ProfileComparison& comparison, const ComparedCall& call, int column, int role,
              int textColumn, int event, bool shareScale, const QColor& background);

} // namespace comparedcallrow

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <QString>

// How the comparison's views write a change, the same in every one of them.
namespace tally::deltatext {

// "+1,234" or "-56" (no sign for zero).
QString delta(Cost delta);
// "+12.50 %", "from 0", "to 0" for ProfileComparison::percentChange's values.
QString percent(double change);
// A share of a total (0..1) as "12.34 %", and the difference of two as "+1.23 pt" (percentage
// points): the share scale's numbers.
QString share(double share);
QString points(double base, double current);

} // namespace tally::deltatext

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

} // namespace tally::deltatext

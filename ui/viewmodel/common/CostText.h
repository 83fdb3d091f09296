// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"

#include <QString>

namespace tally {

// How every view writes a cost: absolute with digit grouping, or as a percentage when the
// Session says so, of the total or (for views about the active function's relations) of the
// active function's inclusive cost when the user chose "relative to active function".
namespace costtext {

enum class Base
{
    Total,
    SessionChoice
};

QString format(const Session& session, Cost value, int event, Base base);
// `value` as a percentage of `base` with two decimals, or "-" when the base is zero.
QString percent(Cost value, Cost base);
// The share of `value` in what percentages are taken of, clamped to [0, 1], for cost bars.
double fraction(const Session& session, Cost value, int event, Base base);

} // namespace costtext

} // namespace tally

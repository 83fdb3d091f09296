// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/ChangeEffects.h"

#include "core/model/CostArithmetic.h"

namespace tally::changeeffects {

namespace {

// 128 bits hold (calls difference) x cost exactly; __extension__ tells -pedantic it is meant.
__extension__ typedef __int128 Wide; // NOLINT(modernize-use-using)

// `numerator` / `denominator` rounded to the nearest integer, halves away from zero, saturated
// to a Cost. `denominator` is positive.
Cost roundedQuotient(Wide numerator, Wide denominator)
{
    const bool negative = numerator < 0;
    const Wide magnitude = negative ? -numerator : numerator;
    Wide quotient = magnitude / denominator;
    if (2 * (magnitude % denominator) >= denominator)
        ++quotient;
    if (quotient > Wide(costmath::kMaximum))
        return negative ? costmath::kMinimum : costmath::kMaximum;
    return Cost(negative ? -quotient : quotient);
}

} // namespace

Split split(const Side& base, const Side& current)
{
    Split result;
    const Cost before = base.present ? base.cost : 0;
    const Cost after = current.present ? current.cost : 0;
    result.change = costmath::subtract(after, before);
    if (base.present != current.present) {
        result.calls = result.change; // appeared or disappeared: all a matter of calls
    } else if (base.present && base.calls > 0) {
        // |calls difference| < 2^64 and |cost| <= 2^63: the product fits 128 signed bits.
        const Wide callsDifference = Wide(current.calls) - Wide(base.calls);
        result.calls = roundedQuotient(callsDifference * Wide(before), Wide(base.calls));
    }
    result.perCall = costmath::subtract(result.change, result.calls);
    return result;
}

} // namespace tally::changeeffects

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/ComparedCalls.h"

#include "core/model/CostArithmetic.h"

#include <algorithm>

namespace tally::comparedcalls {

namespace {

using Side = ProfileComparison::Side;

ComparedCall& callOf(const ProfileComparison& comparison, Side side,
                     std::vector<ComparedCall>& calls, FunctionId callee)
{
    FunctionId partner;
    if (side == Side::Base) {
        if (const std::ptrdiff_t row = comparison.rowOf(Side::Base, callee); row >= 0)
            partner = comparison.row(std::size_t(row)).current;
    }
    const auto found = std::find_if(calls.begin(), calls.end(), [&](const ComparedCall& call) {
        return side == Side::New ? call.newCallee == callee
                                 : call.baseCallee == callee ||
                                       (partner.isValid() && !call.baseCallee.isValid() &&
                                        call.newCallee == partner);
    });
    if (found != calls.end())
        return *found;
    ComparedCall call;
    call.base.assign(std::size_t(comparison.width()), 0);
    call.current.assign(std::size_t(comparison.width()), 0);
    calls.push_back(std::move(call));
    return calls.back();
}

void addInto(std::vector<Cost>& sum, std::span<const Cost> costs)
{
    for (std::size_t i = 0; i < sum.size() && i < costs.size(); ++i)
        costmath::addTo(sum[i], costs[i]);
}

} // namespace

void add(const ProfileComparison& comparison, Side side, std::span<const AnnotatedCall> calls,
         std::vector<ComparedCall>& into)
{
    for (const AnnotatedCall& annotated : calls) {
        ComparedCall& call = callOf(comparison, side, into, annotated.callee);
        const auto costs = comparison.commonCosts(side, annotated.inclusive);
        if (side == Side::Base) {
            call.baseCallee = annotated.callee;
            costmath::addCountTo(call.baseCount, annotated.count);
            addInto(call.base, costs);
        } else {
            call.newCallee = annotated.callee;
            costmath::addCountTo(call.newCount, annotated.count);
            addInto(call.current, costs);
        }
    }
}

} // namespace tally::comparedcalls

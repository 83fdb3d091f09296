// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/PartFunctionCosts.h"

#include "core/model/CostArithmetic.h"

namespace tally {

PartFunctionCosts PartFunctionCosts::compute(const Profile& profile, const FlatProfile& flat,
                                             FunctionId function, std::stop_token stop)
{
    PartFunctionCosts result;
    const int width = profile.events().realCount();
    if (!profile.isFunction(function) || !flat.contains(function) || flat.width() != width)
        return result;
    const std::size_t parts = profile.partCount();
    const int cycle = flat.cycleOf(function);
    result.m_function = function;
    result.m_width = width;
    result.m_self.assign(parts * std::size_t(width), 0);
    result.m_inclusive.assign(parts * std::size_t(width), 0);
    result.m_called.assign(parts, 0);
    std::vector<Cost> incoming(std::size_t(width), 0);
    std::vector<Cost> outgoing(std::size_t(width), 0);
    for (const PartId part : profile.partIds()) {
        if (stop.stop_requested())
            return {};
        const std::size_t at = std::size_t(part.index()) * std::size_t(width);
        Cost* self = result.m_self.data() + at;
        for (const auto& [row, costs] : profile.partFunctions(part)) {
            if (row.function == function)
                costmath::addRow(self, costs);
        }
        std::fill(incoming.begin(), incoming.end(), 0);
        std::fill(outgoing.begin(), outgoing.end(), 0);
        bool calledHere = false;
        for (const auto& [call, costs] : profile.partCalls(part)) {
            if (call.callee == function)
                costmath::addCountTo(result.m_called[std::size_t(part.index())], call.count);
            if (call.caller == call.callee)
                continue; // recursion into itself adds nothing to inclusive cost
            if (call.callee == function) {
                costmath::addRow(incoming.data(), costs);
                calledHere = true;
            }
            // A cycle member's inclusive cost: its calls that leave the cycle.
            if (call.caller == function && (cycle < 0 || flat.cycleOf(call.callee) != cycle))
                costmath::addRow(outgoing.data(), costs);
        }
        Cost* inclusive = result.m_inclusive.data() + at;
        for (int e = 0; e < width; ++e)
            inclusive[e] = cycle < 0 && calledHere
                               ? incoming[std::size_t(e)]
                               : costmath::add(self[e], outgoing[std::size_t(e)]);
    }
    return result;
}

} // namespace tally

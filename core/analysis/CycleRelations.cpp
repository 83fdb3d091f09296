// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/CycleRelations.h"

#include "core/model/CostArithmetic.h"

#include <unordered_map>

namespace tally::cyclerelations {

std::vector<CallRelation> callers(const CallRelations& relations, const FlatProfile& flat,
                                  int cycle, CallRelations::Sites sites, std::stop_token stop)
{
    std::vector<CallRelation> result;
    if (cycle < 0 || std::size_t(cycle) >= flat.cycles().size())
        return result;
    std::unordered_map<FunctionId, std::size_t> byCaller;
    for (const FunctionId member : flat.cycles()[cycle].members) {
        if (stop.stop_requested())
            break;
        for (CallRelation& caller : relations.callers(member, sites, stop)) {
            if (flat.cycleOf(caller.other) == cycle)
                continue;
            const auto [it, inserted] = byCaller.try_emplace(caller.other, result.size());
            if (inserted) {
                result.push_back(std::move(caller));
                continue;
            }
            CallRelation& into = result[it->second];
            into.count += caller.count;
            for (std::size_t e = 0; e < into.inclusive.size() && e < caller.inclusive.size(); ++e)
                costmath::addTo(into.inclusive[e], caller.inclusive[e]);
            into.sites.insert(into.sites.end(), caller.sites.begin(), caller.sites.end());
        }
    }
    return result;
}

std::vector<CallRelation> members(const FlatProfile& flat, int cycle)
{
    std::vector<CallRelation> result;
    if (cycle < 0 || std::size_t(cycle) >= flat.cycles().size())
        return result;
    for (const FunctionId member : flat.cycles()[cycle].members) {
        CallRelation relation;
        relation.other = member;
        relation.count = flat.called(member);
        relation.inclusive.assign(flat.inclusive(member).begin(), flat.inclusive(member).end());
        result.push_back(std::move(relation));
    }
    return result;
}

} // namespace tally::cyclerelations

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Merge and collapse-object: cost moved between functions without changing what any other
// function costs.

#include "core/model/CostArithmetic.h"
#include "core/transform/Apportion.h"
#include "core/transform/TransformRowOrder.h"
#include "core/transform/TransformSteps.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <unordered_map>

namespace tally::transformsteps {

namespace {

// What a caller gained in one merge, summed over parts: self cost and, by callee, calls.
struct Gain
{
    std::vector<Cost> self;
    std::map<FunctionId, std::pair<std::vector<Cost>, Count>> calls;
};

} // namespace

// In each part where the target is called, its self cost and its calls (but self-recursive ones,
// which its callers' calls to it include already) are shared out among its callers in that part
// (apportion::table: each caller gets exactly the cost of its calls to the target, and each of
// the target's costs goes out whole). Where it is called in no part of its rows (a root, such as
// main), they stay with it. Its callers' source: what they gained is put on the lines they called
// the target from, and the calls the target made become calls from there.
namespace {

// The most costs one merge may make (caller x the target's self cost and calls x event types):
// 16 million, 128 MB, far beyond a real profile's callers times callees.
constexpr std::size_t kMaxMergedCosts = std::size_t(16) << 20;

// Each function's rows for a run of merges: an index of the part rows as they came (RowIndex)
// and of those the merges before appended, in row order; so that a merge finds its target's
// rows without indexing every row again (merge re:REGEX of thousands of functions made a
// profile's worth of indexes for each). And the call sites of the callers that own theirs.
class MergeIndex
{
public:
    explicit MergeIndex(const TransformRows& rows)
        : m_base(rows), m_partFunctionRows(rows.partFunctions.size()),
          m_partCallRows(rows.partCalls.size()), m_siteRows(rows.callSites.size())
    {}

    // Takes in the rows appended since the last call.
    void update(const TransformRows& rows)
    {
        const auto add = [](Appended& appended, FunctionId f, std::size_t row) {
            if (f.isValid())
                appended[f.index()].push_back(std::uint32_t(row));
        };
        for (; m_partFunctionRows < rows.partFunctions.size(); ++m_partFunctionRows)
            add(m_self, rows.partFunctions[m_partFunctionRows].function, m_partFunctionRows);
        for (; m_partCallRows < rows.partCalls.size(); ++m_partCallRows) {
            add(m_out, rows.partCalls[m_partCallRows].caller, m_partCallRows);
            add(m_in, rows.partCalls[m_partCallRows].callee, m_partCallRows);
        }
        for (; m_siteRows < rows.callSites.size(); ++m_siteRows)
            add(m_sitesFrom, rows.callSites[m_siteRows].caller, m_siteRows);
    }

    std::vector<std::uint32_t> selfOf(FunctionId f) const
    {
        return joined(m_base.selfOf(f), m_self, f);
    }
    std::vector<std::uint32_t> outOf(FunctionId f) const
    {
        return joined(m_base.outOf(f), m_out, f);
    }
    std::vector<std::uint32_t> inOf(FunctionId f) const { return joined(m_base.inOf(f), m_in, f); }
    // The call sites of `caller` (which owns its detail rows) to `callee`, in row order.
    std::vector<std::uint32_t> sites(const TransformRows& rows, FunctionId caller,
                                     FunctionId callee) const
    {
        std::vector<std::uint32_t> found;
        if (const auto own = m_sitesFrom.find(caller.index()); own != m_sitesFrom.end()) {
            for (const std::uint32_t i : own->second) {
                if (rows.callSites[i].callee == callee)
                    found.push_back(i);
            }
        }
        return found;
    }

private:
    using Appended = std::unordered_map<std::uint32_t, std::vector<std::uint32_t>>;

    static std::vector<std::uint32_t> joined(std::span<const std::uint32_t> base,
                                             const Appended& appended, FunctionId f)
    {
        std::vector<std::uint32_t> all(base.begin(), base.end());
        if (const auto found = appended.find(f.index()); found != appended.end())
            all.insert(all.end(), found->second.begin(), found->second.end());
        return all;
    }

    RowIndex m_base;
    std::size_t m_partFunctionRows, m_partCallRows, m_siteRows;
    Appended m_self, m_out, m_in, m_sitesFrom;
};

// One merge on rows that earlier merges may have changed already (their rows of gone parts
// marked, their new rows appended).
void mergeInto(TransformRows& rows, const Profile& profile, FunctionId target, MergeIndex& index)
{
    index.update(rows);
    const std::size_t width = std::size_t(rows.width);
    std::map<FunctionId, Gain> gains;
    bool keepsRows = false;
    std::size_t made = 0;
    const std::vector<std::uint32_t> targetIn = index.inOf(target);
    const std::vector<std::uint32_t> targetSelf = index.selfOf(target);
    const std::vector<std::uint32_t> targetOut = index.outOf(target);

    for (const PartId part : profile.partIds()) {
        std::vector<std::uint32_t> callers;
        for (const std::uint32_t r : targetIn) {
            if (rows.partCalls[r].part == part && rows.partCalls[r].caller != target)
                callers.push_back(r);
        }
        std::vector<std::uint32_t> selfRows;
        for (const std::uint32_t r : targetSelf) {
            if (rows.partFunctions[r].part == part)
                selfRows.push_back(r);
        }
        std::vector<std::uint32_t> outRows;
        for (const std::uint32_t r : targetOut) {
            if (rows.partCalls[r].part == part)
                outRows.push_back(r);
        }
        if (callers.empty()) {
            keepsRows = keepsRows || !selfRows.empty() || !outRows.empty();
            continue;
        }
        std::erase_if(outRows, [&](std::uint32_t r) {
            if (rows.partCalls[r].callee != target)
                return false;
            rows.partCalls[r].part = PartId(); // self-recursive: gone with the target
            return true;
        });
        // Columns: the target's self cost in this part, then each call out.
        const std::size_t columns = 1 + outRows.size();
        // Every caller gets every call of the target: a function with many of both (a hostile
        // file's) would make a profile of their product. Refused past a bound.
        made += callers.size() * columns * width;
        if (made > kMaxMergedCosts) {
            rows.error =
                QCoreApplication::translate(
                    "Transform", "merging %1 would give its %2 callers its %3 calls each: too many")
                    .arg(profile.functionName(target))
                    .arg(callers.size())
                    .arg(outRows.size());
            return;
        }
        std::vector<std::vector<Cost>> cells(width);
        std::vector<Cost> rowSums(callers.size());
        std::vector<Cost> columnSums(columns);
        for (std::size_t e = 0; e < width; ++e) {
            for (std::size_t c = 0; c < callers.size(); ++c)
                rowSums[c] = rows.partCallCosts.row(callers[c])[e];
            columnSums[0] = 0;
            for (const std::uint32_t r : selfRows)
                costmath::addTo(columnSums[0], rows.partFunctionCosts.row(r)[e]);
            for (std::size_t o = 0; o < outRows.size(); ++o)
                columnSums[1 + o] = rows.partCallCosts.row(outRows[o])[e];
            cells[e] = apportion::table(rowSums, columnSums);
        }
        // Call counts go out in proportion to the callers' calls, first event.
        std::vector<Cost> leadWeights(callers.size());
        for (std::size_t c = 0; c < callers.size(); ++c)
            leadWeights[c] = rows.partCallCosts.row(callers[c])[0];
        std::vector<std::vector<Cost>> counts(outRows.size(), std::vector<Cost>(callers.size()));
        for (std::size_t o = 0; o < outRows.size(); ++o)
            apportion::shares(
                Cost(std::min<Count>(rows.partCalls[outRows[o]].count, costmath::kMaximum)),
                leadWeights, counts[o]);

        for (std::size_t c = 0; c < callers.size(); ++c) {
            const FunctionId caller = rows.partCalls[callers[c]].caller;
            rows.touched[caller.index()] = 1;
            Gain& gain = gains[caller];
            gain.self.resize(width, 0);
            std::vector<Cost> self(width);
            for (std::size_t e = 0; e < width; ++e) {
                self[e] = cells[e][c * columns];
                costmath::addTo(gain.self[e], self[e]);
            }
            rows.partFunctions.push_back({part, caller});
            rows.partFunctionCosts.addToRow(rows.partFunctionCosts.appendZeroRow(), self);
            for (std::size_t o = 0; o < outRows.size(); ++o) {
                const FunctionId callee = rows.partCalls[outRows[o]].callee;
                std::vector<Cost> cost(width);
                for (std::size_t e = 0; e < width; ++e)
                    cost[e] = cells[e][c * columns + 1 + o];
                const Count count = Count(std::max<Cost>(counts[o][c], 0));
                rows.partCalls.push_back({part, caller, callee, count});
                rows.partCallCosts.addToRow(rows.partCallCosts.appendZeroRow(), cost);
                auto& [costs, calls] = gain.calls[callee];
                costs.resize(width, 0);
                costmath::addRow(costs.data(), cost);
                costmath::addCountTo(calls, count);
            }
            rows.partCalls[callers[c]].part = PartId();
        }
        for (const std::uint32_t r : selfRows)
            rows.partFunctions[r].part = PartId();
        for (const std::uint32_t r : outRows)
            rows.partCalls[r].part = PartId();
    }
    if (keepsRows)
        rows.touched[target.index()] = 1;
    else
        rows.removed[target.index()] = 1;

    // The callers' detail rows: what each gained, on the call sites it called the target from,
    // in proportion to their costs.
    std::vector<Cost> weights;
    std::vector<Cost> shares;
    for (const auto& entry : gains) {
        const FunctionId caller = entry.first;
        const Gain& gain = entry.second;
        transformrows::claimDetails(rows, profile, std::span(&caller, 1));
        index.update(rows);
        std::vector<CallSiteRow> sites;
        std::vector<std::vector<Cost>> siteCosts;
        for (const std::uint32_t i : index.sites(rows, caller, target)) {
            sites.push_back(rows.callSites[i]);
            const auto costs = rows.callSiteCosts.row(i);
            siteCosts.emplace_back(costs.begin(), costs.end());
        }
        if (sites.empty())
            continue; // nowhere to put it: the caller's lines are shared out again as they are
        const auto shareOut = [&](const std::vector<Cost>& whole, auto put) {
            std::vector<std::vector<Cost>> perSite(sites.size(), std::vector<Cost>(width));
            for (std::size_t e = 0; e < width; ++e) {
                weights.clear();
                for (const auto& costs : siteCosts)
                    weights.push_back(costs[e]);
                shares.resize(weights.size());
                apportion::shares(whole[e], weights, shares);
                for (std::size_t s = 0; s < sites.size(); ++s)
                    perSite[s][e] = shares[s];
            }
            for (std::size_t s = 0; s < sites.size(); ++s)
                put(sites[s], perSite[s], s);
        };
        shareOut(gain.self,
                 [&](const CallSiteRow& site, const std::vector<Cost>& costs, std::size_t) {
                     rows.lines.push_back({caller, site.file, site.line, site.address});
                     rows.lineCosts.addToRow(rows.lineCosts.appendZeroRow(), costs);
                 });
        for (const auto& calls : gain.calls) {
            const FunctionId callee = calls.first;
            const auto& call = calls.second;
            std::vector<Cost> countShares(sites.size());
            weights.clear();
            for (const CallSiteRow& site : sites)
                weights.push_back(Cost(std::min<Count>(site.count, costmath::kMaximum)));
            apportion::shares(Cost(std::min<Count>(call.second, costmath::kMaximum)), weights,
                              countShares);
            shareOut(call.first, [&](const CallSiteRow& site, const std::vector<Cost>& costs,
                                     std::size_t s) {
                rows.callSites.push_back({caller, callee, site.file, site.line, site.address,
                                          Count(std::max<Cost>(countShares[s], 0))});
                rows.callSiteCosts.addToRow(rows.callSiteCosts.appendZeroRow(), costs);
            });
        }
    }
}

} // namespace

TransformRows merge(const Profile& profile, std::span<const FunctionId> targets)
{
    TransformRows rows = transformrows::copy(profile);
    MergeIndex index(rows);
    for (const FunctionId target : targets) {
        mergeInto(rows, profile, target, index);
        if (!rows.error.isEmpty())
            break;
    }
    return rows;
}

// The object's functions become one: its part rows are theirs, calls between them go, and rows
// of one key are summed when the profile is made. Its detail rows are theirs too, and every call
// and jump to one of them goes to it, but those are made when a view asks for a function's rows
// (TransformRows::rowsGoTo): the collapse changes no function's rows itself, so it reads none (on
// a profile whose rows are read from the file on demand, names.callgrind's libc collapse took
// 1,977 ms to read its 24,483 functions' rows one by one, and 0.42 s by one full load of the
// file). Nothing is shared out, so every cost stays exact.
TransformRows collapse(const Profile& profile, std::span<const FunctionId> members, StringId object,
                       const std::string& name)
{
    TransformRows rows = transformrows::copy(profile);
    const FunctionId collapsed = rows.addFunction(
        {object, StringTable::kEmpty, rows.addString(name, profile.strings().size())});
    rows.rowsGoTo.assign(rows.functions.size(), FunctionId());
    for (const FunctionId f : members) {
        rows.removed[f.index()] = 1;
        rows.rowsGoTo[f.index()] = collapsed;
    }
    const auto inObject = [&](FunctionId f) { return rows.rowsGoTo[f.index()].isValid(); };
    const auto to = [&](FunctionId f) { return f.isValid() && inObject(f) ? collapsed : f; };
    for (PartFunctionRow& row : rows.partFunctions)
        row.function = to(row.function);
    for (PartCallRow& row : rows.partCalls) {
        if (inObject(row.caller) && inObject(row.callee))
            row.part = PartId();
        row.caller = to(row.caller);
        row.callee = to(row.callee);
    }
    return rows;
}

} // namespace tally::transformsteps

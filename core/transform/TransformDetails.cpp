// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/transform/TransformDetails.h"

#include "core/model/CostArithmetic.h"
#include "core/transform/Apportion.h"
#include "core/transform/TransformRowOrder.h"

#include <algorithm>

namespace tally {

namespace {

std::uint64_t pairKey(FunctionId caller, FunctionId callee)
{
    return (std::uint64_t(caller.index()) << 32) | callee.index();
}

// Shares `whole` out over rows first .. last of `costs`' column `event`, in proportion to what
// they hold, unless they add up to it already.
void shareOut(CostTable& costs, std::size_t first, std::size_t last, int event, Cost whole,
              std::vector<Cost>& weights, std::vector<Cost>& shares)
{
    if (first == last)
        return;
    Cost sum = 0;
    weights.clear();
    for (std::size_t r = first; r < last; ++r) {
        weights.push_back(costs.row(r)[event]);
        costmath::addTo(sum, weights.back());
    }
    if (sum == whole)
        return;
    shares.resize(weights.size());
    apportion::shares(whole, weights, shares);
    for (std::size_t r = first; r < last; ++r)
        costs.row(r)[event] = shares[r - first];
}

} // namespace

TransformDetails::TransformDetails(std::shared_ptr<const Profile> source, const ProfileData& data,
                                   TransformRows& rows, std::vector<FunctionId> newId,
                                   const std::vector<char>& touched)
    : m_sourceDetails(source->detailsOnDemand()), m_width(rows.width), m_newId(std::move(newId)),
      m_ownsLines(std::move(rows.ownsLines)), m_ownsCalls(std::move(rows.ownsCalls)),
      m_lines(std::move(rows.lines)), m_lineCosts(std::move(rows.lineCosts)),
      m_callSites(std::move(rows.callSites)), m_callSiteCosts(std::move(rows.callSiteCosts)),
      m_jumps(std::move(rows.jumps))
{
    if (!m_sourceDetails)
        m_source = std::move(source);
    const std::size_t functions = data.functions.size();
    const std::size_t width = std::size_t(m_width);
    m_fromId.resize(functions);
    for (std::size_t f = 0; f < m_newId.size(); ++f) {
        if (m_newId[f].isValid())
            m_fromId[m_newId[f].index()] = FunctionId(FunctionId::Index(f));
    }
    m_lineBegin = transformrows::beginsOf(m_lines, functions,
                                          [](const LineCostRow& r) { return r.function.index(); });
    m_callSiteBegin = transformrows::beginsOf(
        m_callSites, functions, [](const CallSiteRow& r) { return r.caller.index(); });
    m_jumpBegin = transformrows::beginsOf(m_jumps, functions,
                                          [](const JumpRow& r) { return r.function.index(); });

    // The touched functions' new self costs, and the calls of pairs with one, summed over parts
    // (in row order), by pair ascending.
    m_touchedIndex.assign(functions, kNotTouched);
    std::uint32_t touchedCount = 0;
    for (std::size_t f = 0; f < functions; ++f) {
        if (touched[f])
            m_touchedIndex[f] = touchedCount++;
    }
    if (touchedCount == 0)
        return;
    m_self.assign(touchedCount * width, 0);
    for (std::size_t i = 0; i < data.partFunctions.size(); ++i) {
        const std::uint32_t index = m_touchedIndex[data.partFunctions[i].function.index()];
        if (index != kNotTouched)
            costmath::addRow(m_self.data() + index * width, data.partFunctionCosts.row(i));
    }
    // Looked up by each caller's call sites (a hash map of a vector per pair cost a drop of
    // 127,000 functions a sixth of its new profile).
    std::vector<std::pair<std::uint64_t, std::uint32_t>> keyed;
    for (std::size_t i = 0; i < data.partCalls.size(); ++i) {
        const PartCallRow& row = data.partCalls[i];
        if (touched[row.caller.index()] || touched[row.callee.index()])
            keyed.emplace_back(pairKey(row.caller, row.callee), std::uint32_t(i));
    }
    if (!std::ranges::is_sorted(keyed))
        std::ranges::sort(keyed);
    m_callsPair.assign(functions, 0);
    for (const auto& [key, i] : keyed) {
        if (m_pairs.empty() || m_pairs.back() != key) {
            m_pairs.push_back(key);
            m_pairCosts.resize(m_pairCosts.size() + width, 0);
            m_pairCounts.push_back(0);
            m_callsPair[key >> 32] = 1;
        }
        costmath::addRow(m_pairCosts.data() + (m_pairs.size() - 1) * width,
                         data.partCallCosts.row(i));
        costmath::addCountTo(m_pairCounts.back(), data.partCalls[i].count);
    }
}

FunctionRows TransformDetails::operator()(FunctionId function) const
{
    FunctionRows made(m_width);
    const FunctionId from = m_fromId[function.index()];
    // The source's rows, when it makes them on demand and this function takes some.
    const FunctionRows* sourceRows = takesSourceRows(from) ? &m_sourceDetails->of(from) : nullptr;
    takeLines(made, function, from, sourceRows);
    takeCalls(made, function, from, sourceRows);
    reconcile(made, function);
    return made;
}

void TransformDetails::prepare(std::span<const FunctionId> functions) const
{
    std::vector<FunctionId> from;
    for (const FunctionId f : functions) {
        if (f.index() < m_fromId.size() && takesSourceRows(m_fromId[f.index()]))
            from.push_back(m_fromId[f.index()]);
    }
    if (!from.empty())
        m_sourceDetails->prepare(from);
}

void TransformDetails::takeLines(FunctionRows& made, FunctionId function, FunctionId from,
                                 const FunctionRows* sourceRows) const
{
    std::vector<Cost> costs;
    bool addresses = false;
    const auto add = [&](const LineCostRow& row, std::span<const Cost> rowCosts) {
        made.lines.push_back({function, row.file, row.line});
        // Addresses are kept from the first row that has one on (the rows before have none).
        if (!addresses && row.address != 0) {
            addresses = true;
            made.lineAddresses.resize(made.lines.size() - 1, 0);
        }
        if (addresses)
            made.lineAddresses.push_back(row.address);
        transformrows::append(costs, rowCosts);
    };
    if (m_ownsLines[from.index()]) {
        for (std::size_t r = m_lineBegin[function.index()]; r < m_lineBegin[function.index() + 1];
             ++r)
            add(m_lines[r], m_lineCosts.row(r));
    } else {
        const LineRows lines = sourceRows ? sourceRows->lineRows() : m_source->lines(from);
        costs.reserve(lines.size() * std::size_t(m_width));
        made.lines.reserve(lines.size());
        for (std::size_t r = 0; r < lines.size(); ++r)
            add(lines.row(r), lines.costs(r));
    }
    made.lineCosts = CostTable(m_width, made.lines.size(), std::move(costs));
}

void TransformDetails::takeCalls(FunctionRows& made, FunctionId function, FunctionId from,
                                 const FunctionRows* sourceRows) const
{
    std::vector<Cost> costs;
    if (m_ownsCalls[from.index()]) {
        const std::size_t first = m_callSiteBegin[function.index()];
        const std::size_t last = m_callSiteBegin[function.index() + 1];
        made.callSites.assign(m_callSites.begin() + std::ptrdiff_t(first),
                              m_callSites.begin() + std::ptrdiff_t(last));
        for (std::size_t r = first; r < last; ++r)
            transformrows::append(costs, m_callSiteCosts.row(r));
        made.jumps.assign(m_jumps.begin() + std::ptrdiff_t(m_jumpBegin[function.index()]),
                          m_jumps.begin() + std::ptrdiff_t(m_jumpBegin[function.index() + 1]));
    } else {
        const auto sites = sourceRows ? sourceRows->callSiteRows() : m_source->callSites(from);
        for (std::size_t r = 0; r < sites.size(); ++r) {
            const CallSiteRow& site = sites.row(r);
            if (!isKept(site.callee))
                continue;
            CallSiteRow& row = made.callSites.emplace_back(site);
            row.caller = function;
            row.callee = m_newId[site.callee.index()];
            transformrows::append(costs, sites.costs(r));
        }
        const std::span<const JumpRow> jumps =
            sourceRows ? std::span<const JumpRow>(sourceRows->jumps) : m_source->jumps(from);
        for (JumpRow row : jumps) {
            if (row.targetFunction.isValid() && !isKept(row.targetFunction))
                continue;
            row.function = function;
            if (row.targetFunction.isValid())
                row.targetFunction = m_newId[row.targetFunction.index()];
            made.jumps.push_back(row);
        }
    }
    made.callSiteCosts = CostTable(m_width, made.callSites.size(), std::move(costs));
}

void TransformDetails::reconcile(FunctionRows& made, FunctionId function) const
{
    const std::size_t width = std::size_t(m_width);
    std::vector<Cost> weights;
    std::vector<Cost> shares;
    const std::uint32_t touched =
        m_touchedIndex.empty() ? kNotTouched : m_touchedIndex[function.index()];
    if (touched != kNotTouched) {
        for (int e = 0; e < m_width; ++e)
            shareOut(made.lineCosts, 0, made.lines.size(), e,
                     m_self[touched * width + std::size_t(e)], weights, shares);
    }
    if (m_callsPair.empty() || !m_callsPair[function.index()])
        return;
    // Runs of one callee (the sites are sorted by callee).
    std::vector<CallSiteRow>& sites = made.callSites;
    for (std::size_t first = 0; first < sites.size();) {
        std::size_t last = first + 1;
        while (last < sites.size() && sites[last].callee == sites[first].callee)
            ++last;
        const auto pair = std::ranges::lower_bound(m_pairs, pairKey(function, sites[first].callee));
        if (pair != m_pairs.end() && *pair == pairKey(function, sites[first].callee)) {
            const std::size_t index = std::size_t(pair - m_pairs.begin());
            const Cost* costs = m_pairCosts.data() + index * width;
            const Count count = m_pairCounts[index];
            for (int e = 0; e < m_width; ++e)
                shareOut(made.callSiteCosts, first, last, e, costs[e], weights, shares);
            weights.clear();
            Count sum = 0;
            for (std::size_t r = first; r < last; ++r) {
                weights.push_back(Cost(std::min<Count>(sites[r].count, costmath::kMaximum)));
                costmath::addCountTo(sum, sites[r].count);
            }
            if (sum != count) {
                shares.resize(weights.size());
                apportion::shares(Cost(std::min<Count>(count, costmath::kMaximum)), weights,
                                  shares);
                for (std::size_t r = first; r < last; ++r)
                    sites[r].count = Count(std::max<Cost>(shares[r - first], 0));
            }
        }
        first = last;
    }
}

} // namespace tally

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

// Appends line rows to a function's rows being made. Addresses are kept from the first row that
// has one on (the rows before have none).
class LineAppender
{
public:
    LineAppender(FunctionRows& made, FunctionId function, std::size_t rows)
        : m_made(made), m_function(function)
    {
        made.lines.reserve(rows);
        m_costs.reserve(rows * std::size_t(made.lineCosts.width()));
    }

    void add(const LineCostRow& row, std::span<const Cost> costs)
    {
        m_made.lines.push_back({m_function, row.file, row.line});
        if (!m_addresses && row.address != 0) {
            m_addresses = true;
            m_made.lineAddresses.resize(m_made.lines.size() - 1, 0);
        }
        if (m_addresses)
            m_made.lineAddresses.push_back(row.address);
        transformrows::append(m_costs, costs);
    }

    void finish()
    {
        const int width = m_made.lineCosts.width();
        m_made.lineCosts = CostTable(width, m_made.lines.size(), std::move(m_costs));
    }

private:
    FunctionRows& m_made;
    FunctionId m_function;
    std::vector<Cost> m_costs;
    bool m_addresses = false;
};

// `jump`, of the source's, as `function`'s with its target renamed: false when the target is gone.
template <typename Rename>
bool renameJump(JumpRow& jump, FunctionId function, Rename renamed)
{
    jump.function = function;
    if (!jump.targetFunction.isValid())
        return true;
    jump.targetFunction = renamed(jump.targetFunction);
    return jump.targetFunction.isValid();
}

// `made`'s call sites and jumps sorted by key, rows of one key summed.
void sortAndSumCalls(FunctionRows& made)
{
    transformrows::sortAndSum(made.callSites, &made.callSiteCosts, transformrows::siteKey,
                              transformrows::addSiteCount);
    transformrows::sortAndSum(made.jumps, nullptr, transformrows::jumpKey,
                              transformrows::addJumpCounts);
}

} // namespace

TransformDetails::TransformDetails(std::shared_ptr<const Profile> source, const ProfileData& data,
                                   TransformRows& rows, std::vector<FunctionId> newId,
                                   const std::vector<char>& touched)
    : m_sourceDetails(source->detailsOnDemand()), m_width(rows.width), m_calledAs(std::move(newId)),
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
    for (std::size_t f = 0; f < m_calledAs.size(); ++f) {
        if (m_calledAs[f].isValid())
            m_fromId[m_calledAs[f].index()] = FunctionId(FunctionId::Index(f));
    }
    m_lineBegin = transformrows::beginsOf(m_lines, functions,
                                          [](const LineCostRow& r) { return r.function.index(); });
    m_callSiteBegin = transformrows::beginsOf(
        m_callSites, functions, [](const CallSiteRow& r) { return r.caller.index(); });
    m_jumpBegin = transformrows::beginsOf(m_jumps, functions,
                                          [](const JumpRow& r) { return r.function.index(); });
    // The functions whose rows go to another (gone themselves), by the new id they go to; calls
    // and jumps to them go to it too.
    std::vector<std::pair<std::uint32_t, FunctionId>> coming;
    for (std::size_t f = 0; f < rows.rowsGoTo.size(); ++f) {
        const FunctionId goesTo = rows.rowsGoTo[f];
        if (m_calledAs[f].isValid() || !goesTo.isValid() || !m_calledAs[goesTo.index()].isValid())
            continue;
        m_calledAs[f] = m_calledAs[goesTo.index()];
        coming.emplace_back(m_calledAs[f].index(), FunctionId(FunctionId::Index(f)));
    }
    if (!coming.empty()) {
        std::ranges::sort(coming);
        m_comingBegin = transformrows::beginsOf(coming, functions,
                                                [](const auto& c) { return std::size_t(c.first); });
        for (const auto& c : coming)
            m_coming.push_back(c.second);
    }

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
    if (const auto coming = rowsComingTo(function); !coming.empty()) {
        gather(made, function, from, coming);
    } else {
        takeLines(made, function, from);
        takeCalls(made, function, from);
    }
    reconcile(made, function);
    return made;
}

void TransformDetails::prepare(std::span<const FunctionId> functions) const
{
    std::vector<FunctionId> from;
    for (const FunctionId f : functions) {
        if (f.index() >= m_fromId.size())
            continue;
        if (takesSourceRows(m_fromId[f.index()]))
            from.push_back(m_fromId[f.index()]);
        for (const FunctionId coming : rowsComingTo(f)) {
            if (takesSourceRows(coming))
                from.push_back(coming);
        }
    }
    if (!from.empty())
        m_sourceDetails->prepare(from);
}

TransformDetails::SourceRows TransformDetails::sourceRows(FunctionId from,
                                                          FunctionRows* scratch) const
{
    if (!m_sourceDetails)
        return {m_source->lines(from), m_source->callSites(from), m_source->jumps(from)};
    const FunctionRows& rows =
        scratch ? m_sourceDetails->ofOnce(from, *scratch) : m_sourceDetails->of(from);
    return {rows.lineRows(), rows.callSiteRows(), rows.jumps};
}

std::span<const FunctionId> TransformDetails::rowsComingTo(FunctionId function) const
{
    if (m_comingBegin.empty())
        return {};
    const std::size_t first = m_comingBegin[function.index()];
    return std::span(m_coming).subspan(first, m_comingBegin[function.index() + 1] - first);
}

void TransformDetails::takeLines(FunctionRows& made, FunctionId function, FunctionId from) const
{
    if (m_ownsLines[from.index()]) {
        const std::size_t first = m_lineBegin[function.index()];
        const std::size_t last = m_lineBegin[function.index() + 1];
        LineAppender lines(made, function, last - first);
        for (std::size_t r = first; r < last; ++r)
            lines.add(m_lines[r], m_lineCosts.row(r));
        lines.finish();
        return;
    }
    const LineRows source = sourceRows(from).lines;
    LineAppender lines(made, function, source.size());
    for (std::size_t r = 0; r < source.size(); ++r)
        lines.add(source.row(r), source.costs(r));
    lines.finish();
}

void TransformDetails::takeCalls(FunctionRows& made, FunctionId function, FunctionId from) const
{
    std::vector<Cost> costs;
    // The transform's own rows are sorted and summed already.
    bool unordered = false;
    if (m_ownsCalls[from.index()])
        appendOwnCalls(made, function, costs);
    else
        unordered = appendSourceCalls(made, function, sourceRows(from), false, costs);
    made.callSiteCosts = CostTable(m_width, made.callSites.size(), std::move(costs));
    if (unordered)
        sortAndSumCalls(made);
}

void TransformDetails::gather(FunctionRows& made, FunctionId function, FunctionId own,
                              std::span<const FunctionId> from) const
{
    if (m_sourceDetails)
        m_sourceDetails->prepare(from); // by one full load, when they are many read from a file
    // Lines: its own and theirs, summed by key as they come (names.callgrind's libc: 24,483
    // functions whose 460,000 line rows have 4,970 keys), then in key order. Call sites and
    // jumps: its own and theirs, but calls between them (to itself now). Each of theirs read
    // once, and not kept.
    transformrows::LineSums sums(m_width, transformrows::lineKey, transformrows::lineHash);
    std::vector<Cost> costs;
    if (m_ownsLines[own.index()]) {
        for (std::size_t r = m_lineBegin[function.index()]; r < m_lineBegin[function.index() + 1];
             ++r)
            sums.add(m_lines[r], m_lineCosts.row(r));
    }
    if (m_ownsCalls[own.index()])
        appendOwnCalls(made, function, costs);
    FunctionRows scratch(m_width);
    for (const FunctionId f : from) {
        const SourceRows rows = sourceRows(f, &scratch);
        for (std::size_t r = 0; r < rows.lines.size(); ++r) {
            LineCostRow row = rows.lines.row(r);
            row.function = function;
            sums.add(row, rows.lines.costs(r));
        }
        appendSourceCalls(made, function, rows, true, costs);
    }
    std::vector<LineCostRow> lines;
    CostTable lineCosts(m_width);
    sums.takeInto(lines, lineCosts);
    transformrows::sortAndSum(lines, &lineCosts, transformrows::lineKey, [](auto&, const auto&) {});
    LineAppender appender(made, function, lines.size());
    for (std::size_t r = 0; r < lines.size(); ++r)
        appender.add(lines[r], lineCosts.row(r));
    appender.finish();
    made.callSiteCosts = CostTable(m_width, made.callSites.size(), std::move(costs));
    sortAndSumCalls(made);
}

void TransformDetails::appendOwnCalls(FunctionRows& made, FunctionId function,
                                      std::vector<Cost>& costs) const
{
    for (std::size_t r = m_callSiteBegin[function.index()];
         r < m_callSiteBegin[function.index() + 1]; ++r) {
        made.callSites.push_back(m_callSites[r]);
        transformrows::append(costs, m_callSiteCosts.row(r));
    }
    made.jumps.insert(made.jumps.end(),
                      m_jumps.begin() + std::ptrdiff_t(m_jumpBegin[function.index()]),
                      m_jumps.begin() + std::ptrdiff_t(m_jumpBegin[function.index() + 1]));
}

bool TransformDetails::appendSourceCalls(FunctionRows& made, FunctionId function,
                                         const SourceRows& rows, bool dropCallsToItself,
                                         std::vector<Cost>& costs) const
{
    bool anyRedirected = false;
    for (std::size_t r = 0; r < rows.callSites.size(); ++r) {
        const CallSiteRow& site = rows.callSites.row(r);
        const FunctionId callee = renamed(site.callee);
        if (!callee.isValid() || (dropCallsToItself && callee == function))
            continue;
        anyRedirected = anyRedirected || redirected(site.callee);
        CallSiteRow& row = made.callSites.emplace_back(site);
        row.caller = function;
        row.callee = callee;
        transformrows::append(costs, rows.callSites.costs(r));
    }
    const auto rename = [this](FunctionId f) { return renamed(f); };
    for (JumpRow row : rows.jumps) {
        const FunctionId target = row.targetFunction;
        if (!renameJump(row, function, rename))
            continue;
        anyRedirected = anyRedirected || (target.isValid() && redirected(target));
        made.jumps.push_back(row);
    }
    return anyRedirected;
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

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/transform/TransformRows.h"

#include "core/model/CostArithmetic.h"
#include "core/transform/Apportion.h"

#include <algorithm>
#include <numeric>
#include <tuple>
#include <unordered_map>

namespace tally {

FunctionId TransformRows::addFunction(const FunctionKey& key)
{
    functions.push_back(key);
    removed.push_back(0);
    touched.push_back(1);
    return FunctionId(FunctionId::Index(functions.size() - 1));
}

StringId TransformRows::addString(std::string text, std::size_t sourceStrings)
{
    newStrings.push_back(std::move(text));
    return StringId(StringId::Index(sourceStrings + newStrings.size() - 1));
}

namespace transformrows {

namespace {

// Appends `costs` to `values`, the cost table under construction.
void append(std::vector<Cost>& values, std::span<const Cost> costs)
{
    values.insert(values.end(), costs.begin(), costs.end());
}

// Rows and their costs, kept where `keep` says so (in order), with `remap` applied to each.
template <typename Row, typename Keep, typename Remap>
void filter(std::vector<Row>& rows, CostTable* costs, Keep keep, Remap remap)
{
    const int width = costs ? costs->width() : 0;
    std::vector<Cost> values;
    if (costs)
        values.reserve(costs->rowCount() * std::size_t(width));
    std::size_t kept = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (!keep(rows[i]))
            continue;
        if (costs)
            append(values, costs->row(i));
        rows[kept] = rows[i];
        remap(rows[kept]);
        ++kept;
    }
    rows.resize(kept);
    if (costs)
        *costs = CostTable(width, kept, std::move(values));
}

// Sorts rows (and their costs) by `less` unless they are in order already (a transform that
// keeps the function order keeps the rows'), then sums rows of one key (`same`) into the first:
// `merge` for the rows' counts, the table for their costs.
template <typename Row, typename Less, typename Same, typename Merge>
void sortAndSum(std::vector<Row>& rows, CostTable* costs, Less less, Same same, Merge merge)
{
    const int width = costs ? costs->width() : 0;
    if (!std::ranges::is_sorted(rows, less)) {
        std::vector<std::uint32_t> order(rows.size());
        std::iota(order.begin(), order.end(), 0U);
        std::ranges::stable_sort(
            order, [&](std::uint32_t a, std::uint32_t b) { return less(rows[a], rows[b]); });
        std::vector<Row> sorted;
        sorted.reserve(rows.size());
        std::vector<Cost> values;
        if (costs)
            values.reserve(rows.size() * std::size_t(width));
        for (const std::uint32_t i : order) {
            sorted.push_back(rows[i]);
            if (costs)
                append(values, costs->row(i));
        }
        rows = std::move(sorted);
        if (costs)
            *costs = CostTable(width, rows.size(), std::move(values));
    }
    std::size_t kept = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (kept > 0 && same(rows[kept - 1], rows[i])) {
            merge(rows[kept - 1], rows[i]);
            if (costs)
                costs->addToRow(kept - 1, costs->row(i));
            continue;
        }
        if (kept != i) {
            rows[kept] = rows[i];
            if (costs)
                std::ranges::copy(costs->row(i), costs->row(kept).begin());
        }
        ++kept;
    }
    if (kept == rows.size())
        return;
    rows.resize(kept);
    if (costs) {
        const auto first = costs->row(0).data();
        *costs =
            CostTable(width, kept, std::vector<Cost>(first, first + kept * std::size_t(width)));
    }
}

// begins[k] .. begins[k + 1]: the rows whose key(row) is k, for rows sorted by key.
template <typename Row, typename Key>
std::vector<std::size_t> beginsOf(const std::vector<Row>& rows, std::size_t keys, Key key)
{
    std::vector<std::size_t> begins(keys + 1, rows.size());
    std::size_t next = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const std::size_t k = key(rows[i]);
        while (next <= k)
            begins[next++] = i;
    }
    return begins;
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

std::uint64_t pairKey(FunctionId caller, FunctionId callee)
{
    return (std::uint64_t(caller.index()) << 32) | callee.index();
}

// Makes each touched function's line rows add up to its self cost and its call sites to each
// callee add up to its calls to that callee (cost and count).
void reconcileDetails(ProfileData& data, const std::vector<char>& touched)
{
    const int width = data.events.realCount();
    const std::size_t functions = data.functions.size();
    std::vector<Cost> self(functions * std::size_t(width), 0);
    for (std::size_t i = 0; i < data.partFunctions.size(); ++i) {
        const FunctionId f = data.partFunctions[i].function;
        if (touched[f.index()])
            costmath::addRow(self.data() + f.index() * std::size_t(width),
                             data.partFunctionCosts.row(i));
    }
    struct PairTotal
    {
        std::vector<Cost> costs;
        Count count = 0;
    };
    std::unordered_map<std::uint64_t, PairTotal> calls;
    for (std::size_t i = 0; i < data.partCalls.size(); ++i) {
        const PartCallRow& row = data.partCalls[i];
        if (!touched[row.caller.index()] && !touched[row.callee.index()])
            continue;
        PairTotal& total = calls[pairKey(row.caller, row.callee)];
        total.costs.resize(std::size_t(width), 0);
        costmath::addRow(total.costs.data(), data.partCallCosts.row(i));
        costmath::addCountTo(total.count, row.count);
    }
    std::vector<Cost> weights;
    std::vector<Cost> shares;
    for (std::size_t f = 0; f < functions; ++f) {
        if (!touched[f])
            continue;
        for (int e = 0; e < width; ++e)
            shareOut(data.lineCosts, data.functionLineBegin[f], data.functionLineBegin[f + 1], e,
                     self[f * std::size_t(width) + std::size_t(e)], weights, shares);
    }
    // Call sites: runs of one (caller, callee).
    std::size_t first = 0;
    const auto& sites = data.callSites;
    while (first < sites.size()) {
        std::size_t last = first + 1;
        while (last < sites.size() && sites[last].caller == sites[first].caller &&
               sites[last].callee == sites[first].callee)
            ++last;
        const auto total = calls.find(pairKey(sites[first].caller, sites[first].callee));
        if (total != calls.end()) {
            for (int e = 0; e < width; ++e)
                shareOut(data.callSiteCosts, first, last, e, total->second.costs[std::size_t(e)],
                         weights, shares);
            weights.clear();
            Count sum = 0;
            for (std::size_t r = first; r < last; ++r) {
                weights.push_back(Cost(std::min<Count>(sites[r].count, costmath::kMaximum)));
                costmath::addCountTo(sum, sites[r].count);
            }
            if (sum != total->second.count) {
                shares.resize(weights.size());
                apportion::shares(Cost(std::min<Count>(total->second.count, costmath::kMaximum)),
                                  weights, shares);
                for (std::size_t r = first; r < last; ++r)
                    data.callSites[r].count = Count(std::max<Cost>(shares[r - first], 0));
            }
        }
        first = last;
    }
}

} // namespace

TransformRows copy(const Profile& source)
{
    TransformRows rows;
    const int width = source.events().realCount();
    rows.width = width;
    rows.functions.reserve(source.functionCount());
    for (const FunctionId f : source.functionIds())
        rows.functions.push_back(source.function(f));
    rows.removed.assign(rows.functions.size(), 0);
    rows.touched.assign(rows.functions.size(), 0);

    std::vector<Cost> values;
    for (const PartId p : source.partIds()) {
        for (const auto& [row, costs] : source.partFunctions(p)) {
            rows.partFunctions.push_back(row);
            append(values, costs);
        }
    }
    rows.partFunctionCosts = CostTable(width, rows.partFunctions.size(), std::move(values));
    values = {};
    for (const PartId p : source.partIds()) {
        for (const auto& [row, costs] : source.partCalls(p)) {
            rows.partCalls.push_back(row);
            append(values, costs);
        }
    }
    rows.partCallCosts = CostTable(width, rows.partCalls.size(), std::move(values));
    values = {};
    values.reserve(source.lineRowCount() * std::size_t(width));
    rows.lines.reserve(source.lineRowCount());
    for (const FunctionId f : source.functionIds()) {
        for (const auto& [row, costs] : source.lines(f)) {
            rows.lines.push_back(row);
            append(values, costs);
        }
    }
    rows.lineCosts = CostTable(width, rows.lines.size(), std::move(values));
    values = {};
    for (const FunctionId f : source.functionIds()) {
        for (const auto& [row, costs] : source.callSites(f)) {
            rows.callSites.push_back(row);
            append(values, costs);
        }
        const auto jumps = source.jumps(f);
        rows.jumps.insert(rows.jumps.end(), jumps.begin(), jumps.end());
    }
    rows.callSiteCosts = CostTable(width, rows.callSites.size(), std::move(values));
    return rows;
}

std::shared_ptr<const Profile> makeProfile(const Profile& source, TransformRows rows)
{
    const std::size_t functionCount = rows.functions.size();
    const int width = rows.width;
    std::vector<char> alive(functionCount);
    for (std::size_t f = 0; f < functionCount; ++f)
        alive[f] = !rows.removed[f];
    const auto isAlive = [&](FunctionId f) { return f.isValid() && alive[f.index()] != 0; };

    // Touched functions left with nothing go.
    std::vector<char> hasCost(functionCount, 0);
    const auto anyCost = [](std::span<const Cost> costs) {
        return std::ranges::any_of(costs, [](Cost c) { return c != 0; });
    };
    for (std::size_t i = 0; i < rows.partFunctions.size(); ++i) {
        if (rows.partFunctions[i].part.isValid() && anyCost(rows.partFunctionCosts.row(i)))
            hasCost[rows.partFunctions[i].function.index()] = 1;
    }
    for (std::size_t i = 0; i < rows.partCalls.size(); ++i) {
        const PartCallRow& row = rows.partCalls[i];
        if (row.part.isValid() && isAlive(row.caller) && isAlive(row.callee) &&
            anyCost(rows.partCallCosts.row(i))) {
            hasCost[row.caller.index()] = 1;
            hasCost[row.callee.index()] = 1;
        }
    }
    for (std::size_t f = 0; f < functionCount; ++f) {
        if (rows.touched[f] && !hasCost[f])
            alive[f] = 0;
    }

    std::vector<FunctionId> newId(functionCount);
    ProfileData data;
    for (std::size_t f = 0; f < functionCount; ++f) {
        if (alive[f]) {
            newId[f] = data.functions.nextId();
            data.functions.push_back(rows.functions[f]);
        }
    }
    std::vector<char> touched(data.functions.size(), 0);
    for (std::size_t f = 0; f < functionCount; ++f) {
        if (alive[f])
            touched[newId[f].index()] = rows.touched[f];
    }
    const auto to = [&](FunctionId f) { return newId[f.index()]; };

    // Strings: those of the source that rows kept use, in their order (so the rows' order by
    // string id stays), then the new ones. Interning the names is most of making a profile of
    // many long names: a focus on a tenth of one interns a tenth of them.
    const std::size_t sourceStrings = source.strings().size();
    std::vector<char> used(sourceStrings + rows.newStrings.size(), 0);
    const auto use = [&](StringId id) { used[id.index()] = 1; };
    for (std::size_t f = 0; f < functionCount; ++f) {
        if (alive[f]) {
            use(rows.functions[f].object);
            use(rows.functions[f].file);
            use(rows.functions[f].name);
        }
    }
    for (const LineCostRow& r : rows.lines) {
        if (isAlive(r.function))
            use(r.file);
    }
    for (const CallSiteRow& r : rows.callSites) {
        if (isAlive(r.caller) && isAlive(r.callee))
            use(r.file);
    }
    for (const JumpRow& r : rows.jumps) {
        use(r.file);
        use(r.targetFile);
    }
    std::vector<StringId> stringIds(used.size(), StringTable::kEmpty);
    for (std::size_t s = 1; s < sourceStrings; ++s) {
        if (used[s])
            stringIds[s] = data.strings.internFrom(source.strings(), StringId(StringId::Index(s)));
    }
    for (std::size_t s = 0; s < rows.newStrings.size(); ++s)
        stringIds[sourceStrings + s] = data.strings.intern(rows.newStrings[s]);
    const auto string = [&](StringId id) { return stringIds[id.index()]; };
    for (FunctionKey& key : data.functions)
        key = {string(key.object), string(key.file), string(key.name)};

    filter(
        rows.partFunctions, &rows.partFunctionCosts,
        [&](const PartFunctionRow& r) { return r.part.isValid() && isAlive(r.function); },
        [&](PartFunctionRow& r) { r.function = to(r.function); });
    sortAndSum(
        rows.partFunctions, &rows.partFunctionCosts,
        [](const PartFunctionRow& a, const PartFunctionRow& b) {
            return std::tuple(a.part, a.function) < std::tuple(b.part, b.function);
        },
        [](const PartFunctionRow& a, const PartFunctionRow& b) {
            return a.part == b.part && a.function == b.function;
        },
        [](auto&, const auto&) {});
    filter(
        rows.partCalls, &rows.partCallCosts,
        [&](const PartCallRow& r) {
            return r.part.isValid() && isAlive(r.caller) && isAlive(r.callee);
        },
        [&](PartCallRow& r) {
            r.caller = to(r.caller);
            r.callee = to(r.callee);
        });
    sortAndSum(
        rows.partCalls, &rows.partCallCosts,
        [](const PartCallRow& a, const PartCallRow& b) {
            return std::tuple(a.part, a.caller, a.callee) < std::tuple(b.part, b.caller, b.callee);
        },
        [](const PartCallRow& a, const PartCallRow& b) {
            return a.part == b.part && a.caller == b.caller && a.callee == b.callee;
        },
        [](PartCallRow& into, const PartCallRow& from) {
            costmath::addCountTo(into.count, from.count);
        });
    filter(
        rows.lines, &rows.lineCosts, [&](const LineCostRow& r) { return isAlive(r.function); },
        [&](LineCostRow& r) {
            r.function = to(r.function);
            r.file = string(r.file);
        });
    const auto lineKey = [](const LineCostRow& r) {
        return std::tuple(r.function, r.file, r.line, r.address);
    };
    sortAndSum(
        rows.lines, &rows.lineCosts,
        [&](const LineCostRow& a, const LineCostRow& b) { return lineKey(a) < lineKey(b); },
        [&](const LineCostRow& a, const LineCostRow& b) { return lineKey(a) == lineKey(b); },
        [](auto&, const auto&) {});
    filter(
        rows.callSites, &rows.callSiteCosts,
        [&](const CallSiteRow& r) { return isAlive(r.caller) && isAlive(r.callee); },
        [&](CallSiteRow& r) {
            r.caller = to(r.caller);
            r.callee = to(r.callee);
            r.file = string(r.file);
        });
    const auto siteKey = [](const CallSiteRow& r) {
        return std::tuple(r.caller, r.callee, r.file, r.line, r.address);
    };
    sortAndSum(
        rows.callSites, &rows.callSiteCosts,
        [&](const CallSiteRow& a, const CallSiteRow& b) { return siteKey(a) < siteKey(b); },
        [&](const CallSiteRow& a, const CallSiteRow& b) { return siteKey(a) == siteKey(b); },
        [](CallSiteRow& into, const CallSiteRow& from) {
            costmath::addCountTo(into.count, from.count);
        });
    filter(
        rows.jumps, nullptr,
        [&](const JumpRow& r) {
            return isAlive(r.function) &&
                   (!r.targetFunction.isValid() || isAlive(r.targetFunction));
        },
        [&](JumpRow& r) {
            r.function = to(r.function);
            if (r.targetFunction.isValid())
                r.targetFunction = to(r.targetFunction);
            r.file = string(r.file);
            r.targetFile = string(r.targetFile);
        });
    const auto jumpKey = [](const JumpRow& r) {
        return std::tuple(r.function, r.file, r.fromLine, r.fromAddress, r.targetFunction,
                          r.targetFile, r.toLine, r.toAddress, r.conditional);
    };
    sortAndSum(
        rows.jumps, nullptr,
        [&](const JumpRow& a, const JumpRow& b) { return jumpKey(a) < jumpKey(b); },
        [&](const JumpRow& a, const JumpRow& b) { return jumpKey(a) == jumpKey(b); },
        [](JumpRow& into, const JumpRow& from) {
            costmath::addCountTo(into.executed, from.executed);
            costmath::addCountTo(into.taken, from.taken);
        });

    data.events = source.events();
    data.sources = source.sources();
    for (const PartId p : source.partIds())
        data.parts.push_back(source.part(p));
    data.diagnostics = source.diagnostics();
    const std::size_t parts = data.parts.size();
    const std::size_t functions = data.functions.size();

    data.partFunctions = std::move(rows.partFunctions);
    data.partFunctionCosts = std::move(rows.partFunctionCosts);
    data.partFunctionBegin = beginsOf(data.partFunctions, parts,
                                      [](const PartFunctionRow& r) { return r.part.index(); });
    data.partCalls = std::move(rows.partCalls);
    data.partCallCosts = std::move(rows.partCallCosts);
    data.partCallBegin =
        beginsOf(data.partCalls, parts, [](const PartCallRow& r) { return r.part.index(); });

    data.lines.reserve(rows.lines.size());
    bool addresses = false;
    for (const LineCostRow& r : rows.lines) {
        data.lines.push_back({r.function, r.file, r.line});
        addresses = addresses || r.address != 0;
    }
    if (addresses) {
        data.lineAddresses.reserve(rows.lines.size());
        for (const LineCostRow& r : rows.lines)
            data.lineAddresses.push_back(r.address);
    }
    data.lineCosts = std::move(rows.lineCosts);
    data.functionLineBegin =
        beginsOf(data.lines, functions, [](const LineRow& r) { return r.function.index(); });
    data.callSites = std::move(rows.callSites);
    data.callSiteCosts = std::move(rows.callSiteCosts);
    data.functionCallSiteBegin =
        beginsOf(data.callSites, functions, [](const CallSiteRow& r) { return r.caller.index(); });
    data.jumps = std::move(rows.jumps);
    data.functionJumpBegin =
        beginsOf(data.jumps, functions, [](const JumpRow& r) { return r.function.index(); });
    data.strings.endInterning();

    if (std::ranges::any_of(touched, [](char t) { return t != 0; }))
        reconcileDetails(data, touched);

    // The parts' stated totals, where they had some, are the new sums.
    for (const PartId p : data.parts.ids()) {
        PartInfo& part = data.parts[p];
        if (part.summary.empty() && part.totals.empty())
            continue;
        std::vector<Cost> sums(std::size_t(width), 0);
        for (std::size_t i = data.partFunctionBegin[p.index()];
             i < data.partFunctionBegin[p.index() + 1]; ++i)
            costmath::addRow(sums.data(), data.partFunctionCosts.row(i));
        if (!part.summary.empty())
            part.summary = sums;
        if (!part.totals.empty())
            part.totals = sums;
    }
    return std::make_shared<const Profile>(std::move(data));
}

} // namespace transformrows

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/transform/TransformRows.h"

#include "core/model/CostArithmetic.h"
#include "core/transform/Apportion.h"

#include <algorithm>
#include <numeric>
#include <span>
#include <tuple>

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

// Appends `count` rows of costs that lie back to back from `first` on (a range of one table).
void appendRows(std::vector<Cost>& values, std::span<const Cost> first, std::size_t count)
{
    if (count > 0)
        values.insert(values.end(), first.data(), first.data() + count * first.size());
}

// The table's first `rows` rows, as a table of their own.
CostTable firstRows(const CostTable& costs, std::size_t rows)
{
    const std::size_t width = std::size_t(costs.width());
    if (rows == 0)
        return CostTable(costs.width(), 0, {});
    const Cost* first = costs.row(0).data();
    return CostTable(costs.width(), rows, std::vector<Cost>(first, first + rows * width));
}

// Rows and their costs, kept where `keep` says so (in order), with `remap` applied to each:
// moved down in place, the table cut once at the end.
template <typename Row, typename Keep, typename Remap>
void filter(std::vector<Row>& rows, CostTable* costs, Keep keep, Remap remap)
{
    std::size_t kept = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (!keep(rows[i]))
            continue;
        if (kept != i) {
            rows[kept] = rows[i];
            if (costs)
                std::ranges::copy(costs->row(i), costs->row(kept).begin());
        }
        remap(rows[kept]);
        ++kept;
    }
    if (kept == rows.size())
        return;
    rows.resize(kept);
    if (costs)
        *costs = firstRows(*costs, kept);
}

// `order` sorted by key(rows[i]) < keys, stably (a counting sort): each pass of a radix sort.
template <typename Row, typename Key>
void countingSort(const std::vector<Row>& rows, std::vector<std::uint32_t>& order, std::size_t keys,
                  Key key)
{
    std::vector<std::uint32_t> begins(keys + 1, 0);
    for (const std::uint32_t i : order)
        ++begins[key(rows[i]) + 1];
    for (std::size_t k = 0; k < keys; ++k)
        begins[k + 1] += begins[k];
    std::vector<std::uint32_t> sorted(order.size());
    for (const std::uint32_t i : order)
        sorted[begins[key(rows[i])]++] = i;
    order = std::move(sorted);
}

// Sorts `order` (indexes of rows, ascending) by key, stably.
template <typename Row, typename Key>
void sortByKey(const std::vector<Row>& rows, std::span<std::uint32_t> order, Key key)
{
    std::ranges::stable_sort(
        order, [&](std::uint32_t a, std::uint32_t b) { return key(rows[a]) < key(rows[b]); });
}

// The order of `rows` by `key`, stable, as std::stable_sort would give it, in about linear time
// for the rows a transform makes (sorting them all by comparisons cost a merge or a collapse of
// 127,000 functions a third of its time):
// - rows appended after rows in order (a merge's): the rows that break the order taken out,
//   sorted and merged back;
// - else (a collapse's new function, whose rows are all over): a counting sort by `radixKeys`
//   (each a number below its bound, the least significant first; together a prefix of `key`),
//   then a sort of each run of rows equal in them that is not in order yet.
template <typename Row, typename Key, typename... RadixKeys>
std::vector<std::uint32_t> orderOf(const std::vector<Row>& rows, Key key, RadixKeys... radixKeys)
{
    std::vector<std::uint32_t> inOrder;
    std::vector<std::uint32_t> misfits;
    inOrder.reserve(rows.size());
    for (std::uint32_t i = 0; i < rows.size(); ++i) {
        if (!inOrder.empty() && key(rows[i]) < key(rows[inOrder.back()]))
            misfits.push_back(i);
        else
            inOrder.push_back(i);
    }
    std::vector<std::uint32_t> order;
    if (misfits.size() <= rows.size() / 8) {
        sortByKey(rows, misfits, key);
        order.resize(rows.size());
        // (key, index) on both sides: ties keep the rows' order.
        std::ranges::merge(inOrder, misfits, order.begin(), [&](std::uint32_t a, std::uint32_t b) {
            return std::pair(key(rows[a]), a) < std::pair(key(rows[b]), b);
        });
        return order;
    }
    order.resize(rows.size());
    std::iota(order.begin(), order.end(), 0U);
    (countingSort(rows, order, radixKeys.first, radixKeys.second), ...);
    const auto sameRadix = [&](std::uint32_t a, std::uint32_t b) {
        return ((radixKeys.second(rows[a]) == radixKeys.second(rows[b])) && ...);
    };
    std::size_t first = 0;
    while (first < order.size()) {
        std::size_t last = first + 1;
        bool sorted = true;
        for (; last < order.size() && sameRadix(order[first], order[last]); ++last)
            sorted = sorted && !(key(rows[order[last]]) < key(rows[order[last - 1]]));
        if (!sorted)
            sortByKey(rows, std::span(order).subspan(first, last - first), key);
        first = last;
    }
    return order;
}

// Sorts rows (and their costs) by `key` unless they are in order already (a transform that
// keeps the function order keeps the rows'), then sums rows of one key into the first: `merge`
// for the rows' counts, the table for their costs. `radixKeys`: see orderOf().
template <typename Row, typename Key, typename Merge, typename... RadixKeys>
void sortAndSum(std::vector<Row>& rows, CostTable* costs, Key key, Merge merge,
                RadixKeys... radixKeys)
{
    const int width = costs ? costs->width() : 0;
    const auto less = [&](const Row& a, const Row& b) { return key(a) < key(b); };
    if (!std::ranges::is_sorted(rows, less)) {
        const std::vector<std::uint32_t> order = orderOf(rows, key, radixKeys...);
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
        if (kept > 0 && key(rows[kept - 1]) == key(rows[i])) {
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
    if (costs)
        *costs = firstRows(*costs, kept);
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
    // The calls of pairs with a touched function, summed over parts (in row order), by pair
    // ascending: looked up by the call sites, which come in that order (a hash map of a vector
    // per pair cost a drop of 127,000 functions a sixth of its new profile).
    std::vector<std::pair<std::uint64_t, std::uint32_t>> keyed;
    for (std::size_t i = 0; i < data.partCalls.size(); ++i) {
        const PartCallRow& row = data.partCalls[i];
        if (touched[row.caller.index()] || touched[row.callee.index()])
            keyed.emplace_back(pairKey(row.caller, row.callee), std::uint32_t(i));
    }
    if (!std::ranges::is_sorted(keyed))
        std::ranges::sort(keyed);
    std::vector<std::uint64_t> pairs;
    std::vector<Cost> pairCosts;
    std::vector<Count> pairCounts;
    for (const auto& [key, i] : keyed) {
        if (pairs.empty() || pairs.back() != key) {
            pairs.push_back(key);
            pairCosts.resize(pairCosts.size() + std::size_t(width), 0);
            pairCounts.push_back(0);
        }
        costmath::addRow(pairCosts.data() + (pairs.size() - 1) * std::size_t(width),
                         data.partCallCosts.row(i));
        costmath::addCountTo(pairCounts.back(), data.partCalls[i].count);
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
    std::size_t pair = 0;
    const auto& sites = data.callSites;
    while (first < sites.size()) {
        std::size_t last = first + 1;
        while (last < sites.size() && sites[last].caller == sites[first].caller &&
               sites[last].callee == sites[first].callee)
            ++last;
        const std::uint64_t key = pairKey(sites[first].caller, sites[first].callee);
        while (pair < pairs.size() && pairs[pair] < key)
            ++pair;
        if (pair < pairs.size() && pairs[pair] == key) {
            const Cost* costs = pairCosts.data() + pair * std::size_t(width);
            const Count count = pairCounts[pair];
            for (int e = 0; e < width; ++e)
                shareOut(data.callSiteCosts, first, last, e, costs[e], weights, shares);
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

    // Rows and costs range by range (each range's costs lie back to back in its table).
    std::vector<Cost> values;
    for (const PartId p : source.partIds()) {
        const auto range = source.partFunctions(p);
        rows.partFunctions.insert(rows.partFunctions.end(), range.rows().begin(),
                                  range.rows().end());
        if (!range.empty())
            appendRows(values, range.costs(0), range.size());
    }
    rows.partFunctionCosts = CostTable(width, rows.partFunctions.size(), std::move(values));
    values = {};
    for (const PartId p : source.partIds()) {
        const auto range = source.partCalls(p);
        rows.partCalls.insert(rows.partCalls.end(), range.rows().begin(), range.rows().end());
        if (!range.empty())
            appendRows(values, range.costs(0), range.size());
    }
    rows.partCallCosts = CostTable(width, rows.partCalls.size(), std::move(values));
    values = {};
    values.reserve(source.lineRowCount() * std::size_t(width));
    rows.lines.reserve(source.lineRowCount());
    for (const FunctionId f : source.functionIds()) {
        const LineRows lines = source.lines(f);
        for (std::size_t i = 0; i < lines.size(); ++i)
            rows.lines.push_back(lines.row(i));
        if (!lines.empty())
            appendRows(values, lines.costs(0), lines.size());
    }
    rows.lineCosts = CostTable(width, rows.lines.size(), std::move(values));
    values = {};
    for (const FunctionId f : source.functionIds()) {
        const auto sites = source.callSites(f);
        rows.callSites.insert(rows.callSites.end(), sites.rows().begin(), sites.rows().end());
        if (!sites.empty())
            appendRows(values, sites.costs(0), sites.size());
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

    // Strings: the source's table itself, under the same ids (so the rows' order by string id
    // stays), with the new ones in a table of its own made from it when there are some (a
    // collapsed object's name). A string no row uses any more stays in the table, unread.
    const std::size_t sourceStrings = source.strings().size();
    std::shared_ptr<const StringTable> strings = source.sharedStrings();
    std::vector<StringId> newStringIds;
    if (!rows.newStrings.empty()) {
        auto extended = std::make_shared<StringTable>(strings);
        for (const std::string& text : rows.newStrings)
            newStringIds.push_back(extended->internByScan(text));
        strings = std::move(extended);
    }
    const auto string = [&](StringId id) {
        return id.index() < sourceStrings ? id : newStringIds[id.index() - sourceStrings];
    };
    for (FunctionKey& key : data.functions)
        key = {string(key.object), string(key.file), string(key.name)};

    // The keys the row sorts count by (orderOf()): functions by their new ids, parts.
    const std::size_t keptFunctions = data.functions.size();
    const auto byPart = std::pair(source.partCount(), [](const auto& r) { return r.part.index(); });
    filter(
        rows.partFunctions, &rows.partFunctionCosts,
        [&](const PartFunctionRow& r) { return r.part.isValid() && isAlive(r.function); },
        [&](PartFunctionRow& r) { r.function = to(r.function); });
    sortAndSum(
        rows.partFunctions, &rows.partFunctionCosts,
        [](const PartFunctionRow& r) { return std::tuple(r.part, r.function); },
        [](auto&, const auto&) {},
        std::pair(keptFunctions, [](const PartFunctionRow& r) { return r.function.index(); }),
        byPart);
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
        [](const PartCallRow& r) { return std::tuple(r.part, r.caller, r.callee); },
        [](PartCallRow& into, const PartCallRow& from) {
            costmath::addCountTo(into.count, from.count);
        },
        std::pair(keptFunctions, [](const PartCallRow& r) { return r.callee.index(); }),
        std::pair(keptFunctions, [](const PartCallRow& r) { return r.caller.index(); }), byPart);
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
        rows.lines, &rows.lineCosts, lineKey, [](auto&, const auto&) {},
        std::pair(keptFunctions, [](const LineCostRow& r) { return r.function.index(); }));
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
        rows.callSites, &rows.callSiteCosts, siteKey,
        [](CallSiteRow& into, const CallSiteRow& from) {
            costmath::addCountTo(into.count, from.count);
        },
        std::pair(keptFunctions, [](const CallSiteRow& r) { return r.callee.index(); }),
        std::pair(keptFunctions, [](const CallSiteRow& r) { return r.caller.index(); }));
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
        rows.jumps, nullptr, jumpKey,
        [](JumpRow& into, const JumpRow& from) {
            costmath::addCountTo(into.executed, from.executed);
            costmath::addCountTo(into.taken, from.taken);
        },
        std::pair(keptFunctions, [](const JumpRow& r) { return r.function.index(); }));

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
    return std::make_shared<const Profile>(std::move(data), std::move(strings));
}

} // namespace transformrows

} // namespace tally

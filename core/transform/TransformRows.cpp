// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/transform/TransformRows.h"

#include "core/model/CostArithmetic.h"
#include "core/transform/Apportion.h"
#include "core/transform/TransformRowOrder.h"

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
    ownsLines.push_back(1);
    ownsCalls.push_back(1);
    return FunctionId(FunctionId::Index(functions.size() - 1));
}

StringId TransformRows::addString(std::string text, std::size_t sourceStrings)
{
    newStrings.push_back(std::move(text));
    return StringId(StringId::Index(sourceStrings + newStrings.size() - 1));
}

namespace transformrows {

namespace {

// The part rows sorted by key and rows of one key summed, unless they are so already.
void sortAndSumPartRows(TransformRows& rows, std::size_t functions, std::size_t parts)
{
    const auto byPart = std::pair(parts, [](const auto& r) { return r.part.index(); });
    if (!strictlyIncreasing(rows.partFunctions, [](const PartFunctionRow& r) {
            return (std::uint64_t(r.part.index()) << 32) | r.function.index();
        }))
        sortAndSum(
            rows.partFunctions, &rows.partFunctionCosts,
            [](const PartFunctionRow& r) { return std::tuple(r.part, r.function); },
            [](auto&, const auto&) {},
            std::pair(functions, [](const PartFunctionRow& r) { return r.function.index(); }),
            byPart);
    if (!strictlyIncreasing(rows.partCalls, [](const PartCallRow& r) {
            return std::pair(r.part.index(),
                             (std::uint64_t(r.caller.index()) << 32) | r.callee.index());
        }))
        sortAndSum(
            rows.partCalls, &rows.partCallCosts,
            [](const PartCallRow& r) { return std::tuple(r.part, r.caller, r.callee); },
            [](PartCallRow& into, const PartCallRow& from) {
                costmath::addCountTo(into.count, from.count);
            },
            std::pair(functions, [](const PartCallRow& r) { return r.callee.index(); }),
            std::pair(functions, [](const PartCallRow& r) { return r.caller.index(); }), byPart);
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
    // Call sites: runs of one (caller, callee), of the callers of a pair (the sites are the
    // callers' one after the other).
    std::vector<char> callsPair(functions, 0);
    for (const std::uint64_t key : pairs)
        callsPair[key >> 32] = 1;
    std::size_t pair = 0;
    const auto& sites = data.callSites;
    for (std::size_t caller = 0; caller < functions; ++caller) {
        if (!callsPair[caller])
            continue;
        const std::size_t end = data.functionCallSiteBegin[caller + 1];
        for (std::size_t first = data.functionCallSiteBegin[caller]; first < end;) {
            std::size_t last = first + 1;
            while (last < end && sites[last].callee == sites[first].callee)
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
}

// Costs to append to a table under construction, gathered while they lie back to back in their
// source's table (the rows of functions one after the other): one copy for many functions.
class PendingCosts
{
public:
    explicit PendingCosts(std::vector<Cost>& values) : m_values(values) {}
    void add(std::span<const Cost> first, std::size_t rows)
    {
        if (rows == 0)
            return;
        const Cost* begin = first.data();
        const Cost* end = begin + rows * first.size();
        if (begin != m_end) {
            flush();
            m_begin = begin;
        }
        m_end = end;
    }
    // Before anything else is appended to the table.
    std::vector<Cost>& flushed()
    {
        flush();
        return m_values;
    }

private:
    void flush()
    {
        if (m_begin != m_end)
            m_values.insert(m_values.end(), m_begin, m_end);
        m_begin = m_end = nullptr;
    }

    std::vector<Cost>& m_values;
    const Cost* m_begin = nullptr;
    const Cost* m_end = nullptr;
};

// The profile's detail rows, function by function in the new order: the functions' that own
// theirs from `rows` (sorted and summed, by new ids), every other function's its source's as
// they are, but calls and jumps to functions gone (a transform keeps the order of the functions
// it keeps, so their rows stay in order and apart).
void assembleDetails(ProfileData& data, const Profile& source, const TransformRows& rows,
                     const std::vector<char>& alive, const std::vector<FunctionId>& newId)
{
    const std::size_t width = std::size_t(rows.width);
    const std::size_t functions = data.functions.size();
    const auto isAlive = [&](FunctionId f) { return f.isValid() && alive[f.index()] != 0; };
    const auto ownLines =
        beginsOf(rows.lines, functions, [](const LineCostRow& r) { return r.function.index(); });
    const auto ownSites =
        beginsOf(rows.callSites, functions, [](const CallSiteRow& r) { return r.caller.index(); });
    const auto ownJumps =
        beginsOf(rows.jumps, functions, [](const JumpRow& r) { return r.function.index(); });

    const std::size_t lineRows = source.lineRowCount() + rows.lines.size();
    const std::size_t siteRows = source.callSiteRowCount() + rows.callSites.size();
    data.lines.reserve(lineRows);
    data.callSites.reserve(siteRows);
    data.jumps.reserve(source.jumpRowCount() + rows.jumps.size());
    std::vector<Cost> lineCosts;
    lineCosts.reserve(lineRows * width);
    std::vector<Cost> siteCosts;
    siteCosts.reserve(siteRows * width);
    PendingCosts pendingLines(lineCosts);
    PendingCosts pendingSites(siteCosts);
    data.functionLineBegin.assign(functions + 1, 0);
    data.functionCallSiteBegin.assign(functions + 1, 0);
    data.functionJumpBegin.assign(functions + 1, 0);
    // Addresses are kept from the first row that has one on (the rows before have none).
    bool addresses = false;
    const auto addAddress = [&](Address address) {
        if (!addresses && address != 0) {
            addresses = true;
            data.lineAddresses.reserve(lineRows);
            data.lineAddresses.resize(data.lines.size() - 1, 0);
        }
        if (addresses)
            data.lineAddresses.push_back(address);
    };
    for (std::size_t f = 0; f < rows.functions.size(); ++f) {
        if (!alive[f])
            continue;
        const FunctionId to = newId[f];
        data.functionLineBegin[to.index()] = data.lines.size();
        data.functionCallSiteBegin[to.index()] = data.callSites.size();
        data.functionJumpBegin[to.index()] = data.jumps.size();
        const FunctionId from(static_cast<FunctionId::Index>(f));
        if (rows.ownsLines[f]) {
            for (std::size_t r = ownLines[to.index()]; r < ownLines[to.index() + 1]; ++r) {
                const LineCostRow& row = rows.lines[r];
                data.lines.push_back({row.function, row.file, row.line});
                addAddress(row.address);
                append(pendingLines.flushed(), rows.lineCosts.row(r));
            }
        } else {
            const LineRows lines = source.lines(from);
            for (std::size_t r = 0; r < lines.size(); ++r) {
                const LineCostRow row = lines.row(r);
                data.lines.push_back({to, row.file, row.line});
                if (addresses || row.address != 0)
                    addAddress(row.address);
            }
            if (!lines.empty())
                pendingLines.add(lines.costs(0), lines.size());
        }
        if (rows.ownsCalls[f]) {
            for (std::size_t r = ownSites[to.index()]; r < ownSites[to.index() + 1]; ++r) {
                data.callSites.push_back(rows.callSites[r]);
                append(pendingSites.flushed(), rows.callSiteCosts.row(r));
            }
            data.jumps.insert(data.jumps.end(),
                              rows.jumps.begin() + std::ptrdiff_t(ownJumps[to.index()]),
                              rows.jumps.begin() + std::ptrdiff_t(ownJumps[to.index() + 1]));
            continue;
        }
        const auto sites = source.callSites(from);
        bool allKept = true;
        for (const CallSiteRow& site : sites.rows()) {
            if (!isAlive(site.callee)) {
                allKept = false;
                continue;
            }
            CallSiteRow& row = data.callSites.emplace_back(site);
            row.caller = to;
            row.callee = newId[site.callee.index()];
        }
        if (allKept && !sites.empty())
            pendingSites.add(sites.costs(0), sites.size());
        else if (!allKept) {
            for (std::size_t r = 0; r < sites.size(); ++r) {
                if (isAlive(sites.row(r).callee))
                    append(pendingSites.flushed(), sites.costs(r));
            }
        }
        for (JumpRow row : source.jumps(from)) {
            if (row.targetFunction.isValid() && !isAlive(row.targetFunction))
                continue;
            row.function = to;
            if (row.targetFunction.isValid())
                row.targetFunction = newId[row.targetFunction.index()];
            data.jumps.push_back(row);
        }
    }
    data.functionLineBegin[functions] = data.lines.size();
    data.functionCallSiteBegin[functions] = data.callSites.size();
    data.functionJumpBegin[functions] = data.jumps.size();
    data.lineCosts = CostTable(rows.width, data.lines.size(), std::move(pendingLines.flushed()));
    data.callSiteCosts =
        CostTable(rows.width, data.callSites.size(), std::move(pendingSites.flushed()));
}

} // namespace

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
    data.functions.reserve(functionCount);
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
    filter(
        rows.partFunctions, &rows.partFunctionCosts,
        [&](const PartFunctionRow& r) { return r.part.isValid() && isAlive(r.function); },
        [&](PartFunctionRow& r) { r.function = to(r.function); });
    filter(
        rows.partCalls, &rows.partCallCosts,
        [&](const PartCallRow& r) {
            return r.part.isValid() && isAlive(r.caller) && isAlive(r.callee);
        },
        [&](PartCallRow& r) {
            r.caller = to(r.caller);
            r.callee = to(r.callee);
        });
    sortAndSumPartRows(rows, keptFunctions, source.partCount());

    filter(
        rows.lines, &rows.lineCosts, [&](const LineCostRow& r) { return isAlive(r.function); },
        [&](LineCostRow& r) {
            r.function = to(r.function);
            r.file = string(r.file);
        });
    const auto lineOrder = [](const LineCostRow& r) {
        return std::tuple(r.function, r.file, r.line, r.address);
    };
    // By line and file too, where the lines are few enough to count (the lines of many functions,
    // sorted by comparisons, were a third of a collapse's time): a key of one value counts
    // nothing.
    LineNumber lastLine = 0;
    for (const LineCostRow& r : rows.lines)
        lastLine = std::max(lastLine, r.line);
    const bool countLines = std::size_t(lastLine) < 4 * rows.lines.size() + 1024;
    sortAndSum(
        rows.lines, &rows.lineCosts, lineOrder, [](auto&, const auto&) {},
        std::pair(countLines ? std::size_t(lastLine) + 1 : 1,
                  [countLines](const LineCostRow& r) {
                      return countLines ? std::size_t(r.line) : std::size_t(0);
                  }),
        std::pair(strings->size(), [](const LineCostRow& r) { return r.file.index(); }),
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

    data.partFunctions = std::move(rows.partFunctions);
    data.partFunctionCosts = std::move(rows.partFunctionCosts);
    data.partFunctionBegin = beginsOf(data.partFunctions, parts,
                                      [](const PartFunctionRow& r) { return r.part.index(); });
    data.partCalls = std::move(rows.partCalls);
    data.partCallCosts = std::move(rows.partCallCosts);
    data.partCallBegin =
        beginsOf(data.partCalls, parts, [](const PartCallRow& r) { return r.part.index(); });

    assembleDetails(data, source, rows, alive, newId);

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

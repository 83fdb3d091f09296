// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/transform/TransformRows.h"

#include "core/model/CostArithmetic.h"
#include "core/transform/TransformDetails.h"
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
    if (!rowsGoTo.empty())
        rowsGoTo.emplace_back();
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

} // namespace

std::shared_ptr<const Profile> makeProfile(const std::shared_ptr<const Profile>& sourceProfile,
                                           TransformRows rows)
{
    const Profile& source = *sourceProfile;
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
    // By line and file too, where the lines are few enough to count (the lines of many functions,
    // sorted by comparisons, were a third of a collapse's time): a key of one value counts
    // nothing.
    LineNumber lastLine = 0;
    for (const LineCostRow& r : rows.lines)
        lastLine = std::max(lastLine, r.line);
    const bool countLines = std::size_t(lastLine) < 4 * rows.lines.size() + 1024;
    sortAndSum(
        rows.lines, &rows.lineCosts, lineKey, [](auto&, const auto&) {},
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
    sortAndSum(rows.callSites, &rows.callSiteCosts, siteKey, addSiteCount,
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
    sortAndSum(rows.jumps, nullptr, jumpKey, addJumpCounts,
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

    // The detail rows, each function's when first asked for.
    auto details = std::make_shared<const TransformDetails>(sourceProfile, data, rows,
                                                            std::move(newId), touched);
    auto onDemand = std::make_shared<const DetailRowsOnDemand>(
        data.functions.size(), width, [details](FunctionId f) { return (*details)(f); },
        [details](std::span<const FunctionId> functions) { details->prepare(functions); });

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
    return std::make_shared<const Profile>(std::move(data), std::move(strings),
                                           std::move(onDemand));
}

} // namespace transformrows

} // namespace tally

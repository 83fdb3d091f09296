// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/ProfileBuilder.h"

#include "core/load/RowSorting.h"
#include "core/load/VectorAppend.h"

#include "core/model/CostArithmetic.h"
#include "core/model/Profile.h"
#include "core/model/SideTask.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace tally {

using rowsorting::sortRows;

ProfileBuilder::ProfileBuilder() = default;
ProfileBuilder::~ProfileBuilder() = default;

int ProfileBuilder::addSource(SourceInfo info)
{
    m_data.sources.push_back(std::move(info));
    m_diagnosticCounts.push_back(0);
    return int(m_data.sources.size()) - 1;
}

PartId ProfileBuilder::beginPart(int sourceIndex, qint64 byteBegin, qint64 lineBegin)
{
    PartInfo info;
    info.sourceIndex = sourceIndex;
    info.byteBegin = byteBegin;
    info.lineBegin = lineBegin;
    m_currentPart = m_data.parts.nextId();
    m_data.parts.push_back(std::move(info));
    m_data.partFunctionBegin.push_back(m_data.partFunctions.size());
    m_data.partCallBegin.push_back(m_data.partCalls.size());
    m_partOpen = true;
    m_lastPartIndexed = true; // its rows are indexed as they are added
    return m_currentPart;
}

void ProfileBuilder::endPart(qint64 byteEnd)
{
    if (!m_partOpen)
        return;
    m_data.parts[m_currentPart].byteEnd = byteEnd;
    m_partOpen = false;
}

void ProfileBuilder::setCommand(int sourceIndex, QString command)
{
    SourceInfo& source = m_data.sources[sourceIndex];
    if (source.command.isEmpty() && !command.isEmpty()) {
        source.command = command;
        m_commandPart = m_currentPart;
    }
    m_data.parts[m_currentPart].command = std::move(command);
}

int ProfileBuilder::realEventIndex(const QString& name)
{
    const int before = m_data.events.realCount();
    const int index = m_data.events.addReal(name);
    if (m_data.events.realCount() != before)
        widenCosts(m_data.events.realCount());
    return index;
}

void ProfileBuilder::expectBytes(qint64 bytes, qint64 joinedBytes)
{
    if (bytes <= 0)
        return;
    // The functions (names.callgrind has one in 580 bytes, first4m one in 1,100), and the part
    // rows, which a join appends the other pieces' to (so for `joinedBytes` too): the arrays
    // that grow with each new one were copied as they doubled.
    constexpr qint64 kBytesPerFunction = 512;
    const qint64 allBytes = bytes + std::max<qint64>(joinedBytes, 0);
    m_expectedBytes += bytes;
    m_expectedJoinedBytes += std::max<qint64>(joinedBytes, 0);
    m_expectedFunctions = m_data.functions.size() + std::size_t(allBytes / kBytesPerFunction);
    m_data.functions.reserve(m_expectedFunctions);
    m_functionSlots.reserve(m_expectedFunctions);
    m_nextOfName.reserve(m_expectedFunctions);
    m_data.partFunctions.reserve(m_data.partFunctions.size() + m_expectedFunctions);
    // A part call row (one caller and callee in a part) for every 256 bytes: cut300 has one in
    // 386 bytes (782,625), first4m one in 356, names.callgrind one in 565. At one in 512 a
    // piece of cut300 copied its rows as they doubled, and the join copied the first piece's
    // again to append the other's: 8% of `tally --report`'s time.
    constexpr qint64 kBytesPerCallPair = 256;
    m_expectedCallPairs = m_data.partCalls.size() + std::size_t(allBytes / kBytesPerCallPair);
    m_data.partCalls.reserve(m_expectedCallPairs);
    // The names' last functions, by name (every name, file and object interned has an entry,
    // the joined pieces' too): its entries are made as names come, its room here.
    constexpr qint64 kBytesPerName = 128;
    m_lastFunctionOfName.reserve(m_lastFunctionOfName.size() +
                                 std::size_t(allBytes / kBytesPerName));
    // A load of sums alone makes no detail rows (its function and part rows grow as a full
    // load's, and get the same room).
    if (!m_sumsOnly) {
        // One line row for every 16 bytes: more than real files have (names.callgrind has one
        // per 94 bytes, callgrind's instruction-level profiles fewer); a denser file doubles
        // from there.
        constexpr qint64 kBytesPerLineRow = 16;
        auto& lines = m_details.lines;
        m_expectedLineRows = lines.size() + std::size_t(bytes / kBytesPerLineRow);
        lines.rows().reserve(m_expectedLineRows);
        lines.reserveOwners(m_expectedFunctions);
        // The call sites likewise: names.callgrind's 131,634 passed 131,072 at its end, and the
        // table's doubling (a copy beside the old one) was the peak of its load.
        constexpr qint64 kBytesPerCallSite = 64; // a calls= line and its cost line take more
        auto& sites = m_details.callSites;
        m_expectedCallSites = sites.size() + std::size_t(bytes / kBytesPerCallSite);
        sites.rows().reserve(m_expectedCallSites);
        sites.reserveOwners(m_expectedFunctions);
        // And the jumps (cut300 has one in 2,132 bytes, first4m one in 990), which doubled
        // from 16 rows to 262,144 as cut300 was read, a copy of 72-byte rows each time.
        constexpr qint64 kBytesPerJump = 512;
        auto& jumps = m_details.jumps;
        jumps.rows().reserve(jumps.size() + std::size_t(bytes / kBytesPerJump));
    }
    reserveExpectedCosts();
}

template <typename Visit>
void ProfileBuilder::forEachFrontier(Visit visit)
{
    visit(m_frontiers[0], m_data.partFunctions);
    visit(m_frontiers[1], m_partFunctionCostValues);
    visit(m_frontiers[2], m_data.partCalls);
    visit(m_frontiers[3], m_partCallCostValues);
    visit(m_frontiers[4], m_data.functions);
}

void ProfileBuilder::prefaultAhead()
{
    m_data.strings.prefaultAhead();
    m_details.lines.prefaultAhead();
    m_details.callSites.prefaultAhead();
    m_details.jumps.prefaultAhead();
    forEachFrontier([](ResidentFrontier& frontier, auto& array) { frontier.advance(array); });
    // Not the functions' slots, rings and last of each name: each frontier keeps 256 KB or more
    // resident ahead, and with them names.callgrind's peak passed its file's size (72.9 MB,
    // 72.0 without them) for 470 faults fewer of its 12,400.
}

void ProfileBuilder::releaseAhead()
{
    m_data.strings.releaseAhead();
    m_details.lines.releaseAhead();
    m_details.callSites.releaseAhead();
    m_details.jumps.releaseAhead();
    forEachFrontier([](ResidentFrontier& frontier, auto& array) { frontier.release(array); });
}

void ProfileBuilder::reserveExpectedCosts()
{
    if (m_width <= 0)
        return;
    if (m_expectedLineRows > 0)
        m_details.lines.costValues().reserve(m_expectedLineRows * std::size_t(m_width));
    if (m_expectedCallSites > 0)
        m_details.callSites.costValues().reserve(m_expectedCallSites * std::size_t(m_width));
    if (m_expectedFunctions > 0)
        m_partFunctionCostValues.reserve(m_partFunctionCostValues.size() +
                                         m_expectedFunctions * std::size_t(m_width));
    if (m_expectedCallPairs > 0)
        m_partCallCostValues.reserve(m_expectedCallPairs * std::size_t(m_width));
}

void ProfileBuilder::widenCosts(int newWidth)
{
    // A later file or part brought a new event type: every stored row gets a zero column.
    const int oldWidth = m_width;
    m_width = newWidth;
    auto widen = [&](std::vector<Cost>& values) {
        if (oldWidth == 0) {
            values.clear();
            return;
        }
        const std::size_t rows = values.size() / oldWidth;
        std::vector<Cost> wider(rows * newWidth, 0);
        for (std::size_t r = 0; r < rows; ++r)
            std::copy_n(values.begin() + r * oldWidth, oldWidth, wider.begin() + r * newWidth);
        values = std::move(wider);
    };
    widen(m_partFunctionCostValues);
    widen(m_partCallCostValues);
    widen(m_details.lines.costValues());
    widen(m_flatLineCosts);
    widen(m_details.callSites.costValues());
    m_sumsOnlyLineCosts.assign(std::size_t(newWidth), 0);
    reserveExpectedCosts();
    for (auto& part : m_data.parts) {
        if (!part.summary.empty())
            part.summary.resize(newWidth, 0);
        if (!part.totals.empty())
            part.totals.resize(newWidth, 0);
    }
}

std::uint32_t ProfileBuilder::addPartFunctionRow(FunctionId function)
{
    const auto row = std::uint32_t(m_data.partFunctions.size());
    appendValue(m_data.partFunctions, {m_currentPart, function});
    appendZeros(m_partFunctionCostValues, m_width);
    notePartFunctionRow(function, row);
    return row;
}

ProfileBuilder::SelfCostRun ProfileBuilder::selfCostRun(FunctionId function, StringId file)
{
    SelfCostRun run;
    run.target = selfCostTarget(function, file);
    run.functionCosts =
        m_partFunctionCostValues.data() + std::size_t(run.target.row) * std::size_t(m_width);
    auto& lines = m_details.lines;
    run.lineRows = lines.rows().data();
    run.lineAddresses = lines.addressData();
    run.lineRowCount = std::uint32_t(lines.size());
    run.lineCosts = lines.costValues().data();
    run.firstEventBefore = m_width > 0 ? run.functionCosts[0] : 0;
    if (m_sumsOnly) {
        // No rows (every line goes to addLineRow, which gives the scratch row), and an address
        // column the caller need not add.
        run.lineRowCount = 0;
        run.lineAddresses = &m_sumsOnlyAddress;
        run.lineCosts = m_sumsOnlyLineCosts.data();
    }
    return run;
}

std::uint32_t ProfileBuilder::addLineRowSlowly(SelfCostRun& run, LineNumber line, Address address)
{
    auto& lines = m_details.lines;
    const std::uint32_t row = lines.findOrInsertPastGuesses(
        {run.target.function, run.target.file, line, address}, m_width, *run.target.lines);
    run.lineRows = lines.rows().data();
    run.lineAddresses = lines.addressData();
    run.lineRowCount = std::uint32_t(lines.size());
    run.lineCosts = lines.costValues().data();
    return row;
}

void ProfileBuilder::addAddressColumn(SelfCostRun& run)
{
    auto& lines = m_details.lines;
    lines.makeAddressColumn();
    run.lineAddresses = lines.addressData();
}

ProfileBuilder::CappedSums ProfileBuilder::addCallAtSite(FunctionId caller, FunctionId callee,
                                                         StringId file, LineNumber line,
                                                         Address address, Count count,
                                                         const Cost* costs)
{
    if (m_width != 1) [[unlikely]]
        return addCallOfWidth(caller, callee, file, line, address, count, costs);
    auto& sites = m_details.callSites;
    const std::uint32_t siteRow = sites.findOrInsert({caller, callee, file, line, address, 0}, 1);
    // A later part's calls repeat the part before's: the pair's part call row is found from
    // the slot noted for the site, without a hash (or is new in this part, stored there).
    auto& calls = m_data.partCalls;
    std::uint32_t row;
    std::uint32_t* pairRow = m_partCallRows.pairRowOfSite(siteRow, caller, callee, calls);
    if (pairRow && calls[*pairRow].part == m_currentPart) [[likely]] {
        row = *pairRow;
    } else if (pairRow && calls.size() != calls.capacity() &&
               m_partCallCostValues.size() != m_partCallCostValues.capacity()) {
        row = *pairRow = std::uint32_t(calls.size());
        appendInRoom(calls, {m_currentPart, caller, callee, 0});
        appendInRoom(m_partCallCostValues, Cost(0));
    } else {
        row = partCallRow(caller, callee, siteRow);
    }
    const Cost cost = costs[0];
    CappedSums capped;
    capped.count |= costmath::addCountTo(calls[row].count, count);
    capped.count |= costmath::addCountTo(sites.row(siteRow).count, count);
    capped.cost |= costmath::addTo(m_partCallCostValues[row], cost);
    capped.cost |= costmath::addTo(*sites.costs(siteRow, 1), cost);
    m_costBits |= cost;
    return capped;
}

ProfileBuilder::CappedSums ProfileBuilder::addCallOfWidth(FunctionId caller, FunctionId callee,
                                                          StringId file, LineNumber line,
                                                          Address address, Count count,
                                                          const Cost* costs)
{
    auto& sites = m_details.callSites;
    const std::uint32_t siteRow =
        sites.findOrInsert({caller, callee, file, line, address, 0}, m_width);
    const std::uint32_t row = partCallRow(caller, callee, siteRow);
    CappedSums capped;
    capped.count |= costmath::addCountTo(m_data.partCalls[row].count, count);
    capped.count |= costmath::addCountTo(sites.row(siteRow).count, count);
    Cost* callCosts = m_partCallCostValues.data() + std::size_t(row) * m_width;
    Cost* siteCosts = sites.costs(siteRow, m_width);
    Cost bits = 0;
    for (int e = 0; e < m_width; ++e) {
        bits |= costs[e];
        capped.cost |= costmath::addTo(callCosts[e], costs[e]);
        capped.cost |= costmath::addTo(siteCosts[e], costs[e]);
    }
    m_costBits |= bits;
    return capped;
}

ProfileBuilder::CappedSums ProfileBuilder::addCallSumsOnly(FunctionId caller, FunctionId callee,
                                                           Count count, const Cost* costs)
{
    const std::uint32_t row = partCallRow(caller, callee, PartCallIndex::kNone);
    CappedSums capped;
    capped.count |= costmath::addCountTo(m_data.partCalls[row].count, count);
    Cost* callCosts = m_partCallCostValues.data() + std::size_t(row) * std::size_t(m_width);
    Cost bits = 0;
    for (int e = 0; e < m_width; ++e) {
        bits |= costs[e];
        capped.cost |= costmath::addTo(callCosts[e], costs[e]);
    }
    m_costBits |= bits;
    return capped;
}

std::uint32_t ProfileBuilder::partCallRow(FunctionId caller, FunctionId callee,
                                          std::uint32_t siteRow)
{
    std::size_t slot = 0;
    std::uint32_t row = m_partCallRows.find(caller, callee, m_currentPart, m_data.partCalls, slot);
    if (row == PartCallIndex::kNone) {
        row = std::uint32_t(m_data.partCalls.size());
        m_partCallRows.store(slot, caller, callee, row);
        appendValue(m_data.partCalls, {m_currentPart, caller, callee, 0});
        appendZeros(m_partCallCostValues, m_width);
    }
    // From the second part on: the first part's sites come again in the next.
    if (m_currentPart.index() > 0 && siteRow != PartCallIndex::kNone)
        m_partCallRows.noteSite(siteRow, slot, m_details.callSites.rows().capacity());
    return row;
}

ProfileBuilder::CappedSums ProfileBuilder::addJump(const JumpRow& jump)
{
    if (m_sumsOnly)
        return {};
    auto& jumps = m_details.jumps;
    JumpRow key = jump;
    key.executed = 0;
    key.taken = 0;
    const std::uint32_t index = jumps.findOrInsert(key, 0);
    CappedSums capped;
    capped.count |= costmath::addCountTo(jumps.row(index).executed, jump.executed);
    capped.count |= costmath::addCountTo(jumps.row(index).taken, jump.taken);
    return capped;
}

ProfileBuilder::CappedSums ProfileBuilder::addJumpNotNext(const JumpRow& jump,
                                                          FunctionDetail::JumpTable::Owner& owner)
{
    // Looked up by `jump` itself (the counts are no part of the key), not a copy with them 0:
    // a new row, appended at the end, has them set to 0 before they are added.
    auto& jumps = m_details.jumps;
    const std::size_t rowsBefore = jumps.size();
    const std::uint32_t index = jumps.findOrInsertPastGuesses(jump, 0, owner);
    JumpRow& row = jumps.row(index);
    if (index >= rowsBefore) {
        row.executed = 0;
        row.taken = 0;
    }
    CappedSums capped;
    capped.count |= costmath::addCountTo(row.executed, jump.executed);
    capped.count |= costmath::addCountTo(row.taken, jump.taken);
    return capped;
}

void ProfileBuilder::warn(int sourceIndex, qint64 line, QString message)
{
    int& count = m_diagnosticCounts[sourceIndex];
    ++count;
    if (count <= kMaxDiagnosticsPerSource)
        m_data.diagnostics.push_back({m_data.sources[sourceIndex].path, line, std::move(message)});
}

int ProfileBuilder::diagnosticCount(int sourceIndex) const
{
    return m_diagnosticCounts[sourceIndex];
}

void ProfileBuilder::reportSuppressedDiagnostics(int sourceIndex)
{
    const int hidden = m_diagnosticCounts[sourceIndex] - kMaxDiagnosticsPerSource;
    if (hidden > 0)
        m_data.diagnostics.push_back({m_data.sources[sourceIndex].path, 0,
                                      QStringLiteral("%1 more warnings not shown").arg(hidden)});
}

void ProfileBuilder::flattenLineRows()
{
    // Each table's rows, grouped by function in place, become the profile's; each function's
    // rows sorted by position (they usually arrive in order: callgrind writes ascending
    // positions). The line rows may be so already (a join merged them).
    flattenLines();
    // Functions added after the rows were flat (a join's) have none.
    m_data.functionLineBegin.resize(m_data.functions.size() + 1, m_data.functionLineBegin.back());
    const std::size_t lineCount = m_data.lines.size();
    m_data.lines = shrunk(m_data.lines);
    m_data.lineAddresses = shrunk(m_data.lineAddresses);
    m_data.lineCosts = CostTable(m_width, lineCount, shrunk(m_flatLineCosts));
    m_linesFlat = false;
}

void ProfileBuilder::flattenCallSites()
{
    auto& sites = m_details.callSites;
    sites.group(m_width, m_data.functionCallSiteBegin);
    {
        // By callee, file, line and address.
        using Key = std::tuple<std::uint64_t, std::uint32_t, Address>;
        std::vector<std::pair<Key, std::uint32_t>> order;
        std::vector<CallSiteRow> rowScratch;
        std::vector<Cost> costScratch;
        const auto siteKey = [](const CallSiteRow& x) {
            return Key{(std::uint64_t(x.callee.index()) << 32) | x.file.index(), x.line, x.address};
        };
        const std::vector<std::size_t>& begins = m_data.functionCallSiteBegin;
        for (std::size_t f = 0; f + 1 < begins.size(); ++f) {
            // Most functions have none or one (no call to sort them).
            if (begins[f + 1] - begins[f] >= 2)
                sortRows(sites.rows(), sites.costValues(), m_width, begins[f], begins[f + 1],
                         siteKey, order, rowScratch, costScratch);
        }
    }
    const std::size_t siteCount = sites.size();
    m_data.callSites = shrunk(sites.rows());
    m_data.callSiteCosts = CostTable(m_width, siteCount, shrunk(sites.costValues()));
}

void ProfileBuilder::flattenJumps()
{
    auto& jumps = m_details.jumps;
    jumps.group(0, m_data.functionJumpBegin);
    auto& jumpRows = jumps.rows();
    for (std::size_t f = 0; f + 1 < m_data.functionJumpBegin.size(); ++f) {
        if (m_data.functionJumpBegin[f + 1] - m_data.functionJumpBegin[f] < 2)
            continue; // (no call to sort none or one)
        std::sort(jumpRows.begin() + std::ptrdiff_t(m_data.functionJumpBegin[f]),
                  jumpRows.begin() + std::ptrdiff_t(m_data.functionJumpBegin[f + 1]),
                  [](const JumpRow& x, const JumpRow& y) {
                      return FunctionDetail::JumpKey::less(x, y); // inline, not through a pointer
                  });
    }
    m_data.jumps = shrunk(jumpRows);
}

void ProfileBuilder::applyAliases()
{
    // Rare (old callgrind versions): rewrite every name, merge the functions that turn out to be
    // the same, and re-sum their rows. Costs nothing when no id was used before its definition.
    if (m_aliases.empty())
        return;
    unflattenLines();
    auto canonical = [&](StringId id) {
        const auto it = m_aliases.find(id);
        return it == m_aliases.end() ? id : it->second;
    };
    const std::size_t functionCount = m_data.functions.size();
    IdVector<FunctionId, FunctionId> remap(functionCount);
    std::unordered_map<FunctionKey, FunctionId, FunctionKeyHash> byKey;
    for (const FunctionId f : m_data.functions.ids()) {
        FunctionKey& key = m_data.functions[f];
        key = {canonical(key.object), canonical(key.file), canonical(key.name)};
        remap[f] = byKey.try_emplace(key, f).first->second;
    }

    // Function and call rows, part by part.
    std::vector<PartFunctionRow> functions;
    std::vector<Cost> functionCosts;
    std::vector<PartCallRow> calls;
    std::vector<Cost> callCosts;
    std::unordered_map<std::uint64_t, std::size_t> rowOf; // function, or caller << 32 | callee
    auto sum = [&](std::vector<Cost>& target, std::size_t row, const Cost* source) {
        costmath::addRow(target.data() + row * m_width, {source, std::size_t(m_width)});
    };
    const std::size_t partCount = m_data.parts.size();
    for (std::size_t p = 0; p < partCount; ++p) {
        const PartId part(static_cast<PartId::Index>(p));
        rowOf.clear();
        const std::size_t functionStart = functions.size();
        for (std::size_t r = m_data.partFunctionBegin[p]; r < m_data.partFunctionBegin[p + 1];
             ++r) {
            const FunctionId f = remap[m_data.partFunctions[r].function];
            const auto [it, inserted] = rowOf.try_emplace(f.index(), functions.size());
            if (inserted) {
                functions.push_back({part, f});
                functionCosts.resize(functionCosts.size() + m_width, 0);
            }
            sum(functionCosts, it->second, m_partFunctionCostValues.data() + r * m_width);
        }
        m_data.partFunctionBegin[p] = functionStart;
        rowOf.clear();
        const std::size_t callStart = calls.size();
        for (std::size_t r = m_data.partCallBegin[p]; r < m_data.partCallBegin[p + 1]; ++r) {
            const PartCallRow& old = m_data.partCalls[r];
            const FunctionId caller = remap[old.caller], callee = remap[old.callee];
            const auto [it, inserted] = rowOf.try_emplace(
                (std::uint64_t(caller.index()) << 32) | callee.index(), calls.size());
            if (inserted) {
                calls.push_back({part, caller, callee, 0});
                callCosts.resize(callCosts.size() + m_width, 0);
            }
            costmath::addCountTo(calls[it->second].count, old.count);
            sum(callCosts, it->second, m_partCallCostValues.data() + r * m_width);
        }
        m_data.partCallBegin[p] = callStart;
    }
    m_data.partFunctionBegin.back() = functions.size();
    m_data.partCallBegin.back() = calls.size();
    m_data.partFunctions = std::move(functions);
    m_partFunctionCostValues = std::move(functionCosts);
    m_data.partCalls = std::move(calls);
    m_partCallCostValues = std::move(callCosts);

    // Detail rows: re-insert every row under its canonical function, file and callee.
    std::vector<int> identity(m_width);
    std::iota(identity.begin(), identity.end(), 0);
    const FunctionDetail::Mapping mapping{canonical, [&](FunctionId f) { return remap[f]; },
                                          identity, m_width, m_width};
    m_details.remap(mapping, functionCount);
}

std::shared_ptr<const Profile>
ProfileBuilder::finish(PhaseClock* clock, bool twoThreads,
                       std::shared_ptr<const DetailRowsOnDemand> details)
{
    PhaseClock none(nullptr);
    PhaseClock& steps = clock ? *clock : none;
    if (m_partOpen)
        endPart(m_data.parts[m_currentPart].byteEnd);
    m_data.partFunctionBegin.push_back(m_data.partFunctions.size());
    m_data.partCallBegin.push_back(m_data.partCalls.size());
    releaseReadingIndexes();
    applyAliases();
    steps.mark("finish: aliases");
    // The jumps grouped and sorted, then the line rows made the profile's, on another thread
    // beside the rest (cut300: 23 + 12.5 million instructions against 26): they share nothing
    // with it.
    constexpr std::size_t kJumpsWorthAThread = 20000;
    SideTask jumpsAndLines(
        [this] {
            flattenJumps();
            flattenLineRows();
        },
        twoThreads && m_details.jumps.size() >= kJumpsWorthAThread);

    m_data.partFunctionCosts =
        CostTable(m_width, m_data.partFunctions.size(), shrunk(m_partFunctionCostValues));
    m_data.partCallCosts =
        CostTable(m_width, m_data.partCalls.size(), shrunk(m_partCallCostValues));

    checkSummaries();
    m_data.events.addDefaultDerivedTypes();
    for (const auto& problem : m_data.events.resolve())
        m_data.diagnostics.push_back(
            {m_data.sources.empty() ? QString() : m_data.sources.front().path, 0, problem});
    steps.mark("finish: part rows, summaries");

    flattenCallSites();
    steps.mark("finish: call sites");
    jumpsAndLines.join();
    m_details = FunctionDetail();
    steps.mark("finish: jumps, line rows (beside the steps above)");
    m_data.functions.shrink_to_fit();
    m_data.partFunctions = shrunk(m_data.partFunctions);
    m_data.partCalls = shrunk(m_data.partCalls);
    steps.mark("finish: shrink");

    std::shared_ptr<const StringTable> strings;
    if (m_sameNamesAs && m_sameNamesAs->holdsSameTexts(m_data.strings)) {
        strings = std::move(m_sameNamesAs);
        const StringTable own = std::move(m_data.strings); // freed here: the names are shared
    } else {
        strings = std::make_shared<const StringTable>(std::move(m_data.strings));
    }
    auto profile =
        std::make_shared<const Profile>(std::move(m_data), std::move(strings), std::move(details));
    steps.mark("finish: profile's totals");
    return profile;
}

void ProfileBuilder::releaseReadingIndexes()
{
    // Nothing is interned or looked up by key once the reading is done.
    m_data.strings.endInterning();
    m_functionIds.clear();
    m_lastFunctionOfName = IdVector<StringId, FunctionId>();
    m_nextOfName = IdVector<FunctionId, FunctionId>();
    m_functionSlots.clear();
    m_functionSlots.shrink_to_fit();
    m_partCallRows.clear();
}

} // namespace tally

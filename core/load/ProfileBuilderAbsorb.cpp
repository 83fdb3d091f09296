// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// ProfileBuilder::absorb: joins the builder of a file's second half into the first half's.

#include "core/load/ProfileBuilder.h"

#include "core/load/VectorAppend.h"
#include "core/model/CostArithmetic.h"
#include "core/model/SideTask.h"

#include <algorithm>

namespace tally {

namespace {

// A part's stated costs (`summary:`, `totals:`) of a joined builder, in our `width` columns
// (`columns`: ours by theirs); none stays none.
std::vector<Cost> inOurColumns(const std::vector<Cost>& stated, const std::vector<int>& columns,
                               int width)
{
    std::vector<Cost> result;
    if (!stated.empty()) {
        result.assign(std::size_t(width), 0);
        for (std::size_t e = 0; e < columns.size() && e < stated.size(); ++e)
            result[std::size_t(columns[e])] = stated[e];
    }
    return result;
}

} // namespace

FunctionDetail::Peaks ProfileBuilder::peaks() const
{
    FunctionDetail::Peaks peaks = m_details.peaks();
    for (const Cost cost : m_flatLineCosts) // the line rows' costs, once flat
        peaks.cost = std::max(peaks.cost, cost);
    return peaks;
}

bool ProfileBuilder::canAbsorbExactly(const ProfileBuilder& other, FunctionDetail::Peaks ours,
                                      FunctionDetail::Peaks theirs,
                                      FunctionDetail::Peaks absorbedBefore) const
{
    if (other.m_costBits < 0)
        return false;
    // Peaks are never negative; their sum, capped, bounds every sum the join adds to.
    const Cost ourCost =
        std::min(ours.cost, costmath::kMaximum - absorbedBefore.cost) + absorbedBefore.cost;
    const Count ourCount =
        std::min(ours.count, costmath::kMaximumCount - absorbedBefore.count) + absorbedBefore.count;
    // Strictly below: a sum of the other half at the cap may be one it capped alone.
    return theirs.cost < costmath::kMaximum - ourCost &&
           theirs.count < costmath::kMaximumCount - ourCount;
}

FunctionDetail::Peaks ProfileBuilder::partPeaks(PartId part) const
{
    FunctionDetail::Peaks peaks;
    const std::size_t p = part.index();
    // A part the builder does not have (a piece that read none: its file was cut short while it
    // was read) has no rows: nothing to look up.
    if (p >= m_data.parts.size() || p >= m_data.partFunctionBegin.size() ||
        p >= m_data.partCallBegin.size())
        return peaks;
    // The last part's rows end where the tables do (its end is pushed at finish()).
    auto rowsEnd = [&](const std::vector<std::size_t>& begins, std::size_t size) {
        return p + 1 < begins.size() ? begins[p + 1] : size;
    };
    const std::size_t width = std::size_t(m_width);
    for (std::size_t r = m_data.partFunctionBegin[p] * width;
         r < rowsEnd(m_data.partFunctionBegin, m_data.partFunctions.size()) * width; ++r)
        peaks.cost = std::max(peaks.cost, m_partFunctionCostValues[r]);
    for (std::size_t r = m_data.partCallBegin[p];
         r < rowsEnd(m_data.partCallBegin, m_data.partCalls.size()); ++r) {
        peaks.count = std::max(peaks.count, m_data.partCalls[r].count);
        for (std::size_t e = 0; e < width; ++e)
            peaks.cost = std::max(peaks.cost, m_partCallCostValues[r * width + e]);
    }
    return peaks;
}

void ProfileBuilder::forgetHeader(int sourceIndex)
{
    SourceInfo& source = m_data.sources[sourceIndex];
    source.creator = QString();
    source.version = QString();
    source.command = QString();
    source.descriptions.clear();
    m_commandPart.reset();
    m_data.diagnostics.clear();
    m_diagnosticCounts[sourceIndex] = 0;
    if (m_partOpen) {
        PartInfo& part = m_data.parts[m_currentPart];
        PartInfo bare;
        bare.sourceIndex = part.sourceIndex;
        bare.byteBegin = part.byteBegin;
        bare.lineBegin = part.lineBegin;
        part = std::move(bare);
    }
}

void ProfileBuilder::continueLastPart(const ProfileBuilder& other,
                                      const IdVector<FunctionId, FunctionId>& functions,
                                      const std::vector<int>& columns, qint64 lineOffset)
{
    const PartId last = lastPart();
    m_currentPart = last;
    const std::size_t p = last.index();
    if (!m_lastPartIndexed) {
        // A join appended it: its rows are found by the per-part indexes from now on.
        for (std::size_t r = m_data.partFunctionBegin[p]; r < m_data.partFunctions.size(); ++r)
            notePartFunctionRow(m_data.partFunctions[r].function, r);
        for (std::size_t r = m_data.partCallBegin[p]; r < m_data.partCalls.size(); ++r) {
            const PartCallRow& call = m_data.partCalls[r];
            std::size_t slot = 0;
            m_partCallRows.find(call.caller, call.callee, last, m_data.partCalls, slot);
            m_partCallRows.store(slot, call.caller, call.callee, std::uint32_t(r));
        }
        m_lastPartIndexed = true;
    }
    const PartInfo& theirs = other.m_data.parts[PartId(0)];
    PartInfo& ours = m_data.parts[last];
    ours.byteEnd = theirs.byteEnd;
    // A `summary:` or `totals:` line after the cut, even one whose costs were invalid (empty),
    // replaces ours, as in one pass (forgetHeader() dropped the header's).
    if (theirs.summaryLine > 0) {
        ours.summary = inOurColumns(theirs.summary, columns, m_width);
        ours.summaryLine = theirs.summaryLine + lineOffset;
    }
    if (theirs.totalsLine > 0) {
        ours.totals = inOurColumns(theirs.totals, columns, m_width);
        ours.totalsLine = theirs.totalsLine + lineOffset;
    }
    const std::size_t theirWidth = columns.size();
    const std::size_t theirFunctionsEnd = other.m_data.parts.size() > 1
                                              ? other.m_data.partFunctionBegin[1]
                                              : other.m_data.partFunctions.size();
    for (std::size_t r = 0; r < theirFunctionsEnd; ++r) {
        const std::uint32_t row =
            partFunctionRow(functions[other.m_data.partFunctions[r].function]);
        Cost* into = m_partFunctionCostValues.data() + std::size_t(row) * std::size_t(m_width);
        for (std::size_t e = 0; e < theirWidth; ++e)
            costmath::addTo(into[columns[e]], other.m_partFunctionCostValues[r * theirWidth + e]);
    }
    const std::size_t theirCallsEnd = other.m_data.parts.size() > 1 ? other.m_data.partCallBegin[1]
                                                                    : other.m_data.partCalls.size();
    for (std::size_t r = 0; r < theirCallsEnd; ++r) {
        const PartCallRow& call = other.m_data.partCalls[r];
        const std::uint32_t row =
            partCallRow(functions[call.caller], functions[call.callee], PartCallIndex::kNone);
        costmath::addCountTo(m_data.partCalls[row].count, call.count);
        Cost* into = m_partCallCostValues.data() + std::size_t(row) * std::size_t(m_width);
        for (std::size_t e = 0; e < theirWidth; ++e)
            costmath::addTo(into[columns[e]], other.m_partCallCostValues[r * theirWidth + e]);
    }
}

void ProfileBuilder::absorb(ProfileBuilder& other, int sourceIndex, qint64 lineOffset,
                            PhaseClock* clock, bool continuesPart)
{
    PhaseClock none(nullptr);
    PhaseClock& steps = clock ? *clock : none;
    // Event columns, by name; derived types the other half defined.
    const int otherWidth = other.m_width;
    std::vector<int> columns(otherWidth);
    for (int e = 0; e < otherWidth; ++e) {
        const EventType& type = other.m_data.events.type(e);
        columns[e] = realEventIndex(type.name);
        // (A piece that continues a part took its long names from the file's first header, which
        // we read: a later `event:` line before the cut may have changed them since.)
        if (!type.longName.isEmpty() && !continuesPart)
            m_data.events.setLongName(type.name, type.longName);
    }
    // Redefined in order, as one pass would: the later definition wins and moves to the end.
    // (A piece that continues a part defined those of the file's first header, which we read;
    // it cannot define others, see CallgrindParser::parseEventDefinition.)
    for (int e = continuesPart ? other.m_data.events.count() : otherWidth;
         e < other.m_data.events.count(); ++e) {
        const EventType& type = other.m_data.events.type(e);
        m_data.events.addDerived(type.name, type.formula, type.longName, nullptr);
    }
    auto remapCosts = [&](const Cost* from, std::vector<Cost>& into) {
        const std::size_t base = into.size();
        appendZeros(into, m_width);
        for (int e = 0; e < otherWidth; ++e)
            costmath::addTo(into[base + columns[e]], from[e]);
    };

    IdVector<StringId, StringId> strings(other.m_data.strings.size());
    for (const StringId s : idRange<StringId>(strings.size()))
        strings[s] = m_data.strings.internFrom(other.m_data.strings, s);
    IdVector<FunctionId, FunctionId> functions(other.m_data.functions.size());
    for (const FunctionId f : other.m_data.functions.ids()) {
        const FunctionKey& key = other.m_data.functions[f];
        functions[f] = function(strings[key.object], strings[key.file], strings[key.name]);
    }
    steps.mark("join: names and functions");

    // Parts and their function and call rows, in order after ours.
    SourceInfo& source = m_data.sources[sourceIndex];
    const SourceInfo& otherSource = other.m_data.sources.front();
    auto joinPartRows = [&] {
        other.m_data.partFunctionBegin.push_back(other.m_data.partFunctions.size());
        other.m_data.partCallBegin.push_back(other.m_data.partCalls.size());
        // Appended whole: their pages made resident in one call each (cut300: 1,280 page
        // faults here on the join's path).
        reserveToAppend(m_data.partFunctions, other.m_data.partFunctions.size());
        reserveToAppend(m_partFunctionCostValues,
                        other.m_data.partFunctions.size() * std::size_t(m_width));
        reserveToAppend(m_data.partCalls, other.m_data.partCalls.size());
        reserveToAppend(m_partCallCostValues, other.m_data.partCalls.size() * std::size_t(m_width));
        for (const PartId id : other.m_data.parts.ids()) {
            const std::size_t p = id.index();
            if (continuesPart && p == 0) {
                continueLastPart(other, functions, columns, lineOffset);
                continue;
            }
            m_lastPartIndexed = false;
            PartInfo part = other.m_data.parts[id];
            part.sourceIndex = sourceIndex;
            // The other half's parser leaves `command` null unless the part has its own `cmd:`
            // (an empty `cmd:` gives an empty, non-null one); the others have the file's first
            // non-empty one as it was when they began, which may come from either half: from the
            // other's, once the part that set it there has begun. That part's own `cmd:` may be
            // another (a later line in it), so the file's is the other half's, not the part's.
            if (source.command.isEmpty() && other.m_commandPart == id) {
                source.command = otherSource.command;
                m_commandPart = PartId(PartId::Index(m_data.parts.size()));
            }
            if (part.command.isNull())
                part.command = source.command;
            part.lineBegin += lineOffset;
            part.summaryLine += part.summaryLine > 0 ? lineOffset : 0;
            part.totalsLine += part.totalsLine > 0 ? lineOffset : 0;
            part.summary = inOurColumns(part.summary, columns, m_width);
            part.totals = inOurColumns(part.totals, columns, m_width);
            const PartId partId = m_data.parts.nextId();
            m_data.parts.push_back(std::move(part));
            m_data.partFunctionBegin.push_back(m_data.partFunctions.size());
            m_data.partCallBegin.push_back(m_data.partCalls.size());
            for (std::size_t r = other.m_data.partFunctionBegin[p];
                 r < other.m_data.partFunctionBegin[p + 1]; ++r) {
                m_data.partFunctions.push_back(
                    {partId, functions[other.m_data.partFunctions[r].function]});
                remapCosts(other.m_partFunctionCostValues.data() + r * otherWidth,
                           m_partFunctionCostValues);
            }
            for (std::size_t r = other.m_data.partCallBegin[p];
                 r < other.m_data.partCallBegin[p + 1]; ++r) {
                const PartCallRow& call = other.m_data.partCalls[r];
                m_data.partCalls.push_back(
                    {partId, functions[call.caller], functions[call.callee], call.count});
                remapCosts(other.m_partCallCostValues.data() + r * otherWidth,
                           m_partCallCostValues);
            }
        }
        m_currentPart = PartId(PartId::Index(m_data.parts.size() - 1));
        m_partOpen = false;
    };

    // Detail rows, merged into ours (each function's new rows in the other half's order).
    const FunctionDetail::Mapping mapping{[&](StringId s) { return strings[s]; },
                                          [&](FunctionId f) { return functions[f]; }, columns,
                                          otherWidth, m_width};
    // The line rows on two threads, the part rows, call sites and jumps beside them on this one
    // (they share only the renames, which are read): small joins (the tests' thousands of cuts)
    // stay on this thread.
    constexpr std::size_t kRowsWorthAThread = 100000;
    const bool twoThreads = other.m_data.partFunctions.size() + other.m_data.partCalls.size() +
                                other.m_data.lines.size() + other.m_details.lines.size() >=
                            kRowsWorthAThread;
    const auto joinCallsAndJumps = [&] {
        m_details.mergeCallsAndJumpsFrom(other.m_details, mapping);
    };
    if (other.m_linesFlat && m_aliases.empty()) {
        // Line rows both sides have sorted (the other's thread did) are merged in one pass:
        // theirs renamed and counted on the other thread while this one merges the call sites
        // and jumps; then the part rows here while the other merges the upper functions' line
        // rows, and the lower ones here. In this order the call and jump tables' growth ends
        // before the line rows grow to their merged size (the other order made a peak 12 MB
        // higher on cut300). A part row joined costs about 8 units of mergeFlatLines's work
        // (cut300: 38 M instructions for 499,000 rows).
        constexpr std::size_t kMergeWorkPerPartRow = 8;
        flattenLines(true);
        MergeCompanion companion;
        companion.whilePlanning = joinCallsAndJumps;
        companion.whileMerging = joinPartRows;
        companion.mergingWork =
            (other.m_data.partFunctions.size() + other.m_data.partCalls.size()) *
            kMergeWorkPerPartRow;
        companion.twoThreads = twoThreads;
        mergeFlatLines(other, strings, functions, columns, companion);
    } else {
        // Else each of theirs is looked up in ours, on a thread of its own.
        SideTask lines([&] { insertLines(other, mapping); }, twoThreads);
        joinPartRows();
        joinCallsAndJumps();
        lines.join();
    }
    steps.mark("join: rows (two threads)");

    for (const QString& description : otherSource.descriptions)
        source.descriptions.push_back(description);
    source.hasAddresses |= otherSource.hasAddresses;
    // The last `creator:` and `version:` lines win, as in one pass, even with empty values
    // (the parser leaves them null only when the half had no such line).
    if (!otherSource.creator.isNull())
        source.creator = otherSource.creator;
    if (!otherSource.version.isNull())
        source.version = otherSource.version;
    // Only as many warnings as one pass would have kept; the rest are counted.
    int& count = m_diagnosticCounts[sourceIndex];
    int kept = std::min(count, kMaxDiagnosticsPerSource);
    for (Diagnostic& diagnostic : other.m_data.diagnostics) {
        if (kept++ >= kMaxDiagnosticsPerSource)
            break;
        diagnostic.file = source.path;
        if (diagnostic.line > 0)
            diagnostic.line += lineOffset;
        m_data.diagnostics.push_back(std::move(diagnostic));
    }
    count += other.m_diagnosticCounts.front();
}

} // namespace tally

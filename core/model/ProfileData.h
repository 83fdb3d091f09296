// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/CostTable.h"
#include "core/model/Diagnostic.h"
#include "core/model/EventSet.h"
#include "core/model/IdVector.h"
#include "core/model/StringTable.h"

#include <QString>

#include <tuple>
#include <vector>

namespace tally {

// A function is identified by (object, file, name), as callgrind_annotate and KCachegrind do.
struct FunctionKey
{
    StringId object = StringTable::kEmpty;
    StringId file = StringTable::kEmpty;
    StringId name = StringTable::kEmpty;
    bool operator==(const FunctionKey&) const = default;
};

// One part: a dump, a thread, an appended Xdebug profile, or one file of several.
struct PartInfo
{
    int sourceIndex = 0; // which loaded file it came from
    qint64 number = 0;   // the `part:` number, 0 when the file has none
    qint64 pid = 0;
    qint64 thread = 0;
    QString command;
    QString trigger;
    QString timerange;
    qint64 byteBegin = 0; // where the part's lines start and end in the (uncompressed) file
    qint64 byteEnd = 0;
    qint64 lineBegin = 0;
    std::vector<Cost> summary; // over the profile's real events; empty when the file gives none
    std::vector<Cost> totals;
    qint64 summaryLine = 0; // where they were stated, for diagnostics
    qint64 totalsLine = 0;
};

// One loaded file.
struct SourceInfo
{
    QString path;
    QString creator;
    QString version;
    QString command;
    std::vector<QString> descriptions; // `desc:` lines, as written
    bool gzip = false;
    bool hasAddresses = false; // some part had `positions: instr`
    bool hasLines = true;
    qint64 sizeBytes = 0;
    // The file ends inside a part that its producer would have closed: the part's `summary:` is
    // above what was read and no `totals:` line follows (a profile copied while valgrind was
    // still writing it, or cut short by a full disk). The last line read, 0 when the file is
    // whole; and the share of that part's summary read, of its first event type with one.
    qint64 truncatedAtLine = 0;
    double summaryShareRead = 0;
};

// Function-level cost of one function in one part (self cost).
struct PartFunctionRow
{
    PartId part;
    FunctionId function;
};

// All calls from one function to another in one part; the costs are the calls' inclusive cost.
struct PartCallRow
{
    PartId part;
    FunctionId caller;
    FunctionId callee;
    Count count = 0;
};

// Self cost of one source line / instruction of a function, summed over all parts. `file` is the
// file the code comes from, which differs from the function's file for inlined code (fi=/fe=).
struct LineCostRow
{
    FunctionId function;
    StringId file;
    LineNumber line = 0;
    Address address = 0;
};

// A LineCostRow as tables keep it: without its address, which a column of its own holds only
// when some row has one (a part with `positions: instr`). Most profiles have line positions
// only, and the address, with the padding it brought, was half of the row: 7 MB of
// names.callgrind's 593,000 rows at the peak of its load.
struct LineRow
{
    FunctionId function;
    StringId file;
    LineNumber line = 0;
};

// Calls from one call site (line / instruction) to one callee, summed over all parts.
struct CallSiteRow
{
    FunctionId caller;
    FunctionId callee;
    StringId file;
    LineNumber line = 0;
    Address address = 0;
    Count count = 0;
};

// A jump (jump=) or conditional jump (jcnd=) inside or out of a function, summed over parts.
struct JumpRow
{
    FunctionId function;
    StringId file;
    LineNumber fromLine = 0;
    Address fromAddress = 0;
    FunctionId targetFunction;
    StringId targetFile;
    LineNumber toLine = 0;
    Address toAddress = 0;
    bool conditional = false;
    Count executed = 0;
    Count taken = 0;
};

// The order of one function's jumps wherever they are made (a load, rows read on demand, a
// transform): by where they start, then where they go, then by the rest of what tells two rows
// apart. Two rows it ties are one jump. With a shorter key, a load kept tied rows (a `jcnd=` and a
// `jump=` between the same lines) in the order they were read, and rows read on demand or made by a
// transform came in another.
//
// The fields in order, as references into `row`, compared at once: copied at every comparison,
// they made the load's sort of the jumps 40 % dearer (first4m: 8.8 M instructions against 6.3 M).
inline auto jumpOrder(const JumpRow& row)
{
    return std::tie(row.file, row.fromLine, row.fromAddress, row.toLine, row.toAddress,
                    row.targetFunction, row.targetFile, row.conditional);
}

// Everything the loader produced; Profile wraps it immutably.
struct ProfileData
{
    StringTable strings;
    EventSet events;
    IdVector<FunctionId, FunctionKey> functions;
    std::vector<SourceInfo> sources;
    IdVector<PartId, PartInfo> parts;

    // Rows grouped by part; partFunctionBegin[p] .. partFunctionBegin[p + 1] are part p's rows.
    std::vector<PartFunctionRow> partFunctions;
    CostTable partFunctionCosts;
    std::vector<std::size_t> partFunctionBegin;
    std::vector<PartCallRow> partCalls;
    CostTable partCallCosts;
    std::vector<std::size_t> partCallBegin;

    // Sorted by (function, file, line, address); functionLineBegin[f] .. [f + 1] are f's rows.
    // lineAddresses[r] is row r's address; empty when every row's is 0.
    std::vector<LineRow> lines;
    std::vector<Address> lineAddresses;
    CostTable lineCosts;
    std::vector<std::size_t> functionLineBegin;
    // Sorted by (caller, callee, file, line, address).
    std::vector<CallSiteRow> callSites;
    CostTable callSiteCosts;
    std::vector<std::size_t> functionCallSiteBegin;
    // Sorted by (function, file, fromLine, fromAddress, ...).
    std::vector<JumpRow> jumps;
    std::vector<std::size_t> functionJumpBegin;

    std::vector<Diagnostic> diagnostics;
};

} // namespace tally

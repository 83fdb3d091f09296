// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/load/DetailTable.h"
#include "core/load/RowHash.h"
#include "core/model/ProfileData.h"

#include <functional>
#include <tuple>

namespace tally {

// What the loader collects below function level, merged over parts, for every function: self
// cost per line/instruction, call sites and jumps, each in one table shared by all functions
// whose rows are the profile's own row types.
class FunctionDetail
{
public:
    struct LineKey
    {
        // The table keeps the addresses in a column (see DetailTable).
        using Stored = LineRow;
        static LineRow stored(const LineCostRow& r) { return {r.function, r.file, r.line}; }
        static LineCostRow withAddress(const LineRow& r, Address address)
        {
            return {r.function, r.file, r.line, address};
        }
        static FunctionId owner(const LineCostRow& r) { return r.function; }
        static FunctionId owner(const LineRow& r) { return r.function; }
        static bool same(const LineCostRow& a, const LineCostRow& b)
        {
            return a.address == b.address && a.line == b.line && a.function == b.function &&
                   a.file == b.file;
        }
        // The same for a stored row, whose address `addressOf()` gives: read last, if at all.
        template <typename AddressOf>
        static bool same(const LineRow& a, AddressOf addressOf, const LineCostRow& b)
        {
            // The line, then the address: rows of one function's run differ in those (an
            // instruction's row mostly by its address alone).
            return a.line == b.line && addressOf() == b.address && a.function == b.function &&
                   a.file == b.file;
        }
        // Of the line and address only: an index holds one function's rows (the same function),
        // nearly all of one file, and its rows are hashed again each time it grows.
        static std::uint64_t hash(const LineCostRow& r)
        {
            return foldHash(r.address + (std::uint64_t(r.line) << 24));
        }
        // One function's rows in the profile's order (ProfileBuilder::flattenDetails sorts by it).
        static bool less(const LineCostRow& a, const LineCostRow& b)
        {
            if (a.file != b.file)
                return a.file < b.file;
            return a.line != b.line ? a.line < b.line : a.address < b.address;
        }
        template <typename AddressOf>
        static bool less(const LineRow& a, AddressOf addressOf, const LineCostRow& b)
        {
            if (a.file != b.file)
                return a.file < b.file;
            return a.line != b.line ? a.line < b.line : addressOf() < b.address;
        }
    };
    struct CallSiteKey // the count is a value, not part of the key
    {
        static FunctionId owner(const CallSiteRow& r) { return r.caller; }
        static bool same(const CallSiteRow& a, const CallSiteRow& b)
        {
            return a.address == b.address && a.line == b.line && a.callee == b.callee &&
                   a.caller == b.caller && a.file == b.file;
        }
        // The callee from bit 32: foldHash's low bits, a small index's slots, see the bits of
        // the product from 32 up (at 40, a caller's many callees at one position all started
        // from one slot: names.callgrind).
        static std::uint64_t hash(const CallSiteRow& r)
        {
            return foldHash(r.address + (std::uint64_t(r.line) << 24) +
                            (std::uint64_t(r.callee.index()) << 32) +
                            (std::uint64_t(r.caller.index()) << 8) + r.file.index());
        }
        // One caller's sites by position (callgrind writes a function's calls in that order),
        // then by callee: a site that arrives after the caller's last is added without a search
        // (see DetailTable). Only the lookup's order: the profile sorts them by callee.
        static bool less(const CallSiteRow& a, const CallSiteRow& b)
        {
            return std::tie(a.file, a.line, a.address, a.callee) <
                   std::tie(b.file, b.line, b.address, b.callee);
        }
    };
    struct JumpKey // executed/taken are values, not part of the key
    {
        static FunctionId owner(const JumpRow& r) { return r.function; }
        static bool same(const JumpRow& a, const JumpRow& b)
        {
            return a.fromAddress == b.fromAddress && a.fromLine == b.fromLine &&
                   a.function == b.function && a.file == b.file && a.toAddress == b.toAddress &&
                   a.toLine == b.toLine && a.targetFile == b.targetFile &&
                   a.targetFunction == b.targetFunction && a.conditional == b.conditional;
        }
        static std::uint64_t hash(const JumpRow& r)
        {
            return foldHash(r.fromAddress + r.toAddress * 7 + (std::uint64_t(r.fromLine) << 20) +
                            (std::uint64_t(r.toLine) << 40) + r.targetFunction.index() +
                            (std::uint64_t(r.function.index()) << 8) + r.conditional);
        }
        // One function's jumps in the profile's order (jumpOrder: by where they start, as
        // callgrind writes them): a row that arrives after the function's last is added without a
        // search (see DetailTable).
        static bool less(const JumpRow& a, const JumpRow& b) { return jumpOrder(a) < jumpOrder(b); }
    };

    // Renames applied while merging one detail into another.
    struct Mapping
    {
        std::function<StringId(StringId)> file;
        std::function<FunctionId(FunctionId)> function;
        std::span<const int> columns; // source event column -> target column
        int sourceWidth = 0;
        int targetWidth = 0;
    };

    // The largest cost (0 when none is positive) and the largest count in any row.
    struct Peaks
    {
        Cost cost = 0;
        Count count = 0;
    };
    Peaks peaks() const;

    // A new function (ids in order). Inline: names.callgrind adds 127,000.
    [[gnu::always_inline]] void addFunction()
    {
        lines.addOwner();
        callSites.addOwner();
        jumps.addOwner();
    }

    // Adds every row of `source` into this detail, renamed by `mapping`, and empties `source`.
    // Rows of one target function keep the order they had in `source` after those it has.
    void mergeFrom(FunctionDetail& source, const Mapping& mapping);
    // The same for one kind of rows: the line rows; the call sites and jumps.
    void mergeLinesFrom(FunctionDetail& source, const Mapping& mapping);
    void mergeCallsAndJumpsFrom(FunctionDetail& source, const Mapping& mapping);
    // Re-sums every row under `mapping` (which may give several functions one id) into a detail
    // of `functionCount` functions, in the order of the functions' ids, each function's rows in
    // the order they were added.
    void remap(const Mapping& mapping, std::size_t functionCount);

    using LineTable = DetailTable<LineCostRow, LineKey>;
    LineTable lines;
    DetailTable<CallSiteRow, CallSiteKey> callSites;
    using JumpTable = DetailTable<JumpRow, JumpKey>;
    JumpTable jumps;
};

} // namespace tally

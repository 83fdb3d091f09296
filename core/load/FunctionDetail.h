// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/load/DetailTable.h"
#include "core/model/ProfileData.h"

#include <functional>

namespace tally {

// What the loader collects for one function, merged over parts: self cost per line/instruction,
// call sites and jumps, each in a table indexed by position.
class FunctionDetail
{
public:
    struct LineKey
    {
        StringId file;
        LineNumber line;
        Address address;
        bool sameKey(const LineKey& o) const
        {
            return address == o.address && line == o.line && file == o.file;
        }
        std::uint64_t keyHash() const
        {
            return mixHash(address * 31 + (std::uint64_t(line) << 20) + file.index());
        }
    };
    struct CallSiteKey
    {
        FunctionId callee;
        StringId file;
        LineNumber line;
        Address address;
        Count count; // a value, not part of the key
        bool sameKey(const CallSiteKey& o) const
        {
            return address == o.address && line == o.line && callee == o.callee && file == o.file;
        }
        std::uint64_t keyHash() const
        {
            return mixHash(address * 31 + (std::uint64_t(line) << 20) +
                           (std::uint64_t(callee.index()) << 40) + file.index());
        }
    };
    struct JumpKey
    {
        JumpRow row; // executed/taken are values, not part of the key
        bool sameKey(const JumpKey& o) const;
        std::uint64_t keyHash() const;
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

    // Adds every row of `source` into this detail, renamed by `mapping`.
    void mergeFrom(FunctionDetail& source, const Mapping& mapping);

    DetailTable<LineKey> lines;
    DetailTable<CallSiteKey> callSites;
    DetailTable<JumpKey> jumps;
};

} // namespace tally

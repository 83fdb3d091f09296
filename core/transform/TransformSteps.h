// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/FlatProfile.h"
#include "core/transform/TransformRows.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

// Each transform of issue 37 once, on one function (or one object's functions), as rows to make
// a profile of (transformrows::makeProfile). transforms::apply() (ProfileTransforms.h) finds what
// they apply to and chains them.
namespace tally::transformsteps {

// Each function's part rows, by index into TransformRows' tables: its self rows, the calls it
// makes and the calls made to it, over all parts.
struct RowIndex
{
    std::vector<std::uint32_t> selfBegin, self;
    std::vector<std::uint32_t> outBegin, out;
    std::vector<std::uint32_t> inBegin, in;

    explicit RowIndex(const TransformRows& rows);
    std::span<const std::uint32_t> selfOf(FunctionId f) const { return range(selfBegin, self, f); }
    std::span<const std::uint32_t> outOf(FunctionId f) const { return range(outBegin, out, f); }
    std::span<const std::uint32_t> inOf(FunctionId f) const { return range(inBegin, in, f); }

private:
    static std::span<const std::uint32_t> range(const std::vector<std::uint32_t>& begins,
                                                const std::vector<std::uint32_t>& rows,
                                                FunctionId f)
    {
        return {rows.data() + begins[f.index()], begins[f.index() + 1] - begins[f.index()]};
    }
};

// `flat`: the profile's flat profile over all parts with cycle detection (its cycles shape the
// walks, as they shape All Callers and All Callees).
TransformRows focus(const Profile& profile, const FlatProfile& flat, FunctionId start);
// Every target at once: what is gone is the cost whose paths (by the shares of the calls) pass
// through any of them; for one target, exactly that target's drop.
TransformRows drop(const Profile& profile, const FlatProfile& flat,
                   std::span<const FunctionId> targets);
// Each target in turn, on the rows the merges before made (merges are local: no analysis of the
// profile in between).
TransformRows merge(const Profile& profile, std::span<const FunctionId> targets);
// `members`: the functions of the object `object`, which become one function named `name`.
TransformRows collapse(const Profile& profile, std::span<const FunctionId> members, StringId object,
                       const std::string& name);

} // namespace tally::transformsteps

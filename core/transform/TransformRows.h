// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Profile.h"

#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace tally {

// A profile's rows taken apart for one transform to change: the part rows (each function's self
// cost and each call's inclusive cost, per part) and the detail rows (lines, call sites, jumps,
// over all parts), in any order, with functions removed by a flag and new ones appended. Function
// ids are the source profile's, then the new ones'; string ids the source's, then the new ones'.
// makeProfile() puts them back together as a Profile.
struct TransformRows
{
    int width = 0; // real events
    std::vector<FunctionKey> functions;
    std::vector<char> removed; // by function: its rows go, and the calls to it
    // By function: its costs changed, so its line and call-site rows are shared out again to add
    // up to its new self cost and calls (see makeProfile), and it goes when nothing is left.
    std::vector<char> touched;
    std::vector<std::string> newStrings; // string ids source.strings().size() + i

    // A part row whose part is invalid (PartId()) is gone.
    std::vector<PartFunctionRow> partFunctions;
    CostTable partFunctionCosts;
    std::vector<PartCallRow> partCalls;
    CostTable partCallCosts;
    std::vector<LineCostRow> lines;
    CostTable lineCosts;
    std::vector<CallSiteRow> callSites;
    CostTable callSiteCosts;
    std::vector<JumpRow> jumps;
    // Set by a transform that could not be made (too large a result): why.
    QString error;

    FunctionId addFunction(const FunctionKey& key);
    StringId addString(std::string text, std::size_t sourceStrings);
};

namespace transformrows {

// Every row of `source`.
TransformRows copy(const Profile& source);

// The profile of `rows` (taken from `source`):
// - functions removed, and calls to them, are gone, and so are touched functions left with no
//   cost and no call in any event;
// - the other functions keep their order (then the new ones), and rows of one key (a part's
//   function, call; a line; a call site; a jump) are summed into one, in the loader's order;
// - each touched function's line rows are shared out again (apportion::shares, in proportion to
//   what they held) to add up to its new self cost, and its call sites to each callee to add up
//   to its new calls to it, cost and count; so the source and assembly views of a transformed
//   function show lines and calls that add up to the function's costs, never costs that do not
//   (a line without cost rows keeps none: a function whose lines were all dropped shows no
//   lines);
// - the parts' stated totals are the new ones.
std::shared_ptr<const Profile> makeProfile(const Profile& source, TransformRows rows);

} // namespace transformrows

} // namespace tally

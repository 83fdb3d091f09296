// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Profile.h"

#include <QString>

#include <memory>
#include <span>
#include <string>
#include <vector>

namespace tally {

// A profile's rows taken apart for one transform to change: the part rows (each function's self
// cost and each call's inclusive cost, per part), in any order, with functions removed by a flag
// and new ones appended; and the detail rows (lines, call sites, jumps, over all parts) of the
// functions whose detail rows the transform changes, which it claims (claimDetails). Every other
// function keeps its source's detail rows (but calls to functions gone), taken when a view first
// asks for them (TransformDetails): a transform changes the rows of few functions, and taking
// all of names.callgrind's 1.5 million rows apart and together again was half of a drop's work.
// Function ids are the source profile's, then the new ones'; string ids the source's, then the
// new ones'. makeProfile() puts them back together as a Profile.
struct TransformRows
{
    int width = 0; // real events
    std::vector<FunctionKey> functions;
    std::vector<char> removed; // by function: its rows go, and the calls to it
    // By function: its costs changed, so its line and call-site rows are shared out again to add
    // up to its new self cost and calls (see makeProfile), and it goes when nothing is left.
    std::vector<char> touched;
    // By function: its line rows (ownsLines), or its call sites and jumps (ownsCalls), are those
    // below, not its source's (new functions' always).
    std::vector<char> ownsLines;
    std::vector<char> ownsCalls;
    // By function: the function whose detail rows this removed one's become (a collapsed object's
    // members': their lines, call sites and jumps, summed by key, are the collapsed function's,
    // and calls and jumps to them go to it), made when a view asks for them (TransformDetails);
    // else invalid. Empty when no function's rows go to another.
    std::vector<FunctionId> rowsGoTo;
    std::vector<std::string> newStrings; // string ids source.strings().size() + i

    // A part row whose part is invalid (PartId()) is gone.
    std::vector<PartFunctionRow> partFunctions;
    CostTable partFunctionCosts;
    std::vector<PartCallRow> partCalls;
    CostTable partCallCosts;
    // The detail rows of the functions that own theirs.
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

// Every part row of `source`; no detail rows (each function keeps its source's).
TransformRows copy(const Profile& source);

// Appends the detail rows in `source` of each of `functions` to `rows`' own for a transform to
// change (lines to add, call sites to move), unless it owns them already.
void claimDetails(TransformRows& rows, const Profile& source,
                  std::span<const FunctionId> functions);
// The same for their call sites and jumps only: a transform that changes where they call, not
// their lines (a collapse's callers of the object's functions, whose lines stay as they are).
void claimCalls(TransformRows& rows, const Profile& source, std::span<const FunctionId> functions);

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
// The detail rows are made function by function, when first asked for (TransformDetails); the
// profile keeps `source` for them.
std::shared_ptr<const Profile> makeProfile(const std::shared_ptr<const Profile>& source,
                                           TransformRows rows);

} // namespace transformrows

} // namespace tally

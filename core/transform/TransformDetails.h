// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/FunctionRows.h"
#include "core/model/Profile.h"
#include "core/transform/TransformRows.h"

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace tally {

// A transformed profile's detail rows, made function by function when first asked for
// (DetailRowsOnDemand), as transformrows::makeProfile describes them:
// - a function that owns its rows (TransformRows::ownsLines, ownsCalls; new functions always)
//   has those the transform made, sorted and summed by key;
// - every other function has its source's rows under its new id, but calls and jumps to
//   functions gone;
// - a function that removed functions' rows go to (TransformRows::rowsGoTo: a collapsed object)
//   has theirs too, but their calls to each other, summed by key with its own; and calls and
//   jumps to them are to it, in any function's rows;
// - a touched function's line rows are shared out again to add up to its new self cost, and the
//   call sites of a pair of functions with a touched one to add up to the pair's new calls (cost
//   and count).
// Each function's rows depend on that function's alone, so the rows a view asks for cost what
// they hold: a transform made no other function's rows (names.callgrind's 1.5 million, copied).
class TransformDetails
{
public:
    // `source`: the profile transformed; `data`: the new profile's functions and part rows, by
    // new ids; `rows`: the transform's rows, whose detail rows (renamed to new ids, sorted and
    // summed) are taken; `newId`: each of `rows`' functions' new id (invalid when gone);
    // `touched`: by new id.
    TransformDetails(std::shared_ptr<const Profile> source, const ProfileData& data,
                     TransformRows& rows, std::vector<FunctionId> newId,
                     const std::vector<char>& touched);

    FunctionRows operator()(FunctionId function) const;
    // DetailRowsOnDemand::Prepare: the source's rows of those of `functions` that take theirs
    // from it, prepared there.
    void prepare(std::span<const FunctionId> functions) const;

private:
    // A source function's rows, as views.
    struct SourceRows
    {
        LineRows lines;
        RowRange<CallSiteRow> callSites;
        std::span<const JumpRow> jumps;
    };
    void takeLines(FunctionRows& made, FunctionId function, FunctionId from) const;
    void takeCalls(FunctionRows& made, FunctionId function, FunctionId from) const;
    // The rows of a function that others' rows go to: its own, and theirs (`from`: the
    // transform's ids), renamed, and summed by key.
    void gather(FunctionRows& made, FunctionId function, FunctionId own,
                std::span<const FunctionId> from) const;
    // The call sites and jumps the transform made for `function`, appended (their costs to
    // `costs`).
    void appendOwnCalls(FunctionRows& made, FunctionId function, std::vector<Cost>& costs) const;
    // The call sites and jumps of `rows`, a source function's, appended as `function`'s: callees
    // and targets renamed, those to functions gone left out, and calls to `function` itself too
    // when `dropCallsToItself` (a collapsed object's calls between its members). Returns whether
    // any callee or target was renamed to a function another's rows go to: two rows may then
    // have one key, and their order is no longer the new ids'.
    bool appendSourceCalls(FunctionRows& made, FunctionId function, const SourceRows& rows,
                           bool dropCallsToItself, std::vector<Cost>& costs) const;
    void reconcile(FunctionRows& made, FunctionId function) const;
    // The source's rows of `from`, a function that takes them (not one that owns both). With a
    // `scratch`, rows the source has not made yet are made there and not kept: read once.
    SourceRows sourceRows(FunctionId from, FunctionRows* scratch = nullptr) const;
    // The functions whose rows go to `function` (by new id), by the transform's ids.
    std::span<const FunctionId> rowsComingTo(FunctionId function) const;
    // The new id of the source's function `f` in calls and jumps: its own, or that of the
    // function its rows go to; invalid when it is gone.
    FunctionId renamed(FunctionId f) const { return f.isValid() ? m_calledAs[f.index()] : f; }
    // Whether calls and jumps to the source's `f` go to another function now: the one its rows
    // go to (a new id is one function's of the transform's alone). None is when no function's
    // rows go to another: asked of every call site, that spares the second lookup.
    bool redirected(FunctionId f) const
    {
        if (m_coming.empty())
            return false;
        const FunctionId to = renamed(f);
        return to.isValid() && m_fromId[to.index()] != f;
    }
    // Whether the function `from` of the transform takes rows its source makes on demand.
    bool takesSourceRows(FunctionId from) const
    {
        return m_sourceDetails && from.index() < m_ownsLines.size() &&
               !(m_ownsLines[from.index()] && m_ownsCalls[from.index()]);
    }

    // Where the source's rows come from: the source itself when they are its own tables, else
    // what makes them (an earlier transform's), not the source: a chain of transforms keeps none
    // of the profiles between (their part rows and the rows made for them).
    std::shared_ptr<const Profile> m_source;
    std::shared_ptr<const DetailRowsOnDemand> m_sourceDetails;
    int m_width = 0;
    // By the transform's function ids: the new id calls and jumps to it go to (renamed()).
    std::vector<FunctionId> m_calledAs;
    std::vector<FunctionId> m_fromId; // by new id: the transform's id
    std::vector<char> m_ownsLines;    // by the transform's function ids
    std::vector<char> m_ownsCalls;
    // The functions whose rows go to another, by the transform's ids, in order of the new ids
    // they go to; rows m_comingBegin[f] .. [f + 1] go to f (empty when none do).
    std::vector<FunctionId> m_coming;
    std::vector<std::size_t> m_comingBegin;
    // The rows the transform made, sorted by new id; rows m_lineBegin[f] .. [f + 1] are f's.
    std::vector<LineCostRow> m_lines;
    CostTable m_lineCosts;
    std::vector<std::size_t> m_lineBegin;
    std::vector<CallSiteRow> m_callSites;
    CostTable m_callSiteCosts;
    std::vector<std::size_t> m_callSiteBegin;
    std::vector<JumpRow> m_jumps;
    std::vector<std::size_t> m_jumpBegin;
    // By new id: the touched function's index into m_self (its new self cost, m_width wide),
    // kNotTouched for the others; and whether it calls in a pair with a touched function.
    static constexpr std::uint32_t kNotTouched = ~std::uint32_t(0);
    std::vector<std::uint32_t> m_touchedIndex;
    std::vector<Cost> m_self;
    std::vector<char> m_callsPair;
    // The calls of pairs with a touched function, summed over parts, by (caller, callee)
    // ascending; their costs m_width wide.
    std::vector<std::uint64_t> m_pairs;
    std::vector<Cost> m_pairCosts;
    std::vector<Count> m_pairCounts;
};

} // namespace tally

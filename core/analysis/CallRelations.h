// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/PartMask.h"
#include "core/model/Profile.h"

#include <cstdint>
#include <span>
#include <stop_token>
#include <vector>

namespace tally {

// Calls from one call site (line / instruction) of a caller to one callee, over all parts.
struct CallSiteSummary
{
    StringId file;
    LineNumber line = 0;
    Address address = 0;
    Count count = 0;
    std::vector<Cost> inclusive;
};

// All calls between a function and one other function (its caller or its callee).
struct CallRelation
{
    FunctionId other;            // the caller (in callers()) or the callee (in callees())
    Count count = 0;             // call count summed over the selected parts
    std::vector<Cost> inclusive; // inclusive cost of those calls, real events, selected parts
    // The call sites, from profile.callSites(caller): merged over all parts, since the loader
    // keeps no per-part detail. Sorted by count, descending. Empty when not read
    // (CallRelations::Sites::Left).
    std::vector<CallSiteSummary> sites;
};

// The call graph of a part selection: the per-part call rows summed per (caller, callee) pair,
// as adjacency lists in both directions. Built once per selection, so that caller/callee views
// and graph walks (Coverage) need not scan every part's rows per query.
//
// Only the call sites are read from the profile at query time: the Profile passed to the
// constructor must outlive this object (keep its shared_ptr alongside).
class CallRelations
{
public:
    // An edge out of / into a function; costIndex indexes edgeCost(). Both directions share the
    // cost rows, so an edge has the same costIndex in outEdges() and inEdges().
    struct Edge
    {
        FunctionId other;
        Count count;
        std::uint32_t costIndex;
    };

    // Whether callers() and callees() read each relation's call sites: the caller's detail rows,
    // which a profile loaded with its rows on demand reads from its file, a function at a time.
    // Lists that show costs and counts alone leave them.
    enum class Sites
    {
        Read,
        Left
    };

    CallRelations() = default;
    // `parts`: the selected parts, as FlatProfile::Options::parts.
    explicit CallRelations(const Profile& profile, const PartMask& parts = {});

    // Relations sorted by inclusive cost of the first event, descending, then by function id.
    // Self-recursive calls are included, with other == f. Once `stop` is requested no more
    // sites are read (a relation's are a caller's rows, which a profile with its rows on demand
    // reads from its file): the list is then incomplete, for a caller that drops it.
    std::vector<CallRelation> callers(FunctionId f, Sites sites = Sites::Read,
                                      std::stop_token stop = {}) const;
    std::vector<CallRelation> callees(FunctionId f, Sites sites = Sites::Read,
                                      std::stop_token stop = {}) const;

    // The sites of `caller`'s calls to `callee`, as CallRelation::sites: `caller`'s detail rows.
    std::vector<CallSiteSummary> callSites(FunctionId caller, FunctionId callee) const;

    // Raw adjacency for graph walks; each span is sorted by `other`.
    std::span<const Edge> outEdges(FunctionId f) const;
    std::span<const Edge> inEdges(FunctionId f) const;
    std::span<const Cost> edgeCost(std::uint32_t costIndex) const
    {
        Q_ASSERT(costIndex < m_outEdges.size());
        return {m_edgeCosts.data() + std::size_t(costIndex) * m_width, std::size_t(m_width)};
    }

    int width() const { return m_width; }
    std::size_t functionCount() const { return m_outOffsets.empty() ? 0 : m_outOffsets.size() - 1; }
    bool contains(FunctionId f) const { return f.index() < functionCount(); }
    std::size_t edgeCount() const { return m_outEdges.size(); }

private:
    CallRelation makeRelation(FunctionId caller, FunctionId callee, const Edge& edge, Sites sites,
                              const std::stop_token& stop) const;

    const Profile* m_profile = nullptr;
    int m_width = 0;
    std::vector<std::uint32_t> m_outOffsets; // functionCount + 1 entries
    std::vector<Edge> m_outEdges;            // by caller, then callee
    std::vector<std::uint32_t> m_inOffsets;
    std::vector<Edge> m_inEdges; // by callee, then caller
    std::vector<Cost> m_edgeCosts;
};

} // namespace tally

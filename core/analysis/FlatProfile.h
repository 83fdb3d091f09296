// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/PartMask.h"
#include "core/model/Profile.h"

#include <span>
#include <vector>

namespace tally {

// A recursion cycle: a strongly connected component of two or more functions in the call graph.
struct CycleInfo
{
    int number = 0; // <cycle N>, as KCachegrind numbers it (cyclenumbers::asKCachegrind)
    std::vector<FunctionId> members;
    Count called = 0; // calls into the cycle from outside it
};

// Function-level costs for a selection of parts, defined as KCachegrind defines them:
// - self: the sum of the function's cost lines;
// - called: the sum of the call counts of calls into it;
// - inclusive, per part and then summed: the inclusive cost of the calls into it from other
//   functions if it is called in that part; otherwise self plus its calls out to other functions;
// - with cycle detection, a cycle member's inclusive cost is its self cost plus its calls to
//   functions outside its cycle, and each cycle gets self/inclusive sums of its members.
class FlatProfile
{
public:
    struct Options
    {
        bool detectCycles = true;
        PartMask parts; // the selected parts; by default all
    };

    FlatProfile() = default;
    FlatProfile(const Profile& profile, const Options& options);

    int width() const { return m_width; }
    std::size_t functionCount() const { return m_called.size(); }
    auto functionIds() const { return m_called.ids(); }
    bool contains(FunctionId f) const { return m_called.contains(f); }
    std::span<const Cost> self(FunctionId f) const
    {
        Q_ASSERT(contains(f));
        return {m_self.data() + std::size_t(f.index()) * m_width, std::size_t(m_width)};
    }
    std::span<const Cost> inclusive(FunctionId f) const
    {
        Q_ASSERT(contains(f));
        return {m_inclusive.data() + std::size_t(f.index()) * m_width, std::size_t(m_width)};
    }
    Count called(FunctionId f) const { return m_called[f]; }
    // Whether the function has cost lines or calls in the selected parts.
    bool isPresent(FunctionId f) const { return m_present[f]; }
    // Index into cycles(), or -1.
    int cycleOf(FunctionId f) const { return m_cycleOf.empty() ? -1 : m_cycleOf[f]; }

    const std::vector<CycleInfo>& cycles() const { return m_cycles; }
    std::span<const Cost> cycleSelf(std::size_t c) const
    {
        Q_ASSERT(c < m_cycles.size());
        return {m_cycleSelf.data() + c * m_width, std::size_t(m_width)};
    }
    std::span<const Cost> cycleInclusive(std::size_t c) const
    {
        Q_ASSERT(c < m_cycles.size());
        return {m_cycleInclusive.data() + c * m_width, std::size_t(m_width)};
    }
    std::span<const Cost> totals() const { return m_totals; }

private:
    void computePartInclusive(const Profile& profile, PartId part);
    template <int kWidth>
    void computePartInclusiveOf(const Profile& profile, PartId part);
    void detectCycles(const Profile& profile, const Options& options);

    int m_width = 0;
    std::vector<Cost> m_self;
    std::vector<Cost> m_inclusive;
    IdVector<FunctionId, Count> m_called;
    IdVector<FunctionId, bool> m_present;
    IdVector<FunctionId, int> m_cycleOf;
    std::vector<CycleInfo> m_cycles;
    std::vector<Cost> m_cycleSelf;
    std::vector<Cost> m_cycleInclusive;
    std::vector<Cost> m_totals;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/FlatProfile.h"
#include "core/model/Profile.h"

#include <span>
#include <stop_token>
#include <vector>

namespace tally {

// One function's costs in each part of a profile (KCachegrind's part list beside the active
// function): self, inclusive and the calls into it, by FlatProfile's rules applied to that part
// alone, so that the parts' values add up to the flat profile's over all parts (a member of a
// recursion cycle counts its self cost and its calls leaving the cycle, when `flat` detected
// cycles). Real event types only; derived ones are evaluated from them.
class PartFunctionCosts
{
public:
    PartFunctionCosts() = default;
    // Empty when `function` is not one of the profile's or `stop` was requested.
    static PartFunctionCosts compute(const Profile& profile, const FlatProfile& flat,
                                     FunctionId function, std::stop_token stop = {});

    FunctionId function() const { return m_function; }
    bool isEmpty() const { return m_called.empty(); }
    std::size_t partCount() const { return m_called.size(); }
    std::span<const Cost> self(PartId part) const { return row(m_self, part); }
    std::span<const Cost> inclusive(PartId part) const { return row(m_inclusive, part); }
    Count called(PartId part) const { return m_called[std::size_t(part.index())]; }

private:
    std::span<const Cost> row(const std::vector<Cost>& table, PartId part) const
    {
        return {table.data() + std::size_t(part.index()) * std::size_t(m_width),
                std::size_t(m_width)};
    }

    FunctionId m_function;
    int m_width = 0;
    std::vector<Cost> m_self;      // parts x width
    std::vector<Cost> m_inclusive; // parts x width
    std::vector<Count> m_called;
};

} // namespace tally

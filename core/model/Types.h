// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <cstdint>
#include <limits>

namespace tally {

// Costs are signed: cg_diff output and Xdebug memory deltas are negative.
using Cost = std::int64_t;
using StringId = std::uint32_t;
using FunctionId = std::uint32_t;
using PartId = std::uint32_t;
using LineNumber = std::uint32_t;
using Address = std::uint64_t;
using Count = std::uint64_t;

inline constexpr std::uint32_t kInvalidId = std::numeric_limits<std::uint32_t>::max();

} // namespace tally

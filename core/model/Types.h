// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Id.h"

#include <cstdint>
#include <limits>

namespace tally {

// Costs are signed: cg_diff output and Xdebug memory deltas are negative.
using Cost = std::int64_t;
using LineNumber = std::uint32_t;
using Address = std::uint64_t;
using Count = std::uint64_t;

// Each kind of id indexes its own table and converts neither to another kind nor to an integer.
using StringId = Id<struct StringIdTag>;     // ProfileData::strings
using FunctionId = Id<struct FunctionIdTag>; // ProfileData::functions
using PartId = Id<struct PartIdTag>;         // ProfileData::parts

// "No row" in the plain 32-bit indexes that are not ids (call map edges, detail table rows).
inline constexpr std::uint32_t kInvalidId = std::numeric_limits<std::uint32_t>::max();

} // namespace tally

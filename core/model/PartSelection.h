// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/PartMask.h"
#include "core/model/Profile.h"

#include <optional>
#include <vector>

// What the command line and the views do with a part selection beyond the PartMask itself.
namespace tally::partselection {

// Parses a list of 1-based part positions and ranges, "1-4,7,9-10", for `partCount` parts.
// Returns nullopt with `error` set for anything else or a position out of range.
std::optional<PartMask> parse(const QString& text, std::size_t partCount, QString* error);
// Sum of the selected parts' self costs over the real event types.
std::vector<Cost> totals(const Profile& profile, const PartMask& parts);

} // namespace tally::partselection

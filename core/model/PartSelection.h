// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Profile.h"

#include <optional>
#include <vector>

namespace tally {

// A subset of a profile's parts, as the views pass it around: one flag per part, where an empty
// vector means "all parts" (FlatProfile::Options::parts and CallRelations take the same form).
class PartSelection
{
public:
    // Empty when every part is selected (or the flags do not fit the profile), so that the
    // common case takes the fast path of the analyses.
    static std::vector<bool> normalized(const Profile& profile, std::vector<bool> selection);
    static bool isSelected(const std::vector<bool>& selection, PartId part)
    {
        return selection.empty() || (part.index() < selection.size() && selection[part.index()]);
    }
    static std::size_t selectedCount(const Profile& profile, const std::vector<bool>& selection);
    // Parses a list of 1-based part positions and ranges, "1-4,7,9-10", for `partCount` parts.
    // Returns nullopt with `error` set for anything else or a position out of range.
    static std::optional<std::vector<bool>> parse(const QString& text, std::size_t partCount,
                                                  QString* error);
    // Sum of the selected parts' self costs over the real event types.
    static std::vector<Cost> totals(const Profile& profile, const std::vector<bool>& selection);
};

} // namespace tally

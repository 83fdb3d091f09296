// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CallRelations.h"
#include "core/analysis/FlatProfile.h"
#include "core/text/ShortNames.h"

#include <memory>
#include <stop_token>
#include <vector>

namespace tally {

// Everything the views compute from: the profile and, for one part selection and one cycle
// setting, its flat profile and call relations. Immutable and shared: the Session holds the
// current one, and every background job takes a shared_ptr to the one it was asked for, so a job
// never sees a mix of two selections and keeps what it reads alive while it runs.
struct CostSnapshot
{
    std::shared_ptr<const Profile> profile; // null: no profile
    std::shared_ptr<const FlatProfile> flat;
    std::shared_ptr<const CallRelations> relations; // refers to *profile, kept alive above
    PartMask parts;                                 // the selection
    bool detectCycles = true;
    // The profile's function names as the views shorten them, apart from one another.
    std::shared_ptr<const ShortNames> names;

    // The snapshot without a profile: empty flat profile and relations.
    static std::shared_ptr<const CostSnapshot> empty();
    // What the snapshot shares with the views that keep a part of it with their results (the
    // profile and what was computed from it), the null ones left out: the Session lets go of
    // each once it alone holds it (BackgroundDrop).
    std::vector<std::shared_ptr<const void>> sharedParts() const;
    // Computes the flat profile and call relations of `parts` of `profile`, and its short names
    // unless `names` (of the same profile, from an earlier snapshot) are given. Runs on any
    // thread; returns null if `stop` is requested before it is done.
    static std::shared_ptr<const CostSnapshot>
    compute(std::shared_ptr<const Profile> profile, PartMask parts, bool detectCycles,
            std::stop_token stop = {}, std::shared_ptr<const ShortNames> names = {});
    // The short names of all functions of `profile`.
    static std::shared_ptr<const ShortNames> shortNames(const Profile& profile,
                                                        std::stop_token stop = {});
    // The same made in `names`, a table made with no names that a snapshot of `profile` holds
    // already (ShortNames::make): false when it was made already or `stop` came first.
    static bool makeShortNames(ShortNames& names, const Profile& profile,
                               std::stop_token stop = {});
};

} // namespace tally

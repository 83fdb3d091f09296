// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/CostSnapshot.h"

#include "core/model/SideTask.h"

#include <string_view>
#include <vector>

namespace tally {

std::shared_ptr<const CostSnapshot> CostSnapshot::empty()
{
    auto snapshot = std::make_shared<CostSnapshot>();
    snapshot->flat = std::make_shared<const FlatProfile>();
    snapshot->relations = std::make_shared<const CallRelations>();
    snapshot->names = std::make_shared<const ShortNames>();
    return snapshot;
}

std::vector<std::shared_ptr<const void>> CostSnapshot::sharedParts() const
{
    std::vector<std::shared_ptr<const void>> shared;
    for (std::shared_ptr<const void> part :
         {std::shared_ptr<const void>(profile), std::shared_ptr<const void>(flat),
          std::shared_ptr<const void>(relations), std::shared_ptr<const void>(names)}) {
        if (part)
            shared.push_back(std::move(part));
    }
    return shared;
}

std::shared_ptr<const CostSnapshot> CostSnapshot::compute(std::shared_ptr<const Profile> profile,
                                                          PartMask parts, bool detectCycles,
                                                          std::stop_token stop,
                                                          std::shared_ptr<const ShortNames> names)
{
    if (!profile)
        return empty();
    // The short names (seconds for 200,000 long names) on a thread of their own, beside the
    // flat profile and the call relations. Whatever returns first joins it (it stops soon after
    // a stop request too).
    const bool nameBeside = !names;
    SideTask namer(
        [&] {
            if (nameBeside)
                names = shortNames(*profile, stop);
        },
        nameBeside);
    // The call relations beside the flat profile too (a third of the work for a profile of
    // 127,000 functions, which each transform makes anew).
    std::shared_ptr<const CallRelations> relations;
    SideTask relater([&] { relations = std::make_shared<const CallRelations>(*profile, parts); },
                     true);
    FlatProfile::Options options;
    options.detectCycles = detectCycles;
    options.parts = parts;
    auto flat = std::make_shared<const FlatProfile>(*profile, options);
    relater.join();
    if (stop.stop_requested())
        return nullptr;
    namer.join();
    if (stop.stop_requested())
        return nullptr;
    auto snapshot = std::make_shared<CostSnapshot>();
    snapshot->profile = std::move(profile);
    snapshot->flat = std::move(flat);
    snapshot->relations = std::move(relations);
    snapshot->parts = std::move(parts);
    snapshot->detectCycles = detectCycles;
    snapshot->names = std::move(names);
    return snapshot;
}

namespace {

// The functions' names as the profile stores them: a QString of each, for the whole of the
// short names' work, was 110 MB of 127,000 context names.
std::vector<std::string_view> storedNames(const Profile& profile)
{
    std::vector<std::string_view> stored;
    stored.reserve(profile.functionCount());
    for (const FunctionId f : profile.functionIds())
        stored.push_back(profile.string(profile.function(f).name));
    return stored;
}

} // namespace

std::shared_ptr<const ShortNames> CostSnapshot::shortNames(const Profile& profile,
                                                           std::stop_token stop)
{
    return std::make_shared<const ShortNames>(storedNames(profile), stop);
}

bool CostSnapshot::makeShortNames(ShortNames& names, const Profile& profile, std::stop_token stop)
{
    return names.make(storedNames(profile), std::move(stop));
}

} // namespace tally

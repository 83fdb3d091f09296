// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/ProfileComparisonPairs.h"

#include "core/text/PathText.h"

#include <string>
#include <string_view>

namespace tally::comparisonpairs {

NamedFunction keyOf(const Profile& profile, FunctionId function)
{
    return {profile.functionName(function), profile.functionFile(function),
            profile.functionObject(function)};
}

FunctionId find(const Profile& profile, std::span<const FunctionId> candidates,
                const NamedFunction& key)
{
    const std::string name = key.name.toStdString();
    const std::string file = key.file.toStdString();
    const std::string object = key.object.toStdString();
    const StringTable& strings = profile.strings();
    FunctionId nearly; // same name, same last components
    for (const FunctionId f : candidates) {
        const auto& function = profile.function(f);
        // The length first: most names differ in it, and it costs no reading of the name.
        if (strings.length(function.name) != name.size() || !strings.equals(function.name, name))
            continue;
        const std::string_view ownFile = profile.string(function.file);
        const std::string_view ownObject = profile.string(function.object);
        if (ownFile == file && ownObject == object)
            return f;
        if (!nearly.isValid() &&
            pathtext::lastComponent(ownFile) == pathtext::lastComponent(file) &&
            pathtext::lastComponent(ownObject) == pathtext::lastComponent(object))
            nearly = f;
    }
    return nearly;
}

} // namespace tally::comparisonpairs

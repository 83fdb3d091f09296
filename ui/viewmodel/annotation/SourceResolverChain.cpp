// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/annotation/SourceResolverChain.h"

#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace tally {

std::vector<std::size_t> SourceResolverChain::sourceOrder(const Profile& profile,
                                                          FunctionId function)
{
    const std::size_t sourceCount = profile.sources().size();
    std::vector<bool> ofFunction(sourceCount, false);
    if (sourceCount > 1 && profile.isFunction(function)) {
        for (const PartId part : profile.partIds()) {
            const auto source = std::size_t(profile.part(part).sourceIndex);
            if (source >= sourceCount || ofFunction[source])
                continue;
            const auto rows = profile.partFunctions(part).rows();
            ofFunction[source] = std::any_of(rows.begin(), rows.end(), [function](const auto& r) {
                return r.function == function;
            });
        }
    }
    std::vector<std::size_t> order;
    order.reserve(sourceCount);
    for (std::size_t s = 0; s < sourceCount; ++s) {
        if (ofFunction[s])
            order.push_back(s);
    }
    for (std::size_t s = 0; s < sourceCount; ++s) {
        if (!ofFunction[s])
            order.push_back(s);
    }
    return order;
}

SourceResolverChain::SourceResolverChain(const SourcePathOptions& options, const Profile& profile,
                                         FunctionId function)
{
    QSet<QString> seen; // loaded files from one folder with one command resolve alike
    for (const std::size_t s : sourceOrder(profile, function)) {
        const SourceInfo& source = profile.sources()[s];
        const QString directory = QFileInfo(source.path).absolutePath();
        const QString key = directory + QLatin1Char('\n') + source.command;
        if (seen.contains(key))
            continue;
        seen.insert(key);
        m_resolvers.emplace_back(options, directory, source.command);
    }
    if (m_resolvers.empty()) // still applies remaps and search folders
        m_resolvers.emplace_back(options, QString());
}

SourcePathResolver::Result SourceResolverChain::resolve(const QString& recorded) const
{
    SourcePathResolver::Result combined;
    QSet<QString> tried;
    for (const auto& resolver : m_resolvers) {
        auto result = resolver.resolve(recorded);
        if (result.found())
            return result;
        for (const QString& path : result.tried) {
            if (!tried.contains(path)) {
                tried.insert(path);
                combined.tried << path;
            }
        }
    }
    return combined;
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/external/SourcePathResolver.h"
#include "core/model/Profile.h"

#include <vector>

namespace tally {

// Finds a recorded path of a profile made of several loaded files: relative paths start from
// each loaded file's folder and `cmd:` program, those of the files the function's parts come
// from first, then the others. Each resolver also applies the user's remaps and search folders.
class SourceResolverChain
{
public:
    SourceResolverChain() = default;
    SourceResolverChain(const SourcePathOptions& options, const Profile& profile,
                        FunctionId function);

    // The first candidate that exists; `tried` lists every candidate checked, each once.
    SourcePathResolver::Result resolve(const QString& recorded) const;

    // The loaded files, by index into profile.sources(), in the order they are tried.
    static std::vector<std::size_t> sourceOrder(const Profile& profile, FunctionId function);

private:
    std::vector<SourcePathResolver> m_resolvers;
};

} // namespace tally

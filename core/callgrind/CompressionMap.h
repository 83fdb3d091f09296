// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <unordered_map>
#include <vector>

namespace tally {

// The `(id) name` table of one kind of name (objects, files or functions). Small ids index a
// vector; huge ids from hostile files fall back to a hash map instead of a huge allocation.
class CompressionMap
{
public:
    StringId find(std::uint64_t id) const
    {
        if (id < m_dense.size())
            return m_dense[id];
        if (id < m_denseLimit)
            return {};
        const auto it = m_sparse.find(id);
        return it == m_sparse.end() ? StringId() : it->second;
    }

    void set(std::uint64_t id, StringId name)
    {
        if (id < m_denseLimit) {
            if (id >= m_dense.size())
                growDense(id);
            m_dense[id] = name;
        } else {
            m_sparse[id] = name;
        }
    }

    // Calls visit(id, name) for every id given a name.
    template <typename Visit>
    void forEach(Visit visit) const
    {
        for (std::size_t id = 0; id < m_dense.size(); ++id) {
            if (m_dense[id].isValid())
                visit(std::uint64_t(id), m_dense[id]);
        }
        for (const auto& [id, name] : m_sparse)
            visit(id, name);
    }

    // Every id in the hash map: for a table of a few ids of any size (a function's block read
    // again, DetailRowsFromFile), where a vector up to the largest would be most of the work.
    void keepSparse() { m_denseLimit = 0; }

    void clear()
    {
        m_dense.clear();
        m_sparse.clear();
    }

private:
    // Out of line (CompressionMap.cpp): set() stays as small as it was in the runs' loop.
    void growDense(std::uint64_t id);

    static constexpr std::uint64_t kDenseLimit = 1u << 22;
    std::uint64_t m_denseLimit = kDenseLimit;
    std::vector<StringId> m_dense;
    std::unordered_map<std::uint64_t, StringId> m_sparse;
};

} // namespace tally

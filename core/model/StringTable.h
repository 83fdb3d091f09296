// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/HashIndex.h"
#include "core/model/IdVector.h"
#include "core/model/Types.h"

#include <memory>
#include <string_view>
#include <vector>

namespace tally {

// Interns names (objects, files, functions) once; everything else refers to them by 32-bit id.
// Characters live in large blocks that never move, so the views handed out stay valid.
class StringTable
{
public:
    StringTable();
    StringTable(StringTable&&) noexcept = default;
    StringTable& operator=(StringTable&&) noexcept = default;

    StringId intern(std::string_view text);
    // Adds a string that is never returned by intern(): a placeholder with an identity of its own.
    StringId addUnique(std::string_view text);
    std::string_view view(StringId id) const { return m_views[id]; } // asserts a known id
    std::size_t size() const { return m_views.size(); }
    std::size_t memoryBytes() const;

    // Id 0 is always the empty string.
    static constexpr StringId kEmpty = StringId(0);

private:
    std::string_view store(std::string_view text);

    static std::size_t hashOf(std::string_view text) noexcept;

    std::vector<std::unique_ptr<char[]>> m_blocks;
    std::size_t m_blockUsed = 0;
    std::size_t m_blockSize = 0;  // of the last block
    std::size_t m_blockBytes = 0; // of all blocks
    std::size_t m_storedBytes = 0;
    IdVector<StringId, std::string_view> m_views;
    // Each name is hashed once, by intern(); the index keeps what it needs of the hash.
    HashIndex m_ids;
};

} // namespace tally

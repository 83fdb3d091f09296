// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <cstddef>
#include <memory>
#include <string_view>
#include <vector>

namespace tally {

// Bytes of names in large blocks that never move, so the views handed out stay valid while it
// grows. The first block is small and each next one twice the one before, up to a limit: a small
// profile touches a page or two, and the names of a big one land in blocks large enough for huge
// pages (core/load/LargeAllocations.cpp).
class TextArena
{
public:
    TextArena() = default;
    TextArena(TextArena&&) noexcept = default;
    TextArena& operator=(TextArena&&) noexcept = default;

    // A copy of `text` that lives as long as the arena.
    std::string_view store(std::string_view text);
    // `size` bytes that live as long as the arena, for the caller to fill.
    char* allocate(std::size_t size);

    std::size_t memoryBytes() const { return m_blockBytes; }

private:
    std::vector<std::unique_ptr<char[]>> m_blocks;
    std::size_t m_blockUsed = 0;
    std::size_t m_blockSize = 0;  // of the last block
    std::size_t m_blockBytes = 0; // of all blocks
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/ResidentFrontier.h"

#include <cstddef>
#include <cstring>
#include <memory>
#include <string_view>
#include <vector>

namespace tally {
// 16 KB: a block of 256 KB, past malloc's mmap threshold (LargeAllocations), was mapped and
// unmapped for every piece of every load, however few its names (tst_pieces: 1,248 maps in its
// first 8 seconds). The fuzz build's: 1 KB (CMakeLists).
#ifndef TALLY_TEXT_ARENA_FIRST_BLOCK
#define TALLY_TEXT_ARENA_FIRST_BLOCK 16 * 1024 // NOLINT(bugprone-macro-parentheses): one use
#endif
// Bytes of names in blocks that never move (views handed out stay valid as it grows): the first
// small, each next twice the one before up to a limit.
class TextArena
{
public:
    TextArena() = default;
    TextArena(TextArena&&) noexcept = default;
    TextArena& operator=(TextArena&&) noexcept = default;

    // A copy of `text` that lives as long as the arena.
    std::string_view store(std::string_view text)
    {
        if (text.empty())
            return {}; // an empty view may carry no pointer, and memcpy must not be given one
        char* target = allocate(text.size());
        std::memcpy(target, text.data(), text.size());
        return {target, text.size()};
    }
    // `size` bytes that live as long as the arena, for the caller to fill.
    char* allocate(std::size_t size)
    {
        // Inline while the last block has room (nearly always): a call cost a new name more
        // than the bytes' copy.
        if (size <= kOwnBlockAbove && size <= m_blockSize - m_blockUsed && !m_blocks.empty()) {
            char* target = m_blocks.back().get() + m_blockUsed;
            m_blockUsed += size;
            return target;
        }
        return allocateSlowly(size);
    }

    std::size_t memoryBytes() const { return m_blockBytes; }

    // The last block's pages ahead of what is stored made resident (ResidentFrontier): every
    // few thousand lines of a load.
    void prefaultAhead()
    {
        if (!m_blocks.empty())
            m_frontier.advance(m_blocks.back().get(), m_blockUsed, m_blockSize);
    }
    // What prefaultAhead() made resident past what is stored given back (a load has ended).
    void releaseAhead()
    {
        if (!m_blocks.empty())
            m_frontier.release(m_blocks.back().get(), m_blockUsed, m_blockSize);
    }

private:
    static constexpr std::size_t kBlockBytes = TALLY_TEXT_ARENA_FIRST_BLOCK; // the first block's
    static constexpr std::size_t kMaxBlockBytes = 16 * 1024 * 1024;
    static constexpr std::size_t kOwnBlockAbove = kBlockBytes / 4; // a text's own block above

    char* allocateSlowly(std::size_t size);

    std::vector<std::unique_ptr<char[]>> m_blocks;
    std::size_t m_blockUsed = 0;
    std::size_t m_blockSize = 0;  // of the last block
    std::size_t m_blockBytes = 0; // of all blocks
    ResidentFrontier m_frontier;  // of the last block
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/model/TextArena.h"

#include <algorithm>
#include <cstring>

namespace tally {

char* TextArena::allocateSlowly(std::size_t size)
{
    if (size > kOwnBlockAbove) {
        // Long names (C++ templates reach several KB) get a block of their own, kept before the
        // last block so that the last one goes on filling.
        auto block = std::make_unique_for_overwrite<char[]>(size);
        char* target = block.get();
        m_blocks.insert(m_blocks.end() - (m_blocks.empty() ? 0 : 1), std::move(block));
        m_blockBytes += size;
        return target;
    }
    if (m_blocks.empty() || m_blockUsed + size > m_blockSize) {
        // Not zeroed: only what is stored is read. The first block to fill may come after blocks
        // of their own (a first text longer than kOwnBlockAbove): its size is the first size.
        m_blockSize = m_blockSize == 0 ? kBlockBytes : std::min(m_blockSize * 2, kMaxBlockBytes);
        m_blocks.push_back(std::make_unique_for_overwrite<char[]>(m_blockSize));
        m_blockBytes += m_blockSize;
        m_blockUsed = 0;
    }
    char* target = m_blocks.back().get() + m_blockUsed;
    m_blockUsed += size;
    return target;
}

} // namespace tally

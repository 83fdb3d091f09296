// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/model/StringTable.h"

#include <algorithm>
#include <cstring>

namespace tally {

namespace {
constexpr std::size_t kBlockBytes = 256 * 1024;
}

StringTable::StringTable()
{
    m_views.emplace_back();
    m_ids.emplace(std::string_view(), kEmpty);
}

std::size_t StringTable::Hash::operator()(std::string_view text) const noexcept
{
    // FNV-1a over 8-byte words would be faster, but names are interned once each: keep it simple.
    return std::hash<std::string_view>()(text);
}

std::string_view StringTable::store(std::string_view text)
{
    if (text.size() > kBlockBytes / 4) {
        // Long names (C++ templates reach several KB) get a block of their own.
        auto block = std::make_unique<char[]>(text.size());
        std::memcpy(block.get(), text.data(), text.size());
        std::string_view stored(block.get(), text.size());
        m_blocks.insert(m_blocks.end() - (m_blocks.empty() ? 0 : 1), std::move(block));
        m_storedBytes += text.size();
        return stored;
    }
    if (m_blocks.empty() || m_blockUsed + text.size() > m_blockSize) {
        m_blocks.push_back(std::make_unique<char[]>(kBlockBytes));
        m_blockSize = kBlockBytes;
        m_blockUsed = 0;
    }
    char* target = m_blocks.back().get() + m_blockUsed;
    std::memcpy(target, text.data(), text.size());
    m_blockUsed += text.size();
    m_storedBytes += text.size();
    return {target, text.size()};
}

StringId StringTable::intern(std::string_view text)
{
    if (const auto found = m_ids.find(text); found != m_ids.end())
        return found->second;
    const auto stored = store(text);
    const StringId id = m_views.nextId();
    m_views.push_back(stored);
    m_ids.emplace(stored, id);
    return id;
}

StringId StringTable::addUnique(std::string_view text)
{
    const StringId id = m_views.nextId();
    m_views.push_back(store(text));
    return id;
}

std::size_t StringTable::memoryBytes() const
{
    return m_blocks.size() * kBlockBytes + m_views.capacity() * sizeof(std::string_view) +
           m_ids.size() * (sizeof(std::string_view) + sizeof(StringId) + 2 * sizeof(void*));
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/model/StringTable.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace tally {

namespace {
// The first block; each next one twice the one before, up to kMaxBlockBytes: a small profile
// touches a page or two, and the names of a big one (60 MB of them in names.callgrind) land in
// blocks large enough for huge pages (core/load/LargeAllocations.cpp).
constexpr std::size_t kBlockBytes = 256 * 1024;
constexpr std::size_t kMaxBlockBytes = 16 * 1024 * 1024;
} // namespace

StringTable::StringTable()
{
    m_views.emplace_back();
    m_ids.insert(hashOf({}), kEmpty.index());
}

namespace {

std::uint64_t load64(const char* p)
{
    std::uint64_t value;
    std::memcpy(&value, p, sizeof value);
    return value;
}

std::uint64_t load32(const char* p)
{
    std::uint32_t value;
    std::memcpy(&value, p, sizeof value);
    return value;
}

// 64x64 -> 128-bit multiply folded to 64 bits: the mixing step of wyhash-style hashes.
std::uint64_t mix(std::uint64_t a, std::uint64_t b)
{
    __extension__ using Wide = unsigned __int128;
    const Wide product = Wide(a) * b;
    return std::uint64_t(product) ^ std::uint64_t(product >> 64);
}

} // namespace

std::size_t StringTable::hashOf(std::string_view text) noexcept
{
    // Names of 500+ bytes are common (context-separated profiles, templates): 16 bytes per
    // multiply instead of std::hash's ~1.5 instructions per byte.
    constexpr std::uint64_t kSeed = 0x9e3779b97f4a7c15ull;
    constexpr std::uint64_t kOdd = 0xa0761d6478bd642full;
    const char* p = text.data();
    std::size_t n = text.size();
    std::uint64_t h = kSeed ^ n;
    for (; n > 16; p += 16, n -= 16)
        h = mix(load64(p) ^ kOdd, load64(p + 8) ^ h);
    std::uint64_t a = 0, b = 0;
    if (n >= 8) {
        a = load64(p);
        b = load64(p + n - 8);
    } else if (n >= 4) {
        a = load32(p);
        b = load32(p + n - 4);
    } else if (n > 0) {
        a = std::uint64_t(std::uint8_t(p[0])) << 16 | std::uint64_t(std::uint8_t(p[n / 2])) << 8 |
            std::uint8_t(p[n - 1]);
    }
    return std::size_t(mix(a ^ kOdd, b ^ h ^ kSeed));
}

std::string_view StringTable::store(std::string_view text)
{
    if (text.empty())
        return {}; // an empty view may carry no pointer, and memcpy must not be given one
    if (text.size() > kBlockBytes / 4) {
        // Long names (C++ templates reach several KB) get a block of their own.
        auto block = std::make_unique_for_overwrite<char[]>(text.size());
        std::memcpy(block.get(), text.data(), text.size());
        std::string_view stored(block.get(), text.size());
        m_blocks.insert(m_blocks.end() - (m_blocks.empty() ? 0 : 1), std::move(block));
        m_storedBytes += text.size();
        m_blockBytes += text.size();
        return stored;
    }
    if (m_blocks.empty() || m_blockUsed + text.size() > m_blockSize) {
        // Not zeroed: only what is stored is read.
        m_blockSize = m_blocks.empty() ? kBlockBytes : std::min(m_blockSize * 2, kMaxBlockBytes);
        m_blocks.push_back(std::make_unique_for_overwrite<char[]>(m_blockSize));
        m_blockBytes += m_blockSize;
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
    const std::uint64_t hash = hashOf(text);
    const std::uint32_t found =
        m_ids.find(hash, [&](std::uint32_t id) { return m_views[StringId(id)] == text; });
    if (found != HashIndex::kNone)
        return StringId(found);
    const StringId id = m_views.nextId();
    m_views.push_back(store(text));
    m_ids.insert(hash, id.index());
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
    return m_blockBytes + m_views.capacity() * sizeof(std::string_view) + m_ids.memoryBytes();
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/HashIndex.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace tally {

// StringTable's index of the ends of chains: by the hash of the text from a run's start to its
// chain's end, one 8-byte slot a run (the hash's high 32 bits and the run), filled to three
// quarters (names.callgrind: 305,000 runs in 4 MB at the end of its parse, the peak of its load).
// A key's first slot is its top bits, so growing need not hash a key again; the next slots are 1,
// 2, 3... further (all slots of a power of two), which keeps the clusters of linear probing at
// three quarters from lengthening every probe. An end looked up and not found is always added
// next: the lookup leaves it in the empty slot where it stopped, instead of a second probe to
// insert it.
class RunIndex
{
public:
    static constexpr std::uint32_t kNone = 0xffffffffu;

    // The run under `hash` for which matches(run) holds; else kNone, with `added` put under
    // `hash` (matches() must be false for it in later lookups until it is a run).
    template <typename Matches>
    [[gnu::always_inline]] std::uint32_t findOrAdd(std::uint64_t hash, std::uint32_t added,
                                                   Matches&& matches)
    {
        if (m_count == m_limit)
            grow();
        const auto key = std::uint32_t(hash >> 32);
        std::uint64_t* const entries = m_slots.get();
        for (std::size_t s = key >> m_shift, step = 1;; s = (s + step++) & m_mask) {
            const std::uint64_t slot = entries[s];
            if (slot == 0) {
                entries[s] = std::uint64_t(added + 1) << 32 | key;
                ++m_count;
                return kNone;
            }
            if (std::uint32_t(slot) == key && matches(std::uint32_t(slot >> 32) - 1))
                return std::uint32_t(slot >> 32) - 1;
        }
    }

    std::size_t memoryBytes() const { return m_slots ? (m_mask + 1) * sizeof(std::uint64_t) : 0; }

    // The most slots a lookup of an indexed run visits (for tests: it reads every slot).
    std::size_t longestProbe() const
    {
        std::size_t longest = 0;
        for (std::size_t at = 0; m_slots && at <= m_mask; ++at) {
            if (m_slots[at] == 0)
                continue;
            std::size_t visited = 1;
            for (std::size_t s = std::uint32_t(m_slots[at]) >> m_shift; s != at; ++visited)
                s = (s + visited) & m_mask;
            longest = std::max(longest, visited);
        }
        return longest;
    }

private:
    void grow()
    {
        const std::size_t size = m_slots ? (m_mask + 1) * 2 : 64;
        const unsigned shift = m_slots ? m_shift - 1 : 32 - 6;
        auto larger = std::make_unique_for_overwrite<std::uint64_t[]>(size);
        hashindex::zeroSlots(larger.get(), size);
        const std::size_t mask = size - 1;
        std::uint64_t* const to = larger.get();
        const std::uint64_t* const from = m_slots.get();
        const std::size_t count = m_slots ? m_mask + 1 : 0;
        for (std::size_t i = 0; i < count; ++i) {
            const std::uint64_t slot = from[i];
            if (slot == 0)
                continue;
            std::size_t s = std::uint32_t(slot) >> shift;
            for (std::size_t step = 1; to[s] != 0; ++step)
                s = (s + step) & mask;
            to[s] = slot;
        }
        m_slots = std::move(larger);
        m_mask = mask;
        m_shift = shift;
        m_limit = size / 4 * 3;
    }

    std::unique_ptr<std::uint64_t[]> m_slots; // the run + 1 above the key; 0: empty
    std::size_t m_mask = 0;
    std::size_t m_count = 0;
    std::size_t m_limit = 0; // the count at which it grows
    unsigned m_shift = 32;   // a key's slot: its top log2(slots) bits
};

} // namespace tally

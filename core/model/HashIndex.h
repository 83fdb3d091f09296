// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/ResidentPages.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace tally {

namespace hashindex {

// Zeroes `count` 8-byte slots, a multiple of 8, 64 bytes a step: a memset() of megabytes is a
// `rep stosb`, which callgrind counts a byte at a time (8.4 M instructions for the chain ends'
// index of names.callgrind).
inline void zeroSlots(std::uint64_t* entries, std::size_t count)
{
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    for (std::size_t i = 0; i < count; i += 8) {
        auto* at = reinterpret_cast<__m128i*>(entries + i);
        _mm_storeu_si128(at, zero);
        _mm_storeu_si128(at + 1, zero);
        _mm_storeu_si128(at + 2, zero);
        _mm_storeu_si128(at + 3, zero);
    }
#else
    std::fill_n(entries, count, std::uint64_t(0));
#endif
}

} // namespace hashindex

// An open-addressing index from a key's hash to a 32-bit id, for keys stored elsewhere (names and
// the ends of context names in the StringTable, function keys in the builder): one flat array of
// 8-byte slots instead of a node per entry, which is what made interning 127,000 names mostly
// malloc and free. A slot keeps the id and the top 32 bits of its key's hash, so a lookup
// compares a key only when those agree; a key's first slot is the top log2(slots) bits of them,
// so growing never hashes a key again. The next slots are 1, 2, 3... further (every slot of a
// power of two), which keeps linear probing's clusters from lengthening every probe of a dense
// index.
class HashIndex
{
public:
    static constexpr std::uint32_t kNone = 0xffffffffu;

    // When the index grows: with half of its slots used, or with three quarters (a third less
    // memory on average, for longer probes: each compares 32 bits of hash, no key, while it
    // misses).
    enum class Fill
    {
        Half,
        ThreeQuarters
    };

    explicit HashIndex(Fill fill = Fill::Half) : m_fill(fill) {}

    // The id whose key has `hash` and satisfies `matches(id)`, or kNone.
    template <typename Matches>
    std::uint32_t find(std::uint64_t hash, Matches&& matches) const
    {
        const std::uint64_t* const entries = m_slots.get();
        if (entries == nullptr)
            return kNone;
        const auto key = std::uint32_t(hash >> 32);
        for (std::size_t s = key >> m_shift, step = 1;; s = (s + step++) & m_mask) {
            const std::uint64_t slot = entries[s];
            if (slot == 0)
                return kNone;
            if (std::uint32_t(slot) == key && matches(std::uint32_t(slot >> 32) - 1))
                return std::uint32_t(slot >> 32) - 1;
        }
    }

    // Adds `id` under `hash`; the caller knows no equal key is indexed yet.
    void insert(std::uint64_t hash, std::uint32_t id)
    {
        if (m_count == m_limit)
            grow();
        place(m_slots.get(), m_mask, m_shift, std::uint64_t(id + 1) << 32 | (hash >> 32));
        ++m_count;
    }

    // find(), and when it finds nothing, `added` put under `hash` in the empty slot where the
    // lookup stopped, instead of a second probe to insert it (matches() must be false for
    // `added` until it names a key).
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

    void clear()
    {
        m_slots.reset();
        m_mask = 0;
        m_count = 0;
        m_limit = 0;
        m_shift = 32;
    }
    std::size_t memoryBytes() const { return m_slots ? (m_mask + 1) * sizeof(std::uint64_t) : 0; }

    // The most slots a lookup of an indexed id visits (for tests: it reads every slot).
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
    // A slot: the id + 1 above the key; 0: empty. The size (a power of two), the shift that
    // takes a key to its first slot and the count at which it grows are kept: computing them
    // cost each call a few instructions.
    static void place(std::uint64_t* entries, std::size_t mask, unsigned shift, std::uint64_t slot)
    {
        std::size_t s = std::uint32_t(slot) >> shift;
        for (std::size_t step = 1; entries[s] != 0; ++step)
            s = (s + step) & mask;
        entries[s] = slot;
    }

    // Out of line: inlined, it cost the loop of a name's ends 2 M instructions on names.callgrind.
    [[gnu::noinline]] void grow()
    {
        const std::size_t size = m_slots ? (m_mask + 1) * 2 : 64;
        const unsigned shift = m_slots ? m_shift - 1 : 32 - 6;
        auto larger = std::make_unique_for_overwrite<std::uint64_t[]>(size);
        residentpages::prefault(larger.get(), size * sizeof(std::uint64_t)); // all written
        hashindex::zeroSlots(larger.get(), size);
        if (const std::uint64_t* const entries = m_slots.get()) {
            for (std::size_t s = 0; s <= m_mask; ++s) {
                if (entries[s] != 0)
                    place(larger.get(), size - 1, shift, entries[s]);
            }
        }
        m_slots = std::move(larger);
        m_mask = size - 1;
        m_shift = shift;
        m_limit = m_fill == Fill::ThreeQuarters ? size / 4 * 3 : size / 2;
    }

    std::unique_ptr<std::uint64_t[]> m_slots;
    std::size_t m_mask = 0;
    std::size_t m_count = 0;
    std::size_t m_limit = 0; // the count at which it grows
    unsigned m_shift = 32;   // a key's first slot: its top log2(slots) bits
    Fill m_fill = Fill::Half;
};

} // namespace tally

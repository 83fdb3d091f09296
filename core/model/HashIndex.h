// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

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

// An open-addressing index from a key's hash to a 32-bit id, for keys stored elsewhere (names in
// the StringTable, function keys in the builder): one flat array of 8-byte slots instead of a
// node per entry, which is what made interning 127,000 names mostly malloc and free. Each slot
// keeps the low 32 bits of its key's hash, so growing never hashes a key again, and a lookup
// compares a key only when those bits agree.
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
        const auto low = std::uint32_t(hash);
        for (std::size_t s = low & m_mask;; s = (s + 1) & m_mask) {
            const std::uint64_t slot = entries[s];
            if (slot == 0)
                return kNone;
            if (std::uint32_t(slot) == low && matches(std::uint32_t(slot >> 32) - 1))
                return std::uint32_t(slot >> 32) - 1;
        }
    }

    // Adds `id` under `hash`; the caller knows no equal key is indexed yet.
    void insert(std::uint64_t hash, std::uint32_t id)
    {
        if (m_count == m_limit)
            grow();
        place(m_slots.get(), m_mask, std::uint64_t(id + 1) << 32 | std::uint32_t(hash));
        ++m_count;
    }

    void clear()
    {
        m_slots.reset();
        m_mask = 0;
        m_count = 0;
        m_limit = 0;
    }
    std::size_t memoryBytes() const { return m_slots ? (m_mask + 1) * sizeof(std::uint64_t) : 0; }

    // The most slots a find() of an indexed id visits (for tests: it reads every slot).
    std::size_t longestProbe() const
    {
        std::size_t longest = 0;
        for (std::size_t s = 0; m_slots && s <= m_mask; ++s) {
            if (m_slots[s] != 0)
                longest = std::max(longest, ((s - std::uint32_t(m_slots[s])) & m_mask) + 1);
        }
        return longest;
    }

private:
    // A slot: the id + 1 above the key hash's low 32 bits; 0: empty. The size (a power of two)
    // and the count at which it grows are kept: computing them cost each call a few instructions.
    static void place(std::uint64_t* entries, std::size_t mask, std::uint64_t slot)
    {
        std::size_t s = std::uint32_t(slot) & mask;
        while (entries[s] != 0)
            s = (s + 1) & mask;
        entries[s] = slot;
    }

    void grow()
    {
        const std::size_t size = m_slots ? (m_mask + 1) * 2 : 64;
        auto larger = std::make_unique_for_overwrite<std::uint64_t[]>(size);
        hashindex::zeroSlots(larger.get(), size);
        if (const std::uint64_t* const entries = m_slots.get()) {
            for (std::size_t s = 0; s <= m_mask; ++s) {
                if (entries[s] != 0)
                    place(larger.get(), size - 1, entries[s]);
            }
        }
        m_slots = std::move(larger);
        m_mask = size - 1;
        m_limit = m_fill == Fill::ThreeQuarters ? size / 4 * 3 : size / 2;
    }

    std::unique_ptr<std::uint64_t[]> m_slots;
    std::size_t m_mask = 0;
    std::size_t m_count = 0;
    std::size_t m_limit = 0; // the count at which it grows
    Fill m_fill = Fill::Half;
};

} // namespace tally

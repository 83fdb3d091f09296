// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <cstdint>
#include <vector>

namespace tally {

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
        if (m_slots.empty())
            return kNone;
        const auto low = std::uint32_t(hash);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t s = low & mask;; s = (s + 1) & mask) {
            const Slot slot = m_slots[s];
            if (slot.idPlusOne == 0)
                return kNone;
            if (slot.hash == low && matches(slot.idPlusOne - 1))
                return slot.idPlusOne - 1;
        }
    }

    // Adds `id` under `hash`; the caller knows no equal key is indexed yet.
    void insert(std::uint64_t hash, std::uint32_t id)
    {
        const std::size_t used = m_count + 1;
        if (m_fill == Fill::ThreeQuarters ? used * 4 > m_slots.size() * 3
                                          : used * 2 > m_slots.size())
            grow();
        place(m_slots, {std::uint32_t(hash), id + 1});
        ++m_count;
    }

    void clear()
    {
        m_slots.clear();
        m_slots.shrink_to_fit();
        m_count = 0;
    }
    std::size_t memoryBytes() const { return m_slots.capacity() * sizeof(Slot); }

private:
    struct Slot
    {
        std::uint32_t hash = 0;      // the key hash's low 32 bits
        std::uint32_t idPlusOne = 0; // 0: empty
    };

    static void place(std::vector<Slot>& table, Slot slot)
    {
        const std::size_t mask = table.size() - 1;
        std::size_t s = slot.hash & mask;
        while (table[s].idPlusOne != 0)
            s = (s + 1) & mask;
        table[s] = slot;
    }

    void grow()
    {
        std::vector<Slot> larger(m_slots.empty() ? 64 : m_slots.size() * 2);
        for (const Slot slot : m_slots) {
            if (slot.idPlusOne != 0)
                place(larger, slot);
        }
        m_slots = std::move(larger);
    }

    std::vector<Slot> m_slots;
    std::size_t m_count = 0;
    Fill m_fill = Fill::Half;
};

} // namespace tally

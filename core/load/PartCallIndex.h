// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/load/DetailTable.h"

#include <cstdint>
#include <vector>

namespace tally {

// Finds the current part's row for a (caller, callee) pair. Entries carry the part they were
// made in, so starting a new part needs no clearing: an entry of an older part is simply reused.
class PartCallIndex
{
public:
    static constexpr std::uint32_t kNone = 0xffffffffu;

    // Returns the row for `key` in `part`, or kNone; `slotOut` receives where to store a new row.
    std::uint32_t find(std::uint64_t key, std::uint32_t part, std::size_t& slotOut)
    {
        if ((m_used + 1) * 2 > m_entries.size())
            grow();
        const std::size_t mask = m_entries.size() - 1;
        for (std::size_t slot = mixHash(key) & mask;; slot = (slot + 1) & mask) {
            Entry& entry = m_entries[slot];
            if (entry.row == kNone || entry.key == key) {
                slotOut = slot;
                return entry.row != kNone && entry.part == part ? entry.row : kNone;
            }
        }
    }

    void store(std::size_t slot, std::uint64_t key, std::uint32_t part, std::uint32_t row)
    {
        Entry& entry = m_entries[slot];
        if (entry.row == kNone)
            ++m_used;
        entry = {key, part, row};
    }

    // Frees the entries (the index is empty again).
    void clear()
    {
        std::vector<Entry>().swap(m_entries);
        m_used = 0;
    }

private:
    struct Entry
    {
        std::uint64_t key = 0;
        std::uint32_t part = 0;
        std::uint32_t row = kNone;
    };

    void grow()
    {
        std::vector<Entry> old = std::move(m_entries);
        m_entries.assign(old.empty() ? 1024 : old.size() * 2, Entry());
        const std::size_t mask = m_entries.size() - 1;
        for (const Entry& entry : old) {
            if (entry.row == kNone)
                continue;
            std::size_t slot = mixHash(entry.key) & mask;
            while (m_entries[slot].row != kNone)
                slot = (slot + 1) & mask;
            m_entries[slot] = entry;
        }
    }

    std::vector<Entry> m_entries;
    std::size_t m_used = 0;
};

} // namespace tally

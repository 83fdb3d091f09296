// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/load/DetailTable.h"
#include "core/model/ProfileData.h"

#include <cstdint>
#include <vector>

namespace tally {

// Finds the current part's row for a (caller, callee) pair. A slot names a row of the part call
// rows and a pair is found there, so starting a new part needs no clearing: the slot of an older
// part's row is simply reused. 8 bytes a slot (the pair's hash and its row), not 16 with the pair
// and part copied: 2 MB less on a profile of 131,000 calls.
class PartCallIndex
{
public:
    static constexpr std::uint32_t kNone = 0xffffffffu;

    // Returns the row of `rows` for (caller, callee) in `part`, or kNone; `slotOut` receives
    // where to store a new row.
    std::uint32_t find(FunctionId caller, FunctionId callee, PartId part,
                       const std::vector<PartCallRow>& rows, std::size_t& slotOut)
    {
        if ((m_used + 1) * 2 > m_slots.size())
            grow();
        const auto tag = std::uint32_t(hashOf(caller, callee));
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t s = tag & mask;; s = (s + 1) & mask) {
            const Slot slot = m_slots[s];
            if (slot.row == kNone) {
                slotOut = s;
                return kNone;
            }
            if (slot.tag != tag)
                continue;
            const PartCallRow& row = rows[slot.row];
            if (row.caller == caller && row.callee == callee) {
                slotOut = s;
                return row.part == part ? slot.row : kNone;
            }
        }
    }

    // `row` is the pair's row from now on, at the slot find() gave. (The hash is computed again:
    // handing it over from find() cost more instructions than that.)
    void store(std::size_t slot, FunctionId caller, FunctionId callee, std::uint32_t row)
    {
        Slot& entry = m_slots[slot];
        if (entry.row == kNone)
            ++m_used;
        entry = {std::uint32_t(hashOf(caller, callee)), row};
    }

    // Frees the slots (the index is empty again).
    void clear()
    {
        std::vector<Slot>().swap(m_slots);
        m_used = 0;
    }

private:
    struct Slot
    {
        std::uint32_t tag = 0; // the pair's hash's low 32 bits
        std::uint32_t row = kNone;
    };

    static std::uint64_t hashOf(FunctionId caller, FunctionId callee)
    {
        return foldHash((std::uint64_t(caller.index()) << 32) | callee.index());
    }

    void grow()
    {
        std::vector<Slot> old = std::move(m_slots);
        m_slots.assign(old.empty() ? 1024 : old.size() * 2, Slot());
        const std::size_t mask = m_slots.size() - 1;
        for (const Slot slot : old) {
            if (slot.row == kNone)
                continue;
            std::size_t s = slot.tag & mask;
            while (m_slots[s].row != kNone)
                s = (s + 1) & mask;
            m_slots[s] = slot;
        }
    }

    std::vector<Slot> m_slots;
    std::size_t m_used = 0;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <cstdint>
#include <span>
#include <vector>

namespace tally {

// Rows of one function's detail (per-line costs, call sites or jumps) with an open-addressing
// index on the row key, so that summing millions of cost lines stays in the function's own small,
// cache-friendly table. `Row` provides `sameKey(const Row&)` and `keyHash()`.
template <typename Row>
class DetailTable
{
public:
    // Returns the index of the row with `key`'s key, appending `key` (and zero costs) if new.
    // Inline up to the first guess: a big profile's every cost line comes here.
    [[gnu::always_inline]] std::uint32_t findOrInsert(const Row& key, int costWidth)
    {
        // Cost lines repeat in the same order in every part of a profile: the row after the last
        // one found is usually the one wanted, and checking it first keeps the walk sequential.
        const std::uint32_t predicted = m_lastFound + 1;
        if (predicted < m_rows.size() && m_rows[predicted].sameKey(key)) [[likely]]
            return m_lastFound = predicted;
        return findOrInsertAfterGuess(key, costWidth);
    }

    Row& row(std::uint32_t index) { return m_rows[index]; }
    const Row& row(std::uint32_t index) const { return m_rows[index]; }
    Cost* costs(std::uint32_t index, int costWidth)
    {
        return m_costs.data() + std::size_t(index) * costWidth;
    }
    std::vector<Row>& rows() { return m_rows; }
    std::vector<Cost>& costValues() { return m_costs; }
    std::span<const Cost> costValues() const { return m_costs; }
    std::size_t size() const { return m_rows.size(); }

private:
    [[gnu::noinline]] std::uint32_t findOrInsertAfterGuess(const Row& key, int costWidth)
    {
        if (m_lastFound < m_rows.size() && m_rows[m_lastFound].sameKey(key))
            return m_lastFound;
        return m_lastFound = lookup(key, costWidth);
    }

    std::uint32_t lookup(const Row& key, int costWidth)
    {
        if (m_slots.empty()) {
            // Most functions have a few rows: a scan finds them without an index to allocate.
            for (std::uint32_t index = 0; index < m_rows.size(); ++index) {
                if (m_rows[index].sameKey(key))
                    return index;
            }
            if (m_rows.size() < kScannedRows)
                return append(key, costWidth);
        }
        if ((m_rows.size() + 1) * 2 > m_slots.size())
            grow();
        const std::uint64_t hash = key.keyHash();
        const std::uint32_t tag = std::uint32_t(hash >> 32) | 1u;
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t slot = hash & mask;; slot = (slot + 1) & mask) {
            const std::uint64_t entry = m_slots[slot];
            if (entry == 0) {
                const std::uint32_t index = append(key, costWidth);
                m_slots[slot] = (std::uint64_t(tag) << 32) | (index + 1);
                return index;
            }
            if (std::uint32_t(entry >> 32) == tag) {
                const auto index = std::uint32_t(entry) - 1;
                if (m_rows[index].sameKey(key))
                    return index;
            }
        }
    }

    std::uint32_t append(const Row& key, int costWidth)
    {
        if (m_rows.empty()) {
            // Skips the vectors' first doublings (1, 2, 4 rows): one allocation each instead.
            m_rows.reserve(kScannedRows / 2);
            m_costs.reserve(std::size_t(kScannedRows / 2) * std::size_t(costWidth));
        }
        const auto index = std::uint32_t(m_rows.size());
        m_rows.push_back(key);
        m_costs.resize(m_costs.size() + std::size_t(costWidth), 0);
        return index;
    }

    void grow()
    {
        std::size_t size = m_slots.empty() ? 16 : m_slots.size() * 2;
        while ((m_rows.size() + 1) * 2 > size)
            size *= 2;
        std::vector<std::uint64_t> newSlots(size, 0);
        const std::size_t mask = newSlots.size() - 1;
        for (std::uint32_t index = 0; index < m_rows.size(); ++index) {
            const std::uint64_t hash = m_rows[index].keyHash();
            const std::uint32_t tag = std::uint32_t(hash >> 32) | 1u;
            std::size_t slot = hash & mask;
            while (newSlots[slot] != 0)
                slot = (slot + 1) & mask;
            newSlots[slot] = (std::uint64_t(tag) << 32) | (index + 1);
        }
        m_slots = std::move(newSlots);
    }

    // Tables up to this many rows are searched without an index.
    static constexpr std::uint32_t kScannedRows = 8;

    std::vector<Row> m_rows;
    std::vector<Cost> m_costs;
    std::vector<std::uint64_t> m_slots;
    std::uint32_t m_lastFound = kInvalidId;
};

inline std::uint64_t mixHash(std::uint64_t value)
{
    // splitmix64 finaliser: cheap and spreads sequential addresses over the whole table.
    value ^= value >> 30;
    value *= 0xbf58476d1ce4e5b9ull;
    value ^= value >> 27;
    value *= 0x94d049bb133111ebull;
    value ^= value >> 31;
    return value;
}

} // namespace tally

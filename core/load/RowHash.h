// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <cstdint>

// The hashes of the builder's indexes: its function keys (mixHash), its detail and part call rows
// (foldHash).

namespace tally {

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

// A cheaper mix for the detail tables' indexes, whose keys mostly differ in an address or a line
// (one function's rows): one multiplication, its high half folded into the low bits the slots
// are taken from. Indexes are rebuilt as they grow, so every row is hashed a few times.
inline std::uint64_t foldHash(std::uint64_t value)
{
    value *= 0x9e3779b97f4a7c15ull;
    return value ^ (value >> 32);
}

} // namespace tally

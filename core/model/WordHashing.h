// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

// The word loads and the mixing step of the name hashes (StringTable's, texthash's): wyhash-style,
// 8 or 16 bytes a multiply instead of std::hash's ~1.5 instructions a byte.
namespace tally::wordhashing {

// What the name hashes are keyed with. A profile is untrusted input: against a fixed key, a file
// could hold names made to hash alike (a word equal to the multiplier's constant zeroes a
// product whatever else it holds), and every intern would then compare them all. `secret` is
// xored into one factor of each product and `seed` starts the other, so that the attacker knows
// neither.
struct HashKey
{
    std::uint64_t seed = 0;
    std::uint64_t secret = 0;
};

// Drawn once per process and the same for every table: texthash::of() must agree across the two
// profiles of a comparison, and no hash outlives the process (nothing is written or ordered by
// one). Defined in WordHashing.cpp, which keeps <random> out of this header.
const HashKey& processKey();

inline std::uint64_t load64(const char* p)
{
    std::uint64_t value;
    std::memcpy(&value, p, sizeof value);
    return value;
}

inline std::uint64_t load32(const char* p)
{
    std::uint32_t value;
    std::memcpy(&value, p, sizeof value);
    return value;
}

// The first `n` (< 8) bytes at p as a little-endian number, reading none past them.
inline std::uint64_t loadPartial(const char* p, std::size_t n)
{
    if (n >= 4) // two loads that overlap put each byte in its own place
        return load32(p) | load32(p + n - 4) << (8 * (n - 4));
    if (n > 0) {
        return std::uint64_t(std::uint8_t(p[0])) |
               std::uint64_t(std::uint8_t(p[n / 2])) << (8 * (n / 2)) |
               std::uint64_t(std::uint8_t(p[n - 1])) << (8 * (n - 1));
    }
    return 0;
}

// 64x64 -> 128-bit multiply folded to 64 bits: the mixing step of wyhash-style hashes.
inline std::uint64_t mix(std::uint64_t a, std::uint64_t b)
{
    __extension__ using Wide = unsigned __int128;
    const Wide product = Wide(a) * b;
    return std::uint64_t(product) ^ std::uint64_t(product >> 64);
}

} // namespace tally::wordhashing

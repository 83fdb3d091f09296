// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/model/TextHash.h"

#include <algorithm>
#include <cstring>
#include <string_view>

namespace tally::texthash {

namespace {

constexpr std::uint64_t kSeed = 0x9e3779b97f4a7c15ull;
constexpr std::uint64_t kOdd = 0xa0761d6478bd642full;

// 64x64 -> 128-bit multiply folded to 64 bits, as wyhash mixes.
std::uint64_t mix(std::uint64_t a, std::uint64_t b)
{
    __extension__ using Wide = unsigned __int128;
    const Wide product = Wide(a) * b;
    return std::uint64_t(product) ^ std::uint64_t(product >> 64);
}

std::uint64_t load64(const char* p)
{
    std::uint64_t value;
    std::memcpy(&value, p, sizeof value);
    return value;
}

// The first `n` (< 8) bytes at p as a little-endian number, reading none past them.
std::uint64_t loadPartial(const char* p, std::size_t n)
{
    if (n >= 4) {
        std::uint32_t first;
        std::uint32_t last;
        std::memcpy(&first, p, 4);
        std::memcpy(&last, p + n - 4, 4);
        return first | std::uint64_t(last) << (8 * (n - 4)); // overlapping bytes agree
    }
    if (n > 0) {
        return std::uint64_t(std::uint8_t(p[0])) |
               std::uint64_t(std::uint8_t(p[n / 2])) << (8 * (n / 2)) |
               std::uint64_t(std::uint8_t(p[n - 1])) << (8 * (n - 1));
    }
    return 0;
}

// Eight bytes a step wherever the runs break: the bytes of a word that straddles two runs are
// gathered first, so the words are those of the text in one piece.
class Words
{
public:
    void add(std::string_view bytes)
    {
        const char* p = bytes.data();
        std::size_t n = bytes.size();
        m_length += n;
        if (m_filled != 0) {
            const std::size_t taken = std::min<std::size_t>(8 - m_filled, n);
            m_word |= loadPartial(p, taken) << (8 * m_filled);
            m_filled += unsigned(taken);
            p += taken;
            n -= taken;
            if (m_filled < 8)
                return;
            step(m_word);
        }
        for (; n >= 8; p += 8, n -= 8)
            step(load64(p));
        m_word = loadPartial(p, n);
        m_filled = unsigned(n);
    }

    std::uint64_t finish() const { return mix(m_word ^ m_hash ^ kOdd, m_length ^ kSeed); }

private:
    void step(std::uint64_t word) { m_hash = mix(word ^ kOdd, m_hash ^ kSeed); }

    std::uint64_t m_hash = 0;
    std::uint64_t m_word = 0;
    std::uint64_t m_length = 0;
    unsigned m_filled = 0; // bytes of m_word gathered, fewer than 8
};

} // namespace

std::uint64_t of(const StringTable& strings, StringId id)
{
    Words words;
    strings.forEachRun(id, [&](std::string_view run) { words.add(run); });
    return words.finish();
}

} // namespace tally::texthash

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/model/TextHash.h"

#include "core/model/WordHashing.h"

#include <algorithm>
#include <string_view>

namespace tally::texthash {

namespace {

using wordhashing::HashKey;
using wordhashing::load64;
using wordhashing::loadPartial;
using wordhashing::mix;

// Eight bytes a step wherever the runs break: the bytes of a word that straddles two runs are
// gathered first, so the words are those of the text in one piece.
class Words
{
public:
    explicit Words(const HashKey& key) : m_key(key), m_hash(key.seed) {}

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

    std::uint64_t finish() const { return mix(m_word ^ m_key.secret, m_hash ^ m_length); }

private:
    void step(std::uint64_t word) { m_hash = mix(word ^ m_key.secret, m_hash); }

    HashKey m_key;
    std::uint64_t m_hash;
    std::uint64_t m_word = 0;
    std::uint64_t m_length = 0;
    unsigned m_filled = 0; // bytes of m_word gathered, fewer than 8
};

} // namespace

std::uint64_t of(const StringTable& strings, StringId id)
{
    // The process's key: two profiles' tables hash alike.
    Words words(wordhashing::processKey());
    strings.forEachRun(id, [&](std::string_view run) { words.add(run); });
    return words.finish();
}

} // namespace tally::texthash

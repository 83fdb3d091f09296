// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/CaselessText.h"

#include <QString>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace tally::caseless {

const char* findFolded(const char* from, const char* to, char folded)
{
    if (from >= to)
        return nullptr;
    if (folded < 'a' || folded > 'z')
        return static_cast<const char*>(std::memchr(from, folded, std::size_t(to - from)));
    // A letter: a byte with bit 5 set is it in either case (no other byte becomes a lower-case
    // letter with that bit set).
    const char* p = from;
#if defined(__SSE2__)
    const __m128i caseBit = _mm_set1_epi8(0x20);
    const __m128i wanted = _mm_set1_epi8(folded);
    for (; to - p >= 16; p += 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const int hits = _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_or_si128(bytes, caseBit), wanted));
        if (hits != 0)
            return p + std::countr_zero(unsigned(hits));
    }
#endif
    for (; p < to; ++p) {
        if (char(*p | 0x20) == folded)
            return p;
    }
    return nullptr;
}

bool isAscii(QStringView text)
{
    return std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; });
}

bool isAscii(std::string_view bytes)
{
    // 32 bytes at a time, their words OR-ed and tested once, then eight: a window's load and a
    // comparison's short names ask it of every name (62 MB of context names; with a test for
    // each word, 57 M instructions of a comparison of names.callgrind).
    const auto highBits = [&](std::size_t at) {
        std::uint64_t words[4];
        std::memcpy(words, bytes.data() + at, sizeof words);
        return (words[0] | words[1] | words[2] | words[3]) & 0x8080808080808080ull;
    };
    std::size_t i = 0;
    for (; i + 32 <= bytes.size(); i += 32) {
        if (highBits(i) != 0)
            return false;
    }
    for (; i + 8 <= bytes.size(); i += 8) {
        std::uint64_t word;
        std::memcpy(&word, bytes.data() + i, sizeof word);
        if ((word & 0x8080808080808080ull) != 0)
            return false;
    }
    for (; i < bytes.size(); ++i) {
        if (static_cast<unsigned char>(bytes[i]) >= 0x80)
            return false;
    }
    return true;
}

std::string fold(QStringView text)
{
    std::string folded = text.toUtf8().toStdString();
    for (char& byte : folded)
        byte = foldByte(byte);
    return folded;
}

namespace {

// How common a (folded) byte is in function names, higher for more common: the search looks
// for the needle's rarest byte, so that memchr runs far between candidates. Letters follow
// English frequency; separators and punctuation of names are the most common of all.
int commonness(char byte)
{
    static constexpr std::string_view kLettersByFrequency = "etaoinsrhldcumfpgwybvkxjqz";
    static constexpr std::string_view kPunctuation = "_:()<> ,'./*&-";
    if (const auto letter = kLettersByFrequency.find(byte); letter != std::string_view::npos)
        return 240 - int(letter) * 5;
    if (kPunctuation.find(byte) != std::string_view::npos)
        return 250;
    if (byte >= '0' && byte <= '9')
        return 150;
    return 50;
}

bool equalsFolded(const char* text, std::string_view foldedNeedle)
{
    for (std::size_t i = 0; i < foldedNeedle.size(); ++i) {
        if (foldByte(text[i]) != foldedNeedle[i])
            return false;
    }
    return true;
}

} // namespace

void countBytes(std::string_view text, ByteCounts& counts)
{
    for (const char byte : text)
        ++counts[static_cast<unsigned char>(foldByte(byte))];
}

std::size_t rarestByte(std::string_view foldedNeedle, const ByteCounts* counts)
{
    const auto weight = [counts](char byte) -> std::uint64_t {
        return counts ? (*counts)[static_cast<unsigned char>(byte)]
                      : std::uint64_t(commonness(byte));
    };
    std::size_t rarest = 0;
    for (std::size_t i = 1; i < foldedNeedle.size(); ++i) {
        if (weight(foldedNeedle[i]) < weight(foldedNeedle[rarest]))
            rarest = i;
    }
    return rarest;
}

bool contains(std::string_view text, std::string_view foldedNeedle, std::size_t anchor)
{
    if (foldedNeedle.empty())
        return true;
    if (foldedNeedle.size() > text.size())
        return false;
    Q_ASSERT(anchor < foldedNeedle.size());
    const char lower = foldedNeedle[anchor];
    // The anchor byte of a match lies in [anchor, last].
    const char* position = text.data() + anchor;
    const char* const end = text.data() + (text.size() - foldedNeedle.size() + anchor + 1);
    while (position < end) {
        // The anchor found at memory speed; only there is the whole needle compared.
        const char* hit = findFolded(position, end, lower);
        if (!hit)
            return false;
        if (equalsFolded(hit - anchor, foldedNeedle))
            return true;
        position = hit + 1;
    }
    return false;
}

int compare(std::string_view a, std::string_view b)
{
    const std::size_t common = std::min(a.size(), b.size());
    std::size_t i = 0;
    while (i < common) {
        // Names that sort near each other share long prefixes: skip equal bytes eight at a time.
        if (i + 8 <= common) {
            std::uint64_t left = 0;
            std::uint64_t right = 0;
            std::memcpy(&left, a.data() + i, 8);
            std::memcpy(&right, b.data() + i, 8);
            if (left == right) {
                i += 8;
                continue;
            }
        }
        const auto left = static_cast<unsigned char>(foldByte(a[i]));
        const auto right = static_cast<unsigned char>(foldByte(b[i]));
        if (left != right)
            return left < right ? -1 : 1;
        ++i;
    }
    return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

} // namespace tally::caseless

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/TextRanks.h"

#include "core/model/StableSortByKey.h"
#include "core/text/CaselessText.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstring>
#include <numeric>

namespace tally::textranks {

namespace {

constexpr std::uint64_t kEveryByte = 0x0101010101010101ull;
constexpr std::uint64_t kHighBits = 0x8080808080808080ull;

// Eight bytes of `text` from `depth`, each folded as caseless::foldByte folds it, as one number
// that orders as the bytes do (the first the most significant); bytes past the text's end are 0.
std::uint64_t foldedChunk(std::string_view text, std::size_t depth)
{
    if (depth + 8 <= text.size()) {
        std::uint64_t bytes = 0;
        std::memcpy(&bytes, text.data() + depth, 8);
        // 'A' to 'Z' with 0x20 set, eight at a time: a byte's high bit marks it at or past 'A'
        // (ge) and past 'Z' (gt) in its low seven bits; bytes of 0x80 and up stay as they are.
        const std::uint64_t low = bytes & ~kHighBits;
        const std::uint64_t ge = low + (0x80 - 'A') * kEveryByte;
        const std::uint64_t gt = low + (0x80 - 'Z' - 1) * kEveryByte;
        const std::uint64_t upper = ge & ~gt & ~bytes & kHighBits;
        bytes |= upper >> 2;
        return std::endian::native == std::endian::little ? __builtin_bswap64(bytes) : bytes;
    }
    std::uint64_t chunk = 0;
    for (std::size_t i = 0; i < 8; ++i) {
        const std::size_t at = depth + i;
        chunk = chunk << 8 |
                (at < text.size() ? static_cast<unsigned char>(caseless::foldByte(text[at])) : 0);
    }
    return chunk;
}

// A name's place in a range being sorted: its folded chunk at the range's depth, then how many
// of its bytes are left from there, up to 9 (9: it goes on past the chunk). Names of equal chunks
// whose bytes end in it order shorter first, as caseless::compare orders a name before a longer
// one that starts with it; those that both go on are told apart deeper.
struct Entry
{
    std::uint64_t chunk = 0;
    std::uint32_t item = 0;
    std::uint8_t left = 0;
};

// From this many names a range is sorted by a radix sort of its chunks: names.callgrind's first
// range of 127,000 took 2.2 million comparisons.
constexpr std::size_t kRadixSortedEntries = 4096;

} // namespace

std::vector<std::uint32_t> caselessRanks(std::span<const std::string_view> names)
{
    // An MSD sort eight folded bytes a step: a range of names that agree so far is sorted by its
    // next chunk, and only the runs of names that agree there too are read further. Sorting with
    // caseless::compare read the names' common starts again in every comparison: context names
    // share hundreds of bytes, and names.callgrind's 127,000 took 615 M instructions, 550 M of
    // them in compare(). Iterative: a name of megabytes deepens no recursion.
    struct Range
    {
        std::size_t begin;
        std::size_t end;
        std::size_t depth;
    };
    const std::size_t count = names.size();
    std::vector<std::uint32_t> order(count);
    std::iota(order.begin(), order.end(), 0U);
    // Whether the name at a place of `order` equals the one before it (caselessly).
    std::vector<char> sameAsBefore(count, 0);
    std::vector<Entry> entries;
    std::vector<Entry> scratch;
    std::vector<Range> ranges;
    if (count > 1)
        ranges.push_back({0, count, 0});
    while (!ranges.empty()) {
        const Range range = ranges.back();
        ranges.pop_back();
        // The chunks all of the range's names share are passed over first, a name at a time
        // against the first, up to the most that the names before shared (sorted at every
        // chunk, names.callgrind's runs of contexts that share hundreds of bytes cost as much as
        // the comparisons did). Equal bytes are equal folded: only where they differ are both
        // folded.
        const std::string_view first = names[order[range.begin]];
        std::size_t shared = first.size() > range.depth ? (first.size() - range.depth) / 8 * 8 : 0;
        for (std::size_t place = range.begin + 1; place < range.end && shared > 0; ++place) {
            const std::string_view name = names[order[place]];
            const std::size_t limit =
                std::min(shared, name.size() > range.depth ? name.size() - range.depth : 0);
            std::size_t same = 0;
            for (; same + 8 <= limit; same += 8) {
                const std::size_t at = range.depth + same;
                if (std::memcmp(first.data() + at, name.data() + at, 8) != 0 &&
                    foldedChunk(first, at) != foldedChunk(name, at))
                    break;
            }
            shared = same;
        }
        const std::size_t depth = range.depth + shared;
        entries.clear();
        for (std::size_t place = range.begin; place < range.end; ++place) {
            const std::uint32_t item = order[place];
            const std::string_view name = names[item];
            const std::size_t left = name.size() > depth ? name.size() - depth : 0;
            entries.push_back(
                {foldedChunk(name, depth), item, std::uint8_t(std::min<std::size_t>(left, 9))});
        }
        if (entries.size() >= kRadixSortedEntries) {
            // By left, then (stably) by chunk: passes over the entries, not comparisons.
            stableSortByKey(entries, scratch, [](const Entry& e) { return std::uint64_t(e.left); });
            stableSortByKey(entries, scratch, [](const Entry& e) { return e.chunk; });
        } else {
            std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
                return a.chunk != b.chunk ? a.chunk < b.chunk : a.left < b.left;
            });
        }
        for (std::size_t i = 0; i < entries.size();) {
            std::size_t end = i + 1;
            while (end < entries.size() && entries[end].chunk == entries[i].chunk &&
                   entries[end].left == entries[i].left)
                ++end;
            for (std::size_t k = i; k < end; ++k)
                order[range.begin + k] = entries[k].item;
            if (end - i > 1) {
                if (entries[i].left > 8)
                    ranges.push_back({range.begin + i, range.begin + end, depth + 8});
                else
                    std::fill(sameAsBefore.begin() + std::ptrdiff_t(range.begin + i + 1),
                              sameAsBefore.begin() + std::ptrdiff_t(range.begin + end), 1);
            }
            i = end;
        }
    }
    std::vector<std::uint32_t> ranks(count);
    std::uint32_t rank = 0;
    for (std::size_t place = 0; place < count; ++place) {
        if (!sameAsBefore[place])
            rank = std::uint32_t(place);
        ranks[order[place]] = rank;
    }
    return ranks;
}

} // namespace tally::textranks

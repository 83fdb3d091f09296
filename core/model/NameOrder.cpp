// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/model/NameOrder.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <numeric>
#include <vector>

namespace tally::nameorder {

namespace {

// A range's chunks: as many bytes as its longest name has left (one reading of a few names)
// within about 4 MB for the range, but at least 64 bytes a name and at most 1,024.
constexpr std::size_t kRangeBytes = std::size_t(4) << 20;
constexpr std::size_t kFewestChunkBytes = 64;
constexpr std::size_t kMostChunkBytes = 1024;

// Copies the name's bytes [offset, offset + width) to `out` (zeros after its end) and returns
// how many it has there.
std::size_t copyChunk(const Named& named, std::size_t offset, std::size_t width, char* out)
{
    std::size_t skip = offset;
    std::size_t copied = 0;
    named.strings->forEachRun(named.name, [&](std::string_view run) {
        if (copied == width)
            return;
        if (skip >= run.size()) {
            skip -= run.size();
            return;
        }
        run.remove_prefix(skip);
        skip = 0;
        const std::size_t n = std::min(run.size(), width - copied);
        std::memcpy(out + copied, run.data(), n);
        copied += n;
    });
    std::memset(out + copied, 0, width - copied);
    return copied;
}

} // namespace

void sort(std::span<std::uint32_t> items, std::span<const Named> names,
          const std::function<void(std::span<std::uint32_t>)>& orderTies)
{
    struct Pending
    {
        std::size_t begin;
        std::size_t end;
        std::size_t offset; // the bytes before it agree in every name of the range
    };
    std::vector<Pending> pending{{0, items.size(), 0}};
    // Not zeroed when it grows: each range writes what it reads.
    std::unique_ptr<char[]> chunks;
    std::size_t chunkBytes = 0;
    std::vector<std::uint32_t> lengths; // each item's bytes in its chunk
    std::vector<std::uint32_t> order;
    std::vector<std::uint32_t> ordered;
    while (!pending.empty()) {
        const Pending range = pending.back();
        pending.pop_back();
        const std::size_t count = range.end - range.begin;
        if (count < 2)
            continue;
        const std::span<std::uint32_t> part = items.subspan(range.begin, count);
        std::size_t longest = 0;
        for (const std::uint32_t item : part)
            longest = std::max(longest, names[item].strings->length(names[item].name));
        const std::size_t width =
            std::clamp(std::min(longest - std::min(longest, range.offset), kRangeBytes / count),
                       kFewestChunkBytes, kMostChunkBytes);
        if (chunkBytes < count * width) {
            chunkBytes = count * width;
            chunks = std::make_unique_for_overwrite<char[]>(chunkBytes);
        }
        lengths.resize(count);
        for (std::size_t i = 0; i < count; ++i)
            lengths[i] = std::uint32_t(
                copyChunk(names[part[i]], range.offset, width, chunks.get() + i * width));
        // Zeros after a name's end order it before the same bytes going on with any byte but
        // a zero; against zero bytes, the name that ends first goes first.
        const auto compare = [&](std::uint32_t a, std::uint32_t b) {
            const int byBytes =
                std::memcmp(chunks.get() + a * width, chunks.get() + b * width, width);
            return byBytes != 0 ? byBytes : int(lengths[a]) - int(lengths[b]);
        };
        order.resize(count);
        std::iota(order.begin(), order.end(), 0U);
        std::sort(order.begin(), order.end(),
                  [&](std::uint32_t a, std::uint32_t b) { return compare(a, b) < 0; });
        ordered.resize(count);
        for (std::size_t i = 0; i < count; ++i)
            ordered[i] = part[order[i]];
        std::copy(ordered.begin(), ordered.end(), part.begin());
        // Items whose chunks agree: read on where the names go on, else equal names.
        for (std::size_t i = 0; i < count;) {
            std::size_t j = i + 1;
            while (j < count && compare(order[i], order[j]) == 0)
                ++j;
            if (j - i > 1) {
                if (lengths[order[i]] == width)
                    pending.push_back({range.begin + i, range.begin + j, range.offset + width});
                else
                    orderTies(part.subspan(i, j - i));
            }
            i = j;
        }
    }
}

} // namespace tally::nameorder

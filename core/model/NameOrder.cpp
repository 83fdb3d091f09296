// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/model/NameOrder.h"

#include <algorithm>
#include <cstring>
#include <numeric>
#include <vector>

namespace tally::nameorder {

namespace {

constexpr std::size_t kChunkBytes = 64;
// Copies the name's bytes [offset, offset + kChunkBytes) to `out` (zeros after its end) and
// returns how many it has there.
std::size_t copyChunk(const Named& named, std::size_t offset, char* out)
{
    std::size_t skip = offset;
    std::size_t copied = 0;
    named.strings->forEachRun(named.name, [&](std::string_view run) {
        if (copied == kChunkBytes)
            return;
        if (skip >= run.size()) {
            skip -= run.size();
            return;
        }
        run.remove_prefix(skip);
        skip = 0;
        const std::size_t n = std::min(run.size(), kChunkBytes - copied);
        std::memcpy(out + copied, run.data(), n);
        copied += n;
    });
    std::memset(out + copied, 0, kChunkBytes - copied);
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
    std::vector<char> chunks;
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
        chunks.resize(count * kChunkBytes);
        lengths.resize(count);
        for (std::size_t i = 0; i < count; ++i)
            lengths[i] = std::uint32_t(
                copyChunk(names[part[i]], range.offset, chunks.data() + i * kChunkBytes));
        // Zeros after a name's end order it before the same bytes going on with any byte but
        // a zero; against zero bytes, the name that ends first goes first.
        const auto compare = [&](std::uint32_t a, std::uint32_t b) {
            const int byBytes = std::memcmp(chunks.data() + a * kChunkBytes,
                                            chunks.data() + b * kChunkBytes, kChunkBytes);
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
                if (lengths[order[i]] == kChunkBytes)
                    pending.push_back(
                        {range.begin + i, range.begin + j, range.offset + kChunkBytes});
                else
                    orderTies(part.subspan(i, j - i));
            }
            i = j;
        }
    }
}

} // namespace tally::nameorder

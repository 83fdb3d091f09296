// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/LookAlikes.h"

#include "core/model/SideTask.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace tally::lookalikes {

namespace {

// Neighbours looked at on each side in each order: a few, for twins among triplets.
constexpr qsizetype kNeighbours = 4;
// Texts enough for the sort by their ends to be worth a thread of its own (each sort of 4,096
// context names is a few million instructions; a thread starts in tens of microseconds).
constexpr std::size_t kTextsWorthAThread = 4096;

// A text as its code units: UTF-16 (QString) or bytes that are each one character (ASCII).
template <typename Unit>
using Units = std::basic_string_view<Unit>;

// Units compared as unsigned numbers, as QString orders UTF-16 units.
template <typename Unit>
auto unitValue(Unit unit)
{
    return std::make_unsigned_t<Unit>(unit);
}

// The comparisons below read eight bytes at a time (four UTF-16 units, eight ASCII ones): long
// names of one profile share hundreds of characters at their starts and ends (a
// context-separated profile's names repeat whole callers), and a loop per character was most of
// the time of a window's load of 200,000 such names.
template <typename Unit>
constexpr qsizetype kUnitsPerWord = qsizetype(sizeof(std::uint64_t) / sizeof(Unit));
template <typename Unit>
constexpr int kUnitBits = int(8 * sizeof(Unit));

template <typename Unit>
std::uint64_t wordAt(const Unit* units)
{
    std::uint64_t word;
    std::memcpy(&word, units, sizeof word);
    return word;
}

#if defined(__SSE2__)
// With SSE2, sixteen bytes at a time first (the walk over each text's neighbours and both sorts
// were 370 M instructions of a comparison of names.callgrind eight bytes at a time): a mask with
// a bit for each of the bytes of `x` and `y` that differ.
template <typename Unit>
constexpr qsizetype kUnitsPerBlock = qsizetype(16 / sizeof(Unit));

template <typename Unit>
unsigned differingBytes(const Unit* x, const Unit* y)
{
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(x));
    const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(y));
    return ~unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(a, b))) & 0xffffu;
}
#endif

template <typename Unit>
qsizetype commonStart(Units<Unit> a, Units<Unit> b)
{
    const auto n = qsizetype(std::min(a.size(), b.size()));
    const Unit* x = a.data();
    const Unit* y = b.data();
    qsizetype i = 0;
#if defined(__SSE2__)
    for (; i + kUnitsPerBlock<Unit> <= n; i += kUnitsPerBlock<Unit>) {
        if (const unsigned differ = differingBytes(x + i, y + i); differ != 0)
            return i + std::countr_zero(differ) / qsizetype(sizeof(Unit));
    }
#endif
    for (; i + kUnitsPerWord<Unit> <= n; i += kUnitsPerWord<Unit>) {
        const std::uint64_t differ = wordAt(x + i) ^ wordAt(y + i);
        if (differ != 0) // little-endian: the first unit is the lowest
            return i + std::countr_zero(differ) / kUnitBits<Unit>;
    }
    while (i < n && x[i] == y[i])
        ++i;
    return i;
}

// Shared units at the ends of `a` and `b`, at most `limit`.
template <typename Unit>
qsizetype commonEndUpTo(Units<Unit> a, Units<Unit> b, qsizetype limit)
{
    const Unit* x = a.data() + a.size();
    const Unit* y = b.data() + b.size();
    qsizetype i = 0;
#if defined(__SSE2__)
    for (; i + kUnitsPerBlock<Unit> <= limit; i += kUnitsPerBlock<Unit>) {
        const unsigned differ =
            differingBytes(x - i - kUnitsPerBlock<Unit>, y - i - kUnitsPerBlock<Unit>);
        if (differ != 0) // the bytes after the last that differs, in units
            return i + qsizetype(std::countl_zero(differ) - 16) / qsizetype(sizeof(Unit));
    }
#endif
    for (; i + kUnitsPerWord<Unit> <= limit; i += kUnitsPerWord<Unit>) {
        const std::uint64_t differ =
            wordAt(x - i - kUnitsPerWord<Unit>) ^ wordAt(y - i - kUnitsPerWord<Unit>);
        if (differ != 0) // the last unit is the highest
            return i + std::countl_zero(differ) / kUnitBits<Unit>;
    }
    while (i < limit && x[-1 - i] == y[-1 - i])
        ++i;
    return i;
}

template <typename Unit>
qsizetype sizeOf(Units<Unit> text)
{
    return qsizetype(text.size());
}

// Shared characters at the end, not counting those `start` already shares.
template <typename Unit>
qsizetype commonEnd(Units<Unit> a, Units<Unit> b, qsizetype start)
{
    return commonEndUpTo(a, b, std::min(sizeOf(a), sizeOf(b)) - start);
}

// How two texts compare in one order, given units both share already: the units they share in
// all, and whether the second comes first.
struct Comparison
{
    qsizetype shared = 0;
    bool secondFirst = false;
};

// In the order of texts (unit by unit from the start; a text before those it starts).
template <typename Unit>
Comparison compareStarts(Units<Unit> a, Units<Unit> b, qsizetype known)
{
    const qsizetype shared =
        known + commonStart(a.substr(std::size_t(known)), b.substr(std::size_t(known)));
    if (shared == std::min(sizeOf(a), sizeOf(b)))
        return {shared, b.size() < a.size()};
    return {shared, unitValue(b[std::size_t(shared)]) < unitValue(a[std::size_t(shared)])};
}

// In the order of reversed texts (unit by unit from the end; a text before those it ends).
template <typename Unit>
Comparison compareEnds(Units<Unit> a, Units<Unit> b, qsizetype known)
{
    const qsizetype n = std::min(sizeOf(a), sizeOf(b));
    const qsizetype shared =
        known + commonEndUpTo(a.substr(0, a.size() - std::size_t(known)),
                              b.substr(0, b.size() - std::size_t(known)), n - known);
    if (shared == n)
        return {shared, b.size() < a.size()};
    return {shared, unitValue(b[b.size() - 1 - std::size_t(shared)]) <
                        unitValue(a[a.size() - 1 - std::size_t(shared)])};
}

// Sorts `items` (texts by index; equal ones stay in their order) by `compare`, a merge sort that
// keeps what each text shares with the one before it (Ng and Kakehi's LCP merge sort): two
// heads are compared from the units they share with the last text written, so the hundreds of
// units that context names share at their starts and ends are read about once per text, not
// once per comparison. Bottom-up: no recursion. A stop request ends it between two passes (a
// sort of 200,000 context names is a few hundred milliseconds, which a new load waited for),
// the items then in no order.
template <typename TextOf, typename Compare>
void sortSharing(std::vector<qsizetype>& items, TextOf textOf, Compare compare,
                 const std::stop_token& stop)
{
    const std::size_t n = items.size();
    std::vector<qsizetype> shared(n, 0); // with the item before, within its run
    std::vector<qsizetype> mergedItems(n);
    std::vector<qsizetype> mergedShared(n);
    for (std::size_t width = 1; width < n && !stop.stop_requested(); width *= 2) {
        for (std::size_t low = 0; low < n; low += 2 * width) {
            const std::size_t middle = std::min(low + width, n);
            const std::size_t high = std::min(low + 2 * width, n);
            std::size_t a = low;
            std::size_t b = middle;
            std::size_t out = low;
            // What each head shares with the last text written (none yet: compare from 0).
            qsizetype sharedA = 0;
            qsizetype sharedB = 0;
            const auto write = [&](qsizetype item, qsizetype withLast) {
                mergedItems[out] = item;
                mergedShared[out++] = withLast;
            };
            while (a < middle && b < high) {
                // The last text written comes before both heads: the head sharing more with it
                // comes first, and shares with the other what the other shares with it.
                if (sharedA > sharedB) {
                    write(items[a], sharedA);
                    sharedA = ++a < middle ? shared[a] : 0;
                } else if (sharedB > sharedA) {
                    write(items[b], sharedB);
                    sharedB = ++b < high ? shared[b] : 0;
                } else {
                    const Comparison c = compare(textOf(items[a]), textOf(items[b]), sharedA);
                    if (c.secondFirst) {
                        write(items[b], sharedB);
                        sharedB = ++b < high ? shared[b] : 0;
                        sharedA = c.shared;
                    } else {
                        write(items[a], sharedA);
                        sharedA = ++a < middle ? shared[a] : 0;
                        sharedB = c.shared;
                    }
                }
            }
            for (bool first = true; a < middle; ++a, first = false)
                write(items[a], first ? sharedA : shared[a]);
            for (bool first = true; b < high; ++b, first = false)
                write(items[b], first ? sharedB : shared[b]);
        }
        items.swap(mergedItems);
        shared.swap(mergedShared);
    }
}

// distinguishing() over `count` texts, `textAt(i)` the units of the i-th.
template <typename Unit, typename TextAt>
std::vector<textelision::Span> distinguishingUnits(qsizetype count, TextAt textAt,
                                                   std::stop_token stop)
{
    using Text = Units<Unit>;
    std::vector<textelision::Span> spans(static_cast<std::size_t>(count));
    // Each different text once, in order; short ones fit any column worth reading and are
    // left out, which keeps a profile of a million short C names from paying for the sorts.
    std::vector<qsizetype> order;
    for (qsizetype i = 0; i < count; ++i) {
        if (sizeOf(textAt(i)) >= kMinLength)
            order.push_back(i);
    }
    // The texts in reversed-text order too, sorted beside the text order (for many texts, on a
    // thread of its own: the two sorts were most of the work, one after the other). Equal texts
    // come side by side in both orders, the first (lowest index) first, as both sorts keep the
    // order of equal ones: the distinct texts' order by their ends is that of the first of each.
    std::vector<qsizetype> allByEnd = order;
    SideTask endSort([&] { sortSharing(allByEnd, textAt, compareEnds<Unit>, stop); },
                     order.size() >= kTextsWorthAThread);
    sortSharing(order, textAt, compareStarts<Unit>, stop);
    std::vector<qsizetype> unique; // index of a text, in text order
    std::vector<qsizetype> uniqueOf(static_cast<std::size_t>(count)); // text -> position in unique
    for (const qsizetype i : order) {
        if (unique.empty() || textAt(unique.back()) != textAt(i))
            unique.push_back(i);
        uniqueOf[std::size_t(i)] = qsizetype(unique.size()) - 1;
    }
    endSort.join();
    if (stop.stop_requested())
        return spans;
    const auto textOf = [&](qsizetype u) -> Text { return textAt(unique[std::size_t(u)]); };
    std::vector<qsizetype> byEnd; // positions in unique, in reversed-text order
    byEnd.reserve(unique.size());
    for (const qsizetype i : allByEnd) {
        const qsizetype u = uniqueOf[std::size_t(i)];
        if (unique[std::size_t(u)] == i)
            byEnd.push_back(u);
    }
    std::vector<qsizetype>().swap(allByEnd);
    std::vector<qsizetype> rankByEnd(unique.size());
    for (std::size_t r = 0; r < byEnd.size(); ++r)
        rankByEnd[std::size_t(byEnd[r])] = qsizetype(r);

    // What neighbours share: the start of texts side by side in text order, the end of those
    // side by side in end order. What two texts d apart share is the least over the d pairs
    // between them, so the long shared starts and ends are read once each, not for every pair.
    const auto size = qsizetype(unique.size());
    std::vector<qsizetype> startWithNext(unique.size(), 0);
    std::vector<qsizetype> endWithNext(unique.size(), 0); // by rank in end order
    for (qsizetype u = 0; u + 1 < size; ++u) {
        startWithNext[std::size_t(u)] = commonStart(textOf(u), textOf(u + 1));
        const Text a = textOf(byEnd[std::size_t(u)]);
        const Text b = textOf(byEnd[std::size_t(u + 1)]);
        endWithNext[std::size_t(u)] = commonEndUpTo(a, b, std::min(sizeOf(a), sizeOf(b)));
    }
    if (stop.stop_requested())
        return spans;

    std::vector<textelision::Span> found(unique.size());
    // `start` and `end` as the two texts share them (the end not counting what the start
    // already shares).
    const auto note = [&](qsizetype u, qsizetype start, qsizetype end) {
        if (std::min(start, end) < kMinShared)
            return;
        const qsizetype length = sizeOf(textOf(u));
        textelision::Span& span = found[std::size_t(u)];
        // The other is this text with more in one place ("Foo<int>" and "Foo<unsigned int>"):
        // what tells this one apart is where its start meets its end.
        const textelision::Span differs =
            start + end < length
                ? textelision::Span{start, length - end}
                : textelision::Span{std::max<qsizetype>(0, start - 1), std::min(length, start + 1)};
        span = span.isEmpty() ? differs
                              : textelision::Span{std::min(span.from, differs.from),
                                                  std::max(span.to, differs.to)};
    };
    for (qsizetype u = 0; u < size; ++u) {
        if (u % 4096 == 0 && stop.stop_requested())
            return spans;
        const Text text = textOf(u);
        // Neighbours in text order: the start from the pairs between, then the end read.
        for (const qsizetype step : {qsizetype(-1), qsizetype(1)}) {
            qsizetype start = sizeOf(text);
            for (qsizetype d = 1; d <= kNeighbours; ++d) {
                const qsizetype other = u + step * d;
                if (other < 0 || other >= size)
                    break;
                start = std::min(start,
                                 startWithNext[std::size_t(std::min(other, u + step * (d - 1)))]);
                if (start < kMinShared)
                    break; // the farther ones share no more
                note(u, start, commonEnd(text, textOf(other), start));
            }
        }
        // Neighbours in end order: the end from the pairs between, then the start read.
        const qsizetype rank = rankByEnd[std::size_t(u)];
        for (const qsizetype step : {qsizetype(-1), qsizetype(1)}) {
            qsizetype end = sizeOf(text);
            for (qsizetype d = 1; d <= kNeighbours; ++d) {
                const qsizetype r = rank + step * d;
                if (r < 0 || r >= size)
                    break;
                end = std::min(end, endWithNext[std::size_t(std::min(r, rank + step * (d - 1)))]);
                if (end < kMinShared)
                    break;
                const Text alike = textOf(byEnd[std::size_t(r)]);
                const qsizetype start = commonStart(text, alike);
                note(u, start, std::min(end, std::min(sizeOf(text), sizeOf(alike)) - start));
            }
        }
    }
    for (const qsizetype i : order)
        spans[std::size_t(i)] = found[std::size_t(uniqueOf[std::size_t(i)])];
    return spans;
}

} // namespace

std::vector<textelision::Span> distinguishing(const QStringList& texts, std::stop_token stop)
{
    return distinguishingUnits<char16_t>(
        texts.size(),
        [&](qsizetype i) {
            const QString& text = texts[i];
            return Units<char16_t>(reinterpret_cast<const char16_t*>(text.utf16()),
                                   std::size_t(text.size()));
        },
        std::move(stop));
}

std::vector<textelision::Span> distinguishingAscii(const std::vector<std::string_view>& texts,
                                                   std::stop_token stop)
{
    return distinguishingUnits<char>(
        qsizetype(texts.size()), [&](qsizetype i) { return texts[std::size_t(i)]; },
        std::move(stop));
}

} // namespace tally::lookalikes

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/LookAlikes.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <numeric>

namespace tally::lookalikes {

namespace {

// Neighbours looked at on each side in each order: a few, for twins among triplets.
constexpr qsizetype kNeighbours = 4;

// The comparisons below read four UTF-16 units at a time: long names of one profile share
// hundreds of characters at their starts and ends (a context-separated profile's names repeat
// whole callers), and a loop per character was most of the time of a window's load of 200,000
// such names.
constexpr qsizetype kUnitsPerWord = 4;

std::uint64_t wordAt(const char16_t* units)
{
    std::uint64_t word;
    std::memcpy(&word, units, sizeof word);
    return word;
}

qsizetype commonStart(QStringView a, QStringView b)
{
    const qsizetype n = std::min(a.size(), b.size());
    const char16_t* x = a.utf16();
    const char16_t* y = b.utf16();
    qsizetype i = 0;
    for (; i + kUnitsPerWord <= n; i += kUnitsPerWord) {
        const std::uint64_t differ = wordAt(x + i) ^ wordAt(y + i);
        if (differ != 0) // little-endian: the first unit is the lowest
            return i + std::countr_zero(differ) / 16;
    }
    while (i < n && x[i] == y[i])
        ++i;
    return i;
}

// Shared units at the ends of `a` and `b`, at most `limit`.
qsizetype commonEndUpTo(QStringView a, QStringView b, qsizetype limit)
{
    const char16_t* x = a.utf16() + a.size();
    const char16_t* y = b.utf16() + b.size();
    qsizetype i = 0;
    for (; i + kUnitsPerWord <= limit; i += kUnitsPerWord) {
        const std::uint64_t differ = wordAt(x - i - kUnitsPerWord) ^ wordAt(y - i - kUnitsPerWord);
        if (differ != 0) // the last unit is the highest
            return i + std::countl_zero(differ) / 16;
    }
    while (i < limit && x[-1 - i] == y[-1 - i])
        ++i;
    return i;
}

// Shared characters at the end, not counting those `start` already shares.
qsizetype commonEnd(QStringView a, QStringView b, qsizetype start)
{
    return commonEndUpTo(a, b, std::min(a.size(), b.size()) - start);
}

// How two texts compare in one order, given units both share already: the units they share in
// all, and whether the second comes first.
struct Comparison
{
    qsizetype shared = 0;
    bool secondFirst = false;
};

// In the order of texts (unit by unit from the start; a text before those it starts).
Comparison compareStarts(QStringView a, QStringView b, qsizetype known)
{
    const qsizetype shared = known + commonStart(a.sliced(known), b.sliced(known));
    if (shared == std::min(a.size(), b.size()))
        return {shared, b.size() < a.size()};
    return {shared, b[shared] < a[shared]};
}

// In the order of reversed texts (unit by unit from the end; a text before those it ends).
Comparison compareEnds(QStringView a, QStringView b, qsizetype known)
{
    const qsizetype n = std::min(a.size(), b.size());
    const qsizetype shared =
        known + commonEndUpTo(a.first(a.size() - known), b.first(b.size() - known), n - known);
    if (shared == n)
        return {shared, b.size() < a.size()};
    return {shared, b[b.size() - 1 - shared] < a[a.size() - 1 - shared]};
}

// Sorts `items` (texts by index; equal ones stay in their order) by `compare`, a merge sort that
// keeps what each text shares with the one before it (Ng and Kakehi's LCP merge sort): two
// heads are compared from the units they share with the last text written, so the hundreds of
// units that context names share at their starts and ends are read about once per text, not
// once per comparison. Bottom-up: no recursion.
template <typename TextOf, typename Compare>
void sortSharing(std::vector<qsizetype>& items, TextOf textOf, Compare compare)
{
    const std::size_t n = items.size();
    std::vector<qsizetype> shared(n, 0); // with the item before, within its run
    std::vector<qsizetype> mergedItems(n);
    std::vector<qsizetype> mergedShared(n);
    for (std::size_t width = 1; width < n; width *= 2) {
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

} // namespace

std::vector<textelision::Span> distinguishing(const QStringList& texts, std::stop_token stop)
{
    std::vector<textelision::Span> spans(std::size_t(texts.size()));
    // Each different text once, in order; short ones fit any column worth reading and are
    // left out, which keeps a profile of a million short C names from paying for the sorts.
    std::vector<qsizetype> order;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        if (texts[i].size() >= kMinLength)
            order.push_back(i);
    }
    sortSharing(
        order, [&](qsizetype i) -> const QString& { return texts[i]; }, compareStarts);
    std::vector<qsizetype> unique;                              // index of a text, in text order
    std::vector<qsizetype> uniqueOf(std::size_t(texts.size())); // text -> position in unique
    for (const qsizetype i : order) {
        if (unique.empty() || texts[unique.back()] != texts[i])
            unique.push_back(i);
        uniqueOf[std::size_t(i)] = qsizetype(unique.size()) - 1;
    }
    if (stop.stop_requested())
        return spans;
    std::vector<qsizetype> byEnd(unique.size()); // positions in unique, in reversed-text order
    std::iota(byEnd.begin(), byEnd.end(), qsizetype(0));
    sortSharing(
        byEnd, [&](qsizetype u) -> const QString& { return texts[unique[std::size_t(u)]]; },
        compareEnds);
    std::vector<qsizetype> rankByEnd(unique.size());
    for (std::size_t r = 0; r < byEnd.size(); ++r)
        rankByEnd[std::size_t(byEnd[r])] = qsizetype(r);

    // What neighbours share: the start of texts side by side in text order, the end of those
    // side by side in end order. What two texts d apart share is the least over the d pairs
    // between them, so the long shared starts and ends are read once each, not for every pair.
    const auto size = qsizetype(unique.size());
    const auto textOf = [&](qsizetype u) -> const QString& {
        return texts[unique[std::size_t(u)]];
    };
    std::vector<qsizetype> startWithNext(unique.size(), 0);
    std::vector<qsizetype> endWithNext(unique.size(), 0); // by rank in end order
    for (qsizetype u = 0; u + 1 < size; ++u) {
        startWithNext[std::size_t(u)] = commonStart(textOf(u), textOf(u + 1));
        const QString& a = textOf(byEnd[std::size_t(u)]);
        const QString& b = textOf(byEnd[std::size_t(u + 1)]);
        endWithNext[std::size_t(u)] = commonEndUpTo(a, b, std::min(a.size(), b.size()));
    }
    if (stop.stop_requested())
        return spans;

    std::vector<textelision::Span> found(unique.size());
    // `start` and `end` as the two texts share them (the end not counting what the start
    // already shares).
    const auto note = [&](qsizetype u, qsizetype start, qsizetype end) {
        if (std::min(start, end) < kMinShared)
            return;
        const qsizetype length = textOf(u).size();
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
        const QString& text = textOf(u);
        // Neighbours in text order: the start from the pairs between, then the end read.
        for (const qsizetype step : {qsizetype(-1), qsizetype(1)}) {
            qsizetype start = text.size();
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
            qsizetype end = text.size();
            for (qsizetype d = 1; d <= kNeighbours; ++d) {
                const qsizetype r = rank + step * d;
                if (r < 0 || r >= size)
                    break;
                end = std::min(end, endWithNext[std::size_t(std::min(r, rank + step * (d - 1)))]);
                if (end < kMinShared)
                    break;
                const QString& alike = textOf(byEnd[std::size_t(r)]);
                const qsizetype start = commonStart(text, alike);
                note(u, start, std::min(end, std::min(text.size(), alike.size()) - start));
            }
        }
    }
    for (const qsizetype i : order)
        spans[std::size_t(i)] = found[std::size_t(uniqueOf[std::size_t(i)])];
    return spans;
}

} // namespace tally::lookalikes

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

bool endsBefore(QStringView a, QStringView b)
{
    const qsizetype n = std::min(a.size(), b.size());
    const qsizetype shared = commonEndUpTo(a, b, n);
    if (shared == n)
        return a.size() < b.size();
    return a[a.size() - 1 - shared] < b[b.size() - 1 - shared];
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
    std::sort(order.begin(), order.end(),
              [&](qsizetype a, qsizetype b) { return texts[a] < texts[b]; });
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
    std::sort(byEnd.begin(), byEnd.end(), [&](qsizetype a, qsizetype b) {
        return endsBefore(texts[unique[std::size_t(a)]], texts[unique[std::size_t(b)]]);
    });
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

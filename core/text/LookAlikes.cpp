// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/LookAlikes.h"

#include <algorithm>
#include <numeric>

namespace tally::lookalikes {

namespace {

// Neighbours looked at on each side in each order: a few, for twins among triplets.
constexpr qsizetype kNeighbours = 4;

qsizetype commonStart(QStringView a, QStringView b)
{
    const qsizetype n = std::min(a.size(), b.size());
    qsizetype i = 0;
    while (i < n && a[i] == b[i])
        ++i;
    return i;
}

// Shared characters at the end, not counting those `start` already shares.
qsizetype commonEnd(QStringView a, QStringView b, qsizetype start)
{
    const qsizetype n = std::min(a.size(), b.size()) - start;
    qsizetype i = 0;
    while (i < n && a[a.size() - 1 - i] == b[b.size() - 1 - i])
        ++i;
    return i;
}

bool endsBefore(QStringView a, QStringView b)
{
    const qsizetype n = std::min(a.size(), b.size());
    for (qsizetype i = 1; i <= n; ++i) {
        const QChar x = a[a.size() - i];
        const QChar y = b[b.size() - i];
        if (x != y)
            return x < y;
    }
    return a.size() < b.size();
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

    std::vector<textelision::Span> found(unique.size());
    const auto compare = [&](qsizetype u, qsizetype other) {
        const QString& text = texts[unique[std::size_t(u)]];
        const QString& alike = texts[unique[std::size_t(other)]];
        const qsizetype start = commonStart(text, alike);
        const qsizetype end = commonEnd(text, alike, start);
        if (std::min(start, end) < kMinShared)
            return;
        textelision::Span& span = found[std::size_t(u)];
        // The other is this text with more in one place ("Foo<int>" and "Foo<unsigned int>"):
        // what tells this one apart is where its start meets its end.
        const textelision::Span differs = start + end < text.size()
                                              ? textelision::Span{start, text.size() - end}
                                              : textelision::Span{std::max<qsizetype>(0, start - 1),
                                                                  std::min(text.size(), start + 1)};
        span = span.isEmpty() ? differs
                              : textelision::Span{std::min(span.from, differs.from),
                                                  std::max(span.to, differs.to)};
    };
    const auto size = qsizetype(unique.size());
    for (qsizetype u = 0; u < size; ++u) {
        if (u % 4096 == 0 && stop.stop_requested())
            return spans;
        const qsizetype rank = rankByEnd[std::size_t(u)];
        for (qsizetype d = 1; d <= kNeighbours; ++d) {
            for (const qsizetype other : {u - d, u + d}) {
                if (other >= 0 && other < size)
                    compare(u, other);
            }
            for (const qsizetype r : {rank - d, rank + d}) {
                if (r >= 0 && r < size)
                    compare(u, byEnd[std::size_t(r)]);
            }
        }
    }
    for (const qsizetype i : order)
        spans[std::size_t(i)] = found[std::size_t(uniqueOf[std::size_t(i)])];
    return spans;
}

} // namespace tally::lookalikes

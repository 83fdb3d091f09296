// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/TextElision.h"

#include <algorithm>

namespace tally::textelision {

namespace {

const QChar kEllipsis(0x2026);

// `low` characters from the start (or the end) of `text`, less one where that would split a
// surrogate pair.
qsizetype keepSurrogatesWhole(QStringView text, qsizetype low, bool fromEnd)
{
    if (low > 0 && low < text.size()) {
        if (!fromEnd && text[low - 1].isHighSurrogate())
            --low;
        else if (fromEnd && text[text.size() - low].isLowSurrogate())
            --low;
    }
    return low;
}

// `fitting` looked for from where `guide` cuts: for a non-empty `text` and a `width` above zero,
// surrogate pairs not kept whole.
qsizetype guidedFitting(QStringView text, double width, const WidthOf& widthOf, bool fromEnd,
                        const WidthOf& guide)
{
    const qsizetype size = text.size();
    const auto piece = [&](qsizetype n) { return fromEnd ? text.last(n) : text.first(n); };
    const auto fits = [&](qsizetype n) { return widthOf(piece(n)) <= width; };
    // Where the guide cuts, a character at a time.
    qsizetype guess = 0;
    double used = 0;
    while (guess < size) {
        used += guide(text.sliced(fromEnd ? size - 1 - guess : guess, 1));
        if (used > width)
            break;
        ++guess;
    }
    // From there outwards in growing steps until a piece fits (`low`, none being the least)
    // and one more does not (`high`), then a bisection between.
    qsizetype low = 0;
    qsizetype high = 0;
    if (guess == 0 || fits(guess)) {
        low = guess;
        for (qsizetype step = 1;; step *= 2) {
            if (low == size)
                return size;
            const qsizetype probe = std::min(size, low + step);
            if (!fits(probe)) {
                high = probe;
                break;
            }
            low = probe;
        }
    } else {
        high = guess;
        for (qsizetype step = 1;; step *= 2) {
            const qsizetype probe = std::max<qsizetype>(0, high - step);
            if (probe == 0 || fits(probe)) {
                low = probe;
                break;
            }
            high = probe;
        }
    }
    while (high - low > 1) {
        const qsizetype middle = low + (high - low) / 2;
        (fits(middle) ? low : high) = middle;
    }
    return low;
}

} // namespace

// Without a guide: pieces of growing length and then a bisection, so a name of 2,000 characters
// in a narrow column costs a few measures of what fits rather than one of the whole name.
qsizetype fitting(QStringView text, double width, const WidthOf& widthOf, bool fromEnd,
                  const WidthOf& guide)
{
    if (width <= 0 || text.isEmpty())
        return 0;
    if (guide) {
        const qsizetype low = guidedFitting(text, width, widthOf, fromEnd, guide);
        if (low == text.size())
            return low;
        return keepSurrogatesWhole(text, low, fromEnd);
    }
    const auto fits = [&](qsizetype n) {
        return widthOf(fromEnd ? text.last(n) : text.first(n)) <= width;
    };
    qsizetype low = 0; // fits
    qsizetype high = 16;
    while (high < text.size() && fits(high)) {
        low = high;
        high *= 2;
    }
    if (high >= text.size()) {
        if (fits(text.size()))
            return text.size();
        high = text.size(); // does not fit
    }
    while (high - low > 1) {
        const qsizetype middle = low + (high - low) / 2;
        (fits(middle) ? low : high) = middle;
    }
    return keepSurrogatesWhole(text, low, fromEnd);
}

namespace {

QString joined(std::initializer_list<QStringView> pieces)
{
    QString result;
    qsizetype size = 0;
    for (const QStringView piece : pieces)
        size += piece.size();
    result.reserve(size);
    for (const QStringView piece : pieces)
        result.append(piece);
    return result;
}

} // namespace

QString elide(const QString& text, double width, const WidthOf& widthOf, Qt::TextElideMode mode,
              Span keep, const WidthOf& guide)
{
    const QStringView all(text);
    const qsizetype size = text.size();
    if (mode == Qt::ElideNone || fitting(all, width, widthOf, false, guide) == size)
        return text;
    const QStringView ellipsis(&kEllipsis, 1);
    const double ellipsisWidth = widthOf(ellipsis);
    const double room = width - ellipsisWidth;
    if (mode == Qt::ElideRight)
        return joined({all.first(fitting(all, room, widthOf, false, guide)), ellipsis});
    if (mode == Qt::ElideLeft)
        return joined({ellipsis, all.last(fitting(all, room, widthOf, true, guide))});

    // The plain middle cut: as much of the start as half the room holds, the end in the rest.
    const qsizetype head = fitting(all, room / 2, widthOf, false, guide);
    const qsizetype tail =
        fitting(all.sliced(head), room - widthOf(all.first(head)), widthOf, true, guide);
    keep.from = std::clamp<qsizetype>(keep.from, 0, size);
    keep.to = std::clamp<qsizetype>(keep.to, 0, size);
    if (keep.isEmpty() || keep.to <= head || keep.from >= size - tail)
        return joined({all.first(head), ellipsis, all.last(tail)});

    // The ends that must stay beside the kept range, as far as the range leaves them.
    const QStringView lastEnd = all.sliced(std::max(keep.to, size - kEndCharacters));
    const QStringView firstEnd = all.first(std::min(keep.from, kEndCharacters));
    // The kept range at the end of the start ("start…end" with more start) ...
    const QStringView throughKeep = all.first(keep.to);
    if (const double used = widthOf(throughKeep); used + widthOf(lastEnd) <= room) {
        const qsizetype rest = fitting(all.sliced(keep.to), room - used, widthOf, true, guide);
        return joined({throughKeep, ellipsis, all.last(rest)});
    }
    // ... or at the start of the end ...
    const QStringView fromKeep = all.sliced(keep.from);
    if (const double used = widthOf(fromKeep); used + widthOf(firstEnd) <= room) {
        const qsizetype lead = fitting(all.first(keep.from), room - used, widthOf, false, guide);
        return joined({all.first(lead), ellipsis, fromKeep});
    }
    // ... or between two cuts, the rest shared between start and end as a plain cut shares it.
    const QStringView kept = all.sliced(keep.from, keep.to - keep.from);
    const double keptWidth = widthOf(kept);
    const double shared = width - 2 * ellipsisWidth - keptWidth;
    if (shared >= widthOf(firstEnd) + widthOf(lastEnd)) {
        const qsizetype lead = fitting(all.first(keep.from), shared / 2, widthOf, false, guide);
        const qsizetype rest =
            fitting(all.sliced(keep.to), shared - widthOf(all.first(lead)), widthOf, true, guide);
        return joined({all.first(lead), ellipsis, kept, ellipsis, all.last(rest)});
    }
    // Too narrow for the whole range: a cut inside it keeps both of its ends, its start (where
    // the first difference from a look-alike is) and its end (where the last one is); template
    // twins differ at both ("Ledger<std::…>, int>::~Ledger()" beside "Ledger<int, …>::Ledger()").
    // Before it the name's start, in up to half the room when that reaches the range, else in a
    // third with a cut after it (a function's own name comes first, also in
    // `--separate-callers` chains, whose callers follow it). What follows the range is what its
    // look-alikes share, so a cut replaces it.
    qsizetype lead = fitting(all.first(keep.from), room / 2, widthOf, false, guide);
    const bool leadCut = lead < keep.from;
    if (leadCut)
        lead = fitting(all.first(keep.from), room / 3, widthOf, false, guide);
    const bool restCut = keep.to < size;
    // The whole range when it fits with only the cuts beside it: `room` keeps one ellipsis for a
    // cut inside the range, which a range shown whole does not have ("OpenR…ad.cc…" where
    // "OpenRoad.cc…" fitted).
    const double besideRange =
        widthOf(all.first(lead)) + (leadCut ? ellipsisWidth : 0) + (restCut ? ellipsisWidth : 0);
    if (widthOf(kept) + besideRange <= width)
        return joined({all.first(lead), leadCut ? ellipsis : QStringView(), kept,
                       restCut ? ellipsis : QStringView()});
    const double avail = room - widthOf(all.first(lead)) - (leadCut ? ellipsisWidth : 0) -
                         (restCut ? ellipsisWidth : 0);
    const qsizetype startSize = fitting(kept, avail / 2, widthOf, false, guide);
    const QStringView rangeStart = kept.first(startSize);
    const qsizetype endSize =
        fitting(kept.sliced(startSize), avail - widthOf(rangeStart), widthOf, true, guide);
    if (startSize == 0 || endSize == 0) {
        // Too narrow for both ends: the range's start after as much of the name's start as
        // leaves room for it.
        const qsizetype shortLead = fitting(all.first(keep.from), room / 2, widthOf, false, guide);
        const bool shortLeadCut = shortLead < keep.from;
        const double keptRoom =
            room - widthOf(all.first(shortLead)) - (shortLeadCut ? ellipsisWidth : 0);
        const QStringView start = kept.first(fitting(kept, keptRoom, widthOf, false, guide));
        if (start.isEmpty())
            return joined({all.first(head), ellipsis, all.last(tail)});
        return joined(
            {all.first(shortLead), shortLeadCut ? ellipsis : QStringView(), start, ellipsis});
    }
    const QStringView leadPart = all.first(lead);
    const QStringView leadCutMark = leadCut ? ellipsis : QStringView();
    const QStringView restCutMark = restCut ? ellipsis : QStringView();
    if (startSize + endSize >= kept.size()) // the whole range after all
        return joined({leadPart, leadCutMark, kept, restCutMark});
    return joined({leadPart, leadCutMark, rangeStart, ellipsis, kept.last(endSize), restCutMark});
}

bool fitsIn(QStringView text, double width, const WidthOf& widthOf, const WidthOf& guide)
{
    if (!guide || width <= 0 || text.isEmpty())
        return widthOf(text) <= width;
    return guidedFitting(text, width, widthOf, false, guide) == text.size();
}

QString cutToLength(const QString& text, qsizetype maxChars)
{
    if (text.size() <= maxChars || maxChars < 3)
        return text;
    qsizetype head = maxChars / 2;
    qsizetype tail = maxChars - head - 1;
    if (text.at(head - 1).isHighSurrogate())
        --head;
    if (text.at(text.size() - tail).isLowSurrogate())
        --tail;
    return text.left(head) + QChar(0x2026) + text.right(tail);
}

} // namespace tally::textelision

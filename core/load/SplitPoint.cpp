// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/SplitPoint.h"

#include "core/callgrind/CallgrindLines.h"

#include <QFile>

#include <algorithm>
#include <bit>
#include <cstring>
#include <string_view>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace tally::splitpoint {

namespace {

// A header block is a few hundred bytes; a part that opens further back is not looked for.
constexpr qint64 kLookBack = 64 * 1024;

// The searches read the file a block at a time into one buffer, reused: each read of a megabyte
// or four into a QByteArray of its own (a block mapped for it, then unmapped) made its pages
// afresh. The search for names.callgrind's cut took 1,540 page faults and 6-8 ms so (51 and
// 1.4-1.8 ms now), on the loader's thread before any piece starts.
constexpr qint64 kSearchBlock = 64 * 1024;

// Where the first `line` ("\n" and a line's first bytes) in bytes[from, size) starts, or npos:
// 16 places a step tested at once for a newline before the line's second byte, the few that
// pass compared whole (0.9 instructions a byte). QByteArray::indexOf and glibc's memmem read 2.2
// and 2.3 a byte: 18.4 M instructions for the 8 MB of names.callgrind searched for a part's line,
// on the loader's thread before any piece starts.
std::size_t findLine(std::string_view bytes, std::string_view line, std::size_t from)
{
    std::size_t at = from;
#if defined(__SSE2__)
    const char* const data = bytes.data();
    const __m128i newline = _mm_set1_epi8('\n');
    const __m128i second = _mm_set1_epi8(line[1]);
    for (; at + 17 <= bytes.size(); at += 16) {
        const __m128i here = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + at));
        const __m128i next = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + at + 1));
        auto candidates = unsigned(_mm_movemask_epi8(
            _mm_and_si128(_mm_cmpeq_epi8(here, newline), _mm_cmpeq_epi8(next, second))));
        for (; candidates != 0; candidates &= candidates - 1) {
            const std::size_t candidate = at + std::size_t(std::countr_zero(candidates));
            if (bytes.substr(candidate).starts_with(line))
                return candidate;
        }
    }
#endif
    return bytes.find(line, at);
}

// Up to `length` bytes of the file from `offset`, in `buffer` (fewer at the file's end, none
// when the read fails).
std::string_view readAt(QFile& file, qint64 offset, qint64 length, std::vector<char>& buffer)
{
    if (buffer.size() < std::size_t(length))
        buffer.resize(std::size_t(length));
    if (!file.seek(offset))
        return {};
    const qint64 read = file.read(buffer.data(), length);
    return read > 0 ? std::string_view(buffer.data(), std::size_t(read)) : std::string_view();
}

// Where the first `line` (findLine's) that starts in [from, to) of the file starts, or -1.
qint64 firstIn(QFile& file, qint64 from, qint64 to, std::string_view line,
               std::vector<char>& buffer)
{
    const auto overlap = qint64(line.size()) - 1; // a line across two blocks is in the first
    for (qint64 offset = from; offset < to; offset += kSearchBlock) {
        const std::string_view bytes = readAt(file, offset, kSearchBlock + overlap, buffer);
        if (const std::size_t found = findLine(bytes, line, 0); found != std::string_view::npos) {
            const qint64 at = offset + qint64(found);
            return at < to ? at : -1;
        }
        if (qint64(bytes.size()) < kSearchBlock + overlap)
            break; // the end of the file
    }
    return -1;
}

// Where the last `line` (findLine's) that starts in [from, to) of the file starts, or -1: the
// blocks from the last, each searched from its front, match after match (parts are megabytes
// apart: a match or two in a window of 4 MB; QByteArray::lastIndexOf, which compares at every
// byte from the end, took 54 M instructions for the 4 MB before a one-part file's middle).
qint64 lastIn(QFile& file, qint64 from, qint64 to, std::string_view line, std::vector<char>& buffer)
{
    const auto overlap = qint64(line.size()) - 1;
    for (qint64 end = to; end > from;) {
        const qint64 begin = std::max(from, end - kSearchBlock);
        const std::string_view bytes = readAt(file, begin, end - begin + overlap, buffer);
        std::size_t last = std::string_view::npos;
        for (std::size_t found = findLine(bytes, line, 0);
             found != std::string_view::npos && qint64(found) < end - begin;
             found = findLine(bytes, line, found + 1))
            last = found;
        if (last != std::string_view::npos)
            return begin + qint64(last);
        end = begin;
    }
    return -1;
}

// The line before `partLine` (a line start) that opens the part `partLine` belongs to: the first
// part-starting header after the previous part's last body line. -1 when it is not found within
// kLookBack bytes or there is no body before it.
qint64 partStartBefore(QFile& file, qint64 partLine)
{
    const qint64 begin = std::max<qint64>(0, partLine - kLookBack);
    if (!file.seek(begin))
        return -1;
    const QByteArray bytes = file.read(partLine - begin);
    if (bytes.size() != partLine - begin)
        return -1;
    qint64 candidate = partLine;
    qsizetype end = bytes.size(); // one past the '\n' that ends the line looked at
    while (end > 0) {
        const qsizetype lineEnd = end - 1;
        const qsizetype start = lineEnd == 0 ? 0 : bytes.lastIndexOf('\n', lineEnd - 1) + 1;
        if (start == 0 && begin > 0)
            return -1; // the window starts inside a line: give up on this part
        const std::string_view line(bytes.constData() + start, std::size_t(lineEnd - start));
        switch (callgrindlines::classify(line)) {
        case callgrindlines::Kind::Body:
            return candidate;
        case callgrindlines::Kind::PartHeader:
            candidate = begin + start;
            break;
        case callgrindlines::Kind::Header:
        case callgrindlines::Kind::Ignored:
            break;
        }
        end = start;
    }
    return -1; // the start of the file: nothing to cut off
}

// Where the file's first header ends: the start of its first body line, within kLookBack bytes;
// -1 when there is none there.
qint64 firstBodyLine(QFile& file)
{
    if (!file.seek(0))
        return -1;
    const QByteArray bytes = file.read(kLookBack);
    qsizetype start = 0;
    while (start < bytes.size()) {
        const qsizetype newline = bytes.indexOf('\n', start);
        if (newline < 0)
            return -1; // a line longer than the window, or the end of the file
        const std::string_view line(bytes.constData() + start, std::size_t(newline - start));
        if (callgrindlines::classify(line) == callgrindlines::Kind::Body)
            return start;
        start = newline + 1;
    }
    return -1;
}

// Where a function's line starts at or after `from` (within `window` bytes), past the file's
// first header: -1 when there is none.
qint64 functionLineFrom(QFile& file, qint64 from, qint64 window, qint64 headerEnd,
                        std::vector<char>& buffer)
{
    const qint64 at = firstIn(file, std::max(from, headerEnd), from + window, "\nfn=", buffer);
    return at >= 0 ? at + 1 : -1;
}

} // namespace

std::vector<qint64> findCuts(const QString& path, qint64 size, qint64 threshold, int pieces)
{
    std::vector<qint64> cuts;
    if (threshold < 0 || size < threshold || pieces < 2)
        return cuts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return cuts;
    if (!file.read(4096).contains("\ncreator: callgrind"))
        return cuts;
    // A piece cut at a function's line first reads the names of the bytes before its cut, at
    // about a sixth of the time their parse takes (cut300 made one part: 0.08 s against 0.46 s
    // for 150 MB): such cuts are placed later, so that each piece has as much to do. With w the
    // work of the first piece, the i-th cut c(i) = w + (1 - 1/6) c(i - 1), and c(pieces) the end.
    constexpr double kNamesShare = 1.0 / 6;
    double sum = 0;
    for (int i = 0; i < pieces; ++i)
        sum = 1 + (1 - kNamesShare) * sum;
    // Every callgrind part has a `part:` line; for the i-th cut, search for one around i/pieces
    // of the file, as far as a part's start still gives its piece no more work than cuts at
    // functions would (size / sum against size / pieces: 24.7 MB of a 548 MB file in two) and
    // at least a few megabytes, at most half a piece; else cut at a function's line (a part
    // bigger than that: most profiles have one part). A profile of long names (callgrind
    // --separate-callers) keeps no cut at a function (ProfileLoader: the names before it weigh
    // more than its bytes): searched over 4 MB only, its parts of 90 MB were never cut at all.
    constexpr qint64 kPartSearch = 4 << 20;
    const qint64 window = std::max<qint64>(1, size / (2 * qint64(pieces)));
    const auto namesCost = qint64(double(size) / sum - double(size) / pieces);
    const qint64 partWindow = std::min(window, std::max(kPartSearch, namesCost));
    const qint64 headerEnd = firstBodyLine(file);
    constexpr std::string_view kPartLine = "\npart:";
    std::vector<char> buffer;
    std::vector<qint64> functionTargets(std::size_t(pieces), 0);
    for (int i = 1; i < pieces; ++i)
        functionTargets[i] =
            qint64(double(size) / sum + (1 - kNamesShare) * double(functionTargets[i - 1]));
    for (int i = 1; i < pieces; ++i) {
        const qint64 target = qint64(double(size) * i / pieces);
        const qint64 previous = cuts.empty() ? 0 : cuts.back();
        const std::size_t cutsBefore = cuts.size();
        for (qint64 offset = std::max(target, previous); offset < target + partWindow;) {
            const qint64 at = firstIn(file, offset, target + partWindow, kPartLine, buffer);
            if (at < 0)
                break;
            const qint64 start = partStartBefore(file, at + 1);
            if (start > previous) {
                cuts.push_back(start);
                break;
            }
            offset = at + 1;
        }
        // A part that starts a little before the target is still a better cut than a function.
        const qint64 behind = std::max(previous, target - partWindow);
        if (cuts.size() == cutsBefore && behind < target) {
            const qint64 at = lastIn(file, behind, target, kPartLine, buffer);
            const qint64 start = at >= 0 ? partStartBefore(file, at + 1) : -1;
            if (start > previous)
                cuts.push_back(start);
        }
        if (cuts.size() == cutsBefore && headerEnd > 0) {
            const qint64 function = functionLineFrom(
                file, std::max(functionTargets[i], previous + 1), window, headerEnd, buffer);
            if (function > previous)
                cuts.push_back(function);
        }
    }
    return cuts;
}

qint64 find(const QString& path, qint64 size, qint64 threshold)
{
    const std::vector<qint64> cuts = findCuts(path, size, threshold, 2);
    return cuts.empty() ? -1 : cuts.front();
}

Cut inspect(const QString& path, qint64 offset)
{
    Cut cut;
    QFile file(path);
    if (offset <= 0 || !file.open(QIODevice::ReadOnly) || !file.seek(offset - 1))
        return cut;
    // A header's key is near its start: a long line is judged by its beginning.
    const QByteArray bytes = file.read(4096);
    if (bytes.size() < 2 || bytes.front() != '\n')
        return cut;
    const qsizetype lineEnd = bytes.indexOf('\n', 1);
    const std::string_view line(bytes.constData() + 1,
                                std::size_t((lineEnd < 0 ? bytes.size() : lineEnd) - 1));
    cut.atPartHeader = callgrindlines::classify(line) == callgrindlines::Kind::PartHeader;
    cut.newFile = cut.atPartHeader && callgrindlines::headerKey(line) == "version";
    if (line.starts_with("fn=")) {
        cut.headerEnd = firstBodyLine(file);
        cut.atFunction = cut.headerEnd >= 0 && cut.headerEnd < offset;
    }
    return cut;
}

} // namespace tally::splitpoint

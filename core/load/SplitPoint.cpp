// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/SplitPoint.h"

#include "core/callgrind/CallgrindLines.h"

#include <QFile>

#include <algorithm>
#include <cstring>
#include <string_view>

namespace tally::splitpoint {

namespace {

// A header block is a few hundred bytes; a part that opens further back is not looked for.
constexpr qint64 kLookBack = 64 * 1024;

// Where `needle` last occurs in `bytes`, or -1: glibc's memmem from the front, match after match
// (parts are megabytes apart: a match or two in a window of 4 MB). QByteArray::lastIndexOf
// compares at every byte from the end: 54 M instructions for the 4 MB before a one-part file's
// middle, on the loader's thread before any piece starts (memmem: 10 M).
qsizetype lastIndexOf(const QByteArray& bytes, std::string_view needle)
{
    const char* const begin = bytes.constData();
    const char* const end = begin + bytes.size();
    const char* last = nullptr;
    for (const char* from = begin; from < end; from = last + 1) {
        const void* found = memmem(from, std::size_t(end - from), needle.data(), needle.size());
        if (!found)
            break;
        last = static_cast<const char*>(found);
    }
    return last ? last - begin : -1;
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
qint64 functionLineFrom(QFile& file, qint64 from, qint64 window, qint64 headerEnd)
{
    constexpr qint64 kBlock = 1 << 20;
    for (qint64 offset = std::max(from, headerEnd); offset < from + window; offset += kBlock) {
        if (!file.seek(offset))
            return -1;
        const QByteArray bytes = file.read(kBlock + 4);
        const qsizetype at = bytes.indexOf("\nfn=");
        if (at >= 0 && at < kBlock)
            return offset + at + 1;
        if (bytes.size() <= kBlock)
            return -1; // the end of the file
    }
    return -1;
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
    // Every callgrind part has a `part:` line; for the i-th cut, search for one from i/pieces of
    // the file on, over a few megabytes and at most half a piece; else cut at a function's line
    // (a part bigger than that: most profiles have one part).
    constexpr qint64 kPartSearch = 4 << 20;
    const qint64 window = std::max<qint64>(1, size / (2 * qint64(pieces)));
    const qint64 partWindow = std::min(window, kPartSearch);
    const qint64 block = std::min<qint64>(1 << 20, std::max<qint64>(partWindow / 4, 64));
    const qint64 headerEnd = firstBodyLine(file);
    // A piece cut at a function's line first reads the names of the bytes before its cut, at
    // about a sixth of the time their parse takes (cut300 made one part: 0.08 s against 0.46 s
    // for 150 MB): such cuts are placed later, so that each piece has as much to do. With w the
    // work of the first piece, the i-th cut c(i) = w + (1 - 1/6) c(i - 1), and c(pieces) the end.
    constexpr double kNamesShare = 1.0 / 6;
    double sum = 0;
    for (int i = 0; i < pieces; ++i)
        sum = 1 + (1 - kNamesShare) * sum;
    std::vector<qint64> functionTargets(std::size_t(pieces), 0);
    for (int i = 1; i < pieces; ++i)
        functionTargets[i] =
            qint64(double(size) / sum + (1 - kNamesShare) * double(functionTargets[i - 1]));
    for (int i = 1; i < pieces; ++i) {
        const qint64 target = qint64(double(size) * i / pieces);
        const qint64 previous = cuts.empty() ? 0 : cuts.back();
        const std::size_t cutsBefore = cuts.size();
        for (qint64 offset = std::max(target, previous); offset < target + partWindow;) {
            if (!file.seek(offset))
                return cuts;
            const QByteArray bytes = file.read(block + 16);
            const qsizetype at = bytes.indexOf("\npart:");
            if (at < 0) {
                offset += block;
                continue;
            }
            const qint64 partLine = offset + at + 1;
            const qint64 start = partStartBefore(file, partLine);
            if (start > previous) {
                cuts.push_back(start);
                break;
            }
            offset = partLine;
        }
        // A part that starts a little before the target is still a better cut than a function.
        const qint64 behind = std::max(previous, target - partWindow);
        if (cuts.size() == cutsBefore && behind < target && file.seek(behind)) {
            const qsizetype at = lastIndexOf(file.read(target - behind + 16), "\npart:");
            const qint64 start = at >= 0 ? partStartBefore(file, behind + at + 1) : -1;
            if (start > previous)
                cuts.push_back(start);
        }
        if (cuts.size() == cutsBefore && headerEnd > 0) {
            const qint64 function = functionLineFrom(
                file, std::max(functionTargets[i], previous + 1), window, headerEnd);
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

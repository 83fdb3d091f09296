// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/SplitPoint.h"

#include "core/callgrind/CallgrindLines.h"

#include <QFile>

#include <algorithm>
#include <string_view>

namespace tally::splitpoint {

namespace {

// A header block is a few hundred bytes; a part that opens further back is not looked for.
constexpr qint64 kLookBack = 64 * 1024;

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
    // the file on, over half a piece (a part may be bigger than a piece: then there are fewer).
    const qint64 window = std::max<qint64>(1, size / (2 * qint64(pieces)));
    const qint64 block = std::min<qint64>(1 << 20, std::max<qint64>(window / 4, 64));
    for (int i = 1; i < pieces; ++i) {
        const qint64 target = qint64(double(size) * i / pieces);
        const qint64 previous = cuts.empty() ? 0 : cuts.back();
        for (qint64 offset = std::max(target, previous); offset < target + window;) {
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
    return cut;
}

} // namespace tally::splitpoint

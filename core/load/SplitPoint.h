// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

#include <vector>

// Where a big callgrind file can be cut so that its pieces parse at once, one thread each, and
// give what one pass gives: at the first line of a part. Callgrind states every name, position
// kind and event type again in each part, so a piece parses on its own; the loader still checks
// that it did before trusting it.
namespace tally::splitpoint {

// A cut near the middle of a callgrind file of at least `threshold` bytes (never when
// `threshold` < 0): the start of the line that opens a part, which in a `cat` of dump files is the
// `version:` line of the next file's header, not its `part:` line. -1 when there is none.
qint64 find(const QString& path, qint64 size, qint64 threshold);

// Up to `pieces` - 1 cuts, ascending, for as many pieces: the i-th the first part-opening line
// from i * size / pieces on, within half a piece (as find() for two pieces). Fewer when parts are
// bigger than pieces; none when the file is smaller than `threshold` or not callgrind's.
std::vector<qint64> findCuts(const QString& path, qint64 size, qint64 threshold, int pieces);

struct Cut
{
    bool atPartHeader = false; // a line starts at the cut, and it is a part-starting header
    bool newFile = false;      // ... a `version:` line: the header of another (concatenated) file
};

// What starts at `offset` (0 < offset < size). Whether a part really opens there also depends
// on the part before having a body, which only its parser knows.
Cut inspect(const QString& path, qint64 offset);

} // namespace tally::splitpoint

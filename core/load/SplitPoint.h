// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

#include <vector>

// Where a big callgrind file can be cut so that its pieces parse at once, one thread each, and
// give what one pass gives: at the first line of a part, or, in a part too big for that, at a
// function's line (`fn=`). Callgrind states every name, position kind and event type again in
// each part, so a piece from a part's start parses on its own. A piece from a function's line
// reads the file's first header, and the names defined before the cut (EarlierNames), and goes
// on with the part. The loader checks that either read what one pass would before trusting it.
namespace tally::splitpoint {

// A cut near the middle of a callgrind file of at least `threshold` bytes (never when
// `threshold` < 0): the start of the line that opens a part, which in a `cat` of dump files is the
// `version:` line of the next file's header, not its `part:` line. -1 when there is none.
qint64 find(const QString& path, qint64 size, qint64 threshold);

// Up to `pieces` - 1 cuts, ascending, for as many pieces: the i-th the first part-opening line
// from i * size / pieces on, within a few megabytes, else the first function's line from there
// (as find() for two pieces). None when the file is smaller than `threshold` or not callgrind's.
std::vector<qint64> findCuts(const QString& path, qint64 size, qint64 threshold, int pieces);

struct Cut
{
    bool atPartHeader = false; // a line starts at the cut, and it is a part-starting header
    bool newFile = false;      // ... a `version:` line: the header of another (concatenated) file
    bool atFunction = false;   // a line starts at the cut, and it is a function's (`fn=`) ...
    qint64 headerEnd = -1;     // ... after the file's first header, which ends here
};

// What starts at `offset` (0 < offset < size). Whether a part really opens there also depends
// on the part before having a body, which only its parser knows.
Cut inspect(const QString& path, qint64 offset);

} // namespace tally::splitpoint

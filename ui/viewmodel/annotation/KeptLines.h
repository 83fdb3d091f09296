// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <vector>

namespace tally {

// Which lines of a source file (1 to `last`) an annotated listing shows, and the runs they make:
// a condensed listing shows only its costly lines with some context around them, and folds each
// run of the others into one gap row. The source listing and the compared source listing both
// fold this way.
class KeptLines
{
public:
    // A run of consecutive lines, all shown or all folded.
    struct Run
    {
        LineNumber from = 0;
        LineNumber to = 0; // inclusive
        bool kept = false;

        bool operator==(const Run&) const = default;
    };

    // Lines 1 to `last`, every one kept when `all`, else none until kept below.
    KeptLines(LineNumber last, bool all);

    // Keeps `line` and up to `context` lines either side of it, within the file. Line 0 (no line)
    // and lines beyond the file's end (a profile's lines may be anything) keep nothing.
    void keepAround(LineNumber line, int context);
    void keep(LineNumber line) { keepAround(line, 0); }

    // Lines 1 to `last` as alternating runs, in order; none for an empty file.
    std::vector<Run> runs() const;

private:
    LineNumber m_last = 0;
    std::vector<char> m_kept; // by line number; [0] unused
};

} // namespace tally

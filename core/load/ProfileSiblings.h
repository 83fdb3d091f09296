// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QStringList>

namespace tally {

// The other files of one valgrind run. Callgrind writes BASE (callgrind.out.PID, or the name
// given with --callgrind-out-file), BASE.N for each dump (--dump-every-bb, --dump-before,
// callgrind_control -d) and BASE-TT for each thread (--separate-threads=yes), or BASE.N-TT for
// both; with threads, BASE itself stays empty.
namespace profilesiblings {

enum class EmptyFiles
{
    Skip, // what to load: an empty file has no part to give
    Keep, // what to watch: a running program's next dump starts as an empty file
};

// All files of the run `path` belongs to, `path` included: numbered dumps in order, then the
// final dump (BASE or BASE-TT), threads in order within each; empty files are left out when
// others have content, unless `empty` keeps them. Just `path` when it is not part of such a set.
QStringList of(const QString& path, EmptyFiles empty = EmptyFiles::Skip);

// Whether `paths` are all the files `of()` their first file gives now, in any order, relative or
// absolute: a file that is not part of a run is its own whole run. A reload of a whole run
// gathers its files again, so that a running program's new dumps become new parts.
bool isWholeRun(const QStringList& paths);

// The empty BASE that --separate-threads=yes leaves: an empty file whose run has other files.
bool isEmptyBase(const QString& path);

// For the command line: each path that isEmptyBase() is replaced by its run's files (as
// KCachegrind loads them); `notes` gets one line per replacement.
QStringList expandEmptyBases(const QStringList& paths, QStringList* notes);

} // namespace profilesiblings

} // namespace tally

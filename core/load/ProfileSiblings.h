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

// All files of the run `path` belongs to, `path` included: numbered dumps in order, then the
// final dump (BASE or BASE-TT), threads in order within each; empty files are left out when
// others have content. Just `path` when it is not part of such a set.
QStringList of(const QString& path);

// The empty BASE that --separate-threads=yes leaves: an empty file whose run has other files.
bool isEmptyBase(const QString& path);

// For the command line: each path that isEmptyBase() is replaced by its run's files (as
// KCachegrind loads them); `notes` gets one line per replacement.
QStringList expandEmptyBases(const QStringList& paths, QStringList* notes);

} // namespace profilesiblings

} // namespace tally

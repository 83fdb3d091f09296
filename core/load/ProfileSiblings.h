// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QStringList>

namespace tally {

// The other files of one valgrind run: `--separate-threads` writes callgrind.out.PID-TT, and
// dumps (`--dump-every-bb`, callgrind_control -d) write callgrind.out.PID.N, possibly with -TT.
namespace profilesiblings {

// All files of the run `path` belongs to, `path` included, sorted by dump and thread number;
// just `path` when it is not part of such a set.
QStringList of(const QString& path);

} // namespace profilesiblings

} // namespace tally

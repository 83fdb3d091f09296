// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QByteArrayView>
#include <QString>

namespace tally {

// How every file Tally writes (exports, screenshots) reaches the disk: all or nothing.
namespace savefile {

// Writes `bytes` to `path` through a temporary file in the same folder that replaces `path` only
// once all of it is written and flushed (QSaveFile). On failure (no such folder, a folder in the
// way, no permission, a full disk, a file size limit) `path` keeps what it had, no temporary is
// left behind, and `error` says "cannot write PATH: REASON".
//
// A destination that exists and is not a regular file (a device such as /dev/stdout, a named
// pipe) is written in place: it cannot be replaced atomically, and replacing it would swap the
// device node itself for a regular file.
bool write(const QString& path, QByteArrayView bytes, QString* error);

} // namespace savefile

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QFile>
#include <QString>

#include <optional>

namespace tally {

// Which file a path names and how it was when looked at: device and inode tell a file replaced
// by another (renamed over it, as editors and valgrind's --callgrind-out-file do) even when the
// new one has the same size and modification time; size and modification time (nanoseconds)
// tell a file changed in place.
struct FileIdentity
{
    quint64 device = 0;
    quint64 inode = 0;
    qint64 sizeBytes = 0;
    qint64 modifiedNs = 0;

    bool sameFile(const FileIdentity& other) const
    {
        return device == other.device && inode == other.inode;
    }
    bool operator==(const FileIdentity&) const = default;
};

// The identity of the file `path` names now (symbolic links followed), or none when it cannot be
// looked at (deleted, no permission).
std::optional<FileIdentity> fileIdentity(const QString& path);
// The identity of the file `file` has open, whatever its path names by now, or none when it is
// not open on a file descriptor.
std::optional<FileIdentity> fileIdentity(const QFile& file);

} // namespace tally

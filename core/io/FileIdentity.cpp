// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/io/FileIdentity.h"

#include <QFile>

#include <sys/stat.h>

namespace tally {

namespace {

FileIdentity identityOf(const struct stat& status)
{
    FileIdentity identity;
    identity.device = quint64(status.st_dev);
    identity.inode = quint64(status.st_ino);
    identity.sizeBytes = qint64(status.st_size);
    identity.modifiedNs = qint64(status.st_mtim.tv_sec) * 1'000'000'000 + status.st_mtim.tv_nsec;
    return identity;
}

} // namespace

std::optional<FileIdentity> fileIdentity(const QString& path)
{
    struct stat status = {};
    if (::stat(QFile::encodeName(path).constData(), &status) != 0)
        return std::nullopt;
    return identityOf(status);
}

std::optional<FileIdentity> fileIdentity(const QFile& file)
{
    struct stat status = {};
    const int descriptor = file.handle();
    if (descriptor < 0 || ::fstat(descriptor, &status) != 0)
        return std::nullopt;
    return identityOf(status);
}

} // namespace tally

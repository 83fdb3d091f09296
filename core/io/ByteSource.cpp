// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/io/ByteSource.h"

#include "core/io/GzipFileSource.h"
#include "core/io/PlainFileSource.h"
#include "core/io/ReadAheadSource.h"

#include <QFileInfo>

#include <filesystem>
#include <system_error>

namespace tally {

std::unique_ptr<ByteSource> ByteSource::open(const QString& path, QString* error)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        // A link that leads nowhere: say which way, "no such file" would send the user looking
        // for a file that is there.
        std::error_code linkError;
        (void)std::filesystem::status(QFile::encodeName(path).toStdString(), linkError);
        if (linkError == std::errc::too_many_symbolic_link_levels)
            *error = QStringLiteral("is a loop of symbolic links");
        else if (info.isSymLink())
            *error = QStringLiteral("is a symbolic link to a file that does not exist");
        else
            *error = QStringLiteral("no such file");
        return nullptr;
    }
    if (info.isDir()) {
        *error = QStringLiteral("is a directory, not a profile");
        return nullptr;
    }
    // Opening a FIFO waits for a writer (forever, if none comes), and a device never ends:
    // only regular files are profiles. Checked before opening, which is what would block.
    std::error_code statusError;
    const auto type =
        std::filesystem::status(info.absoluteFilePath().toStdString(), statusError).type();
    if (!statusError && type != std::filesystem::file_type::regular) {
        *error = type == std::filesystem::file_type::fifo
                     ? QStringLiteral("is a named pipe (FIFO), not a profile file")
                     : QStringLiteral("is a device or socket, not a profile file");
        return nullptr;
    }
    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::ReadOnly)) {
        *error = file->errorString();
        return nullptr;
    }
    char magic[2] = {};
    const bool gzip = file->peek(magic, 2) == 2 && static_cast<unsigned char>(magic[0]) == 0x1f &&
                      static_cast<unsigned char>(magic[1]) == 0x8b;
    if (gzip) // inflated on its own thread, beside the parser
        return std::make_unique<ReadAheadSource>(std::make_unique<GzipFileSource>(std::move(file)));
    return std::make_unique<PlainFileSource>(std::move(file));
}

} // namespace tally

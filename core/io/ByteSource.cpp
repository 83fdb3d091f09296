// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/io/ByteSource.h"

#include "core/io/GzipFileSource.h"
#include "core/io/PlainFileSource.h"

#include <QFileInfo>

namespace tally {

std::unique_ptr<ByteSource> ByteSource::open(const QString& path, QString* error)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        *error = QStringLiteral("no such file");
        return nullptr;
    }
    if (info.isDir()) {
        *error = QStringLiteral("is a directory, not a profile");
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
    if (gzip)
        return std::make_unique<GzipFileSource>(std::move(file));
    return std::make_unique<PlainFileSource>(std::move(file));
}

} // namespace tally

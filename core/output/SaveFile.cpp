// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/output/SaveFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace tally::savefile {

namespace {

// Writes all of `bytes` to an unbuffered file, going on after a short write: the next write then
// fails with the reason (a file size limit cuts the first one short without an error, which a
// buffered flush would report as an unknown error).
bool writeAll(QFileDevice& file, QByteArrayView bytes)
{
    qint64 done = 0;
    while (done < bytes.size()) {
        const qint64 written = file.write(bytes.data() + done, bytes.size() - done);
        if (written <= 0)
            return false;
        done += written;
    }
    return file.flush();
}

bool fail(const QString& path, const QFileDevice& file, QString* error)
{
    QString reason = file.errorString();
    if (file.error() == QFileDevice::NoError || reason.isEmpty())
        reason = QStringLiteral("the write was cut short");
    *error = QStringLiteral("cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
    return false;
}

} // namespace

bool write(const QString& path, QByteArrayView bytes, QString* error)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile() && !info.isDir()) {
        QFile device(path);
        if (!device.open(QIODevice::WriteOnly | QIODevice::Unbuffered) || !writeAll(device, bytes))
            return fail(path, device, error);
        return true;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(path, file, error);
    if (!writeAll(file, bytes)) {
        // The temporary goes with `file`; the destination was never touched.
        fail(path, file, error);
        file.cancelWriting();
        return false;
    }
    if (!file.commit())
        return fail(path, file, error);
    return true;
}

} // namespace tally::savefile

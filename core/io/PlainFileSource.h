// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/ByteSource.h"

#include <QFile>

namespace tally {

class PlainFileSource final : public ByteSource
{
public:
    // Takes an opened file.
    explicit PlainFileSource(std::unique_ptr<QFile> file);

    qint64 read(char* buffer, qint64 capacity) override;
    qint64 fileBytesConsumed() const override { return m_consumed; }
    qint64 fileSize() const override { return m_size; }
    bool isCompressed() const override { return false; }
    QString error() const override { return m_error; }
    bool seek(qint64 offset) override;
    std::optional<FileIdentity> identity() const override { return m_identity; }

private:
    std::unique_ptr<QFile> m_file;
    qint64 m_size = 0;
    std::optional<FileIdentity> m_identity;
    qint64 m_consumed = 0;
    QString m_error;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/ByteSource.h"

#include <QFile>

#include <vector>
#include <zlib.h>

namespace tally {

// Streams a gzip file through zlib, member after member (concatenated gzip files are valid).
class GzipFileSource final : public ByteSource
{
public:
    explicit GzipFileSource(std::unique_ptr<QFile> file);
    ~GzipFileSource() override;
    GzipFileSource(const GzipFileSource&) = delete;
    GzipFileSource& operator=(const GzipFileSource&) = delete;

    qint64 read(char* buffer, qint64 capacity) override;
    qint64 fileBytesConsumed() const override { return m_consumed - qint64(m_stream.avail_in); }
    qint64 fileSize() const override { return m_size; }
    bool isCompressed() const override { return true; }
    QString error() const override { return m_error; }
    bool seek(qint64) override { return false; }

private:
    bool refill();

    std::unique_ptr<QFile> m_file;
    qint64 m_size = 0;
    qint64 m_consumed = 0;
    std::vector<unsigned char> m_input;
    z_stream m_stream{};
    bool m_initialized = false;
    bool m_finished = false;
    QString m_error;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/io/GzipFileSource.h"

#include <algorithm>

namespace tally {

namespace {
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
constexpr qint64 kInputChunk = 1 << 9; // small inputs cross it, and a megabyte is not zeroed each
#else
constexpr qint64 kInputChunk = 1 << 20;
#endif
} // namespace

GzipFileSource::GzipFileSource(std::unique_ptr<QFile> file)
    : m_file(std::move(file)), m_size(m_file->size()), m_input(kInputChunk)
{
    // 16 + MAX_WBITS: expect a gzip header.
    m_initialized = inflateInit2(&m_stream, 16 + MAX_WBITS) == Z_OK;
    if (!m_initialized)
        m_error = QStringLiteral("cannot initialise zlib");
}

GzipFileSource::~GzipFileSource()
{
    if (m_initialized)
        inflateEnd(&m_stream);
}

bool GzipFileSource::refill()
{
    const qint64 count =
        m_file->read(reinterpret_cast<char*>(m_input.data()), qint64(m_input.size()));
    if (count < 0) {
        m_error = m_file->errorString();
        return false;
    }
    m_consumed += count;
    m_stream.next_in = m_input.data();
    m_stream.avail_in = uInt(count);
    return true;
}

qint64 GzipFileSource::read(char* buffer, qint64 capacity)
{
    if (!m_initialized)
        return -1;
    if (m_finished)
        return 0;
    m_stream.next_out = reinterpret_cast<Bytef*>(buffer);
    m_stream.avail_out = uInt(std::min<qint64>(capacity, 1 << 30));
    const uInt requested = m_stream.avail_out;
    while (m_stream.avail_out == requested) {
        if (m_stream.avail_in == 0) {
            if (!refill())
                return -1;
            if (m_stream.avail_in == 0) {
                // The reader reports this as a warning: what was inflated so far still loads.
                m_error = QStringLiteral("compressed data ends early: the file is truncated");
                m_finished = true;
                break;
            }
        }
        const int status = inflate(&m_stream, Z_NO_FLUSH);
        if (status == Z_STREAM_END) {
            // Another gzip member may follow; anything else after the end is ignored by gzip too.
            if (m_stream.avail_in == 0 && !refill())
                return -1;
            if (m_stream.avail_in == 0 || m_stream.next_in[0] != 0x1f) {
                m_finished = true;
                break;
            }
            inflateReset(&m_stream);
        } else if (status != Z_OK && status != Z_BUF_ERROR) {
            m_error = QStringLiteral("corrupt gzip data: %1")
                          .arg(QString::fromLatin1(m_stream.msg ? m_stream.msg : "inflate failed"));
            return -1;
        } else if (status == Z_BUF_ERROR && m_stream.avail_in != 0) {
            m_error = QStringLiteral("corrupt gzip data");
            return -1;
        }
    }
    return qint64(requested - m_stream.avail_out);
}

} // namespace tally

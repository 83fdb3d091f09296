// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/io/ReadAheadSource.h"

#include <cstring>

namespace tally {

ReadAheadSource::ReadAheadSource(std::unique_ptr<ByteSource> inner)
    : m_inner(std::move(inner)), m_fileSize(m_inner->fileSize()),
      m_compressed(m_inner->isCompressed()),
      m_thread([this](std::stop_token stop) { produce(stop); })
{}

ReadAheadSource::~ReadAheadSource()
{
    m_thread.request_stop(); // wakes the producer if it waits for room (see produce)
    m_thread.join();
}

void ReadAheadSource::produce(std::stop_token stop)
{
    while (!stop.stop_requested()) {
        // Whole chunks, however little each inner read gives, so that the few chunks ahead
        // are worth their hand-over.
        Chunk chunk;
        chunk.bytes.resize(kChunkBytes);
        std::size_t filled = 0;
        qint64 count = 0;
        while (filled < chunk.bytes.size() && !stop.stop_requested()) {
            count = m_inner->read(chunk.bytes.data() + filled, qint64(chunk.bytes.size() - filled));
            if (count <= 0)
                break;
            filled += std::size_t(count);
        }
        chunk.bytes.resize(filled);
        chunk.consumedAfter = m_inner->fileBytesConsumed();
        std::unique_lock lock(m_mutex);
        if (filled > 0) {
            if (!m_changed.wait(lock, stop, [this] { return m_ready.size() < kChunks; }))
                return; // stopped while waiting for room
            m_ready.push_back(std::move(chunk));
            m_changed.notify_all();
        }
        if (count <= 0) {
            // An end may come with a reason too (a truncated gzip file still loads).
            m_error = m_inner->error();
            m_failed = count < 0;
            m_ended = true;
            m_changed.notify_all();
            return;
        }
    }
}

qint64 ReadAheadSource::read(char* buffer, qint64 capacity)
{
    if (m_position == m_current.bytes.size()) {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return !m_ready.empty() || m_ended; });
        if (m_ready.empty())
            return m_failed ? -1 : 0;
        m_current = std::move(m_ready.front());
        m_ready.pop_front();
        m_position = 0;
        m_consumed.store(m_current.consumedAfter, std::memory_order_relaxed);
        m_changed.notify_all();
    }
    const std::size_t count = std::min(std::size_t(capacity), m_current.bytes.size() - m_position);
    std::memcpy(buffer, m_current.bytes.data() + m_position, count);
    m_position += count;
    return qint64(count);
}

qint64 ReadAheadSource::fileBytesConsumed() const
{
    return m_consumed.load(std::memory_order_relaxed);
}

QString ReadAheadSource::error() const
{
    const std::lock_guard lock(m_mutex);
    return m_error;
}

} // namespace tally

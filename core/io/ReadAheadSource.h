// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/ByteSource.h"

#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

namespace tally {

// A read-ahead chunk is 1 MB; the fuzz build's 4 KB spare a zeroed megabyte per read of its
// inputs of a few KB.
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
inline constexpr int kReadAheadChunkBits = 12;
#else
inline constexpr int kReadAheadChunkBits = 20;
#endif

// Reads another source on its own thread, a few chunks ahead of the reader: decompressing a
// gzip profile then runs beside the parser instead of before each of its reads, which on two
// cores nearly hides the decompression. Memory stays bounded (kChunks chunks of kChunkBytes).
class ReadAheadSource final : public ByteSource
{
public:
    static constexpr std::size_t kChunkBytes = std::size_t(1) << kReadAheadChunkBits;
    static constexpr std::size_t kChunks = 4;

    explicit ReadAheadSource(std::unique_ptr<ByteSource> inner);
    ~ReadAheadSource() override; // stops the thread and waits for it
    ReadAheadSource(const ReadAheadSource&) = delete;
    ReadAheadSource& operator=(const ReadAheadSource&) = delete;

    qint64 read(char* buffer, qint64 capacity) override;
    qint64 fileBytesConsumed() const override;
    qint64 fileSize() const override { return m_fileSize; }
    bool isCompressed() const override { return m_compressed; }
    QString error() const override;
    bool seek(qint64) override { return false; }

private:
    struct Chunk
    {
        std::vector<char> bytes;
        qint64 consumedAfter = 0; // the inner source's fileBytesConsumed() after this chunk
    };

    void produce(std::stop_token stop);

    std::unique_ptr<ByteSource> m_inner; // used by the thread only, once it runs
    const qint64 m_fileSize;
    const bool m_compressed;

    mutable std::mutex m_mutex;
    std::condition_variable_any m_changed;
    std::deque<Chunk> m_ready;
    bool m_ended = false;  // the inner source reached its end or an error
    bool m_failed = false; // ... an error
    QString m_error;

    // The reader's side (its thread only).
    Chunk m_current;
    std::size_t m_position = 0;
    std::atomic<qint64> m_consumed = 0; // read for progress, maybe from another thread

    std::jthread m_thread; // last: started once everything above exists
};

} // namespace tally

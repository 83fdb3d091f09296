// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/ByteSource.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string_view>

namespace tally {

// Splits a ByteSource into lines without copying them: each line is a view into a large buffer,
// valid until the next call. Strips "\n", "\r\n" and a last line without a newline alike.
class LineReader
{
public:
    // Lines longer than this are cut (and reported): binary junk must not exhaust memory.
    static constexpr qint64 kMaxLineLength = 64 * 1024 * 1024;
    // The buffer starts at a page, and each byte sits at the place in its page that its stream
    // offset has: read() then copies the page cache's pages to addresses of the same offset in
    // their page. Data placed a few bytes past that offset (the tail of a line, moved to the
    // buffer's front) made each load and store of the kernel's copy alias the one before it
    // (4K aliasing): a 1 MB read took 400-450 us instead of about 100 (cut300 on one thread:
    // 0.13 s of its 0.8 s load).
    static constexpr qint64 kPageBytes = 4096;

    // Reads from the source's current position, which is `startOffset` in the stream, and stops
    // before the first line that starts at or after `limit` (-1: the end).
    explicit LineReader(ByteSource& source, qint64 startOffset = 0, qint64 limit = -1,
                        qint64 chunkSize = 1024 * 1024);

    // Returns false at the end of input or on a read error (see error()).
    bool next(std::string_view& line)
    {
        // Inline for the common case, a whole line in the buffer before the limit: a big
        // profile's lines are about ten bytes, and the call costs as much as the search. The
        // newlines of the next 64 bytes are found at once, as a bit mask that serves several
        // lines (a memchr per line cost more than the rest of the reading).
        if (m_position < m_fastEnd) {
            std::size_t skipped = m_position - m_maskStart;
            if (skipped >= 64 || (m_newlines >> skipped) == 0) {
                scanNewlines();
                skipped = 0;
            }
            if (const std::uint64_t ahead = m_newlines >> skipped) {
                const char* start = m_buffer.get() + m_position;
                std::size_t length = std::size_t(__builtin_ctzll(ahead));
                ++m_lineNumber;
                m_lineOffset = m_bufferOffset + qint64(m_position);
                m_position += length + 1;
                if (length > 0 && start[length - 1] == '\r')
                    --length;
                line = std::string_view(start, length);
                return true;
            }
        }
        const bool found = nextSlow(line);
        updateFastEnd();
        return found;
    }

    // For a parser that reads a run of lines itself (a big profile's cost lines): the unread
    // bytes from `begin`, in which lines starting before `linesEnd` may be read. Zero bytes follow
    // the data (a sentinel): reading byte by byte up to each line's newline, and stopping at any
    // byte it does not expect, it never reads past the data, and a line the data ends inside is
    // left for next(). `dataEnd` is where the data ends (a line whose newline is not before it
    // is not whole yet). The parser then says what it read with skipRead().
    struct Unread
    {
        const char* begin;
        const char* linesEnd;
        const char* dataEnd;
    };
    Unread unread() const
    {
        const char* buffer = m_buffer.get();
        return {buffer + m_position, buffer + std::max(m_fastEnd, m_position), buffer + m_end};
    }
    // The caller read `lineCount` whole lines of unread(), newlines included, up to `next`, the
    // last of them starting at `lastStart`.
    void skipRead(const char* next, qint64 lineCount, const char* lastStart)
    {
        if (lineCount == 0)
            return;
        m_position = std::size_t(next - m_buffer.get());
        m_lineNumber += lineCount;
        m_lineOffset = m_bufferOffset + (lastStart - m_buffer.get());
    }

    // The stream offset of `at`, a byte of unread().
    qint64 offsetOf(const char* at) const { return m_bufferOffset + (at - m_buffer.get()); }
    qint64 lineNumber() const { return m_lineNumber; }
    // Offset of the current line's first byte in the (uncompressed) stream.
    qint64 lineOffset() const { return m_lineOffset; }
    // Offset just past the current line and its newline.
    qint64 nextOffset() const { return m_bufferOffset + qint64(m_position); }
    bool lineWasCut() const { return m_lineWasCut; }
    const QString& error() const { return m_error; }
    // A read failed (an I/O error, corrupt compressed data): what follows could not be read at
    // all. False when the source ended early yet readably (a truncated gzip file), with error()
    // saying why.
    bool failed() const { return m_failed; }

private:
    // Everything else: refilling the buffer, the last line, cut lines, the limit.
    bool nextSlow(std::string_view& line);
    // Spare bytes kept after the data, so that scanNewlines() may read 64 bytes at any position.
    static constexpr std::size_t kScanPadding = 64;
    bool fill();
    void makeChunkResident();
    // Sets m_fastEnd after nextSlow(), which alone changes what it depends on.
    void updateFastEnd();
    // Sets m_newlines to the newlines among the (at most) 64 bytes from m_position.
    void scanNewlines();

    struct PageAlignedDelete
    {
        void operator()(char* bytes) const;
    };
    using Buffer = std::unique_ptr<char[], PageAlignedDelete>;

    ByteSource& m_source;
    Buffer m_buffer;               // page-aligned (kPageBytes), not zeroed (allocatePageAligned())
    std::size_t m_capacity = 0;    // bytes in m_buffer
    std::size_t m_position = 0;    // start of unread data in m_buffer
    std::size_t m_end = 0;         // end of valid data in m_buffer
    std::size_t m_residentEnd = 0; // the buffer's pages before this are resident
    // next() may take a line starting before this without nextSlow(): m_end, or less before the
    // limit, or 0 while the rest of a cut line is skipped (a cut line's successor also clears
    // m_lineWasCut there). One test a line instead of three.
    std::size_t m_fastEnd = 0;
    qint64 m_bufferOffset = 0; // stream offset of m_buffer[0]
    // Bit i of m_newlines: m_buffer[m_maskStart + i] is a newline before m_end. Emptied when
    // fill() moves or extends the data.
    std::size_t m_maskStart = 0;
    std::uint64_t m_newlines = 0;
    qint64 m_chunkSize;
    qint64 m_limit;
    qint64 m_lineNumber = 0;
    qint64 m_lineOffset = 0;
    bool m_eof = false;
    bool m_failed = false;
    bool m_lineWasCut = false;
    bool m_skippingRestOfLine = false;
    QString m_error;
};

} // namespace tally

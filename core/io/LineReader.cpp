// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/io/LineReader.h"

#include "core/model/ResidentPages.h"

#include <algorithm>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace tally {

namespace {

// Not zeroed: every byte before m_end is read from the source first, and fill() writes the scan's
// padding past it. Zeroing the 8 MB buffer was 8 million instructions at the start of every load
// (and, element by element, most of a load in an unoptimised sanitizer build).
char* allocatePageAligned(std::size_t bytes)
{
    return static_cast<char*>(::operator new[](bytes, std::align_val_t(LineReader::kPageBytes)));
}

} // namespace

void LineReader::PageAlignedDelete::operator()(char* bytes) const
{
    ::operator delete[](bytes, std::align_val_t(kPageBytes));
}

LineReader::LineReader(ByteSource& source, qint64 startOffset, qint64 limit, qint64 chunkSize)
    : m_source(source),
      m_capacity(std::size_t(chunkSize) * 2 + kScanPadding + std::size_t(kPageBytes)),
      m_chunkSize(chunkSize), m_limit(limit)
{
    m_buffer.reset(allocatePageAligned(m_capacity));
    m_position = m_end = std::size_t(startOffset % kPageBytes);
    m_bufferOffset = startOffset - qint64(m_position);
}

void LineReader::updateFastEnd()
{
    if (m_skippingRestOfLine || m_lineWasCut) {
        m_fastEnd = 0;
    } else if (m_limit < 0) {
        m_fastEnd = m_end;
    } else {
        const qint64 beforeLimit = m_limit - m_bufferOffset;
        m_fastEnd = beforeLimit <= 0 ? 0 : std::min(m_end, std::size_t(beforeLimit));
    }
}

void LineReader::scanNewlines()
{
    // The buffer always has kScanPadding bytes beyond m_end (see fill()): reading 64 bytes from
    // any position before m_end stays inside it; the bits past m_end are dropped.
    const char* start = m_buffer.get() + m_position;
    std::uint64_t mask = 0;
#if defined(__SSE2__)
    const __m128i newline = _mm_set1_epi8('\n');
    for (int i = 0; i < 4; ++i) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(start + 16 * i));
        mask |= std::uint64_t(unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, newline))))
                << (16 * i);
    }
#else
    for (int i = 0; i < 64; ++i)
        mask |= std::uint64_t(start[i] == '\n') << i;
#endif
    const std::size_t available = m_end - m_position;
    if (available < 64)
        mask &= (std::uint64_t(1) << available) - 1;
    m_maskStart = m_position;
    m_newlines = mask;
}

void LineReader::makeChunkResident()
{
    // The buffer is reused: only its first fills write pages for the first time, a page fault
    // each (cut300 on two threads: 507 of them), where one call makes them resident at once. As
    // far as the file goes: a small file's load touches no more than it reads.
    if (m_residentEnd >= m_capacity || m_source.isCompressed())
        return;
    const qint64 left = m_source.fileSize() - m_source.fileBytesConsumed();
    const std::size_t end =
        std::min(m_capacity, m_end + std::size_t(std::clamp<qint64>(left, 0, m_chunkSize)));
    const std::size_t begin = std::max(m_end, m_residentEnd);
    if (end > begin)
        residentpages::prefault(m_buffer.get() + begin, end - begin);
    m_residentEnd = std::max(m_residentEnd, end);
}

bool LineReader::fill()
{
    m_newlines = 0;
    // Move the unread tail to the front, then read one chunk behind it. The front is where the
    // tail's stream offset falls in its page (see kPageBytes), at most m_position.
    const auto lead = std::size_t((m_bufferOffset + qint64(m_position)) % kPageBytes);
    if (m_position > lead) {
        std::memmove(m_buffer.get() + lead, m_buffer.get() + m_position, m_end - m_position);
        m_bufferOffset += qint64(m_position - lead);
        m_end -= m_position - lead;
        m_position = lead;
    }
    if (m_capacity - m_end < std::size_t(m_chunkSize) + kScanPadding) {
        // A line longer than a chunk: room for one more chunk behind it.
        m_capacity = m_end + std::size_t(m_chunkSize) + kScanPadding;
        Buffer larger(allocatePageAligned(m_capacity));
        std::memcpy(larger.get() + m_position, m_buffer.get() + m_position, m_end - m_position);
        m_buffer = std::move(larger);
        m_residentEnd = m_end;
    }
    makeChunkResident();
    // unread()'s sentinel after the data, in the scan's padding (also when nothing is read); the
    // whole padding, so that no byte the scan reads is undefined.
    std::memset(m_buffer.get() + m_end, 0, kScanPadding);
    const qint64 count = m_source.read(m_buffer.get() + m_end, m_chunkSize);
    if (count < 0) {
        m_error = m_source.error();
        m_eof = true;
        m_failed = true;
        return false;
    }
    if (count == 0) {
        // A source may end early yet readably (a truncated gzip file): keep its reason.
        m_error = m_source.error();
        m_eof = true;
        return false;
    }
    m_end += std::size_t(count);
    std::memset(m_buffer.get() + m_end, 0, kScanPadding);
    return true;
}

bool LineReader::nextSlow(std::string_view& line)
{
    m_lineWasCut = false;
    for (;;) {
        const char* start = m_buffer.get() + m_position;
        const std::size_t available = m_end - m_position;
        const char* newline =
            available ? static_cast<const char*>(std::memchr(start, '\n', available)) : nullptr;
        if (m_skippingRestOfLine && !newline) {
            m_position = m_end;
            if (m_eof)
                return false;
            fill();
            continue;
        }
        if (m_limit >= 0 && m_bufferOffset + qint64(m_position) >= m_limit)
            return false;
        if (newline || (m_eof && available > 0)) {
            const std::size_t length = newline ? std::size_t(newline - start) : available;
            m_position += length + (newline ? 1 : 0);
            if (m_skippingRestOfLine) {
                // The tail of a line that was cut: drop it, it was already reported.
                m_skippingRestOfLine = false;
                continue;
            }
            ++m_lineNumber;
            m_lineOffset = m_bufferOffset + qint64(start - m_buffer.get());
            std::size_t trimmed = length;
            if (trimmed > 0 && start[trimmed - 1] == '\r')
                --trimmed;
            line = std::string_view(start, trimmed);
            return true;
        }
        if (m_eof)
            return false;
        if (qint64(available) >= kMaxLineLength) {
            // Hand out the first part as a line of its own and skip to the next newline.
            ++m_lineNumber;
            m_lineOffset = m_bufferOffset + qint64(m_position);
            line = std::string_view(start, std::size_t(kMaxLineLength));
            m_position = m_end;
            m_lineWasCut = true;
            m_skippingRestOfLine = true;
            return true;
        }
        fill();
    }
}

} // namespace tally

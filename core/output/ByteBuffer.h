// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/StringTable.h"
#include "core/model/Types.h"

#include <charconv>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>

class QIODevice;
class QString;
class QTextStream;

namespace tally {

// Bytes gathered before a write: 1 MB; the fuzz build's 1 KB flushes in the middle of the
// reports of its small inputs (and does not reserve a megabyte per report).
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
inline constexpr std::size_t kByteBufferFlushAt = 1 << 10;
#else
inline constexpr std::size_t kByteBufferFlushAt = 1 << 20;
#endif

// Collects a writer's output as UTF-8 bytes and hands it on in large chunks of whole lines. The
// writers that print a row per function (reports, lists, diffs, folded stacks) build their rows
// here, straight from the profile's string table and with std::to_chars for numbers: a QString
// per field and QTextStream's formatting per number were most of a 100,000-row report.
class ByteBuffer
{
public:
    // The bytes go to the device as they are.
    explicit ByteBuffer(QIODevice& device);
    // Valid UTF-8 goes to the stream's device as it is; anything else (or a stream without a
    // device) takes the stream's decoding, so invalid bytes come out as the same replacement
    // characters a QString of them would give.
    explicit ByteBuffer(QTextStream& stream);
    // Bytes kept until take(), for writers that return their output.
    ByteBuffer();
    ~ByteBuffer();
    ByteBuffer(const ByteBuffer&) = delete;
    ByteBuffer& operator=(const ByteBuffer&) = delete;

    ByteBuffer& operator<<(std::string_view text)
    {
        append(text.data(), text.size());
        return *this;
    }
    ByteBuffer& operator<<(const char* text) { return *this << std::string_view(text); }
    ByteBuffer& operator<<(const std::string& text) { return *this << std::string_view(text); }
    ByteBuffer& operator<<(char c)
    {
        *room(1) = c;
        ++m_size;
        return *this;
    }
    ByteBuffer& operator<<(const QString& text);
    template <typename Integer>
    requires std::is_integral_v<Integer> &&(!std::is_same_v<Integer, char>)ByteBuffer&
    operator<<(Integer value)
    {
        appendInteger(value);
        return *this;
    }

    // A TSV field: names never hold newlines (the formats are line based) but may hold tabs,
    // which become spaces.
    void field(std::string_view text);
    // A name from the string table, run by run (a context name is never built in one piece);
    // nameField() as a TSV field.
    // Inline: a report writes three a row.
    // The runs are copied here, not by StringTable::appendTo(): a call of memcpy a run and the
    // zeros of a resize were a quarter of a report of 127,000 context names.
    void name(const StringTable& strings, StringId id)
    {
        grow(writeName(room(strings.length(id)), strings, id));
    }
    // The name's bytes at `out`, which has room for strings.length(id) of them; returns their
    // end. For a row written at once into room().
    [[gnu::always_inline]] static char* writeName(char* out, const StringTable& strings,
                                                  StringId id)
    {
        strings.forEachRun(id, [&out](std::string_view run) {
            copyBytes(out, run.data(), run.size());
            out += run.size();
        });
        return out;
    }
    // Tabs in [begin, end) made spaces: a TSV field's (see field()).
    static void tabsToSpaces(char* begin, char* end);
    void nameField(const StringTable& strings, StringId id)
    {
        const std::size_t start = m_size;
        name(strings, id);
        if (strings.mayHoldTabs())
            tabsToSpacesSince(start);
    }
    // Room for `bytes` more bytes at the end, which a caller writes to and then claims with
    // grow(): a row of known greatest size is written without a check of its room at each field.
    char* room(std::size_t bytes)
    {
        if (m_capacity - m_size < bytes) [[unlikely]]
            reserveMore(bytes);
        return m_data.get() + m_size;
    }
    void grow(char* end) { m_size = std::size_t(end - m_data.get()); }
    // An integer in decimal at `out` (room for 20 digits and a sign); returns its end.
    template <typename Integer>
    static char* writeInteger(char* out, Integer value)
    {
        return std::to_chars(out, out + kIntegerBytes, value).ptr;
    }
    static constexpr std::size_t kIntegerBytes = 24;
    // 1234567 as "1,234,567" (QLocale::English's grouping).
    void grouped(std::int64_t value);
    // `value` as "%.2f" prints it.
    void fixed2(double value);
    // `value` as QLocale::c().toString(value, 'f', 2) spells it: the same as fixed2() for finite
    // values that are not negative, which are all but never anything else.
    void fixed2AsQLocale(double value);
    // Spaces up to `width` bytes since `start` (an earlier size()), put in front of what was
    // appended since: right-aligns a field of ASCII text (numbers) without a temporary string.
    void alignRight(std::size_t start, std::size_t width);
    std::size_t size() const { return m_size; }
    // The bytes appended since `start`.
    std::string_view since(std::size_t start) const
    {
        return {m_data.get() + start, m_size - start};
    }

    // A line break; the buffer goes out when it has grown large.
    void endLine()
    {
        *this << '\n';
        endWrittenLine();
    }
    // endLine() for a line whose break was written with the rest of it (through room()).
    void endWrittenLine()
    {
        if (m_size >= kFlushAt && (m_device || m_stream))
            flush();
    }
    void flush();
    // Everything appended, for a buffer without a device or stream.
    std::string take();

private:
    void append(const char* data, std::size_t size)
    {
        copyBytes(room(size), data, size);
        m_size += size;
    }
    void reserveMore(std::size_t bytes);
    void tabsToSpacesSince(std::size_t start);
    template <typename Integer>
    void appendInteger(Integer value)
    {
        grow(writeInteger(room(kIntegerBytes), value));
    }
    // memcpy for the runs of names: inline up to 32 bytes (most runs), where a call cost more
    // than the copy; libc's, with its wider words, above.
    static void copyBytes(char* out, const char* in, std::size_t size)
    {
        if (size > 32) {
            std::memcpy(out, in, size);
        } else if (size >= 16) {
            char head[16];
            char tail[16];
            std::memcpy(head, in, 16);
            std::memcpy(tail, in + size - 16, 16);
            std::memcpy(out, head, 16);
            std::memcpy(out + size - 16, tail, 16);
        } else if (size >= 8) {
            std::uint64_t head = 0;
            std::uint64_t tail = 0;
            std::memcpy(&head, in, 8);
            std::memcpy(&tail, in + size - 8, 8);
            std::memcpy(out, &head, 8);
            std::memcpy(out + size - 8, &tail, 8);
        } else if (size >= 4) {
            std::uint32_t head = 0;
            std::uint32_t tail = 0;
            std::memcpy(&head, in, 4);
            std::memcpy(&tail, in + size - 4, 4);
            std::memcpy(out, &head, 4);
            std::memcpy(out + size - 4, &tail, 4);
        } else {
            for (std::size_t i = 0; i < size; ++i)
                out[i] = in[i];
        }
    }

    static constexpr std::size_t kFlushAt = kByteBufferFlushAt;
    QIODevice* m_device = nullptr;
    QTextStream* m_stream = nullptr;
    // Not a std::string: its resize() zeroes the bytes a row is then written over.
    std::unique_ptr<char[]> m_data;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
};

} // namespace tally

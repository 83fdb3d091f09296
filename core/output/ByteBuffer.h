// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/StringTable.h"
#include "core/model/Types.h"

#include <charconv>
#include <cstdint>
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
        m_bytes.append(text);
        return *this;
    }
    ByteBuffer& operator<<(const char* text) { return *this << std::string_view(text); }
    ByteBuffer& operator<<(const std::string& text) { return *this << std::string_view(text); }
    ByteBuffer& operator<<(char c)
    {
        m_bytes.push_back(c);
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
    void name(const StringTable& strings, StringId id) { strings.appendTo(m_bytes, id); }
    void nameField(const StringTable& strings, StringId id)
    {
        const std::size_t start = m_bytes.size();
        strings.appendTo(m_bytes, id);
        if (strings.mayHoldTabs())
            tabsToSpacesSince(start);
    }
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
    std::size_t size() const { return m_bytes.size(); }
    // The bytes appended since `start`.
    std::string_view since(std::size_t start) const
    {
        return std::string_view(m_bytes).substr(start);
    }

    // A line break; the buffer goes out when it has grown large.
    void endLine()
    {
        m_bytes.push_back('\n');
        if (m_bytes.size() >= kFlushAt && (m_device || m_stream))
            flush();
    }
    void flush();
    // Everything appended, for a buffer without a device or stream.
    std::string take() { return std::move(m_bytes); }

private:
    void tabsToSpacesSince(std::size_t start);
    template <typename Integer>
    void appendInteger(Integer value)
    {
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        m_bytes.append(digits, std::size_t(end - digits));
    }

    static constexpr std::size_t kFlushAt = kByteBufferFlushAt;
    QIODevice* m_device = nullptr;
    QTextStream* m_stream = nullptr;
    std::string m_bytes;
};

} // namespace tally

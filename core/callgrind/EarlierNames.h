// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/callgrind/NamesBeforeCut.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tally {

class LineReader;

// What a piece of a callgrind file cut at a function's line (`fn=`) needs from the lines before
// the cut: the names the compressed ids it refers to were given there ("fn=(12) main" before,
// "cfn=(12)" after), and the object and file in force at the cut. Read by a quick pass over those
// lines, which looks at name lines alone and interns nothing: the piece interns the few names it
// refers to. The loader checks what the piece took from here against what the pass before the
// cut left (CallgrindParser::agreesOnNamesWith, objectInForce), so a mistake here costs a second
// reading, never a wrong profile.
class EarlierNames : public NamesBeforeCut
{
public:
    enum class Outcome
    {
        Read,
        Stopped,      // `keepGoing` said so, or a read failed
        TooManyNames, // names are more than 1 / kMostNameBytesPerByte of the bytes read
    };
    // Reads the lines of `reader`, up to `bytes` of them, that name a compressed id ("fn=(12)
    // main", "ob=(3)") as the parser would: ids defined (the last definition wins); `ob=` and
    // `fl=` in force. The others are passed without a look (a profile is mostly cost, call and
    // jump lines), so plain names in force, new files' headers (where one pass forgets the ids)
    // and parts' starts (where it forgets the object and file) are missed: the loader's checks
    // then refuse the piece. `keepGoing` is asked after each buffer of lines. Anything but Read:
    // nothing here is complete.
    Outcome read(LineReader& reader, qint64 bytes, const std::function<bool()>& keepGoing);

    // A piece of a profile made mostly of names (a context-separated one: 34 MB of its first
    // 37 MB) is not worth cutting: its names would be interned on both sides of the cut and
    // again by the join, which took longer than the piece saved.
    static constexpr qint64 kMostNameBytesPerByte = 8;

    // The name the id was last given before the cut, if any.
    std::optional<std::string_view> name(int kind, std::uint64_t id) const override;
    // The value of the last `ob=` / `fl=` line that named an id before the cut, as written
    // ("(3)" or "(3) libc.so.6"); nullopt when there is none (the parser's empty name).
    const std::optional<std::string>& objectInForce() const override { return m_objectInForce; }
    const std::optional<std::string>& fileInForce() const override { return m_fileInForce; }

private:
    // Where a name is in m_texts.
    struct Span
    {
        std::size_t offset = 0;
        std::size_t length = 0;
    };
    // The line at `start` read as readLine() would, when it names an id ("cfn=(12)" or
    // "fn=(12) main", its '(' at `paren`): the next line's start. Null, having read nothing, for
    // any other line or one whose end is not before `end`.
    const char* readIdLine(const char* start, const char* paren, const char* end);
    void readLine(std::string_view line);
    void readSpec(std::string_view key, std::string_view value);
    void define(int kind, std::uint64_t id, std::string_view name);

    // Ids below this are kept in a vector by id, as CompressionMap keeps them (4 bytes an id:
    // a hostile "fn=(4194303)" costs 16 MB, as it does the parser).
    static constexpr std::uint64_t kDenseLimit = 1u << 22;
    std::string m_texts; // every name defined, one after another
    std::vector<Span> m_spans;
    // By id: 1 + the index of its span in m_spans, 0 for none.
    std::array<std::vector<std::uint32_t>, kKinds> m_dense;
    std::array<std::unordered_map<std::uint64_t, std::uint32_t>, kKinds> m_sparse;
    std::optional<std::string> m_objectInForce;
    std::optional<std::string> m_fileInForce;
};

} // namespace tally

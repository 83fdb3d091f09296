// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/callgrind/EarlierNames.h"

#include "core/callgrind/NumberParsing.h"
#include "core/callgrind/ParserText.h"
#include "core/io/LineReader.h"

#include <algorithm>
#include <cstring>
#include <limits>

namespace tally {

using namespace numbers;

namespace {

constexpr int kObject = 0;
constexpr int kFile = 1;
constexpr int kFunction = 2;

bool isLowerAsciiLetter(char c)
{
    return c >= 'a' && c <= 'z';
}

// `value` as the `ob=` or `fl=` in force (no allocation once its string has room).
void keepInForce(std::optional<std::string>& inForce, std::string_view value)
{
    if (!inForce)
        inForce.emplace();
    inForce->assign(value);
}

// The kind of name a `key=` line gives (CallgrindParser::parseSpec's keys), or -1.
int kindOfKey(std::string_view key)
{
    if (key == "fn" || key == "cfn" || key == "jfn")
        return kFunction;
    if (key == "fl" || key == "fi" || key == "fe" || key == "cfi" || key == "cfl" || key == "jfi")
        return kFile;
    if (key == "ob" || key == "cob")
        return kObject;
    return -1;
}

} // namespace

EarlierNames::Outcome EarlierNames::read(LineReader& reader, qint64 bytes,
                                         const std::function<bool()>& keepGoing)
{
    // Room for the most names kept: no copy as the texts grow (address space, until used).
    m_texts.reserve(std::size_t(bytes / kMostNameBytesPerByte) + 1);
    std::string_view line;
    for (;;) {
        if (keepGoing && !keepGoing())
            return Outcome::Stopped;
        if (!m_texts.empty() &&
            qint64(m_texts.size()) * kMostNameBytesPerByte > reader.nextOffset())
            return Outcome::TooManyNames;
        // The whole lines of the buffer: those that name an id read, the others passed. An id
        // is "key=(" and digits, the only '(' a cost, call or jump line never has.
        const LineReader::Unread unread = reader.unread();
        const char* done = unread.begin; // a line's start: what is before it was read
        const char* p = unread.begin;
        while (p < unread.linesEnd) {
            const auto* paren =
                static_cast<const char*>(std::memchr(p, '(', std::size_t(unread.linesEnd - p)));
            if (!paren) {
                p = unread.linesEnd;
                break;
            }
            if (paren == done || paren[-1] != '=') {
                p = paren + 1; // in a name, or not a name's line
                continue;
            }
            const char* start = paren - 1;
            while (start > done && start[-1] != '\n')
                --start;
            if (const char* after = readIdLine(start, paren, unread.dataEnd)) {
                done = p = after;
                continue;
            }
            const auto* newline = static_cast<const char*>(
                std::memchr(paren, '\n', std::size_t(unread.dataEnd - paren)));
            if (!newline) {
                p = start; // not whole yet: next() reads it
                break;
            }
            std::string_view whole(start, std::size_t(newline - start));
            if (!whole.empty() && whole.back() == '\r')
                whole.remove_suffix(1);
            readLine(whole);
            done = p = newline + 1;
        }
        // Up to the last whole line before `p`: the lines after `done` name no id.
        const char* next = done;
        for (const char* q = std::min(p, unread.linesEnd); q > done; --q) {
            if (q[-1] == '\n') {
                next = q;
                break;
            }
        }
        if (next > unread.begin)
            reader.skipRead(next, 1, next); // (line numbers are not used here)
        if (!reader.next(line))
            break;
        readLine(line);
    }
    return reader.error().isEmpty() ? Outcome::Read : Outcome::Stopped;
}

// Inline (in read()'s loop): its call was a sixth of its instructions.
inline const char* EarlierNames::readIdLine(const char* start, const char* paren, const char* end)
{
    // "key=(digits)" or "key=(digits) name", the key in lower-case letters: what readLine()
    // would do, without its steps (single300's first 150 MB: 650,000 such references and
    // 148,000 names, which took 440 instructions each through readLine()). Anything else is
    // left to readLine().
    const std::string_view key(start, std::size_t(paren - 1 - start));
    if (key.empty())
        return nullptr;
    for (const char c : key) {
        if (!isLowerAsciiLetter(c))
            return nullptr; // blanks before it, or not a key
    }
    const char* const digits = paren + 1;
    const char* q = digits;
    while (q < end && isDigit(*q))
        ++q;
    // At most 19 digits: no id overflows (readSpec() defines nothing for one that does).
    if (q == digits || q - digits > 19 || q == end || *q != ')')
        return nullptr;
    const char* const valueEnd = ++q; // so far: a reference's
    std::optional<std::string>* inForce = key == "ob"   ? &m_objectInForce
                                          : key == "fl" ? &m_fileInForce
                                                        : nullptr;
    if (q < end && (*q == '\n' || *q == '\r')) {
        const char* newline = q + (*q == '\r' ? 1 : 0);
        if (newline == end || *newline != '\n')
            return nullptr;
        if (inForce)
            keepInForce(*inForce, {paren, std::size_t(valueEnd - paren)});
        return newline + 1;
    }
    const int kind = kindOfKey(key);
    if (kind < 0)
        return nullptr;
    std::uint64_t id = 0;
    for (const char* d = digits; d < valueEnd - 1; ++d)
        id = id * 10 + std::uint64_t(*d - '0');
    const auto* newline = static_cast<const char*>(std::memchr(q, '\n', std::size_t(end - q)));
    if (!newline)
        return nullptr;
    const char* lineEnd = newline[-1] == '\r' ? newline - 1 : newline;
    const std::string_view name = parsertext::trimmed({q, std::size_t(lineEnd - q)});
    if (name.empty())
        return nullptr;
    if (inForce)
        keepInForce(*inForce, {paren, std::size_t(lineEnd - paren)});
    define(kind, id, name);
    return newline + 1;
}

void EarlierNames::readLine(std::string_view line)
{
    // A `key=value` line, as CallgrindParser::parseOtherLineContent reads it (blanks first are
    // skipped); headers, cost lines and Xdebug's separators are not looked at (see read()).
    while (!line.empty() && isSpace(line.front()))
        line.remove_prefix(1);
    const std::size_t separator = line.find_first_of(":=");
    if (separator != std::string_view::npos && separator > 0 && line[separator] == '=')
        readSpec(line.substr(0, separator), line.substr(separator + 1));
}

void EarlierNames::readSpec(std::string_view key, std::string_view value)
{
    const int kind = kindOfKey(key);
    if (kind < 0)
        return;
    if (key == "ob")
        m_objectInForce = std::string(value);
    else if (key == "fl")
        m_fileInForce = std::string(value);
    // "(id) name" defines, as CallgrindParser::resolveNameSlowly reads it; anything else (a
    // reference, a plain name, an id too large) defines nothing.
    const std::string_view text = parsertext::trimmed(value);
    if (text.size() < 3 || text.front() != '(' || !isDigit(text[1]))
        return;
    const char* p = text.data() + 1;
    const char* end = text.data() + text.size();
    std::uint64_t id = 0;
    while (p < end && isDigit(*p)) {
        if (__builtin_mul_overflow(id, 10u, &id) ||
            __builtin_add_overflow(id, std::uint64_t(*p - '0'), &id))
            return;
        ++p;
    }
    if (p + 1 == end && *p == ')')
        return;
    skipSpaces(p, end);
    if (p < end && *p == ')')
        define(kind, id, parsertext::trimmed({p + 1, std::size_t(end - p - 1)}));
}

void EarlierNames::define(int kind, std::uint64_t id, std::string_view name)
{
    std::uint32_t* slot = nullptr;
    if (id < kDenseLimit) {
        auto& dense = m_dense[kind];
        if (id >= dense.size())
            dense.resize(std::max<std::size_t>(id + 1, dense.size() * 2));
        slot = &dense[id];
    } else {
        slot = &m_sparse[kind][id];
    }
    if (*slot != 0) {
        // Callgrind gives each name again in every part: the same text is not kept twice.
        Span& span = m_spans[*slot - 1];
        if (std::string_view(m_texts).substr(span.offset, span.length) != name) {
            span = {m_texts.size(), name.size()};
            m_texts.append(name);
        }
        return;
    }
    if (m_spans.size() >= std::numeric_limits<std::uint32_t>::max() - 1)
        return; // (a file of more than 4 billion names: the loader's checks refuse the piece)
    m_spans.push_back({m_texts.size(), name.size()});
    *slot = std::uint32_t(m_spans.size());
    m_texts.append(name);
}

std::optional<std::string_view> EarlierNames::name(int kind, std::uint64_t id) const
{
    std::uint32_t slot = 0;
    if (id < kDenseLimit) {
        if (id < m_dense[kind].size())
            slot = m_dense[kind][id];
    } else if (const auto it = m_sparse[kind].find(id); it != m_sparse[kind].end()) {
        slot = it->second;
    }
    if (slot == 0)
        return std::nullopt;
    const Span& span = m_spans[slot - 1];
    return std::string_view(m_texts).substr(span.offset, span.length);
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/model/StringTable.h"

#include "core/model/HashIndex.h"
#include "core/model/WordHashing.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <limits>
#include <memory>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace tally {

namespace {

using wordhashing::HashKey;
using wordhashing::load32;
using wordhashing::load64;
using wordhashing::loadPartial;
using wordhashing::mix;

// kPartialMasks[n]: the masks of the first n bytes of two little-endian words (n < 16).
constexpr auto kPartialMasks = [] {
    std::array<std::array<std::uint64_t, 2>, 16> masks{};
    for (std::size_t n = 0; n < 16; ++n) {
        masks[n][0] = n >= 8 ? ~0ull : (1ull << (8 * n)) - 1;
        masks[n][1] = n <= 8 ? 0 : (1ull << (8 * (n - 8))) - 1;
    }
    return masks;
}();

// Equality and copies of the runs of names, many of them 8 to 32 bytes long, in words that
// overlap rather than by a call to memcmp or memcpy: never a byte outside the runs.
[[gnu::always_inline]] inline bool sameBytes(const char* a, const char* b, std::size_t n)
{
#if defined(__SSE2__)
    const auto same16 = [](const char* x, const char* y) {
        return _mm_movemask_epi8(
                   _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(x)),
                                  _mm_loadu_si128(reinterpret_cast<const __m128i*>(y)))) == 0xffff;
    };
    if (n >= 16) {
        if (n <= 32)
            return same16(a, b) && same16(a + n - 16, b + n - 16);
        return std::memcmp(a, b, n) == 0;
    }
#else
    if (n > 16)
        return std::memcmp(a, b, n) == 0;
#endif
    if (n >= 8)
        return load64(a) == load64(b) && load64(a + n - 8) == load64(b + n - 8);
    if (n >= 4)
        return load32(a) == load32(b) && load32(a + n - 4) == load32(b + n - 4);
    for (std::size_t i = 0; i < n; ++i) {
        if (a[i] != b[i])
            return false;
    }
    return true;
}

[[gnu::always_inline]] inline void copyBytes(char* out, const char* in, std::size_t n)
{
#if defined(__SSE2__)
    if (n >= 16 && n <= 32) {
        const __m128i first = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in));
        const __m128i last = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + n - 16));
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out), first);
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out + n - 16), last);
        return;
    }
#endif
    if (n > 16) {
        std::memcpy(out, in, n);
    } else if (n >= 8) {
        const std::uint64_t first = load64(in);
        const std::uint64_t last = load64(in + n - 8);
        std::memcpy(out, &first, 8);
        std::memcpy(out + n - 8, &last, 8);
    } else {
        for (std::size_t i = 0; i < n; ++i)
            out[i] = in[i];
    }
}

// 16 bytes into the hash of a chain's text, read from its end. A 128-bit product folded, each
// factor keyed: the step it replaced, (hash ^ first) * odd + second, cancelled a flip of the top
// bits of both words whatever the key, which let a file hold 2^blocks names of one hash.
std::uint64_t blockStep(std::uint64_t hash, std::uint64_t first, std::uint64_t second,
                        std::uint64_t secret)
{
    return mix(first ^ secret, second ^ hash);
}

std::uint64_t hashOf(std::string_view text, const HashKey& key) noexcept
{
    // Names of 500+ bytes are common (context-separated profiles, templates): 16 bytes per
    // multiply instead of std::hash's ~1.5 instructions per byte.
    const char* p = text.data();
    std::size_t n = text.size();
    std::uint64_t h = key.seed ^ n;
    for (; n > 16; p += 16, n -= 16)
        h = mix(load64(p) ^ key.secret, load64(p + 8) ^ h);
    std::uint64_t a = 0, b = 0;
    if (n >= 8) {
        a = load64(p);
        b = load64(p + n - 8);
    } else if (n >= 4) {
        a = load32(p);
        b = load32(p + n - 4);
    } else if (n > 0) {
        a = std::uint64_t(std::uint8_t(p[0])) << 16 | std::uint64_t(std::uint8_t(p[n / 2])) << 8 |
            std::uint8_t(p[n - 1]);
    }
    return mix(a ^ key.secret, b ^ h);
}

} // namespace

struct StringTable::Interning
{
    // Scratch kept for the next name up to this size (a name of up to 1 MB).
    static constexpr std::size_t kKeptScratchBlocks = 64 * 1024;

    explicit Interning(const HashKey& hashKey) : key(hashKey) {}

    StringId internText(StringTable& table, std::string_view text, std::uint64_t hash);
    // `separator`: the position of the text's first separator.
    StringId internChain(StringTable& table, std::string_view text, std::size_t separator);
    void hashBlocksFromEnd(std::string_view text);
    std::uint64_t suffixHash(std::string_view text, std::size_t begin) const;
    std::size_t memoryBytes() const
    {
        return ids.memoryBytes() + runIndex.memoryBytes() +
               chainOfRun.capacity() * sizeof(std::uint32_t);
    }

    HashKey key;
    // Each name is hashed once, by intern(); the indexes keep what they need of the hash.
    HashIndex ids; // the texts in one piece
    // The ends of chains, by the hash of the text from a run's start to its chain's end: one
    // slot a run, filled to three quarters (names.callgrind: 305,000 runs in 4 MB at the end of
    // its parse, the peak of its load). An end looked up and not found is added next
    // (findOrAdd).
    HashIndex runIndex{HashIndex::Fill::ThreeQuarters};
    // By run: the chain whose text starts there (its first run), or kNoChain. A chain is found
    // as the end at its start, without an index of its own (one probe and insert a name less).
    std::vector<std::uint32_t> chainOfRun;
    // The hashes of a chain's text's last 0, 16, 32... bytes; where its new ends begin.
    std::vector<std::uint64_t> blockHashes;
    std::vector<std::size_t> newEnds;
    std::string scratch; // internFrom()'s
};

// Reads a text's runs one after another, for comparisons that must not build a chain's text.
struct StringTable::RunCursor
{
    RunCursor(const StringTable& table, StringId id) : m_table(table)
    {
        const Text& text = table.text(id);
        if (text.isChain())
            next = text.run;
        else
            run = text.view();
    }

    // Makes `run` the next bytes of the text if `run` is used up; false at the end of the text.
    bool refill()
    {
        while (run.empty()) {
            if (next == kNoRun)
                return false;
            const Run& r = m_table.runs()[next];
            run = r.view();
            next = r.next;
        }
        return true;
    }

    std::string_view run;
    std::uint32_t next = kNoRun; // the run after `run`

private:
    const StringTable& m_table;
};

StringTable::StringTable() : StringTable(wordhashing::processKey()) {}

StringTable::StringTable(const wordhashing::HashKey& hashKey)
    : m_interning(std::make_unique<Interning>(hashKey)), m_built(std::make_unique<BuiltTexts>()),
      m_hashKey(hashKey)
{
    m_texts.emplace_back();
    m_interning->ids.insert(hashOf({}, hashKey), kEmpty.index());
}

StringTable::StringTable(StringTable&&) noexcept = default;
StringTable& StringTable::operator=(StringTable&&) noexcept = default;
StringTable::~StringTable() = default;

StringTable::StringTable(std::shared_ptr<const StringTable> base)
    : m_hashKey(base->m_hashKey), m_tabs(base->m_tabs)
{
    if (!base->m_base) {
        m_baseSize = std::uint32_t(base->size());
        m_base = std::move(base);
        return;
    }
    // Made from a table made from a base: read from that base, and the few strings added to
    // the table between stored here too, under the same ids.
    m_base = base->m_base;
    m_baseSize = base->m_baseSize;
    for (const Text& added : base->m_texts)
        addUnique(added.view());
}

std::string_view StringTable::store(std::string_view bytes)
{
    // Each stored byte is searched once, here, so that the report's writers need not search
    // every name they write for tabs: a chain's text is made of stored bytes only.
#if defined(__SSE2__)
    // Searched as it is copied, 16 bytes a step: a memchr() and a memcpy() cost a new context
    // name twice its bytes' reading.
    const std::size_t n = bytes.size();
    if (n >= 16) {
        const char* in = bytes.data();
        char* const out = m_arena.allocate(n);
        const __m128i tab = _mm_set1_epi8('\t');
        __m128i tabs = _mm_setzero_si128();
        const auto copy16 = [&](std::size_t at) {
            const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + at));
            _mm_storeu_si128(reinterpret_cast<__m128i*>(out + at), chunk);
            tabs = _mm_or_si128(tabs, _mm_cmpeq_epi8(chunk, tab));
        };
        for (std::size_t at = 0; at + 16 < n; at += 16)
            copy16(at);
        copy16(n - 16); // the last 16 bytes, some of them again
        if (_mm_movemask_epi8(tabs) != 0)
            m_tabs = true;
        return {out, n};
    }
#endif
    if (!m_tabs && !bytes.empty() && std::memchr(bytes.data(), '\t', bytes.size()))
        m_tabs = true;
    return m_arena.store(bytes);
}

// Inline: a call cost a new name as much as the push_back.
[[gnu::always_inline]] inline StringId StringTable::add(Text text)
{
    const StringId id(StringId::Index(m_baseSize + m_texts.size()));
    m_texts.push_back(text);
    return id;
}

StringId StringTable::intern(std::string_view text)
{
    // Lines are at most 64 MB (LineReader); a longer text from elsewhere keeps its first 4 GB.
    text = text.substr(0, std::numeric_limits<std::uint32_t>::max());
    // Without its indexes (a table made from a base, or after endInterning()) the strings are
    // found by a scan: indexes made now would know none of them, and would give a string the
    // table holds an id of its own (tst_stringtable aTableWithoutIndexesInternsByScan).
    if (!m_interning)
        return internByScan(text);
    if (!text.empty()) {
        if (const void* separator = std::memchr(text.data(), kSeparator, text.size()))
            return m_interning->internChain(
                *this, text, std::size_t(static_cast<const char*>(separator) - text.data()));
    }
    return m_interning->internText(*this, text, hashOf(text, m_interning->key));
}

StringId StringTable::Interning::internText(StringTable& table, std::string_view text,
                                            std::uint64_t hash)
{
    // The index holds no chain: a chain is found as the end that starts at its start. A text
    // not found is indexed under the id it gets next, in the slot where the lookup stopped.
    const auto next = std::uint32_t(table.m_texts.size());
    const std::uint32_t found = ids.findOrAdd(hash, next, [&](std::uint32_t id) {
        if (id == next)
            return false;
        const Text& known = table.m_texts[StringId(id)];
        return !known.isChain() && known.view() == text;
    });
    if (found != HashIndex::kNone)
        return StringId(found);
    const std::string_view stored = table.store(text);
    return table.add({stored.data(), std::uint32_t(stored.size())});
}

void StringTable::Interning::hashBlocksFromEnd(std::string_view text)
{
    // Any suffix of the text has the same 16-byte blocks aligned to its end as the text has: one
    // pass gives the hash of every suffix (suffixHash()), whichever piece it starts at.
    const char* block = text.data() + text.size();
    const std::size_t blocks = text.size() / 16;
    if (blockHashes.size() <= blocks) // only grown: a resize down and up again zeroes
        blockHashes.resize(blocks + 1);
    std::uint64_t* hashes = blockHashes.data();
    const std::uint64_t secret = key.secret;
    std::uint64_t h = key.seed;
    hashes[0] = h;
    // Eight blocks a step, then four: the loop's own instructions were a third of the pass with
    // one (names of 500 bytes are 30 blocks), and eight took 1 M instructions of names.callgrind
    // off four.
    std::size_t b = 1;
    for (; b + 7 <= blocks; b += 8) {
        block -= 128;
        h = blockStep(h, load64(block + 112), load64(block + 120), secret);
        hashes[b] = h;
        h = blockStep(h, load64(block + 96), load64(block + 104), secret);
        hashes[b + 1] = h;
        h = blockStep(h, load64(block + 80), load64(block + 88), secret);
        hashes[b + 2] = h;
        h = blockStep(h, load64(block + 64), load64(block + 72), secret);
        hashes[b + 3] = h;
        h = blockStep(h, load64(block + 48), load64(block + 56), secret);
        hashes[b + 4] = h;
        h = blockStep(h, load64(block + 32), load64(block + 40), secret);
        hashes[b + 5] = h;
        h = blockStep(h, load64(block + 16), load64(block + 24), secret);
        hashes[b + 6] = h;
        h = blockStep(h, load64(block), load64(block + 8), secret);
        hashes[b + 7] = h;
    }
    for (; b + 3 <= blocks; b += 4) {
        block -= 64;
        h = blockStep(h, load64(block + 48), load64(block + 56), secret);
        hashes[b] = h;
        h = blockStep(h, load64(block + 32), load64(block + 40), secret);
        hashes[b + 1] = h;
        h = blockStep(h, load64(block + 16), load64(block + 24), secret);
        hashes[b + 2] = h;
        h = blockStep(h, load64(block), load64(block + 8), secret);
        hashes[b + 3] = h;
    }
    for (; b <= blocks; ++b) {
        block -= 16;
        h = blockStep(h, load64(block), load64(block + 8), secret);
        hashes[b] = h;
    }
}

// Inline: a name's loop over its ends calls it for each (three times a name on names.callgrind).
[[gnu::always_inline]] inline std::uint64_t
StringTable::Interning::suffixHash(std::string_view text, std::size_t begin) const
{
    const std::size_t length = text.size() - begin;
    const std::size_t partial = length % 16;
    const char* p = text.data() + begin;
    std::uint64_t first = 0;
    std::uint64_t second = 0;
    if (length >= 16) {
        // Two whole words (the text goes on past them), less the bytes after the partial block.
        first = load64(p) & kPartialMasks[partial][0];
        second = load64(p + 8) & kPartialMasks[partial][1];
    } else {
        first = partial >= 8 ? load64(p) : loadPartial(p, partial);
        second = partial > 8 ? loadPartial(p + 8, partial - 8) : 0;
    }
    // One product: the length goes into the factor that the block hashes key (texts of one block
    // count that differ only in zero bytes at the end differ in length).
    return blockStep(blockHashes[length / 16] ^ length, first, second, key.secret);
}

bool StringTable::runHolds(std::uint32_t run, std::string_view text) const
{
    const char* at = text.data();
    const char* const end = at + text.size();
    const std::vector<Run>& runs = this->runs();
    for (;;) {
        const Run& r = runs[run];
        if (std::size_t(end - at) < r.size)
            return false;
        // Most runs of context names are longer than 32 bytes: memcmp first.
        if (r.size > 32 ? std::memcmp(r.data, at, r.size) != 0 : !sameBytes(r.data, at, r.size))
            return false;
        at += r.size;
        if (r.next == kNoRun)
            return at == end;
        run = r.next;
    }
}

// The first separator in text[from, size), or text.size(). Inline, 16 bytes a step: the pieces
// between separators are about 20 bytes, too few for memchr's call to pay.
[[gnu::always_inline]] inline std::size_t nextSeparator(std::string_view text, std::size_t from,
                                                        char separatorByte)
{
    const char* const data = text.data();
    const std::size_t size = text.size();
#if defined(__SSE2__)
    const __m128i separator = _mm_set1_epi8(separatorByte);
    const auto separatorsAt = [&](std::size_t at) {
        return unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(
            _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + at)), separator)));
    };
    for (; from + 16 <= size; from += 16) {
        if (const unsigned found = separatorsAt(from); found != 0)
            return from + std::size_t(std::countr_zero(found));
    }
    if (from >= size)
        return size;
    if (size >= 16) {
        // The last 16 bytes, without those before `from` (already read).
        const unsigned found = separatorsAt(size - 16) >> (from - (size - 16));
        return found != 0 ? from + std::size_t(std::countr_zero(found)) : size;
    }
#endif
    const void* found = std::memchr(data + from, separatorByte, size - from);
    return found ? std::size_t(static_cast<const char*>(found) - data) : size;
}

StringId StringTable::Interning::internChain(StringTable& table, std::string_view text,
                                             std::size_t separator)
{
    hashBlocksFromEnd(text);
    const std::uint64_t hash = suffixHash(text, 0);

    // From the front, each end that starts after a separator, up to the first that another chain
    // holds already: contexts that share their callers share those runs. Most new contexts differ
    // from a known one in their first two or three pieces, so the rest of the text is read only
    // to compare it.
    newEnds.clear();
    const auto runs = std::uint32_t(table.m_runs.size());
    // The runs of the ends before this one are added to the index as they miss, and made below:
    // never this end (they are longer).
    std::uint32_t added = runs;
    std::uint32_t next = kNoRun;
    std::size_t begin = 0;
    for (;;) {
        const std::uint64_t suffix = begin == 0 ? hash : suffixHash(text, begin);
        const std::string_view rest = text.substr(begin);
        next = runIndex.findOrAdd(suffix, added, [&](std::uint32_t run) {
            return run < runs && table.runHolds(run, rest);
        });
        if (next != HashIndex::kNone)
            break;
        next = kNoRun;
        ++added;
        newEnds.push_back(begin);
        if (separator == text.size()) {
            begin = text.size();
            break;
        }
        begin = separator + 1;
        separator = nextSeparator(text, begin, kSeparator);
    }
    // The whole text known as an end: a chain already, or the end of others only.
    if (newEnds.empty()) {
        if (chainOfRun[next] != kNoChain)
            return StringId(chainOfRun[next]);
        const StringId id = table.add({nullptr, std::uint32_t(text.size()), next});
        chainOfRun[next] = id.index();
        return id;
    }
    // The new bytes (up to the known end, with the separator before it) stored once; a run for
    // each new end, each continuing with the known one.
    const std::string_view stored = table.store(text.substr(0, begin));
    const auto first = std::uint32_t(table.m_runs.size());
    for (const std::size_t end : newEnds) {
        table.m_runs.push_back({stored.data() + end, std::uint32_t(begin - end), next});
        chainOfRun.push_back(kNoChain);
    }
    if (blockHashes.capacity() > kKeptScratchBlocks)
        blockHashes = {}; // a name of megabytes leaves no scratch of its size behind
    const StringId id = table.add({nullptr, std::uint32_t(text.size()), first});
    chainOfRun[first] = id.index();
    return id;
}

void StringTable::endInterning()
{
    m_interning.reset();
}

StringId StringTable::internFrom(const StringTable& other, StringId id)
{
    const Text& text = other.text(id);
    if (!text.isChain())
        return intern(text.view());
    std::string withoutIndexes; // intern() scans then: no scratch of the indexes to build in
    std::string& scratch = m_interning ? m_interning->scratch : withoutIndexes;
    scratch.clear();
    other.appendTo(scratch, id);
    return intern(scratch);
}

StringId StringTable::internByScan(std::string_view text)
{
    text = text.substr(0, std::numeric_limits<std::uint32_t>::max());
    for (const StringId id : idRange<StringId>(size())) {
        if (equals(id, text))
            return id;
    }
    return addUnique(text);
}

StringId StringTable::addUnique(std::string_view text)
{
    text = text.substr(0, std::numeric_limits<std::uint32_t>::max());
    const std::string_view stored = store(text);
    return add({stored.data(), std::uint32_t(stored.size())});
}

std::string_view StringTable::view(StringId id) const
{
    const Text& text = this->text(id);
    return text.isChain() ? chainsOwner().builtView(id) : text.view();
}

std::string_view StringTable::builtView(StringId id) const
{
    const std::lock_guard lock(m_built->mutex);
    return builtViewLocked(id);
}

std::string_view StringTable::builtViewLocked(StringId id) const
{
    auto& views = m_built->views;
    if (views.size() <= id.index())
        views.resize(m_texts.size());
    std::string_view& built = views[id.index()];
    if (built.empty()) {
        char* target = m_built->arena.allocate(length(id));
        copyTo(id, target);
        built = std::string_view(target, length(id));
    }
    return built;
}

std::vector<std::string_view> StringTable::views(std::span<const StringId> ids) const
{
    // Let go of now and then, so that a thread that wants one text (a view painting its rows)
    // never waits for the whole list: at most this many chains built meanwhile.
    constexpr std::size_t kChainsALock = 4096;
    std::vector<std::string_view> texts;
    texts.reserve(ids.size());
    const StringTable& owner = chainsOwner();
    std::unique_lock lock(owner.m_built->mutex, std::defer_lock);
    std::size_t chains = 0;
    for (const StringId id : ids) {
        const Text& text = this->text(id);
        if (!text.isChain()) {
            texts.push_back(text.view());
            continue;
        }
        if (chains++ % kChainsALock == 0) {
            if (lock.owns_lock())
                lock.unlock();
            lock.lock();
        }
        texts.push_back(owner.builtViewLocked(id));
    }
    return texts;
}

bool StringTable::equals(StringId id, std::string_view text) const
{
    const Text& known = this->text(id);
    if (known.size != text.size())
        return false;
    if (!known.isChain())
        return known.view() == text;
    return runHolds(known.run, text);
}

bool StringTable::holdsSameTexts(const StringTable& other) const
{
    if (size() != other.size())
        return false;
    for (std::uint32_t id = 0; id < size(); ++id) {
        if (compare(*this, StringId(id), other, StringId(id)) != 0)
            return false;
    }
    return true;
}

int StringTable::compare(const StringTable& left, StringId a, const StringTable& right, StringId b)
{
    const Text& x = left.text(a);
    const Text& y = right.text(b);
    if (!x.isChain() && !y.isChain()) {
        const int order = x.view().compare(y.view());
        return (order > 0) - (order < 0);
    }
    // Run by run; in one table two runs hold the same text only if they are the same run, so
    // texts whose runs meet at a run's start are equal from there on.
    const bool sameTable = &left.runs() == &right.runs();
    RunCursor l(left, a);
    RunCursor r(right, b);
    for (;;) {
        if (sameTable && l.run.empty() && r.run.empty() && l.next == r.next)
            return 0;
        const bool moreLeft = l.refill();
        const bool moreRight = r.refill();
        if (!moreLeft || !moreRight)
            return int(moreLeft) - int(moreRight);
        const std::size_t n = std::min(l.run.size(), r.run.size());
        if (const int order = l.run.substr(0, n).compare(r.run.substr(0, n)); order != 0)
            return order < 0 ? -1 : 1;
        l.run.remove_prefix(n);
        r.run.remove_prefix(n);
    }
}

void StringTable::copyTo(StringId id, char* out) const
{
    const Text& text = this->text(id);
    if (!text.isChain()) {
        if (text.size > 0)
            std::memcpy(out, text.data, text.size);
        return;
    }
    for (std::uint32_t run = text.run; run != kNoRun;) {
        const Run& r = runs()[run];
        copyBytes(out, r.data, r.size);
        out += r.size;
        run = r.next;
    }
}

void StringTable::appendTo(std::string& out, StringId id) const
{
    const Text& text = this->text(id);
    if (!text.isChain()) {
        out.append(text.view());
        return;
    }
    // One resize and a copy of the runs: an append() a run cost more than the resize's zeros.
    const std::size_t start = out.size();
    out.resize(start + text.size);
    copyTo(id, out.data() + start);
}

std::size_t StringTable::copyPrefix(StringId id, char* out, std::size_t limit) const
{
    std::size_t copied = 0;
    const Text& text = this->text(id);
    if (!text.isChain()) {
        copied = std::min<std::size_t>(text.size, limit);
        if (copied > 0)
            std::memcpy(out, text.data, copied);
        return copied;
    }
    for (std::uint32_t run = text.run; run != kNoRun && copied < limit;) {
        const Run& r = runs()[run];
        const std::size_t n = std::min<std::size_t>(r.size, limit - copied);
        if (n > 0)
            std::memcpy(out + copied, r.data, n);
        copied += n;
        run = r.next;
    }
    return copied;
}

std::size_t StringTable::longestProbe() const
{
    if (!m_interning)
        return 0;
    return std::max(m_interning->ids.longestProbe(), m_interning->runIndex.longestProbe());
}

void StringTable::prefaultAhead()
{
    m_arena.prefaultAhead();
    m_frontiers[0].advance(m_texts);
    m_frontiers[1].advance(m_runs);
    if (m_interning)
        m_frontiers[2].advance(m_interning->chainOfRun);
}

void StringTable::releaseAhead()
{
    m_arena.releaseAhead();
    m_frontiers[0].release(m_texts);
    m_frontiers[1].release(m_runs);
    if (m_interning)
        m_frontiers[2].release(m_interning->chainOfRun);
}

std::size_t StringTable::memoryBytes() const
{
    std::size_t built = 0;
    if (m_built) {
        const std::lock_guard lock(m_built->mutex);
        built = m_built->arena.memoryBytes() + m_built->views.capacity() * sizeof(std::string_view);
    }
    return m_arena.memoryBytes() + m_texts.capacity() * sizeof(Text) +
           m_runs.capacity() * sizeof(Run) + (m_interning ? m_interning->memoryBytes() : 0) + built;
}

} // namespace tally

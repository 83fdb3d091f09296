// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/IdVector.h"
#include "core/model/ResidentFrontier.h"
#include "core/model/TextArena.h"
#include "core/model/Types.h"
#include "core/model/WordHashing.h"

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace tally {

// Interns names (objects, files, functions) once; everything else refers to them by 32-bit id.
//
// A name with a ' in it is kept as a chain of runs. Callgrind's --separate-callers names a
// function in a context "f'caller'its caller'...": a profile of 127,000 such contexts spells 62 MB
// of names, most of each the end of a context seen before. intern() finds the longest end of a
// new name that is already known (each end that starts after a ' is indexed, once) and keeps only
// the bytes before it, as one run that continues with the known end's run: 5.7 MB of runs there,
// about five runs a name. Writers and comparisons walk a chain's runs (forEachRun, equals,
// compare); view() builds a chain's text once, when first asked, for readers that need it in one
// piece (the window's views).
class StringTable
{
public:
    // Hashes keyed by the process's key (wordhashing::processKey()), or by `hashKey`: tests build
    // names that collide under a key they know.
    StringTable();
    explicit StringTable(const wordhashing::HashKey& hashKey);
    // A table that starts with every string of `base`, under the same ids, read from `base`
    // itself (kept alive with it), chains built once for both: a transformed profile's names
    // are its source's. Copying and hashing 127,000 names again cost a transform most of its
    // time; copying their texts and runs, 12 MB on names.callgrind, a third of a collapse's page
    // faults. It has no indexes: strings are added to it by a scan (internByScan()), each in one
    // piece, for the few names a transform adds.
    explicit StringTable(std::shared_ptr<const StringTable> base);
    StringTable(StringTable&&) noexcept;
    StringTable& operator=(StringTable&&) noexcept;
    ~StringTable();

    StringId intern(std::string_view text);
    // intern() of the text of `id` in `other`, without building it in one piece there.
    StringId internFrom(const StringTable& other, StringId id);
    // Adds a string that is never returned by intern(): a placeholder with an identity of its own.
    StringId addUnique(std::string_view text);
    // intern() for a table without indexes (made from a base, or after endInterning()): the
    // first string of that text, found by a linear search (for the few names a transform adds),
    // or a new one. intern() and internFrom() come here on such a table.
    StringId internByScan(std::string_view text);
    // Frees what only intern() needs (its indexes and scratch: 10 MB of a profile of 127,000
    // context names), for a table that is only read from now on (a finished profile's): a
    // string added afterwards is found by a scan, in one piece.
    void endInterning();

    // The text in one piece; a chain's is built on the first call and kept (thread-safe).
    std::string_view view(StringId id) const;
    // view() of each of `ids`, in order, taking the lock of the built texts once per few thousand
    // chains rather than once per chain: Go to Function's list of every function's name took
    // 127,000 locks, a quarter of its first opening's instructions.
    std::vector<std::string_view> views(std::span<const StringId> ids) const;
    std::size_t length(StringId id) const { return text(id).size; }
    bool isEmpty(StringId id) const { return text(id).size == 0; }
    // Calls visit(std::string_view) for consecutive runs of the text: the whole text, or a
    // chain's runs. A visitor that takes (std::uint32_t, std::string_view) is also given each
    // run's index, below runCount(), the same in every text that shares the run (kNoRun for a
    // text in one piece): what a reader works out once for a run is found again by it.
    template <typename Visit>
    void forEachRun(StringId id, Visit&& visit) const;
    std::size_t runCount() const { return runs().size(); }
    static constexpr std::uint32_t kNoRun = 0xffffffffu;
    bool equals(StringId id, std::string_view text) const;
    // Byte order (-1, 0, 1), as view(a).compare(view(b)) would give, without building either text.
    int compare(StringId a, StringId b) const { return compare(*this, a, *this, b); }
    static int compare(const StringTable& left, StringId a, const StringTable& right, StringId b);
    // Whether `other` holds the same texts under the same ids.
    bool holdsSameTexts(const StringTable& other) const;
    void appendTo(std::string& out, StringId id) const;
    // Writes the text to out[0, length(id)).
    void copyTo(StringId id, char* out) const;
    // Writes the text's first min(length(id), limit) bytes to `out` and returns their count.
    std::size_t copyPrefix(StringId id, char* out, std::size_t limit) const;

    // False when no text holds a tab: a writer that turns tabs into spaces need not look.
    bool mayHoldTabs() const { return m_tabs; }

    std::size_t size() const { return m_baseSize + m_texts.size(); }
    std::size_t memoryBytes() const;
    // The pages the stored bytes, texts and runs are written at next made resident ahead of
    // them (ResidentFrontier): every few thousand lines of a load.
    void prefaultAhead();
    // What prefaultAhead() made resident ahead given back: a load has read its lines.
    void releaseAhead();
    // The most slots that a lookup of an interned text visits in intern()'s indexes (0 once they
    // are freed): how far colliding hashes have pushed keys from their first slots. For tests;
    // it reads every slot.
    std::size_t longestProbe() const;

    // Id 0 is always the empty string.
    static constexpr StringId kEmpty = StringId(0);

private:
    static constexpr std::uint32_t kNoChain = 0xffffffffu;
    static constexpr char kSeparator = '\'';

    // A string's text: its bytes, or (a chain) its length and first run. Names come from lines
    // of at most 64 MB (LineReader), so 32 bits hold any length.
    struct Text
    {
        const char* data = nullptr;
        std::uint32_t size = 0;
        std::uint32_t run = kNoRun; // a chain's first run; kNoRun for text in one piece

        bool isChain() const { return run != kNoRun; }
        std::string_view view() const { return {data, size}; } // not for a chain
    };
    // An indexed end of a chain's text: its first bytes, up to and including the ' before the
    // next run (none for the last). The ends that start inside the same stored bytes share them.
    struct Run
    {
        const char* data = nullptr;
        std::uint32_t size = 0;
        std::uint32_t next = kNoRun;

        std::string_view view() const { return {data, size}; }
    };
    struct RunCursor;
    // The texts of chains built by view(), shared by the threads that read the table.
    struct BuiltTexts
    {
        std::mutex mutex;
        TextArena arena;
        std::vector<std::string_view> views; // by string id; empty: not built yet
    };

    // What only intern() needs (its indexes and scratch), kept out of this header: freed by
    // endInterning(), and absent from tables made from a base.
    struct Interning;

    std::string_view store(std::string_view bytes);
    StringId add(Text text);
    bool runHolds(std::uint32_t run, std::string_view text) const;
    std::string_view builtView(StringId id) const;
    // builtView() under a lock the caller holds.
    std::string_view builtViewLocked(StringId id) const;
    // The text of `id`: the base's for its strings, else this table's own.
    const Text& text(StringId id) const
    {
        return id.index() < m_baseSize
                   ? m_base->m_texts[id]
                   : m_texts[StringId(StringId::Index(id.index() - m_baseSize))];
    }
    // The runs of the chains: the base's (a table made from one has none of its own).
    const std::vector<Run>& runs() const { return m_base ? m_base->m_runs : m_runs; }
    // The table that builds and keeps the chains' texts (view()).
    const StringTable& chainsOwner() const { return m_base ? *m_base : *this; }

    TextArena m_arena;
    IdVector<StringId, Text> m_texts; // after the base's: ids from m_baseSize on
    std::vector<Run> m_runs;
    std::unique_ptr<Interning> m_interning;
    std::unique_ptr<BuiltTexts> m_built; // none in a table made from a base
    // The table the strings below m_baseSize are read from (a table made from a base); always
    // one made by interning, so a chain of transforms reads through one table, not a chain.
    std::shared_ptr<const StringTable> m_base;
    std::uint32_t m_baseSize = 0;
    wordhashing::HashKey m_hashKey;
    bool m_tabs = false;                         // a stored byte is a tab
    std::array<ResidentFrontier, 3> m_frontiers; // see prefaultAhead()
};

template <typename Visit>
void StringTable::forEachRun(StringId id, Visit&& visit) const
{
    constexpr bool kIndexed = std::is_invocable_v<Visit, std::uint32_t, std::string_view>;
    const Text& text = this->text(id);
    if (!text.isChain()) {
        if constexpr (kIndexed)
            visit(kNoRun, text.view());
        else
            visit(text.view());
        return;
    }
    const std::vector<Run>& runs = this->runs();
    for (std::uint32_t run = text.run; run != kNoRun; run = runs[run].next) {
        if constexpr (kIndexed)
            visit(run, runs[run].view());
        else
            visit(runs[run].view());
    }
}

} // namespace tally

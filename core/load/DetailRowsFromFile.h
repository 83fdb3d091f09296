// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/callgrind/CompressionMap.h"
#include "core/io/FileIdentity.h"
#include "core/load/BlockIndex.h"
#include "core/model/FunctionRows.h"
#include "core/model/HashIndex.h"
#include "core/model/Profile.h"

#include <QString>

#include <array>
#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

namespace tally {

class ByteSource;
class CallgrindParser;

// The detail rows of a profile loaded with its sums only (LoadOptions::detailsOnDemand), made
// for one function when a view first asks for them: the function's blocks (from each `fn=` line
// that names it to the next function's, BlockIndex) read again from the file, each after its
// part's header, by a parser of their own into a builder of their own, and their names and
// functions given the profile's ids. What one pass over the whole file would have summed for the
// function, at the cost of its own lines.
//
// Checked as it goes: a block that reads differently alone than in one pass (a warning, a
// position relative to one before it, a name not as the load knew it, another layout) makes
// every function's rows come from one full load of the files instead, the first time one is asked
// for; so does a file whose blocks do not read alone at all (CallgrindParser::blocksStandAlone),
// whose parse warned, a compressed one, or one with sums near the 64-bit range. A file changed
// since the load gives no rows (and no full load of what it now holds). Safe to call from several
// threads at once (DetailRowsOnDemand does).
class DetailRowsFromFile
{
public:
    struct Source
    {
        QString path;
        std::optional<FileIdentity> identity; // of the file the load read
        // Each compressed id's name when the load ended, by kind (object, file, function).
        std::array<CompressionMap, 3> names;
        // A plain file whose blocks read alone.
        bool blocksStandAlone = false;
    };

    // `exact`: no cost read was negative and no name was renamed at the end (forward
    // references), so that the rows a block gives alone are those one pass gives.
    DetailRowsFromFile(std::vector<Source> sources, BlockIndex blocks, bool exact);

    // The profile the load made, before any make(): its parts, functions, names and event types.
    void attach(const Profile& profile);
    // Whether make() reads functions' blocks (else one full load makes every function's rows:
    // that of a file whose blocks do not read alone, or one that prepare() made).
    bool readsBlocks() const
    {
        return m_readsBlocks && !m_blocksFailed.load() && !m_fullLoadTried.load();
    }
    // A file the load read has changed or gone since (make() then gives no rows, at once).
    bool fileChanged() const { return m_fileChanged.load(); }
    FunctionRows make(FunctionId function) const;
    // DetailRowsOnDemand::Prepare: for many functions, one full load, whose rows make() then
    // copies.
    void prepare(std::span<const FunctionId> functions) const;

private:
    struct Block
    {
        qint64 begin = 0;
        qint64 end = 0;
        PartId part;
    };
    // A part's header: the lines from its start to its first block, as the file has them.
    struct PartHeader
    {
        int source = 0;
        qint64 begin = 0;
        qint64 end = -1;
        QString layout; // CallgrindParser::layout() when its body began
    };
    struct KeyHash
    {
        std::size_t operator()(const FunctionKey& key) const noexcept;
    };

    std::optional<FunctionRows> fromBlocks(FunctionId function) const;
    FunctionRows fromFullLoad(FunctionId function) const;
    // The files loaded in full, once (null when they are other files by now).
    const Profile* fullLoad() const;
    void noteFileChanged(const QString& path) const;
    // `function`'s rows in `made` (the builder of its blocks), in the profile's ids and order.
    std::optional<FunctionRows>
    rowsInProfileIds(const Profile& made, const std::unordered_map<std::uint32_t, StringId>& names,
                     FunctionId function) const;
    // "(id)" of `name`, an object (kind 0) or file (1) of source `source`, as the block's parser
    // is told it is in force (or its text, for a name given without an id); nullopt for the
    // empty name. False when it can be told neither way.
    bool inForce(int source, int kind, StringId name, std::optional<std::string>& written) const;
    // The profile's name of `text`, of those given without an id (m_plainNames), or none.
    StringId plainName(std::string_view text) const;
    // Hands the lines of [begin, end) of `file` to `parser` (read into `bytes`), but `summary:`
    // and `totals:` lines (a part's stated sums, which the blocks alone do not add up to). False
    // when it cannot be read whole.
    static bool feed(ByteSource& file, CallgrindParser& parser, qint64 begin, qint64 end,
                     std::string& bytes);

    std::vector<Source> m_sources;
    BlockIndex m_index; // until attach()
    bool m_exact = false;
    bool m_readsBlocks = false;
    std::vector<Block> m_blocks;             // by function, in the file's order
    std::vector<std::uint32_t> m_blockBegin; // function f's: [m_blockBegin[f], m_blockBegin[f + 1])
    std::vector<PartHeader> m_parts;         // by part
    std::vector<PartId> m_firstPartOf;       // by source
    // By source: each object's (0) and file's (1) name -> an id it was given.
    std::vector<std::array<std::unordered_map<std::uint32_t, std::uint64_t>, 2>> m_idOf;
    std::vector<char> m_plainNames; // BlockIndex::plainNames
    std::shared_ptr<const StringTable> m_strings;
    std::vector<FunctionKey> m_functions;
    HashIndex m_functionIds;           // m_functions' indexes by KeyHash
    std::vector<QString> m_eventNames; // the profile's real event types
    int m_width = 0;

    mutable std::once_flag m_plainTextsMade;
    mutable std::unordered_map<std::string, StringId> m_plainTexts;
    mutable std::atomic<bool> m_blocksFailed{false};
    mutable std::atomic<bool> m_fileChanged{false};
    mutable std::once_flag m_fullLoadMade;
    mutable std::shared_ptr<const Profile> m_fullLoad;
    mutable std::atomic<bool> m_fullLoadTried{false}; // set once m_fullLoad is made, or not
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/callgrind/CompressionMap.h"
#include "core/load/ProfileBuilder.h"

#include <optional>

#include <array>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tally {

class NamesBeforeCut;
class LineReader;

// A line state machine over the Callgrind format grammar (the spec plus what real producers
// write, see docs/producer-quirks.md). It feeds one file's lines into a ProfileBuilder; every
// problem becomes a diagnostic for that line and parsing carries on with the next line.
class CallgrindParser
{
public:
    CallgrindParser(ProfileBuilder& builder, int sourceIndex);

    // Inline: the loader's loop hands over every line of a file, most of them cost lines that
    // go straight to the fast reader.
    void parseLine(std::string_view line, qint64 lineNumber, qint64 offset)
    {
        m_lineNumber = lineNumber;
        m_offset = offset;
        if (m_directCostLines && !line.empty() && startsCostLine(line.front()) &&
            readCostLine(line.data(), line.data() + line.size())) [[likely]]
            return;
        parseOtherLine(line);
    }
    // Reads the self-cost lines that follow straight from `reader`, and the jumps, calls and name
    // lines between them, for as long as they are simple and `budget` (lines, as the loader's
    // poll counts them) lasts (a basic block's repeated lines may take it past, and the next
    // poll comes that much later); returns how many it took. `lineOffset` is added to the reader's
    // line numbers (as parseLine's are). The lines it refuses, and every other line, go to
    // parseLine(). A big profile is mostly runs of such lines: one loop reads a run up to each
    // line's newline (no search for it first), with the checks parseLine makes for every line
    // made once, and the function's row found once.
    std::size_t readCostLines(LineReader& reader, qint64 lineOffset, qint64& budget);
    void finish(qint64 endOffset);

    bool sawEvents() const { return m_sawEvents; }
    // For progress: the first event's cost read so far and the file's first `summary:` of it.
    Cost firstEventCostParsed() const { return m_firstEventParsed; }
    Cost firstEventSummary() const { return m_firstEventSummary; }
    int partsStarted() const { return m_partsStarted; }

    // For parsing a file in two halves at once: the positions and event columns in force now,
    // and whether this parser, started mid-file, needed nothing from before its start (no ids
    // defined earlier, no function context, the same layout as the first half left).
    QString layout() const;
    // The layout when a line first depended on it (a cost line, `summary:`, `totals:`).
    QString layoutAtFirstUse() const { return m_layoutAtFirstUse; }
    bool neededEarlierContext() const { return m_neededEarlierContext; }
    // Whether the current part has a body: only then does a part-starting line open a new one.
    bool partHasBody() const { return m_partHasBody; }
    // This parser reads from a cut in the middle of a file: its parts do not take the file's
    // `cmd:` (the loader does), and it records the compressed ids it defines, for
    // agreesOnNamesWith().
    void startMidFile()
    {
        m_startedMidFile = true;
        m_recordFirstDefinitions = true;
    }
    // This parser, having read the file's first header, reads on from a cut at a function's
    // line (`fn=`) inside a part, which it takes as the part under way: the names of ids defined
    // before the cut, and the object and file in force there, come from `earlier` (which must
    // last until the reading ends). Its first position must be absolute (else it
    // neededEarlierContext()).
    void continuePart(const NamesBeforeCut& earlier);
    bool continuesPart() const { return m_continuesPart; }
    // Whether every compressed id this parser defined before any new file header means what it
    // meant to `earlier`, the parser of what precedes the cut: else one pass would have warned
    // of a redefinition.
    bool agreesOnNamesWith(const CallgrindParser& earlier) const;
    // For a parser that continued a part: whether `earlier`, the parser of what precedes the cut,
    // ends with the object and file this one began with, and without a call's or jump's
    // `cob=`, `cfi=`, `jfi=` or `jfn=` waiting for its line (one pass would carry it over).
    bool continuesWhereEnded(const CallgrindParser& earlier) const;
    // After continuePart(): whether each name taken from before the cut is the one the first of
    // `before` (the parsers of what precedes the cut, latest first, back to one that began a
    // file or forgot its ids) that knows its id gives it; no such parser knowing it, one pass
    // did not know it either.
    bool tookNamesAsDefinedBy(const std::vector<const CallgrindParser*>& before) const;
    // Whether a new file's header (or Xdebug's separator) made this parser forget the ids it
    // knew: what it knows now is all one pass knew there.
    bool forgotNames() const { return m_forgotNames; }
    // For a load that makes each function's detail rows later, from its blocks (the lines from
    // each of its `fn=` lines to the next function's; ProfileBuilder::recordBlocks): whether
    // every block reads alone, given its part's header, the object and file of its function and
    // the names of the ids it refers to (or the names' own texts, for names without an id). Not
    // when an id was given two names, or used before its name; costs came outside a function's
    // block (cost lines after an `fl=` with no `fn=` before them, which cg_annotate calls
    // "<unspecified>"); a `cob=`, `cfi=`, `jfi=` or `jfn=` still waited at an `fn=` line; or
    // another file's header began.
    bool blocksStandAlone() const { return m_blocksStandAlone && !m_forgotNames; }
    // Calls visit(kind, id, name) for each compressed id known now (kind as NameKind).
    template <typename Visit>
    void forEachName(Visit visit) const
    {
        m_objectIds.forEach([&](std::uint64_t id, StringId name) { visit(0, id, name); });
        m_fileIds.forEach([&](std::uint64_t id, StringId name) { visit(1, id, name); });
        m_functionIds.forEach([&](std::uint64_t id, StringId name) { visit(2, id, name); });
    }
    // For a parser that reads a few of a file's lines again (a function's blocks,
    // DetailRowsFromFile): its compressed ids kept in hash maps, not in vectors up to the
    // largest id.
    void expectFewIds()
    {
        m_objectIds.keepSparse();
        m_fileIds.keepSparse();
        m_functionIds.keepSparse();
    }
    // The names each compressed id was given, by kind (object, file, function), moved out for
    // a load that keeps them (DetailRowsFromFile): the parser knows none afterwards.
    std::array<CompressionMap, 3> takeNames()
    {
        return {std::move(m_objectIds), std::move(m_fileIds), std::move(m_functionIds)};
    }
    // Ids used but not (yet) defined: a later part of the file may define them.
    bool hasUnresolvedReferences() const
    {
        return !m_forwardReferences[0].empty() || !m_forwardReferences[1].empty() ||
               !m_forwardReferences[2].empty();
    }

private:
    enum class NameKind
    {
        Object,
        File,
        Function
    };
    enum class NextLine
    {
        SelfCost,
        CallCost,
        Jump,
        Discard // the line after a rejected calls=/jump=: its costs belong to no one
    };
    enum class SubPosition
    {
        Instr,
        Line,
        Other
    };

    struct Position
    {
        Address address = 0;
        qint64 line = 0;
    };

    // Digits, '+', '-' and '*' (bits 0, 1, 3 and 6 to 15 from '*') start a cost line.
    static bool startsCostLine(char c)
    {
        const unsigned offset = unsigned(static_cast<unsigned char>(c)) - '*';
        return offset < 16 && ((0xffcbu >> offset) & 1u) != 0;
    }
    // Every line but a cost line that the fast path took whole.
    void parseOtherLine(std::string_view line);
    // Whether a cost line may take readCostLine's path: set again after every line but a cost
    // line, the only lines that change what it depends on.
    void updateFastColumns() { m_fastColumns = m_identityColumns && m_positionKnown; }
    void updateDirectCostLines()
    {
        m_directCostLines = m_partHasBody && m_sawEvents && m_fastColumns && m_function.isValid();
    }
    void parseOtherLineContent(std::string_view line);
    // The fast path for the bulk of a big profile: a well-formed cost line of a part under way,
    // read in one pass and summed (self costs here, a call's or jump's by recordCostLine). Returns
    // false, having changed nothing, for anything else (which parseOtherLine then reads, and
    // explains if it is wrong).
    bool readCostLine(const char* p, const char* end);
    // The position fields of a line in the current layout, each a plain number, signed or not,
    // or '*', and the blanks after them: returns the position after them, or nullptr (having
    // changed only `next`) for anything else.
    const char* readPositions(const char* p, const char* end, Position& next) const;
    // The same, inline in readCostLine.
    [[gnu::always_inline]] inline const char* readPositionsInline(const char* p, const char* end,
                                                                  Position& next) const;
    // The common layouts of m_subPositions, which the fast path reads without a loop.
    enum class PositionLayout
    {
        Line,
        InstrLine,
        Other
    };
    // readPositionsInline for one layout.
    template <PositionLayout Layout>
    [[gnu::always_inline]] inline const char* readPositionsAs(const char* p, const char* end,
                                                              Position& next) const;
    // readCostLines for one layout of the position fields and, when `OneEvent`, one event type
    // (most profiles: its cost is a value in a register, its sums a single add each). Without
    // `Rows` (a builder that keeps sums only) a line's costs go to its function's sums alone,
    // with no line row looked for.
    template <PositionLayout Layout, bool OneEvent, bool Rows>
    std::size_t readSelfCostLines(LineReader& reader, qint64 lineOffset, qint64& budget);
    void parseHeader(std::string_view key, std::string_view value);
    void parseSpec(std::string_view key, std::string_view value);
    void parseCostLine(std::string_view line);
    bool parseSimpleCostLine(const char* p, const char* end, Position& position, Cost* costs,
                             int width);
    void recordCostLine(NextLine kind, const Position& position, int width);
    // recordCostLine for the source line of a jump (whose costs are not kept); what passed the
    // range is for the caller to say (the runs' reader works out the line's number only then).
    // Inline: the runs' reader records most jumps.
    [[nodiscard]] ProfileBuilder::CappedSums recordJump(LineNumber line, Address address)
    {
        m_jump.function = currentFunctionOrUnspecified();
        m_jump.file = m_file;
        m_jump.fromLine = line;
        m_jump.fromAddress = address;
        m_jump.targetFunction = m_jumpFunction.isValid() ? m_jumpFunction : m_jump.function;
        m_jump.targetFile = m_jumpFileSet ? m_jumpFile : m_file;
        m_jumpFileSet = false;
        m_jumpFunction = FunctionId::invalid();
        return m_builder.addJumpInline(m_jump);
    }
    bool parsePositionList(const char*& p, const char* end, Position& position, bool update,
                           const char* what);
    enum class CostError
    {
        TooMany,
        Overflow,
        Garbage
    };
    [[gnu::cold]] void reportCostError(CostError error, const char* token, const char* end,
                                       int width);
    [[gnu::cold]] void reportPositionError(int error, const char* token, const char* end,
                                           qint64 line, const char* what);
    void parseCallLine(std::string_view value);
    void parseJumpLine(std::string_view value, bool conditional);
    void parseEvents(std::string_view value);
    void parseEventDefinition(std::string_view value);
    void parsePositionsHeader(std::string_view value);
    std::vector<Cost> parseCostList(std::string_view value, const char* key);
    // Inline in CallgrindParser.cpp, its only user, for a known compressed id.
    [[gnu::always_inline]] inline StringId resolveName(std::string_view value, NameKind kind);
    [[gnu::noinline]] StringId resolveNameSlowly(std::string_view value, NameKind kind);
    // Inline: every cost line asks, and all but the first lines of a cachegrind file have fn=.
    FunctionId currentFunctionOrUnspecified()
    {
        return m_function.isValid() ? m_function : unspecifiedFunction();
    }
    FunctionId unspecifiedFunction();
    // The function of (object, file, name) for a line that named it by the compressed id `id`:
    // most fn= and cfn= lines of a big profile name one of a few functions again, in the same
    // object and file, which a small table by id answers without the builder's lookup. A
    // function that is not there is looked up (or added) by the builder, and kept.
    FunctionId functionById(std::uint64_t id, StringId object, StringId file, StringId name)
    {
        if (const FunctionId* known = cachedFunction(id, object, file, name)) [[likely]]
            return *known;
        if (id > m_functionCacheMask && m_functionCache.size() < kFunctionCacheSize) [[unlikely]]
            growFunctionCache(id);
        CachedFunction& cached = m_functionCache[id & m_functionCacheMask];
        cached = {id, name, object, file, m_builder.function(object, file, name)};
        return cached.function;
    }
    // The cache grown to hold `id` in a slot of its own (up to kFunctionCacheSize), the
    // functions it knew placed again.
    [[gnu::noinline]] void growFunctionCache(std::uint64_t id);
    // parseSpec for "fn=(ID) NAME" and "cfn=(ID) NAME": of a known id that names the same name
    // again (callgrind defines each name in every part), the name compared; of a new id, the
    // name interned as resolveNameSlowly would; its function found by id. False, having
    // changed nothing, for any other line (another name for a known id, an id referred to
    // before its definition).
    bool readFunctionDefinition(std::string_view key, std::string_view value);
    // The name of a function id `id` that names it: its name if it has one (the same, else
    // invalid: the careful path explains), or `name` interned as its first definition when
    // that needs nothing more (the part has a body, no id waits for a definition), else
    // invalid.
    // Not inline: the runs' loop calls it for the few name lines that carry a name.
    [[gnu::noinline]] StringId functionNameOf(std::uint64_t id, std::string_view name);
    // The function functionById() gives without asking the builder, or null.
    const FunctionId* cachedFunction(std::uint64_t id, StringId object, StringId file,
                                     StringId name) const
    {
        const CachedFunction& cached = m_functionCache[id & m_functionCacheMask];
        return cached.id == id && cached.name == name && cached.object == object &&
                       cached.file == file
                   ? &cached.function
                   : nullptr;
    }

    // An `fn=` line at `offset` made m_function current: its block begins (for
    // ProfileBuilder::recordBlocks). Inline: the runs' loop reads most `fn=` lines.
    void noteBlock(qint64 offset)
    {
        if (!m_builder.recordsBlocks()) [[likely]]
            return;
        if (m_calledObjectSet || m_calledFileSet || m_jumpFileSet || m_jumpFunction.isValid())
            m_blocksStandAlone = false;
        m_builder.noteBlock(m_function, offset);
    }

    void beginPart();
    void resetPositionState();
    void dropPendingCall();
    void warn(QString message);
    // Warns when a cost line made a sum pass the 64-bit range (the sum was capped). Inline:
    // every cost line asks, and the answer is almost always no.
    void warnCapped(ProfileBuilder::CappedSums capped)
    {
        if (capped.cost || capped.count) [[unlikely]]
            reportCapped(capped);
    }
    [[gnu::cold]] void reportCapped(ProfileBuilder::CappedSums capped);
    void warnAt(qint64 line, QString message);
    void reportUndefinedIds();
    // A new file's header (or Xdebug's separator): earlier compressed ids are forgotten.
    void forgetNames();
    void noteLayoutUse()
    {
        if (m_layoutAtFirstUse.isNull())
            m_layoutAtFirstUse = layout();
    }
    // After continuePart(), before the first position is known: a line's positions at `p` must
    // all be absolute (else the piece neededEarlierContext()). Known once a cost line's were
    // read (a line refused leaves the last position as it was).
    [[gnu::cold]] void noteFirstPositions(const char* p, const char* end);
    [[gnu::cold]] void notePositionKnown();
    // After continuePart(): the name of an id referred to but not defined since the cut, as it
    // was defined before it, interned (invalid when it was not).
    StringId earlierName(NameKind kind, std::uint64_t id);

    static constexpr int kIgnoredColumn = -1;
    // Real tools write a dozen event types; a hostile file must not multiply every row's width.
    static constexpr int kMaxEventTypes = 256;

    ProfileBuilder& m_builder;
    int m_sourceIndex;
    qint64 m_lineNumber = 0;
    qint64 m_offset = 0;

    // Part state.
    bool m_partHasBody = false;
    bool m_sawEvents = false;
    int m_partsStarted = 0;
    std::vector<int> m_columnMap; // part's event columns -> profile's real event index
    bool m_identityColumns = false;
    // m_identityColumns and m_positionKnown: what the fast paths need of the columns and the
    // position, in one flag, so that they test nothing more (until the position is known, the
    // careful path checks it, noteFirstPositions). Set by updateFastColumns().
    bool m_fastColumns = false;
    std::vector<SubPosition> m_subPositions{SubPosition::Line};
    PositionLayout m_positionLayout = PositionLayout::Line;
    // Whether the state allows readCostLine; updated after every other line.
    bool m_directCostLines = false;

    // Names.
    struct CachedFunction
    {
        std::uint64_t id = ~std::uint64_t(0);
        StringId name;
        StringId object;
        StringId file;
        FunctionId function;
    };
    // By compressed id, modulo its size (functionById): 24 bytes an entry. It starts with 64
    // and grows with the ids it meets, to 384 KB at most: filled (and mapped, and unmapped) at
    // every parser's start, the 384 KB were 82,000 instructions and most of a small file's
    // load (tst_pieces 132 s, 29% of its instructions; tst_cutpoints 71 s).
    // The fuzz build's 64 entries are filled (and evicted) by small inputs.
    static constexpr std::size_t kFirstFunctionCacheSize = 1u << 6;
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
    static constexpr std::size_t kFunctionCacheSize = kFirstFunctionCacheSize;
#else
    static constexpr std::size_t kFunctionCacheSize = 1u << 14;
#endif
    std::vector<CachedFunction> m_functionCache =
        std::vector<CachedFunction>(kFirstFunctionCacheSize);
    std::uint64_t m_functionCacheMask = kFirstFunctionCacheSize - 1;
    CompressionMap m_objectIds;
    CompressionMap m_fileIds;
    CompressionMap m_functionIds;
    struct ForwardReference
    {
        StringId placeholder;
        qint64 line;
    };
    // Ids referred to before their definition, per NameKind.
    std::array<std::unordered_map<std::uint64_t, ForwardReference>, 3> m_forwardReferences;

    // Current position.
    StringId m_object = StringTable::kEmpty;
    StringId m_functionFile = StringTable::kEmpty; // fl=
    StringId m_file = StringTable::kEmpty;         // fl=, or fi=/fe= for inlined code
    FunctionId m_function;
    Position m_last;
    // False from continuePart() to the first line with positions: m_last is not known yet.
    bool m_positionKnown = true;

    // Pending call / jump.
    bool m_calledObjectSet = false;
    bool m_calledFileSet = false;
    StringId m_calledObject = StringTable::kEmpty;
    StringId m_calledFile = StringTable::kEmpty;
    FunctionId m_calledFunction;
    NextLine m_next = NextLine::SelfCost;
    qint64 m_pendingLine = 0;
    Count m_callCount = 0;
    bool m_jumpFileSet = false;
    StringId m_jumpFile = StringTable::kEmpty;
    FunctionId m_jumpFunction;
    JumpRow m_jump;

    // Scratch rows, reused for every cost line.
    std::vector<Cost> m_partCosts;
    std::vector<Cost> m_costs;

    QString m_layoutAtFirstUse;
    bool m_neededEarlierContext = false;
    bool m_startedMidFile = false;
    bool m_recordFirstDefinitions = false;
    struct Definition
    {
        NameKind kind;
        std::uint64_t id;
        StringId name;
    };
    std::vector<Definition> m_firstDefinitions;
    // After continuePart(): what was before the cut (until the parser forgets its ids), the
    // names taken from there (each checked by tookNamesAsDefinedBy), and the object and file
    // the part went on with.
    const NamesBeforeCut* m_earlier = nullptr;
    bool m_continuesPart = false;
    bool m_forgotNames = false;
    std::vector<Definition> m_earlierDefinitions;
    StringId m_objectAtCut = StringTable::kEmpty;
    StringId m_fileAtCut = StringTable::kEmpty;
    // While continuePart() reads again the `ob=` and `fl=` lines in force at the cut: the
    // piece before read them and gave their warnings at their own lines.
    bool m_rereadingBeforeCut = false;
    bool m_blocksStandAlone = true;
    Cost m_firstEventParsed = 0;
    Cost m_firstEventSummary = 0;
};

} // namespace tally

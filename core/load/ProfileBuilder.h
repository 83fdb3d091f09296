// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/load/BlockIndex.h"
#include "core/load/FunctionDetail.h"
#include "core/load/LoadLog.h"
#include "core/load/PartCallIndex.h"
#include "core/load/RowHash.h"
#include "core/model/CostArithmetic.h"
#include "core/model/HashIndex.h"
#include "core/model/ProfileData.h"
#include "core/model/ResidentFrontier.h"

#include <array>
#include <cstddef>
#include <cstring>
#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>
#include <utility>

namespace tally {

class DetailRowsOnDemand;
class Profile;

// Collects what the parser reads: interns names, sums costs into per-part function and call rows
// and into per-function detail rows merged over parts, and records diagnostics. finish() turns it
// into an immutable Profile.
class ProfileBuilder
{
public:
    // Diagnostics past this count per file are counted, not stored.
    static constexpr int kMaxDiagnosticsPerSource = 1000;

    ProfileBuilder();
    ~ProfileBuilder();
    ProfileBuilder(const ProfileBuilder&) = delete;
    ProfileBuilder& operator=(const ProfileBuilder&) = delete;

    int addSource(SourceInfo info);
    // For a series' steps, which keep a flat profile and nothing else: only the part rows are
    // summed (each function's self costs, each call pair's inclusive costs and count), the same
    // sums as a full load's, so the flat profile is the same; no line rows, call sites or jumps
    // are kept, and the Profile has none (nor warnings of their sums passing the 64-bit range).
    // The detail tables were most of a load's time and memory. Called before anything is read;
    // a builder absorbed must be one too.
    void keepSumsOnly(bool sumsOnly = true) { m_sumsOnly = sumsOnly; }
    bool keepsSumsOnly() const { return m_sumsOnly; }
    // For a load that makes each function's detail rows later, from the file: where each
    // function's blocks are (BlockIndex), as the parser notes them. One pass only: a builder
    // that absorbs another does not join their blocks.
    void recordBlocks(bool record = true) { m_recordBlocks = record; }
    bool recordsBlocks() const { return m_recordBlocks; }
    // `blocks` more may be noted (a file's share); past them the index is given up
    // (BlockIndex::complete): a file of little but `fn=` lines would make it larger than itself.
    void allowBlocks(std::size_t blocks) { m_blockRoom += blocks; }
    // The names finish() gives the profile when they are the builder's own, under the same ids
    // (LoadOptions::sameNamesAs): its own table is freed then.
    void shareNamesWhenSame(std::shared_ptr<const StringTable> names)
    {
        m_sameNamesAs = std::move(names);
    }
    void noteBlock(FunctionId function, qint64 offset)
    {
        auto& starts = m_blocks.starts;
        // The same function again, in the same part: its block goes on (one pass reads the
        // lines between alike).
        if (!starts.empty() && starts.back().function == function &&
            starts.back().part == m_currentPart)
            return;
        if (starts.size() >= m_blockRoom) [[unlikely]] {
            m_blocks.complete = false;
            return;
        }
        starts.push_back({offset, function, m_currentPart});
    }
    void notePartLayout(QString layout)
    {
        m_blocks.partLayouts.emplace_back(m_currentPart, std::move(layout));
    }
    void notePlainName(StringId name)
    {
        auto& plain = m_blocks.plainNames;
        if (name.index() >= plain.size())
            plain.resize(std::size_t(name.index()) + 1, 0);
        plain[name.index()] = 1;
    }
    BlockIndex takeBlocks() { return std::exchange(m_blocks, BlockIndex()); }
    // Whether any cost read was negative (then a detail row's sum may pass the 64-bit range
    // where its function's does not).
    bool readNegativeCost() const { return m_costBits < 0; }
    // About `bytes` more of a file will be read into this builder, and the builders of about
    // `joinedBytes` more joined to it: room for the rows they likely hold is set aside at once
    // (address space only, until used), so that the row table, the largest array of a load, is
    // not copied as it doubles (the copy was the peak of memory on a profile of 127,000
    // functions), nor the part rows as a join appends the other pieces'.
    void expectBytes(qint64 bytes, qint64 joinedBytes = 0);
    // The pages the tables are written at next made resident ahead of them, in a call for many
    // pages, not a fault for each (ResidentFrontier). Cheap: the loader calls it every few
    // thousand lines.
    void prefaultAhead();
    // What prefaultAhead() made resident ahead of the tables' ends given back, when the lines
    // are read: up to 256 KB or more a table, resident for nothing from then on.
    void releaseAhead();
    SourceInfo& source(int index) { return m_data.sources[index]; }
    int sourceCount() const { return int(m_data.sources.size()); }

    PartId beginPart(int sourceIndex, qint64 byteBegin, qint64 lineBegin);
    PartInfo& part(PartId id) { return m_data.parts[id]; }
    bool hasOpenPart() const { return m_partOpen; }
    PartId currentPart() const { return m_currentPart; }
    void endPart(qint64 byteEnd);
    // A `cmd:` line: the current part's command, and the file's when it has none yet (the first
    // non-empty one wins). Remembers the part that set the file's, for joining halves.
    void setCommand(int sourceIndex, QString command);

    // Real event types; adding one widens every cost row already stored.
    int realEventIndex(const QString& name);
    int realEventCount() const { return m_data.events.realCount(); }
    std::size_t functionCount() const { return m_data.functions.size(); }
    EventSet& events() { return m_data.events; }

    StringId intern(std::string_view text) { return m_data.strings.intern(text); }
    // Forward references: a compressed id used before its definition gets a placeholder name,
    // which is replaced everywhere by the real one once the definition is read.
    StringId addPlaceholder(std::string_view text) { return m_data.strings.addUnique(text); }
    void resolvePlaceholder(StringId placeholder, StringId name) { m_aliases[placeholder] = name; }
    const StringTable& strings() const { return m_data.strings; }
    // In one piece: for messages (a context name's text is built for it).
    std::string_view string(StringId id) const { return m_data.strings.view(id); }
    FunctionId function(StringId object, StringId file, StringId name);

    // Which of a cost line's sums passed the 64-bit range and were capped (the caller knows the
    // line and warns).
    struct CappedSums
    {
        bool cost = false;
        bool count = false;
    };

    // Where a function's self costs go in the current part: its cost row there and the state of
    // its detail rows, found once for a run of its cost lines. Adding self costs adds no function
    // rows and no functions, so a target stays valid until the part ends or a function is added.
    struct SelfCostTarget
    {
        FunctionId function;
        StringId file;
        std::uint32_t row = 0; // of the part's function rows
        FunctionDetail::LineTable::Owner* lines = nullptr;
    };
    SelfCostTarget selfCostTarget(FunctionId function, StringId file)
    {
        return {function, file, partFunctionRow(function),
                m_sumsOnly ? &m_sumsOnlyOwner : &m_details.lines.owner(function)};
    }

    // Costs are given in the profile's real event columns (realEventCount() wide).
    // Inline: every cost line of a profile comes here.
    [[gnu::always_inline]] CappedSums addSelfCost(FunctionId function, StringId file,
                                                  LineNumber line, Address address,
                                                  const Cost* costs)
    {
        return addSelfCost(selfCostTarget(function, file), line, address, costs);
    }
    // The same, for a target found before.
    [[gnu::always_inline]] CappedSums addSelfCost(const SelfCostTarget& target, LineNumber line,
                                                  Address address, const Cost* costs)
    {
        Cost* functionCosts =
            m_partFunctionCostValues.data() + std::size_t(target.row) * std::size_t(m_width);
        if (m_sumsOnly) [[unlikely]]
            return addFunctionCostOnly(functionCosts, costs);
        auto& lines = m_details.lines;
        const std::uint32_t lineRow = lines.findOrInsert(
            {target.function, target.file, line, address}, m_width, *target.lines);
        Cost* lineCosts = lines.costs(lineRow, m_width);
        CappedSums capped;
        Cost bits = 0;
        for (int e = 0; e < m_width; ++e) {
            bits |= costs[e];
            capped.cost |= costmath::addTo(functionCosts[e], costs[e]);
            capped.cost |= costmath::addTo(lineCosts[e], costs[e]);
        }
        m_costBits |= bits;
        return capped;
    }

    // A run of one function's self-cost lines (the bulk of a big profile), added with what
    // addSelfCost reads from the builder held by the caller: the function's cost row in the part,
    // which adding self costs never moves, and the line rows, which only an added row moves (the
    // slow path then takes them again). Held in registers, not read again through the builder
    // for every line. The caller sets `negative` when it added a negative cost (see
    // m_costBits); finishSelfCostRun() ends the run.
    struct SelfCostRun
    {
        SelfCostTarget target;
        Cost* functionCosts = nullptr;
        const LineRow* lineRows = nullptr;
        // The line rows' addresses; null while every row's is 0 (the table has no column).
        const Address* lineAddresses = nullptr;
        Cost* lineCosts = nullptr; // of line row 0
        std::uint32_t lineRowCount = 0;
        Cost firstEventBefore = 0; // the function's, in the part, when the run began
        bool negative = false;
    };
    SelfCostRun selfCostRun(FunctionId function, StringId file);
    // For a caller that holds a run's line rows in its own loop: whether row `index` of `rows`
    // (with the address column `addresses`, or null) is the run's row of (line, address), its
    // function and file compared as one word, rowOwnerKey().
    static std::uint64_t rowOwnerKey(FunctionId function, StringId file)
    {
        static_assert(sizeof(FunctionId) + sizeof(StringId) == sizeof(std::uint64_t) &&
                      offsetof(LineRow, file) == sizeof(FunctionId) &&
                      offsetof(LineRow, line) == sizeof(std::uint64_t));
        const LineRow key{function, file, 0};
        std::uint64_t word = 0;
        std::memcpy(&word, &key, sizeof word);
        return word;
    }
    // `kColumn`: the caller knows there is an address column (addAddressColumn()).
    template <bool kColumn = false>
    [[gnu::always_inline]] static bool isRowAt(const LineRow* rows, const Address* addresses,
                                               std::uint32_t index, std::uint64_t ownerKey,
                                               LineNumber line, Address address)
    {
        const LineRow& row = rows[index];
        std::uint64_t word = 0;
        std::memcpy(&word, &row, sizeof word);
        if constexpr (kColumn)
            return row.line == line && word == ownerKey && addresses[index] == address;
        else
            return row.line == line && word == ownerKey &&
                   (addresses ? addresses[index] == address : address == 0);
    }
    // The line row found after `index` the last time the guesses missed, or none: the second
    // guess, for the one caller that makes guessedLineRow's guesses itself.
    std::uint32_t lineSuccessorOf(std::uint32_t index) const
    {
        return m_details.lines.successorOf(index);
    }
    // Whether the guesses find the line row (DetailTable::guessedRow; `row` receives it), for a
    // caller that holds a run's rows and compares them with isRowAt(); if not, addLineRow().
    template <typename IsAt>
    [[gnu::always_inline]] bool guessedLineRow(std::uint32_t last, std::uint32_t rowCount,
                                               IsAt isAt, std::uint32_t& row) const
    {
        return m_details.lines.guessedRow(last, rowCount, isAt, row);
    }
    // Gives the line rows their address column (all 0) if they have none, and the run its view
    // of it: for a run of instruction positions, whose rows mostly have addresses.
    void addAddressColumn(SelfCostRun& run);
    // The line row of (line, address) of the run's function when the guesses missed
    // (guessedLineRow), which the caller asked (a
    // caller holding the run's rows stores the last found in the owner state first): found or
    // added, and the run's view of the line rows taken again. Not inline: most lines find the
    // row after the last. (Any row may be asked for: only a guess is not made again.)
    // Inline up to the common case, a new row after the function's last (read in one part, most
    // rows are added so): added without a call, and as nothing grows, the run's view of the rows
    // stays, but for their count.
    [[gnu::always_inline]] std::uint32_t addLineRow(SelfCostRun& run, LineNumber line,
                                                    Address address)
    {
        // Sums only: the run has no rows, so every line comes here, and its costs go to the
        // one scratch row, emptied for each (their sum would pass the range before the
        // function's does). The function's own row sums them as in a full load.
        if (m_sumsOnly) {
            // One event, most often: a store, not memset's call (first4m 446.6 -> 396.5 M).
            if (m_width == 1)
                run.lineCosts[0] = 0;
            else
                std::fill_n(run.lineCosts, m_width, Cost(0));
            return 0;
        }
        std::uint32_t row;
        if (!m_details.lines.appendAfterLastInRoom(
                {run.target.function, run.target.file, line, address}, m_width, *run.target.lines,
                row)) [[unlikely]]
            return addLineRowSlowly(run, line, address);
        run.lineRowCount = row + 1;
        return row;
    }
    // The first event's cost the run added (the function's row grew by it, capped).
    Cost selfCostRunTotal(const SelfCostRun& run) const
    {
        Cost total = 0;
        if (__builtin_sub_overflow(run.functionCosts[0], run.firstEventBefore, &total))
            return run.functionCosts[0] > run.firstEventBefore ? costmath::kMaximum
                                                               : costmath::kMinimum;
        return total;
    }
    void finishSelfCostRun(const SelfCostRun& run)
    {
        if (run.negative)
            m_costBits |= std::numeric_limits<Cost>::min();
    }

    // A call's cost line: added to the part's row of (caller, callee) and, unless the builder
    // keeps sums only, to the call site's row.
    [[gnu::always_inline]] CappedSums addCall(FunctionId caller, FunctionId callee, StringId file,
                                              LineNumber line, Address address, Count count,
                                              const Cost* costs)
    {
        if (m_sumsOnly) [[unlikely]]
            return addCallSumsOnly(caller, callee, count, costs);
        return addCallAtSite(caller, callee, file, line, address, count, costs);
    }
    // addCall's two ways, for a caller that knows which it wants (keepsSumsOnly()): a reader of
    // cost lines chosen for it. The sums-only way went through the other's prologue, which saves
    // every register its flattened body uses (first4m's report: 304.8 -> 299.9 M
    // instructions).
    // With the call sites (a full load):
    [[gnu::noinline, gnu::flatten]] CappedSums addCallAtSite(FunctionId caller, FunctionId callee,
                                                             StringId file, LineNumber line,
                                                             Address address, Count count,
                                                             const Cost* costs);
    // With sums only: the pair's row alone, no call site.
    [[gnu::noinline]] CappedSums addCallSumsOnly(FunctionId caller, FunctionId callee, Count count,
                                                 const Cost* costs);
    CappedSums addJump(const JumpRow& jump);
    // addJump, the row after the function's last jump found and that one's successor (the row
    // found after it the last time the guess missed) checked here first: a later part's jumps
    // are mostly found so, without the call (first4m: 163,563 jumps missed the first guess;
    // 75,580 of them were the successor).
    [[gnu::always_inline]] CappedSums addJumpInline(const JumpRow& jump)
    {
        if (m_sumsOnly) [[unlikely]]
            return {};
        auto& jumps = m_details.jumps;
        auto& owner = jumps.owner(jump.function);
        std::uint32_t found;
        if (!jumps.guessedRow(
                owner.last, std::uint32_t(jumps.size()),
                [&](std::uint32_t index) {
                    return FunctionDetail::JumpKey::same(jumps.row(index), jump);
                },
                found)) [[unlikely]]
            return addJumpNotNext(jump, owner);
        owner.last = found;
        JumpRow& row = jumps.row(found);
        CappedSums capped;
        capped.count |= costmath::addCountTo(row.executed, jump.executed);
        capped.count |= costmath::addCountTo(row.taken, jump.taken);
        return capped;
    }

    void warn(int sourceIndex, qint64 line, QString message);
    int diagnosticCount(int sourceIndex) const;
    // Adds "N more warnings not shown" when a file had more than the stored maximum.
    void reportSuppressedDiagnostics(int sourceIndex);
    // The file `sourceIndex` ended after its line `lastLine`, all of it read into this builder:
    // when it ends inside a part that its `summary:` says holds more and no `totals:` closed,
    // the file was cut short (SourceInfo::truncatedAtLine), which a diagnostic says, never
    // suppressed. That part's summary is then not checked against its sums again.
    void checkFileEnd(int sourceIndex, qint64 lastLine);

    // Appends what `other` read from a later byte range of the file `sourceIndex` (its parts,
    // rows and diagnostics, with line numbers shifted by `lineOffset`) and empties `other`.
    // `continuesPart`: `other` read from a cut inside our last part (after forgetHeader()), and
    // its first part is the rest of ours: its rows are summed into ours. `clock`, when given,
    // times its steps.
    void absorb(ProfileBuilder& other, int sourceIndex, qint64 lineOffset,
                PhaseClock* clock = nullptr, bool continuesPart = false);
    // For a piece that read the file's first header and goes on from a cut inside a part: what
    // that header gave (the file's creator, version, command and `desc:` lines, the part's
    // numbers and summary, any warnings) forgotten, as the builder of the lines before the cut
    // has it.
    void forgetHeader(int sourceIndex);
    // The largest cost and count in a part's function and call rows: a join that sums a piece's
    // first part into our last (absorb's `continuesPart`) is exact when those of both, added,
    // stay below the 64-bit cap. None for a part the builder does not have (lastPart() of a
    // builder without parts).
    FunctionDetail::Peaks partPeaks(PartId part) const;
    PartId lastPart() const { return PartId(PartId::Index(m_data.parts.size() - 1)); }
    std::size_t partCount() const { return m_data.parts.size(); }
    // Whether a forward reference was resolved (the names are rewritten at finish()).
    bool hasAliases() const { return !m_aliases.empty(); }
    // Whether absorbing `other` gives exactly the sums one pass would: the per-function detail
    // rows are summed over parts, so one pass adds the other half's costs, line by line, to
    // ours and caps (with a warning at that line) where a sum passes the 64-bit range; a join
    // adds the other half's totals. They agree when no sum can pass the range, which holds when
    // every cost the other half read is non-negative (its sums only grow) and our largest sum
    // plus its largest stays below the cap. False only for files of costs near 2^63 or with
    // negative costs: the loader then reads the second half again after the first.
    // `ours` and `theirs`: peaks() of this builder and of `other` as they are now (each a pass
    // over every row, made by the thread that built it); `absorbedBefore`: the peaks of builders
    // to be absorbed before `other` (pieces of a file joined in order), added to ours.
    bool canAbsorbExactly(const ProfileBuilder& other, FunctionDetail::Peaks ours,
                          FunctionDetail::Peaks theirs,
                          FunctionDetail::Peaks absorbedBefore = {}) const;
    // The largest detail-row sums (cost and count).
    FunctionDetail::Peaks peaks() const;

    // Groups the line rows by function and sorts each function's, as finish() would: each
    // piece's thread does it once its parse is done, so that the join merges sorted rows
    // (absorb) instead of looking each one up, and finish() has none left to sort. `keepRoom`:
    // the arrays keep room for a join's merge into them (lineRoomForJoins), not copied again as
    // they grow to the merged size. Reading more into the builder afterwards is allowed (the rows
    // are put back in a lookup table first, see unflattenLines).
    void flattenLines(bool keepRoom = false);
    // The room for `rows` line rows and those the pieces still to be joined add to them: as many
    // more as those pieces hold at this one's density (expectBytes' `joinedBytes`), an upper
    // bound (most of their rows are this piece's too). Not the room reading set aside (one row
    // in 16 bytes, several times what real files hold), kept for the profile's lifetime.
    std::size_t lineRoomForJoins(std::size_t rows) const;
    // flattenLines() undone: the flat rows put back in m_details.lines (for more reading, or a
    // join or alias pass that needs the lookup table). Rare.
    void unflattenLines();

    // `clock`, when given, times finish()'s steps; `twoThreads`: a big profile's jumps are
    // grouped and sorted on another thread.
    // `details`: what makes the profile's detail rows on demand (a builder that keeps sums
    // only), or null.
    std::shared_ptr<const Profile> finish(PhaseClock* clock = nullptr, bool twoThreads = false,
                                          std::shared_ptr<const DetailRowsOnDemand> details = {});

private:
    struct FunctionKeyHash
    {
        std::size_t operator()(const FunctionKey& k) const noexcept
        {
            return mixHash((std::uint64_t(k.name.index()) << 32) ^
                           (std::uint64_t(k.file.index()) << 16) ^ k.object.index());
        }
    };

    // addLineRow when the row is not a new one after the function's last (or an array grows).
    [[gnu::noinline, gnu::flatten]] std::uint32_t
    addLineRowSlowly(SelfCostRun& run, LineNumber line, Address address);
    // addSelfCost when the builder keeps sums only.
    CappedSums addFunctionCostOnly(Cost* functionCosts, const Cost* costs)
    {
        CappedSums capped;
        Cost bits = 0;
        for (int e = 0; e < m_width; ++e) {
            bits |= costs[e];
            capped.cost |= costmath::addTo(functionCosts[e], costs[e]);
        }
        m_costBits |= bits;
        return capped;
    }
    // addCall for any number of events (addCall's own is for one).
    [[gnu::noinline]] CappedSums addCallOfWidth(FunctionId caller, FunctionId callee, StringId file,
                                                LineNumber line, Address address, Count count,
                                                const Cost* costs);
    // The current part's row of m_data.partCalls for (caller, callee), found through the index
    // or added; noted for call site `siteRow` (see PartCallIndex::noteSite), unless kNone.
    [[gnu::noinline]] std::uint32_t partCallRow(FunctionId caller, FunctionId callee,
                                                std::uint32_t siteRow);
    // addJump when neither the row after the function's last jump found nor its successor is the
    // one.
    [[gnu::noinline, gnu::flatten]] CappedSums
    addJumpNotNext(const JumpRow& jump, FunctionDetail::JumpTable::Owner& owner);
    // Opens function's row in the current part's function rows.
    std::uint32_t addPartFunctionRow(FunctionId function);
    // The current part's row of `function`'s costs, added when it has none.
    std::uint32_t partFunctionRow(FunctionId function)
    {
        const std::uint64_t slot = m_functionSlots[function];
        return (slot >> 32) == m_currentPart.index() + 1ull ? std::uint32_t(slot)
                                                            : addPartFunctionRow(function);
    }
    // `row` is `function`'s in the current part from now on (m_functionSlots).
    void notePartFunctionRow(FunctionId function, std::size_t row)
    {
        m_functionSlots[function] = ((m_currentPart.index() + 1ull) << 32) | row;
    }
    // absorb's `continuesPart`: the rows of `other`'s first part summed into our last part's.
    void continueLastPart(const ProfileBuilder& other,
                          const IdVector<FunctionId, FunctionId>& functions,
                          const std::vector<int>& columns, qint64 lineOffset);
    void widenCosts(int newWidth);
    // The costs' room for the rows expectBytes() expects (address space only, until used).
    void reserveExpectedCosts();
    void applyAliases();
    // What only reading needed, freed before finish() copies the detail tables (whose copies
    // were the peak of memory of a load of 127,000 context names): the interning indexes, the
    // function index, the part's row indexes.
    void releaseReadingIndexes();
    void checkSummaries();
    // The detail tables' rows grouped by function and sorted, as the profile keeps them.
    void flattenLineRows();
    void flattenCallSites();
    void flattenJumps();
    // The line rows of `other` (flat or not), renamed by `mapping`, looked up in and added to ours
    // (not flat).
    void insertLines(ProfileBuilder& other, const FunctionDetail::Mapping& mapping);
    // What the join's thread does beside mergeFlatLines's work on another thread (when
    // `twoThreads`): `whilePlanning` while theirs are renamed, sorted and counted;
    // `whileMerging`, about as much work as merging `mergingWork` line rows of theirs (see
    // mergeFlatLines), while the upper functions' rows are merged.
    struct MergeCompanion
    {
        std::function<void()> whilePlanning;
        std::function<void()> whileMerging;
        std::size_t mergingWork = 0;
        bool twoThreads = false;
    };
    // Both flat: `other`'s line rows, renamed, merged into ours per function in one pass, the
    // functions split between this thread and another.
    void mergeFlatLines(ProfileBuilder& other, const IdVector<StringId, StringId>& strings,
                        const IdVector<FunctionId, FunctionId>& functions,
                        const std::vector<int>& columns, const MergeCompanion& companion);

    // Flat line row `r` (after flattenLines()), with its address.
    LineCostRow flatLine(std::size_t r) const
    {
        return FunctionDetail::LineKey::withAddress(
            m_data.lines[r], m_data.lineAddresses.empty() ? Address(0) : m_data.lineAddresses[r]);
    }

    ProfileData m_data;
    int m_width = 0;
    // keepSumsOnly(): the detail tables stay empty. A self-cost run's line costs go to
    // m_sumsOnlyLineCosts (one row, m_width wide), its owner state to m_sumsOnlyOwner.
    bool m_sumsOnly = false;
    bool m_recordBlocks = false;
    std::shared_ptr<const StringTable> m_sameNamesAs;
    std::size_t m_blockRoom = 0;
    BlockIndex m_blocks;
    std::vector<Cost> m_sumsOnlyLineCosts;
    FunctionDetail::LineTable::Owner m_sumsOnlyOwner;
    Address m_sumsOnlyAddress = 0;
    // From expectBytes(), for the costs once m_width is known.
    std::size_t m_expectedLineRows = 0;
    std::size_t m_expectedCallSites = 0;
    std::size_t m_expectedFunctions = 0;
    std::size_t m_expectedCallPairs = 0;
    qint64 m_expectedBytes = 0;
    qint64 m_expectedJoinedBytes = 0;
    // The functions of the names that have kRingSearched or more (FunctionKeyHash -> the id; the
    // keys are m_data.functions): a name of fewer has its functions searched around its ring
    // (m_nextOfName), without a hash. Most names have one function (names.callgrind: 127,000
    // functions, as many names), whose every entry in the index cost a hash and its growth.
    HashIndex m_functionIds;
    static constexpr std::size_t kRingSearched = 8;
    // By function: the next function of the same name, the functions of one name in a ring.
    IdVector<FunctionId, FunctionId> m_nextOfName;
    // The function last looked up under each name: fn= lines repeat with the same ob=/fl=.
    IdVector<StringId, FunctionId> m_lastFunctionOfName;
    FunctionDetail m_details;
    // After flattenLines(): the line rows are m_data.lines (grouped by function, sorted) with
    // m_data.functionLineBegin, their costs here, and m_details.lines holds none.
    bool m_linesFlat = false;
    std::vector<Cost> m_flatLineCosts;

    // Per-part state: which row of partFunctions holds function f in the current part.
    IdVector<FunctionId, std::uint64_t> m_functionSlots; // (part + 1) << 32 | row
    PartCallIndex m_partCallRows; // (caller, callee) -> its row of m_data.partCalls
    std::vector<Cost> m_partFunctionCostValues;
    std::vector<Cost> m_partCallCostValues;
    std::array<ResidentFrontier, 5> m_frontiers; // see prefaultAhead()
    // Each of m_frontiers and its table (ProfileBuilder.cpp).
    template <typename Visit>
    void forEachFrontier(Visit visit);
    PartId m_currentPart = PartId(0);
    bool m_partOpen = false;
    // Whether m_functionSlots and m_partCallRows hold the last part's rows (not when a join
    // appended it).
    bool m_lastPartIndexed = true;
    // The part whose `cmd:` gave the file its command (one source per builder that is absorbed).
    std::optional<PartId> m_commandPart;
    // Every cost added, OR-ed: its sign bit says whether any was negative (canAbsorbExactly).
    Cost m_costBits = 0;
    std::vector<int> m_diagnosticCounts;
    std::unordered_map<StringId, StringId> m_aliases;
};

} // namespace tally

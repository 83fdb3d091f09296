// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// CallgrindParser::readCostLines: runs of cost lines read straight from the reader's buffer, the
// hot path of every load. A run reads self-cost lines and reads on over the jumps, calls and name
// lines between them; what it refuses, parseLine() reads (CallgrindCostLines.cpp), and what it
// reads gives what parseLine() would have (tst_costlineruns).

#include "core/callgrind/CallgrindParser.h"

#include "core/callgrind/NumberParsing.h"
#include "core/callgrind/ParserText.h"
#include "core/callgrind/PositionMoves.h"
#include "core/callgrind/RunFields.h"
#include "core/io/LineReader.h"
#include "core/model/CostArithmetic.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <string_view>

namespace tally {

using namespace numbers;
using namespace positionmoves;
using namespace runfields;

bool CallgrindParser::readFunctionDefinition(std::string_view key, std::string_view value)
{
    const bool called = key == "cfn";
    if (!called && key != "fn")
        return false;
    // "(ID) NAME" as resolveNameSlowly reads it: ID of 1 to 9 digits right before ')', the name
    // after it trimmed (and not empty: "(ID)" alone refers to the id).
    if (value.size() < 4 || value.front() != '(')
        return false;
    std::size_t end = 1;
    std::uint64_t id = 0;
    for (unsigned digit; end < value.size() &&
                         (digit = unsigned(static_cast<unsigned char>(value[end])) - '0') <= 9;
         ++end)
        id = id * 10 + digit;
    if (end == 1 || end > 10 || end == value.size() || value[end] != ')')
        return false;
    const std::string_view name = parsertext::trimmed(value.substr(end + 1));
    if (name.empty())
        return false;
    const StringId known = functionNameOf(id, name);
    if (!known.isValid())
        return false;
    if (called) {
        // KCachegrind's rule: an unset cob=/cfi= means the caller's object and current file.
        m_calledFunction = functionById(id, m_calledObjectSet ? m_calledObject : m_object,
                                        m_calledFileSet ? m_calledFile : m_file, known);
    } else {
        // A new function starts in its own file, not in the previous one's inlined file.
        m_file = m_functionFile;
        m_function = functionById(id, m_object, m_functionFile, known);
        noteBlock(m_offset);
    }
    return true;
}

StringId CallgrindParser::functionNameOf(std::uint64_t id, std::string_view name)
{
    const StringId known = m_functionIds.find(id);
    if (known.isValid())
        return m_builder.strings().equals(known, name) ? known : StringId();
    // The id's first definition, as resolveNameSlowly makes it when no reference waits for it
    // (and parseSpec's first-body note is made: the runs read parts with a body only). Every
    // name of a context-separated profile comes here once.
    if (!m_partHasBody || !m_forwardReferences[int(NameKind::Function)].empty())
        return {};
    const StringId interned = m_builder.intern(name);
    if (m_recordFirstDefinitions)
        m_firstDefinitions.push_back({NameKind::Function, id, interned});
    m_functionIds.set(id, interned);
    return interned;
}

std::size_t CallgrindParser::readCostLines(LineReader& reader, qint64 lineOffset, qint64& budget)
{
    // What readCostLine checks for each line, once for the run; a run starts at a self-cost
    // line (a pending call's or jump's cost line comes through parseLine).
    if (!m_directCostLines || m_next != NextLine::SelfCost || !m_builder.hasOpenPart() ||
        int(m_partCosts.size()) != m_builder.realEventCount() || m_partCosts.empty())
        return 0;
    if (m_positionLayout == PositionLayout::Other)
        return 0;
    // [layout][one event][rows]
    using Reader = std::size_t (CallgrindParser::*)(LineReader&, qint64, qint64&);
    using enum PositionLayout;
    static constexpr Reader kReaders[2][2][2] = {
        {{&CallgrindParser::readSelfCostLines<Line, false, false>,
          &CallgrindParser::readSelfCostLines<Line, false, true>},
         {&CallgrindParser::readSelfCostLines<Line, true, false>,
          &CallgrindParser::readSelfCostLines<Line, true, true>}},
        {{&CallgrindParser::readSelfCostLines<InstrLine, false, false>,
          &CallgrindParser::readSelfCostLines<InstrLine, false, true>},
         {&CallgrindParser::readSelfCostLines<InstrLine, true, false>,
          &CallgrindParser::readSelfCostLines<InstrLine, true, true>}}};
    const Reader read = kReaders[m_positionLayout == InstrLine][m_partCosts.size() == 1]
                                [!m_builder.keepsSumsOnly()];
    return (this->*read)(reader, lineOffset, budget);
}

template <CallgrindParser::PositionLayout Layout, bool OneEvent, bool Rows>
std::size_t CallgrindParser::readSelfCostLines(LineReader& reader, qint64 lineOffset,
                                               qint64& budget)
{
    const LineReader::Unread unread = reader.unread();
    const char* p = unread.begin;
    const int width = OneEvent ? 1 : int(m_partCosts.size());
    Cost* const costs = m_partCosts.data();
    ProfileBuilder& builder = m_builder;
    // Made at the first line taken: a function gets a row in the part only with a cost line.
    ProfileBuilder::SelfCostRun run;
    Address address = m_last.address;
    qint64 line = m_last.line;
    // The budget counts a line as 1 + its bytes / 256 (the loader's poll): lines here, bytes
    // once at the end.
    const qint64 maxTaken = budget;
    qint64 taken = 0;
    constexpr bool kInstr = Layout == PositionLayout::InstrLine;
    // Where the repeated lines' loop below ends: within the lines, and less than 4 GB from
    // where it starts.
    constexpr std::ptrdiff_t kRepeatedBytes = std::ptrdiff_t(1) << 32;
    const char* const repeatedEnd =
        unread.linesEnd - p > kRepeatedBytes ? p + kRepeatedBytes : unread.linesEnd;
    // Ends the run of the current function and file: the first part's progress (the loader's
    // bar) gets the first event's cost the run added to the function's row in the part (capped
    // there as here). The next self-cost line begins another.
    const auto endRun = [&] {
        if (!run.functionCosts)
            return;
        if (m_partsStarted == 1) [[unlikely]]
            costmath::addTo(m_firstEventParsed, builder.selfCostRunTotal(run));
        builder.finishSelfCostRun(run);
        run = {};
    };
    // The part of the last self-cost line after its first position field (see RepeatedRest).
    RepeatedRest repeat;
    // The lines after a self-cost line of the run (or, with instruction positions, after a call
    // between its lines) that repeat the last self-cost line's rest and move the first position
    // by "+DIGITS " (one blank): most of a basic block's lines. `value` is that rest's cost (one
    // event; more: in costs[]). Read in a loop of their own with what they need in registers, not
    // through the dispatch below; anything else (another sign, hex, more blanks, another rest, a
    // line that moves the line number of an `instr line` layout) is left to it, nothing changed.
    // Inline at each caller.
    const auto takeRepeatedLines = [&](Cost value) __attribute__((always_inline))
    {
        // (A negative cost, rare, is left to the dispatch too: see the sums below.)
        // A rest too long to repeat (which no word matches) and the lines' end (p's byte the
        // data's or its padding's) end the loop at its first line; with instruction positions,
        // so does a line that does not start with '+' (a block's next line mostly does: testing
        // it here cost more than entering the loop for the others, 2.6 M on first4m).
        if (kInstr ? !repeat.leavesLine(line) : *p != '+')
            return;
        if (OneEvent && value < 0)
            return;
        const std::uint64_t repeatMask = repeat.mask;
        const std::uint64_t repeatBytes = repeat.bytes;
        const std::size_t repeatLength = repeat.length;
        // Whether the line at p is one the loop takes: "+DIGITS " and the repeated rest (a
        // line number it moves stays within 0..UINT32_MAX). `step` receives DIGITS, `next` the
        // line after it. Nothing is changed.
        const auto readRepeated = [&](std::uint64_t & step, const char*& next)
            __attribute__((always_inline))
        {
            // Most often "+D ": its three bytes compared at once (the data's padding follows
            // its end).
            std::uint32_t head = 0;
            std::memcpy(&head, p, sizeof head);
            // Its bytes XOR-ed with "+0 " and turned so that the digit's comes lowest: at most 9
            // only for "+D ", and then D (one test, where the bytes took two and a subtraction).
            constexpr std::uint32_t kPlusZeroBlank =
                unsigned('+') | unsigned('0') << 8 | unsigned(' ') << 16;
            unsigned digit = std::rotr((head ^ kPlusZeroBlank) & 0xffffffu, 8);
            step = digit;
            const char* digits = p + 2;
            if (std::endian::native != std::endian::little || digit > 9) {
                digit = unsigned(static_cast<unsigned char>(p[1])) - '0';
                if (*p != '+' || digit > 9)
                    return false;
                step = digit;
                // "+" and at most 18 digits (no overflow), one blank: "+0x" stops at the 'x'.
                const char* const limit = p + 19;
                while (digits < limit &&
                       (digit = unsigned(static_cast<unsigned char>(*digits)) - '0') <= 9) {
                    step = step * 10 + digit;
                    ++digits;
                }
                if (*digits != ' ')
                    return false;
            }
            std::uint64_t rest = 0;
            std::memcpy(&rest, digits + 1, sizeof rest); // the data's padding follows its end
            if ((rest & repeatMask) != repeatBytes)
                return false;
            if constexpr (!kInstr) {
                if (std::uint64_t(line + qint64(step)) > std::uint64_t(UINT32_MAX)) [[unlikely]]
                    return false;
            }
            next = digits + 1 + repeatLength;
            return true;
        };
        // The first line is read before the rest is set up: of the entries, about a quarter take
        // no line on first4m and most on names.callgrind (first4m -1.0 M, names.callgrind -4.2 M
        // instructions).
        std::uint64_t step = 0;
        const char* next = nullptr;
        if (p >= repeatedEnd || !readRepeated(step, next))
            return;
        // Each line the loop takes has four bytes at least ("+D " and its rest's newline): it
        // takes fewer than 2^30 up to repeatedEnd. (It may take more than the budget's: the
        // budget only says when the loader polls, and a limit here took 15 instructions a run.)
        const char* linesEnd = repeatedEnd;
        // The run's line rows as guessedLineRow() finds them, held here: the row after the last
        // one found, compared as one word for its function and file.
        // (Sums only: none.)
        auto& owner = *run.target.lines;
        std::uint32_t lastRow = owner.last;
        [[maybe_unused]] const LineRow* rows = run.lineRows;
        [[maybe_unused]] const Address* addresses = run.lineAddresses;
        [[maybe_unused]] std::uint32_t rowCount = run.lineRowCount;
        [[maybe_unused]] Cost* rowCosts = run.lineCosts;
        [[maybe_unused]] const std::uint64_t ownerKey =
            ProfileBuilder::rowOwnerKey(run.target.function, run.target.file);
        // One event: the function's sum is the lines' count times their cost, added after the
        // loop, which takes no more lines than the sum has room for (value is not negative).
        // The lines after it are added one at a time, and capped and said as addTo does.
        [[maybe_unused]] const Cost functionCost = run.functionCosts[0];
        if constexpr (OneEvent) {
            // Below 2^32 each, and fewer than 2^30 lines, the sum stays below 2^63: no division.
            if (value > 0 && (std::uint64_t(functionCost) | std::uint64_t(value)) >> 32 != 0)
                [[unlikely]] {
                const std::uint64_t room =
                    (std::uint64_t(costmath::kMaximum) - std::uint64_t(functionCost)) /
                    std::uint64_t(value);
                if (std::uint64_t(linesEnd - p) / 4 > room)
                    linesEnd = p + 4 * room;
                if (p >= linesEnd)
                    return;
            }
        }
        std::uint64_t linesTaken = 0;
        for (;;) {
            if constexpr (kInstr)
                address += step;
            else
                line += qint64(step);
            ++linesTaken;
            p = next;
            if constexpr (!Rows) {
                // Sums only: one event's are added after the loop; more, here.
                if constexpr (!OneEvent) {
                    bool capped = false;
                    for (int e = 0; e < width; ++e)
                        capped |= costmath::addTo(run.functionCosts[e], costs[e]);
                    if (capped) [[unlikely]] {
                        m_lineNumber =
                            reader.lineNumber() + lineOffset + taken + qint64(linesTaken);
                        reportCapped({true, false});
                    }
                }
            } else {
                // guessedLineRow()'s guesses, written out: through it GCC kept more of this
                // loop's state on the stack (first4m 4.1-6.2 M instructions more).
                const std::uint32_t nextRow = lastRow + 1;
                if (nextRow < rowCount &&
                    ProfileBuilder::isRowAt<kInstr>(rows, addresses, nextRow, ownerKey,
                                                    LineNumber(line), address)) [[likely]] {
                    lastRow = nextRow;
                } else if (const std::uint32_t successor = builder.lineSuccessorOf(lastRow);
                           successor < rowCount &&
                           ProfileBuilder::isRowAt<kInstr>(rows, addresses, successor, ownerKey,
                                                           LineNumber(line), address)) {
                    // The row found after this one the last time the guesses missed: a later
                    // part mostly runs a function's blocks in the order the part before did (and
                    // that row is no new one for addLineRow to append).
                    lastRow = successor;
                } else {
                    owner.last = lastRow;
                    lastRow = builder.addLineRow(run, LineNumber(line), address);
                    rows = run.lineRows;
                    addresses = run.lineAddresses;
                    rowCount = run.lineRowCount;
                    rowCosts = run.lineCosts;
                }
                Cost* const lineCost = rowCosts + std::size_t(lastRow) * std::size_t(width);
                bool capped = false;
                if constexpr (OneEvent) {
                    // `value` is not negative: the sum passed the range only if it came out
                    // negative (one below zero before may come out so too, and takes addTo as
                    // well).
                    const auto lineSum = std::uint64_t(*lineCost) + std::uint64_t(value);
                    if (Cost(lineSum) < 0) [[unlikely]]
                        capped = costmath::addTo(*lineCost, value);
                    else
                        *lineCost = Cost(lineSum);
                } else {
                    for (int e = 0; e < width; ++e) {
                        capped |= costmath::addTo(run.functionCosts[e], costs[e]);
                        capped |= costmath::addTo(lineCost[e], costs[e]);
                    }
                }
                if (capped) [[unlikely]] {
                    m_lineNumber = reader.lineNumber() + lineOffset + taken + qint64(linesTaken);
                    reportCapped({true, false});
                }
            }
            if (p >= linesEnd || !readRepeated(step, next))
                break;
        }
        owner.last = lastRow;
        taken += qint64(linesTaken);
        if constexpr (OneEvent)
            run.functionCosts[0] =
                Cost(std::uint64_t(functionCost) + linesTaken * std::uint64_t(value));
    };
    // The name of a cfn= or fn= line's id: an id alone refers to its name (unknown, to a later
    // definition, which the careful path reads); with a name, it names it (again).
    const auto functionNameOfReference = [this](const IdReference& id) {
        if (!id.end)
            return StringId();
        return id.name.empty() ? m_functionIds.find(id.id) : functionNameOf(id.id, id.name);
    };
    // The rules of readCostLine, which parseLine() applies to the lines refused here. A run
    // also reads on over what interrupts a function's cost lines in a callgrind file: jumps (a
    // jump line and its source position's line) read here, and the lines of calls (cfn=, cob=,
    // cfi=, calls= and the call's cost line) and of names (fn=, fl=, fi=, fe=, ob=), which
    // parseSpec and recordCostLine read as parseLine would have.
    while (p < unread.linesEnd && taken < maxTaken) {
        Address nextAddress = address;
        qint64 nextLine = line;
        Cost value = 0;
        // A cost line starts with '*', '+', '-' or a digit: one compare takes these, and ",./"
        // too, which the cost lines' readers below refuse, as the other lines' would have.
        if (unsigned(static_cast<unsigned char>(*p)) - '*' >= 16) {
            const char first = *p;
            if (first == 'j' &&
                (std::memcmp(p, "jcnd=", 5) == 0 || std::memcmp(p, "jump=", 5) == 0)) {
                if (m_next != NextLine::SelfCost)
                    break; // parseLine drops the pending call first
                // Its counts and target go straight to the pending jump (read again, and set
                // whole, by parseLine when the runs leave it to it).
                const char* const source = readSimpleJumpLine<kInstr>(p, address, line, m_jump);
                // Its source line must start where lines may be read (not past a piece's end).
                if (!source || source + 1 >= unread.linesEnd)
                    break;
                // Most often the jump's own address and line 0 (no debug information) or its
                // own line, without costs, as callgrind writes them: one compare.
                const char* q = nullptr;
                if constexpr (kInstr && std::endian::native == std::endian::little) {
                    std::uint64_t sourceWord = 0;
                    std::memcpy(&sourceWord, source + 1, sizeof sourceWord); // the padding follows
                    constexpr std::uint64_t kFiveBytes = (1ull << 40) - 1;
                    const std::uint64_t five = sourceWord & kFiveBytes;
                    if (five == wordOf("* 0 \n")) {
                        nextLine = 0;
                        q = source + 5;
                    } else if (five == wordOf("* * \n")) {
                        q = source + 5;
                    }
                }
                if (!q) {
                    q = readSimplePositions<kInstr>(source + 1, nextAddress, nextLine);
                    // Its costs are read, as readCostLine would, and not kept.
                    bool negativeIgnored = false;
                    if (q)
                        q = readSimpleCosts<OneEvent>(q, value, costs, width, negativeIgnored);
                    if (!q)
                        break;
                }
                address = nextAddress;
                line = nextLine;
                taken += 2;
                p = q + 1;
                const ProfileBuilder::CappedSums capped = recordJump(LineNumber(line), address);
                if (std::bit_cast<std::uint16_t>(capped) != 0) [[unlikely]] {
                    m_lineNumber = reader.lineNumber() + lineOffset + taken;
                    reportCapped(capped);
                }
                if constexpr (!OneEvent)
                    repeat = {}; // its costs were read into costs[]
                continue;
            }
            if (m_next != NextLine::SelfCost)
                break; // parseLine drops the pending call first
            // The common forms of the lines of a call and of fn=, as parseSpec reads them (a name
            // defined again as readFunctionDefinition does).
            if (first == 'c' && std::memcmp(p, "cfn=(", 5) == 0) {
                const IdReference id = readIdReference(p + 4, unread.dataEnd, p,
                                                       std::size_t(LineReader::kMaxLineLength));
                const StringId name = functionNameOfReference(id);
                if (name.isValid()) {
                    const std::size_t functions = builder.functionCount();
                    // KCachegrind's rule: an unset cob=/cfi= means the caller's object and file.
                    m_calledFunction =
                        functionById(id.id, m_calledObjectSet ? m_calledObject : m_object,
                                     m_calledFileSet ? m_calledFile : m_file, name);
                    if (builder.functionCount() != functions) [[unlikely]]
                        endRun();
                    ++taken;
                    p = id.end + 1;
                    continue;
                }
            } else if (first == 'c' && std::memcmp(p, "calls=", 6) == 0 &&
                       m_calledFunction.isValid()) {
                // The count, then the target, which parseCallLine does not read.
                const ReadNumber count = readUnsignedAt(p + 6);
                const char* const newline =
                    count.end && (isBlank(*count.end) || atLineEnd(count.end))
                        ? newlineWithin64(count.end, unread.dataEnd)
                        : nullptr;
                if (newline) {
                    ++taken;
                    p = newline + 1;
                    m_callCount = count.value;
                    m_next = NextLine::CallCost;
                    continue;
                }
            } else if (first == 'f' && std::memcmp(p, "fn=(", 4) == 0) {
                const IdReference id = readIdReference(p + 3, unread.dataEnd, p,
                                                       std::size_t(LineReader::kMaxLineLength));
                const StringId name = functionNameOfReference(id);
                if (name.isValid()) {
                    // A new function starts in its own file, not in an inlined one.
                    const std::size_t functions = builder.functionCount();
                    const FunctionId function = functionById(id.id, m_object, m_functionFile, name);
                    if (function != m_function || m_file != m_functionFile ||
                        builder.functionCount() != functions)
                        endRun();
                    m_function = function;
                    m_file = m_functionFile;
                    noteBlock(reader.offsetOf(p));
                    ++taken;
                    p = id.end + 1;
                    continue;
                }
            }
            if (first == '\n' || (first == '\r' && p[1] == '\n')) {
                // An empty line changes nothing (tested after the common lines; after a call's
                // line, rarely, parseLine reads it: see above).
                ++taken;
                p += first == '\r' ? 2 : 1;
                continue;
            }
            const std::size_t keyLength = runSpecKeyLength(p);
            if (keyLength == 0)
                break;
            // The whole line, up to its newline (not there yet: next() reads it).
            const auto* newline =
                static_cast<const char*>(std::memchr(p, '\n', std::size_t(unread.dataEnd - p)));
            if (!newline || newline - p > LineReader::kMaxLineLength)
                break;
            const char* valueEnd = newline - (newline[-1] == '\r');
            const std::string_view key(p, keyLength);
            const std::string_view specValue(p + keyLength + 1,
                                             std::size_t(valueEnd - (p + keyLength + 1)));
            ++taken;
            m_offset = reader.offsetOf(p);
            p = newline + 1;
            m_lineNumber = reader.lineNumber() + lineOffset + taken;
            const FunctionId function = m_function;
            const StringId file = m_file;
            const std::size_t functions = builder.functionCount();
            if (!readFunctionDefinition(key, specValue))
                parseSpec(key, specValue);
            // A new function moved the builder's per-function state the run points into.
            if (m_function != function || m_file != file || builder.functionCount() != functions)
                endRun();
            if constexpr (!OneEvent)
                repeat = {}; // the costs[] of what it handled
            // As parseOtherLine: fl= leaves no function until the next fn=.
            updateDirectCostLines();
            if (!m_directCostLines)
                break;
            continue;
        }
        if (m_next != NextLine::SelfCost) [[unlikely]] {
            // The cost line of a call (or of one refused: it only moves the position), as
            // readCostLine reads it.
            // Most often the call's own address and line 0 (no debug information), then the
            // costs, as callgrind writes it: one compare.
            const char* q = nullptr;
            if constexpr (kInstr && std::endian::native == std::endian::little) {
                std::uint32_t head = 0;
                std::memcpy(&head, p, sizeof head); // the data's padding follows its end
                if (head == std::uint32_t(wordOf("* 0 ")) &&
                    static_cast<unsigned char>(p[4]) > ' ') {
                    nextLine = 0;
                    q = p + 4;
                }
            }
            if (!q)
                q = readPositionsOfCallgrind<kInstr>(p, nextAddress, nextLine);
            bool negativeIgnored = false; // addCall notes its own
            if (q)
                q = readSimpleCosts<OneEvent>(q, value, costs, width, negativeIgnored);
            if (!q)
                break;
            if constexpr (OneEvent)
                costs[0] = value;
            address = nextAddress;
            line = nextLine;
            ++taken;
            p = q + 1;
            const NextLine kind = m_next;
            m_next = NextLine::SelfCost;
            if (kind == NextLine::CallCost) {
                // recordCostLine's, in the run's state: a function, the part's own columns (the
                // line's number only for a sum that passed the range).
                ProfileBuilder::CappedSums capped;
                if constexpr (Rows)
                    capped = builder.addCallAtSite(m_function, m_calledFunction, m_file,
                                                   LineNumber(line), address, m_callCount, costs);
                else
                    capped =
                        builder.addCallSumsOnly(m_function, m_calledFunction, m_callCount, costs);
                if (std::bit_cast<std::uint16_t>(capped) != 0) [[unlikely]] {
                    m_lineNumber = reader.lineNumber() + lineOffset + taken;
                    reportCapped(capped);
                }
                m_calledObjectSet = m_calledFileSet = false;
                // With instruction positions, the lines after a call mostly repeat the last
                // self-cost line's rest too (first4m: 121,129 of 146,478 calls). (With lines, a
                // call's next line mostly moves no position: names.callgrind lost 0.8 M asking.)
                if constexpr (OneEvent && kInstr) {
                    if (run.functionCosts)
                        takeRepeatedLines(repeat.value);
                }
            } else {
                m_lineNumber = reader.lineNumber() + lineOffset + taken;
                recordCostLine(kind, {address, line}, width);
            }
            if constexpr (!OneEvent)
                repeat = {}; // its costs were read into costs[]
            continue;
        }
        // A self-cost line: its first position field, then the rest, which is most often the
        // last one's again.
        const char* q = readFirstPosition<kInstr>(p, nextAddress, nextLine);
        if (!q)
            break;
        std::uint64_t restBytes = 0;
        std::memcpy(&restBytes, q, sizeof restBytes); // the data's padding follows its end
        bool negative = false;
        if ((restBytes & repeat.mask) == repeat.bytes) {
            if constexpr (kInstr) {
                if (repeat.lineSign != '*' &&
                    !moveLine(nextLine, repeat.lineSign, repeat.lineValue)) [[unlikely]]
                    break;
            }
            value = repeat.value; // and costs[] still hold its costs
            negative = repeat.negative;
            q += repeat.length - 1;
        } else if (kInstr && (restBytes & repeat.lineMask) == repeat.lineBytes) {
            // The last line's line field (and blanks), other costs: the field moves the line
            // as it did.
            if (repeat.lineSign != '*' && !moveLine(nextLine, repeat.lineSign, repeat.lineValue))
                [[unlikely]]
                break;
            const char* const rest = q;
            q = readSimpleCosts<OneEvent>(q + repeat.lineLength, value, costs, width, negative);
            if (!q)
                break;
            repeat.setCosts(restBytes, std::size_t(q + 1 - rest), value, negative);
        } else {
            const char* const rest = q;
            char lineSign = '*';
            std::uint64_t lineValue = 0;
            std::size_t lineLength = 0;
            if constexpr (kInstr) {
                q = readPositionAt(q, [&](char sign, std::uint64_t read) {
                    lineSign = sign;
                    lineValue = read;
                    return moveLine(nextLine, sign, read);
                });
                // With the blanks after it (one at least: "1" must not match "12").
                if (q && isBlank(q[-1]))
                    lineLength = std::size_t(q - rest);
            }
            if (q)
                q = readSimpleCosts<OneEvent>(q, value, costs, width, negative);
            if (!q)
                break;
            repeat = RepeatedRest::of(restBytes, std::size_t(q + 1 - rest), lineSign, lineValue,
                                      lineLength, value, negative);
        }
        address = nextAddress;
        line = nextLine;
        if (!run.functionCosts) {
            run = builder.selfCostRun(m_function, m_file);
            // Instruction positions: the line rows get their address column now, if they have
            // none yet, so that the loop below compares addresses without asking whether there
            // is one.
            if constexpr (kInstr && Rows) {
                if (!run.lineAddresses) [[unlikely]]
                    builder.addAddressColumn(run);
            }
        }
        run.negative |= negative;
        ++taken;
        p = q + 1;
        if constexpr (!Rows) {
            // Sums only: the function's row alone.
            const Cost* const added = OneEvent ? &value : costs;
            bool capped = false;
            for (int e = 0; e < width; ++e)
                capped |= costmath::addTo(run.functionCosts[e], added[e]);
            if (capped) [[unlikely]] {
                m_lineNumber = reader.lineNumber() + lineOffset + taken;
                reportCapped({true, false});
            }
        } else {
            // The guesses findOrInsert makes (the successor too: a line here mostly starts a
            // basic block, after a jump or a call, and a later part runs a function's blocks
            // mostly in the order the part before did).
            auto& owner = *run.target.lines;
            const std::uint64_t ownerKey =
                ProfileBuilder::rowOwnerKey(run.target.function, run.target.file);
            std::uint32_t row;
            if (builder.guessedLineRow(
                    owner.last, run.lineRowCount,
                    [&](std::uint32_t index) {
                        return ProfileBuilder::isRowAt<kInstr>(run.lineRows, run.lineAddresses,
                                                               index, ownerKey, LineNumber(line),
                                                               address);
                    },
                    row)) {
                // (No new row for addLineRow to append: the row is there.)
                owner.last = row;
            } else if (!kInstr && owner.last < run.lineRowCount &&
                       ProfileBuilder::isRowAt<kInstr>(run.lineRows, run.lineAddresses, owner.last,
                                                       ownerKey, LineNumber(line), address)) {
                // The last row again: a line's self cost split around its calls (every cost
                // line of a function without line numbers, "0 N", is its one row's). Rows are
                // unique, so this finds what addLineRow would, at the end of its search. Not
                // for instruction positions, whose split lines are rare (first4m +1.7 M).
                row = owner.last;
            } else {
                row = builder.addLineRow(run, LineNumber(line), address);
            }
            Cost* const lineCosts = run.lineCosts + std::size_t(row) * std::size_t(width);
            const Cost* const added = OneEvent ? &value : costs;
            bool capped = false;
            for (int e = 0; e < width; ++e) {
                capped |= costmath::addTo(run.functionCosts[e], added[e]);
                capped |= costmath::addTo(lineCosts[e], added[e]);
            }
            if (capped) [[unlikely]] {
                m_lineNumber = reader.lineNumber() + lineOffset + taken;
                reportCapped({true, false});
            }
        }
        takeRepeatedLines(value);
    }
    endRun();
    // A call's line whose cost line the run left to parseLine is the last line it took (any
    // line but a cost line after it ends the run): its number, for parseLine's warnings, is
    // worked out here, not for every call. (Without a pending call nothing reads it before
    // another call's or jump's line sets it: not testing m_next here keeps it out of the loop's
    // registers.)
    m_pendingLine = reader.lineNumber() + lineOffset + taken;
    // The last line read starts after the newline before its own (p's last byte), or at the
    // beginning: found once here, not kept for every line.
    const char* lastStart = p;
    if (lastStart > unread.begin) {
        --lastStart;
        while (lastStart > unread.begin && lastStart[-1] != '\n')
            --lastStart;
    }
    reader.skipRead(p, taken, lastStart);
    m_last = {address, line};
    budget -= taken + qint64(std::size_t(p - unread.begin) / 256);
    return std::size_t(taken);
}

} // namespace tally

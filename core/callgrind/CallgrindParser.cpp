// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/callgrind/CallgrindParser.h"

#include "core/callgrind/NamesBeforeCut.h"
#include "core/callgrind/NumberParsing.h"
#include "core/callgrind/ParserText.h"
#include "core/load/VectorAppend.h"

#include <algorithm>
#include <bit>

namespace tally {

using namespace numbers;
using namespace parsertext;

namespace {

const char* kindName(int kind)
{
    static const char* const names[] = {"object", "file", "function"};
    return names[kind];
}

} // namespace

CallgrindParser::CallgrindParser(ProfileBuilder& builder, int sourceIndex)
    : m_builder(builder), m_sourceIndex(sourceIndex)
{}

void CallgrindParser::growFunctionCache(std::uint64_t id)
{
    // Four times the size the id needs: three steps from 64 to the most for ids that come in
    // order, not eight.
    const std::size_t size = std::min(
        kFunctionCacheSize,
        4 * std::bit_ceil(std::size_t(std::min<std::uint64_t>(id + 1, kFunctionCacheSize))));
    std::vector<CachedFunction> grown;
    resizeResident(grown, size, CachedFunction{});
    const std::uint64_t mask = size - 1;
    for (const CachedFunction& cached : m_functionCache) {
        if (cached.function.isValid())
            grown[cached.id & mask] = cached;
    }
    m_functionCache = std::move(grown);
    m_functionCacheMask = mask;
}

void CallgrindParser::warn(QString message)
{
    if (m_rereadingBeforeCut)
        return;
    m_builder.warn(m_sourceIndex, m_lineNumber, std::move(message));
}

void CallgrindParser::warnAt(qint64 line, QString message)
{
    m_builder.warn(m_sourceIndex, line, std::move(message));
}

void CallgrindParser::beginPart()
{
    if (m_builder.hasOpenPart())
        m_builder.endPart(m_offset);
    const PartId id = m_builder.beginPart(m_sourceIndex, m_offset, m_lineNumber);
    // A part without its own `cmd:` has the file's. A parser started mid-file has not seen the
    // file's first `cmd:`; the loader fills those in.
    if (!m_startedMidFile)
        m_builder.part(id).command = m_builder.source(m_sourceIndex).command;
    m_partHasBody = false;
    ++m_partsStarted;
    // As KCachegrind does: a part starts without a current object, file, function or position
    // (callgrind states them again in every dump); name ids stay defined across parts.
    resetPositionState();
}

void CallgrindParser::resetPositionState()
{
    m_positionKnown = true; // a new part: its positions start from 0
    updateFastColumns();
    m_object = m_functionFile = m_file = StringTable::kEmpty;
    m_function = FunctionId::invalid();
    m_last = Position();
    m_calledObjectSet = m_calledFileSet = m_jumpFileSet = false;
    m_calledFunction = m_jumpFunction = FunctionId::invalid();
    m_next = NextLine::SelfCost;
}

void CallgrindParser::dropPendingCall()
{
    if (m_next == NextLine::CallCost)
        warnAt(m_pendingLine,
               QStringLiteral("'calls=' line is not followed by a cost line; call ignored"));
    else if (m_next == NextLine::Jump)
        warnAt(m_pendingLine,
               QStringLiteral("jump line is not followed by a position line; jump ignored"));
    m_next = NextLine::SelfCost;
}

void CallgrindParser::parseOtherLineContent(std::string_view line)
{
    if (!m_builder.hasOpenPart())
        beginPart();

    while (!line.empty() && isSpace(line.front()))
        line.remove_prefix(1);
    if (line.empty() || line.front() == '#')
        return;

    const char first = line.front();
    if (isDigit(first) || first == '+' || first == '-' || first == '*') {
        parseCostLine(line);
        return;
    }
    if (m_next != NextLine::SelfCost)
        dropPendingCall();

    if (first == '=') {
        if (line.find("NEW PROFILING FILE") != std::string_view::npos) {
            // Xdebug's profiler_append: an independent profile follows, with its own name ids.
            if (m_partHasBody)
                beginPart();
            forgetNames();
            resetPositionState();
            return;
        }
        warn(QStringLiteral("invalid line %1").arg(quoted(line)));
        return;
    }

    // A plain loop: find_first_of tests each byte with a memchr over ":=".
    std::size_t separator = 0;
    while (separator < line.size() && line[separator] != '=' && line[separator] != ':')
        ++separator;
    if (separator == line.size() || separator == 0) {
        warn(QStringLiteral("invalid line %1").arg(quoted(line)));
        return;
    }
    const auto key = line.substr(0, separator);
    const auto value = line.substr(separator + 1);
    if (line[separator] == '=')
        parseSpec(key, value);
    else
        parseHeader(trimmed(key), trimmed(value));
}

StringId CallgrindParser::resolveName(std::string_view value, NameKind kind)
{
    // A reference to a known id, "(id)" alone with at most nine digits, is most lines of a
    // compressed profile: its name without trimming or the checked loop of
    // resolveNameSlowly(), and without its frame (a call cost as much as the lookup).
    if (value.size() >= 3 && value.size() <= 11 && value.front() == '(' && value.back() == ')') {
        const CompressionMap& ids = kind == NameKind::Object ? m_objectIds
                                    : kind == NameKind::File ? m_fileIds
                                                             : m_functionIds;
        std::uint64_t id = 0;
        std::size_t i = 1;
        for (unsigned digit; i + 1 < value.size() && (digit = unsigned(value[i]) - '0') <= 9; ++i)
            id = id * 10 + digit;
        if (i + 1 == value.size()) {
            const StringId known = ids.find(id);
            if (known.isValid())
                return known;
        }
    }
    return resolveNameSlowly(value, kind);
}

StringId CallgrindParser::resolveNameSlowly(std::string_view value, NameKind kind)
{
    CompressionMap& ids = kind == NameKind::Object ? m_objectIds
                          : kind == NameKind::File ? m_fileIds
                                                   : m_functionIds;
    std::string_view text = trimmed(value);
    // "(id) name" defines, "(id)" refers; other names may also start with "(" ("(below main)").
    if (text.size() >= 3 && text.front() == '(' && isDigit(text[1])) {
        const char* p = text.data() + 1;
        const char* end = text.data() + text.size();
        std::uint64_t id = 0;
        bool tooLarge = false;
        // Up to eight digits a word (ids are rarely longer), then the checked loop: the byte
        // loop with its overflow checks was 2% of a load of 127,000 context names.
        numbers::readDigitsByWord(p, text.data(), end, id);
        while (p < end && isDigit(*p)) {
            tooLarge |= __builtin_mul_overflow(id, 10u, &id) ||
                        __builtin_add_overflow(id, std::uint64_t(*p - '0'), &id);
            ++p;
        }
        if (tooLarge) {
            m_blocksStandAlone = false;
            warn(QStringLiteral("compressed %1 id %2 is too large; read as a name")
                     .arg(QLatin1String(kindName(int(kind))), quoted(text)));
            return m_builder.intern(text);
        }
        const StringId known = ids.find(id);
        auto& pending = m_forwardReferences[int(kind)];
        if (p + 1 == end && *p == ')') {
            if (known.isValid())
                return known;
            // A piece that continued a part refers to names given before its cut.
            if (m_earlier) {
                if (const StringId earlier = earlierName(kind, id); earlier.isValid())
                    return earlier;
            }
            // Used before its definition (the format allows any order): a placeholder for now.
            const QByteArray placeholderName = "(" + QByteArray::number(quint64(id)) + ")";
            const StringId placeholder = m_builder.addPlaceholder(
                {placeholderName.constData(), std::size_t(placeholderName.size())});
            ids.set(id, placeholder);
            pending.emplace(id, ForwardReference{placeholder, m_lineNumber});
            m_blocksStandAlone = false;
            m_neededEarlierContext = true;
            return placeholder;
        }
        skipSpaces(p, end);
        if (p < end && *p == ')') {
            const std::string_view name = trimmed({p + 1, std::size_t(end - p - 1)});
            // Callgrind repeats definitions in every part: comparing beats hashing the name.
            if (known.isValid() && m_builder.strings().equals(known, name))
                return known;
            const StringId defined = m_builder.intern(name);
            if (const auto forward = pending.find(id); forward != pending.end()) {
                m_builder.resolvePlaceholder(forward->second.placeholder, defined);
                pending.erase(forward);
            } else if (known.isValid() && known != defined) {
                m_blocksStandAlone = false;
                warn(QStringLiteral("redefinition of compressed %1 id (%2) from %3 to %4")
                         .arg(QLatin1String(kindName(int(kind))))
                         .arg(id)
                         .arg(quoted(m_builder.string(known)), quoted(name)));
            }
            if (m_recordFirstDefinitions && !known.isValid())
                m_firstDefinitions.push_back({kind, id, defined});
            ids.set(id, defined);
            return defined;
        }
    }
    const StringId plain = m_builder.intern(text);
    if (m_builder.recordsBlocks())
        m_builder.notePlainName(plain); // a block read again finds it by its text
    return plain;
}

StringId CallgrindParser::earlierName(NameKind kind, std::uint64_t id)
{
    const std::optional<std::string_view> name = m_earlier->name(int(kind), id);
    if (!name)
        return {};
    const StringId interned = m_builder.intern(*name);
    m_earlierDefinitions.push_back({kind, id, interned});
    CompressionMap& ids = kind == NameKind::Object ? m_objectIds
                          : kind == NameKind::File ? m_fileIds
                                                   : m_functionIds;
    ids.set(id, interned);
    return interned;
}

void CallgrindParser::continuePart(const NamesBeforeCut& earlier)
{
    startMidFile();
    m_earlier = &earlier;
    m_continuesPart = true;
    if (!m_builder.hasOpenPart())
        beginPart();
    // The layout its lines are read with from here on: the header's last (its `summary:` may have
    // come before another `events:` line).
    m_layoutAtFirstUse = layout();
    resetPositionState();
    m_partHasBody = true;
    m_positionKnown = false;
    updateFastColumns();
    // Found by fuzzing: an `fl=` id too large to read, in force at the cut, was said again at
    // the piece's first line.
    m_rereadingBeforeCut = true;
    if (earlier.objectInForce())
        m_object = resolveName(*earlier.objectInForce(), NameKind::Object);
    if (earlier.fileInForce())
        m_functionFile = m_file = resolveName(*earlier.fileInForce(), NameKind::File);
    m_rereadingBeforeCut = false;
    m_objectAtCut = m_object;
    m_fileAtCut = m_functionFile;
    updateDirectCostLines();
}

void CallgrindParser::noteFirstPositions(const char* p, const char* end)
{
    for (std::size_t k = 0; k < m_subPositions.size(); ++k) {
        skipSpaces(p, end);
        if (p >= end)
            break;
        if (*p == '+' || *p == '-' || *p == '*')
            m_neededEarlierContext = true; // relative to a position before the cut
        while (p < end && !isSpace(*p))
            ++p;
    }
}

void CallgrindParser::notePositionKnown()
{
    m_positionKnown = true;
    updateFastColumns();
    updateDirectCostLines();
}

bool CallgrindParser::continuesWhereEnded(const CallgrindParser& earlier) const
{
    return !earlier.m_calledObjectSet && !earlier.m_calledFileSet && !earlier.m_jumpFileSet &&
           !earlier.m_jumpFunction.isValid() &&
           StringTable::compare(earlier.m_builder.strings(), earlier.m_object, m_builder.strings(),
                                m_objectAtCut) == 0 &&
           StringTable::compare(earlier.m_builder.strings(), earlier.m_functionFile,
                                m_builder.strings(), m_fileAtCut) == 0;
}

bool CallgrindParser::tookNamesAsDefinedBy(const std::vector<const CallgrindParser*>& before) const
{
    for (const auto& [kind, id, name] : m_earlierDefinitions) {
        bool found = false;
        for (const CallgrindParser* parser : before) {
            const CompressionMap& ids = kind == NameKind::Object ? parser->m_objectIds
                                        : kind == NameKind::File ? parser->m_fileIds
                                                                 : parser->m_functionIds;
            const StringId known = ids.find(id);
            if (!known.isValid())
                continue;
            if (StringTable::compare(parser->m_builder.strings(), known, m_builder.strings(),
                                     name) != 0)
                return false;
            found = true;
            break;
        }
        if (!found)
            return false;
    }
    return true;
}

FunctionId CallgrindParser::unspecifiedFunction()
{
    m_neededEarlierContext = true;
    m_blocksStandAlone = false;
    // Costs before any fn= (cachegrind files may do this): cg_annotate's name for it.
    m_function = m_builder.function(m_object, m_functionFile, m_builder.intern("<unspecified>"));
    return m_function;
}

QString CallgrindParser::layout() const
{
    QString text;
    for (const SubPosition kind : m_subPositions)
        text += QLatin1Char(kind == SubPosition::Instr  ? 'i'
                            : kind == SubPosition::Line ? 'l'
                                                        : 'o');
    for (const int column : m_columnMap)
        text +=
            QLatin1Char(' ') +
            (column == kIgnoredColumn ? QStringLiteral("-") : m_builder.events().type(column).name);
    return text;
}

void CallgrindParser::parseSpec(std::string_view key, std::string_view value)
{
    if (!m_partHasBody) {
        noteLayoutUse();
        if (m_builder.recordsBlocks())
            m_builder.notePartLayout(layout());
    }
    m_partHasBody = true;
    if (key.size() == 2) {
        if (key == "fn") {
            // A new function starts in its own file, not in the previous one's inlined file.
            m_file = m_functionFile;
            m_function = m_builder.function(m_object, m_functionFile,
                                            resolveName(value, NameKind::Function));
            noteBlock(m_offset);
            return;
        }
        if (key == "fl") {
            m_functionFile = m_file = resolveName(value, NameKind::File);
            m_function = FunctionId::invalid();
            return;
        }
        if (key == "fi" || key == "fe") {
            m_file = resolveName(value, NameKind::File);
            return;
        }
        if (key == "ob") {
            m_object = resolveName(value, NameKind::Object);
            return;
        }
    } else if (key.size() == 3) {
        if (key == "cfn") {
            // KCachegrind's rule: an unset cob=/cfi= means the caller's object and current file.
            const StringId object = m_calledObjectSet ? m_calledObject : m_object;
            const StringId file = m_calledFileSet ? m_calledFile : m_file;
            m_calledFunction =
                m_builder.function(object, file, resolveName(value, NameKind::Function));
            return;
        }
        if (key == "cfi" || key == "cfl") {
            m_calledFile = resolveName(value, NameKind::File);
            m_calledFileSet = true;
            return;
        }
        if (key == "cob") {
            m_calledObject = resolveName(value, NameKind::Object);
            m_calledObjectSet = true;
            return;
        }
        if (key == "jfi") {
            m_jumpFile = resolveName(value, NameKind::File);
            m_jumpFileSet = true;
            return;
        }
        if (key == "jfn") {
            const StringId file = m_jumpFileSet ? m_jumpFile : m_file;
            m_jumpFunction =
                m_builder.function(m_object, file, resolveName(value, NameKind::Function));
            return;
        }
    } else if (key == "calls") {
        parseCallLine(value);
        return;
    } else if (key == "jump" || key == "jcnd") {
        parseJumpLine(value, key == "jcnd");
        return;
    } else if (key == "rcalls") {
        warn(QStringLiteral("deprecated 'rcalls=' read as 'calls='"));
        parseCallLine(value);
        return;
    }
    warn(QStringLiteral("unknown line %1")
             .arg(quoted(std::string_view(key.data(), key.size() + 1 + value.size()))));
}

void CallgrindParser::parseCallLine(std::string_view value)
{
    const char* p = value.data();
    const char* end = p + value.size();
    skipSpaces(p, end);
    std::uint64_t count = 0;
    const Status status = parseUnsigned(p, end, count);
    if (status != Status::Ok) {
        warn(status == Status::Overflow
                 ? QStringLiteral("call count in 'calls=' line is too large")
                 : QStringLiteral("invalid 'calls=' line %1").arg(quoted(value)));
        m_next = NextLine::Discard; // the call's cost line must not count as self cost
        return;
    }
    if (!m_calledFunction.isValid()) {
        // One pass may have had a `cfn=` before the cut.
        if (m_earlier)
            m_neededEarlierContext = true;
        warn(QStringLiteral("'calls=' line without a preceding 'cfn=' line; call ignored"));
        m_next = NextLine::Discard;
        return;
    }
    // The target position (relative to the last position) carries nothing the model keeps;
    // producers add extra fields (Xdebug writes `calls=1 0 0`), so it is not checked further.
    m_callCount = count;
    m_next = NextLine::CallCost;
    m_pendingLine = m_lineNumber;
}

void CallgrindParser::parseJumpLine(std::string_view value, bool conditional)
{
    const char* what = conditional ? "jcnd=" : "jump=";
    const char* p = value.data();
    const char* end = p + value.size();
    skipSpaces(p, end);
    const char* tokenEnd = p;
    while (tokenEnd < end && !isSpace(*tokenEnd))
        ++tokenEnd;
    const char* slash = std::find(p, tokenEnd, '/');
    std::uint64_t first = 0, second = 0;
    bool valid;
    if (conditional && slash != tokenEnd) {
        // What producers write: `jcnd=taken/executed target`.
        const char* q = p;
        const char* r = slash + 1;
        valid = parseUnsigned(q, slash, first) == Status::Ok &&
                parseUnsigned(r, tokenEnd, second) == Status::Ok;
        m_jump.taken = first;
        m_jump.executed = second;
        p = tokenEnd;
    } else {
        valid = parseUnsigned(p, end, first) == Status::Ok;
        if (conditional) {
            // The spec's grammar: `jcnd=executed taken target`.
            skipSpaces(p, end);
            valid = valid && parseUnsigned(p, end, second) == Status::Ok;
            m_jump.executed = first;
            m_jump.taken = second;
        } else {
            m_jump.executed = m_jump.taken = first;
        }
    }
    if (!valid) {
        warn(QStringLiteral("invalid '%1' line %2").arg(QLatin1String(what), quoted(value)));
        m_next = NextLine::Discard;
        return;
    }
    if (!m_positionKnown) [[unlikely]]
        noteFirstPositions(p, end);
    Position target = m_last;
    if (!parsePositionList(p, end, target, false, what)) {
        m_next = NextLine::Discard;
        return;
    }
    m_jump.conditional = conditional;
    m_jump.toAddress = target.address;
    m_jump.toLine = LineNumber(target.line);
    m_next = NextLine::Jump;
    m_pendingLine = m_lineNumber;
}

void CallgrindParser::forgetNames()
{
    reportUndefinedIds();
    m_objectIds.clear();
    m_fileIds.clear();
    m_functionIds.clear();
    m_recordFirstDefinitions = false; // what follows does not depend on earlier names
    m_forgotNames = true;
    m_earlier = nullptr; // nor on the names before a cut
}

bool CallgrindParser::agreesOnNamesWith(const CallgrindParser& earlier) const
{
    for (const auto& [kind, id, name] : m_firstDefinitions) {
        const CompressionMap& ids = kind == NameKind::Object ? earlier.m_objectIds
                                    : kind == NameKind::File ? earlier.m_fileIds
                                                             : earlier.m_functionIds;
        const StringId known = ids.find(id);
        if (known.isValid() && StringTable::compare(earlier.m_builder.strings(), known,
                                                    m_builder.strings(), name) != 0)
            return false;
    }
    return true;
}

void CallgrindParser::reportUndefinedIds()
{
    for (int kind = 0; kind < 3; ++kind) {
        for (const auto& [id, reference] : m_forwardReferences[kind]) {
            warnAt(reference.line, QStringLiteral("undefined compressed %1 id (%2)")
                                       .arg(QLatin1String(kindName(kind)))
                                       .arg(id));
        }
        m_forwardReferences[kind].clear();
    }
}

void CallgrindParser::finish(qint64 endOffset)
{
    // The order in which a `version:` line of a following file reports them (see parseHeader).
    if (m_next != NextLine::SelfCost)
        dropPendingCall();
    reportUndefinedIds();
    m_builder.endPart(endOffset);
}

} // namespace tally

#include "CallgrindParser.h"

#include "NumberParsing.h"

#include <algorithm>

namespace tally {

using namespace numbers;

namespace {

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (isSpace(text.front()) || text.front() == '\r'))
        text.remove_prefix(1);
    while (!text.empty() && (isSpace(text.back()) || text.back() == '\r'))
        text.remove_suffix(1);
    return text;
}

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Shortens hostile input before it goes into a message.
QString quoted(std::string_view text)
{
    constexpr std::size_t kMax = 60;
    QString result = QString::fromUtf8(text.data(), qsizetype(std::min(text.size(), kMax)));
    for (auto& c : result) {
        if (!c.isPrint())
            c = QLatin1Char('?');
    }
    if (text.size() > kMax)
        result += QStringLiteral("...");
    return QLatin1Char('\'') + result + QLatin1Char('\'');
}

const char* kindName(int kind)
{
    static const char* const names[] = {"object", "file", "function"};
    return names[kind];
}

bool isPartStartingKey(std::string_view key)
{
    return key == "part" || key == "thread" || key == "pid" || key == "events" ||
           key == "positions" || key == "version" || key == "creator" || key == "cmd" ||
           key == "desc";
}

} // namespace

CallgrindParser::CallgrindParser(ProfileBuilder& builder, int sourceIndex)
    : m_builder(builder), m_sourceIndex(sourceIndex)
{}

void CallgrindParser::warn(QString message)
{
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
    const auto& source = m_builder.source(m_sourceIndex);
    m_builder.part(id).command = source.command;
    m_partHasBody = false;
    ++m_partsStarted;
    // As KCachegrind does: a part starts without a current object, file, function or position
    // (callgrind states them again in every dump); name ids stay defined across parts.
    resetPositionState();
}

void CallgrindParser::resetPositionState()
{
    m_object = m_functionFile = m_file = 0;
    m_function = kInvalidId;
    m_last = Position();
    m_calledObjectSet = m_calledFileSet = m_jumpFileSet = false;
    m_calledFunction = m_jumpFunction = kInvalidId;
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

void CallgrindParser::parseLine(std::string_view line, qint64 lineNumber, qint64 offset)
{
    m_lineNumber = lineNumber;
    m_offset = offset;
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
            reportUndefinedIds();
            m_objectIds.clear();
            m_fileIds.clear();
            m_functionIds.clear();
            resetPositionState();
            return;
        }
        warn(QStringLiteral("invalid line %1").arg(quoted(line)));
        return;
    }

    const auto separator = line.find_first_of(":=");
    if (separator == std::string_view::npos || separator == 0) {
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

void CallgrindParser::parseHeader(std::string_view key, std::string_view value)
{
    if (isPartStartingKey(key) && m_partHasBody)
        beginPart();
    PartInfo& part = m_builder.part(m_builder.currentPart());
    SourceInfo& source = m_builder.source(m_sourceIndex);

    if (key == "events") {
        parseEvents(value);
    } else if (key == "event") {
        parseEventDefinition(value);
    } else if (key == "positions") {
        parsePositionsHeader(value);
    } else if (key == "summary" || key == "totals") {
        auto costs = parseCostList(value, key == "summary" ? "summary:" : "totals:");
        if (key == "summary") {
            if (m_partsStarted == 1 && part.summary.empty() && !costs.empty())
                m_firstEventSummary = costs.front();
            part.summary = std::move(costs);
            part.summaryLine = m_lineNumber;
        } else {
            part.totals = std::move(costs);
            part.totalsLine = m_lineNumber;
        }
    } else if (key == "part" || key == "pid" || key == "thread") {
        std::uint64_t number = 0;
        const char* p = value.data();
        if (parseUnsigned(p, value.data() + value.size(), number) != Status::Ok) {
            warn(QStringLiteral("invalid number in '%1:' line: %2").arg(qs(key), quoted(value)));
            return;
        }
        (key == "part" ? part.number : key == "pid" ? part.pid : part.thread) = qint64(number);
    } else if (key == "cmd") {
        part.command = qs(value);
        if (source.command.isEmpty())
            source.command = part.command;
    } else if (key == "desc") {
        const QString text = qs(value);
        source.descriptions.push_back(text);
        const int colon = text.indexOf(QLatin1Char(':'));
        const QString type = text.left(colon).trimmed();
        const QString detail = colon >= 0 ? text.mid(colon + 1).trimmed() : QString();
        if (type == QLatin1String("Trigger"))
            part.trigger = detail;
        else if (type == QLatin1String("Timerange"))
            part.timerange = detail;
    } else if (key == "version") {
        source.version = qs(value);
    } else if (key == "creator") {
        source.creator = qs(value);
    }
    // Other keys (e.g. `arch:`, producers' own) are allowed by the format and ignored.
}

void CallgrindParser::parseEvents(std::string_view value)
{
    std::vector<int> columns;
    const char* p = value.data();
    const char* end = p + value.size();
    while (p < end) {
        skipSpaces(p, end);
        const char* start = p;
        while (p < end && !isSpace(*p))
            ++p;
        if (p == start)
            continue;
        const QString name = qs({start, std::size_t(p - start)});
        int index = m_builder.events().indexOf(name);
        if (index >= 0 && index < m_builder.realEventCount() &&
            std::find(columns.begin(), columns.end(), index) != columns.end()) {
            warn(QStringLiteral("event type '%1' is listed twice; its second column is ignored")
                     .arg(name));
            index = kIgnoredColumn;
        } else if (index < 0 || index >= m_builder.realEventCount()) {
            if (m_builder.realEventCount() >= kMaxEventTypes) {
                warn(QStringLiteral("more than %1 event types; '%2' is ignored")
                         .arg(kMaxEventTypes)
                         .arg(name));
                index = kIgnoredColumn;
            } else {
                index = m_builder.realEventIndex(name);
            }
        }
        columns.push_back(index);
    }
    if (columns.empty()) {
        warn(QStringLiteral("'events:' line names no event types; it is ignored"));
        return;
    }
    m_columnMap = std::move(columns);
    m_sawEvents = true;
    m_identityColumns = int(m_columnMap.size()) == m_builder.realEventCount();
    for (std::size_t i = 0; i < m_columnMap.size() && m_identityColumns; ++i)
        m_identityColumns = m_columnMap[i] == int(i);
    m_partCosts.assign(m_columnMap.size(), 0);
}

void CallgrindParser::parseEventDefinition(std::string_view value)
{
    // event: Name [= formula] [: long name]
    const QString text = qs(value).trimmed();
    int nameEnd = 0;
    while (nameEnd < text.size() && !text[nameEnd].isSpace() && text[nameEnd] != QLatin1Char('=') &&
           text[nameEnd] != QLatin1Char(':'))
        ++nameEnd;
    const QString name = text.left(nameEnd);
    if (name.isEmpty()) {
        warn(QStringLiteral("'event:' line without an event name"));
        return;
    }
    QString rest = text.mid(nameEnd).trimmed();
    QString formula;
    if (rest.startsWith(QLatin1Char('='))) {
        const int colon = rest.indexOf(QLatin1Char(':'));
        formula = (colon >= 0 ? rest.mid(1, colon - 1) : rest.mid(1)).trimmed();
        rest = colon >= 0 ? rest.mid(colon) : QString();
    }
    const QString longName = rest.startsWith(QLatin1Char(':')) ? rest.mid(1).trimmed() : QString();
    if (formula.isEmpty()) {
        // A long name for a measured type, which `events:` may list before or after this line.
        m_builder.events().setLongName(name, longName);
        return;
    }
    QString error;
    auto terms = EventSet::parseFormula(formula, &error);
    if (!terms) {
        warn(QStringLiteral("invalid formula for event type '%1': %2").arg(name, error));
        return;
    }
    if (!m_builder.events().addDerived(name, std::move(*terms), longName, &error))
        warn(error);
}

void CallgrindParser::parsePositionsHeader(std::string_view value)
{
    m_subPositions.clear();
    const char* p = value.data();
    const char* end = p + value.size();
    while (p < end) {
        skipSpaces(p, end);
        const char* start = p;
        while (p < end && !isSpace(*p))
            ++p;
        const std::string_view word(start, std::size_t(p - start));
        if (word.empty())
            continue;
        if (word == "instr") {
            m_subPositions.push_back(SubPosition::Instr);
            m_builder.source(m_sourceIndex).hasAddresses = true;
        } else if (word == "line") {
            m_subPositions.push_back(SubPosition::Line);
        } else {
            m_subPositions.push_back(SubPosition::Other);
            if (word != "bb")
                warn(QStringLiteral("unknown position kind %1 is read and ignored")
                         .arg(quoted(word)));
        }
    }
    if (m_subPositions.empty()) {
        warn(QStringLiteral("'positions:' line names no positions; using 'line'"));
        m_subPositions.push_back(SubPosition::Line);
    }
}

std::vector<Cost> CallgrindParser::parseCostList(std::string_view value, const char* key)
{
    // Summaries and totals are in the part's event columns; map them to the profile's.
    std::vector<Cost> costs(m_builder.realEventCount(), 0);
    const char* p = value.data();
    const char* end = p + value.size();
    std::size_t column = 0;
    for (skipSpaces(p, end); p < end; skipSpaces(p, end), ++column) {
        Cost cost = 0;
        const char* start = p;
        const Status status = parseCost(p, end, cost);
        if (status != Status::Ok) {
            warn(QStringLiteral("invalid cost %1 in '%2' line")
                     .arg(quoted({start, std::size_t(end - start)}), QLatin1String(key)));
            return {};
        }
        if (column >= m_columnMap.size()) {
            warn(QStringLiteral("'%1' line has more costs than there are event types")
                     .arg(QLatin1String(key)));
            break;
        }
        if (m_columnMap[column] != kIgnoredColumn)
            costs[m_columnMap[column]] = cost;
    }
    if (m_columnMap.empty()) {
        warn(QStringLiteral("'%1' line before any 'events:' line is ignored")
                 .arg(QLatin1String(key)));
        return {};
    }
    return costs;
}

StringId CallgrindParser::resolveName(std::string_view value, NameKind kind)
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
        while (p < end && isDigit(*p)) {
            tooLarge |= __builtin_mul_overflow(id, 10u, &id) ||
                        __builtin_add_overflow(id, std::uint64_t(*p - '0'), &id);
            ++p;
        }
        if (tooLarge) {
            warn(QStringLiteral("compressed %1 id %2 is too large; read as a name")
                     .arg(QLatin1String(kindName(int(kind))), quoted(text)));
            return m_builder.intern(text);
        }
        const StringId known = ids.find(id);
        auto& pending = m_forwardReferences[int(kind)];
        if (p + 1 == end && *p == ')') {
            if (known != kInvalidId)
                return known;
            // Used before its definition (the format allows any order): a placeholder for now.
            const QByteArray text = "(" + QByteArray::number(quint64(id)) + ")";
            const StringId placeholder =
                m_builder.addPlaceholder({text.constData(), std::size_t(text.size())});
            ids.set(id, placeholder);
            pending.emplace(id, ForwardReference{placeholder, m_lineNumber});
            m_neededEarlierContext = true;
            return placeholder;
        }
        skipSpaces(p, end);
        if (p < end && *p == ')') {
            const std::string_view name = trimmed({p + 1, std::size_t(end - p - 1)});
            // Callgrind repeats definitions in every part: comparing beats hashing the name.
            if (known != kInvalidId && m_builder.string(known) == name)
                return known;
            const StringId defined = m_builder.intern(name);
            if (const auto forward = pending.find(id); forward != pending.end()) {
                m_builder.resolvePlaceholder(forward->second.placeholder, defined);
                pending.erase(forward);
            } else if (known != kInvalidId && known != defined) {
                warn(QStringLiteral("redefinition of compressed %1 id (%2) from %3 to %4")
                         .arg(QLatin1String(kindName(int(kind))))
                         .arg(id)
                         .arg(quoted(m_builder.string(known)), quoted(name)));
            }
            ids.set(id, defined);
            return defined;
        }
    }
    return m_builder.intern(text);
}

FunctionId CallgrindParser::currentFunctionOrUnspecified()
{
    if (m_function == kInvalidId) {
        m_neededEarlierContext = true;
        // Costs before any fn= (cachegrind files may do this): cg_annotate's name for it.
        m_function =
            m_builder.function(m_object, m_functionFile, m_builder.intern("<unspecified>"));
    }
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
    if (!m_partHasBody && m_layoutAtFirstBody.isNull())
        m_layoutAtFirstBody = layout();
    m_partHasBody = true;
    if (key.size() == 2) {
        if (key == "fn") {
            // A new function starts in its own file, not in the previous one's inlined file.
            m_file = m_functionFile;
            m_function = m_builder.function(m_object, m_functionFile,
                                            resolveName(value, NameKind::Function));
            return;
        }
        if (key == "fl") {
            m_functionFile = m_file = resolveName(value, NameKind::File);
            m_function = kInvalidId;
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
    if (m_calledFunction == kInvalidId) {
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

namespace {

enum class PositionError
{
    None,
    Missing,
    Invalid,
    Overflow,
    Negative,
    TooLarge
};

// Reads one number in decimal or 0x-hex; the hot path of every cost line, so it avoids the
// general parser's checks where a short decimal cannot overflow.
inline Status readNumber(const char*& p, const char* end, std::uint64_t& value)
{
    const char* s = p;
    const std::ptrdiff_t remaining = end - s;
    if (remaining > 0 && *s >= '0' && *s <= '9' &&
        !(remaining > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))) {
        std::uint64_t v = 0;
        const char* limit = s + std::min<std::ptrdiff_t>(remaining, 18);
        while (s < limit && isDigit(*s))
            v = v * 10 + std::uint64_t(*s++ - '0');
        if (s == limit && s < end && isDigit(*s))
            return parseUnsigned(p, end, value); // long number: take the careful path
        if (s < end && !isSpace(*s))
            return Status::NotANumber;
        p = s;
        value = v;
        return Status::Ok;
    }
    return parseUnsigned(p, end, value);
}

} // namespace

bool CallgrindParser::parsePositionList(const char*& p, const char* end, Position& position,
                                        bool update, const char* what)
{
    Position next = position;
    PositionError error = PositionError::None;
    const char* token = p;
    // A local copy of the layout: the loop then keeps it in registers.
    const SubPosition* const kinds = m_subPositions.data();
    const std::size_t kindCount = m_subPositions.size();
    for (std::size_t k = 0; k < kindCount; ++k) {
        const SubPosition kind = kinds[k];
        skipSpaces(p, end);
        token = p;
        if (p >= end) {
            error = PositionError::Missing;
            break;
        }
        const char sign = *p;
        if (sign == '*') {
            ++p;
            if (p < end && !isSpace(*p)) {
                error = PositionError::Invalid;
                break;
            }
            continue;
        }
        if (sign == '+' || sign == '-')
            ++p;
        std::uint64_t value = 0;
        const Status status = readNumber(p, end, value);
        if (status != Status::Ok) {
            error = status == Status::Overflow ? PositionError::Overflow : PositionError::Invalid;
            break;
        }
        if (kind == SubPosition::Instr) {
            next.address = sign == '+'   ? next.address + value
                           : sign == '-' ? next.address - value
                                         : value;
        } else if (kind == SubPosition::Line) {
            if (value > UINT32_MAX) {
                error = PositionError::TooLarge;
                break;
            }
            next.line = sign == '+'   ? next.line + qint64(value)
                        : sign == '-' ? next.line - qint64(value)
                                      : qint64(value);
            if (next.line < 0 || next.line > qint64(UINT32_MAX)) {
                error = next.line < 0 ? PositionError::Negative : PositionError::TooLarge;
                break;
            }
        }
    }
    if (error != PositionError::None) [[unlikely]] {
        reportPositionError(int(error), token, end, next.line, what);
        return false;
    }
    if (update)
        m_last = next;
    position = next;
    return true;
}

void CallgrindParser::reportPositionError(int error, const char* token, const char* end,
                                          qint64 line, const char* what)
{
    const char* tokenEnd = token;
    while (tokenEnd < end && !isSpace(*tokenEnd))
        ++tokenEnd;
    const QString text = quoted({token, std::size_t(tokenEnd - token)});
    switch (PositionError(error)) {
    case PositionError::Missing:
        warn(QStringLiteral("%1 has fewer positions than 'positions:' names")
                 .arg(QLatin1String(what)));
        break;
    case PositionError::Overflow:
        warn(QStringLiteral("position %1 is too large").arg(text));
        break;
    case PositionError::Negative:
        warn(QStringLiteral("negative line number %1").arg(line));
        break;
    case PositionError::TooLarge:
        warn(QStringLiteral("line number %1 is too large").arg(text));
        break;
    default:
        warn(QStringLiteral("invalid position %1 in %2").arg(text, QLatin1String(what)));
        break;
    }
}

namespace {

// A decimal of at most 18 digits (no overflow possible), or 0x-hex of at most 16, ending at `end`
// or a space/tab. Returns false for anything else, which the careful path then reports.
inline bool readSimpleNumber(const char*& p, const char* end, std::uint64_t& value)
{
    const char* s = p;
    std::uint64_t v = 0;
    if (end - s > 2 && s[0] == '0' && (s[1] | 0x20) == 'x') {
        s += 2;
        const char* digits = s;
        int h;
        while (s < end && (h = hexValue(*s)) >= 0) {
            v = (v << 4) | std::uint64_t(h);
            ++s;
        }
        if (s == digits || s - digits > 16)
            return false;
    } else {
        const char* digits = s;
        while (s < end && unsigned(*s - '0') < 10u) {
            v = v * 10 + std::uint64_t(*s - '0');
            ++s;
        }
        if (s == digits || s - digits > 18)
            return false;
    }
    if (s < end && !isSpace(*s))
        return false;
    p = s;
    value = v;
    return true;
}

} // namespace

bool CallgrindParser::parseSimpleCostLine(const char* p, const char* end, Position& position,
                                          Cost* costs, int width)
{
    // The hot path for the millions of well-formed cost lines of a big profile: one pass, no
    // diagnostics. It changes nothing unless the whole line is well formed.
    Position next = m_last;
    const SubPosition* const kinds = m_subPositions.data();
    const std::size_t kindCount = m_subPositions.size();
    for (std::size_t k = 0; k < kindCount; ++k) {
        if (p >= end)
            return false;
        const char sign = *p;
        std::uint64_t value = 0;
        if (sign == '*') {
            ++p;
            if (p < end && !isSpace(*p))
                return false;
        } else {
            if (sign == '+' || sign == '-')
                ++p;
            if (!readSimpleNumber(p, end, value))
                return false;
            if (kinds[k] == SubPosition::Instr) {
                next.address = sign == '+'   ? next.address + value
                               : sign == '-' ? next.address - value
                                             : value;
            } else if (kinds[k] == SubPosition::Line) {
                const qint64 delta = qint64(value);
                next.line = sign == '+'   ? next.line + delta
                            : sign == '-' ? next.line - delta
                                          : delta;
                if (next.line < 0 || next.line > qint64(UINT32_MAX))
                    return false;
            }
        }
        while (p < end && isSpace(*p))
            ++p;
    }
    int column = 0;
    while (p < end) {
        if (column >= width)
            return false;
        const bool negative = *p == '-';
        if (negative)
            ++p;
        std::uint64_t value = 0;
        if (!readSimpleNumber(p, end, value))
            return false;
        costs[column++] = negative ? Cost(0 - value) : Cost(value);
        while (p < end && isSpace(*p))
            ++p;
    }
    for (; column < width; ++column)
        costs[column] = 0;
    m_last = next;
    position = next;
    return true;
}

void CallgrindParser::parseCostLine(std::string_view line)
{
    if (m_layoutAtFirstBody.isNull())
        m_layoutAtFirstBody = layout();
    m_partHasBody = true;
    if (!m_sawEvents) {
        warn(QStringLiteral("cost line before any 'events:' line is ignored"));
        m_next = NextLine::SelfCost;
        return;
    }
    const char* p = line.data();
    const char* end = p + line.size();
    Position position = m_last;
    const NextLine kind = m_next;
    m_next = NextLine::SelfCost;
    const int width = int(m_partCosts.size());
    Cost* parsed = m_partCosts.data();
    if (parseSimpleCostLine(p, end, position, parsed, width)) [[likely]] {
        recordCostLine(kind, position, width);
        return;
    }
    // Anything unusual takes the careful path, which explains what is wrong.
    if (!parsePositionList(p, end, position, true, "cost line")) {
        if (kind == NextLine::CallCost)
            warnAt(m_pendingLine, QStringLiteral("call ignored: its cost line is invalid"));
        return;
    }
    std::fill(m_partCosts.begin(), m_partCosts.end(), 0);
    int column = 0;
    for (skipSpaces(p, end); p < end; skipSpaces(p, end)) {
        const char* start = p;
        if (column >= width) [[unlikely]] {
            reportCostError(CostError::TooMany, start, end, width);
            break;
        }
        const bool negative = *p == '-';
        if (negative)
            ++p;
        std::uint64_t value = 0;
        const Status status = readNumber(p, end, value);
        if (status != Status::Ok) [[unlikely]] {
            if (status == Status::Overflow || (negative && value > std::uint64_t(INT64_MAX) + 1)) {
                reportCostError(CostError::Overflow, start, end, width);
                return;
            }
            reportCostError(CostError::Garbage, start, end, width);
            break;
        }
        if (negative && value > std::uint64_t(INT64_MAX) + 1) [[unlikely]] {
            reportCostError(CostError::Overflow, start, end, width);
            return;
        }
        // Values above INT64_MAX are 64-bit two's complement, as producers wrap unsigned sums.
        parsed[column++] = negative ? Cost(0 - value) : Cost(value);
    }
    recordCostLine(kind, position, width);
}

void CallgrindParser::recordCostLine(NextLine kind, const Position& position, int width)
{
    if (kind == NextLine::Discard)
        return; // it moved the position; its costs belong to a rejected call or jump
    const Cost* costs = m_partCosts.data();
    // Another file or part may have added event types since this part's `events:` line.
    if (!m_identityColumns || width != m_builder.realEventCount()) {
        m_costs.assign(m_builder.realEventCount(), 0);
        for (int c = 0; c < width; ++c) {
            if (m_columnMap[c] != kIgnoredColumn)
                m_costs[m_columnMap[c]] = m_partCosts[c];
        }
        costs = m_costs.data();
    }
    const auto line32 = LineNumber(position.line);
    if (kind == NextLine::SelfCost) {
        if (m_partsStarted == 1 && width > 0)
            m_firstEventParsed += m_partCosts[0];
        m_builder.addSelfCost(currentFunctionOrUnspecified(), m_file, line32, position.address,
                              costs);
    } else if (kind == NextLine::CallCost) {
        m_builder.addCall(currentFunctionOrUnspecified(), m_calledFunction, m_file, line32,
                          position.address, m_callCount, costs);
        // cob=/cfi= apply to one call; cfn= stays for the next `calls=` as in KCachegrind.
        m_calledObjectSet = m_calledFileSet = false;
    } else {
        m_jump.function = currentFunctionOrUnspecified();
        m_jump.file = m_file;
        m_jump.fromLine = line32;
        m_jump.fromAddress = position.address;
        m_jump.targetFunction = m_jumpFunction == kInvalidId ? m_jump.function : m_jumpFunction;
        m_jump.targetFile = m_jumpFileSet ? m_jumpFile : m_file;
        m_builder.addJump(m_jump);
        m_jumpFileSet = false;
        m_jumpFunction = kInvalidId;
    }
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

void CallgrindParser::reportCostError(CostError error, const char* token, const char* end,
                                      int width)
{
    const QString text = quoted({token, std::size_t(end - token)});
    switch (error) {
    case CostError::TooMany:
        warn(QStringLiteral(
                 "ignored garbage at end of cost line: %1 (more costs than the %2 event types)")
                 .arg(text)
                 .arg(width));
        break;
    case CostError::Overflow:
        warn(QStringLiteral("cost %1 does not fit in 64 bits; line ignored").arg(text));
        break;
    case CostError::Garbage:
        warn(QStringLiteral("ignored garbage at end of cost line: %1").arg(text));
        break;
    }
}

void CallgrindParser::finish(qint64 endOffset)
{
    reportUndefinedIds();
    if (m_next != NextLine::SelfCost)
        dropPendingCall();
    m_builder.endPart(endOffset);
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// CallgrindParser's header lines (`events:`, `event:`, `positions:`, `summary:`, `totals:`,
// `cmd:`, `desc:` and the part's numbers), kept apart from the body's lines in
// CallgrindParser.cpp: they are read a few times a part, the body's a million times.

#include "core/callgrind/CallgrindParser.h"

#include "core/callgrind/CallgrindLines.h"
#include "core/callgrind/NumberParsing.h"
#include "core/callgrind/ParserText.h"

#include <algorithm>

namespace tally {

using namespace numbers;
using namespace parsertext;

namespace {

// A header's value, never null once the line was seen (an empty `version:` is empty, not null),
// so that joining two halves can tell "the second half said nothing" from "it said ''".
QString seenValue(std::string_view value)
{
    return value.empty() ? QStringLiteral("") : qs(value);
}

} // namespace

void CallgrindParser::parseHeader(std::string_view key, std::string_view value)
{
    if (callgrindlines::isPartStartingKey(key) && m_partHasBody) {
        beginPart();
        // `version:` after a body is the header of another file, as `cat` of dump files makes:
        // its compressed ids are its own (callgrind defines each on its first use in a file).
        if (key == "version")
            forgetNames();
    }
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
        m_builder.setCommand(m_sourceIndex, qs(value));
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
        source.version = seenValue(value);
    } else if (key == "creator") {
        source.creator = seenValue(value);
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
    updateFastColumns();
    m_partCosts.assign(m_columnMap.size(), 0);
}

void CallgrindParser::parseEventDefinition(std::string_view value)
{
    // event: Name [= formula] [: long name]
    // Checked against the event types known so far in the file, which a piece read from a cut
    // does not know (one pass said a measured type cannot be redefined, the piece defined it):
    // the loader reads such a piece again after the one before. Producers write `event:` in a
    // file's first header only.
    if (m_startedMidFile)
        m_neededEarlierContext = true;
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
    m_positionLayout = m_subPositions == std::vector{SubPosition::Line} ? PositionLayout::Line
                       : m_subPositions == std::vector{SubPosition::Instr, SubPosition::Line}
                           ? PositionLayout::InstrLine
                           : PositionLayout::Other;
}

std::vector<Cost> CallgrindParser::parseCostList(std::string_view value, const char* key)
{
    noteLayoutUse();
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

} // namespace tally

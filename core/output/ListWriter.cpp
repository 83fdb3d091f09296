// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/output/ListWriter.h"

#include "core/analysis/CycleRelations.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <string>

namespace tally::listwriter {

namespace {

// Collects output bytes and hands them to the device in large writes.
class ByteBuffer
{
public:
    explicit ByteBuffer(QIODevice& out) : m_out(out) { m_bytes.reserve(kFlushAt + 4096); }
    ~ByteBuffer() { flush(); }
    ByteBuffer(const ByteBuffer&) = delete;
    ByteBuffer& operator=(const ByteBuffer&) = delete;

    ByteBuffer& operator<<(std::string_view text)
    {
        m_bytes.append(text);
        return *this;
    }
    ByteBuffer& operator<<(const char* text) { return *this << std::string_view(text); }
    ByteBuffer& operator<<(const std::string& text) { return *this << std::string_view(text); }
    ByteBuffer& operator<<(char c)
    {
        m_bytes.push_back(c);
        return *this;
    }
    ByteBuffer& operator<<(const QString& text) { return *this << std::string_view(text.toUtf8()); }
    template <typename Integer>
    requires std::is_integral_v<Integer> ByteBuffer& operator<<(Integer value)
    {
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        m_bytes.append(digits, end);
        return *this;
    }
    // A TSV field: names never hold newlines (the format is line based) but may hold tabs.
    void field(std::string_view text)
    {
        const std::size_t from = m_bytes.size();
        m_bytes.append(text);
        std::replace(m_bytes.begin() + std::ptrdiff_t(from), m_bytes.end(), '\t', ' ');
    }
    // `text` right-aligned in `width` columns (ASCII text: numbers).
    void right(std::string_view text, std::size_t width)
    {
        if (text.size() < width)
            m_bytes.append(width - text.size(), ' ');
        m_bytes.append(text);
    }
    void endLine()
    {
        m_bytes.push_back('\n');
        if (m_bytes.size() >= kFlushAt)
            flush();
    }
    void flush()
    {
        if (!m_bytes.empty())
            m_out.write(m_bytes.data(), qint64(m_bytes.size()));
        m_bytes.clear();
    }

private:
    static constexpr std::size_t kFlushAt = 1 << 16;
    QIODevice& m_out;
    std::string m_bytes;
};

// 1234567 as "1,234,567".
std::string grouped(std::int64_t value)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    const std::string_view plain(digits, std::size_t(end - digits));
    const std::size_t sign = plain.front() == '-' ? 1 : 0;
    std::string text(plain.substr(0, sign));
    const std::size_t count = plain.size() - sign;
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0 && (count - i) % 3 == 0)
            text.push_back(',');
        text.push_back(plain[sign + i]);
    }
    return text;
}

std::string percent(Cost value, Cost base)
{
    if (base == 0)
        return "-";
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", 100.0 * double(value) / double(base));
    return text;
}

std::string cycleName(const FlatProfile& flat, int cycle)
{
    return "<cycle " + std::to_string(flat.cycles()[std::size_t(cycle)].number) + '>';
}

Cost subjectInclusive(const FlatProfile& flat, const EventSet& events, const List& list, int event)
{
    if (list.subject.isCycle())
        return events.value(flat.cycleInclusive(std::size_t(list.subject.cycle)), event);
    return events.value(flat.inclusive(list.subject.function), event);
}

bool subjectValid(const Profile& profile, const FlatProfile& flat, const List& list)
{
    if (list.events.empty() || flat.functionCount() != profile.functionCount())
        return false;
    return list.subject.isCycle() ? std::size_t(list.subject.cycle) < flat.cycles().size()
                                  : profile.isFunction(list.subject.function);
}

} // namespace

List build(const CallRelations& relations, const FlatProfile& flat, const EventSet& eventSet,
           Kind kind, CoverageItem subject, std::vector<int> events, int lead)
{
    List list{kind, subject, std::move(events), lead, {}, true};
    const auto leadColumn = std::ranges::find(list.events, lead);
    if (leadColumn == list.events.end())
        return list;
    if (kind == Kind::AllCallers || kind == Kind::AllCallees) {
        // The coverage walk takes its lead first: walk with it in front, then put it back.
        const std::size_t column = std::size_t(leadColumn - list.events.begin());
        std::vector<int> walked = list.events;
        std::rotate(walked.begin(), walked.begin() + std::ptrdiff_t(column),
                    walked.begin() + std::ptrdiff_t(column) + 1);
        const auto direction =
            kind == Kind::AllCallers ? CoverageDirection::Callers : CoverageDirection::Callees;
        auto result = coverage::compute(relations, flat, eventSet, subject, direction, walked);
        for (CoverageEntry& row : result.entries) {
            for (auto* costs : {&row.inclusive, &row.self})
                std::rotate(costs->begin(), costs->begin() + 1,
                            costs->begin() + std::ptrdiff_t(column) + 1);
        }
        list.rows = std::move(result.entries);
        list.complete = result.complete;
        return list;
    }
    if (relations.width() != eventSet.realCount() ||
        std::ranges::any_of(list.events, [&](int e) { return e < 0 || e >= eventSet.count(); }))
        return list;
    std::vector<CallRelation> relation;
    if (subject.isCycle())
        relation = kind == Kind::Callers ? cyclerelations::callers(relations, flat, subject.cycle)
                                         : cyclerelations::members(flat, subject.cycle);
    else if (relations.contains(subject.function))
        relation = kind == Kind::Callers ? relations.callers(subject.function)
                                         : relations.callees(subject.function);
    for (const CallRelation& r : relation) {
        CoverageEntry row{CoverageItem::ofFunction(r.other), 1, 1, r.count, {}, {}};
        for (const int event : list.events)
            row.inclusive.push_back(eventSet.value(r.inclusive, event));
        row.self.assign(list.events.size(), 0);
        list.rows.push_back(std::move(row));
    }
    const std::size_t column = std::size_t(leadColumn - list.events.begin());
    std::ranges::stable_sort(list.rows, [column](const CoverageEntry& a, const CoverageEntry& b) {
        return a.inclusive[column] > b.inclusive[column];
    });
    return list;
}

void writeTsv(QIODevice& device, const Profile& profile, const FlatProfile& flat,
              const EventSet& eventSet, const List& list)
{
    if (!subjectValid(profile, flat, list))
        return;
    ByteBuffer out(device);
    out << "# events:";
    for (const int event : list.events)
        out << ' ' << eventSet.type(event).name;
    out << "\n# totals:";
    for (const int event : list.events)
        out << ' ' << eventSet.value(profile.totals(), event);
    out << "\n# function: ";
    const auto writeItem = [&](CoverageItem item) {
        if (item.isCycle()) {
            out << cycleName(flat, item.cycle) << "\t\t";
            return;
        }
        const FunctionKey& f = profile.function(item.function);
        out.field(profile.string(f.name));
        out << '\t';
        out.field(profile.string(f.file));
        out << '\t';
        out.field(profile.string(f.object));
    };
    writeItem(list.subject);
    out << "\nkind\tfunction\tfile\tobject\tmindistance\tmaxdistance\tcalls";
    for (const char* kind : {"\tincl:", "\tself:"}) {
        for (const int event : list.events)
            out << kind << eventSet.type(event).name;
    }
    out.endLine();
    for (const CoverageEntry& row : list.rows) {
        out << (row.item.isCycle() ? "cycle\t" : "fn\t");
        writeItem(row.item);
        out << '\t' << row.minDistance << '\t' << row.maxDistance << '\t' << row.calls;
        for (const Cost cost : row.inclusive)
            out << '\t' << cost;
        for (const Cost cost : row.self)
            out << '\t' << cost;
        out.endLine();
    }
}

void writeText(QIODevice& device, const Profile& profile, const FlatProfile& flat,
               const EventSet& eventSet, const List& list, int limit)
{
    if (!subjectValid(profile, flat, list))
        return;
    ByteBuffer out(device);
    for (const auto& source : profile.sources()) {
        out << "Profile:  " << source.path;
        if (!source.creator.isEmpty())
            out << "  (" << source.creator << ')';
        out.endLine();
    }
    const bool callers = list.kind == Kind::Callers || list.kind == Kind::AllCallers;
    const bool withSelf = list.kind == Kind::AllCallees;
    const auto itemName = [&](CoverageItem item) {
        if (item.isCycle())
            return cycleName(flat, item.cycle);
        std::string name(profile.string(profile.function(item.function).name));
        if (const int cycle = flat.cycleOf(item.function); cycle >= 0)
            name += ' ' + cycleName(flat, cycle);
        return name;
    };
    const auto location = [&](CoverageItem item) {
        if (item.isCycle())
            return std::to_string(flat.cycles()[std::size_t(item.cycle)].members.size()) +
                   " functions";
        const FunctionKey& f = profile.function(item.function);
        std::string text(profile.string(f.file));
        if (const auto object = profile.string(f.object); !object.empty())
            text += (text.empty() ? "[" : " [") + std::string(object) + ']';
        return text;
    };
    const char* title[] = {"Callers", "Callees", "All callers", "All callees"};
    out << (list.kind == Kind::Callees && list.subject.isCycle()
                ? "Members"
                : title[static_cast<int>(list.kind)])
        << " of " << itemName(list.subject) << "  (" << location(list.subject) << ')';
    out.endLine();
    const int event = list.lead;
    const std::size_t column =
        std::size_t(std::ranges::find(list.events, event) - list.events.begin());
    if (column == list.events.size())
        return;
    const std::string name = eventSet.type(event).name.toStdString();
    const Cost base = subjectInclusive(flat, eventSet, list, event);
    out << "Inclusive " << name << ": " << grouped(base);
    out.endLine();
    if (!list.complete) {
        out << "(the walk stopped at its work bound: costs are lower bounds)";
        out.endLine();
    }
    out.endLine();

    constexpr std::size_t kCost = 18, kPercent = 7, kDistance = 9, kCalls = 14;
    out.right("Incl." + name, kCost);
    out.right("%", kPercent);
    if (withSelf) {
        out.right("Self." + name, kCost);
        out.right("%", kPercent);
    }
    out.right("Distance", kDistance);
    out.right(callers ? "Called" : "Calling", kCalls);
    out << "  " << (callers ? "Caller" : "Callee") << "  Location";
    out.endLine();
    std::size_t printed = 0;
    for (const CoverageEntry& row : list.rows) {
        if (limit >= 0 && printed == std::size_t(limit))
            break;
        ++printed;
        out.right(grouped(row.inclusive[column]), kCost);
        out.right(percent(row.inclusive[column], base), kPercent);
        if (withSelf) {
            out.right(grouped(row.self[column]), kCost);
            out.right(percent(row.self[column], base), kPercent);
        }
        std::string distance = std::to_string(row.minDistance);
        if (row.maxDistance != row.minDistance)
            distance += '-' + std::to_string(row.maxDistance);
        out.right(distance, kDistance);
        out.right(grouped(std::int64_t(std::min<Count>(row.calls, INT64_MAX))), kCalls);
        out << "  " << itemName(row.item) << "  " << location(row.item);
        out.endLine();
    }
    if (printed < list.rows.size()) {
        out << "(" << (list.rows.size() - printed) << " more)";
        out.endLine();
    }
}

} // namespace tally::listwriter

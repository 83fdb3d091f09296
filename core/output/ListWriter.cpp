// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/output/ListWriter.h"

#include "core/analysis/CycleRelations.h"
#include "core/output/ByteBuffer.h"
#include "core/output/TextColumns.h"

#include <algorithm>
#include <span>
#include <string>

namespace tally::listwriter {

namespace {

void writeCycleName(ByteBuffer& out, const FlatProfile& flat, int cycle)
{
    out << "<cycle " << flat.cycles()[std::size_t(cycle)].number << '>';
}

// `text` right-aligned in `width` columns (ASCII text: headings).
void writeRight(ByteBuffer& out, std::string_view text, std::size_t width)
{
    const std::size_t start = out.size();
    out << text;
    out.alignRight(start, width);
}

void writeGrouped(ByteBuffer& out, std::int64_t value, std::size_t width)
{
    const std::size_t start = out.size();
    out.grouped(value);
    out.alignRight(start, width);
}

void writePercent(ByteBuffer& out, Cost value, Cost base, std::size_t width)
{
    const std::size_t start = out.size();
    if (base == 0)
        out << '-';
    else
        out.fixed2(100.0 * double(value) / double(base));
    out.alignRight(start, width);
}

Cost subjectInclusive(const FlatProfile& flat, const EventSet& events, const List& list, int event)
{
    if (list.subject.isCycle())
        return events.value(flat.cycleInclusive(std::size_t(list.subject.cycle)), event);
    return events.value(flat.inclusive(list.subject.function), event);
}

// "2" or "2-5": a row's distances in calls.
std::string distanceText(const CoverageEntry& row)
{
    std::string text = std::to_string(row.minDistance);
    if (row.maxDistance != row.minDistance)
        text += '-' + std::to_string(row.maxDistance);
    return text;
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
        relation = kind == Kind::Callers ? cyclerelations::callers(relations, flat, subject.cycle,
                                                                   CallRelations::Sites::Left)
                                         : cyclerelations::members(flat, subject.cycle);
    else if (relations.contains(subject.function))
        relation = kind == Kind::Callers
                       ? relations.callers(subject.function, CallRelations::Sites::Left)
                       : relations.callees(subject.function, CallRelations::Sites::Left);
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
            writeCycleName(out, flat, item.cycle);
            out << "\t\t";
            return;
        }
        const FunctionKey& f = profile.function(item.function);
        out.nameField(profile.strings(), f.name);
        out << '\t';
        out.nameField(profile.strings(), f.file);
        out << '\t';
        out.nameField(profile.strings(), f.object);
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
    const auto writeName = [&](CoverageItem item) {
        if (item.isCycle()) {
            writeCycleName(out, flat, item.cycle);
            return;
        }
        out.name(profile.strings(), profile.function(item.function).name);
        if (const int cycle = flat.cycleOf(item.function); cycle >= 0) {
            out << ' ';
            writeCycleName(out, flat, cycle);
        }
    };
    const auto writeLocation = [&](CoverageItem item) {
        if (item.isCycle()) {
            out << flat.cycles()[std::size_t(item.cycle)].members.size() << " functions";
            return;
        }
        const FunctionKey& f = profile.function(item.function);
        const StringTable& strings = profile.strings();
        out.name(strings, f.file);
        if (!strings.isEmpty(f.object)) {
            out << (strings.isEmpty(f.file) ? "[" : " [");
            out.name(strings, f.object);
            out << ']';
        }
    };
    const char* title[] = {"Callers", "Callees", "All callers", "All callees"};
    out << (list.kind == Kind::Callees && list.subject.isCycle()
                ? "Members"
                : title[static_cast<int>(list.kind)])
        << " of ";
    writeName(list.subject);
    out << "  (";
    writeLocation(list.subject);
    out << ')';
    out.endLine();
    const int event = list.lead;
    const std::size_t column =
        std::size_t(std::ranges::find(list.events, event) - list.events.begin());
    if (column == list.events.size())
        return;
    const std::string name = eventSet.type(event).name.toStdString();
    const Cost base = subjectInclusive(flat, eventSet, list, event);
    out << "Inclusive " << name << ": ";
    out.grouped(base);
    out.endLine();
    if (!list.complete) {
        out << "(the walk stopped at its work bound: costs are lower bounds)";
        out.endLine();
    }
    out.endLine();

    // Each column as wide as its widest cell with a space before it (at least as wide as it
    // always was): a recursion's callers may pass 1,000 % of the subject.
    const std::size_t shown =
        limit >= 0 ? std::min(list.rows.size(), std::size_t(limit)) : list.rows.size();
    const std::span<const CoverageEntry> rows(list.rows.data(), shown);
    textcolumns::Extremes<Cost> inclusive, self;
    textcolumns::Extremes<Count> calls;
    std::size_t widestDistance = 0;
    for (const CoverageEntry& row : rows) {
        inclusive.add(row.inclusive[column]);
        self.add(row.self[column]);
        calls.add(std::min<Count>(row.calls, INT64_MAX));
        widestDistance = std::max(widestDistance, distanceText(row).size());
    }
    const auto groupedCost = [](ByteBuffer& cell, Cost value) { cell.grouped(value); };
    const auto percentOf = [base](ByteBuffer& cell, Cost value) {
        writePercent(cell, value, base, 0);
    };
    const std::size_t inclusiveCosts = inclusive.widest(groupedCost);
    const std::size_t inclusiveShares = inclusive.widest(percentOf);
    const std::size_t selfCosts = self.widest(groupedCost);
    const std::size_t selfShares = self.widest(percentOf);
    const std::string inclusiveHeading = "Incl." + name, selfHeading = "Self." + name;
    const std::size_t costWidth = textcolumns::width(
        18, std::max({inclusiveCosts, selfCosts, inclusiveHeading.size(), selfHeading.size()}), 1);
    const std::size_t percentWidth =
        textcolumns::width(7, std::max(inclusiveShares, selfShares), 1);
    const std::size_t distanceWidth = textcolumns::width(9, widestDistance, 1);
    const std::size_t callsWidth = textcolumns::width(
        14, calls.widest([](ByteBuffer& cell, Count value) { cell.grouped(std::int64_t(value)); }),
        1);
    writeRight(out, inclusiveHeading, costWidth);
    writeRight(out, "%", percentWidth);
    if (withSelf) {
        writeRight(out, selfHeading, costWidth);
        writeRight(out, "%", percentWidth);
    }
    writeRight(out, "Distance", distanceWidth);
    writeRight(out, callers ? "Called" : "Calling", callsWidth);
    out << "  " << (callers ? "Caller" : "Callee") << "  Location";
    out.endLine();
    std::size_t printed = 0;
    for (const CoverageEntry& row : rows) {
        ++printed;
        writeGrouped(out, row.inclusive[column], costWidth);
        writePercent(out, row.inclusive[column], base, percentWidth);
        if (withSelf) {
            writeGrouped(out, row.self[column], costWidth);
            writePercent(out, row.self[column], base, percentWidth);
        }
        writeRight(out, distanceText(row), distanceWidth);
        writeGrouped(out, std::int64_t(std::min<Count>(row.calls, INT64_MAX)), callsWidth);
        out << "  ";
        writeName(row.item);
        out << "  ";
        writeLocation(row.item);
        out.endLine();
    }
    if (printed < list.rows.size()) {
        out << "(" << (list.rows.size() - printed) << " more)";
        out.endLine();
    }
}

} // namespace tally::listwriter

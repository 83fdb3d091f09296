// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/output/DiffWriter.h"

#include "core/output/ByteBuffer.h"
#include "core/output/TextColumns.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace tally::diffwriter {

namespace {

using Side = ProfileComparison::Side;
using Kind = ProfileComparison::Kind;

QString tsvField(QString text)
{
    // Names never contain newlines (the format is line based) but may contain tabs.
    text.replace(QLatin1Char('\t'), QLatin1Char(' '));
    return text;
}

const char* kindName(Kind kind)
{
    switch (kind) {
    case Kind::Same:
        return "fn";
    case Kind::Moved:
        return "moved";
    case Kind::Added:
        return "added";
    case Kind::Removed:
        return "removed";
    case Kind::Cycle:
        break;
    }
    return "cycle";
}

// The rows are written as UTF-8 bytes straight from each side's string table, as
// ProfileComparison::name(), file() and object() would name them, without a QString per field.

FunctionId functionOn(const ProfileComparison& c, std::size_t r, Side side)
{
    return side == Side::Base ? c.row(r).base : c.row(r).current;
}

// What ProfileComparison::name() returns, as bytes; a TSV field when `tsv`.
void writeName(ByteBuffer& out, const ProfileComparison& c, std::size_t r, bool tsv)
{
    const Side side = c.displaySide(r);
    const auto& row = c.row(r);
    if (row.kind == Kind::Cycle) {
        const int cycle = side == Side::Base ? row.baseCycle : row.newCycle;
        out << "<cycle " << c.snapshot(side).flat->cycles()[std::size_t(cycle)].number << '>';
        return;
    }
    const Profile& profile = c.profile(side);
    const StringId name = profile.function(functionOn(c, r, side)).name;
    if (tsv)
        out.nameField(profile.strings(), name);
    else
        out.name(profile.strings(), name);
}

// ProfileComparison::file() or object() of a side, as bytes (empty for cycles and for a side
// without the function).
std::string_view fileOf(const ProfileComparison& c, std::size_t r, Side side)
{
    const FunctionId f = functionOn(c, r, side);
    if (c.row(r).kind == Kind::Cycle || !f.isValid())
        return {};
    return c.profile(side).string(c.profile(side).function(f).file);
}

std::string_view objectOf(const ProfileComparison& c, std::size_t r, Side side)
{
    const FunctionId f = functionOn(c, r, side);
    if (c.row(r).kind == Kind::Cycle || !f.isValid())
        return {};
    return c.profile(side).string(c.profile(side).function(f).object);
}

void writeLocation(ByteBuffer& out, const ProfileComparison& c, std::size_t r, Side side)
{
    const std::string_view file = fileOf(c, r, side);
    out << file;
    if (const std::string_view object = objectOf(c, r, side); !object.empty())
        out << (file.empty() ? "[" : " [") << object << ']';
}

void writeSigned(ByteBuffer& out, Cost value)
{
    if (value > 0)
        out << '+';
    out.grouped(value);
}

// A finite change in percent: "+12.50 %".
void writeChange(ByteBuffer& out, double change)
{
    if (change > 0)
        out << '+';
    out.fixed2AsQLocale(change);
    out << " %";
}

void writePercent(ByteBuffer& out, Cost base, Cost value)
{
    const double change = ProfileComparison::percentChange(base, value);
    if (std::isinf(change))
        out << "new";
    else
        writeChange(out, change);
}

QString signedNumber(Cost c)
{
    return c > 0 ? QLatin1Char('+') + textcolumns::grouped(c) : textcolumns::grouped(c);
}

QString percentText(Cost base, Cost value)
{
    const double change = ProfileComparison::percentChange(base, value);
    if (std::isinf(change))
        return QStringLiteral("new");
    return (change > 0 ? QStringLiteral("+") : QString()) + QLocale::c().toString(change, 'f', 2) +
           QStringLiteral(" %");
}

} // namespace

QString sidePaths(const Profile& profile)
{
    QStringList paths;
    for (const auto& source : profile.sources())
        paths << source.path;
    return paths.join(QLatin1Char(' '));
}

void writeTsv(QTextStream& out, const ProfileComparison& c)
{
    const EventSet& events = c.events();
    const int width = c.width();
    out << "# events:";
    for (int e = 0; e < width; ++e)
        out << ' ' << events.type(e).name;
    for (const Side side : {Side::Base, Side::New}) {
        out << (side == Side::Base ? "\n# base: " : "\n# new: ")
            << tsvField(c.snapshot(side).profile ? sidePaths(c.profile(side)) : QString())
            << "\ttotals:";
        for (const Cost total : c.totals(side))
            out << ' ' << total;
    }
    out << "\nkind\tfunction\tfile\tobject\tbase:called\tnew:called";
    for (int e = 0; e < width; ++e) {
        for (const char* which : {"self", "incl"}) {
            for (const char* side : {"base", "new", "delta"})
                out << '\t' << side << ':' << which << ':' << events.type(e).name;
        }
    }
    // The effects last, so that the columns before keep their places for existing scripts.
    for (int e = 0; e < width; ++e) {
        for (const char* effect : {"calls-effect", "per-call-effect"})
            out << '\t' << effect << ":incl:" << events.type(e).name;
    }
    out << '\n';
    ByteBuffer buffer(out);
    for (const std::size_t r : c.sortedRows(0)) {
        buffer << kindName(c.row(r).kind) << '\t';
        writeName(buffer, c, r, true);
        const Side side = c.displaySide(r);
        buffer << '\t';
        buffer.field(fileOf(c, r, side));
        buffer << '\t';
        buffer.field(objectOf(c, r, side));
        buffer << '\t' << c.called(r, Side::Base) << '\t' << c.called(r, Side::New);
        for (int e = 0; e < width; ++e) {
            const auto ue = std::size_t(e);
            buffer << '\t' << c.self(r, Side::Base)[ue] << '\t' << c.self(r, Side::New)[ue] << '\t'
                   << c.selfDelta(r, e) << '\t' << c.inclusive(r, Side::Base)[ue] << '\t'
                   << c.inclusive(r, Side::New)[ue] << '\t' << c.inclusiveDelta(r, e);
        }
        for (int e = 0; e < width; ++e) {
            const auto split = c.effects(r, e);
            buffer << '\t' << split.calls << '\t' << split.perCall;
        }
        buffer.endLine();
    }
}

void writeText(QTextStream& out, const ProfileComparison& c, const Options& options)
{
    const EventSet& events = c.events();
    for (const Side side : {Side::Base, Side::New}) {
        out << (side == Side::Base ? "Base:     " : "New:      ");
        if (c.snapshot(side).profile)
            out << sidePaths(c.profile(side));
        out << '\n';
    }
    out << "Events:  ";
    for (int e = 0; e < events.count(); ++e)
        out << ' ' << events.type(e).name;
    for (const Side side : {Side::Base, Side::New}) {
        if (!c.onlyOn(side).isEmpty())
            out << (side == Side::Base ? "  (only in the base, not compared: "
                                       : "  (only in the new profile, not compared: ")
                << c.onlyOn(side).join(QLatin1Char(' ')) << ')';
    }
    out << "\nTotals:  ";
    for (int e = 0; e < c.width(); ++e) {
        const Cost base = c.totals(Side::Base)[std::size_t(e)];
        const Cost next = c.totals(Side::New)[std::size_t(e)];
        out << (e == 0 ? " " : "\n          ") << events.type(e).name << ' '
            << textcolumns::grouped(base) << " -> " << textcolumns::grouped(next) << "  ("
            << signedNumber(c.totalDelta(e)) << ", " << percentText(base, next) << ')';
    }
    out << '\n';
    if (!options.failure.isEmpty())
        out << "FAILED:   " << options.failure << '\n';
    out << '\n';
    if (c.width() == 0)
        return;

    const int event = std::clamp(options.event, 0, events.count() - 1);
    const QString name = events.type(event).name;
    std::vector<std::size_t> rows = c.sortedRows(event, options.grewFirst);
    if (options.limit >= 0 && rows.size() > std::size_t(options.limit))
        rows.resize(std::size_t(options.limit));
    // Each column as wide as its widest cell (and at least as wide as it always was): a
    // function that grew 200-fold is +22,537.50 %.
    textcolumns::Extremes<Cost> deltas, costs;
    textcolumns::Extremes<double> changes;
    std::size_t calledWidth = 0;
    for (const std::size_t r : rows) {
        const Cost base = c.value(c.inclusive(r, Side::Base), event);
        const Cost next = c.value(c.inclusive(r, Side::New), event);
        deltas.add(c.inclusiveDelta(r, event));
        deltas.add(c.selfDelta(r, event));
        const auto split = c.effects(r, event);
        deltas.add(split.calls);
        deltas.add(split.perCall);
        costs.add(base);
        costs.add(next);
        if (const double change = ProfileComparison::percentChange(base, next);
            std::isfinite(change))
            changes.add(change);
        calledWidth =
            std::max(calledWidth, textcolumns::groupedWidth(Cost(c.called(r, Side::Base))) +
                                      textcolumns::groupedWidth(Cost(c.called(r, Side::New))) + 4);
    }
    const QString headings[] = {
        QStringLiteral("Delta Incl.") + name, QStringLiteral("Base Incl.") + name,
        QStringLiteral("New Incl.") + name,   QStringLiteral("Delta Self.") + name,
        QStringLiteral("Calls effect"),       QStringLiteral("Per-call effect")};
    std::size_t widestHeading = 0;
    for (const QString& heading : headings)
        widestHeading = std::max(widestHeading, std::size_t(heading.size()));
    const std::size_t costWidth = textcolumns::width(
        18, std::max({deltas.widest(writeSigned),
                      costs.widest([](ByteBuffer& cell, Cost value) { cell.grouped(value); }),
                      widestHeading}));
    const std::size_t percentWidth = textcolumns::width(10, changes.widest(writeChange));
    calledWidth = textcolumns::width(16, calledWidth);
    const QString row = QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8  %9  %10\n");
    out << row.arg(headings[0], int(costWidth))
               .arg(QStringLiteral("%"), int(percentWidth))
               .arg(headings[1], int(costWidth))
               .arg(headings[2], int(costWidth))
               .arg(headings[3], int(costWidth))
               .arg(headings[4], int(costWidth))
               .arg(headings[5], int(costWidth))
               .arg(QStringLiteral("Called"), int(calledWidth))
               .arg(QStringLiteral("Function"), QStringLiteral("Location"));
    ByteBuffer buffer(out);
    const auto aligned = [&buffer](std::size_t start, std::size_t width) {
        buffer.alignRight(start, width);
        buffer << ' ';
    };
    for (const std::size_t r : rows) {
        const Cost base = c.value(c.inclusive(r, Side::Base), event);
        const Cost next = c.value(c.inclusive(r, Side::New), event);
        const auto& info = c.row(r);
        std::size_t start = buffer.size();
        writeSigned(buffer, c.inclusiveDelta(r, event));
        aligned(start, costWidth);
        start = buffer.size();
        writePercent(buffer, base, next);
        aligned(start, percentWidth);
        start = buffer.size();
        buffer.grouped(base);
        aligned(start, costWidth);
        start = buffer.size();
        buffer.grouped(next);
        aligned(start, costWidth);
        start = buffer.size();
        writeSigned(buffer, c.selfDelta(r, event));
        aligned(start, costWidth);
        const auto split = c.effects(r, event);
        for (const Cost effect : {split.calls, split.perCall}) {
            start = buffer.size();
            writeSigned(buffer, effect);
            aligned(start, costWidth);
        }
        start = buffer.size();
        buffer.grouped(Cost(c.called(r, Side::Base)));
        buffer << " -> ";
        buffer.grouped(Cost(c.called(r, Side::New)));
        buffer.alignRight(start, calledWidth);
        buffer << "  ";
        writeName(buffer, c, r, false);
        if (info.kind == Kind::Added)
            buffer << " (added)";
        else if (info.kind == Kind::Removed)
            buffer << " (removed)";
        buffer << "  ";
        writeLocation(buffer, c, r, c.displaySide(r));
        if (info.kind == Kind::Moved) {
            buffer << " (was ";
            writeLocation(buffer, c, r, Side::Base);
            buffer << ')';
        }
        buffer.endLine();
    }
}

} // namespace tally::diffwriter

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/output/DiffWriter.h"

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

QString kindName(Kind kind)
{
    switch (kind) {
    case Kind::Same:
        return QStringLiteral("fn");
    case Kind::Moved:
        return QStringLiteral("moved");
    case Kind::Added:
        return QStringLiteral("added");
    case Kind::Removed:
        return QStringLiteral("removed");
    case Kind::Cycle:
        break;
    }
    return QStringLiteral("cycle");
}

QString grouped(Cost c)
{
    return QLocale(QLocale::English).toString(c);
}

QString signedNumber(Cost c)
{
    return c > 0 ? QLatin1Char('+') + grouped(c) : grouped(c);
}

QString percentText(Cost base, Cost value)
{
    const double change = ProfileComparison::percentChange(base, value);
    if (std::isinf(change))
        return QStringLiteral("new");
    return (change > 0 ? QStringLiteral("+") : QString()) + QLocale::c().toString(change, 'f', 2) +
           QStringLiteral(" %");
}

QString location(const ProfileComparison& c, std::size_t r, Side side)
{
    QString text = c.file(r, side);
    const QString object = c.object(r, side);
    if (!object.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral(" ")) + QLatin1Char('[') + object +
                QLatin1Char(']');
    return text;
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
    out << '\n';
    for (const std::size_t r : c.sortedRows(0)) {
        out << kindName(c.row(r).kind) << '\t' << tsvField(c.name(r)) << '\t' << tsvField(c.file(r))
            << '\t' << tsvField(c.object(r)) << '\t' << c.called(r, Side::Base) << '\t'
            << c.called(r, Side::New);
        for (int e = 0; e < width; ++e) {
            const auto ue = std::size_t(e);
            out << '\t' << c.self(r, Side::Base)[ue] << '\t' << c.self(r, Side::New)[ue] << '\t'
                << c.selfDelta(r, e) << '\t' << c.inclusive(r, Side::Base)[ue] << '\t'
                << c.inclusive(r, Side::New)[ue] << '\t' << c.inclusiveDelta(r, e);
        }
        out << '\n';
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
        out << (e == 0 ? " " : "\n          ") << events.type(e).name << ' ' << grouped(base)
            << " -> " << grouped(next) << "  (" << signedNumber(c.totalDelta(e)) << ", "
            << percentText(base, next) << ')';
    }
    out << '\n';
    if (!options.failure.isEmpty())
        out << "FAILED:   " << options.failure << '\n';
    out << '\n';
    if (c.width() == 0)
        return;

    const int event = std::clamp(options.event, 0, events.count() - 1);
    const QString name = events.type(event).name;
    const QString row = QStringLiteral("%1 %2 %3 %4 %5 %6  %7  %8\n");
    out << row.arg(QStringLiteral("Delta Incl.") + name, 18)
               .arg(QStringLiteral("%"), 10)
               .arg(QStringLiteral("Base Incl.") + name, 18)
               .arg(QStringLiteral("New Incl.") + name, 18)
               .arg(QStringLiteral("Delta Self.") + name, 18)
               .arg(QStringLiteral("Called"), 16)
               .arg(QStringLiteral("Function"), QStringLiteral("Location"));
    int printed = 0;
    for (const std::size_t r : c.sortedRows(event, options.grewFirst)) {
        if (options.limit >= 0 && printed++ >= options.limit)
            break;
        const Cost base = c.value(c.inclusive(r, Side::Base), event);
        const Cost next = c.value(c.inclusive(r, Side::New), event);
        const auto& info = c.row(r);
        QString function = c.name(r);
        QString where = location(c, r, c.displaySide(r));
        if (info.kind == Kind::Added)
            function += QStringLiteral(" (added)");
        else if (info.kind == Kind::Removed)
            function += QStringLiteral(" (removed)");
        else if (info.kind == Kind::Moved)
            where += QStringLiteral(" (was ") + location(c, r, Side::Base) + QLatin1Char(')');
        const QString called =
            QStringLiteral("%1 -> %2")
                .arg(grouped(Cost(c.called(r, Side::Base))), grouped(Cost(c.called(r, Side::New))));
        out << row.arg(signedNumber(c.inclusiveDelta(r, event)), 18)
                   .arg(percentText(base, next), 10)
                   .arg(grouped(base), 18)
                   .arg(grouped(next), 18)
                   .arg(signedNumber(c.selfDelta(r, event)), 18)
                   .arg(called, 16)
                   .arg(function, where);
    }
}

} // namespace tally::diffwriter

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/output/SeriesWriter.h"

#include "core/output/ByteBuffer.h"
#include "core/output/TextColumns.h"

#include <QLocale>

#include <algorithm>
#include <array>
#include <cmath>

namespace tally::serieswriter {

namespace {

using Kind = ProfileSeries::Kind;

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
        break;
    }
    return "removed";
}

void writeField(ByteBuffer& out, const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    out.field(std::string_view(bytes.constData(), std::size_t(bytes.size())));
}

// One glyph a step, from ▁ (nothing) to █ (the row's largest); a space where it is absent.
QString trend(const ProfileSeries& series, std::size_t r, int event)
{
    static constexpr std::array<char16_t, 8> kBars{u'\u2581', u'\u2582', u'\u2583', u'\u2584',
                                                   u'\u2585', u'\u2586', u'\u2587', u'\u2588'};
    Cost largest = 0;
    for (int s = 0; s < series.steps(); ++s)
        largest = std::max(largest, series.inclusive(r, s, event));
    QString bars;
    for (int s = 0; s < series.steps(); ++s) {
        if (!series.present(r, s)) {
            bars += QLatin1Char(' ');
            continue;
        }
        const Cost value = std::max<Cost>(series.inclusive(r, s, event), 0);
        const auto level =
            largest <= 0 ? 0 : int(std::lround(7.0 * double(value) / double(largest)));
        bars += QChar(kBars[std::size_t(std::clamp(level, 0, 7))]);
    }
    return bars;
}

QString percentText(double change)
{
    if (std::isinf(change))
        return QStringLiteral("new");
    return (change > 0 ? QStringLiteral("+") : QString()) + QLocale::c().toString(change, 'f', 2) +
           QStringLiteral(" %");
}

} // namespace

double stepGrowth(const ProfileSeries& series, int step)
{
    if (step <= 0 || series.events().isEmpty())
        return 0;
    return ProfileComparison::percentChange(series.totals(step - 1).front(),
                                            series.totals(step).front());
}

QString mostGrown(const ProfileSeries& series, int step, int count)
{
    if (step <= 0 || series.events().isEmpty())
        return {};
    std::vector<std::pair<Cost, std::size_t>> grown;
    for (std::size_t r = 0; r < series.rowCount(); ++r) {
        const Cost delta = costmath::subtract(series.self(r, step, 0), series.self(r, step - 1, 0));
        if (delta > 0)
            grown.emplace_back(delta, r);
    }
    const auto shown = std::min(grown.size(), std::size_t(std::max(count, 0)));
    std::partial_sort(grown.begin(), grown.begin() + std::ptrdiff_t(shown), grown.end(),
                      [&](const auto& a, const auto& b) {
                          return a.first != b.first
                                     ? a.first > b.first
                                     : series.row(a.second).name < series.row(b.second).name;
                      });
    QStringList parts;
    for (std::size_t i = 0; i < shown; ++i)
        parts << QStringLiteral("%1 +%2 self")
                     .arg(series.row(grown[i].second).name, textcolumns::grouped(grown[i].first));
    return parts.join(QStringLiteral(", "));
}

void writeTsv(QTextStream& out, const ProfileSeries& series)
{
    const QStringList events = series.events();
    const int steps = series.steps();
    out << "# events:";
    for (const QString& event : events)
        out << ' ' << event;
    for (int s = 0; s < steps; ++s) {
        QString label = series.label(s);
        label.replace(QLatin1Char('\t'), QLatin1Char(' '));
        out << "\n# step " << (s + 1) << ": " << label << "\ttotals:";
        for (const Cost total : series.totals(s))
            out << ' ' << total;
    }
    out << "\nkind\tfunction\tfile\tobject";
    for (int s = 1; s <= steps; ++s)
        out << "\tcalled:" << s;
    for (const QString& event : events) {
        for (const char* which : {"self", "incl"}) {
            for (int s = 1; s <= steps; ++s)
                out << '\t' << which << ':' << event << ':' << s;
        }
    }
    out << '\n';
    ByteBuffer buffer(out);
    for (const std::size_t r : series.sortedRows(0)) {
        const auto& row = series.row(r);
        buffer << kindName(series.kind(r)) << '\t';
        writeField(buffer, row.name);
        buffer << '\t';
        writeField(buffer, row.file);
        buffer << '\t';
        writeField(buffer, row.object);
        for (int s = 0; s < steps; ++s)
            buffer << '\t' << series.called(r, s);
        for (int e = 0; e < events.size(); ++e) {
            for (int s = 0; s < steps; ++s)
                buffer << '\t' << series.self(r, s, e);
            for (int s = 0; s < steps; ++s)
                buffer << '\t' << series.inclusive(r, s, e);
        }
        buffer.endLine();
    }
}

void writeText(QTextStream& out, const ProfileSeries& series, const Options& options)
{
    const QStringList events = series.events();
    out << "Events:   " << events.join(QLatin1Char(' ')) << '\n';
    const int event = std::clamp(options.event, 0, std::max(int(events.size()) - 1, 0));
    for (int s = 0; s < series.steps(); ++s) {
        out << (s == 0 ? "Steps:    " : "          ") << (s + 1) << ' ' << series.label(s);
        if (!events.isEmpty()) {
            out << "  " << events[event] << ' '
                << textcolumns::grouped(series.totals(s)[std::size_t(event)]);
            if (s > 0)
                out << " (" << percentText(stepGrowth(series, s)) << ')';
        }
        if (std::find(options.failedSteps.begin(), options.failedSteps.end(), s) !=
            options.failedSteps.end())
            out << "  FAILED: " << mostGrown(series, s);
        out << '\n';
    }
    out << '\n';
    if (events.isEmpty())
        return;
    std::vector<std::size_t> rows = series.sortedRows(event);
    if (options.limit >= 0 && rows.size() > std::size_t(options.limit))
        rows.resize(std::size_t(options.limit));
    const int last = series.steps() - 1;
    textcolumns::Extremes<Cost> costs;
    for (const std::size_t r : rows) {
        costs.add(series.inclusive(r, 0, event));
        costs.add(series.inclusive(r, last, event));
    }
    const QString firstHeading = QStringLiteral("First Incl.") + events[event];
    const QString lastHeading = QStringLiteral("Last Incl.") + events[event];
    const std::size_t costWidth = textcolumns::width(
        14, std::max({costs.widest([](ByteBuffer& cell, Cost value) { cell.grouped(value); }),
                      std::size_t(firstHeading.size()), std::size_t(lastHeading.size())}));
    const int trendWidth = std::max(int(series.steps()), 5);
    out << QStringLiteral("%1 %2 %3  %4  %5\n")
               .arg(firstHeading, int(costWidth))
               .arg(lastHeading, int(costWidth))
               .arg(QStringLiteral("Change"), 10)
               .arg(QStringLiteral("Trend"), -trendWidth)
               .arg(QStringLiteral("Function"));
    for (const std::size_t r : rows) {
        const Cost first = series.inclusive(r, 0, event);
        const Cost final = series.inclusive(r, last, event);
        const QString change = series.kind(r) == Kind::Added ? QStringLiteral("added")
                               : series.kind(r) == Kind::Removed
                                   ? QStringLiteral("removed")
                                   : percentText(ProfileComparison::percentChange(first, final));
        out << QStringLiteral("%1 %2 %3  %4  %5\n")
                   .arg(textcolumns::grouped(first), int(costWidth))
                   .arg(textcolumns::grouped(final), int(costWidth))
                   .arg(change, 10)
                   .arg(trend(series, r, event), -trendWidth)
                   .arg(series.row(r).name);
    }
}

} // namespace tally::serieswriter

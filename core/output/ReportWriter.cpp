// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/output/ReportWriter.h"

#include <QLocale>

#include <QIODevice>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <iterator>
#include <string>
#include <string_view>

namespace tally::reportwriter {

namespace {

QString cycleName(const CycleInfo& cycle)
{
    return QStringLiteral("<cycle %1>").arg(cycle.number);
}

// Collects report rows as UTF-8 bytes and hands them to the stream in large chunks of whole rows.
class TsvBuffer
{
public:
    explicit TsvBuffer(QTextStream& out) : m_out(out) { m_bytes.reserve(ChunkSize + 4096); }

    void append(std::string_view text) { m_bytes.append(text); }
    // Names never contain newlines (the format is line based) but may contain tabs.
    void appendField(std::string_view text)
    {
        const auto start = m_bytes.size();
        m_bytes.append(text);
        // memchr first: tabs are rare and a byte loop over 500-byte names is not free. An empty
        // field may have no data pointer at all, which memchr must not be given.
        if (!text.empty() && std::memchr(text.data(), '\t', text.size()))
            std::replace(m_bytes.begin() + std::ptrdiff_t(start), m_bytes.end(), '\t', ' ');
    }
    template <typename Integer>
    void appendNumber(Integer value)
    {
        char digits[24];
        const auto end = std::to_chars(std::begin(digits), std::end(digits), value).ptr;
        m_bytes.append(digits, std::size_t(end - digits));
    }
    void appendCost(Cost value)
    {
        m_bytes.push_back('\t');
        appendNumber(value);
    }
    void endRow()
    {
        m_bytes.push_back('\n');
        if (m_bytes.size() >= ChunkSize)
            flush();
    }
    void flush()
    {
        if (m_bytes.empty())
            return;
        const QByteArrayView bytes(m_bytes.data(), qsizetype(m_bytes.size()));
        // Valid UTF-8 goes to the device as it is; anything else takes the stream's decoding
        // so that invalid bytes come out as the same replacement characters as before.
        if (QIODevice* device = m_out.device(); device && bytes.isValidUtf8()) {
            m_out.flush();
            device->write(bytes.data(), bytes.size());
        } else {
            m_out << QString::fromUtf8(bytes);
        }
        m_bytes.clear();
    }

private:
    static constexpr std::size_t ChunkSize = 1 << 20;
    QTextStream& m_out;
    std::string m_bytes;
};

} // namespace

std::vector<Row> sortedRows(const Profile& profile, const FlatProfile& flat, bool includeCycles,
                            int event, const EventSet* events)
{
    // The sort keys are computed once per row, not in every comparison: a derived event type is
    // a formula over the row, and 127,000 rows take two million comparisons.
    struct Keyed
    {
        Cost inclusive = 0;
        Cost self = 0;
        Row row;
    };
    std::vector<Keyed> keyed;
    keyed.reserve(profile.functionCount() + (includeCycles ? flat.cycles().size() : 0));
    const bool hasEvents = flat.width() > 0;
    const EventSet& types = events ? *events : profile.events();
    auto add = [&](Row row) {
        Keyed k{0, 0, row};
        if (hasEvents) {
            k.inclusive = types.value(row.isCycle ? flat.cycleInclusive(row.index)
                                                  : flat.inclusive(row.function()),
                                      event);
            k.self = types.value(
                row.isCycle ? flat.cycleSelf(row.index) : flat.self(row.function()), event);
        }
        keyed.push_back(k);
    };
    for (const FunctionId f : profile.functionIds()) {
        if (flat.isPresent(f))
            add({false, f.index()});
    }
    if (includeCycles) {
        for (std::uint32_t c = 0; c < flat.cycles().size(); ++c)
            add({true, c});
    }
    auto name = [&](const Row& r) {
        if (r.isCycle)
            return std::tuple(std::string_view(), std::string_view(), std::string_view(), r.index);
        const auto& f = profile.function(r.function());
        return std::tuple(profile.string(f.name), profile.string(f.file), profile.string(f.object),
                          0u);
    };
    std::sort(keyed.begin(), keyed.end(), [&](const Keyed& a, const Keyed& b) {
        if (a.inclusive != b.inclusive)
            return a.inclusive > b.inclusive;
        if (a.self != b.self)
            return a.self > b.self;
        if (a.row.isCycle != b.row.isCycle)
            return b.row.isCycle;
        return name(a.row) < name(b.row);
    });
    std::vector<Row> rows;
    rows.reserve(keyed.size());
    for (const Keyed& k : keyed)
        rows.push_back(k.row);
    return rows;
}

void writeTsv(QTextStream& out, const Profile& profile, const FlatProfile& flat,
              const Options& options)
{
    // The rows are built as UTF-8 bytes straight from the string table (no QString per field,
    // no QTextStream formatting per number): on profiles with 100,000+ long names the per-field
    // conversions were a third of the whole run.
    const auto& events = options.events ? *options.events : profile.events();
    const int width = events.realCount();
    out << "# events:";
    for (int e = 0; e < width; ++e)
        out << ' ' << events.type(e).name;
    out << "\n# totals:";
    for (const Cost c : profile.totals())
        out << ' ' << c;
    out << "\nkind\tfunction\tfile\tobject\tcalled";
    for (int e = 0; e < width; ++e)
        out << "\tself:" << events.type(e).name;
    for (int e = 0; e < width; ++e)
        out << "\tincl:" << events.type(e).name;
    out << '\n';

    TsvBuffer buffer(out);
    for (const Row& row : sortedRows(profile, flat, options.includeCycles)) {
        if (row.isCycle) {
            const auto& cycle = flat.cycles()[row.index];
            buffer.append("cycle\t<cycle ");
            buffer.appendNumber(cycle.number);
            buffer.append(">\t\t\t");
            buffer.appendNumber(cycle.called);
            for (const Cost c : flat.cycleSelf(row.index))
                buffer.appendCost(c);
            for (const Cost c : flat.cycleInclusive(row.index))
                buffer.appendCost(c);
        } else {
            const auto& function = profile.function(row.function());
            buffer.append("fn\t");
            buffer.appendField(profile.string(function.name));
            buffer.append("\t");
            buffer.appendField(profile.string(function.file));
            buffer.append("\t");
            buffer.appendField(profile.string(function.object));
            buffer.append("\t");
            buffer.appendNumber(flat.called(row.function()));
            for (const Cost c : flat.self(row.function()))
                buffer.appendCost(c);
            for (const Cost c : flat.inclusive(row.function()))
                buffer.appendCost(c);
        }
        buffer.endRow();
    }
    buffer.flush();
}

void writeText(QTextStream& out, const Profile& profile, const FlatProfile& flat,
               const Options& options)
{
    const auto& events = options.events ? *options.events : profile.events();
    const QLocale locale = QLocale::c();
    auto number = [&](Cost c) {
        QLocale grouped(QLocale::English);
        return grouped.toString(c);
    };
    for (const auto& source : profile.sources()) {
        out << "Profile:  " << source.path;
        if (!source.creator.isEmpty())
            out << "  (" << source.creator << ')';
        out << '\n';
        if (!source.command.isEmpty())
            out << "Command:  " << source.command << '\n';
    }
    out << "Parts:    " << profile.partCount() << '\n';
    out << "Events:  ";
    for (int e = 0; e < events.count(); ++e) {
        out << ' ' << events.type(e).name;
        if (!events.type(e).longName.isEmpty())
            out << " (" << events.type(e).longName << ')';
    }
    out << "\nTotals:  ";
    for (int e = 0; e < events.realCount(); ++e)
        out << ' ' << events.type(e).name << ' ' << number(profile.totals()[e]);
    out << "\n\n";
    if (events.realCount() == 0)
        return;

    const int primary = std::clamp(options.primaryEvent, 0, events.count() - 1);
    const QString name = events.type(primary).name;
    const Cost total = events.value(profile.totals(), primary);
    auto percent = [&](Cost c) {
        return total == 0
                   ? QStringLiteral("    -")
                   : locale.toString(100.0 * double(c) / double(total), 'f', 2).rightJustified(6);
    };
    out << QStringLiteral("%1 %2 %3 %4 %5  %6  %7\n")
               .arg(QStringLiteral("Incl.") + name, 18)
               .arg(QStringLiteral("%"), 6)
               .arg(QStringLiteral("Self.") + name, 18)
               .arg(QStringLiteral("%"), 6)
               .arg(QStringLiteral("Called"), 12)
               .arg(QStringLiteral("Function"), QStringLiteral("Location"));
    int printed = 0;
    for (const Row& row : sortedRows(profile, flat, options.includeCycles, primary, &events)) {
        if (options.limit >= 0 && printed++ >= options.limit)
            break;
        const auto selfCosts = row.isCycle ? flat.cycleSelf(row.index) : flat.self(row.function());
        const auto inclCosts =
            row.isCycle ? flat.cycleInclusive(row.index) : flat.inclusive(row.function());
        const Cost incl = events.value(inclCosts, primary);
        const Cost self = events.value(selfCosts, primary);
        QString function, location;
        Count called;
        if (row.isCycle) {
            const auto& cycle = flat.cycles()[row.index];
            function = cycleName(cycle);
            location = QStringLiteral("%1 functions").arg(cycle.members.size());
            called = cycle.called;
        } else {
            function = profile.functionName(row.function());
            if (const int c = flat.cycleOf(row.function()); c >= 0 && options.includeCycles)
                function += QStringLiteral(" <cycle %1>").arg(flat.cycles()[c].number);
            location = profile.functionFile(row.function());
            const QString object = profile.functionObject(row.function());
            if (!object.isEmpty())
                location += (location.isEmpty() ? QString() : QStringLiteral(" ")) +
                            QLatin1Char('[') + object + QLatin1Char(']');
            called = flat.called(row.function());
        }
        out << QStringLiteral("%1 %2 %3 %4 %5  %6  %7\n")
                   .arg(number(incl), 18)
                   .arg(percent(incl))
                   .arg(number(self), 18)
                   .arg(percent(self))
                   .arg(number(Cost(called)), 12)
                   .arg(function, location);
    }
}

} // namespace tally::reportwriter

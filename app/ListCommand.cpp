// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/ListCommand.h"

#include "app/CommandErrors.h"
#include "app/CommandInput.h"
#include "app/CommandLine.h"
#include "core/output/ListWriter.h"

#include <QCoreApplication>
#include <QFile>

#include <array>
#include <numeric>
#include <utility>

namespace tally::listcommand {

namespace {

constexpr std::array<std::pair<const char*, listwriter::Kind>, 4> kKinds{{
    {"callers", listwriter::Kind::Callers},
    {"callees", listwriter::Kind::Callees},
    {"allcallers", listwriter::Kind::AllCallers},
    {"allcallees", listwriter::Kind::AllCallees},
}};

std::optional<listwriter::Kind> kindOf(const QString& name)
{
    for (const auto& [key, kind] : kKinds) {
        if (name == QLatin1String(key))
            return kind;
    }
    return std::nullopt;
}

} // namespace

void addOptions(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("list"),
                      QCoreApplication::translate(
                          "CommandLine", "With --report: list the callers, callees, allcallers or "
                                         "allcallees of --select instead of the flat profile."),
                      QStringLiteral("kind")});
}

int check(const QCommandLineParser& parser, QTextStream& err)
{
    const QString kind = parser.value(QStringLiteral("list"));
    if (!kindOf(kind))
        return commanderrors::fail(
            err, commanderrors::kUsage,
            QCoreApplication::translate(
                "CommandLine", "--list takes callers, callees, allcallers or allcallees, not '%1'")
                .arg(kind));
    if (parser.value(QStringLiteral("select")).isEmpty())
        return commanderrors::fail(
            err, commanderrors::kUsage,
            QCoreApplication::translate("CommandLine", "--list needs --select=FUNCTION"));
    return commanderrors::kSuccess;
}

int run(const QCommandLineParser& parser)
{
    // check() passed before the command was chosen (commandline::checkOptions).
    QTextStream err(stderr);
    const listwriter::Kind kind = *kindOf(parser.value(QStringLiteral("list")));
    commandinput::Needs needs;
    needs.relations = true;
    needs.selection = true;
    const commandinput::CommandInput loaded = commandinput::read(parser, err, needs);
    if (!loaded.ok())
        return loaded.status;
    const Profile& profile = loaded.profile();
    const FlatProfile& flat = loaded.flat();
    const CallRelations& relations = *loaded.snapshot->relations;
    const CoverageItem subject = *loaded.selection;

    // Every real event type as a column, the --event one leading (added if it is derived).
    const EventSet& events = loaded.events;
    std::vector<int> columns(std::size_t(events.realCount()));
    std::iota(columns.begin(), columns.end(), 0);
    if (loaded.event >= events.realCount())
        columns.push_back(loaded.event);
    const auto list =
        listwriter::build(relations, flat, events, kind, subject, columns, loaded.event);
    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly))
        return commanderrors::fail(
            err, commanderrors::kFailure,
            QCoreApplication::translate("CommandLine", "cannot write to the standard output"));
    if (parser.value(QStringLiteral("format")) == QLatin1String("tsv"))
        listwriter::writeTsv(out, profile, flat, events, list);
    else
        listwriter::writeText(out, profile, flat, events, list, loaded.limit);
    if (!list.complete)
        commanderrors::tell(
            err, QCoreApplication::translate(
                     "CommandLine", "the walk stopped at its work bound; costs are lower bounds"));
    err.flush();
    return commandline::finishStandardOutput(out, 0);
}

} // namespace tally::listcommand

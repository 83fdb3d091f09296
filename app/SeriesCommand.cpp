// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/SeriesCommand.h"

#include "app/CommandErrors.h"
#include "app/CommandInput.h"
#include "app/CommandLine.h"
#include "app/DiffCommand.h"
#include "app/MatchOptions.h"
#include "core/analysis/ProfileSeries.h"
#include "core/load/ProfileSiblings.h"
#include "core/output/DiffWriter.h"
#include "core/output/SeriesWriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>

#include <cmath>
#include <future>

namespace tally::seriescommand {

namespace {

// The files of one step: FILE, or its run's files when it is a threads run's empty base.
QStringList stepFiles(const QString& path, QTextStream& err)
{
    QStringList notes;
    QStringList files = profilesiblings::expandEmptyBases({path}, &notes);
    for (const QString& note : notes)
        commanderrors::tell(err, note);
    return files;
}

} // namespace

void addOptions(QCommandLineParser& parser)
{
    parser.addOption(
        {QStringLiteral("series"),
         QCoreApplication::translate(
             "CommandLine", "Print the trend of every function over a series of profiles: --series "
                            "F1 F2 ... Fn, one profile a step, in order (implies --report; with "
                            "--fail-above, exit with status 3 at a step that grew by more).")});
}

int check(const QCommandLineParser& parser, QTextStream& err)
{
    const auto fail = [&](const QString& message) {
        return commanderrors::fail(err, commanderrors::kUsage, message);
    };
    for (const char* other : {"diff", "list", "derived"}) {
        if (parser.isSet(QString::fromLatin1(other)))
            return fail(
                QCoreApplication::translate("CommandLine", "--%1 does not combine with --series")
                    .arg(QString::fromLatin1(other)));
    }
    if (parser.positionalArguments().size() < 2)
        return fail(QCoreApplication::translate(
            "CommandLine", "--series needs two profiles or more, one a step (see --help)"));
    if (const int status = matchoptions::check(parser, err); status != commanderrors::kSuccess)
        return status;
    if (const auto failAbove = diffcommand::failAboveOf(parser);
        failAbove && std::isnan(*failAbove))
        return fail(QCoreApplication::translate("CommandLine",
                                                "--fail-above takes a percentage of 0 or more, "
                                                "not '%1'")
                        .arg(parser.value(QStringLiteral("fail-above"))));
    return commanderrors::kSuccess;
}

int run(const QCommandLineParser& parser)
{
    QTextStream err(stderr);
    QFile standardOutput;
    standardOutput.open(stdout, QIODevice::WriteOnly);
    QTextStream out(&standardOutput);
    const QStringList paths = parser.positionalArguments();
    const bool detectCycles = !parser.isSet(QStringLiteral("no-cycles"));

    ProfileSeries series(matchoptions::comparisonOptions(parser));
    // Step k+1 loads on its own thread while step k is reduced and matched: two loads at most
    // are ever held at once, besides the step matched against.
    auto loadStep = [&](int step) {
        const QStringList files = stepFiles(paths[step], err);
        return std::async(std::launch::async,
                          [&parser, files] { return commandinput::load(parser, files); });
    };
    std::future<profileloader::Result> next = loadStep(0);
    for (int step = 0; step < paths.size(); ++step) {
        profileloader::Result loaded = next.get();
        if (step + 1 < paths.size())
            next = loadStep(step + 1);
        int status = commanderrors::kFailure;
        const auto snapshot =
            commandinput::acceptFlat(parser, std::move(loaded), detectCycles, err, &status);
        if (!snapshot) {
            if (next.valid())
                next.wait();
            return status;
        }
        series.add(snapshot, diffwriter::sidePaths(*snapshot->profile));
    }
    series.finish();

    EventSet events;
    for (const QString& name : series.events())
        events.addReal(name);
    events.resolve();
    serieswriter::Options options;
    options.event = commandinput::eventOf(
        parser, events, err, QCoreApplication::translate("CommandLine", "in every profile"));
    if (options.event < 0 || options.event >= std::max(events.realCount(), 1))
        return options.event < 0
                   ? commanderrors::kUsage
                   : commanderrors::fail(err, commanderrors::kUsage,
                                         QCoreApplication::translate(
                                             "CommandLine", "--event: a series compares the "
                                                            "measured types only"));
    if (const int limit = commandline::limitOf(parser); limit > 0)
        options.limit = limit;

    int status = commanderrors::kSuccess;
    if (const auto failAbove = diffcommand::failAboveOf(parser)) {
        if (events.realCount() == 0)
            return commanderrors::fail(
                err, commanderrors::kUsage,
                QCoreApplication::translate(
                    "CommandLine", "--fail-above: the profiles measure no event type in common"));
        for (int step = 1; step < series.steps(); ++step) {
            const double growth = serieswriter::stepGrowth(series, step);
            if (!(growth > *failAbove))
                continue;
            status = commanderrors::kRegression;
            options.failedSteps.push_back(step);
            const QString total =
                std::isinf(growth) ? QCoreApplication::translate("CommandLine", "total grew from 0")
                                   : QStringLiteral("total %1%2 %")
                                         .arg(growth > 0 ? QStringLiteral("+") : QString(),
                                              QLocale::c().toString(growth, 'f', 1));
            commanderrors::tell(
                err, QStringLiteral("step %1 (%2): %3; most grown: %4")
                         .arg(step + 1)
                         .arg(series.label(step), total, serieswriter::mostGrown(series, step)));
        }
    }
    err.flush();
    if (parser.value(QStringLiteral("format")) == QLatin1String("tsv"))
        serieswriter::writeTsv(out, series);
    else
        serieswriter::writeText(out, series, options);
    out.flush();
    return commandline::finishStandardOutput(standardOutput, status);
}

} // namespace tally::seriescommand

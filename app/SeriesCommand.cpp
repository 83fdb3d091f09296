// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/SeriesCommand.h"

#include "app/CommandErrors.h"
#include "app/CommandInput.h"
#include "app/CommandInputTransforms.h"
#include "app/CommandLine.h"
#include "app/DiffCommand.h"
#include "app/MatchOptions.h"
#include "core/analysis/ProfileSeries.h"
#include "core/analysis/ProfileSeriesPipeline.h"
#include "core/load/ProfileSiblings.h"
#include "core/output/DiffWriter.h"
#include "core/output/SeriesWriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>

#include <cmath>
#include <vector>

namespace tally::seriescommand {

namespace {

// The files of one step: FILE, or its run's files when it is a threads run's empty base (which
// `notes` tells).
struct StepFiles
{
    QStringList files;
    QStringList notes;
};

StepFiles stepFiles(const QString& path)
{
    StepFiles step;
    step.files = profilesiblings::expandEmptyBases({path}, &step.notes);
    return step;
}

} // namespace

void addOptions(QCommandLineParser& parser)
{
    parser.addOption(
        {QStringLiteral("series"),
         QCoreApplication::translate(
             "CommandLine", "The trend of every function over a series of profiles: --series F1 "
                            "F2 ... Fn, one profile a step, in order. With --report, print it "
                            "(with --fail-above, exit with status 3 at a step that grew by more); "
                            "else open the window's Series view.")});
}

int check(const QCommandLineParser& parser, QTextStream& err)
{
    const auto fail = [&](const QString& message) {
        return commanderrors::fail(err, commanderrors::kUsage, message);
    };
    for (const char* other : {"diff", "list"}) {
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
    // Each step loads on a thread of its own (a file under the loader's split threshold loads on
    // one core), as many at once as --threads says, ahead of the step being matched; each step's
    // warnings and the matching follow in order on this thread.
    std::vector<StepFiles> steps;
    for (const QString& path : paths)
        steps.push_back(stepFiles(path));
    // A step keeps its flat profile alone: loaded as sums only (no line, call site or jump
    // rows), unless a transform reshapes it, which works on those rows.
    LoadOptions loading;
    loading.threads = commandline::threadsOf(parser);
    loading.sumsOnly = !commandinput::hasTransforms(parser);
    int status = commanderrors::kSuccess;
    // Every step transformed alike: a step may lack a target another has (a function added
    // later on, which a focus follows from nothing).
    commandinput::AbsentTargets alike;
    const bool complete = profileseries::runInOrder(
        int(paths.size()), loading.threads,
        [&](int step) {
            return profileloader::load(steps[std::size_t(step)].files, {}, {}, loading);
        },
        [&](int step, profileloader::Result loaded) {
            for (const QString& note : steps[std::size_t(step)].notes)
                commanderrors::tell(err, note);
            const auto snapshot = commandinput::acceptFlat(parser, std::move(loaded), detectCycles,
                                                           err, &status, &alike);
            if (snapshot)
                series.add(snapshot, diffwriter::sidePaths(*snapshot->profile));
            return snapshot != nullptr;
        });
    if (!complete)
        return status;
    if (const QString absent = alike.error(parser); !absent.isEmpty())
        return commanderrors::fail(err, commanderrors::kUsage, absent);
    series.finish();
    if (series.events().isEmpty())
        commanderrors::tell(
            err, QCoreApplication::translate("CommandLine", "the profiles measure no event type in "
                                                            "common: nothing to follow"));

    // --derived: each step evaluates the type over its own real costs.
    for (const QString& definition : parser.values(QStringLiteral("derived"))) {
        QString error;
        if (!definition.contains(QLatin1Char('=')) ||
            !series.addDerived(definition.section(QLatin1Char('='), 0, 0).trimmed(),
                               definition.section(QLatin1Char('='), 1).trimmed(), &error))
            return commanderrors::fail(
                err, commanderrors::kUsage,
                QCoreApplication::translate("CommandLine", "--derived '%1': ").arg(definition) +
                    (error.isEmpty()
                         ? QCoreApplication::translate("CommandLine", "write NAME=FORMULA")
                         : error));
    }
    EventSet events;
    for (const QString& name : series.events())
        events.addReal(name);
    events.resolve();
    serieswriter::Options options;
    options.event = commandinput::eventOf(
        parser, events, err, QCoreApplication::translate("CommandLine", "in every profile"));
    if (options.event < 0)
        return commanderrors::kUsage;
    if (const int limit = commandline::limitOf(parser); limit > 0)
        options.limit = limit;

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

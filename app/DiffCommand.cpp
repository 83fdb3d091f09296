// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/DiffCommand.h"

#include "app/CommandErrors.h"
#include "app/CommandInput.h"
#include "app/CommandInputTransforms.h"
#include "app/CommandLine.h"
#include "app/MatchOptions.h"
#include "core/analysis/ProfileComparison.h"
#include "core/output/DiffWriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QTextStream>

#include <cmath>
#include <future>
#include <optional>

namespace tally::diffcommand {

std::optional<double> failAboveOf(const QCommandLineParser& parser)
{
    const QString option = QStringLiteral("fail-above");
    if (!parser.isSet(option))
        return std::nullopt;
    bool ok = false;
    const double value = parser.value(option).toDouble(&ok);
    return ok && std::isfinite(value) && value >= 0 ? value : std::nan("");
}

void addOptions(QCommandLineParser& parser)
{
    parser.addOptions({
        {QStringLiteral("diff"),
         QCoreApplication::translate(
             "CommandLine",
             "Compare against this baseline profile: --diff BASE NEW (repeat for a "
             "baseline of several files). Opens the window comparing them (its "
             "Compare view; --view=compare with --screenshot); with --report, prints "
             "what changed."),
         QStringLiteral("base")},
        {QStringLiteral("fail-above"),
         QCoreApplication::translate(
             "CommandLine", "With --report --diff or --series: exit with status 3 when the first "
                            "event type's total grew by more than this percentage (over the step "
                            "before, in a series)."),
         QStringLiteral("percent")},
        {QStringLiteral("ignore-file"),
         QCoreApplication::translate(
             "CommandLine", "With --diff: match functions by name and object only (inlining moves "
                            "code between files), on the terminal and in the window.")},
    });
}

int check(const QCommandLineParser& parser, QTextStream& err)
{
    if (parser.isSet(QStringLiteral("derived")))
        return commanderrors::fail(
            err, commanderrors::kUsage,
            QCoreApplication::translate("CommandLine", "--derived does not combine with --diff"));
    if (const int status = matchoptions::check(parser, err); status != commanderrors::kSuccess)
        return status;
    if (const auto failAbove = failAboveOf(parser); failAbove && std::isnan(*failAbove))
        return commanderrors::fail(
            err, commanderrors::kUsage,
            QCoreApplication::translate("CommandLine",
                                        "--fail-above takes a percentage of 0 or more, not '%1'")
                .arg(parser.value(QStringLiteral("fail-above"))));
    return commanderrors::kSuccess;
}

int runReport(const QCommandLineParser& parser)
{
    // check() and commandline::checkOptions() passed before the command was chosen.
    QTextStream err(stderr);
    QFile standardOutput;
    standardOutput.open(stdout, QIODevice::WriteOnly);
    QTextStream out(&standardOutput);
    const QStringList baseFiles = commandline::baseFiles(parser);
    const QStringList newFiles = commandline::profileFiles(parser);
    diffwriter::Options options;
    if (const int limit = commandline::limitOf(parser); limit > 0)
        options.limit = limit;
    const std::optional<double> failAbove = failAboveOf(parser);

    // Both sides load at once, each on its own thread (and each splits big files further). The
    // comparison reads flat profiles and call pairs alone: sums only, unless a transform
    // reshapes the sides, which works on every row.
    const bool detectCycles = !parser.isSet(QStringLiteral("no-cycles"));
    const bool sumsOnly = !commandinput::hasTransforms(parser);
    auto baseLoad = std::async(std::launch::async,
                               [&] { return commandinput::load(parser, baseFiles, sumsOnly); });
    profileloader::Result nextLoad = commandinput::load(parser, newFiles, sumsOnly);
    int failure = commanderrors::kFailure;
    // Both sides transformed alike: either may lack a target the other has.
    commandinput::AbsentTargets alike;
    const auto base =
        commandinput::acceptFlat(parser, baseLoad.get(), detectCycles, err, &failure, &alike);
    if (!base)
        return failure;
    const auto next =
        commandinput::acceptFlat(parser, std::move(nextLoad), detectCycles, err, &failure, &alike);
    if (!next)
        return failure;
    if (const QString absent = alike.error(parser); !absent.isEmpty())
        return commanderrors::fail(err, commanderrors::kUsage, absent);

    ProfileComparison::Options compareOptions = matchoptions::comparisonOptions(parser);
    compareOptions.includeCycles = detectCycles;
    compareOptions.shortNames = false; // the report prints whole names
    const ProfileComparison comparison(base, next, compareOptions);
    using Side = ProfileComparison::Side;
    for (const Side side : {Side::Base, Side::New}) {
        if (!comparison.onlyOn(side).isEmpty())
            commanderrors::tell(
                err,
                (side == Side::Base
                     ? QCoreApplication::translate(
                           "CommandLine", "not compared, measured only in the baseline: %1")
                     : QCoreApplication::translate(
                           "CommandLine", "not compared, measured only in the new profile: %1"))
                    .arg(comparison.onlyOn(side).join(QLatin1Char(' '))));
    }
    err.flush();
    options.event =
        commandinput::eventOf(parser, comparison.events(), err,
                              QCoreApplication::translate("CommandLine", "in both profiles"));
    if (options.event < 0)
        return commanderrors::kUsage;

    int status = commanderrors::kSuccess;
    if (failAbove) {
        if (comparison.width() == 0)
            return commanderrors::fail(
                err, commanderrors::kUsage,
                QCoreApplication::translate(
                    "CommandLine", "--fail-above: the profiles measure no event type in common"));
        const Cost before = comparison.totals(Side::Base)[0];
        const Cost after = comparison.totals(Side::New)[0];
        const double growth = ProfileComparison::percentChange(before, after);
        if (growth > *failAbove) {
            status = commanderrors::kRegression;
            options.grewFirst = true;
            const QString name = comparison.events().type(0).name;
            const QString limit = QLocale::c().toString(*failAbove);
            options.failure = std::isinf(growth)
                                  ? QStringLiteral("%1 grew from 0 to %2 (more than %3 %)")
                                        .arg(name, QString::number(after), limit)
                                  : QStringLiteral("%1 grew by %2 % (more than %3 %)")
                                        .arg(name, QLocale::c().toString(growth, 'f', 2), limit);
            commanderrors::tell(err, options.failure);
        }
    }
    err.flush();
    if (parser.value(QStringLiteral("format")) == QLatin1String("tsv"))
        diffwriter::writeTsv(out, comparison);
    else
        diffwriter::writeText(out, comparison, options);
    out.flush();
    return commandline::finishStandardOutput(standardOutput, status);
}

} // namespace tally::diffcommand

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/DiffCommand.h"

#include "app/CommandLine.h"

#include "core/analysis/ProfileComparison.h"
#include "core/load/ProfileLoader.h"
#include "core/output/DiffWriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QTextStream>

#include <cmath>
#include <future>

namespace tally::diffcommand {

namespace {

struct LoadedSide
{
    std::shared_ptr<const CostSnapshot> snapshot; // null on error
    QString error;
};

// Loads one side and computes its flat profile (no call relations: the report needs none).
LoadedSide loadSide(const QStringList& files, bool detectCycles)
{
    auto result = profileloader::load(files);
    if (!result.profile)
        return {nullptr, result.error};
    auto snapshot = std::make_shared<CostSnapshot>();
    FlatProfile::Options options;
    options.detectCycles = detectCycles;
    snapshot->flat = std::make_shared<const FlatProfile>(*result.profile, options);
    snapshot->relations = std::make_shared<const CallRelations>();
    snapshot->parts = PartMask::all(result.profile->partCount());
    snapshot->detectCycles = detectCycles;
    snapshot->profile = std::move(result.profile);
    return {std::move(snapshot), QString()};
}

} // namespace

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
             "CommandLine", "With --report --diff: exit with status 3 when the first event type's "
                            "total grew by more than this percentage."),
         QStringLiteral("percent")},
        {QStringLiteral("ignore-file"),
         QCoreApplication::translate(
             "CommandLine", "With --diff: match functions by name and object only (inlining moves "
                            "code between files), on the terminal and in the window.")},
    });
}

int runReport(const QCommandLineParser& parser)
{
    QTextStream err(stderr);
    QFile standardOutput;
    standardOutput.open(stdout, QIODevice::WriteOnly);
    QTextStream out(&standardOutput);
    const QStringList baseFiles = parser.values(QStringLiteral("diff"));
    const QStringList newFiles = parser.positionalArguments();
    if (newFiles.isEmpty()) {
        err << "tally: "
            << QCoreApplication::translate(
                   "CommandLine", "--diff BASE needs the new profile after it (see --help)")
            << '\n';
        return 2;
    }
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("tsv")) {
        err << "tally: "
            << QCoreApplication::translate("CommandLine",
                                           "unknown report format '%1' (use text or tsv)")
                   .arg(format)
            << '\n';
        return 2;
    }
    if (parser.isSet(QStringLiteral("derived"))) {
        err << "tally: "
            << QCoreApplication::translate("CommandLine", "--derived does not combine with --diff")
            << '\n';
        return 2;
    }
    // Checked before a long load, not after it.
    diffwriter::Options options;
    if (parser.isSet(QStringLiteral("limit"))) {
        bool ok = false;
        options.limit = parser.value(QStringLiteral("limit")).toInt(&ok);
        if (!ok || options.limit <= 0) {
            err << "tally: "
                << QCoreApplication::translate(
                       "CommandLine", "--limit takes a positive whole number of rows, not '%1'")
                       .arg(parser.value(QStringLiteral("limit")))
                << '\n';
            return 2;
        }
    }
    double failAbove = 0;
    const bool guard = parser.isSet(QStringLiteral("fail-above"));
    if (guard) {
        bool ok = false;
        failAbove = parser.value(QStringLiteral("fail-above")).toDouble(&ok);
        if (!ok || !std::isfinite(failAbove) || failAbove < 0) {
            err << "tally: "
                << QCoreApplication::translate(
                       "CommandLine", "--fail-above takes a percentage of 0 or more, not '%1'")
                       .arg(parser.value(QStringLiteral("fail-above")))
                << '\n';
            return 2;
        }
    }

    // Both sides load at once, each on its own thread (and each splits big files further).
    const bool detectCycles = !parser.isSet(QStringLiteral("no-cycles"));
    auto baseLoad = std::async(std::launch::async, loadSide, baseFiles, detectCycles);
    const LoadedSide next = loadSide(newFiles, detectCycles);
    const LoadedSide base = baseLoad.get();
    for (const LoadedSide* side : {&base, &next}) {
        if (!side->snapshot) {
            err << "tally: " << side->error << '\n';
            return 1;
        }
        for (const auto& diagnostic : side->snapshot->profile->diagnostics())
            err << diagnostic.toString() << '\n';
    }

    ProfileComparison::Options compareOptions;
    compareOptions.ignoreFile = parser.isSet(QStringLiteral("ignore-file"));
    compareOptions.includeCycles = detectCycles;
    compareOptions.shortNames = false; // the report prints whole names
    const ProfileComparison comparison(base.snapshot, next.snapshot, compareOptions);
    using Side = ProfileComparison::Side;
    for (const Side side : {Side::Base, Side::New}) {
        if (!comparison.onlyOn(side).isEmpty())
            err << "tally: "
                << (side == Side::Base
                        ? QCoreApplication::translate(
                              "CommandLine", "not compared, measured only in the baseline: %1")
                        : QCoreApplication::translate(
                              "CommandLine", "not compared, measured only in the new profile: %1"))
                       .arg(comparison.onlyOn(side).join(QLatin1Char(' ')))
                << '\n';
    }
    err.flush();
    if (parser.isSet(QStringLiteral("event"))) {
        options.event = comparison.events().indexOf(parser.value(QStringLiteral("event")));
        if (options.event < 0) {
            err << "tally: "
                << QCoreApplication::translate("CommandLine", "no event type '%1' in both profiles")
                       .arg(parser.value(QStringLiteral("event")))
                << '\n';
            return 2;
        }
    }

    int status = 0;
    if (guard) {
        if (comparison.width() == 0) {
            err << "tally: "
                << QCoreApplication::translate(
                       "CommandLine", "--fail-above: the profiles measure no event type in common")
                << '\n';
            return 2;
        }
        const Cost before = comparison.totals(Side::Base)[0];
        const Cost after = comparison.totals(Side::New)[0];
        const double growth = ProfileComparison::percentChange(before, after);
        if (growth > failAbove) {
            status = kRegression;
            options.grewFirst = true;
            const QString name = comparison.events().type(0).name;
            const QString limit = QLocale::c().toString(failAbove);
            options.failure = std::isinf(growth)
                                  ? QStringLiteral("%1 grew from 0 to %2 (more than %3 %)")
                                        .arg(name, QString::number(after), limit)
                                  : QStringLiteral("%1 grew by %2 % (more than %3 %)")
                                        .arg(name, QLocale::c().toString(growth, 'f', 2), limit);
            err << "tally: " << options.failure << '\n';
        }
    }
    err.flush();
    if (format == QLatin1String("tsv"))
        diffwriter::writeTsv(out, comparison);
    else
        diffwriter::writeText(out, comparison, options);
    out.flush();
    return commandline::finishStandardOutput(standardOutput, status);
}

} // namespace tally::diffcommand

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/StackExportCommand.h"

#include "app/CommandLine.h"
#include "core/analysis/CostSnapshot.h"
#include "core/analysis/Costliest.h"
#include "core/analysis/FlameTree.h"
#include "core/load/ProfileLoader.h"
#include "core/output/FlameGraphSvgWriter.h"
#include "core/output/FoldedStacksWriter.h"
#include "core/output/SaveFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace tally::stackexport {

namespace {

const QString kStacks = QStringLiteral("export-stacks");
const QString kFlameGraph = QStringLiteral("export-flamegraph");

// Writes the whole buffer to `path` ("-": standard output), replacing a file only when all of it
// is written.
bool writeBuffer(const QString& path, const QByteArray& bytes, QString* error)
{
    if (path == QLatin1String("-")) {
        QFile out;
        QString reason;
        if (out.open(stdout, QIODevice::WriteOnly) && out.write(bytes) == bytes.size() &&
            commandline::flushStandardOutput(out, &reason))
            return true;
        *error = QCoreApplication::translate("CommandLine", "cannot write to standard output: %1")
                     .arg(reason.isEmpty() ? out.errorString() : reason);
        return false;
    }
    return savefile::write(path, bytes, error);
}

} // namespace

void addOptions(QCommandLineParser& parser)
{
    parser.addOptions({
        {kStacks,
         QCoreApplication::translate(
             "CommandLine", "Write folded stacks (root;...;leaf COUNT per line, for flamegraph.pl, "
                            "inferno, speedscope) estimated from the call graph; - for standard "
                            "output. Uses --event, --select (the root) and --no-cycles."),
         QStringLiteral("file")},
        {kFlameGraph,
         QCoreApplication::translate("CommandLine",
                                     "Write the same stacks as a standalone SVG flame graph."),
         QStringLiteral("file")},
        {QStringLiteral("icicle"),
         QCoreApplication::translate(
             "CommandLine", "With --export-flamegraph (and the Flame Graph of --screenshot): roots "
                            "at the top (an icicle graph).")},
        {QStringLiteral("bottom-up"),
         QCoreApplication::translate(
             "CommandLine",
             "With --export-stacks and --export-flamegraph (and the Flame Graph and "
             "Stacks views of --screenshot): each stack reversed (leaf;...;root), so "
             "the roots are the functions with self cost and above them their "
             "callers.")},
    });
}

bool isRequested(const QCommandLineParser& parser)
{
    return parser.isSet(kStacks) || parser.isSet(kFlameGraph);
}

int run(const QCommandLineParser& parser)
{
    QTextStream err(stderr);
    const QStringList files = commandline::profileFiles(parser);
    if (files.isEmpty()) {
        err << "tally: "
            << QCoreApplication::translate("CommandLine", "no profile file given (see --help)")
            << '\n';
        return 2;
    }
    const auto loaded = profileloader::load(files);
    if (!loaded.profile) {
        err << "tally: " << loaded.error << '\n';
        return 1;
    }
    const Profile& profile = *loaded.profile;
    // An empty table of short names instead of one built: the stacks name every frame whole.
    const auto snapshot =
        CostSnapshot::compute(loaded.profile, {}, !parser.isSet(QStringLiteral("no-cycles")), {},
                              std::make_shared<const ShortNames>());
    const EventSet& events = profile.events();
    FlameTree::Options options;
    if (parser.isSet(QStringLiteral("event"))) {
        options.event = events.indexOf(parser.value(QStringLiteral("event")));
        if (options.event < 0) {
            err << "tally: "
                << QCoreApplication::translate("CommandLine", "no event type '%1' in the profile")
                       .arg(parser.value(QStringLiteral("event")))
                << '\n';
            return 2;
        }
    }
    if (events.count() == 0) {
        err << "tally: "
            << QCoreApplication::translate("CommandLine", "the profile has no event types") << '\n';
        return 1;
    }
    const QString name = parser.value(QStringLiteral("select"));
    if (!name.isEmpty()) {
        options.focus =
            costliestFunction(*snapshot->flat, events, options.event,
                              [&](FunctionId f) { return profile.functionName(f) == name; });
        if (!options.focus.isValid()) {
            err << "tally: "
                << QCoreApplication::translate("CommandLine", "no function '%1' in the profile")
                       .arg(name)
                << '\n';
            return 1;
        }
    }
    FlameTree tree = FlameTree::build(profile, *snapshot->flat, *snapshot->relations, options);
    if (parser.isSet(QStringLiteral("bottom-up")))
        tree = FlameTree::reversed(tree);
    if (tree.isCapped())
        err << "tally: "
            << QCoreApplication::translate("CommandLine",
                                           "the stacks were capped at %1 frames; thin paths are "
                                           "merged into the functions' other stacks")
                   .arg(options.maxNodes)
            << '\n';

    QString error;
    if (parser.isSet(kStacks) &&
        !writeBuffer(parser.value(kStacks), foldedstacks::write(profile, tree), &error)) {
        err << "tally: " << error << '\n';
        return 1;
    }
    if (parser.isSet(kFlameGraph)) {
        flamegraphsvg::Options svg;
        svg.eventName = events.type(options.event).name;
        svg.title = name.isEmpty()
                        ? QFileInfo(files.first()).fileName()
                        : QStringLiteral("%1 — %2").arg(name, QFileInfo(files.first()).fileName());
        svg.icicle = parser.isSet(QStringLiteral("icicle"));
        if (!writeBuffer(parser.value(kFlameGraph), flamegraphsvg::write(profile, tree, svg),
                         &error)) {
            err << "tally: " << error << '\n';
            return 1;
        }
    }
    return 0;
}

} // namespace tally::stackexport

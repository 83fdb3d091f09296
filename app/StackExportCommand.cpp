// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/StackExportCommand.h"

#include "app/CommandErrors.h"
#include "app/CommandInput.h"
#include "app/CommandLine.h"
#include "core/analysis/Costliest.h"
#include "core/analysis/FlameTree.h"
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
    commandinput::Needs needs;
    needs.relations = true;
    needs.selection = true;
    const commandinput::CommandInput input = commandinput::read(parser, err, needs);
    if (!input.ok())
        return input.status;
    const Profile& profile = input.profile();
    const FlatProfile& flat = input.flat();
    if (input.events.count() == 0)
        return commanderrors::fail(
            err, commanderrors::kFailure,
            QCoreApplication::translate("CommandLine", "the profile has no event types"));
    FlameTree::Options options;
    options.event = input.event;
    options.events = std::make_shared<const EventSet>(input.events);
    // The root --select names (a cycle: its costliest member).
    if (const auto& item = input.selection)
        options.focus = item->isCycle() ? costliestFunction(flat.cycles()[item->cycle].members,
                                                            flat, input.events, options.event)
                                        : item->function;
    FlameTree tree = FlameTree::build(profile, flat, *input.snapshot->relations, options);
    if (parser.isSet(QStringLiteral("bottom-up")))
        tree = FlameTree::reversed(tree);
    if (tree.isCapped())
        commanderrors::tell(
            err, QCoreApplication::translate("CommandLine",
                                             "the stacks were capped at %1 frames; thin paths "
                                             "are merged into the functions' other stacks")
                     .arg(options.maxNodes));

    QString error;
    if (parser.isSet(kStacks) &&
        !writeBuffer(parser.value(kStacks), foldedstacks::write(profile, tree), &error))
        return commanderrors::fail(err, commanderrors::kFailure, error);
    if (parser.isSet(kFlameGraph)) {
        const QString file = QFileInfo(input.files.first()).fileName();
        flamegraphsvg::Options svg;
        svg.eventName = input.events.type(options.event).name;
        svg.title = options.focus.isValid()
                        ? QStringLiteral("%1 — %2").arg(profile.functionName(options.focus), file)
                        : file;
        svg.icicle = parser.isSet(QStringLiteral("icicle"));
        if (!writeBuffer(parser.value(kFlameGraph), flamegraphsvg::write(profile, tree, svg),
                         &error))
            return commanderrors::fail(err, commanderrors::kFailure, error);
    }
    return commanderrors::kSuccess;
}

} // namespace tally::stackexport

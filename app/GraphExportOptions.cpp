// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/GraphExportOptions.h"

#include "core/analysis/CallGraph.h"

#include <QCoreApplication>

namespace tally::graphexport {

void addOptions(QCommandLineParser& parser)
{
    const CallGraphOptions defaults;
    parser.addOptions({
        {QStringLiteral("export-graph"),
         QCoreApplication::translate(
             "CommandLine", "Write the call graph around --select (SVG, PNG or DOT by the file's "
                            "suffix) without a window."),
         QStringLiteral("file")},
        {QStringLiteral("caller-depth"),
         QCoreApplication::translate("CommandLine",
                                     "Levels of callers in the call graph (default %1).")
             .arg(defaults.callerDepth),
         QStringLiteral("levels")},
        {QStringLiteral("callee-depth"),
         QCoreApplication::translate("CommandLine",
                                     "Levels of callees in the call graph (default %1).")
             .arg(defaults.calleeDepth),
         QStringLiteral("levels")},
        {QStringLiteral("threshold"),
         QCoreApplication::translate(
             "CommandLine", "Hide calls below this percentage of the function's inclusive cost "
                            "(default %1).")
             .arg(defaults.threshold * 100),
         QStringLiteral("percent")},
        {QStringLiteral("graph-direction"),
         QCoreApplication::translate(
             "CommandLine", "Call graph layout: tb (top to bottom) or lr (left to right)."),
         QStringLiteral("direction"), QStringLiteral("tb")},
    });
}

} // namespace tally::graphexport

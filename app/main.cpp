// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Tally: a viewer for profiles in the Callgrind format.

#include "app/CommandErrors.h"
#include "app/CommandLine.h"
#include "app/StackExportCommand.h"
#include "app/WindowModule.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char** argv)
{
    // Options first: --help, --version, option errors and the reports need no display, and no
    // GUI library: the window and the renderings are the window module's (app/WindowModule.h).
    using tally::commandline::Mode;
    const Mode mode = tally::commandline::modeOf(tally::commandline::arguments(argc, argv));
    if (tally::commandline::needsWindowModule(mode))
        return tally::windowmodule::run(argc, argv);
    tally::commandline::keepQtQuiet();
    QCoreApplication app(argc, argv);
    tally::commandline::describeApplication();

    QCommandLineParser parser;
    tally::commandline::addOptions(parser);
    QTextStream err(stderr);
    if (!parser.parse(QCoreApplication::arguments()))
        return tally::commanderrors::fail(
            err, tally::commanderrors::kUsage,
            QCoreApplication::translate("CommandLine", "%1 (see --help)").arg(parser.errorText()));
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all")) ||
        parser.isSet(QStringLiteral("version")))
        parser.process(app); // prints and exits
    if (const int status = tally::commandline::checkOptions(parser, err); status != 0)
        return status;
    if (tally::stackexport::isRequested(parser))
        return tally::stackexport::run(parser);
    return tally::commandline::runReport(parser);
}

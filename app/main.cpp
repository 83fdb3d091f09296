// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Tally: a viewer for profiles in the Callgrind format.

#include "app/CommandLine.h"
#include "app/GraphExportCommand.h"
#include "app/StackExportCommand.h"
#include "app/Translations.h"

#include <QApplication>
#include <QCoreApplication>
#include <QIcon>
#include <QTextStream>

#include <memory>

int main(int argc, char** argv)
{
    // Options first: --help, --version, option errors and the report need no display, and the
    // renderings draw offscreen unless told otherwise.
    using tally::commandline::Mode;
    const Mode mode = tally::commandline::modeOf(tally::commandline::arguments(argc, argv));
    if (mode != Mode::Window)
        tally::commandline::keepQtQuiet();
    if (mode == Mode::Render && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app;
    if (mode == Mode::Terminal || mode == Mode::Report) {
        app = std::make_unique<QCoreApplication>(argc, argv);
    } else {
        app = std::make_unique<QApplication>(argc, argv);
        // The installed icon and desktop entry (resources/), which desktops match windows to.
        QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/" TALLY_APP_ID ".svg")));
        QGuiApplication::setDesktopFileName(QStringLiteral(TALLY_APP_ID));
        // The window and its renderings speak the user's language; the terminal's output (help,
        // reports, errors) stays as scripts and the tests read it.
        tally::translations::install(*app);
    }
    QCoreApplication::setApplicationName(QStringLiteral("tally"));
    QCoreApplication::setOrganizationName(QStringLiteral("Tally"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TALLY_VERSION));

    QCommandLineParser parser;
    tally::commandline::addOptions(parser);
    QTextStream err(stderr);
    if (!parser.parse(QCoreApplication::arguments())) {
        err << "tally: "
            << QCoreApplication::translate("CommandLine", "%1 (see --help)").arg(parser.errorText())
            << '\n';
        return 2;
    }
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all")) ||
        parser.isSet(QStringLiteral("version")))
        parser.process(*app); // prints and exits
    if (const int status = tally::commandline::checkOptions(parser, err); status != 0)
        return status;
    if (tally::stackexport::isRequested(parser))
        return tally::stackexport::run(parser);
    if (mode == Mode::Report)
        return tally::commandline::runReport(parser);
    if (parser.isSet(QStringLiteral("export-graph")))
        return tally::graphexport::run(parser);
    if (parser.isSet(QStringLiteral("screenshot")))
        return tally::commandline::runScreenshot(parser);
    return tally::commandline::runWindow(parser);
}

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Tally: a viewer for profiles in the Callgrind format.

#include "app/CommandLine.h"
#include "app/GraphExportCommand.h"

#include <QApplication>
#include <QCoreApplication>
#include <QIcon>

#include <memory>

int main(int argc, char** argv)
{
    // The report needs no display; screenshots render offscreen unless told otherwise.
    const bool report = tally::commandline::wantsReport(argc, argv);
    if ((tally::commandline::wantsScreenshot(argc, argv) ||
         tally::graphexport::wanted(argc, argv)) &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app;
    if (report) {
        app = std::make_unique<QCoreApplication>(argc, argv);
    } else {
        app = std::make_unique<QApplication>(argc, argv);
        // The installed icon and desktop entry (resources/), which desktops match windows to.
        QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/" TALLY_APP_ID ".svg")));
        QGuiApplication::setDesktopFileName(QStringLiteral(TALLY_APP_ID));
    }
    QCoreApplication::setApplicationName(QStringLiteral("tally"));
    QCoreApplication::setOrganizationName(QStringLiteral("Tally"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TALLY_VERSION));

    QCommandLineParser parser;
    tally::commandline::addOptions(parser);
    parser.process(*app);
    if (report)
        return tally::commandline::runReport(parser);
    if (parser.isSet(QStringLiteral("export-graph")))
        return tally::graphexport::run(parser);
    if (parser.isSet(QStringLiteral("screenshot")))
        return tally::commandline::runScreenshot(parser);
    return tally::commandline::runWindow(parser);
}

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The window module's entry point (app/WindowModule.h): the executable loads this module only
// when the command line asks for the window or a rendering.

#include "app/CommandErrors.h"
#include "app/CommandLine.h"
#include "app/WindowModule.h"
#include "app/window/GraphExportCommand.h"
#include "app/window/Translations.h"
#include "app/window/WindowCommands.h"
#include "core/load/LargeAllocations.h"

#include <QApplication>
#include <QIcon>
#include <QTextStream>

#include <type_traits>

extern "C" Q_DECL_EXPORT int tally_window_main(int argc, char** argv)
{
    using namespace tally;
    using commandline::Mode;
    // The renderings draw offscreen unless told otherwise and keep Qt's notes off the terminal.
    if (commandline::modeOf(commandline::arguments(argc, argv)) == Mode::Render) {
        commandline::keepQtQuiet();
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    // The installed icon and desktop entry (resources/), which desktops match windows to.
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/" TALLY_APP_ID ".svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral(TALLY_APP_ID));
    // The window and its renderings speak the user's language; the terminal's output (help,
    // reports, errors) stays as scripts and the tests read it.
    translations::install(app);
    commandline::describeApplication();

    QCommandLineParser parser;
    commandline::addOptions(parser);
    // The executable parsed and checked these arguments before it loaded the module.
    if (!parser.parse(QCoreApplication::arguments())) {
        QTextStream err(stderr);
        return commanderrors::fail(err, commanderrors::kUsage, parser.errorText());
    }
    if (parser.isSet(QStringLiteral("export-graph")))
        return graphexport::run(parser);
    if (parser.isSet(QStringLiteral("screenshot")))
        return windowcommands::runScreenshot(parser);
    // The window lives on after its loads: the blocks its transforms, comparisons and snapshots
    // free are kept for the next (a rendering, like a command, exits after its load).
    largeallocations::reuseBlocksBetweenLoads();
    return windowcommands::runWindow(parser);
}

static_assert(std::is_same_v<decltype(&tally_window_main), tally::windowmodule::EntryPoint>,
              "the entry point the executable looks up");

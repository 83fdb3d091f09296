// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCommandLineParser>
#include <QFileDevice>
#include <QTextStream>

namespace tally {

// Tally's command line: the window (`tally FILE...`), the report without a window
// (`tally --report`), and screenshots for tests and the README (`tally --screenshot=OUT.png`).
// What prints text needs Qt Core alone and runs here; the window and the renderings run in the
// window module (app/window), which the executable loads only for them.
namespace commandline {

// What the command line asks for, known before any application object exists, so that only
// the window needs a display.
enum class Mode
{
    Window,   // the viewer
    Terminal, // --help, --version, or an error in the options: text on the terminal
    Report,   // --report: text on stdout, no GUI at all
    Render,   // --screenshot, --export-graph: drawn offscreen
};
// Whether `mode` needs the window module (Qt Gui and Widgets).
constexpr bool needsWindowModule(Mode mode)
{
    return mode == Mode::Window || mode == Mode::Render;
}

void addOptions(QCommandLineParser& parser);
// The application's name, organisation (where its settings live) and version, on the
// QCoreApplication or QApplication just made.
void describeApplication();
QStringList arguments(int argc, char** argv);
Mode modeOf(const QStringList& arguments);
// Outside the window, Qt's own warnings stay off the terminal (Tally's own messages stay).
void keepQtQuiet();
// Checks the options' values before anything is loaded or shown (the command line was parsed):
// 0, or the exit status (2) after telling `err` what is wrong.
int checkOptions(const QCommandLineParser& parser, QTextStream& err);

// `--limit`: a positive whole number; -1 when not given, 0 when it is not one.
int limitOf(const QCommandLineParser& parser);

// `--threads`: a positive whole number (the machine's cores when not given), 0 when it is not
// one.
int threadsOf(const QCommandLineParser& parser);

// --report: the flat profile, or the command of a report option that is set (--list, ...).
// The profile files named on the command line; the empty base file that valgrind's
// --separate-threads=yes leaves is replaced by its threads' files, as stderr is told.
QStringList profileFiles(const QCommandLineParser& parser);
// The baseline's files (--diff), expanded as profileFiles() expands FILE...: a baseline loads as
// the new side does.
QStringList baseFiles(const QCommandLineParser& parser);

int runReport(const QCommandLineParser& parser);
// Flushes `out` (a QFile opened on stdout) and the C library's buffer; false with the reason
// when the text could not all be written (a full disk).
bool flushStandardOutput(QFileDevice& out, QString* reason);
// The same, for a command's exit: `status`, or 1 after telling standard error why, so that a
// cut report never passes for a whole one.
int finishStandardOutput(QFileDevice& out, int status);

} // namespace commandline

} // namespace tally

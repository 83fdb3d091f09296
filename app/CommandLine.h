// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCommandLineParser>

namespace tally {

// Tally's command line: the window (`tally FILE...`), the report without a window
// (`tally --report`), and screenshots for tests and the README (`tally --screenshot=OUT.png`).
namespace commandline {

void addOptions(QCommandLineParser& parser);
// Whether argv asks for a mode without a window, to choose the application type early.
bool wantsReport(int argc, char** argv);
bool wantsScreenshot(int argc, char** argv);

int runReport(const QCommandLineParser& parser);
int runScreenshot(const QCommandLineParser& parser);
int runWindow(const QCommandLineParser& parser);

} // namespace commandline

} // namespace tally

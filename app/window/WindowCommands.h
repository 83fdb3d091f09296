// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCommandLineParser>

// What the command line asks of the window module (app/window): each needs the QApplication
// that module's entry point made.
namespace tally::windowcommands {

// `tally --screenshot=OUT.png [--size=WxH] ... FILE...`: the window offscreen, loaded, saved.
int runScreenshot(const QCommandLineParser& parser);
// `tally [FILE...]`: the viewer, until it is closed.
int runWindow(const QCommandLineParser& parser);

} // namespace tally::windowcommands

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCommandLineParser>

namespace tally::graphexport {

// The options of `tally --export-graph=OUT.svg|png|dot --select=FUNCTION [--caller-depth=N]
// [--callee-depth=N] [--threshold=PERCENT] [--graph-direction=tb|lr] [--event=NAME] FILE...`,
// which the window module runs (app/window/GraphExportCommand.h): the command line knows them
// without loading it.
void addOptions(QCommandLineParser& parser);

} // namespace tally::graphexport

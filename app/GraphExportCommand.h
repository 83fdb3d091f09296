// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCommandLineParser>

namespace tally {

// `tally --export-graph=OUT.svg|png|dot --select=FUNCTION [--caller-depth=N] [--callee-depth=N]
// [--threshold=PERCENT] [--graph-direction=tb|lr] [--event=NAME] FILE...`: loads the profile,
// lays out the call graph around the function as the Call Graph view does, and writes it,
// without a window.
namespace graphexport {

void addOptions(QCommandLineParser& parser);
int run(const QCommandLineParser& parser);

} // namespace graphexport

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCommandLineParser>

namespace tally {

// `tally --export-stacks=OUT.folded|- [--event=NAME] [--select=FUNCTION] [--no-cycles] FILE...`
// writes folded stacks (flamegraph.pl, inferno, speedscope); `--export-flamegraph=OUT.svg` a
// standalone SVG flame graph (`--icicle`: roots at the top; `--bottom-up`: each stack reversed,
// for both). Both estimate the stacks from the
// call graph (FlameTree) and need no display.
namespace stackexport {

void addOptions(QCommandLineParser& parser);
bool isRequested(const QCommandLineParser& parser);
int run(const QCommandLineParser& parser);

} // namespace stackexport

} // namespace tally

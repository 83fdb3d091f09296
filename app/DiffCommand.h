// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCommandLineParser>

namespace tally {

// `tally --report --diff BASE NEW [--no-cycles] [--event=NAME] [--limit=N] [--format=text|tsv]
// [--fail-above=PERCENT] [--ignore-file]`: loads the baseline and the new profile in parallel and
// prints what changed (core/output/DiffWriter). Exit status 3 when --fail-above is given and the
// first event type's total grew by more than PERCENT, so a CI job can guard against regressions.
// A side of several files (a multi-file run): `--diff A.1 --diff A.2 B.1 B.2`.
namespace diffcommand {

void addOptions(QCommandLineParser& parser);
int runReport(const QCommandLineParser& parser);

// Exit status when --fail-above is exceeded.
constexpr int kRegression = 3;

} // namespace diffcommand

} // namespace tally

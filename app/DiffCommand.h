// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCommandLineParser>
#include <QTextStream>

#include <optional>

namespace tally {

// `tally --report --diff BASE NEW [--no-cycles] [--event=NAME] [--limit=N] [--format=text|tsv]
// [--fail-above=PERCENT] [--ignore-file]`: loads the baseline and the new profile in parallel and
// prints what changed (core/output/DiffWriter). Exit status 3 when --fail-above is given and the
// first event type's total grew by more than PERCENT, so a CI job can guard against regressions.
// A side of several files (a multi-file run): `--diff A.1 --diff A.2 B.1 B.2`.
namespace diffcommand {

void addOptions(QCommandLineParser& parser);
// Checks the options only the comparison takes, before anything is loaded: 0, or the exit status
// after telling `err` what is wrong.
int check(const QCommandLineParser& parser, QTextStream& err);
// --fail-above: a percentage of 0 or more; nullopt when not given, NaN when it is not one (also
// --series's).
std::optional<double> failAboveOf(const QCommandLineParser& parser);
int runReport(const QCommandLineParser& parser);

} // namespace diffcommand

} // namespace tally

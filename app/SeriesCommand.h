// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCommandLineParser>
#include <QTextStream>

namespace tally {

// `tally --report --series F1 F2 ... Fn [--fail-above=PERCENT] [--mod-funcname=s/A/B/]
// [--event=NAME] [--limit=N] [--format=text|tsv] [--ignore-file] [--no-cycles]`: every function
// matched across the n profiles (one a step, in order) as --diff matches two, with its calls,
// self and inclusive cost at each step (core/output/SeriesWriter). Each step is loaded, matched
// against the step before and reduced to its per-function totals before the next one replaces
// it (the next one loads meanwhile), so the series holds per-function numbers, not n models.
// Exit status 3 when --fail-above is given and some step's total of the first event type grew
// by more than PERCENT over the step before; stderr names each such step and what grew in it.
// A FILE that is the empty base of a --separate-threads run is that run's files, as elsewhere.
namespace seriescommand {

void addOptions(QCommandLineParser& parser);
int check(const QCommandLineParser& parser, QTextStream& err);
int run(const QCommandLineParser& parser);

} // namespace seriescommand

} // namespace tally

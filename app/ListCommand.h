// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCommandLineParser>
#include <QTextStream>

namespace tally {

// `tally --report --list=callers|callees|allcallers|allcallees --select=FUNCTION [--no-cycles]
// [--event=NAME] [--format=text|tsv] [--limit=N] FILE...`: the rows of the Callers, Callees,
// All Callers or All Callees view for one function or cycle, without a window
// (core/output/ListWriter.h has the formats).
namespace listcommand {

void addOptions(QCommandLineParser& parser);
// Checks the options before anything is loaded: 0, or 2 after telling `err` what is wrong.
int check(const QCommandLineParser& parser, QTextStream& err);
int run(const QCommandLineParser& parser);

} // namespace listcommand

} // namespace tally

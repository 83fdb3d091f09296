// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace tally {

// How --diff and --series match functions across profiles: `--mod-funcname=s/REGEX/REPL/[gi]`
// and `--mod-filename=...` (cg_annotate's form, repeatable, applied in order) rewrite names
// before matching, so that a renamed function or a moved file still pairs up; --ignore-file
// (the diff command's) leaves files out.
namespace matchoptions {

void addOptions(QCommandLineParser& parser);
// 0, or kUsage after telling `err` which expression is wrong and why.
int check(const QCommandLineParser& parser, QTextStream& err);
// The matching the options ask for (after check() passed).
ProfileComparison::Options comparisonOptions(const QCommandLineParser& parser);

} // namespace matchoptions

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCommandLineParser>

namespace tally::graphexport {

// `tally --export-graph=OUT.svg|png|dot --select=FUNCTION ... FILE...` (its options:
// app/GraphExportOptions.h): loads the profile, lays out the call graph around the function as
// the Call Graph view does, and writes it, without a window. Needs a QApplication (fonts).
int run(const QCommandLineParser& parser);

} // namespace tally::graphexport

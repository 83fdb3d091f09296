// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>
#include <QTextStream>

namespace tally {

// How every command tells the user what went wrong, and with which exit status: the same mistake
// gives the same status whatever the command (the man page's EXIT STATUS lists them).
namespace commanderrors {

// The files loaded and the output was written.
constexpr int kSuccess = 0;
// A file could not be read or written, or the profile holds nothing to work on.
constexpr int kFailure = 1;
// The options are wrong, including an --event, --select or --derived that names nothing.
constexpr int kUsage = 2;
// --fail-above: the first event type's total grew by more than the percentage given.
constexpr int kRegression = 3;

// Writes "tally: MESSAGE" as one line to `err` (standard error, or a string when the options are
// only probed).
void tell(QTextStream& err, const QString& message);
// The same on a stream of its own on standard error, for code that holds none.
void tell(const QString& message);
// Tells `err` the message and returns `status`: `return fail(err, kUsage, ...);`.
int fail(QTextStream& err, int status, const QString& message);

} // namespace commanderrors

} // namespace tally

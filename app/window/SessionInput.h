// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "app/CommandInput.h"

#include <QTextStream>

namespace tally {

class Session;

// The command line's input (app/CommandInput.h) given to the window's Session, for the commands
// that draw what the window shows (--screenshot, --export-graph).
namespace sessioninput {

// Gives `session`, which holds `input`'s profile, the --derived types, the --event choice and
// the --select function or cycle of `input`: 0, or the exit status after telling `err` why not.
int apply(const commandinput::CommandInput& input, Session& session, QTextStream& err);

} // namespace sessioninput

} // namespace tally

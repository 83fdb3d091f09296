// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QLoggingCategory>

namespace tally {

// "tally.load": what the loader did and how long it took (per file, the split into halves, the
// model's build). Debug messages are off by default; QT_LOGGING_RULES="tally.load.debug=true"
// shows them. The loader's findings about the file itself are diagnostics, not log messages.
Q_DECLARE_LOGGING_CATEGORY(lcLoad)

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QLoggingCategory>

namespace tally {

// "tally.jobs": the background work behind the views (load, part selection, call graph layout)
// and how long it took. Debug messages are off by default; QT_LOGGING_RULES="tally.jobs.debug=true"
// shows them.
Q_DECLARE_LOGGING_CATEGORY(lcJobs)

} // namespace tally

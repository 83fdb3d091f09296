// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/common/JobLog.h"

namespace tally {

Q_LOGGING_CATEGORY(lcJobs, "tally.jobs", QtInfoMsg)

} // namespace tally

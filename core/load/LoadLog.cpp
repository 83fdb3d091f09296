// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/LoadLog.h"

namespace tally {

Q_LOGGING_CATEGORY(lcLoad, "tally.load", QtInfoMsg)

} // namespace tally

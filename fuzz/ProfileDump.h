// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Profile.h"

#include <QString>

namespace tally::fuzz {

// Everything the loader produced, in id order, as text, so that different ids or a different
// order of parts, rows, event types or diagnostics show as a difference (as tst_cutpoints
// compares a cut load with one pass).
QString profileDump(const Profile& profile);

} // namespace tally::fuzz

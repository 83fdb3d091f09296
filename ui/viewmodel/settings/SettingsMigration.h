// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT
#pragma once

class QSettings;

namespace tally::settings {

// Moves the values kept under keys that have since been renamed (SettingsKeys.h) to their new
// keys, so that an update keeps the user's choices: a value already kept under the new key wins
// and the old one is dropped. Idempotent; the window runs it once at start.
void migrate(QSettings& settings);

} // namespace tally::settings

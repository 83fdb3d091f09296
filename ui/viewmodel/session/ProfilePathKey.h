// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace tally::profilepath {

// The key under which the settings remember something per profile (its last function, its
// transforms): the SHA-1 of the absolute path in hex, one fixed size for every path.
QString settingsKey(const QString& path);

} // namespace tally::profilepath

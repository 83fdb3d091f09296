// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Profile.h"

#include <QStringList>

namespace tally {

// What the Parts view, its chart and its menus call each part: by what its header says, with
// what tells the profile's parts apart. A run's dumps are "Part 3: Client Request: round" (the
// `part:` number when the parts' numbers increase, else the position, and the trigger when the
// parts' triggers differ); a `--separate-threads` run's threads "Thread 2" (and "pid 4242" when
// several processes were recorded); parts named alike in several files add the file's name.
namespace partnames {

// One name per part, in order, never two alike.
QStringList names(const Profile& profile);

} // namespace partnames

} // namespace tally

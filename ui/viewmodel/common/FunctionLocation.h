// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Profile.h"

#include <QString>

// A function's place as the lists' Location column shows it: "file (object)" by their file names
// (the tooltips have the paths), the file or the object alone when the other is unknown. One text
// for the flat profile and All Callers / All Callees, which showed a whole path there: cut in its
// middle, "/ci/Op...e.cpp" told nothing.
namespace tally::functionlocation {

QString text(const Profile& profile, FunctionId function);

} // namespace tally::functionlocation

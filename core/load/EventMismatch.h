// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Profile.h"

#include <QStringList>

#include <vector>

namespace tally {

// When several files load as one profile, their event types are matched by name; a type one file
// does not measure counts as zero in its parts. This finds those gaps so the user can be told
// why, say, D1mr is zero in the threads added from a run without cache simulation.
namespace eventmismatch {

struct Gap
{
    int sourceIndex = 0;
    QStringList missing; // real event types with cost elsewhere but none in this file
};

std::vector<Gap> find(const Profile& profile);
// One paragraph per file with gaps; empty when every file has cost in every type.
QString describe(const Profile& profile);

} // namespace eventmismatch

} // namespace tally

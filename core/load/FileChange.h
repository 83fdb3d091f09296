// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/FileIdentity.h"
#include "core/model/ProfileData.h"

#include <optional>

namespace tally {

class ProfileBuilder;

namespace filechange {

// A file changed on disk while it was read (a profile still being written, truncated, replaced
// or deleted) loads as far as it could be read, with a warning that says what happened: the
// user would otherwise take a part of a profile for all of it.
// `endOffset` is where reading it ended; `opened` its identity when it was opened.
void warnIfChanged(ProfileBuilder& builder, int sourceIndex, const SourceInfo& info,
                   qint64 endOffset, const std::optional<FileIdentity>& opened);

} // namespace filechange

} // namespace tally

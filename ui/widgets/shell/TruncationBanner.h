// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/widgets/shell/ProfileFactBanner.h"

namespace tally {

// A banner over the views while the open profile has a file that was cut short (copied while
// valgrind was still writing it, or cut by a full disk: SourceInfo::truncatedAtLine): which file,
// at which line, and how much of its last part's summary was read, so that shares above 100 % are
// not taken for the program's.
class TruncationBanner : public ProfileFactBanner
{
    Q_OBJECT

public:
    explicit TruncationBanner(Session& session, QWidget* parent = nullptr);

    // The banner's text for `profile`: empty when every file is whole.
    static QString textFor(const Profile& profile);
};

} // namespace tally

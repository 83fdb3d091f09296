// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/widgets/shell/ProfileFactBanner.h"

namespace tally {

// A banner over the views while the open profile records no calls (cachegrind's output,
// Profile::recordsCalls): the views of callers and callees, the call graph and the maps stand
// empty (and the flame graph is one level deep), which without a word reads as a fault of the
// viewer. Says why, and which views show the costs.
class NoCallsBanner : public ProfileFactBanner
{
    Q_OBJECT

public:
    explicit NoCallsBanner(Session& session, QWidget* parent = nullptr);

    // The banner's text for `profile` as loaded: empty when it records calls (or has no
    // function).
    static QString textFor(const Profile& profile);
};

} // namespace tally

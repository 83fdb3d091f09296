// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/widgets/common/NoteBanner.h"

namespace tally {

class Profile;
class Session;

// A banner over the views while the open profile records no calls (cachegrind's output,
// Profile::recordsCalls): the views of callers and callees, the call graph and the maps stand
// empty (and the flame graph is one level deep), which without a word reads as a fault of the
// viewer. Says why, and which views show the costs. Hidden otherwise, and until the next profile
// once closed.
class NoCallsBanner : public NoteBanner
{
    Q_OBJECT

public:
    explicit NoCallsBanner(Session& session, QWidget* parent = nullptr);

    // The banner's text for `profile` as loaded: empty when it records calls (or has no
    // function).
    static QString textFor(const Profile& profile);

private:
    void refresh();

    Session& m_session;
};

} // namespace tally

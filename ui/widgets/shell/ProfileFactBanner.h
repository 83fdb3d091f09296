// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/widgets/common/NoteBanner.h"

#include <memory>

namespace tally {

class Profile;
class Session;

// A banner over the views that states a fact of the profile as loaded (a file cut short, no
// calls recorded), which the views alone would leave unexplained: its text is made from the
// profile whenever another opens, it shows while the text says something, and once closed it
// stays hidden until the next profile. What it says is its subclass's `textFor`.
class ProfileFactBanner : public NoteBanner
{
    Q_OBJECT

protected:
    // The banner's text for a profile: empty when there is nothing to say.
    using TextFor = QString (*)(const Profile& profile);

    ProfileFactBanner(Session& session, const QString& objectName, QStyle::StandardPixmap icon,
                      const QString& closeButtonName, TextFor textFor, QWidget* parent);

private:
    void refresh();

    Session& m_session;
    TextFor m_textFor;
    std::shared_ptr<const Profile> m_loaded; // the one the text is of
};

} // namespace tally

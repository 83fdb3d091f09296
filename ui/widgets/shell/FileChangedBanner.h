// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/widgets/common/NoteBanner.h"

class QPushButton;

namespace tally {

class ProfileOpener;

// A banner over the views when a file of the profile shown changed on disk while the profile
// reads its detail rows from its files as views ask for them (ProfileOpener::rowsFilesChanged):
// the source lines, assembly and call sites not read yet show empty, so it says so and offers
// Reload. Hidden by the next profile opened, and by its close button.
class FileChangedBanner : public NoteBanner
{
    Q_OBJECT

public:
    explicit FileChangedBanner(ProfileOpener& opener, QWidget* parent = nullptr);

    QPushButton* reloadButton() const { return m_reload; }

private:
    QPushButton* m_reload = nullptr;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/widgets/common/NoteBanner.h"

class QPushButton;

namespace tally {

class ProfileOpener;

// A banner over the views when a file of the profile shown, or of a comparison's baseline,
// changed on disk while that side reads its detail rows from its files as views ask for them
// (ProfileOpener::rowsFilesChanged): the source lines, assembly and call sites not read yet show
// empty, so it names the files and offers Reload (of the side whose files changed). Hidden by
// Reload, the next profile opened, and its close button.
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

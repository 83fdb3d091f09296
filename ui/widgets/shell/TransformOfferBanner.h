// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/transform/Transform.h"
#include "ui/widgets/common/NoteBanner.h"

#include <vector>

class QPushButton;

namespace tally {

class Session;

// Offers the transforms a profile was last shown with when it is opened again (issue 37): a
// banner over the views, "Apply Again" or "Dismiss", that never stops the window.
class TransformOfferBanner : public NoteBanner
{
    Q_OBJECT

public:
    explicit TransformOfferBanner(Session& session, QWidget* parent = nullptr);

    // Shows the offer of `list` (hides the banner when empty).
    void offer(std::vector<Transform> list);
    QPushButton* applyButton() const { return m_apply; }
    QPushButton* dismissButton() const { return m_dismiss; }

private:
    Session& m_session;
    std::vector<Transform> m_offered;
    QPushButton* m_apply = nullptr;
    QPushButton* m_dismiss = nullptr;
};

} // namespace tally

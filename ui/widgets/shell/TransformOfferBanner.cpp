// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/TransformOfferBanner.h"

#include "ui/viewmodel/session/Session.h"

#include <QPushButton>

namespace tally {

TransformOfferBanner::TransformOfferBanner(Session& session, QWidget* parent)
    : NoteBanner(QStringLiteral("transformOfferBanner"), parent), m_session(session)
{
    m_apply = addButton(tr("Apply Again"));
    m_dismiss = addButton(tr("Dismiss"));
    connect(m_apply, &QPushButton::clicked, this, [this] {
        m_session.setTransforms(std::exchange(m_offered, {}));
        hide();
    });
    connect(m_dismiss, &QPushButton::clicked, this, [this] {
        m_offered.clear();
        hide();
    });
    // Another profile, or transforms chosen meanwhile: the offer is over.
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if ((changes & SessionChange::Transforms) && !m_session.transforms().empty())
            hide();
    });
    hide();
}

void TransformOfferBanner::offer(std::vector<Transform> list)
{
    m_offered = std::move(list);
    if (m_offered.empty()) {
        hide();
        return;
    }
    QStringList names;
    for (const Transform& transform : m_offered)
        names << transformstage::describe(transform);
    setText(
        tr("This profile was last shown with %n transform(s): %1", nullptr, int(m_offered.size()))
            .arg(names.join(QStringLiteral(", "))));
    show();
}

} // namespace tally

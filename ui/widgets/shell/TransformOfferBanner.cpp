// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/TransformOfferBanner.h"

#include "ui/viewmodel/session/Session.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace tally {

TransformOfferBanner::TransformOfferBanner(Session& session, QWidget* parent)
    : QFrame(parent), m_session(session)
{
    setObjectName(QStringLiteral("transformOfferBanner"));
    setFrameShape(QFrame::StyledPanel);
    // The palette's tooltip colours, as the truncation banner's: a note in either theme.
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    setAutoFillBackground(true);
    m_label = new QLabel(this);
    m_label->setWordWrap(true);
    m_label->setForegroundRole(QPalette::ToolTipText);
    m_apply = new QPushButton(tr("Apply Again"), this);
    m_dismiss = new QPushButton(tr("Dismiss"), this);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_apply);
    layout->addWidget(m_dismiss);
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
    m_label->setText(
        tr("This profile was last shown with %n transform(s): %1", nullptr, int(m_offered.size()))
            .arg(names.join(QStringLiteral(", "))));
    show();
}

QString TransformOfferBanner::text() const
{
    return m_label->text();
}

} // namespace tally

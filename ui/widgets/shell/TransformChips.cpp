// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/TransformChips.h"

#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/TransformActions.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QStyle>
#include <QToolButton>

namespace tally {

namespace {

// A chip's label, as a menu names a function: kept to a readable length, cut in the middle, its
// '&'s doubled, which a button would take for a mnemonic ("Drop: push(int const&)" read "Drop:
// push(int const)" with the ')' underlined).
QString chipText(const Transform& transform)
{
    constexpr qsizetype kMaxChars = 48;
    return menuEntryName(transformstage::describe(transform), kMaxChars);
}

} // namespace

TransformChips::TransformChips(Session& session, QWidget* parent)
    : QFrame(parent), m_session(session)
{
    setObjectName(QStringLiteral("transformChips"));
    setFrameShape(QFrame::StyledPanel);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(6, 3, 6, 3);
    auto* title = new QLabel(tr("Transforms:"), this);
    row->addWidget(title);
    m_chips = new QHBoxLayout;
    m_chips->setSpacing(4);
    row->addLayout(m_chips);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("transformError"));
    m_error->setStyleSheet(QStringLiteral("color: #d03030;"));
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row->addWidget(m_error);
    row->addStretch(1);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("transformNote"));
    row->addWidget(m_note);
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & (SessionChange::Transforms | SessionChange::Profile | SessionChange::Costs |
                       SessionChange::EventTypes))
            refresh();
    });
    refresh();
}

QStringList TransformChips::chipTexts() const
{
    QStringList texts;
    for (int i = 0; i < m_chips->count(); ++i) {
        if (auto* chip = qobject_cast<QToolButton*>(m_chips->itemAt(i)->widget()))
            texts << QString(chip->text()).replace(QStringLiteral("&&"), QStringLiteral("&"));
    }
    return texts;
}

QString TransformChips::noteText() const
{
    return m_note->text();
}

void TransformChips::refresh()
{
    while (QLayoutItem* item = m_chips->takeAt(0)) {
        delete item->widget(); // NOLINT(cppcoreguidelines-owning-memory): the layout's chip
        delete item;           // NOLINT(cppcoreguidelines-owning-memory)
    }
    const std::vector<Transform>& list = m_session.transforms();
    for (std::size_t i = 0; i < list.size(); ++i) {
        auto* chip = new QToolButton(this);
        chip->setObjectName(QStringLiteral("transformChip"));
        chip->setText(chipText(list[i]));
        chip->setToolTip(tr("%1\nClick to remove it; the other transforms apply again")
                             .arg(transforms::line(list[i])));
        chip->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
        chip->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        chip->setLayoutDirection(Qt::RightToLeft); // the cross after the text
        connect(chip, &QToolButton::clicked, this, [this, i] { m_session.removeTransform(i); });
        m_chips->addWidget(chip);
    }
    const QString error = m_session.transformStage().error();
    m_error->setText(error.isEmpty() ? QString() : tr("Not applied: %1").arg(error));
    m_error->setVisible(!error.isEmpty());
    QString note;
    if (!list.empty() && m_session.hasProfile()) {
        const int event = m_session.primaryEvent();
        const Cost original = m_session.originalTotal(event);
        const Cost total = m_session.total(event);
        const QString share =
            original > 0 ? QLocale().toString(100.0 * double(total) / double(original), 'f', 1)
                         : QStringLiteral("-");
        note = tr("Percentages are of the transformed total, %1% of the original %2")
                   .arg(share, m_session.eventName(event));
    }
    m_note->setText(note);
    setVisible(!list.empty() || !error.isEmpty());
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/TruncationBanner.h"

#include "ui/viewmodel/session/Session.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QStyle>
#include <QToolButton>

namespace tally {

TruncationBanner::TruncationBanner(Session& session, QWidget* parent)
    : QFrame(parent), m_session(session)
{
    setObjectName(QStringLiteral("truncationBanner"));
    setFrameShape(QFrame::StyledPanel);
    // The palette's tooltip colours: a note that stands out in either theme.
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    setAutoFillBackground(true);

    auto* icon = new QLabel(this);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(size, size));
    m_label = new QLabel(this);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->setForegroundRole(QPalette::ToolTipText);
    auto* close = new QToolButton(this);
    close->setObjectName(QStringLiteral("closeTruncationBanner"));
    close->setAutoRaise(true);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Hide this note"));
    connect(close, &QToolButton::clicked, this, &QWidget::hide);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(icon, 0, Qt::AlignTop);
    layout->addWidget(m_label, 1);
    layout->addWidget(close, 0, Qt::AlignTop);

    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & SessionChange::Profile)
            refresh();
    });
    refresh();
}

QString TruncationBanner::text() const
{
    return m_label->text();
}

QString TruncationBanner::textFor(const Profile& profile)
{
    QStringList notes;
    for (const SourceInfo& source : profile.sources()) {
        if (source.truncatedAtLine <= 0)
            continue;
        notes << tr("%1 is cut short: it ends at line %2, inside a part of which %3 % of the cost "
                    "its summary states was read. The rest of the file is missing (was it copied "
                    "while valgrind was still writing it?): the costs shown are those of what was "
                    "read.")
                     .arg(QFileInfo(source.path).fileName(),
                          QLocale().toString(source.truncatedAtLine),
                          QLocale().toString(100.0 * source.summaryShareRead, 'f', 1));
    }
    return notes.join(QLatin1Char('\n'));
}

void TruncationBanner::refresh()
{
    const QString text = m_session.hasProfile() ? textFor(*m_session.profile()) : QString();
    m_label->setText(text);
    setVisible(!text.isEmpty());
}

} // namespace tally

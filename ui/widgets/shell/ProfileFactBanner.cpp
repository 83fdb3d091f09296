// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/ProfileFactBanner.h"

#include "core/analysis/CostSnapshot.h"
#include "ui/viewmodel/session/Session.h"

namespace tally {

ProfileFactBanner::ProfileFactBanner(Session& session, const QString& objectName,
                                     QStyle::StandardPixmap icon, const QString& closeButtonName,
                                     TextFor textFor, QWidget* parent)
    : NoteBanner(objectName, parent), m_session(session), m_textFor(textFor)
{
    setIcon(icon);
    addCloseButton(closeButtonName, tr("Hide this note"));
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & SessionChange::Profile)
            refresh();
    });
    refresh();
}

void ProfileFactBanner::refresh()
{
    // The profile as loaded: a transform (a focus on a leaf) may leave one without calls.
    const std::shared_ptr<const Profile>& loaded = m_session.originalSnapshot()->profile;
    const QString text = loaded ? m_textFor(*loaded) : QString();
    setText(text);
    setVisible(!text.isEmpty());
}

} // namespace tally

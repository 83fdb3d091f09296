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
        // A transform's profile is a Profile change too, and no new fact: a banner closed stays
        // closed until another profile is loaded.
        if ((changes & SessionChange::Profile) && m_session.originalSnapshot()->profile != m_loaded)
            refresh();
    });
    refresh();
}

void ProfileFactBanner::refresh()
{
    // The profile as loaded: a transform (a focus on a leaf) may leave one without calls.
    m_loaded = m_session.originalSnapshot()->profile;
    const QString text = m_loaded ? m_textFor(*m_loaded) : QString();
    setText(text);
    setVisible(!text.isEmpty());
}

} // namespace tally

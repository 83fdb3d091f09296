// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/EventTypeChooser.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>

namespace tally {

EventTypeChooser::EventTypeChooser(Session& session, QWidget* parent)
    : QWidget(parent), m_session(session)
{
    m_primary = new QComboBox(this);
    m_primary->setToolTip(tr("Primary event type"));
    m_secondary = new QComboBox(this);
    m_secondary->setToolTip(tr("Secondary event type"));
    // A fixed width: growing with the chosen name would make the toolbar overlap its neighbours
    // (a toolbar does not re-lay out its widgets); longer names elide and show in the popup.
    for (QComboBox* combo : {m_primary, m_secondary}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(22);
    }
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(new QLabel(tr("Event:"), this));
    layout->addWidget(m_primary);
    //: Between the primary and the secondary event type boxes
    layout->addWidget(new QLabel(tr("and"), this));
    layout->addWidget(m_secondary);

    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & SessionChange::Profile)
            fill();
        else if (changes & SessionChange::EventTypes)
            sync();
    });
    connect(m_primary, &QComboBox::currentIndexChanged, this, &EventTypeChooser::choose);
    connect(m_secondary, &QComboBox::currentIndexChanged, this, &EventTypeChooser::choose);
    fill();
}

QString EventTypeChooser::labelOf(int event) const
{
    if (event < 0 || event >= m_session.events().count())
        return {};
    const EventType& type = m_session.events().type(event);
    return type.longName.isEmpty() ? type.name
                                   : QStringLiteral("%1 (%2)").arg(type.longName, type.name);
}

void EventTypeChooser::fillItems()
{
    const bool filling = m_filling;
    m_filling = true;
    m_primary->clear();
    m_secondary->clear();
    m_secondary->addItem(tr("(none)"), -1);
    // The session's types: the file's and the user's derived ones.
    const auto& events = m_session.events();
    for (int e = 0; m_session.hasProfile() && e < events.count(); ++e) {
        m_primary->addItem(labelOf(e), e);
        m_secondary->addItem(labelOf(e), e);
    }
    m_filling = filling;
}

void EventTypeChooser::fill()
{
    fillItems();
    setEnabled(m_session.hasProfile());
    sync();
}

void EventTypeChooser::sync()
{
    // User-defined types come and go.
    bool same = m_primary->count() == (m_session.hasProfile() ? m_session.events().count() : 0);
    for (int e = 0; same && e < m_primary->count(); ++e)
        same = m_primary->itemText(e) == labelOf(e);
    if (!same)
        fillItems();
    m_filling = true;
    m_primary->setCurrentIndex(m_primary->findData(m_session.primaryEvent()));
    m_secondary->setCurrentIndex(m_secondary->findData(m_session.secondaryEvent()));
    m_filling = false;
}

void EventTypeChooser::choose()
{
    if (m_filling || !m_session.hasProfile())
        return;
    const int primary = m_primary->currentData().toInt();
    const int secondary = m_secondary->currentData().toInt();
    m_session.setEventTypes(primary, secondary); // the Session remembers the choice
    sync();
}

} // namespace tally

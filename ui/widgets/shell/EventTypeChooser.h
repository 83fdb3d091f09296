// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"

#include <QWidget>

class QComboBox;

namespace tally {

// Primary and secondary event type pickers for the toolbar, showing long names from `event:`
// lines. The Session remembers the choice per set of event types.
class EventTypeChooser : public QWidget
{
    Q_OBJECT

public:
    explicit EventTypeChooser(Session& session, QWidget* parent = nullptr);

    QComboBox* primary() const { return m_primary; }
    QComboBox* secondary() const { return m_secondary; }

private:
    void fill();
    void fillItems();
    QString labelOf(int event) const;
    void choose();
    void sync();

    Session& m_session;
    QComboBox* m_primary = nullptr;
    QComboBox* m_secondary = nullptr;
    bool m_filling = false;
};

} // namespace tally

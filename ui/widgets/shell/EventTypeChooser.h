// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"

#include <QSettings>
#include <QWidget>

class QComboBox;

namespace tally {

// Primary and secondary event type pickers for the toolbar, showing long names from `event:`
// lines. The choice is remembered per set of event types (the same tool's next profile opens
// with the same choice).
class EventTypeChooser : public QWidget
{
    Q_OBJECT

public:
    EventTypeChooser(Session& session, QSettings& settings, QWidget* parent = nullptr);

    QComboBox* primary() const { return m_primary; }
    QComboBox* secondary() const { return m_secondary; }

private:
    void fill();
    void fillItems();
    QString labelOf(int event) const;
    void choose();
    void sync();
    QString settingsKey() const;

    Session& m_session;
    QSettings& m_settings;
    QComboBox* m_primary = nullptr;
    QComboBox* m_secondary = nullptr;
    bool m_filling = false;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/EventSet.h"

#include <QString>

#include <vector>

class QSettings;

namespace tally {

// A derived event type the user defined (as opposed to one the file defines).
struct UserEventType
{
    QString name;
    QString longName;
    QString formula; // the spec's grammar: `Ir + 10 L1m`
    bool operator==(const UserEventType&) const = default;
};

// The user's derived event types for one profile's set of real event types, kept in the settings
// per set of real event names, so that the next profile of the same tool has them too. events()
// is the profile's event set (real, file-defined and default derived types) followed by them.
class UserEventTypes
{
public:
    // Where the types are kept; without settings they last for the session only.
    void setSettings(QSettings* settings) { m_settings = settings; }

    // Starts over for a profile with `profileEvents` (none: hasProfile false), reading the types
    // kept for its real event names.
    void reset(const EventSet& profileEvents, bool hasProfile);

    const EventSet& events() const { return m_events; }
    const std::vector<UserEventType>& types() const { return m_types; }
    bool contains(const QString& name) const;

    // Why `type` cannot be added (replacing the user type `replacing`, if any): a bad name or
    // formula, an unknown type, a cycle. Empty when it can.
    QString check(const UserEventType& type, const QString& replacing = {}) const;
    // Adds `type`, or replaces the user type named `replacing`; false with `error` set if invalid.
    bool set(const UserEventType& type, const QString& replacing = {}, QString* error = nullptr);
    // Removes a user type; types defined on top of it go too (their formula no longer resolves).
    // False if there is no such type.
    bool remove(const QString& name);

private:
    EventSet build(const std::vector<UserEventType>& types, std::vector<QString>* problems) const;
    std::vector<UserEventType> with(const UserEventType& type, const QString& replacing) const;
    void rebuild();
    void load();
    void save() const;
    QString eventSetId() const;

    QSettings* m_settings = nullptr;
    EventSet m_profileEvents;
    bool m_hasProfile = false;
    std::vector<UserEventType> m_types;
    EventSet m_events;
};

} // namespace tally

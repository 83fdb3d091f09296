// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/UserEventTypes.h"
#include "ui/viewmodel/settings/SettingsKeys.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSettings>

#include <algorithm>

namespace tally {

void UserEventTypes::reset(const EventSet& profileEvents, bool hasProfile)
{
    m_profileEvents = profileEvents;
    m_hasProfile = hasProfile;
    load();
    rebuild();
}

bool UserEventTypes::contains(const QString& name) const
{
    return std::any_of(m_types.begin(), m_types.end(),
                       [&](const UserEventType& type) { return type.name == name; });
}

QString UserEventTypes::eventSetId() const
{
    QStringList names;
    for (int e = 0; e < m_profileEvents.realCount(); ++e)
        names << m_profileEvents.type(e).name;
    return settings::eventSetId(names);
}

void UserEventTypes::load()
{
    m_types.clear();
    if (!m_settings || !m_hasProfile)
        return;
    const QStringList entries = settings::read(*m_settings, settings::userEventTypes(eventSetId()));
    for (const QString& entry : entries) {
        const QStringList fields = entry.split(QLatin1Char('\x1f'));
        if (fields.size() == 3)
            m_types.push_back({fields[0], fields[1], fields[2]});
    }
}

void UserEventTypes::save() const
{
    if (!m_settings || !m_hasProfile)
        return;
    QStringList entries;
    for (const UserEventType& type : m_types)
        entries << QStringList{type.name, type.longName, type.formula}.join(QLatin1Char('\x1f'));
    const auto key = settings::userEventTypes(eventSetId());
    if (entries.isEmpty())
        settings::forget(*m_settings, key);
    else
        settings::write(*m_settings, key, entries);
}

std::vector<UserEventType> UserEventTypes::with(const UserEventType& type,
                                                const QString& replacing) const
{
    std::vector<UserEventType> types = m_types;
    auto it = std::find_if(types.begin(), types.end(),
                           [&](const UserEventType& t) { return t.name == replacing; });
    if (!replacing.isEmpty() && it != types.end())
        *it = type;
    else
        types.push_back(type);
    return types;
}

EventSet UserEventTypes::build(const std::vector<UserEventType>& types,
                               std::vector<QString>* problems) const
{
    EventSet events = m_hasProfile ? m_profileEvents : EventSet();
    if (!m_hasProfile)
        return events;
    for (const UserEventType& type : types) {
        QString error;
        auto terms = EventSet::parseFormula(type.formula, &error);
        if (terms)
            events.addDerived(type.name, std::move(*terms), type.longName, &error);
        if (!error.isEmpty() && problems)
            problems->push_back(error);
    }
    auto unresolved = events.resolve();
    if (problems)
        problems->insert(problems->end(), unresolved.begin(), unresolved.end());
    return events;
}

void UserEventTypes::rebuild()
{
    m_events = build(m_types, nullptr);
    // Settings written for the same real types always resolve; anything that does not (edited
    // by hand) is dropped rather than kept as a type that cannot be shown.
    std::erase_if(m_types, [this](const UserEventType& type) {
        return m_events.indexOf(type.name) < m_events.realCount();
    });
}

QString UserEventTypes::check(const UserEventType& type, const QString& replacing) const
{
    static const QRegularExpression validName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    if (!m_hasProfile)
        return QCoreApplication::translate("UserEventTypes", "No profile is open.");
    if (!validName.match(type.name).hasMatch())
        return QCoreApplication::translate(
            "UserEventTypes", "The name must start with a letter or '_' and contain only letters, "
                              "digits and '_'.");
    if (m_events.indexOf(type.name) >= 0 && type.name != replacing)
        return QCoreApplication::translate("UserEventTypes", "There is already an event type '%1'.")
            .arg(type.name);
    QString error;
    if (!EventSet::parseFormula(type.formula, &error))
        return QCoreApplication::translate(
                   "UserEventTypes",
                   "Not a formula: %1. Write a sum of event types, each optionally "
                   "weighted, e.g. 'Ir + 10 L1m'.")
            .arg(error);
    std::vector<QString> problems;
    build(with(type, replacing), &problems);
    if (problems.empty())
        return {};
    if (problems.front().contains(QStringLiteral("refers back")))
        return QCoreApplication::translate("UserEventTypes",
                                           "The formula refers back to '%1' itself (a cycle): %2")
            .arg(type.name, problems.front());
    return problems.front();
}

bool UserEventTypes::set(const UserEventType& type, const QString& replacing, QString* error)
{
    const QString problem = check(type, replacing);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    m_types = with(type, replacing);
    rebuild();
    save();
    return true;
}

bool UserEventTypes::remove(const QString& name)
{
    const auto before = m_types.size();
    std::erase_if(m_types, [&](const UserEventType& type) { return type.name == name; });
    if (m_types.size() == before)
        return false;
    rebuild();
    save();
    return true;
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/SessionSnapshot.h"

#include "core/analysis/Costliest.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace tally {

SessionSnapshot SessionSnapshot::take(const Session& session)
{
    SessionSnapshot snapshot;
    const auto& profile = session.profile();
    if (!profile)
        return snapshot;
    if (const FunctionId f = session.activeFunction(); f.isValid()) {
        snapshot.m_functionName = profile->functionName(f);
        snapshot.m_functionFile = profile->functionFile(f);
        snapshot.m_functionObject = profile->functionObject(f);
    }
    for (const FunctionId f : session.history().entries())
        snapshot.m_history.push_back(keyOf(*profile, f));
    snapshot.m_historyPosition = session.history().position();
    snapshot.m_primary = session.eventName(session.primaryEvent());
    snapshot.m_secondary = session.eventName(session.secondaryEvent());
    snapshot.m_parts = session.selectedParts();
    return snapshot;
}

void SessionSnapshot::restore(Session& session) const
{
    const auto& profile = session.profile();
    if (!profile)
        return;
    const int primary = session.events().indexOf(m_primary);
    if (primary >= 0)
        session.setEventTypes(primary, session.events().indexOf(m_secondary));
    // A reload of the same run has the same parts; after File > Add the new parts are shown too.
    if (!m_parts.isAll() && profile->partCount() == m_parts.partCount())
        session.setSelectedParts(m_parts);
    restoreHistory(session);
    if (m_functionName.isEmpty())
        return;
    // The exact function (name, file, object) if it is still there, else the costliest of that
    // name in the event type the user looks at: a rebuilt binary may have moved it to another
    // file.
    std::vector<FunctionId> sameName;
    for (const FunctionId f : profile->functionIds()) {
        if (profile->functionName(f) != m_functionName)
            continue;
        if (profile->functionFile(f) == m_functionFile &&
            profile->functionObject(f) == m_functionObject) {
            session.setActiveFunction(f);
            return;
        }
        sameName.push_back(f);
    }
    if (sameName.empty())
        return;
    const auto costliest = [&session](const std::vector<FunctionId>& functions) {
        return costliestFunction(functions, session.flatProfile(), session.events(),
                                 session.primaryEvent());
    };
    const FunctionId chosen = costliest(sameName);
    session.setActiveFunction(chosen);
    if (sameName.size() < 2 || !session.isBusy())
        return;
    // The part selection's costs are computed in the background: choose again with them, unless
    // the user has moved on or another profile came meanwhile.
    const std::weak_ptr<const Profile> restoredTo = profile;
    QObject::connect(
        &session, &Session::busyChanged, &session,
        [&session, sameName, chosen, restoredTo, costliest] {
            if (session.profile() != restoredTo.lock() || session.activeFunction() != chosen)
                return;
            session.setActiveFunction(costliest(sameName));
        },
        Qt::SingleShotConnection);
}

SessionSnapshot::FunctionKey SessionSnapshot::keyOf(const Profile& profile, FunctionId function)
{
    return {profile.functionName(function), profile.functionFile(function),
            profile.functionObject(function)};
}

void SessionSnapshot::restoreHistory(Session& session) const
{
    if (m_history.empty())
        return;
    // At most 200 entries against every function: look names up first, in a set of a few.
    const Profile& profile = *session.profile();
    std::vector<std::string> storage;
    for (const FunctionKey& key : m_history)
        storage.push_back(key.name.toStdString());
    const std::unordered_set<std::string_view> names(storage.begin(), storage.end());
    std::unordered_map<std::size_t, FunctionId> found; // by index in m_history
    for (const FunctionId f : profile.functionIds()) {
        if (!names.contains(profile.string(profile.function(f).name)))
            continue;
        const FunctionKey key = keyOf(profile, f);
        for (std::size_t i = 0; i < m_history.size(); ++i) {
            if (m_history[i] == key)
                found.emplace(i, f);
        }
    }
    // Entries gone from the new profile are dropped; the position stays on the same visit, or
    // on the last one kept before it.
    std::vector<FunctionId> entries;
    std::size_t position = 0;
    for (std::size_t i = 0; i < m_history.size(); ++i) {
        const auto f = found.find(i);
        if (f == found.end())
            continue;
        if (i <= m_historyPosition)
            position = entries.size();
        entries.push_back(f->second);
    }
    NavigationHistory history;
    history.assign(std::move(entries), position);
    session.setHistory(std::move(history));
}

} // namespace tally

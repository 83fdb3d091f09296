// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/SessionSnapshot.h"

#include "core/analysis/Costliest.h"

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

} // namespace tally

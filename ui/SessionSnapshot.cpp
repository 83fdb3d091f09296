#include "SessionSnapshot.h"

namespace tally {

SessionSnapshot SessionSnapshot::take(const Session& session)
{
    SessionSnapshot snapshot;
    const auto& profile = session.profile();
    if (!profile)
        return snapshot;
    if (const FunctionId f = session.activeFunction(); f != kInvalidId) {
        snapshot.m_functionName = profile->functionName(f);
        snapshot.m_functionFile = profile->functionFile(f);
        snapshot.m_functionObject = profile->functionObject(f);
    }
    snapshot.m_primary = session.eventName(session.primaryEvent());
    snapshot.m_secondary = session.eventName(session.secondaryEvent());
    snapshot.m_parts = session.selectedParts();
    snapshot.m_partCount = profile->partCount();
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
    if (!m_parts.empty() && profile->partCount() == m_partCount)
        session.setSelectedParts(m_parts);
    if (m_functionName.isEmpty())
        return;
    // The exact function (name, file, object) if it is still there, else the costliest of that
    // name in the event type the user looks at: a rebuilt binary may have moved it to another
    // file. Costs are the whole new profile's: the part selection above is applied in the
    // background and has not reached the flat profile yet.
    FunctionId sameName = kInvalidId;
    const FlatProfile& flat = session.flatProfile();
    const int event = session.primaryEvent();
    for (FunctionId f = 0; f < profile->functionCount(); ++f) {
        if (profile->functionName(f) != m_functionName)
            continue;
        if (profile->functionFile(f) == m_functionFile &&
            profile->functionObject(f) == m_functionObject) {
            session.setActiveFunction(f);
            return;
        }
        if (sameName == kInvalidId ||
            (f < flat.functionCount() && sameName < flat.functionCount() &&
             session.value(flat.inclusive(f), event) >
                 session.value(flat.inclusive(sameName), event)))
            sameName = f;
    }
    if (sameName != kInvalidId)
        session.setActiveFunction(sameName);
}

} // namespace tally

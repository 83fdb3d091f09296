#include "Session.h"

namespace tally {

Session::Session(QObject* parent) : QObject(parent) {}

void Session::setProfile(std::shared_ptr<const Profile> profile)
{
    m_profile = std::move(profile);
    m_activeFunction = kInvalidId;
    const int count = m_profile ? m_profile->events().count() : 0;
    m_primaryEvent = count > 0 ? 0 : -1;
    m_secondaryEvent = -1;
    recompute();
    emit profileChanged();
    emit eventTypesChanged();
    emit activeFunctionChanged(m_activeFunction);
}

void Session::recompute()
{
    if (!m_profile) {
        m_flat = FlatProfile();
        return;
    }
    FlatProfile::Options options;
    options.detectCycles = m_cycleDetection;
    m_flat = FlatProfile(*m_profile, options);
}

void Session::setActiveFunction(FunctionId function)
{
    if (!m_profile || function == m_activeFunction ||
        (function != kInvalidId && function >= m_profile->functionCount()))
        return;
    m_activeFunction = function;
    emit activeFunctionChanged(function);
}

void Session::setEventTypes(int primary, int secondary)
{
    if (!m_profile)
        return;
    const int count = m_profile->events().count();
    primary = std::clamp(primary, 0, std::max(0, count - 1));
    if (secondary >= count || secondary == primary)
        secondary = -1;
    if (primary == m_primaryEvent && secondary == m_secondaryEvent)
        return;
    m_primaryEvent = primary;
    m_secondaryEvent = secondary;
    emit eventTypesChanged();
}

void Session::setCycleDetection(bool enabled)
{
    if (enabled == m_cycleDetection)
        return;
    m_cycleDetection = enabled;
    recompute();
    emit costsChanged();
}

void Session::setShowPercentages(bool percentages)
{
    if (percentages == m_showPercentages)
        return;
    m_showPercentages = percentages;
    emit displayChanged();
}

Cost Session::total(int event) const
{
    if (!m_profile || event < 0)
        return 0;
    return m_profile->events().value(m_flat.totals(), event);
}

Cost Session::value(std::span<const Cost> costs, int event) const
{
    if (!m_profile || event < 0 || costs.empty())
        return 0;
    return m_profile->events().value(costs, event);
}

} // namespace tally

#include "Session.h"

#include <QTimer>

namespace tally {

Session::Session(QObject* parent) : QObject(parent) {}

void Session::setProfile(std::shared_ptr<const Profile> profile)
{
    m_profile = std::move(profile);
    m_activeFunction = kInvalidId;
    const int count = m_profile ? m_profile->events().count() : 0;
    m_primaryEvent = count > 0 ? 0 : -1;
    m_secondaryEvent = -1;
    m_history.clear();
    m_activeCycle = -1;
    recompute();
    emit profileChanged();
    emit eventTypesChanged();
    emit activeFunctionChanged(m_activeFunction);
    notify(ProfileChange | CostChange | ActiveFunctionChange | EventTypeChange | HistoryChange);
}

void Session::notify(Changes changes)
{
    m_pending |= changes;
    if (m_notifyScheduled)
        return;
    m_notifyScheduled = true;
    // Several changes in one turn of the event loop (a new profile, its first function, the
    // event types) reach the views as one update.
    QTimer::singleShot(0, this, [this] {
        m_notifyScheduled = false;
        const Changes pending = m_pending;
        m_pending = {};
        emit changed(pending);
    });
}

void Session::recompute()
{
    m_callRelations.reset();
    if (!m_profile) {
        m_flat = std::make_shared<const FlatProfile>();
        return;
    }
    FlatProfile::Options options;
    options.detectCycles = m_cycleDetection;
    m_flat = std::make_shared<const FlatProfile>(*m_profile, options);
    m_callRelations.reset();
}

void Session::setActiveCycle(int cycle)
{
    if (!m_profile || cycle < 0 || cycle >= int(m_flat->cycles().size()) || cycle == m_activeCycle)
        return;
    m_activeCycle = cycle;
    m_activeFunction = kInvalidId;
    emit activeFunctionChanged(m_activeFunction);
    notify(ActiveFunctionChange);
}

void Session::setActiveFunction(FunctionId function)
{
    if (!m_profile || (function != kInvalidId && function >= m_profile->functionCount()))
        return;
    if (function == m_activeFunction && m_activeCycle < 0)
        return;
    m_activeCycle = -1;
    m_activeFunction = function;
    emit activeFunctionChanged(function);
    notify(ActiveFunctionChange);
}

void Session::recordActiveInHistory()
{
    // The function being left is in the history already unless the user only moved through a
    // list (setActiveFunction); then it becomes the entry to come back to.
    if (m_activeFunction != kInvalidId && m_history.current() != m_activeFunction)
        m_history.visit(m_activeFunction);
}

void Session::navigateTo(FunctionId function)
{
    if (!m_profile || function >= m_profile->functionCount())
        return;
    recordActiveInHistory();
    m_history.visit(function);
    setActiveFunction(function);
    notify(HistoryChange);
}

bool Session::goBack(std::size_t steps)
{
    recordActiveInHistory();
    const auto target = m_history.backTo(steps);
    if (!target)
        return false;
    setActiveFunction(*target);
    notify(HistoryChange);
    return true;
}

bool Session::goBackToEntry(std::size_t index)
{
    recordActiveInHistory();
    if (m_history.path().empty())
        return false;
    const std::size_t position = m_history.path().size() - 1;
    if (index >= position)
        return false;
    const auto target = m_history.backTo(position - index - 1);
    if (!target)
        return false;
    setActiveFunction(*target);
    notify(HistoryChange);
    return true;
}

bool Session::goForward(std::size_t steps)
{
    const auto target = m_history.forwardTo(steps);
    if (!target)
        return false;
    setActiveFunction(*target);
    notify(HistoryChange);
    return true;
}

bool Session::goUp()
{
    if (!m_profile || m_activeFunction == kInvalidId)
        return false;
    FunctionId best = kInvalidId;
    Cost bestCost = 0;
    for (const auto& caller : callRelations().callers(m_activeFunction)) {
        const Cost cost = value(caller.inclusive, m_primaryEvent);
        if (caller.other != m_activeFunction && (best == kInvalidId || cost > bestCost)) {
            best = caller.other;
            bestCost = cost;
        }
    }
    if (best == kInvalidId)
        return false;
    navigateTo(best);
    return true;
}

std::shared_ptr<const CallRelations> Session::callRelationsShared() const
{
    if (!m_callRelations) {
        m_callRelations = m_profile ? std::make_shared<const CallRelations>(*m_profile)
                                    : std::make_shared<const CallRelations>();
    }
    return m_callRelations;
}

void Session::setRelativeToActive(bool relative)
{
    if (relative == m_relativeToActive)
        return;
    m_relativeToActive = relative;
    emit displayChanged();
    notify(DisplayChange);
}

Cost Session::percentBase(int event) const
{
    if (m_relativeToActive && m_activeFunction != kInvalidId && m_profile)
        return value(m_flat->inclusive(m_activeFunction), event);
    return total(event);
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
    notify(EventTypeChange);
}

void Session::setCycleDetection(bool enabled)
{
    if (enabled == m_cycleDetection)
        return;
    m_cycleDetection = enabled;
    m_activeCycle = -1; // cycle numbers change or vanish
    recompute();
    emit costsChanged();
    notify(CostChange);
}

void Session::setShowPercentages(bool percentages)
{
    if (percentages == m_showPercentages)
        return;
    m_showPercentages = percentages;
    emit displayChanged();
    notify(DisplayChange);
}

Cost Session::total(int event) const
{
    if (!m_profile || event < 0)
        return 0;
    return m_profile->events().value(m_flat->totals(), event);
}

QString Session::eventName(int event) const
{
    if (!m_profile || event < 0 || event >= m_profile->events().count())
        return {};
    return m_profile->events().type(event).name;
}

Cost Session::value(std::span<const Cost> costs, int event) const
{
    if (!m_profile || event < 0 || costs.empty())
        return 0;
    return m_profile->events().value(costs, event);
}

} // namespace tally

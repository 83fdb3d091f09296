#pragma once

#include "CallRelations.h"
#include "FlatProfile.h"
#include "NavigationHistory.h"
#include "Profile.h"

#include <QFlags>
#include <QObject>

#include <memory>

namespace tally {

// What the user looks at: the profile, the active function, the chosen event types and how costs
// are shown. Views read the Profile and the Session and listen to its signals; they never talk to
// each other. The Session holds no costs of its own beyond the flat profile it derives.
class Session : public QObject
{
    Q_OBJECT

public:
    explicit Session(QObject* parent = nullptr);

    void setProfile(std::shared_ptr<const Profile> profile);
    const std::shared_ptr<const Profile>& profile() const { return m_profile; }
    bool hasProfile() const { return m_profile != nullptr; }
    const FlatProfile& flatProfile() const { return *m_flat; }
    // Shared so that work on other threads keeps what it reads alive.
    std::shared_ptr<const FlatProfile> flatProfileShared() const { return m_flat; }

    FunctionId activeFunction() const { return m_activeFunction; }
    // Makes `function` active without touching the history (e.g. moving through a list).
    void setActiveFunction(FunctionId function);
    // A recursion cycle can be the active item instead of a function (then activeFunction() is
    // kInvalidId): the call views show the calls into it and its members.
    int activeCycle() const { return m_activeCycle; }
    void setActiveCycle(int cycle);
    // Makes `function` active and records it in the history (activating a row, a search hit).
    void navigateTo(FunctionId function);
    bool goBack(std::size_t steps = 0);
    bool goForward(std::size_t steps = 0);
    // Back to entry `index` of history().path() (0 = the oldest).
    bool goBackToEntry(std::size_t index);
    // To the caller that contributes the most inclusive cost of the primary event type.
    bool goUp();
    const NavigationHistory& history() const { return m_history; }

    // Callers and callees over the selected parts, built on first use after a change.
    const CallRelations& callRelations() const { return *callRelationsShared(); }
    std::shared_ptr<const CallRelations> callRelationsShared() const;

    int primaryEvent() const { return m_primaryEvent; }
    int secondaryEvent() const { return m_secondaryEvent; } // -1: none
    void setEventTypes(int primary, int secondary);

    bool cycleDetection() const { return m_cycleDetection; }
    void setCycleDetection(bool enabled);

    bool showPercentages() const { return m_showPercentages; }
    void setShowPercentages(bool percentages);
    // Percentages of the total, or of the active function's inclusive cost ("relative to parent").
    bool relativeToActive() const { return m_relativeToActive; }
    void setRelativeToActive(bool relative);
    // What percentages are taken of, for `event`: the total or the active function's inclusive.
    Cost percentBase(int event) const;

    // Total of an event type over the selected parts, for percentages.
    Cost total(int event) const;
    // The short name of an event type, empty for none (-1) or without a profile.
    QString eventName(int event) const;
    // The value of `event` (real or derived) in a row of real costs.
    Cost value(std::span<const Cost> costs, int event) const;

    // What changed since views last updated; delivered once per event-loop turn by changed().
    enum Change
    {
        ProfileChange = 0x1,
        CostChange = 0x2,
        ActiveFunctionChange = 0x4,
        EventTypeChange = 0x8,
        DisplayChange = 0x10,
        HistoryChange = 0x20,
    };
    Q_DECLARE_FLAGS(Changes, Change)

signals:
    // Batched: views that redo expensive work listen to this one and update once per change.
    void changed(tally::Session::Changes changes);
    void profileChanged();
    void costsChanged(); // the flat profile was recomputed (cycle detection, parts)
    void activeFunctionChanged(tally::FunctionId function);
    void eventTypesChanged();
    void displayChanged(); // absolute/percent

private:
    void recompute();
    void notify(Changes changes);
    void recordActiveInHistory();

    std::shared_ptr<const Profile> m_profile;
    std::shared_ptr<const FlatProfile> m_flat = std::make_shared<const FlatProfile>();
    FunctionId m_activeFunction = kInvalidId;
    int m_activeCycle = -1;
    int m_primaryEvent = 0;
    int m_secondaryEvent = -1;
    bool m_cycleDetection = true;
    bool m_showPercentages = false;
    bool m_relativeToActive = false;
    NavigationHistory m_history;
    mutable std::shared_ptr<const CallRelations> m_callRelations;
    Changes m_pending;
    bool m_notifyScheduled = false;
};

} // namespace tally

Q_DECLARE_OPERATORS_FOR_FLAGS(tally::Session::Changes)

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CallRelations.h"
#include "core/analysis/FlatProfile.h"
#include "core/model/Profile.h"
#include "ui/viewmodel/session/NavigationHistory.h"

#include <QFlags>
#include <QObject>

#include <memory>
#include <vector>

class QSettings;

namespace tally {

// A derived event type the user defined (as opposed to one the file defines): kept per set of
// real event names in the settings, so the next profile of the same tool has it too.
struct UserEventType
{
    QString name;
    QString longName;
    QString formula; // the spec's grammar: `Ir + 10 L1m`
    bool operator==(const UserEventType&) const = default;
};

// What the user looks at: the profile, the active function, the chosen event types and how costs
// are shown. Views read the Profile and the Session and listen to its signals; they never talk to
// each other. The Session holds no costs of its own beyond the flat profile it derives.
class Session : public QObject
{
    Q_OBJECT

public:
    explicit Session(QObject* parent = nullptr);
    ~Session() override;

    // Where user-defined event types are kept; without settings they last for the session only.
    void setSettings(QSettings* settings) { m_settings = settings; }

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
    // an invalid id): the call views show the calls into it and its members.
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

    // The session's event types: the profile's (real, file-defined and default derived ones)
    // followed by the user's derived types. Every view names and evaluates events through it.
    const EventSet& events() const { return m_events; }
    const std::vector<UserEventType>& userEventTypes() const { return m_userTypes; }
    bool isUserEventType(int event) const;
    // Why `type` cannot be added (replacing the user type `replacing`, if any): a bad name or
    // formula, an unknown type, a cycle. Empty when it can.
    QString checkUserEventType(const UserEventType& type, const QString& replacing = {}) const;
    // Adds `type`, or replaces the user type named `replacing`; false with `error` set if invalid.
    bool setUserEventType(const UserEventType& type, const QString& replacing = {},
                          QString* error = nullptr);
    // Removes a user type; types defined on top of it go too (their formula no longer resolves).
    void removeUserEventType(const QString& name);

    // The parts the costs are for. Setting a selection
    // recomputes the flat profile and the call relations on a worker thread; the newest request
    // wins, and views hear CostChange when its result is in place. selectedParts() is the latest
    // request; isBusy() says its costs are still being computed.
    const PartMask& selectedParts() const { return m_selectedParts; }
    // A mask made for another number of parts selects them all.
    void setSelectedParts(PartMask parts);
    bool isPartSelected(PartId part) const;
    bool isBusy() const { return m_busy; }

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
    void busyChanged(bool busy);
    void partSelectionChanged(); // the request, before the costs follow

private:
    struct Costs;
    static Costs computeCosts(std::shared_ptr<const Profile> profile, PartMask parts,
                              bool detectCycles);
    void recompute();
    void install(const Costs& costs);
    void setBusy(bool busy);
    void rebuildEvents();
    EventSet buildEvents(const std::vector<UserEventType>& userTypes,
                         std::vector<QString>* problems) const;
    std::vector<UserEventType> withUserType(const UserEventType& type,
                                            const QString& replacing) const;
    void loadUserEventTypes();
    void saveUserEventTypes() const;
    QString userTypesKey() const;
    void notify(Changes changes);
    void recordActiveInHistory();

    std::shared_ptr<const Profile> m_profile;
    std::shared_ptr<const FlatProfile> m_flat = std::make_shared<const FlatProfile>();
    QSettings* m_settings = nullptr;
    EventSet m_events;
    std::vector<UserEventType> m_userTypes;
    PartMask m_selectedParts;
    quint64 m_generation = 0; // of cost computations; results of older ones are dropped
    bool m_busy = false;
    FunctionId m_activeFunction;
    int m_activeCycle = -1;
    int m_primaryEvent = 0;
    int m_secondaryEvent = -1;
    bool m_cycleDetection = true;
    bool m_showPercentages = false;
    bool m_relativeToActive = false;
    NavigationHistory m_history;
    mutable std::shared_ptr<const CallRelations> m_callRelations;
    PartMask m_costParts; // the selection m_flat and m_callRelations are for
    Changes m_pending;
    bool m_notifyScheduled = false;
};

} // namespace tally

Q_DECLARE_OPERATORS_FOR_FLAGS(tally::Session::Changes)

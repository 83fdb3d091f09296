#pragma once

#include "FlatProfile.h"
#include "Profile.h"

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
    const FlatProfile& flatProfile() const { return m_flat; }

    FunctionId activeFunction() const { return m_activeFunction; }
    void setActiveFunction(FunctionId function);

    int primaryEvent() const { return m_primaryEvent; }
    int secondaryEvent() const { return m_secondaryEvent; } // -1: none
    void setEventTypes(int primary, int secondary);

    bool cycleDetection() const { return m_cycleDetection; }
    void setCycleDetection(bool enabled);

    bool showPercentages() const { return m_showPercentages; }
    void setShowPercentages(bool percentages);

    // Total of an event type over the selected parts, for percentages.
    Cost total(int event) const;
    // The value of `event` (real or derived) in a row of real costs.
    Cost value(std::span<const Cost> costs, int event) const;

signals:
    void profileChanged();
    void costsChanged(); // the flat profile was recomputed (cycle detection, parts)
    void activeFunctionChanged(tally::FunctionId function);
    void eventTypesChanged();
    void displayChanged(); // absolute/percent

private:
    void recompute();

    std::shared_ptr<const Profile> m_profile;
    FlatProfile m_flat;
    FunctionId m_activeFunction = kInvalidId;
    int m_primaryEvent = 0;
    int m_secondaryEvent = -1;
    bool m_cycleDetection = true;
    bool m_showPercentages = false;
};

} // namespace tally

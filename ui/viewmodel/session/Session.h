// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CostSnapshot.h"
#include "ui/viewmodel/common/BackgroundDrop.h"
#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/session/NavigationHistory.h"
#include "ui/viewmodel/session/SessionChange.h"
#include "ui/viewmodel/session/TransformStage.h"
#include "ui/viewmodel/session/UserEventTypes.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <vector>

class QSettings;

namespace tally {

class ComparisonController;
class ProfileComparison;

// What the user looks at: the profile and its costs (one immutable CostSnapshot), the active
// function, the chosen event types and how costs are shown, and the comparison of that snapshot
// with a baseline. Views read the Session and the snapshot and hear of changes through one
// batched signal, changed(); they never talk to each other. The Session holds no costs of its
// own beyond what its stages derive: profile -> cost snapshot -> comparison (docs/ARCHITECTURE.md,
// "The pipeline"), each stage told of its input's change by the one before, synchronously, and
// what each publishes announced in the same batch.
class Session : public QObject
{
    Q_OBJECT

public:
    explicit Session(QObject* parent = nullptr);
    ~Session() override;

    // Where user-defined event types and the chosen event types (per set of event types: the
    // same tool's next profile opens with the same choice) are kept; without settings they last
    // for the session only.
    void setSettings(QSettings* settings);

    // A new profile; its costs are computed on the calling thread, for all parts.
    void setProfile(std::shared_ptr<const Profile> profile);
    // A new profile whose costs (all parts) were computed already, on the loader's thread. If
    // they are for another cycle setting, the right ones follow from a worker.
    void setProfile(std::shared_ptr<const CostSnapshot> snapshot);
    const std::shared_ptr<const Profile>& profile() const { return m_snapshot->profile; }
    bool hasProfile() const { return m_snapshot->profile != nullptr; }
    // What the costs are computed from and for; jobs take it to keep it alive while they run.
    const std::shared_ptr<const CostSnapshot>& snapshot() const { return m_snapshot; }
    const FlatProfile& flatProfile() const { return *m_snapshot->flat; }
    // Callers and callees over the parts the flat profile is for.
    const CallRelations& callRelations() const { return *m_snapshot->relations; }

    FunctionId activeFunction() const { return m_activeFunction; }
    // Makes `function` active without touching the history (a program's choice: the function a
    // profile opens at; the user's choices go through navigateTo).
    void setActiveFunction(FunctionId function);
    // A recursion cycle can be the active item instead of a function (then activeFunction() is
    // an invalid id): the call views show the calls into it and its members.
    int activeCycle() const { return m_activeCycle; }
    void setActiveCycle(int cycle);
    // Makes `function` active and records it in the history (choosing a row, a search hit); the
    // rows that arrow keys move through are one step (NavigationHistory::Visit::Continuation).
    void navigateTo(FunctionId function,
                    NavigationHistory::Visit visit = NavigationHistory::Visit::Step);
    // Makes the function called `name` active (of several, the costliest in the primary event
    // type: several files or objects may have one of that name). False if there is none.
    bool selectFunction(const QString& name);
    bool goBack(std::size_t steps = 0);
    bool goForward(std::size_t steps = 0);
    // Back to entry `index` of history().path() (0 = the oldest).
    bool goBackToEntry(std::size_t index);
    // To the caller that contributes the most inclusive cost of the primary event type.
    bool goUp();
    const NavigationHistory& history() const { return m_history; }
    // Replaces the history (File > Reload keeps Back and Forward).
    void setHistory(NavigationHistory history);

    // The session's event types: the profile's (real, file-defined and default derived ones)
    // followed by the user's derived types. Every view names and evaluates events through it.
    const EventSet& events() const { return m_userTypes.events(); }
    const std::vector<UserEventType>& userEventTypes() const { return m_userTypes.types(); }
    bool isUserEventType(int event) const;
    // Why `type` cannot be added (replacing the user type `replacing`, if any): a bad name or
    // formula, an unknown type, a cycle. Empty when it can.
    QString checkUserEventType(const UserEventType& type, const QString& replacing = {}) const;
    // Adds `type`, or replaces the user type named `replacing`; false with `error` set if invalid.
    bool setUserEventType(const UserEventType& type, const QString& replacing = {},
                          QString* error = nullptr);
    // Removes a user type; types defined on top of it go too (their formula no longer resolves).
    void removeUserEventType(const QString& name);

    // The parts the costs are for. Setting a selection recomputes the cost snapshot on a worker
    // thread; the newest request wins, and views hear SessionChange::Costs when its result is in
    // place. selectedParts() is the latest request (snapshot()->parts what the costs are for);
    // isBusy() says they are still being computed.
    const PartMask& selectedParts() const { return m_selectedParts; }
    // A mask made for another number of parts selects them all.
    void setSelectedParts(PartMask parts);
    bool isPartSelected(PartId part) const;
    bool isBusy() const { return m_busy; }

    int primaryEvent() const { return m_primaryEvent; }
    int secondaryEvent() const { return m_secondaryEvent; } // -1: none
    // Also remembered for the profile's set of event types.
    void setEventTypes(int primary, int secondary);

    // Recomputes the cost snapshot on a worker thread, as a part selection does.
    bool cycleDetection() const { return m_cycleDetection; }
    void setCycleDetection(bool enabled);

    // Function names as the views show them: shortened (template arguments and long parameter
    // lists collapsed, see nameshortener, but never so that two functions of the profile read
    // alike, see ShortNames) or whole. Copying and searching always use whole names.
    bool shortNames() const { return m_shortNames; }
    void setShortNames(bool shortNames);
    // The short names the profile was shown with were made since (LoadController): every view
    // hears of it (SessionChange::ShortNames).
    void shortNamesMade();
    QString shownName(const QString& fullName) const;
    // The characters of shownName(fullName) that tell it from the profile's names that read most
    // like it, which a narrow column keeps when it cuts the name (see ShortNames::distinguishing).
    textelision::Span shownNameSpan(const QString& fullName) const;

    bool showPercentages() const { return m_showPercentages; }
    void setShowPercentages(bool percentages);
    // Percentages of the total, or of the active function's inclusive cost ("relative to parent").
    bool relativeToActive() const { return m_relativeToActive; }
    void setRelativeToActive(bool relative);
    // Percentages of the caller's inclusive cost (KCachegrind's "relative to parent"): in the
    // callers list each call's share of its caller; elsewhere the active function is the parent.
    // One of the two relative choices at most: setting one clears the other.
    bool relativeToParent() const { return m_relativeToParent; }
    void setRelativeToParent(bool relative);
    // What percentages are taken of, for `event`: the total or the active function's inclusive.
    Cost percentBase(int event) const;

    // Total of an event type over the selected parts, for percentages.
    Cost total(int event) const;
    // The short name of an event type, empty for none (-1) or without a profile.
    QString eventName(int event) const;
    // The value of `event` (real or derived) in a row of real costs.
    Cost value(std::span<const Cost> costs, int event) const;

    // The comparison stage: the snapshot shown (the new side) compared with a baseline. Its
    // producer loads the baseline and matches the two on a worker whenever either changes
    // (the shell's commands and the command line drive it); every change of what it publishes
    // below is announced as SessionChange::Comparison.
    ComparisonController& comparisonController() { return *m_comparison; }
    const ComparisonController& comparisonController() const { return *m_comparison; }
    // A baseline is set or loading: the compared views stand in for the plain ones.
    bool isComparing() const;
    // The comparison of snapshot() with the baseline, or null: none, not computed yet, or of a
    // snapshot no longer shown (just after a reload, a part selection): its rows name functions,
    // cycles and costs of the snapshot shown.
    const std::shared_ptr<const ProfileComparison>& comparison() const;
    // comparison() when its sides measure an event type in common, else null: what the views
    // colour and annotate by a change of cost (the Compare view says why there is none).
    const std::shared_ptr<const ProfileComparison>& costComparison() const;
    // The primary event type's index in comparison()->events() (matched by name; the first
    // where the baseline lacks it); 0 without a comparison. The one place the two sides' event
    // types are matched to the window's choice.
    int comparedEvent() const;
    // The same in `comparison` (one of this profile's, e.g. what a view's job delivered).
    int comparedEvent(const ProfileComparison& comparison) const;
    // Each side as a share of its own total rather than absolute costs (runs of different
    // length): one choice for every compared view.
    bool shareScale() const { return m_shareScale; }
    void setShareScale(bool share);
    // The files of each side, for naming them.
    const QStringList& baselinePaths() const;
    const QStringList& newPaths() const;
    // Loading the baseline, matching the sides, or waiting for the new side.
    bool isComparisonBusy() const;
    bool isLoadingBaseline() const;
    // Functions matched by name and object only (inlining moves code between files): an option
    // of the matching, which runs again when it changes.
    bool comparisonIgnoresFile() const;
    void setComparisonIgnoresFile(bool ignore);

    // The transforms of issue 37 between the loaded profile and every view: profile() is the
    // loaded profile reshaped by transforms(), computed on the cost job's worker (newest request
    // wins). A new list becomes the one in force when its snapshot is installed (views hear
    // Profile | Costs | ActiveFunction | History, and Transforms); one whose transform names
    // nothing leaves the list as it was before that transform, with transformStage().error()
    // set and transformFailed emitted. Another profile (setProfile) starts with none.
    const TransformStage& transformStage() const { return m_transforms; }
    const std::vector<Transform>& transforms() const { return m_transforms.inForce(); }
    void setTransforms(std::vector<Transform> list);
    void addTransform(const Transform& transform); // after the newest list asked for
    void removeTransform(std::size_t index);
    bool undoTransform();
    bool redoTransform();
    // After a reload: `stage` (the transforms and their history before it) applied again.
    void reapplyTransforms(TransformStage stage);
    // The loaded profile before the transforms, for "percent of the original".
    const std::shared_ptr<const CostSnapshot>& originalSnapshot() const { return m_original; }
    Cost originalTotal(int event) const;

    // Delivers the changes collected so far now instead of on the next turn of the event loop
    // (for the command line's one-shot modes and tests).
    void deliverChanges();
    // Blocks until the cost snapshot being computed (if any) is in place and compared, then
    // delivers the changes (for the command line's one-shot modes and tests).
    void waitUntilSettled();

    // What the Session or one of its stages (the comparison) lets go of is kept until the views
    // have heard of the change and let go of theirs (a view keeps its result until its next one
    // arrives), and then dropped on a thread of its own (BackgroundDrop): the last reference to
    // a big profile frees it, and on the GUI thread that was a pause (sep548: 40-70 ms of
    // munmap). A snapshot's profile and analyses are watched one by one.
    void keepUntilDelivered(const std::shared_ptr<const CostSnapshot>& released);
    void keepUntilDelivered(std::shared_ptr<const void> released);

signals:
    // Batched: what changed since the last delivery, once per turn of the event loop.
    void changed(tally::SessionChanges changes);
    // A cost snapshot is being computed (a part selection, a cycle setting).
    void busyChanged(bool busy);
    // A list of transforms could not be applied (transformStage().error() says why).
    void transformFailed(const QString& message);

private:
    using CostJob = LatestJob<StagedCostRequest, StagedCosts>;

    void install(std::shared_ptr<const CostSnapshot> snapshot, SessionChanges changes);
    void requestCosts();
    void costsComputed(StagedCosts costs);
    void requestTransforms(std::optional<std::vector<Transform>> list);
    void setBusy(bool busy);
    void eventTypesReplaced(const QString& primary, const QString& secondary);
    QString eventSetId() const;
    void restoreEventChoice();
    void rememberEventChoice() const;
    void notify(SessionChanges changes);
    void recordActiveInHistory();
    // A snapshot replaced, kept (keepUntilDelivered) unless it is still in use.
    void keepReplaced(const std::shared_ptr<const CostSnapshot>& replaced);

    std::shared_ptr<const CostSnapshot> m_snapshot = CostSnapshot::empty();
    std::shared_ptr<const CostSnapshot> m_original = CostSnapshot::empty(); // before transforms
    TransformStage m_transforms;
    QSettings* m_settings = nullptr;
    UserEventTypes m_userTypes;
    PartMask m_selectedParts;
    bool m_busy = false;
    FunctionId m_activeFunction;
    int m_activeCycle = -1;
    int m_primaryEvent = 0;
    int m_secondaryEvent = -1;
    bool m_cycleDetection = true;
    bool m_showPercentages = false;
    bool m_shortNames = true;
    bool m_relativeToActive = false;
    bool m_relativeToParent = false;
    bool m_shareScale = false;
    NavigationHistory m_history;
    SessionChanges m_pending;
    bool m_notifyScheduled = false;
    std::vector<std::shared_ptr<const void>> m_replaced;
    BackgroundDrop m_drop;
    // The stages after the snapshot; destroyed (and their jobs waited for) before the rest.
    std::unique_ptr<ComparisonController> m_comparison;
    CostJob m_costJob; // last: destroyed (and waited for) first
};

} // namespace tally

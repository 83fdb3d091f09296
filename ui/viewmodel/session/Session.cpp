// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/Session.h"
#include "ui/viewmodel/settings/SettingsKeys.h"

#include "core/text/NameShortener.h"

#include "core/analysis/Costliest.h"
#include "core/analysis/FunctionLookup.h"
#include "core/analysis/ProfileComparison.h"
#include "ui/viewmodel/common/JobLog.h"
#include "ui/viewmodel/compare/ComparisonController.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QTimer>

#include <utility>

namespace tally {

Session::Session(QObject* parent)
    : QObject(parent),
      m_costJob([](const StagedCostRequest& request,
                   std::stop_token stop) { return computeStagedCosts(request, stop); },
                [this](StagedCosts costs) { costsComputed(std::move(costs)); })
{
    m_costJob.setBusyHandler([this](bool busy) { setBusy(busy); });
    m_userTypes.reset(EventSet(), false);
    m_comparison = std::make_unique<ComparisonController>(*this);
    connect(m_comparison.get(), &ComparisonController::changed, this,
            [this] { notify(SessionChange::Comparison); });
}

Session::~Session() = default;

void Session::setSettings(QSettings* settings)
{
    m_settings = settings;
    m_userTypes.setSettings(settings);
}

QString Session::eventSetId() const
{
    QStringList names;
    const auto& events = profile()->events();
    for (int e = 0; e < events.count(); ++e)
        names << events.type(e).name;
    return settings::eventSetId(names);
}

void Session::restoreEventChoice()
{
    m_primaryEvent = events().count() > 0 ? 0 : -1;
    m_secondaryEvent = -1;
    if (!m_settings || !hasProfile())
        return;
    const QString eventSet = eventSetId();
    const int primary =
        events().indexOf(settings::read(*m_settings, settings::primaryEvent(eventSet)));
    const int secondary =
        events().indexOf(settings::read(*m_settings, settings::secondaryEvent(eventSet)));
    if (primary >= 0)
        m_primaryEvent = primary;
    if (secondary >= 0 && secondary != m_primaryEvent)
        m_secondaryEvent = secondary;
}

void Session::rememberEventChoice() const
{
    if (!m_settings || !hasProfile())
        return;
    const QString eventSet = eventSetId();
    settings::write(*m_settings, settings::primaryEvent(eventSet), eventName(m_primaryEvent));
    settings::write(*m_settings, settings::secondaryEvent(eventSet), eventName(m_secondaryEvent));
}

void Session::setProfile(std::shared_ptr<const Profile> profile)
{
    setProfile(CostSnapshot::compute(std::move(profile), PartMask(), m_cycleDetection));
}

void Session::setProfile(std::shared_ptr<const CostSnapshot> snapshot)
{
    if (!snapshot)
        snapshot = CostSnapshot::empty();
    m_costJob.cancel(); // costs of the previous profile
    m_selectedParts = PartMask::all(snapshot->profile ? snapshot->profile->partCount() : 0);
    m_activeFunction = FunctionId();
    m_activeCycle = -1;
    m_history.clear();
    const bool hasProfile = snapshot->profile != nullptr;
    m_userTypes.reset(hasProfile ? snapshot->profile->events() : EventSet(), hasProfile);
    keepReplaced(std::exchange(m_original, snapshot));
    // For the event choice's key; install() below notifies.
    keepReplaced(std::exchange(m_snapshot, snapshot));
    m_transforms.reset();
    restoreEventChoice();
    install(std::move(snapshot), SessionChange::Profile | SessionChange::Costs |
                                     SessionChange::ActiveFunction | SessionChange::EventTypes |
                                     SessionChange::History | SessionChange::Transforms);
    if (hasProfile && (!m_snapshot->parts.isAll() || m_snapshot->detectCycles != m_cycleDetection))
        requestCosts();
}

void Session::install(std::shared_ptr<const CostSnapshot> snapshot, SessionChanges changes)
{
    keepReplaced(std::exchange(m_snapshot, std::move(snapshot)));
    if (m_activeCycle >= int(m_snapshot->flat->cycles().size()))
        m_activeCycle = -1;
    // The next stage hears of its new input at once, and what it published (a comparison of the
    // snapshot before) is withdrawn in this same batch: no view maps this snapshot's functions
    // through it.
    if (m_comparison->isComparing()) {
        m_comparison->snapshotChanged();
        changes |= SessionChange::Comparison;
    }
    notify(changes);
}

void Session::requestCosts()
{
    if (!hasProfile())
        return;
    // The loaded profile's names serve a transformed one; without a new list of transforms the
    // profile shown is kept and only the costs change.
    StagedCostRequest request;
    request.parts = m_selectedParts;
    request.detectCycles = m_cycleDetection;
    request.names = m_original->names;
    if (m_transforms.isPending() && m_transforms.requested().empty() &&
        m_original->parts == m_selectedParts && m_original->detectCycles == m_cycleDetection) {
        // Back to the loaded profile as it was loaded: its snapshot is at hand.
        m_costJob.cancel();
        StagedCosts costs{m_original, {}, {}, -1, {}, false};
        if (m_activeFunction.isValid()) {
            const auto found =
                functionlookup::find(*m_original->profile, *m_original->flat,
                                     functionlookup::selector(*profile(), m_activeFunction));
            costs.active = found.function;
            costs.activeFound = found.status == functionlookup::Status::Found;
        }
        costsComputed(std::move(costs));
        return;
    }
    if (m_transforms.isPending()) {
        m_transforms.fillRequest(request, m_original, m_snapshot);
        if (m_activeFunction.isValid())
            request.activeSelector = functionlookup::selector(*profile(), m_activeFunction);
    } else {
        request.original = m_snapshot->profile;
    }
    m_costJob.submit(std::move(request));
}

void Session::costsComputed(StagedCosts costs)
{
    if (!costs.snapshot) {
        if (costs.error.isEmpty())
            return; // stopped
        requestTransforms(m_transforms.failed(costs.transforms, costs.error, costs.failed));
        notify(SessionChange::Transforms);
        emit transformFailed(costs.error);
        return;
    }
    SessionChanges changes = SessionChange::Costs;
    if (costs.snapshot->profile != m_snapshot->profile) {
        // Another profile, other ids: the active function is found again by name; the history
        // names functions of the profile before.
        m_transforms.succeeded(costs.transforms);
        m_activeFunction = costs.activeFound ? costs.active : FunctionId();
        m_activeCycle = -1;
        m_history.clear();
        changes |= SessionChange::Profile | SessionChange::ActiveFunction | SessionChange::History |
                   SessionChange::Transforms;
    } else if (m_transforms.isPending()) {
        m_transforms.succeeded(costs.transforms);
        changes |= SessionChange::Transforms;
    }
    install(std::move(costs.snapshot), changes);
    // A transform that took the active function away (a focus elsewhere, a drop of it) leaves
    // the views with a function, not empty: the one a profile opens at (the focused function,
    // as the root that holds the whole cost).
    if ((changes & SessionChange::Profile) && !m_activeFunction.isValid() && m_activeCycle < 0)
        m_activeFunction = startingFunction(*profile(), flatProfile(), events(), m_primaryEvent);
    // Models with rows of the profile before hear of the new one before anything paints them.
    if (changes & SessionChange::Profile)
        deliverChanges();
}

// NOLINTNEXTLINE(performance-unnecessary-value-param)
void Session::requestTransforms(std::optional<std::vector<Transform>> list)
{
    if (!list || !hasProfile())
        return;
    notify(SessionChange::Transforms);
    requestCosts();
}

void Session::setTransforms(std::vector<Transform> list)
{
    requestTransforms(m_transforms.request(std::move(list), TransformStage::Step::NewEntry));
}

void Session::addTransform(const Transform& transform)
{
    std::vector<Transform> list = m_transforms.requested();
    list.push_back(transform);
    setTransforms(std::move(list));
}

void Session::removeTransform(std::size_t index)
{
    std::vector<Transform> list = m_transforms.requested();
    if (index >= list.size())
        return;
    list.erase(list.begin() + std::ptrdiff_t(index));
    setTransforms(std::move(list));
}

bool Session::undoTransform()
{
    const auto list = m_transforms.undo();
    requestTransforms(list);
    return list.has_value();
}

bool Session::redoTransform()
{
    const auto list = m_transforms.redo();
    requestTransforms(list);
    return list.has_value();
}

void Session::reapplyTransforms(TransformStage stage)
{
    if (!hasProfile())
        return;
    m_transforms = std::move(stage);
    if (m_transforms.inForce().empty()) {
        m_transforms.clearError();
        notify(SessionChange::Transforms);
        return;
    }
    requestTransforms(m_transforms.request(m_transforms.inForce(), TransformStage::Step::Replace));
}

Cost Session::originalTotal(int event) const
{
    return m_original->profile ? events().valueOrZero(m_original->flat->totals(), event) : 0;
}

void Session::notify(SessionChanges changes)
{
    m_pending |= changes;
    if (m_notifyScheduled)
        return;
    m_notifyScheduled = true;
    // Several changes in one turn of the event loop (a new profile, its first function, the
    // event types) reach the views as one update.
    QTimer::singleShot(0, this, [this] { deliverChanges(); });
}

void Session::deliverChanges()
{
    m_notifyScheduled = false;
    const SessionChanges pending = m_pending;
    m_pending = {};
    if (pending)
        emit changed(pending);
    if (!m_replaced.empty())
        m_drop.dropWhenLast(std::exchange(m_replaced, {}));
}

void Session::keepReplaced(const std::shared_ptr<const CostSnapshot>& replaced)
{
    // (setProfile() sets m_snapshot before install() replaces it again with the same.)
    if (replaced && replaced->profile && replaced != m_snapshot && replaced != m_original)
        keepUntilDelivered(replaced);
}

void Session::keepUntilDelivered(const std::shared_ptr<const CostSnapshot>& released)
{
    if (!released)
        return;
    // Views keep the profile and its analyses, not the snapshot, with their results: each is
    // dropped once its last holder is the Session. The snapshot itself (a few references) is let
    // go of wherever: kept, its own references would keep these from being the last until the
    // next look after it went.
    for (std::shared_ptr<const void>& part : released->sharedParts())
        keepUntilDelivered(std::move(part));
}

void Session::keepUntilDelivered(std::shared_ptr<const void> released)
{
    if (!released)
        return;
    m_replaced.push_back(std::move(released));
    notify({}); // dropped after this turn's batch of changes, or in a batch of its own
}

void Session::waitUntilSettled()
{
    while (m_costJob.isBusy() || m_costJob.isRunning() || m_comparison->isComputing()) {
        m_costJob.waitForRunning();
        m_comparison->waitForRunning();
        QCoreApplication::sendPostedEvents(); // delivers the finished jobs' results
    }
    deliverChanges();
}

bool Session::isComparing() const
{
    return m_comparison->isComparing();
}

const std::shared_ptr<const ProfileComparison>& Session::comparison() const
{
    static const std::shared_ptr<const ProfileComparison> none;
    const auto& latest = m_comparison->comparison();
    const bool ofSnapshotShown =
        latest && &latest->snapshot(ProfileComparison::Side::New) == m_snapshot.get();
    return ofSnapshotShown ? latest : none;
}

const std::shared_ptr<const ProfileComparison>& Session::costComparison() const
{
    static const std::shared_ptr<const ProfileComparison> none;
    const auto& compared = comparison();
    return compared && compared->width() > 0 ? compared : none;
}

int Session::comparedEvent() const
{
    const auto& compared = comparison();
    return compared ? comparedEvent(*compared) : 0;
}

int Session::comparedEvent(const ProfileComparison& comparison) const
{
    if (!hasProfile() || m_primaryEvent < 0 || m_primaryEvent >= events().count())
        return 0;
    return std::max(comparison.events().indexOf(events().type(m_primaryEvent).name), 0);
}

void Session::setShareScale(bool share)
{
    if (share == m_shareScale)
        return;
    m_shareScale = share;
    notify(SessionChange::Comparison);
}

const QStringList& Session::baselinePaths() const
{
    return m_comparison->basePaths();
}

const QStringList& Session::newPaths() const
{
    return m_comparison->newPaths();
}

bool Session::isComparisonBusy() const
{
    return m_comparison->isBusy();
}

bool Session::isLoadingBaseline() const
{
    return m_comparison->baseLoader().isLoading();
}

bool Session::comparisonIgnoresFile() const
{
    return m_comparison->ignoresFile();
}

void Session::setComparisonIgnoresFile(bool ignore)
{
    m_comparison->setIgnoreFile(ignore);
}

void Session::setSelectedParts(PartMask parts)
{
    if (!hasProfile())
        return;
    parts = parts.fittedTo(profile()->partCount());
    if (parts == m_selectedParts)
        return;
    m_selectedParts = std::move(parts);
    notify(SessionChange::PartSelection);
    requestCosts();
}

void Session::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit busyChanged(busy);
}

bool Session::isPartSelected(PartId part) const
{
    return m_selectedParts.contains(part);
}

bool Session::isUserEventType(int event) const
{
    if (event < 0 || event >= events().count())
        return false;
    return m_userTypes.contains(events().type(event).name);
}

QString Session::checkUserEventType(const UserEventType& type, const QString& replacing) const
{
    return m_userTypes.check(type, replacing);
}

bool Session::setUserEventType(const UserEventType& type, const QString& replacing, QString* error)
{
    const QString primary = eventName(m_primaryEvent);
    const QString secondary = eventName(m_secondaryEvent);
    if (!m_userTypes.set(type, replacing, error))
        return false;
    const auto renamed = [&](const QString& name) { return name == replacing ? type.name : name; };
    eventTypesReplaced(renamed(primary), renamed(secondary));
    return true;
}

void Session::removeUserEventType(const QString& name)
{
    const QString primary = eventName(m_primaryEvent);
    const QString secondary = eventName(m_secondaryEvent);
    if (m_userTypes.remove(name))
        eventTypesReplaced(primary, secondary);
}

void Session::eventTypesReplaced(const QString& primary, const QString& secondary)
{
    // Event indexes may have moved: keep the chosen types by name where they still exist.
    m_primaryEvent = std::max(0, events().indexOf(primary));
    m_secondaryEvent = secondary.isEmpty() ? -1 : events().indexOf(secondary);
    if (m_secondaryEvent == m_primaryEvent)
        m_secondaryEvent = -1;
    notify(SessionChange::EventTypes);
}

void Session::setActiveCycle(int cycle)
{
    if (!profile() || cycle < 0 || cycle >= int(flatProfile().cycles().size()) ||
        cycle == m_activeCycle)
        return;
    m_activeCycle = cycle;
    m_activeFunction = FunctionId();
    notify(SessionChange::ActiveFunction);
}

void Session::setActiveFunction(FunctionId function)
{
    if (!profile() || (function.isValid() && !profile()->isFunction(function)))
        return;
    if (function == m_activeFunction && m_activeCycle < 0)
        return;
    m_activeCycle = -1;
    m_activeFunction = function;
    notify(SessionChange::ActiveFunction);
}

void Session::recordActiveInHistory()
{
    // The function being left is in the history already unless the user only moved through a
    // list (setActiveFunction); then it becomes the entry to come back to.
    if (m_activeFunction.isValid() && m_history.current() != m_activeFunction)
        m_history.visit(m_activeFunction);
}

void Session::navigateTo(FunctionId function, NavigationHistory::Visit visit)
{
    if (!profile() || !profile()->isFunction(function))
        return;
    recordActiveInHistory();
    m_history.visit(function, visit);
    setActiveFunction(function);
    notify(SessionChange::History);
}

void Session::setHistory(NavigationHistory history)
{
    m_history = std::move(history);
    notify(SessionChange::History);
}

bool Session::selectFunction(const QString& name)
{
    if (!hasProfile())
        return false;
    const Profile& profile = *this->profile();
    const FunctionId best =
        costliestFunction(flatProfile(), events(), m_primaryEvent,
                          [&](FunctionId f) { return profile.functionName(f) == name; });
    if (!best.isValid())
        return false;
    setActiveFunction(best);
    return true;
}

bool Session::goBack(std::size_t steps)
{
    recordActiveInHistory();
    const auto target = m_history.backTo(steps);
    if (!target)
        return false;
    setActiveFunction(*target);
    notify(SessionChange::History);
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
    notify(SessionChange::History);
    return true;
}

bool Session::goForward(std::size_t steps)
{
    const auto target = m_history.forwardTo(steps);
    if (!target)
        return false;
    setActiveFunction(*target);
    notify(SessionChange::History);
    return true;
}

bool Session::goUp()
{
    if (!profile() || !m_activeFunction.isValid())
        return false;
    FunctionId best;
    Cost bestCost = 0;
    for (const auto& caller :
         callRelations().callers(m_activeFunction, CallRelations::Sites::Left)) {
        const Cost cost = value(caller.inclusive, m_primaryEvent);
        if (caller.other != m_activeFunction && (!best.isValid() || cost > bestCost)) {
            best = caller.other;
            bestCost = cost;
        }
    }
    if (!best.isValid())
        return false;
    navigateTo(best);
    return true;
}

void Session::setRelativeToActive(bool relative)
{
    if (relative == m_relativeToActive)
        return;
    m_relativeToActive = relative;
    if (relative)
        m_relativeToParent = false;
    notify(SessionChange::Display);
}

void Session::setRelativeToParent(bool relative)
{
    if (relative == m_relativeToParent)
        return;
    m_relativeToParent = relative;
    if (relative)
        m_relativeToActive = false;
    notify(SessionChange::Display);
}

Cost Session::percentBase(int event) const
{
    // Relative to the parent, the active function is the parent of what views about it show
    // (its callees, its lines); the callers list takes each caller's own cost instead.
    if ((m_relativeToActive || m_relativeToParent) && m_activeFunction.isValid() && profile())
        return value(flatProfile().inclusive(m_activeFunction), event);
    return total(event);
}

void Session::setEventTypes(int primary, int secondary)
{
    if (!profile())
        return;
    const int count = events().count();
    primary = std::clamp(primary, 0, std::max(0, count - 1));
    if (secondary >= count || secondary == primary)
        secondary = -1;
    if (primary == m_primaryEvent && secondary == m_secondaryEvent)
        return;
    m_primaryEvent = primary;
    m_secondaryEvent = secondary;
    rememberEventChoice();
    notify(SessionChange::EventTypes);
}

void Session::setCycleDetection(bool enabled)
{
    if (enabled == m_cycleDetection)
        return;
    m_cycleDetection = enabled;
    if (m_activeCycle >= 0) {
        m_activeCycle = -1; // cycle numbers change or vanish
        notify(SessionChange::ActiveFunction);
    }
    requestCosts();
}

void Session::setShortNames(bool shortNames)
{
    if (shortNames == m_shortNames)
        return;
    m_shortNames = shortNames;
    notify(SessionChange::Display);
}

void Session::shortNamesMade()
{
    if (hasProfile())
        notify(SessionChange::Display | SessionChange::ShortNames);
}

QString Session::shownName(const QString& fullName) const
{
    if (!m_shortNames)
        return fullName;
    return m_snapshot->names ? m_snapshot->names->shortened(fullName)
                             : nameshortener::shortened(fullName);
}

textelision::Span Session::shownNameSpan(const QString& fullName) const
{
    return m_snapshot && m_snapshot->names
               ? m_snapshot->names->distinguishing(fullName, m_shortNames)
               : textelision::Span();
}

void Session::setShowPercentages(bool percentages)
{
    if (percentages == m_showPercentages)
        return;
    m_showPercentages = percentages;
    notify(SessionChange::Display);
}

Cost Session::total(int event) const
{
    return profile() ? events().valueOrZero(flatProfile().totals(), event) : 0;
}

QString Session::eventName(int event) const
{
    if (!profile() || event < 0 || event >= events().count())
        return {};
    return events().type(event).name;
}

Cost Session::value(std::span<const Cost> costs, int event) const
{
    return profile() ? events().valueOrZero(costs, event) : 0;
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/Session.h"

#include "ui/viewmodel/common/JobLog.h"
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSettings>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace tally {

// The costs of one part selection, computed together on a worker thread. The profile is kept
// alive alongside, since CallRelations refers to it.
struct Session::Costs
{
    std::shared_ptr<const Profile> profile;
    std::shared_ptr<const FlatProfile> flat;
    std::shared_ptr<const CallRelations> relations;
    PartMask parts; // the selection they are for
};

Session::Costs Session::computeCosts(std::shared_ptr<const Profile> profile, PartMask parts,
                                     bool detectCycles)
{
    QElapsedTimer timer;
    timer.start();
    FlatProfile::Options options;
    options.detectCycles = detectCycles;
    options.parts = parts;
    auto flat = std::make_shared<const FlatProfile>(*profile, options);
    auto relations = std::make_shared<const CallRelations>(*profile, parts);
    qCDebug(lcJobs) << "costs of" << parts.count() << "of"
                    << profile->partCount() << "parts computed in" << timer.elapsed() << "ms";
    return {std::move(profile), std::move(flat), std::move(relations), std::move(parts)};
}

Session::Session(QObject* parent) : QObject(parent) {}

Session::~Session() = default;

void Session::setProfile(std::shared_ptr<const Profile> profile)
{
    m_profile = std::move(profile);
    m_activeFunction = FunctionId();
    m_selectedParts = PartMask::all(m_profile ? m_profile->partCount() : 0);
    m_callRelations.reset();
    loadUserEventTypes();
    rebuildEvents();
    const int count = m_events.count();
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
    // Synchronous: whatever a worker is computing is for older settings and will be dropped.
    ++m_generation;
    setBusy(false);
    // The call relations do not depend on cycle detection: only a new part selection (one a
    // dropped worker was computing) makes them stale.
    if (m_costParts != m_selectedParts)
        m_callRelations.reset();
    m_costParts = m_selectedParts;
    if (!m_profile) {
        m_flat = std::make_shared<const FlatProfile>();
        m_callRelations.reset();
        return;
    }
    FlatProfile::Options options;
    options.detectCycles = m_cycleDetection;
    options.parts = m_selectedParts;
    m_flat = std::make_shared<const FlatProfile>(*m_profile, options);
}

void Session::setSelectedParts(PartMask parts)
{
    if (!m_profile)
        return;
    parts = parts.fittedTo(m_profile->partCount());
    if (parts == m_selectedParts)
        return;
    m_selectedParts = parts;
    emit partSelectionChanged();
    const quint64 generation = ++m_generation;
    setBusy(true);
    QtConcurrent::run(&Session::computeCosts, m_profile, std::move(parts), m_cycleDetection)
        .then(this, [this, generation](const Costs& costs) {
            if (generation != m_generation)
                return; // a newer selection, profile or cycle setting came since
            install(costs);
        });
}

void Session::install(const Costs& costs)
{
    m_flat = costs.flat;
    m_callRelations = costs.relations;
    m_costParts = costs.parts;
    if (m_activeCycle >= int(m_flat->cycles().size()))
        m_activeCycle = -1;
    setBusy(false);
    emit costsChanged();
    notify(CostChange);
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
    if (event < 0 || event >= m_events.count())
        return false;
    const QString& name = m_events.type(event).name;
    return std::any_of(m_userTypes.begin(), m_userTypes.end(),
                       [&](const UserEventType& type) { return type.name == name; });
}

QString Session::userTypesKey() const
{
    QStringList names;
    for (int e = 0; m_profile && e < m_profile->events().realCount(); ++e)
        names << m_profile->events().type(e).name;
    const QByteArray hash =
        QCryptographicHash::hash(names.join(QLatin1Char(' ')).toUtf8(), QCryptographicHash::Sha1);
    return QStringLiteral("userEventTypes/") + QString::fromLatin1(hash.toHex().left(16));
}

void Session::loadUserEventTypes()
{
    m_userTypes.clear();
    if (!m_settings || !m_profile)
        return;
    const QStringList entries = m_settings->value(userTypesKey()).toStringList();
    for (const QString& entry : entries) {
        const QStringList fields = entry.split(QLatin1Char('\x1f'));
        if (fields.size() == 3)
            m_userTypes.push_back({fields[0], fields[1], fields[2]});
    }
}

void Session::saveUserEventTypes() const
{
    if (!m_settings || !m_profile)
        return;
    QStringList entries;
    for (const UserEventType& type : m_userTypes)
        entries << QStringList{type.name, type.longName, type.formula}.join(QLatin1Char('\x1f'));
    if (entries.isEmpty())
        m_settings->remove(userTypesKey());
    else
        m_settings->setValue(userTypesKey(), entries);
}

std::vector<UserEventType> Session::withUserType(const UserEventType& type,
                                                 const QString& replacing) const
{
    std::vector<UserEventType> types = m_userTypes;
    auto it = std::find_if(types.begin(), types.end(),
                           [&](const UserEventType& t) { return t.name == replacing; });
    if (!replacing.isEmpty() && it != types.end())
        *it = type;
    else
        types.push_back(type);
    return types;
}

EventSet Session::buildEvents(const std::vector<UserEventType>& userTypes,
                              std::vector<QString>* problems) const
{
    EventSet events = m_profile ? m_profile->events() : EventSet();
    if (!m_profile)
        return events;
    for (const UserEventType& type : userTypes) {
        QString error;
        auto terms = EventSet::parseFormula(type.formula, &error);
        if (terms)
            events.addDerived(type.name, std::move(*terms), type.longName, &error);
        if (!error.isEmpty() && problems)
            problems->push_back(error);
    }
    auto unresolved = events.resolve();
    if (problems)
        problems->insert(problems->end(), unresolved.begin(), unresolved.end());
    return events;
}

void Session::rebuildEvents()
{
    m_events = buildEvents(m_userTypes, nullptr);
    // Settings written for the same real types always resolve; anything that does not (edited
    // by hand) is dropped rather than kept as a type that cannot be shown.
    std::erase_if(m_userTypes, [this](const UserEventType& type) {
        return m_events.indexOf(type.name) < m_events.realCount();
    });
}

QString Session::checkUserEventType(const UserEventType& type, const QString& replacing) const
{
    static const QRegularExpression validName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    if (!m_profile)
        return QStringLiteral("No profile is open.");
    if (!validName.match(type.name).hasMatch())
        return QStringLiteral("The name must start with a letter or '_' and contain only letters, "
                              "digits and '_'.");
    if (m_events.indexOf(type.name) >= 0 && type.name != replacing)
        return QStringLiteral("There is already an event type '%1'.").arg(type.name);
    QString error;
    if (!EventSet::parseFormula(type.formula, &error))
        return QStringLiteral("Not a formula: %1. Write a sum of event types, each optionally "
                              "weighted, e.g. 'Ir + 10 L1m'.")
            .arg(error);
    std::vector<QString> problems;
    buildEvents(withUserType(type, replacing), &problems);
    if (problems.empty())
        return {};
    if (problems.front().contains(QStringLiteral("refers back")))
        return QStringLiteral("The formula refers back to '%1' itself (a cycle): %2")
            .arg(type.name, problems.front());
    return problems.front();
}

bool Session::setUserEventType(const UserEventType& type, const QString& replacing, QString* error)
{
    const QString problem = checkUserEventType(type, replacing);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    const QString primary = eventName(m_primaryEvent);
    const QString secondary = eventName(m_secondaryEvent);
    m_userTypes = withUserType(type, replacing);
    rebuildEvents();
    saveUserEventTypes();
    const auto renamed = [&](const QString& name) { return name == replacing ? type.name : name; };
    m_primaryEvent = std::max(0, m_events.indexOf(renamed(primary)));
    m_secondaryEvent = secondary.isEmpty() ? -1 : m_events.indexOf(renamed(secondary));
    emit eventTypesChanged();
    notify(EventTypeChange);
    return true;
}

void Session::removeUserEventType(const QString& name)
{
    const auto before = m_userTypes.size();
    std::erase_if(m_userTypes, [&](const UserEventType& type) { return type.name == name; });
    if (m_userTypes.size() == before)
        return;
    const QString primary = eventName(m_primaryEvent);
    const QString secondary = eventName(m_secondaryEvent);
    rebuildEvents();
    saveUserEventTypes();
    m_primaryEvent = std::max(0, m_events.indexOf(primary));
    m_secondaryEvent = m_events.indexOf(secondary);
    if (m_secondaryEvent == m_primaryEvent)
        m_secondaryEvent = -1;
    emit eventTypesChanged();
    notify(EventTypeChange);
}

void Session::setActiveCycle(int cycle)
{
    if (!m_profile || cycle < 0 || cycle >= int(m_flat->cycles().size()) || cycle == m_activeCycle)
        return;
    m_activeCycle = cycle;
    m_activeFunction = FunctionId();
    emit activeFunctionChanged(m_activeFunction);
    notify(ActiveFunctionChange);
}

void Session::setActiveFunction(FunctionId function)
{
    if (!m_profile || (function.isValid() && !m_profile->isFunction(function)))
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
    if (m_activeFunction.isValid() && m_history.current() != m_activeFunction)
        m_history.visit(m_activeFunction);
}

void Session::navigateTo(FunctionId function)
{
    if (!m_profile || !m_profile->isFunction(function))
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
    if (!m_profile || !m_activeFunction.isValid())
        return false;
    FunctionId best;
    Cost bestCost = 0;
    for (const auto& caller : callRelations().callers(m_activeFunction)) {
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

std::shared_ptr<const CallRelations> Session::callRelationsShared() const
{
    // Built for the parts the flat profile is for: while a worker computes a new selection, the
    // views keep seeing one consistent selection.
    if (!m_callRelations) {
        m_callRelations = m_profile ? std::make_shared<const CallRelations>(*m_profile, m_costParts)
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
    if (m_relativeToActive && m_activeFunction.isValid() && m_profile)
        return value(m_flat->inclusive(m_activeFunction), event);
    return total(event);
}

void Session::setEventTypes(int primary, int secondary)
{
    if (!m_profile)
        return;
    const int count = m_events.count();
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
    if (event >= m_events.count() || m_flat->totals().empty())
        return 0;
    return m_events.value(m_flat->totals(), event);
}

QString Session::eventName(int event) const
{
    if (!m_profile || event < 0 || event >= m_events.count())
        return {};
    return m_events.type(event).name;
}

Cost Session::value(std::span<const Cost> costs, int event) const
{
    if (!m_profile || event < 0 || event >= m_events.count() ||
        costs.size() < std::size_t(m_events.realCount()))
        return 0;
    return m_events.value(costs, event);
}

} // namespace tally

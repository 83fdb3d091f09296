// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/ComparisonController.h"

#include "core/transform/ProfileTransforms.h"
#include "ui/viewmodel/session/Session.h"

#include <utility>

namespace tally {

ComparisonController::ComparisonController(Session& session, QObject* parent)
    : QObject(parent), m_session(session),
      m_job(&ComparisonController::computeComparison,
            [this](Result result) { comparisonComputed(std::move(result)); })
{
    m_job.setActive(true);
    m_job.setBusyHandler([this](bool) { emit changed(); });
    connect(&m_baseLoader, &LoadController::loaded, this,
            [this](std::shared_ptr<const CostSnapshot> base, const QStringList& paths) {
                setBase(std::move(base), paths);
            });
    connect(&m_baseLoader, &LoadController::failed, this, [this](const QString& message) {
        clear();
        emit baseFailed(message);
    });
    connect(&m_baseLoader, &LoadController::canceled, this, [this] { clear(); });
    connect(&m_baseLoader, &LoadController::started, this, &ComparisonController::changed);
}

ComparisonController::~ComparisonController() = default;

void ComparisonController::loadBase(const QStringList& paths, const LoadOptions& options,
                                    bool detectCycles)
{
    m_baseLoader.cancel(); // a baseline still loading is replaced (and its cancel clears)
    m_job.cancel();
    letGo();
    m_basePaths = paths;
    m_baseLoader.start(paths, options, detectCycles);
    emit changed();
}

void ComparisonController::setBase(std::shared_ptr<const CostSnapshot> base,
                                   const QStringList& paths)
{
    letGo(); // another baseline: the comparison shown is no more
    m_base = std::move(base);
    m_basePaths = paths;
    m_baseTransformError.clear();
    compare();
    emit changed();
}

bool ComparisonController::swapSides()
{
    if (!m_base || !m_session.hasProfile() || m_baseLoader.isLoading() || showsTheBaseline())
        return false;
    // The active function's counterpart on the other side, through the comparison's matching
    // (only that of the profile shown: an older one's rows name other functions).
    FunctionId counterpart;
    if (const auto& comparison = m_session.comparison()) {
        const auto row =
            comparison->rowOf(ProfileComparison::Side::New, m_session.activeFunction());
        if (row >= 0)
            counterpart = comparison->row(std::size_t(row)).base;
    }
    m_job.cancel();
    // The baseline is kept as loaded: the Session's transforms apply to both sides anew.
    std::shared_ptr<const CostSnapshot> formerBase =
        std::exchange(m_base, m_session.originalSnapshot());
    std::swap(m_basePaths, m_newPaths);
    m_rules = m_rules.swapped(); // announced with the paths (changed), which they go with
    m_session.keepUntilDelivered(std::exchange(m_comparison, nullptr));
    emit changed();
    // The Session's new snapshot is compared as every new snapshot is (snapshotChanged).
    TransformStage transforms = m_session.transformStage();
    m_session.setProfile(std::move(formerBase));
    m_session.reapplyTransforms(std::move(transforms));
    if (counterpart.isValid())
        m_session.setActiveFunction(counterpart);
    return true;
}

void ComparisonController::clear()
{
    m_baseLoader.cancel();
    m_job.cancel();
    const bool had = m_base || m_comparison || !m_basePaths.isEmpty();
    letGo();
    m_basePaths.clear();
    m_baseTransformError.clear();
    if (had)
        emit changed();
}

void ComparisonController::setNewPaths(const QStringList& paths)
{
    if (paths == m_newPaths)
        return;
    m_newPaths = paths;
    emit changed();
}

void ComparisonController::setIgnoreFile(bool ignore)
{
    if (ignore == m_ignoreFile)
        return;
    m_ignoreFile = ignore;
    compare();
}

void ComparisonController::setMatchingRules(const MatchingRules& rules)
{
    if (rules == m_rules)
        return;
    m_rules = rules;
    emit matchingRulesChanged();
    compare();
}

void ComparisonController::snapshotChanged()
{
    if (m_base)
        compare();
}

void ComparisonController::compare()
{
    if (!m_base || !m_session.hasProfile() || showsTheBaseline())
        return;
    ProfileComparison::Options options;
    options.ignoreFile = m_ignoreFile;
    // The baseline is seen with the new side's cycle setting (computeComparison).
    options.includeCycles = m_session.snapshot()->detectCycles;
    m_rules.applyTo(options);
    const int event = m_session.primaryEvent();
    m_job.submit({m_base, m_session.snapshot(), options, m_session.transforms(),
                  event >= 0 && event < m_session.events().count()
                      ? m_session.events().type(event).name
                      : QString()});
}

ComparisonController::Result ComparisonController::computeComparison(const Request& request,
                                                                     std::stop_token stop)
{
    std::shared_ptr<const CostSnapshot> base = request.base;
    std::shared_ptr<const Profile> profile = base->profile;
    PartMask parts = base->parts;
    if (!request.transforms.empty()) {
        // Both sides seen alike (issue 37): the baseline through the new side's transforms, as
        // --diff does. The new side has every target (its own transforms would have failed);
        // the baseline may lack one (a function the new version added): a drop, merge or
        // collapse of it changes nothing there, and a focus on it leaves nothing.
        transforms::Outcome outcome = transforms::apply(base->profile, request.transforms, stop, {},
                                                        transforms::Absent::LeavesItAlone);
        if (outcome.canceled || stop.stop_requested())
            return {};
        if (!outcome.profile) {
            const auto index = std::size_t(std::max(outcome.failed, 0));
            const QString which = index < request.transforms.size()
                                      ? transformstage::describe(request.transforms[index])
                                      : QString();
            return {nullptr, which + QStringLiteral(": ") + outcome.error};
        }
        profile = std::move(outcome.profile);
        parts = parts.fittedTo(profile->partCount());
    }
    // And with the new side's cycle setting: the user's now, which a baseline loaded or set
    // before it changed does not have.
    const bool detectCycles = request.current->detectCycles;
    if (profile != base->profile || base->detectCycles != detectCycles) {
        base = CostSnapshot::compute(std::move(profile), parts, detectCycles, stop, base->names);
        if (!base)
            return {};
    }
    auto comparison =
        std::make_shared<const ProfileComparison>(base, request.current, request.options, stop);
    // A stopped comparison is partial: never shown (LatestJob drops it anyway).
    if (comparison->stopped())
        return {};
    // What the Compare view's list starts from (the default order of the event it shows, as
    // Session::comparedEvent finds it) and what a click on its Function header orders by, made
    // here and not on the GUI thread (names.callgrind: 626 M and 200 M instructions there).
    comparison->defaultOrder(std::max(comparison->events().indexOf(request.eventName), 0));
    comparison->nameRanks();
    return {comparison, {}};
}

bool ComparisonController::showsTheBaseline() const
{
    // The Session's profile as loaded, before its transforms: the baseline is one as loaded.
    return m_base && m_session.originalSnapshot()->profile == m_base->profile;
}

void ComparisonController::letGo()
{
    m_session.keepUntilDelivered(std::exchange(m_base, nullptr));
    m_session.keepUntilDelivered(std::exchange(m_comparison, nullptr));
}

void ComparisonController::comparisonComputed(Result result)
{
    m_session.keepUntilDelivered(std::exchange(m_comparison, std::move(result.comparison)));
    const bool failed = !result.baseTransformError.isEmpty();
    m_baseTransformError = std::move(result.baseTransformError);
    emit changed();
    if (failed)
        emit baseTransformFailed(
            tr("The baseline is not compared: %1 on the baseline").arg(m_baseTransformError));
}

} // namespace tally

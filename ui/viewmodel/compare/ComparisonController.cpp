// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/ComparisonController.h"

#include "ui/viewmodel/session/Session.h"

namespace tally {

ComparisonController::ComparisonController(Session& session, QObject* parent)
    : QObject(parent), m_session(session),
      m_job(
          [](const Request& request, std::stop_token stop) {
              auto comparison = std::make_shared<const ProfileComparison>(
                  request.base, request.current, request.options, stop);
              // A stopped comparison is partial: never shown (LatestJob drops it anyway).
              return comparison->stopped() ? std::shared_ptr<const ProfileComparison>()
                                           : comparison;
          },
          [this](std::shared_ptr<const ProfileComparison> comparison) {
              m_comparison = std::move(comparison);
              emit changed();
          })
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

void ComparisonController::loadBase(const QStringList& paths, bool detectCycles)
{
    m_baseLoader.cancel(); // a baseline still loading is replaced (and its cancel clears)
    m_job.cancel();
    m_base.reset();
    m_comparison.reset();
    m_basePaths = paths;
    m_baseLoader.start(paths, {}, detectCycles);
    emit changed();
}

void ComparisonController::setBase(std::shared_ptr<const CostSnapshot> base,
                                   const QStringList& paths)
{
    m_base = std::move(base);
    m_basePaths = paths;
    m_comparison.reset(); // another baseline: the comparison shown is no more
    compare();
    emit changed();
}

bool ComparisonController::swapSides()
{
    if (!m_base || !m_session.hasProfile() || m_baseLoader.isLoading() ||
        m_session.profile() == m_base->profile)
        return false;
    // The active function's counterpart on the other side, through the comparison's matching
    // (only that of the profile shown: an older one's rows name other functions).
    FunctionId counterpart;
    if (const auto& comparison = m_session.comparison()) {
        using Side = ProfileComparison::Side;
        const auto row = comparison->rowOf(Side::New, m_session.activeFunction());
        if (row >= 0)
            counterpart = comparison->row(std::size_t(row)).base;
    }
    m_job.cancel();
    std::shared_ptr<const CostSnapshot> formerBase = std::exchange(m_base, m_session.snapshot());
    std::swap(m_basePaths, m_newPaths);
    m_rules = m_rules.swapped(); // announced with the paths (changed), which they go with
    m_comparison.reset();
    emit changed();
    // The Session's new snapshot is compared as every new snapshot is (snapshotChanged).
    m_session.setProfile(std::move(formerBase));
    if (counterpart.isValid())
        m_session.setActiveFunction(counterpart);
    return true;
}

void ComparisonController::clear()
{
    m_baseLoader.cancel();
    m_job.cancel();
    const bool had = m_base || m_comparison || !m_basePaths.isEmpty();
    m_base.reset();
    m_comparison.reset();
    m_basePaths.clear();
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
    // File > Compare With... sets the open profile as the baseline while the new one loads: the
    // profile is not compared with itself in the meantime.
    if (!m_base || !m_session.hasProfile() || m_session.profile() == m_base->profile)
        return;
    ProfileComparison::Options options;
    options.ignoreFile = m_ignoreFile;
    options.includeCycles = m_base->detectCycles && m_session.snapshot()->detectCycles;
    m_rules.applyTo(options);
    m_job.submit({m_base, m_session.snapshot(), options});
}

} // namespace tally

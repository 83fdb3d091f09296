// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/MatchingMemory.h"

#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/viewmodel/settings/SettingsKeys.h"

#include <QFileInfo>

namespace tally {

namespace {

// The same files however they were named (a relative path on the command line).
QStringList absolute(const QStringList& paths)
{
    QStringList result;
    for (const QString& path : paths)
        result << QFileInfo(path).absoluteFilePath();
    return result;
}

} // namespace

MatchingMemory::MatchingMemory(ComparisonController& controller, QSettings& settings,
                               QObject* parent)
    : QObject(parent), m_controller(controller), m_settings(settings)
{
    connect(&m_controller, &ComparisonController::changed, this, &MatchingMemory::follow);
    connect(&m_controller, &ComparisonController::matchingRulesChanged, this,
            &MatchingMemory::save);
    follow();
}

void MatchingMemory::requestRewrites(std::vector<NameRewrite> functionRewrites,
                                     std::vector<NameRewrite> fileRewrites)
{
    MatchingRules rules;
    rules.functionRewrites = std::move(functionRewrites);
    rules.fileRewrites = std::move(fileRewrites);
    m_requested = std::move(rules);
}

void MatchingMemory::follow()
{
    const QStringList basePaths = absolute(m_controller.basePaths());
    const QStringList newPaths = absolute(m_controller.newPaths());
    const QString pairId = basePaths.isEmpty() || newPaths.isEmpty()
                               ? QString()
                               : settings::filePairId(basePaths, newPaths);
    if (pairId == m_pairId)
        return;
    const bool swapped = !m_pairId.isEmpty() && basePaths == m_newPaths && newPaths == m_basePaths;
    m_pairId = pairId;
    m_basePaths = basePaths;
    m_newPaths = newPaths;
    if (pairId.isEmpty())
        return;
    const auto key = settings::comparisonMatching(pairId);
    MatchingRules rules;
    if (settings::isKept(m_settings, key))
        rules = MatchingRules::fromJson(settings::read(m_settings, key));
    else if (swapped)
        rules = m_controller.matchingRules(); // the controller turned them round
    if (m_requested) {
        rules.functionRewrites = m_requested->functionRewrites;
        rules.fileRewrites = m_requested->fileRewrites;
        m_requested.reset();
    }
    m_controller.setMatchingRules(rules);
    save();
}

void MatchingMemory::save()
{
    if (m_pairId.isEmpty())
        return;
    const MatchingRules& rules = m_controller.matchingRules();
    const auto key = settings::comparisonMatching(m_pairId);
    if (rules.isEmpty())
        settings::forget(m_settings, key);
    else
        settings::write(m_settings, key, rules.toJson());
}

} // namespace tally

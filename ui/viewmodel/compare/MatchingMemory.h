// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/compare/MatchingRules.h"

#include <QObject>
#include <QStringList>

#include <optional>

class QSettings;

namespace tally {

class ComparisonController;

// Keeps the comparison's matching rules with the pair of files compared: whenever the controller
// compares another pair (baseline files, new files), the rules kept for that pair are put back
// (none for a pair never given any), and every change of the rules is kept under the pair's key
// (settings::comparisonMatching). Swapping the sides keeps the rules, turned round.
class MatchingMemory : public QObject
{
    Q_OBJECT

public:
    MatchingMemory(ComparisonController& controller, QSettings& settings,
                   QObject* parent = nullptr);

    // Rewrites asked for on the command line (--mod-funcname, --mod-filename): they replace the
    // rewrites kept for the next pair compared (its pairs made by hand stay), and are kept.
    void requestRewrites(std::vector<NameRewrite> functionRewrites,
                         std::vector<NameRewrite> fileRewrites);

private:
    void follow();
    void save();

    ComparisonController& m_controller;
    QSettings& m_settings;
    QStringList m_basePaths;
    QStringList m_newPaths;
    QString m_pairId; // empty while one side has no files
    std::optional<MatchingRules> m_requested;
};

} // namespace tally

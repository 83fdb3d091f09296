// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace tally {

// How the window's comparison matches functions beyond names, files and objects: the rewrites of
// --mod-funcname and --mod-filename (Compare > Matching Rules...) and the pairs made by hand
// ("Pair With..."). A value kept with the comparison (ComparisonController) and, per pair of
// files, in the settings (MatchingMemory) as compact JSON.
struct MatchingRules
{
    std::vector<NameRewrite> functionRewrites;
    std::vector<NameRewrite> fileRewrites;
    std::vector<ManualPair> pairs;

    bool isEmpty() const
    {
        return functionRewrites.empty() && fileRewrites.empty() && pairs.empty();
    }
    bool operator==(const MatchingRules& other) const;

    // The comparison's options with these rules in them.
    void applyTo(ProfileComparison::Options& options) const;
    // The rules with the sides exchanged (Swap Compared Sides): pairs turned round.
    MatchingRules swapped() const;

    QString toJson() const;
    // Rules kept by toJson(); what does not read (a hand-edited setting, a rewrite no longer
    // valid) is left out.
    static MatchingRules fromJson(const QString& text);
};

} // namespace tally

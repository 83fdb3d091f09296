// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <QString>

#include <vector>

namespace tally {

// One term of a derived event type's formula: `factor * name`.
struct FormulaTerm
{
    Cost factor = 1;
    QString name;
};

// An event type: a real one has a column in every cost row; a derived one is computed from the
// real ones by a formula (`event: Sum = Ir + 2 Dr`) and never stored.
struct EventType
{
    QString name;
    QString longName;
    std::vector<FormulaTerm> formula; // empty for real types
    // For derived types: the weight of each real event type, resolved through nested formulas.
    std::vector<Cost> weights;

    bool isDerived() const { return !formula.empty(); }
    QString displayName() const { return longName.isEmpty() ? name : longName; }
};

} // namespace tally

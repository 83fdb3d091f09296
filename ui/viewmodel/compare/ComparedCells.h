// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"

#include <QColor>
#include <QString>
#include <QVariant>

#include <optional>
#include <span>

namespace tally {

// The baseline, new, delta and delta % cells of one compared cost (a source line, an
// instruction), as the flat comparison writes them: absolute, or each side as a share of its own
// total with the delta in points; the delta % is the change of the values shown.
struct ComparedCells
{
    enum Cell
    {
        Base,
        New,
        Delta,
        DeltaPercent,
    };

    // `base` and `current` in the comparison's common real events; `event` indexes its events.
    static ComparedCells of(const ProfileComparison& comparison, std::span<const Cost> base,
                            std::span<const Cost> current, int event, bool shareScale);

    Cost base = 0;
    Cost current = 0;
    double baseShown = 0;
    double currentShown = 0;
    double change = 0; // percent; +-inf from or to zero
    bool shareScale = false;

    // Whether either side has a cost (rows without are left blank).
    bool any() const { return base != 0 || current != 0; }
    QString text(Cell cell) const;
    // The delta cells' fill on the diverging scale; none for no change.
    std::optional<QColor> fill(const QColor& background) const;
    // What a compared listing's cost column `column` (a Cell, or past them) answers for `role`,
    // the same in every listing: the number, the delta cells' fill and text colour; and for any
    // column, dim without cost, the change, the delta to sort by. Other roles: nothing.
    QVariant data(int column, int role, const QColor& background) const;
};

} // namespace tally

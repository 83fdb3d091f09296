// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"

#include <QColor>

#include <memory>
#include <optional>

namespace tally {

// The fill of a function of the new side in pictures of a comparison (call graph, call map):
// its inclusive cost's change on the diverging scale of deltascale. Immutable, so a worker may
// use it while the window computes the next.
class DeltaColours
{
public:
    // `event` indexes comparison->events().
    DeltaColours(std::shared_ptr<const ProfileComparison> comparison, int event);

    // The change of the new side's `function` in percent (+inf where it is added), or none
    // where the comparison has no row for it.
    std::optional<double> change(FunctionId function) const;
    // The fill on `background`; none where the comparison has no row for the function.
    std::optional<QColor> fill(FunctionId function, const QColor& background) const;
    const ProfileComparison& comparison() const { return *m_comparison; }
    int event() const { return m_event; }

private:
    std::shared_ptr<const ProfileComparison> m_comparison;
    int m_event;
};

} // namespace tally

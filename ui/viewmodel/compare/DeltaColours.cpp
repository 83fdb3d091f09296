// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/DeltaColours.h"

#include "ui/viewmodel/compare/DeltaScale.h"

namespace tally {

using Side = ProfileComparison::Side;

DeltaColours::DeltaColours(std::shared_ptr<const ProfileComparison> comparison, int event)
    : m_comparison(std::move(comparison)), m_event(event)
{
    if (m_event < 0 || m_event >= m_comparison->events().count())
        m_event = 0;
}

std::optional<double> DeltaColours::change(FunctionId function) const
{
    const std::ptrdiff_t r = m_comparison->rowOf(Side::New, function);
    if (r < 0 || m_comparison->width() == 0)
        return std::nullopt;
    const std::size_t row = std::size_t(r);
    return ProfileComparison::percentChange(
        m_comparison->value(m_comparison->inclusive(row, Side::Base), m_event),
        m_comparison->value(m_comparison->inclusive(row, Side::New), m_event));
}

std::optional<QColor> DeltaColours::fill(FunctionId function, const QColor& background) const
{
    const auto percent = change(function);
    if (!percent)
        return std::nullopt;
    return deltascale::fill(*percent, background);
}

} // namespace tally

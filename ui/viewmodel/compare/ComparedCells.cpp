// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/ComparedCells.h"

#include "ui/viewmodel/common/ColorContrast.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/compare/DeltaScale.h"
#include "ui/viewmodel/compare/DeltaText.h"

#include <QLocale>

namespace tally {

ComparedCells ComparedCells::of(const ProfileComparison& comparison, std::span<const Cost> base,
                                std::span<const Cost> current, int event, bool shareScale)
{
    ComparedCells cells;
    cells.shareScale = shareScale;
    if (comparison.width() == 0 || event < 0 || event >= comparison.events().count() ||
        base.size() != std::size_t(comparison.width()) ||
        current.size() != std::size_t(comparison.width()))
        return cells;
    cells.base = comparison.value(base, event);
    cells.current = comparison.value(current, event);
    cells.baseShown = shareScale
                          ? comparison.share(cells.base, ProfileComparison::Side::Base, event)
                          : double(cells.base);
    cells.currentShown = shareScale
                             ? comparison.share(cells.current, ProfileComparison::Side::New, event)
                             : double(cells.current);
    cells.change = ProfileComparison::relativeChange(cells.baseShown, cells.currentShown);
    return cells;
}

QString ComparedCells::text(Cell cell) const
{
    if (!any())
        return {};
    switch (cell) {
    case Base:
        return shareScale ? deltatext::share(baseShown) : QLocale().toString(qlonglong(base));
    case New:
        return shareScale ? deltatext::share(currentShown) : QLocale().toString(qlonglong(current));
    case Delta:
        return shareScale ? deltatext::points(baseShown, currentShown)
                          : deltatext::delta(current - base);
    case DeltaPercent:
        return deltatext::percent(change);
    }
    return {};
}

std::optional<QColor> ComparedCells::fill(const QColor& background) const
{
    if (!any() || deltascale::intensity(change) == 0)
        return std::nullopt;
    return deltascale::fill(change, background);
}

QVariant ComparedCells::data(int column, int role, const QColor& background) const
{
    switch (role) {
    case Qt::DisplayRole:
        return column >= Base && column <= DeltaPercent ? text(Cell(column)) : QVariant();
    case Qt::BackgroundRole:
    case Qt::ForegroundRole: {
        if (column != Delta && column != DeltaPercent)
            return {};
        const auto shown = fill(background);
        if (!shown)
            return {};
        return role == Qt::BackgroundRole ? *shown : colorcontrast::textOn(*shown);
    }
    case DimRole:
        return !any();
    case ChangeRole:
        return change;
    case SortCostRole:
        return qlonglong(current - base);
    default:
        return {};
    }
}

} // namespace tally

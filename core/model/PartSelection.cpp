// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/model/PartSelection.h"

#include "core/model/CostArithmetic.h"

#include <QStringList>

namespace tally::partselection {

std::optional<PartMask> parse(const QString& text, std::size_t partCount, QString* error)
{
    std::vector<bool> selection(partCount, false);
    const auto fail = [&](const QString& message) -> std::optional<PartMask> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const QStringList items = text.split(QLatin1Char(','));
    for (const QString& item : items) {
        const QStringList bounds = item.trimmed().split(QLatin1Char('-'));
        bool firstOk = false;
        bool lastOk = false;
        const qulonglong first = bounds.value(0).trimmed().toULongLong(&firstOk);
        const qulonglong last =
            bounds.size() == 2 ? bounds[1].trimmed().toULongLong(&lastOk) : first;
        if (bounds.size() > 2 || !firstOk || (bounds.size() == 2 && !lastOk) || first > last)
            return fail(QStringLiteral("'%1' is not a part number or range like 2-5").arg(item));
        if (first < 1 || last > partCount)
            return fail(QStringLiteral("part %1 is out of range: the profile has %2 parts")
                            .arg(first < 1 ? first : last)
                            .arg(partCount));
        for (qulonglong p = first; p <= last; ++p)
            selection[std::size_t(p - 1)] = true;
    }
    return PartMask::fromFlags(std::move(selection));
}

std::vector<Cost> totals(const Profile& profile, const PartMask& parts)
{
    std::vector<Cost> sum(std::size_t(profile.events().realCount()), 0);
    for (const PartId p : profile.partIds()) {
        if (!parts.contains(p))
            continue;
        const auto part = profile.partTotals(p);
        for (std::size_t e = 0; e < sum.size() && e < part.size(); ++e)
            costmath::addTo(sum[e], part[e]);
    }
    return sum;
}

} // namespace tally::partselection

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/common/CostText.h"

#include <QLocale>

namespace tally::costtext {

namespace {
Cost baseOf(const Session& session, int event, Base base)
{
    return base == Base::Total ? session.total(event) : session.percentBase(event);
}
} // namespace

QString format(const Session& session, Cost value, int event, Base base)
{
    if (!session.showPercentages())
        return QLocale().toString(value);
    return percent(value, baseOf(session, event, base));
}

QString percent(Cost value, Cost base)
{
    if (base == 0)
        return QStringLiteral("-");
    return QLocale().toString(100.0 * double(value) / double(base), 'f', 2) + QStringLiteral(" %");
}

double fraction(const Session& session, Cost value, int event, Base base)
{
    const Cost of = baseOf(session, event, base);
    return of == 0 ? 0.0 : std::clamp(double(value) / double(of), 0.0, 1.0);
}

} // namespace tally::costtext

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/DeltaText.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace tally::deltatext {

QString delta(Cost delta)
{
    return (delta > 0 ? QStringLiteral("+") : QString()) + QLocale().toString(qlonglong(delta));
}

QString percent(double change)
{
    if (std::isinf(change))
        return change > 0 ? QCoreApplication::translate("deltatext", "from 0")
                          : QCoreApplication::translate("deltatext", "to 0");
    return (change > 0 ? QStringLiteral("+") : QString()) + QLocale().toString(change, 'f', 2) +
           QStringLiteral(" %");
}

QString share(double share)
{
    return QStringLiteral("%1 %").arg(QLocale().toString(100.0 * share, 'f', 2));
}

QString points(double base, double current)
{
    const double points = 100.0 * (current - base);
    const QString text = QLocale().toString(points, 'f', 2);
    //: Percentage points: the difference of two percentages
    return (points > 0 ? QStringLiteral("+") : QString()) + text +
           QCoreApplication::translate("deltatext", " pt");
}

} // namespace tally::deltatext

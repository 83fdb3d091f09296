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

} // namespace tally::deltatext

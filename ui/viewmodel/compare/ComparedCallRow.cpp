// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/ComparedCallRow.h"

#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/compare/ComparedCells.h"
#include "ui/viewmodel/compare/DeltaText.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace tally::comparedcallrow {

namespace {

using Side = ProfileComparison::Side;

} // namespace

QString calleeName(const ProfileComparison& comparison, const ComparedCall& call)
{
    return call.newCallee.isValid() ? comparison.profile(Side::New).functionName(call.newCallee)
                                    : comparison.profile(Side::Base).functionName(call.baseCallee);
}

QString text(const ProfileComparison& comparison, const ComparedCall& call)
{
    const QString name = calleeName(comparison, call);
    const QString before = QLocale().toString(qulonglong(call.baseCount));
    const QString now = QLocale().toString(qulonglong(call.newCount));
    if (!call.newCallee.isValid())
        return QCoreApplication::translate("comparedcallrow", "\u2192 no call to %1 (baseline: %2)")
            .arg(name, before);
    if (!call.baseCallee.isValid())
        return QCoreApplication::translate("comparedcallrow", "\u2192 %1 call(s) to %2 (new)")
            .arg(now, name);
    if (call.baseCount == call.newCount)
        return QCoreApplication::translate("comparedcallrow", "\u2192 %1 call(s) to %2")
            .arg(now, name);
    return QCoreApplication::translate("comparedcallrow", "\u2192 %1 call(s) to %2 (baseline: %3)")
        .arg(now, name, before);
}

QString toolTip(const ProfileComparison& comparison, const ComparedCall& call, int event,
                bool shareScale)
{
    const ComparedCells cells =
        ComparedCells::of(comparison, call.base, call.current, event, shareScale);
    QStringList lines;
    lines << calleeName(comparison, call);
    lines << QCoreApplication::translate("comparedcallrow",
                                         "Inclusive %1 cost of the calls from here")
                 .arg(comparison.eventName(event));
    lines << (call.baseCallee.isValid()
                  ? QCoreApplication::translate("comparedcallrow", "Baseline: %1, %2 call(s)")
                        .arg(QLocale().toString(qlonglong(cells.base)),
                             QLocale().toString(qulonglong(call.baseCount)))
                  : QCoreApplication::translate("comparedcallrow", "Baseline: no such call"));
    lines << (call.newCallee.isValid()
                  ? QCoreApplication::translate("comparedcallrow", "New: %1, %2 call(s)")
                        .arg(QLocale().toString(qlonglong(cells.current)),
                             QLocale().toString(qulonglong(call.newCount)))
                  : QCoreApplication::translate("comparedcallrow", "New: no such call"));
    lines << QCoreApplication::translate("comparedcallrow", "Change: %1 (%2)")
                 .arg(deltatext::delta(cells.current - cells.base),
                      deltatext::percent(cells.change));
    if (call.newCallee.isValid())
        lines << QCoreApplication::translate("comparedcallrow", "Activate to go there");
    return lines.join(QLatin1Char('\n'));
}

QVariant data(const ProfileComparison& comparison, const ComparedCall& call, int column, int role,
              int textColumn, int event, bool shareScale, const QColor& background)
{
    switch (role) {
    case CalleeRole:
        return call.newCallee.isValid() ? QVariant(call.newCallee.index()) : QVariant();
    case Qt::ToolTipRole:
        return toolTip(comparison, call, event, shareScale);
    case Qt::DisplayRole:
        if (column == textColumn)
            return QStringLiteral("    ") + text(comparison, call);
        break;
    default:
        break;
    }
    return ComparedCells::of(comparison, call.base, call.current, event, shareScale)
        .data(column, role, background);
}

} // namespace tally::comparedcallrow

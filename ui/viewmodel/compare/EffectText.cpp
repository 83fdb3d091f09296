// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/EffectText.h"

#include "ui/viewmodel/compare/DeltaText.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace tally::effecttext {

namespace {

QString count(Count calls)
{
    return QLocale().toString(qulonglong(calls));
}

// "once", "2 times": a count of calls in words.
QString times(Count calls)
{
    return calls == 1 ? QCoreApplication::translate("effecttext", "once")
                      : QCoreApplication::translate("effecttext", "%1 times").arg(count(calls));
}

QString cost(double value)
{
    // A cost per call is rarely whole: one decimal where it is not.
    return std::abs(value - std::round(value)) < 0.05 ? QLocale().toString(qlonglong(value))
                                                      : QLocale().toString(value, 'f', 1);
}

std::uint64_t magnitude(Cost c)
{
    return c < 0 ? std::uint64_t(0) - std::uint64_t(c) : std::uint64_t(c);
}

} // namespace

Dominant dominant(const changeeffects::Split& split)
{
    if (split.calls == 0 && split.perCall == 0)
        return Dominant::None;
    return magnitude(split.calls) >= magnitude(split.perCall) ? Dominant::Calls : Dominant::PerCall;
}

QString explain(const changeeffects::Side& base, const changeeffects::Side& current)
{
    if (!base.present && !current.present)
        return {};
    if (!base.present)
        return QCoreApplication::translate("effecttext", "only in the new profile, called %1")
            .arg(times(current.calls));
    if (!current.present)
        return QCoreApplication::translate("effecttext", "only in the baseline, called %1 there")
            .arg(times(base.calls));
    if (base.calls == 0)
        return QCoreApplication::translate(
            "effecttext", "never called in the baseline (a root): all of the change is per call");
    if (current.calls == 0)
        return QCoreApplication::translate("effecttext", "no longer called, %1 -> 0")
            .arg(count(base.calls));

    QString calls;
    if (current.calls == base.calls) {
        calls = QCoreApplication::translate("effecttext", "called as often (%1)")
                    .arg(times(base.calls));
    } else {
        const double ratio = double(current.calls) / double(base.calls);
        calls =
            QCoreApplication::translate("effecttext", "called %1x as often, %2 -> %3")
                .arg(QLocale().toString(ratio, 'g', 3), count(base.calls), count(current.calls));
    }
    const double before = double(base.cost) / double(base.calls);
    const double after = double(current.cost) / double(current.calls);
    const auto split = changeeffects::split(base, current);
    QString perCall;
    if (split.perCall == 0) {
        perCall = QCoreApplication::translate("effecttext", "at the same cost per call");
    } else {
        const double change = 100.0 * (after - before) / std::abs(before == 0 ? 1.0 : before);
        const QString percent = QLocale().toString(std::abs(change), 'f', 2);
        perCall =
            (after > before
                 ? QCoreApplication::translate("effecttext", "each call %1 % dearer, %2 -> %3")
                 : QCoreApplication::translate("effecttext", "each call %1 % cheaper, %2 -> %3"))
                .arg(percent, cost(before), cost(after));
    }
    return calls + QStringLiteral(", ") + perCall;
}

QString numbers(const changeeffects::Split& split)
{
    return QCoreApplication::translate("effecttext", "Calls effect %1, per-call effect %2")
        .arg(deltatext::delta(split.calls), deltatext::delta(split.perCall));
}

} // namespace tally::effecttext

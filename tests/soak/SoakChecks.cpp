// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "tests/soak/SoakChecks.h"

#include "core/analysis/CostSnapshot.h"
#include "core/analysis/FlatProfile.h"
#include "core/model/CostArithmetic.h"
#include "core/model/Profile.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/WindowSettling.h"
#include "ui/widgets/views/functions/FlatProfileView.h"

#include <QElapsedTimer>
#include <QProgressBar>

#include <algorithm>
#include <chrono>

namespace tally::soak::soakchecks {

namespace {

QString checkTotals(const CostSnapshot& snapshot)
{
    const Profile& profile = *snapshot.profile;
    const FlatProfile& flat = *snapshot.flat;
    const int realCount = profile.events().realCount();
    for (int event = 0; event < realCount; ++event) {
        Cost selfSum = 0;
        for (const FunctionId function : flat.functionIds())
            selfSum = costmath::add(selfSum, flat.self(function)[std::size_t(event)]);
        Cost partsSum = 0;
        for (const PartId part : profile.partIds()) {
            if (snapshot.parts.contains(part))
                partsSum = costmath::add(partsSum, profile.partTotals(part)[std::size_t(event)]);
        }
        const Cost total = flat.totals()[std::size_t(event)];
        if (selfSum != total || partsSum != total) {
            return QStringLiteral("event %1: the flat profile's total %2, its functions' self "
                                  "costs add up to %3, the selected parts' totals to %4")
                .arg(profile.events().type(event).name)
                .arg(total)
                .arg(selfSum)
                .arg(partsSum);
        }
    }
    return {};
}

} // namespace

QString settle(MainWindow& window, int timeoutMs)
{
    // The wait ends on the turn of the event loop that found the window settled, and the rest of
    // that turn still runs (a timer due, a queued call): what it starts is waited for too, so
    // the checks see a window at rest.
    QElapsedTimer clock;
    clock.start();
    do {
        const auto left =
            std::chrono::milliseconds(std::max<qint64>(0, timeoutMs - clock.elapsed()));
        if (!windowsettling::waitUntilSettled(window, left))
            return QStringLiteral("still busy after %1 ms: %2")
                .arg(timeoutMs)
                .arg(windowsettling::whatIsBusy(window));
    } while (!windowsettling::isSettled(window));
    return {};
}

QString checkWindow(MainWindow& window)
{
    Session& session = window.session();
    if (window.shellStatus().progressBar()->isVisible())
        return QStringLiteral("the load's progress bar shows with nothing loading");
    if (!session.hasProfile())
        return {};
    if (window.isVisible() && !window.workspace().flatView()->isVisible())
        return QStringLiteral("a profile is open but the flat profile is not shown");
    const std::shared_ptr<const CostSnapshot> snapshot = session.snapshot();
    if (const QString totals = checkTotals(*snapshot); !totals.isEmpty())
        return totals;
    const FunctionId active = session.activeFunction();
    if (active.isValid() && !snapshot->profile->isFunction(active))
        return QStringLiteral("the active function %1 is not one of the profile's %2")
            .arg(active.index())
            .arg(snapshot->profile->functionCount());
    if (session.activeCycle() >= int(snapshot->flat->cycles().size()))
        return QStringLiteral("the active cycle %1 is not one of the profile's %2")
            .arg(session.activeCycle())
            .arg(snapshot->flat->cycles().size());
    return {};
}

} // namespace tally::soak::soakchecks

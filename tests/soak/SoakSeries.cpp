// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The soak's actions on the Series view (issue 38): open a series of the soak's files (two or
// more, in a random order, as a user might choose files of different programs), compare two of
// its steps, change the threshold of a regression.

#include "tests/soak/SoakApp.h"
#include "tests/soak/SoakDriver.h"

#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/shell/Workspace.h"
#include "ui/widgets/views/series/SeriesOpening.h"
#include "ui/widgets/views/series/SeriesView.h"

#include <QDoubleSpinBox>

namespace tally::soak {

void SoakDriver::performOnSeries(const SoakAction& action)
{
    MainWindow& window = m_app.window();
    ViewTabs& tabs = *window.workspace().viewTabs();
    auto* view = qobject_cast<SeriesView*>(tabs.view(QStringLiteral("series")));
    if (!view)
        return;
    const auto& n = action.numbers;
    if (action.kind == QLatin1String("series-open") && !m_files.isEmpty()) {
        QStringList steps;
        const int count = 2 + int(n[0] % 5);
        for (int step = 0; step < count; ++step)
            steps << m_files[qsizetype((n[1] >> (4 * step)) % quint64(m_files.size()))];
        seriesopening::open(window.opener(), tabs, steps);
    } else if (action.kind == QLatin1String("series-compare")) {
        const int steps = view->model().stepCount();
        if (steps < 2)
            return;
        const int first = int(n[0] % quint64(steps));
        const int second = int(n[1] % quint64(steps));
        view->chooseSteps(first, second); // the same step twice is no pair: nothing to compare
        tabs.show(QStringLiteral("series"));
        view->compareChosenSteps();
    } else if (action.kind == QLatin1String("series-threshold")) {
        view->thresholdBox()->setValue(double(n[0] % 600) / 10.0);
    }
}

} // namespace tally::soak

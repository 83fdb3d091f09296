// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

namespace tally {
class MainWindow;
} // namespace tally

namespace tally::soak {

// What the soak checks after each action, once the window is done with it.
namespace soakchecks {

// Runs the event loop until the window is settled (WindowSettling: nothing loading, computing or
// comparing, the flat profile's rows made, no view in front busy); empty when it settled, else
// what was still busy after `timeoutMs` (a hang).
QString settle(MainWindow& window, int timeoutMs);

// What is wrong with the settled window, or empty: the flat profile's totals differ from the sum
// of its functions' self costs or from the profile's totals over the selected parts; the active
// function is not one of the profile's; a progress bar or the empty hint still shows.
QString checkWindow(MainWindow& window);

} // namespace soakchecks

} // namespace tally::soak

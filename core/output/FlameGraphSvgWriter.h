// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/FlameTree.h"

#include <QByteArray>
#include <QString>

namespace tally {

// A standalone SVG flame graph of a FlameTree: one rectangle per frame, its width the frame's
// inclusive count, a <title> with the name, the count and the share (hover text in browsers),
// colours from the function's object so one library reads as one hue. Frames narrower than
// 0.1 pixel are left out with everything above them.
namespace flamegraphsvg {

struct Options
{
    QString title = QStringLiteral("Flame Graph");
    QString eventName;
    int width = 1200;
    bool icicle = false; // roots at the top instead of the bottom
};

QByteArray write(const Profile& profile, const FlameTree& tree, const Options& options);

} // namespace flamegraphsvg

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Call map benchmark: for the functions of a profile with the largest inclusive cost, builds
// the callee and caller map trees and lays them out as the view does (1600x1000 logical pixels,
// a 6-pixel minimum, depth 10), and reports the time per map (median and worst) and the node
// counts, to show the view's background work stays well under a frame budget.
//
//   tally_callmapbench FILE [FUNCTIONS]

#include "core/analysis/CallMapTree.h"
#include "core/analysis/CallRelations.h"
#include "core/analysis/FlatProfile.h"
#include "core/layout/CallMapLayout.h"
#include "core/load/ProfileLoader.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <numeric>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: tally_callmapbench FILE [FUNCTIONS]\n");
        return 2;
    }
    const int functions = args.size() > 2 ? args[2].toInt() : 200;
    auto result = tally::profileloader::load({args[1]});
    if (!result.profile) {
        std::fprintf(stderr, "%s\n", qPrintable(result.error));
        return 1;
    }
    const tally::Profile& profile = *result.profile;
    const tally::FlatProfile flat(profile, {});
    const tally::CallRelations relations(profile);

    const auto ids = profile.functionIds();
    std::vector<tally::FunctionId> order(ids.begin(), ids.end());
    std::sort(order.begin(), order.end(), [&](tally::FunctionId a, tally::FunctionId b) {
        return flat.inclusive(a)[0] > flat.inclusive(b)[0];
    });
    order.resize(std::min<std::size_t>(order.size(), std::size_t(functions)));

    const QRectF bounds(0, 0, 1600, 1000);
    // The view's defaults, and its most demanding settings.
    const std::pair<int, double> settings[] = {{10, 6.0}, {64, 2.0}};
    const tally::CallMapTree::Direction directions[] = {tally::CallMapTree::Direction::Callees,
                                                        tally::CallMapTree::Direction::Callers};
    for (const auto& [depth, minSize] : settings)
        for (const auto direction : directions) {
            std::vector<double> millis;
            std::size_t maxNodes = 0;
            std::size_t totalNodes = 0;
            std::size_t capped = 0;
            for (const tally::FunctionId f : order) {
                QElapsedTimer timer;
                timer.start();
                tally::CallMapTree::Options options;
                options.direction = direction;
                options.maxDepth = depth;
                options.minShare = minSize * minSize / (bounds.width() * bounds.height());
                const auto tree = tally::CallMapTree::build(profile, flat, relations, f, options);
                const tally::CallMapLayout layout(tree, bounds, {1, 16, minSize});
                millis.push_back(double(timer.nsecsElapsed()) / 1e6);
                maxNodes = std::max(maxNodes, tree.nodes().size());
                totalNodes += tree.nodes().size();
                capped += tree.isCapped() ? 1 : 0;
            }
            std::sort(millis.begin(), millis.end());
            std::printf("depth %d, min %.0f px, %s maps of the %zu costliest of %zu functions: "
                        "median %.3f ms, worst %.2f ms, %zu nodes on average, up to %zu, %zu "
                        "capped\n",
                        depth, minSize,
                        direction == tally::CallMapTree::Direction::Callees ? "callee" : "caller",
                        order.size(), profile.functionCount(), millis[millis.size() / 2],
                        millis.back(), totalNodes / order.size(), maxNodes, capped);
        }
    return 0;
}

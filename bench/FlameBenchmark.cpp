// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Flame graph benchmark: loads a profile, then estimates its stacks (FlameTree) as the exports
// and the view do, with the default caps and with a tenth of the node cap, and writes the folded
// stacks; prints each time, the node count, the memory the tree holds, and the ratio against the
// load time of the same run (the floor: the stacks should cost a fraction of the load).
//
//   tally_flamebench FILE [RUNS]

#include "core/analysis/CostSnapshot.h"
#include "core/analysis/FlameTree.h"
#include "core/load/ProfileLoader.h"
#include "core/output/FoldedStacksWriter.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: tally_flamebench FILE [RUNS]\n");
        return 2;
    }
    const int runs = std::max(1, args.size() > 2 ? args[2].toInt() : 3);
    QElapsedTimer timer;
    timer.start();
    auto result = tally::profileloader::load({args[1]});
    if (!result.profile) {
        std::fprintf(stderr, "%s\n", qPrintable(result.error));
        return 1;
    }
    const auto snapshot = tally::CostSnapshot::compute(result.profile, {}, true);
    const double loadMs = double(timer.nsecsElapsed()) / 1e6;
    std::printf("%s: %zu functions, %zu call edges; load + snapshot %.0f ms\n", qPrintable(args[1]),
                snapshot->flat->functionCount(), snapshot->relations->edgeCount(), loadMs);

    for (const std::size_t maxNodes : {std::size_t(1'000'000), std::size_t(100'000)}) {
        tally::FlameTree::Options options;
        options.maxNodes = maxNodes;
        double best = 1e300;
        tally::FlameTree tree;
        for (int run = 0; run < runs; ++run) {
            timer.restart();
            tree = tally::FlameTree::build(*snapshot->profile, *snapshot->flat,
                                           *snapshot->relations, options);
            best = std::min(best, double(timer.nsecsElapsed()) / 1e6);
        }
        timer.restart();
        const QByteArray folded = tally::foldedstacks::write(*snapshot->profile, tree);
        const double foldMs = double(timer.nsecsElapsed()) / 1e6;
        std::printf("cap %7zu: stacks %8.1f ms (best of %d, %.3f x load), %zu nodes (%.1f MB), "
                    "%s%s; folded %.0f ms, %.1f MB, total %lld\n",
                    maxNodes, best, runs, best / loadMs, tree.nodes().size(),
                    double(tree.nodes().size() * sizeof(tally::FlameNode)) / 1e6,
                    tree.isEstimate() ? "estimate" : "exact", tree.isCapped() ? ", capped" : "",
                    foldMs, double(folded.size()) / 1e6, static_cast<long long>(tree.total()));
    }
    return 0;
}

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Flame graph benchmark: loads a profile, then estimates its stacks (FlameTree) as the exports
// and the view do, with the default caps and with a tenth of the node cap, reverses them
// (bottom-up) and writes the folded stacks; prints each time, the node count, the memory the tree
// holds, and the ratio against the load time of the same run (the floor: the stacks should cost
// a fraction of the load). Then the Stacks table: a tree view on the bottom-up FlameTreeModel,
// offscreen, timed from the new scene to its first paint, and a sort by name; and the graph:
// how many frames a 1280-pixel canvas draws of the top-down tree, and a full repaint.
//
//   tally_flamebench FILE [RUNS]

#include "core/analysis/CostSnapshot.h"
#include "core/analysis/FlameTree.h"
#include "core/load/ProfileLoader.h"
#include "core/output/FoldedStacksWriter.h"
#include "ui/viewmodel/flame/FlameTreeModel.h"
#include "ui/widgets/common/LongTextDelegate.h"
#include "ui/widgets/common/NumberColumnFitter.h"
#include "ui/widgets/views/flame/FlameCanvas.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QTreeView>

#include <algorithm>
#include <cstdio>

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
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
        double bestReversed = 1e300;
        tally::FlameTree reversed;
        for (int run = 0; run < runs; ++run) {
            timer.restart();
            reversed = tally::FlameTree::reversed(tree);
            bestReversed = std::min(bestReversed, double(timer.nsecsElapsed()) / 1e6);
        }
        std::printf("           bottom-up %8.1f ms (best of %d, %.3f x load), %zu nodes, %zu "
                    "roots, total %lld\n",
                    bestReversed, runs, bestReversed / loadMs, reversed.nodes().size(),
                    reversed.isEmpty() ? std::size_t(0) : reversed.children(0).size(),
                    static_cast<long long>(reversed.total()));
    }

    // The table, as the Stacks view shows it: scene (names, colours) built as the job does,
    // then the model installed and the view painted once.
    tally::FlameScene::Request request;
    request.snapshot = snapshot;
    request.bottomUp = true;
    request.eventName = QStringLiteral("Ir");
    timer.restart();
    auto scene = tally::FlameScene::compute(request);
    const double sceneMs = double(timer.nsecsElapsed()) / 1e6;
    QTreeView view;
    view.setUniformRowHeights(true);
    view.setItemDelegate(new tally::LongTextDelegate(&view));
    tally::FlameTreeModel model;
    view.setModel(&model);
    new tally::NumberColumnFitter(&view);
    view.header()->setSectionResizeMode(0, QHeaderView::Stretch);
    view.resize(1000, 600);
    view.show();
    QCoreApplication::processEvents();
    timer.restart();
    model.setScene(scene);
    view.expand(model.index(0, 0));
    QCoreApplication::processEvents();
    const QPixmap first = view.grab();
    const double paintMs = double(timer.nsecsElapsed()) / 1e6;
    // A click on Name: the model's new order (by the ranks the scene's job gave the names), then
    // the paint; timed apart, as a click costs both on the GUI thread.
    timer.restart();
    view.sortByColumn(tally::FlameTreeModel::NameColumn, Qt::AscendingOrder);
    const double sortMs = double(timer.nsecsElapsed()) / 1e6;
    // The new order's layout and paint as the window makes them, into its backing store (a
    // grab() would also fault in a new pixmap's pages: about 8 ms of a 1000 x 600 view here).
    timer.restart();
    view.viewport()->repaint();
    const double sortedPaintMs = double(timer.nsecsElapsed()) / 1e6;
    const QPixmap sorted = view.grab();
    std::printf("table: bottom-up scene (stacks, reversal, names, colours) %.0f ms; %d roots; "
                "first paint %.1f ms; sorted by name %.1f ms and painted %.1f ms\n",
                sceneMs, model.rowCount(), paintMs, sortMs, sortedPaintMs);

    // The graph itself, top-down, as the Flame Graph tab paints it at 1280 pixels: frames
    // narrower than a pixel are left out with everything above them.
    request.bottomUp = false;
    timer.restart();
    auto topDown = tally::FlameScene::compute(request);
    const double topDownMs = double(timer.nsecsElapsed()) / 1e6;
    timer.restart();
    const auto frames = topDown->layout(0, 1280.0);
    const double layoutMs = double(timer.nsecsElapsed()) / 1e6;
    tally::FlameCanvas canvas;
    canvas.resize(1280, 800);
    canvas.setScene(topDown);
    canvas.show();
    QCoreApplication::processEvents();
    // Painted where the window paints it, its backing store (a grab() paints into a new pixmap
    // of 4 MB, whose first touches took most of its time here: 13 us a page fault).
    const QPixmap graph = canvas.grab();
    double bestPaint = 1e300;
    for (int run = 0; run < runs; ++run) {
        timer.restart();
        canvas.repaint();
        bestPaint = std::min(bestPaint, double(timer.nsecsElapsed()) / 1e6);
    }
    std::printf("graph: top-down scene %.0f ms; %zu frames of %zu nodes drawn at 1280 px "
                "(layout %.1f ms); a full repaint %.1f ms (best of %d)\n",
                topDownMs, frames.size(), topDown->tree.nodes().size(), layoutMs, bestPaint, runs);
    return first.isNull() || sorted.isNull() || graph.isNull() ? 1 : 0;
}

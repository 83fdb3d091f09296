// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Call graph benchmark: load a profile, then build and lay out the call graph (default options,
// as the Call Graph view does: CallGraph, labels, Graphviz layout, DOT) around the most expensive
// functions and around randomly chosen ones; print median, 95th percentile and maximum times.
// Then end to end in the view (offscreen): from making a function active to its graph on screen.
//
//   tally_graphbench PROFILE [COUNT] [all]   (QT_QPA_PLATFORM=offscreen is set when unset)
// With `all`, graphs show everything up to 6 levels (threshold 0): the worst case of the caps.

#include "core/load/ProfileLoader.h"
#include "ui/viewmodel/callgraph/CallGraphLayoutJob.h"
#include "ui/widgets/views/callgraph/CallGraphView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QRandomGenerator>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <numeric>

using namespace tally;

namespace {

struct Sample
{
    FunctionId function;
    double buildMs;
    double layoutMs;
    std::size_t nodes;
};

void report(const char* title, std::vector<Sample> samples)
{
    if (samples.empty())
        return;
    const auto stats = [&](auto member) {
        std::vector<double> values;
        for (const Sample& s : samples)
            values.push_back(s.*member);
        std::sort(values.begin(), values.end());
        const auto at = [&](double q) { return values[std::size_t(q * (values.size() - 1))]; };
        return std::array<double, 3>{at(0.5), at(0.95), values.back()};
    };
    const auto build = stats(&Sample::buildMs);
    const auto layout = stats(&Sample::layoutMs);
    std::vector<double> totals;
    std::size_t maxNodes = 0;
    for (const Sample& s : samples) {
        totals.push_back(s.buildMs + s.layoutMs);
        maxNodes = std::max(maxNodes, s.nodes);
    }
    std::sort(totals.begin(), totals.end());
    std::printf("%-28s n=%-4zu build median %6.1f ms p95 %6.1f max %6.1f | layout median %6.1f "
                "ms p95 %6.1f max %6.1f | total median %6.1f max %6.1f ms | nodes max %zu\n",
                title, samples.size(), build[0], build[1], build[2], layout[0], layout[1],
                layout[2], totals[totals.size() / 2], totals.back(), maxNodes);
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s PROFILE [COUNT]\n", argv[0]);
        return 2;
    }
    const int count = argc > 2 ? std::max(1, std::atoi(argv[2])) : 200;
    QElapsedTimer timer;
    timer.start();
    const auto loaded = profileloader::load({QString::fromLocal8Bit(argv[1])});
    if (!loaded.profile) {
        std::fprintf(stderr, "cannot load: %s\n", qPrintable(loaded.error));
        return 1;
    }
    const auto snapshot = CostSnapshot::compute(loaded.profile, {}, true);
    const auto& flat = snapshot->flat;
    const auto& relations = snapshot->relations;
    std::printf("loaded %zu functions, %zu call edges in %lld ms\n",
                loaded.profile->functionCount(), relations->edgeCount(),
                static_cast<long long>(timer.elapsed()));

    std::vector<FunctionId> present;
    for (const FunctionId f : loaded.profile->functionIds()) {
        if (flat->isPresent(f))
            present.push_back(f);
    }
    std::vector<FunctionId> expensive = present;
    std::sort(expensive.begin(), expensive.end(), [&](FunctionId a, FunctionId b) {
        return flat->inclusive(a)[0] > flat->inclusive(b)[0];
    });
    expensive.resize(std::min<std::size_t>(expensive.size(), count));
    std::vector<FunctionId> random;
    QRandomGenerator generator(42);
    for (int i = 0; i < count && !present.empty(); ++i)
        random.push_back(present[generator.bounded(quint32(present.size()))]);

    CallGraphLayoutJob::Input input;
    input.snapshot = snapshot;
    input.eventName = loaded.profile->events().type(0).name;
    input.total = flat->totals().empty() ? 0 : flat->totals()[0];
    input.font = QApplication::font();
    if (argc > 3 && std::strcmp(argv[3], "all") == 0) {
        input.options.threshold = 0;
        input.options.callerDepth = 6;
        input.options.calleeDepth = 6;
    }
    const auto measure = [&](const std::vector<FunctionId>& functions) {
        std::vector<Sample> samples;
        for (const FunctionId f : functions) {
            input.centre = f;
            const auto result = CallGraphLayoutJob::run(input);
            if (!result->graph.isEmpty() && !result->layout.ok)
                std::printf("layout failed for function %u: %s\n", f.index(),
                            qPrintable(result->layout.error));
            samples.push_back({f, double(result->buildMs), double(result->layoutMs),
                               result->graph.nodes().size()});
        }
        return samples;
    };
    const auto top = measure(expensive);
    report("most expensive functions", top);
    report("random functions", measure(random));
    const auto slowest = std::max_element(top.begin(), top.end(), [](auto& a, auto& b) {
        return a.buildMs + a.layoutMs < b.buildMs + b.layoutMs;
    });
    if (slowest != top.end()) {
        std::printf("slowest: %s (%.0f ms, %zu nodes)\n",
                    qPrintable(loaded.profile->functionName(slowest->function).left(100)),
                    slowest->buildMs + slowest->layoutMs, slowest->nodes);
    }

    // End to end: Session -> CallGraphView (worker layout) -> scene on screen.
    Session session;
    session.setProfile(loaded.profile);
    CallGraphView view(session);
    view.resize(1000, 700);
    view.show();
    std::vector<double> endToEnd;
    for (std::size_t i = 0; i < std::min<std::size_t>(expensive.size(), 50); ++i) {
        QEventLoop loop;
        QObject::connect(&view, &CallGraphView::graphShown, &loop, &QEventLoop::quit);
        QTimer::singleShot(10000, &loop, &QEventLoop::quit);
        QElapsedTimer clock;
        clock.start();
        session.setActiveFunction(i % 2 == 0 ? expensive[i] : random[i]);
        loop.exec();
        endToEnd.push_back(double(clock.nsecsElapsed()) / 1e6);
    }
    std::sort(endToEnd.begin(), endToEnd.end());
    if (!endToEnd.empty()) {
        std::printf("view, active function -> graph on screen: n=%zu median %.1f ms max %.1f ms\n",
                    endToEnd.size(), endToEnd[endToEnd.size() / 2], endToEnd.back());
    }
    return 0;
}

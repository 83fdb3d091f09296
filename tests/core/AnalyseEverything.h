// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// Every analysis a view or an export runs from one function, for the suites that feed the core
// files out of the ordinary (tst_misbehavingfiles, tst_deepcallchain): what they must survive
// in bounded time and memory, on a thread whose stack a deep recursion would overflow.

#include "core/analysis/CallGraph.h"
#include "core/analysis/CallMapTree.h"
#include "core/analysis/CostSnapshot.h"
#include "core/analysis/Coverage.h"
#include "core/analysis/FlameTree.h"
#include "core/layout/CallMapLayout.h"
#include "core/output/DotWriter.h"
#include "core/output/FoldedStacksWriter.h"
#include "core/text/CallGraphLabels.h"

#include <QFile>
#include <QThread>

#include <array>
#include <functional>
#include <limits>
#include <memory>

namespace tally::test {

// VmHWM of this process (its peak resident memory) in KB, or -1 where there is no /proc. A
// high-water mark: the tests that measure it run smallest first, so each one's growth shows.
inline qint64 peakMemoryKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').front().toLongLong();
    }
    return -1;
}

// Runs `work` on a thread with a 512 KB stack (a tenth of the usual): a recursion a million
// calls deep, or even ten thousand, overflows it and crashes the test.
inline void runOnSmallStack(const std::function<void()>& work)
{
    std::unique_ptr<QThread> thread(QThread::create(work));
    thread->setStackSize(512 * 1024);
    thread->start();
    thread->wait();
}

// Whether analyseFrom() writes the folded stacks too.
enum class Stacks
{
    Written,
    // The text of the stacks is as long as all their frames: for a million-deep chain, a
    // million stacks of 128 frames, a gigabyte by nature (the export says so; the views do not
    // write it).
    NotWritten,
};

// Every analysis the views and exports run from `from`, for the first event type, with the
// deepest settings the user can choose.
inline void analyseFrom(const CostSnapshot& snapshot, FunctionId from,
                        Stacks stacks = Stacks::Written)
{
    const Profile& profile = *snapshot.profile;
    const FlatProfile& flat = *snapshot.flat;
    const CallRelations& relations = *snapshot.relations;
    const std::array<int, 1> walked{0};
    for (const auto direction : {CoverageDirection::Callers, CoverageDirection::Callees})
        (void)coverage::compute(relations, flat, profile.events(), CoverageItem::ofFunction(from),
                                direction, walked);

    CallGraph::Options graphOptions;
    graphOptions.callerDepth = CallGraphOptions::kMaxDepth;
    graphOptions.calleeDepth = CallGraphOptions::kMaxDepth;
    graphOptions.maxNodes = CallGraphOptions::kMaxNodesLimit;
    graphOptions.threshold = 0;
    const CallGraph graph = CallGraph::build(profile, flat, relations, from, graphOptions);
    const CallGraphLabels labels(profile, profile.events().type(0).name, flat.totals()[0]);
    (void)dotwriter::write(graph, labels, dotwriter::Direction::TopToBottom);

    for (const auto direction :
         {CallMapTree::Direction::Callees, CallMapTree::Direction::Callers}) {
        CallMapTree::Options mapOptions;
        mapOptions.direction = direction;
        mapOptions.maxDepth = 64; // the Call Map's depth box goes up to 64
        const CallMapTree map = CallMapTree::build(profile, flat, relations, from, mapOptions);
        if (!map.isEmpty()) {
            const CallMapLayout layout(map, QRectF(0, 0, 1280, 800), {});
            (void)layout.nodeAt(QPointF(640, 400), map);
        }
    }

    // The flame graph and the stacks export as the views and `--export-stacks` build them.
    FlameTree::Options flameOptions;
    const FlameTree whole = FlameTree::build(profile, flat, relations, flameOptions);
    const FlameTree bottomUp = FlameTree::reversed(whole);
    if (stacks == Stacks::Written) {
        (void)foldedstacks::write(profile, whole);
        (void)foldedstacks::write(profile, bottomUp);
    }
    flameOptions.focus = from;
    (void)FlameTree::build(profile, flat, relations, flameOptions);
    // And with no depth limit at all: the walk itself must not recurse. (Neither written as
    // folded stacks nor reversed: a million stacks up to a million frames deep are quadratic in
    // text and in reversed frames by nature; the views and exports stop at 128 frames.)
    flameOptions.focus = {};
    flameOptions.maxDepth = std::numeric_limits<int>::max();
    flameOptions.minShare = 0;
    (void)FlameTree::build(profile, flat, relations, flameOptions);
}

} // namespace tally::test

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// A call chain a million deep (f0 calls f1 calls ... f999999): it loads, its costs are right
// with and without cycle detection, and every analysis runs from its top, middle and bottom on
// a thread with a small stack, so any recursion as deep as the chain would crash the test; in
// bounded time and memory. A suite of its own (from tst_misbehavingfiles) with its own time
// limit: it is the slowest of the misbehaving files by far, most of all under the sanitizers.

#include "tests/core/AnalyseEverything.h"
#include "tests/support/SanitizedBuild.h"
#include "tests/support/TestSupport.h"

#include <QElapsedTimer>

#include <ctime>

using namespace tally;
using namespace tally::test;

namespace {

// A release build loads and analyses the chain in a few seconds of CPU. The bound is on this
// process's CPU time, not the wall clock: on a 2-core machine shared with builds the test got a
// seventh of a core and its wall-clock time said more about the machine than about the code. A
// hang that spins still passes it; one that waits is stopped by the test's own timeout
// (QTEST_FUNCTION_TIMEOUT and CTest's, in tests/core/CMakeLists.txt). ThreadSanitizer and
// AddressSanitizer make every memory access several times dearer.
constexpr qint64 kCpuBoundMs = kSanitizedBuild ? 600000 : 120000;

// CPU time of every thread of this process so far.
qint64 processCpuMs()
{
    timespec now = {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return qint64(now.tv_sec) * 1000 + now.tv_nsec / 1'000'000;
}

} // namespace

class DeepCallChainTest : public QObject
{
    Q_OBJECT

private slots:
    void millionDeepCallChain()
    {
        // f0 calls f1 calls ... f999999, each with a self cost of 1. The sanitizer builds check
        // a chain a fifth as deep, still far deeper than the small stack allows any recursion.
        constexpr int kDepth = kSanitizedBuild ? 200'000 : 1'000'000;
        QByteArray text;
        text.reserve(64 * 1024 * 1024);
        text += "events: Ir\nfn=(0) f0\n";
        for (int i = 0; i < kDepth; ++i) {
            const QByteArray next = QByteArray::number(i + 1);
            if (i > 0)
                text += "fn=(" + QByteArray::number(i) + ")\n";
            text += "1 1\n";
            if (i + 1 < kDepth)
                text += "cfn=(" + next + ") f" + next + "\ncalls=1 1\n1 " +
                        QByteArray::number(kDepth - i - 1) + '\n';
        }
        const qint64 memoryBefore = peakMemoryKb();
        QElapsedTimer timer;
        timer.start();
        const qint64 cpuBefore = processCpuMs();
        const auto result = loadedText(text, QStringLiteral("deep.out"));
        text.clear();
        QCOMPARE(result.profile->functionCount(), std::size_t(kDepth));
        QCOMPARE(result.profile->totals()[0], Cost(kDepth));
        const qint64 loaded = timer.elapsed();

        bool done = false;
        runOnSmallStack([&] {
            for (const bool cycles : {true, false}) {
                const auto snapshot = CostSnapshot::compute(result.profile, PartMask(), cycles);
                const FunctionId top = *findFunction(*result.profile, QStringLiteral("f0"));
                const FunctionId middle =
                    *findFunction(*result.profile, QStringLiteral("f%1").arg(kDepth / 2));
                const FunctionId bottom =
                    *findFunction(*result.profile, QStringLiteral("f%1").arg(kDepth - 1));
                if (snapshot->flat->inclusive(top)[0] != Cost(kDepth))
                    return;
                for (const FunctionId f : {top, middle, bottom})
                    analyseFrom(*snapshot, f, Stacks::NotWritten);
            }
            done = true;
        });
        QVERIFY2(done, "the analyses stopped early or f0's inclusive cost is wrong");
        const qint64 elapsed = timer.elapsed();
        const qint64 cpu = processCpuMs() - cpuBefore;
        const qint64 memoryGrowth = peakMemoryKb() - memoryBefore;
        qInfo("a chain a million deep: loaded in %lld ms, analysed in %lld ms (%lld ms of CPU), "
              "peak memory grew by %lld MB",
              loaded, elapsed - loaded, cpu, memoryGrowth / 1024);
        QVERIFY2(cpu < kCpuBoundMs, qPrintable(QStringLiteral("%1 ms of CPU").arg(cpu)));
        if (memoryBefore >= 0)
            QVERIFY2(memoryGrowth < 4 * 1024 * 1024, "more than 4 GB for a million functions");
    }
};

QTEST_GUILESS_MAIN(DeepCallChainTest)
#include "tst_deepcallchain.moc"

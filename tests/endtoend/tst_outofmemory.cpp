// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// A profile too big for the memory left (an address space limit, as `ulimit -v` sets) ends a
// command with a message and exit status 1, not with std::terminate's abort: a report with a
// transform, which loads every row (without one, the commands load the sums alone, a few MB
// here). The limit is found for this machine and build: the least that reports a tiny profile
// so, plus a margin far below what the big profile needs (about 20 MB of cost lines that take
// 150 MB and more).

#include "tests/support/SanitizedBuild.h"
#include "tests/support/TallyRun.h"
#include "tests/support/TestSupport.h"

#include <QRegularExpression>
#include <QTest>

#include <sys/resource.h>

using namespace tally::test;

namespace {

constexpr qint64 kMiB = 1024 * 1024;

// `tally ARGUMENTS...` with its address space limited to `limitBytes` (unused in sanitized
// builds, whose test is skipped).
[[maybe_unused]] TallyRun runWithin(const QStringList& arguments, qint64 limitBytes)
{
    return runTally(arguments, {.childSetup = [limitBytes] {
                        const rlimit limit{rlim_t(limitBytes), rlim_t(limitBytes)};
                        setrlimit(RLIMIT_AS, &limit);
                    }});
}

// --report with a transform (both profiles have a function_0 to drop): every row loaded.
[[maybe_unused]] TallyRun fullLoadWithin(const QString& path, qint64 limitBytes)
{
    return runWithin({QStringLiteral("--report"), QStringLiteral("--drop=function_0"), path},
                     limitBytes);
}

} // namespace

class OutOfMemoryTest : public QObject
{
    Q_OBJECT

private slots:
    void aFullLoadEndsWithAMessage()
    {
#if defined(TALLY_TEST_SANITIZED)
        QSKIP("a sanitizer reserves terabytes of address space: no address limit can work");
#else
        const QString tiny =
            writeFile(QStringLiteral("tiny.out"), "events: Ir\nfn=main\n1 1\nfn=function_0\n1 1\n");
        // The least address space (to 4 MB) that reports the tiny profile so: the binary, its
        // libraries and Qt, on this machine.
        qint64 low = 16 * kMiB;    // fails
        qint64 high = 4096 * kMiB; // works
        QVERIFY2(fullLoadWithin(tiny, high).exitCode == 0, "the tiny profile fails with 4 GB");
        while (high - low > 4 * kMiB) {
            const qint64 middle = (low + high) / 2;
            (fullLoadWithin(tiny, middle).exitCode == 0 ? high : low) = middle;
        }
        const QString big = writeFile(QStringLiteral("big.out"), bigProfile());
        const TallyRun run = fullLoadWithin(big, high + 64 * kMiB);
        QVERIFY2(run.exitCode == 1, qPrintable(QStringLiteral("exit %1 within %2 MB: %3")
                                                   .arg(run.exitCode)
                                                   .arg((high + 64 * kMiB) / kMiB)
                                                   .arg(run.err)));
        QVERIFY2(run.out.isEmpty(), run.out.constData());
        const QRegularExpression message(
            QStringLiteral(
                R"(^tally: not enough memory to load %1 \(read [0-9.]+ of 19\.1 MB\)\n$)")
                .arg(QRegularExpression::escape(big)));
        QVERIFY2(message.match(run.err).hasMatch(), qPrintable(run.err));
        // Without a transform the commands read the sums alone, no line rows: within the same
        // limit they print the same profile whole (a full load failed here as above).
        const TallyRun report = runWithin(
            {QStringLiteral("--report"), QStringLiteral("--format=tsv"), big}, high + 64 * kMiB);
        QVERIFY2(report.exitCode == 0, qPrintable(report.err));
        QCOMPARE(report.text().count(QStringLiteral("\tfunction_")), 2000);
        const TallyRun stacks =
            runWithin({QStringLiteral("--export-stacks=-"), big}, high + 64 * kMiB);
        QVERIFY2(stacks.exitCode == 0, qPrintable(stacks.err));
        QCOMPARE(stacks.text().count(QStringLiteral("function_")), 2000);
#endif
    }
};

QTEST_GUILESS_MAIN(OutOfMemoryTest)
#include "tst_outofmemory.moc"

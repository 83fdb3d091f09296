// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Where a profile opens, on real files: as KCachegrind does, at the function named `main` with
// the highest inclusive cost (else the producer's entry, Xdebug's `{main}`), not at the top row
// of the flat profile, which in a valgrind profile is the dynamic loader's entry point; in a
// profile without calls (cachegrind's), at the top row.

#include "core/analysis/Costliest.h"
#include "tests/support/TestSupport.h"

using namespace tally;
using namespace tally::test;

namespace {

struct Start
{
    QString starting; // startingFunction's name
    QString topRow;   // the costliest function's name
};

Start startOf(const Profile& profile)
{
    const FlatProfile flat(profile, {});
    return {profile.functionName(startingFunction(profile, flat, profile.events(), 0)),
            profile.functionName(costliestFunction(flat, profile.events(), 0))};
}

} // namespace

class StartingFunctionTest : public QObject
{
    Q_OBJECT

private slots:
    void realProfiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("starting");
        // C++ (valgrind): main, below the loader's entry and (below main).
        QTest::newRow("xapian") << QStringLiteral(
                                       "callgrind/jrfonseca__gprof2dot__xapian.callgrind")
                                << QStringLiteral("main");
        // Rust: the C `main`, not `benchmark_tests_exit::main` (an exact name, as KCachegrind).
        QTest::newRow("rust")
            << QStringLiteral(
                   "callgrind/iai-callgrind__iai-callgrind__callgrind.when_entry_point.out")
            << QStringLiteral("main");
        // PHP (Xdebug): the script's entry.
        QTest::newRow("xdebug") << QStringLiteral("xdebug/jokkedk__webgrind__tth.cg")
                                << QStringLiteral("{main}");
        // Go and Python have no such entry: the costliest function (empty: the top row).
        QTest::newRow("go") << QStringLiteral("go-pprof/google__pprof__pprof.cpu.callgrind")
                            << QString();
        QTest::newRow("python") << QStringLiteral("pyprof2calltree/cgrice__rl__callgrind.profile")
                                << QString();
    }

    void realProfiles()
    {
        QFETCH(QString, file);
        QFETCH(QString, starting);
        const QString path = corpusDir() + QLatin1Char('/') + file;
        if (!QFileInfo::exists(path))
            QSKIP("../shared/corpus/external is not here");
        const auto result = loadedFiles({path});
        const Start start = startOf(*result.profile);
        if (starting.isEmpty()) {
            QCOMPARE(start.starting, start.topRow);
        } else {
            QCOMPARE(start.starting, starting);
            // In valgrind's profiles the top row is something else (the loader's entry).
            if (file.startsWith(QLatin1String("callgrind/")))
                QVERIFY2(start.topRow != starting, qPrintable(start.topRow));
        }
    }

    // A profile without calls (cachegrind's output) starts at its costliest function: its
    // `main` costs only its own lines, near the end of the flat profile.
    void withoutCallsTheCostliest()
    {
        const auto flat = loadedText("events: Ir\nfl=a.c\nfn=main\n1 5\nfn=hot\n2 500\n",
                                     QStringLiteral("nocalls.out"));
        QCOMPARE(startOf(*flat.profile).starting, QStringLiteral("hot"));
        // With a call, main again, though hot costs more.
        const auto called =
            loadedText("events: Ir\nfl=a.c\nfn=main\n1 5\ncfn=leaf\ncalls=1 3\n1 1\nfn=leaf\n3 1\n"
                       "fn=hot\n2 500\n",
                       QStringLiteral("calls.out"));
        QCOMPARE(startOf(*called.profile).starting, QStringLiteral("main"));

        const QString path =
            corpusDir() + QStringLiteral("/cachegrind/accelas__mango-option__cachegrind.out");
        if (!QFileInfo::exists(path))
            QSKIP("../shared/corpus/external is not here");
        const auto cachegrind = loadedFiles({path});
        QVERIFY(findFunction(*cachegrind.profile, QStringLiteral("main")));
        const Start start = startOf(*cachegrind.profile);
        QCOMPARE(start.starting, start.topRow);
        QVERIFY(start.starting != QLatin1String("main"));
    }

    void valgrindProfile()
    {
        const auto recorded = recordValgrindProfile(
            QStringLiteral("starts"),
            "static int work(int n) { int s = 0; for (int i = 0; i < n; ++i) s += i % 7; "
            "return s; }\nint main(void) { return work(100000) == -1; }\n",
            {QStringLiteral("-O0"), QStringLiteral("-g")}, {});
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(!recorded.path.isEmpty(), recorded.error.constData());
        const auto result = loadedFiles({recorded.path});
        const Start start = startOf(*result.profile);
        QCOMPARE(start.starting, QStringLiteral("main"));
        // The top row is the dynamic loader's entry point (or `(below main)`), not main.
        QVERIFY2(start.topRow != QLatin1String("main"), qPrintable(start.topRow));
    }
};

QTEST_GUILESS_MAIN(StartingFunctionTest)
#include "tst_startingfunction.moc"

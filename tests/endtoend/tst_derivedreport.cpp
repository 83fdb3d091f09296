// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The tally binary's --report with --derived event types (moved from tests/core so that only the
// end-to-end suites depend on the binary): values of the derived types, and bad formulas refused.

#include "tests/support/TallyRun.h"
#include "tests/support/TestSupport.h"

using namespace tally;
using namespace tally::test;

class TestDerivedReport : public QObject
{
    Q_OBJECT

private slots:
    void reportUsesDerivedTypesFromTheCommandLine()
    {
        const QString path = writeFile("report.out", "events: Ir Dr\nfn=main\n1 10 3\n"
                                                     "cfn=leaf\ncalls=1 5\n1 4 100\n"
                                                     "fn=leaf\n5 4 100\n");
        const TallyRun tally = runTally(
            {"--report", "--derived=Mem=2 Dr", "--derived", "Est = Ir + Mem", "--event=Est", path});
        QCOMPARE(tally.exitCode, 0);
        const QString out = tally.text();
        QVERIFY2(out.contains(QStringLiteral("Incl.Est")), qPrintable(out));
        // leaf: 4 + 2 * 100 = 204 self and inclusive; main: 10 + 2 * 3 + 204 inclusive.
        const QStringList lines = out.split('\n');
        const auto leafLine = lines.filter(QStringLiteral("leaf"));
        QCOMPARE(leafLine.size(), 1);
        QVERIFY2(leafLine.front().simplified().startsWith(QStringLiteral("204 ")),
                 qPrintable(leafLine.front()));
        const auto mainLine = lines.filter(QStringLiteral("main"));
        QCOMPARE(mainLine.size(), 1);
        QVERIFY2(mainLine.front().simplified().startsWith(QStringLiteral("220 ")),
                 qPrintable(mainLine.front()));

        for (const QStringList& bad :
             {QStringList{"--derived=X=X + Ir"}, QStringList{"--derived=X=Nope"},
              QStringList{"--derived=Ir=2 Dr"}, QStringList{"--derived=justaname"}}) {
            const TallyRun failing = runTally(QStringList{"--report"} + bad + QStringList{path});
            QCOMPARE(failing.exitCode, 2);
            QVERIFY(failing.err.contains("--derived"));
        }
    }
};

QTEST_GUILESS_MAIN(TestDerivedReport)
#include "tst_derivedreport.moc"

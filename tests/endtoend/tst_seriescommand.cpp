// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// End to end: `tally --report --series F1 ... Fn` on four versions of a program recorded with
// valgrind at test time, one per step: step 2 changes nothing, step 3 injects a regression
// (work() does twice the work), step 4 renames helper() to helper_v2(). --fail-above names
// step 3 and what grew in it, and only it; --mod-funcname joins the renamed function to its
// old self; bad expressions and usage mistakes exit 2.

#include "tests/support/TallyRun.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TsvRows.h"

#include <QRegularExpression>
#include <QTest>

using namespace tally;
using namespace tally::test;

namespace {

constexpr char kProgram[] = R"(
volatile long sink;
__attribute__((noinline)) void work(long n)
{
    for (long i = 0; i < n; ++i) {
        sink += i * 3;
#ifdef SLOWER
        sink ^= i;
        sink += i * 5;
#endif
    }
}
#ifdef RENAMED
__attribute__((noinline)) void helper_v2(long n) { for (long i = 0; i < n; ++i) sink ^= i; }
#define HELPER helper_v2
#else
__attribute__((noinline)) void helper(long n) { for (long i = 0; i < n; ++i) sink ^= i; }
#define HELPER helper
#endif
int main(void)
{
    HELPER(30000);
    work(50000);
    return 0;
}
)";

} // namespace

class SeriesCommandTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const QStringList defines[] = {{},
                                       {},
                                       {QStringLiteral("-DSLOWER")},
                                       {QStringLiteral("-DSLOWER"), QStringLiteral("-DRENAMED")}};
        for (int step = 0; step < 4; ++step) {
            const RecordedProfile recorded = recordValgrindProfile(
                QStringLiteral("s%1").arg(step + 1), kProgram,
                QStringList{QStringLiteral("-O0"), QStringLiteral("-g")} + defines[step], {});
            if (recorded.skip)
                QSKIP(recorded.error.constData());
            QVERIFY2(recorded.error.isEmpty(), recorded.error.constData());
            m_steps << recorded.path;
        }
    }

    void tsvHasEveryStep()
    {
        const TallyRun run =
            runTally(QStringList{QStringLiteral("--report"), QStringLiteral("--series"),
                                 QStringLiteral("--format=tsv")} +
                     m_steps);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList lines = run.text().split(QLatin1Char('\n'));
        QCOMPARE(lines[0], QStringLiteral("# events: Ir"));
        for (int step = 1; step <= 4; ++step)
            QVERIFY2(
                lines[step].startsWith(
                    QStringLiteral("# step %1: %2\ttotals: ").arg(step).arg(m_steps[step - 1])),
                qPrintable(lines[step]));
        QVERIFY(lines[5].startsWith(QStringLiteral("kind\tfunction\tfile\tobject\tcalled:1\t")));
        QVERIFY(lines[5].endsWith(QStringLiteral("\tincl:Ir:3\tincl:Ir:4")));
        const auto work = tsvRowsNamed(run.text(), QStringLiteral("work"));
        QCOMPARE(work.size(), 1);
        for (int step = 1; step <= 4; ++step)
            QCOMPARE(work[0].value(QStringLiteral("called:%1").arg(step)), QStringLiteral("1"));
        // Steps 1 and 2 are the same program; step 3 does more in work() alone.
        const auto self = [&](int step) {
            return work[0].value(QStringLiteral("self:Ir:%1").arg(step)).toLongLong();
        };
        QCOMPARE(self(2), self(1));
        QVERIFY(self(3) > self(1) + 50000 * 2);
        QCOMPARE(self(4), self(3));
        // Without a rewrite the renamed helper is one removed row and one added row.
        QCOMPARE(tsvRowsNamed(run.text(), QStringLiteral("helper"))
                     .value(0)
                     .value(QStringLiteral("kind")),
                 QStringLiteral("removed"));
        QCOMPARE(tsvRowsNamed(run.text(), QStringLiteral("helper_v2"))
                     .value(0)
                     .value(QStringLiteral("kind")),
                 QStringLiteral("added"));
    }

    // --fail-above names the step that regressed and what grew in it, and only that step.
    void failAboveNamesTheRegressedStep()
    {
        const TallyRun run =
            runTally(QStringList{QStringLiteral("--report"), QStringLiteral("--series"),
                                 QStringLiteral("--fail-above=10")} +
                     m_steps);
        QCOMPARE(run.exitCode, 3);
        const QStringList lines = run.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines[0].startsWith(QStringLiteral("tally: step 3 (%1): total +").arg(m_steps[2])),
                 qPrintable(run.err));
        QVERIFY2(lines[0].contains(QStringLiteral("; most grown: work +")), qPrintable(run.err));
        // The text form marks it, and draws each function's trend.
        QVERIFY2(run.text().contains(QStringLiteral("FAILED: work +")), qPrintable(run.text()));
        // work() at 550,012 Ir in steps 1 and 2, 1,050,012 in steps 3 and 4: 4/7 and full bars.
        static const QRegularExpression trend(QStringLiteral("\u2585\u2585\u2588\u2588 +work\n"));
        QVERIFY2(trend.match(run.text()).hasMatch(), qPrintable(run.text()));

        // A threshold above the regression passes.
        const TallyRun passes =
            runTally(QStringList{QStringLiteral("--report"), QStringLiteral("--series"),
                                 QStringLiteral("--fail-above=1000")} +
                     m_steps);
        QCOMPARE(passes.exitCode, 0);
    }

    // --mod-funcname joins helper_v2 to helper: one row, in every step.
    void renameJoinedByModFuncname()
    {
        const TallyRun run = runTally(
            QStringList{QStringLiteral("--report"), QStringLiteral("--series"),
                        QStringLiteral("--format=tsv"), QStringLiteral("--mod-funcname=s/_v2$//"),
                        QStringLiteral("--mod-filename=s/s[0-9]\\.c$/s.c/")} +
            m_steps);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(tsvRowsNamed(run.text(), QStringLiteral("helper")).isEmpty());
        const auto helper = tsvRowsNamed(run.text(), QStringLiteral("helper_v2"));
        QCOMPARE(helper.size(), 1); // named as the latest step names it
        QCOMPARE(helper[0].value(QStringLiteral("kind")), QStringLiteral("moved")); // s1 -> s4
        for (int step = 1; step <= 4; ++step)
            QCOMPARE(helper[0].value(QStringLiteral("called:%1").arg(step)), QStringLiteral("1"));
        QCOMPARE(helper[0].value(QStringLiteral("self:Ir:4")),
                 helper[0].value(QStringLiteral("self:Ir:1")));
        // --diff takes the same rewrites.
        const TallyRun diff = runTally({QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                                        QStringLiteral("--mod-funcname=s/_v2$//"),
                                        QStringLiteral("--diff"), m_steps[0], m_steps[3]});
        QVERIFY2(diff.exitCode == 0, qPrintable(diff.err));
        QVERIFY(!diff.text().contains(QStringLiteral("removed\thelper\t")));
        QVERIFY(!diff.text().contains(QStringLiteral("added\thelper_v2\t")));
    }

    // --derived: each step evaluates the type over its own costs, a column per step.
    void derivedTypeAtEveryStep()
    {
        const TallyRun run = runTally(
            QStringList{QStringLiteral("--report"), QStringLiteral("--series"),
                        QStringLiteral("--format=tsv"), QStringLiteral("--derived=Twice=2 Ir")} +
            m_steps);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.text().split(QLatin1Char('\n')).value(0),
                 QStringLiteral("# events: Ir Twice"));
        const auto work = tsvRowsNamed(run.text(), QStringLiteral("work"));
        QCOMPARE(work.size(), 1);
        for (int step = 1; step <= 4; ++step) {
            for (const char* which : {"self", "incl"}) {
                const qlonglong ir =
                    work[0]
                        .value(QStringLiteral("%1:Ir:%2").arg(QLatin1String(which)).arg(step))
                        .toLongLong();
                QVERIFY(ir > 0);
                QCOMPARE(
                    work[0]
                        .value(QStringLiteral("%1:Twice:%2").arg(QLatin1String(which)).arg(step))
                        .toLongLong(),
                    2 * ir);
            }
        }
        // The text form shows it with --event, and a bad formula is a usage mistake.
        const TallyRun text = runTally(
            QStringList{QStringLiteral("--report"), QStringLiteral("--series"),
                        QStringLiteral("--derived=Twice=2 Ir"), QStringLiteral("--event=Twice")} +
            m_steps);
        QVERIFY2(text.exitCode == 0, qPrintable(text.err));
        QVERIFY2(text.text().contains(QStringLiteral("Last Incl.Twice")), qPrintable(text.text()));
        const TallyRun bad =
            runTally(QStringList{QStringLiteral("--report"), QStringLiteral("--series"),
                                 QStringLiteral("--derived=Bad=Nope")} +
                     m_steps);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--derived 'Bad=Nope'")), qPrintable(bad.err));
    }

    // Steps that measure no event type in common: said on the error stream, the report still
    // written (as `--report --diff` does), exit 0.
    void noEventTypeInCommonIsSaid()
    {
        const QString time =
            writeFile(QStringLiteral("time.out"), "events: Time\nfl=main.c\nfn=main\n1 900\n");
        const TallyRun run =
            runTally({QStringLiteral("--report"), QStringLiteral("--series"), m_steps[0], time});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("no event type in common")), qPrintable(run.err));
        QVERIFY(run.out.contains("Steps:"));
    }

    // Every step transformed alike: a function that appears at the last step can be followed
    // with a focus (nothing before it), and dropped; a target no step has is a mistake.
    void transformsOfWhatSomeStepsLack()
    {
        const auto step = [](const QString& name, bool late) {
            return writeFile(name, QByteArray("events: Ir\nfl=a.c\nfn=main\n1 10\n") +
                                       (late ? "cfn=late\ncalls=1 2\n1 40\nfn=late\n2 40\n" : ""));
        };
        const QStringList steps = {step(QStringLiteral("s1.out"), false),
                                   step(QStringLiteral("s2.out"), false),
                                   step(QStringLiteral("s3.out"), true)};
        const TallyRun focus =
            runTally(QStringList{QStringLiteral("--report"), QStringLiteral("--series"),
                                 QStringLiteral("--focus=late")} +
                     steps);
        QVERIFY2(focus.exitCode == 0, qPrintable(focus.err));
        QVERIFY2(focus.out.contains("late"), focus.out.constData());
        const TallyRun drop =
            runTally(QStringList{QStringLiteral("--report"), QStringLiteral("--series"),
                                 QStringLiteral("--drop=late")} +
                     steps);
        QVERIFY2(drop.exitCode == 0, qPrintable(drop.err));
        const TallyRun none =
            runTally(QStringList{QStringLiteral("--report"), QStringLiteral("--series"),
                                 QStringLiteral("--drop=never")} +
                     steps);
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains(QStringLiteral("--drop=never: no function matches")),
                 qPrintable(none.err));
    }

    void mistakesExitTwo()
    {
        const struct
        {
            QStringList arguments;
            const char* message;
        } cases[] = {
            {{QStringLiteral("--mod-funcname=s/(/x/")}, "--mod-funcname 's/(/x/': "},
            {{QStringLiteral("--mod-filename=x")}, "--mod-filename 'x': write s/"},
            {{QStringLiteral("--mod-funcname=s/a/b/z")}, "unknown flag 'z'"},
            {{QStringLiteral("--fail-above=x")}, "--fail-above takes a percentage"},
        };
        for (const auto& mistake : cases) {
            const TallyRun run =
                runTally(QStringList{QStringLiteral("--report"), QStringLiteral("--series")} +
                         mistake.arguments + m_steps.mid(0, 2));
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(QString::fromUtf8(mistake.message)), qPrintable(run.err));
            QVERIFY(run.out.isEmpty());
        }
        const TallyRun diff =
            runTally({QStringLiteral("--report"), QStringLiteral("--mod-funcname=s/(/x/"),
                      QStringLiteral("--diff"), m_steps[0], m_steps[1]});
        QCOMPARE(diff.exitCode, 2);
        const TallyRun one = runTally({QStringLiteral("--series"), m_steps[0]});
        QCOMPARE(one.exitCode, 2);
        QVERIFY2(one.err.contains(QStringLiteral("two profiles or more")), qPrintable(one.err));
    }

private:
    QStringList m_steps;
};

QTEST_GUILESS_MAIN(SeriesCommandTest)
#include "tst_seriescommand.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The real binary on a terminal without a display: `tally --report --list=...` (exact TSV, the
// numbers worked out by hand, on a hand-written profile and on a program valgrind records here),
// the --select rules, --limit, unreadable files and option errors.

#include "tests/support/CycleProfile.h"
#include "tests/support/TestSupport.h"

#include "core/analysis/CallRelations.h"

#include "tests/support/TallyRun.h"

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

using Outcome = tally::test::TallyRun;
using tally::test::hasQtNoise;

QString describe(const Outcome& outcome)
{
    return u"exit %1\nstdout:\n%2\nstderr:\n%3"_s.arg(outcome.exitCode)
        .arg(outcome.text(), outcome.err);
}

// tests/support/CycleProfile.h plus a second `init` (two of one name) and a function in another
// file.
QString cycleFile()
{
    static const QString path = writeFile(u"cycle.out"_s, kCycleProfile);
    return path;
}

QString twoInitsFile()
{
    static const QString path =
        writeFile(u"inits.out"_s, "events: Ir\nfl=/src/app/main.c\nfn=main\n1 1\n"
                                  "cfn=init\ncalls=1 1\n1 50\n"
                                  "cfl=/src/lib/util.c\ncfn=init\ncalls=2 1\n1 30\n"
                                  "fn=init\n1 50\nfl=/src/lib/util.c\nfn=init\n1 30\n");
    return path;
}

const QString kColumns =
    u"kind\tfunction\tfile\tobject\tmindistance\tmaxdistance\tcalls\tincl:Ir\tincl:Dr\tself:Ir\tself:Dr\n"_s;

} // namespace

class ListCommandTest : public QObject
{
    Q_OBJECT

private slots:
    // The numbers of tests/core/tst_coverage.cpp (worked out by hand there), through the binary.
    void exactTsv()
    {
        const Outcome all = runTally({u"--report"_s, u"--list=allcallees"_s, u"--select=main"_s,
                                      u"--format=tsv"_s, cycleFile()});
        QVERIFY2(all.exitCode == 0, qPrintable(describe(all)));
        QCOMPARE(all.text(), u"# events: Ir Dr\n# totals: 360 51\n# function: main\tprog.c\t\n"_s +
                                 kColumns +
                                 u"cycle\t<cycle 1>\t\t\t1\t1\t1\t280\t43\t250\t40\n"
                                 "fn\ta\tprog.c\t\t2\t2\t0\t230\t23\t200\t20\n"
                                 "fn\tg\tprog.c\t\t1\t1\t1\t70\t7\t40\t4\n"
                                 "fn\tleaf\tprog.c\t\t2\t3\t2\t60\t6\t60\t6\n"
                                 "fn\tb\tprog.c\t\t2\t2\t0\t50\t20\t50\t20\n"_s);
        QVERIFY2(all.err.isEmpty(), qPrintable(all.err));

        // --list implies --report; --event=Dr leads (b, 20 Dr, before g and leaf).
        const Outcome byDr = runTally({u"--list=allcallees"_s, u"--select=main"_s, u"--event=Dr"_s,
                                       u"--format=tsv"_s, cycleFile()});
        QVERIFY2(byDr.exitCode == 0, qPrintable(describe(byDr)));
        QCOMPARE(byDr.text().section(u'\n', 4, 6),
                 u"cycle\t<cycle 1>\t\t\t1\t1\t1\t280\t43\t250\t40\n"
                 "fn\ta\tprog.c\t\t2\t2\t0\t230\t23\t200\t20\n"
                 "fn\tb\tprog.c\t\t2\t2\t0\t50\t20\t50\t20"_s);

        // Without cycle detection (tst_coverage.cpp calleesWithoutCycles).
        const Outcome flat = runTally({u"--list=allcallees"_s, u"--select=main"_s, u"--no-cycles"_s,
                                       u"--format=tsv"_s, cycleFile()});
        QCOMPARE(flat.text().section(u'\n', 4), u"fn\ta\tprog.c\t\t1\t1\t1\t280\t43\t137\t15\n"
                                                "fn\tb\tprog.c\t\t2\t2\t1\t123\t25\t34\t15\n"
                                                "fn\tg\tprog.c\t\t1\t1\t1\t70\t7\t40\t4\n"
                                                "fn\tleaf\tprog.c\t\t2\t2\t2\t50\t5\t50\t5\n"_s);

        // The callers of the cycle, and direct callers summed over call sites.
        const Outcome cycle = runTally(
            {u"--list=callers"_s, u"--select=<cycle 1>"_s, u"--format=tsv"_s, cycleFile()});
        QCOMPARE(cycle.text().section(u'\n', 2),
                 u"# function: <cycle 1>\t\t\n"_s + kColumns +
                     u"fn\tmain\tprog.c\t\t1\t1\t1\t280\t43\t0\t0\n"_s);
        const Outcome up =
            runTally({u"--list=allcallers"_s, u"--select=leaf"_s, u"--format=tsv"_s, cycleFile()});
        QCOMPARE(up.text().section(u'\n', 4, 4), u"fn\tmain\tprog.c\t\t2\t3\t2\t60\t6\t0\t0"_s);
    }

    void text()
    {
        const Outcome list =
            runTally({u"--list=allcallees"_s, u"--select=main"_s, u"--limit=2"_s, cycleFile()});
        QVERIFY2(list.exitCode == 0, qPrintable(describe(list)));
        const QStringList lines = list.text().split(u'\n');
        QVERIFY2(lines.size() > 7, qPrintable(list.text()));
        QCOMPARE(lines[1], u"All callees of main  (prog.c)"_s);
        QCOMPARE(lines[5].simplified(), u"280 77.78 250 69.44 1 1 <cycle 1> 2 functions"_s);
        QCOMPARE(lines[7], u"(3 more)"_s);
        QVERIFY2(!hasQtNoise(list.err), qPrintable(list.err));
    }

    // --select: exact, NAME@FILE, <cycle N>, part of one name; otherwise exit 2 with candidates.
    void selectRules()
    {
        const auto list = [](const QString& select, const QString& file) {
            return runTally(
                {u"--list=callers"_s, u"--select="_s + select, u"--format=tsv"_s, file});
        };
        const Outcome ambiguous = list(u"init"_s, twoInitsFile());
        QCOMPARE(ambiguous.exitCode, 2);
        QVERIFY(ambiguous.text().isEmpty());
        QVERIFY2(ambiguous.err.contains(u"matches 2 functions"_s) &&
                     ambiguous.err.contains(u"  init@/src/app/main.c\n"_s) &&
                     ambiguous.err.contains(u"  init@/src/lib/util.c\n"_s),
                 qPrintable(ambiguous.err));
        for (const QString& select :
             {u"init@util.c"_s, u"init@lib/util.c"_s, u"init@/src/lib/util.c"_s}) {
            const Outcome found = list(select, twoInitsFile());
            QVERIFY2(found.exitCode == 0, qPrintable(describe(found)));
            QVERIFY2(found.text().contains(u"# function: init\t/src/lib/util.c\t\n"_s),
                     qPrintable(found.text()));
            QVERIFY(found.text().endsWith(u"fn\tmain\t/src/app/main.c\t\t1\t1\t2\t30\t0\n"_s));
        }
        QCOMPARE(list(u"<cycle 1>"_s, cycleFile()).exitCode, 0);
        QVERIFY(list(u"eaf"_s, cycleFile()).text().contains(u"# function: leaf\t"_s));

        const Outcome unknown = list(u"lef"_s, cycleFile());
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(u"no function 'lef'"_s) &&
                     unknown.err.contains(u"  leaf@prog.c\n"_s),
                 qPrintable(unknown.err));
        const Outcome noCycle = list(u"<cycle 2>"_s, cycleFile());
        QCOMPARE(noCycle.exitCode, 2);
        QVERIFY2(noCycle.err.contains(u"cycles 1 to 1"_s), qPrintable(noCycle.err));

        // The same rules for the renderings.
        QTemporaryDir dir;
        const Outcome graph = runTally(
            {u"--export-graph="_s + dir.filePath(u"g.dot"_s), u"--select=init"_s, twoInitsFile()});
        QCOMPARE(graph.exitCode, 2);
        QVERIFY2(graph.err.contains(u"matches 2 functions"_s), qPrintable(graph.err));
        QCOMPARE(runTally({u"--export-graph="_s + dir.filePath(u"g.dot"_s), u"--select=<cycle 1>"_s,
                           cycleFile()})
                     .exitCode,
                 0);
        const Outcome shot = runTally(
            {u"--screenshot="_s + dir.filePath(u"s.png"_s), u"--select=init"_s, twoInitsFile()});
        QCOMPARE(shot.exitCode, 2);
        QVERIFY2(shot.err.contains(u"init@/src/lib/util.c"_s), qPrintable(shot.err));
        QVERIFY2(!hasQtNoise(shot.err), qPrintable(shot.err));
        QCOMPARE(runTally({u"--screenshot="_s + dir.filePath(u"s.png"_s), u"--select=init@util.c"_s,
                           u"--view=allcallers"_s, twoInitsFile()})
                     .exitCode,
                 0);
    }

    // Options are checked before anything is loaded or shown, in every mode, without a display.
    void optionErrors()
    {
        const QStringList bad{u"abc"_s, u"0"_s, u"-3"_s, u"2.5"_s, u"+3"_s, u" 3"_s, QString()};
        for (const QString& limit : bad) {
            for (const QStringList& mode : {QStringList{u"--list=callers"_s, u"--select=main"_s},
                                            QStringList{}, QStringList{u"--report"_s}}) {
                const Outcome outcome =
                    runTally(mode + QStringList{u"--limit="_s + limit, cycleFile()});
                QVERIFY2(outcome.exitCode == 2 && outcome.err.contains(u"--limit"_s),
                         qPrintable(describe(outcome)));
                QVERIFY(!hasQtNoise(outcome.err));
            }
        }
        const Outcome kind = runTally({u"--list=everything"_s, u"--select=main"_s, cycleFile()});
        QCOMPARE(kind.exitCode, 2);
        QVERIFY(kind.err.contains(u"callers, callees, allcallers or allcallees"_s));
        const Outcome noSelect = runTally({u"--list=callees"_s, cycleFile()});
        QCOMPARE(noSelect.exitCode, 2);
        QVERIFY(noSelect.err.contains(u"--select"_s));
        const Outcome unknown = runTally({u"--no-such-option"_s, cycleFile()});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(u"no-such-option"_s) && !hasQtNoise(unknown.err),
                 qPrintable(unknown.err));
        const Outcome event =
            runTally({u"--list=callers"_s, u"--select=leaf"_s, u"--event=L9"_s, cycleFile()});
        QCOMPARE(event.exitCode, 2);
        const Outcome help = runTally({u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.text().contains(u"--list <kind>"_s));
        QVERIFY(help.err.isEmpty());
    }

    // One file of several cannot be read: the message names it and the exit status is 1.
    void unreadableFile()
    {
        const QString missing = tempDir().filePath(u"callgrind.out.missing"_s);
        const QString garbage = writeFile(u"garbage.txt"_s, "not a profile\n");
        for (const QString& bad : {missing, garbage}) {
            for (const QStringList& mode : {QStringList{u"--list=callers"_s, u"--select=main"_s},
                                            QStringList{u"--report"_s}}) {
                const Outcome outcome = runTally(mode + QStringList{cycleFile(), bad});
                QCOMPARE(outcome.exitCode, 1);
                QVERIFY2(outcome.err.contains(bad), qPrintable(outcome.err));
                QVERIFY(outcome.text().isEmpty());
            }
        }
    }

    // The program of tests/support/CycleProfile.h recorded by valgrind: All Callees of main as
    // TSV against numbers derived by hand from the profile's own lines (tst_coverage.cpp has the
    // derivation): the cycle {a,b,c} gets main -> a (A) with the members' self costs as its self;
    // each member its self cost plus its leaf call; {even,odd} and fact their calls from main,
    // all self; leaf all of its self cost at distances 1-3 over 11 calls.
    void valgrindProgram()
    {
        const auto recorded = recordCyclesProgram();
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(!recorded.path.isEmpty(), recorded.error.constData());
        const auto loaded = loadedFiles({recorded.path});
        const Profile& profile = *loaded.profile;
        const CallRelations relations(profile);
        const FunctionByName id(profile, recorded.sourcePath);
        // Self costs: the sum of each function's cost lines; call costs: of its call lines.
        std::map<QString, Cost> self;
        for (const auto& [row, costs] : profile.partFunctions(PartId(0)))
            self[profile.functionName(row.function)] += costs[0];
        const auto call = [&](const char* from, const char* to) {
            for (const auto& edge : relations.outEdges(id(from))) {
                if (edge.other == id(to))
                    return relations.edgeCost(edge.costIndex)[0];
            }
            return Cost(-1);
        };
        const Cost A = call("main", "a"), E = call("main", "even"), F = call("main", "fact");
        const Cost La = call("a", "leaf"), Lb = call("b", "leaf"), Lc = call("c", "leaf");
        const Cost selfAbc = self[u"a"_s] + self[u"b"_s] + self[u"c"_s];

        const Outcome outcome = runTally({u"--list=allcallees"_s, u"--select=main@cycles.c"_s,
                                          u"--format=tsv"_s, recorded.path});
        QVERIFY2(outcome.exitCode == 0, qPrintable(describe(outcome)));
        std::map<QString, QString> rows; // function -> the rest of its line
        for (const QString& line : outcome.text().split(u'\n')) {
            const QStringList fields = line.split(u'\t');
            if (fields.size() == 9 && (fields[0] == u"fn"_s || fields[0] == u"cycle"_s))
                rows[fields[1]] = fields.mid(4).join(u' ');
        }
        const auto expect = [](int minD, int maxD, Count calls, Cost incl, Cost selfCost) {
            return u"%1 %2 %3 %4 %5"_s.arg(minD).arg(maxD).arg(calls).arg(incl).arg(selfCost);
        };
        QCOMPARE(rows.size(), std::size_t(9));
        QCOMPARE(rows[u"<cycle 1>"_s], expect(1, 1, 1, A, selfAbc));
        QCOMPARE(rows[u"a"_s], expect(2, 2, 0, self[u"a"_s] + La, self[u"a"_s]));
        QCOMPARE(rows[u"b"_s], expect(2, 2, 0, self[u"b"_s] + Lb, self[u"b"_s]));
        QCOMPARE(rows[u"c"_s], expect(2, 2, 0, self[u"c"_s] + Lc, self[u"c"_s]));
        QCOMPARE(rows[u"<cycle 2>"_s], expect(1, 1, 1, E, E));
        QCOMPARE(rows[u"even"_s], expect(2, 2, 0, self[u"even"_s], self[u"even"_s]));
        QCOMPARE(rows[u"odd"_s], expect(2, 2, 0, self[u"odd"_s], self[u"odd"_s]));
        QCOMPARE(rows[u"fact"_s], expect(1, 1, 1, F, F));
        QCOMPARE(rows[u"leaf"_s], expect(1, 3, 11, self[u"leaf"_s], self[u"leaf"_s]));
        qInfo("main -> a %lld, -> even %lld, -> fact %lld; leaf %lld", qlonglong(A), qlonglong(E),
              qlonglong(F), qlonglong(self[u"leaf"_s]));

        // Direct callers of the self-recursive fact: main once, itself nine times.
        const Outcome callers =
            runTally({u"--list=callers"_s, u"--select=fact"_s, u"--format=tsv"_s, recorded.path});
        QVERIFY2(callers.text().contains(u"\tmain\t"_s) &&
                     callers.text().contains(u"fn\tfact\t"_s + recorded.sourcePath),
                 qPrintable(callers.text()));
    }
};

QTEST_GUILESS_MAIN(ListCommandTest)
#include "tst_listcommand.moc"

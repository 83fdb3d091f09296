// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Every command reads its input through one stage (app/CommandInput.h): the loader's warnings
// on standard error whatever the command, --select and --event meaning the same in each, and the
// same exit status for the same mistake.

#include "tests/support/TallyRun.h"
#include "tests/support/TestSupport.h"

#include <QtTest>

using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

// Two functions named `dup` in two files, a `leaf` under each, and a line the loader warns about.
const QByteArray kProfile = "events: Ir Dr\n"
                            "fl=main.c\nfn=main\n1 10 1\n"
                            "cfl=a.c\ncfn=dup\ncalls=1 10\n2 300 3\n"
                            "cfl=b.c\ncfn=dup\ncalls=1 20\n3 100 1\n"
                            "fl=a.c\nfn=dup\n10 100 1\ncfn=leaf_in_a\ncalls=1 5\n11 200 2\n"
                            "fn=leaf_in_a\n5 200 2\n"
                            "fl=b.c\nfn=dup\n20 60 1\nxyz=12\ncfn=leaf_in_b\ncalls=1 5\n21 40 0\n"
                            "fn=leaf_in_b\n5 40 0\n";

// Each command that loads a profile, with the options it needs to run; the profile comes last.
QList<QStringList> commands()
{
    const QString dir = tempDir().path();
    return {
        {u"--report"_s},
        {u"--list=callees"_s, u"--select=main"_s},
        {u"--export-stacks=-"_s},
        {u"--export-flamegraph="_s + dir + u"/input.svg"_s},
        {u"--export-graph="_s + dir + u"/input.dot"_s},
        {u"--screenshot="_s + dir + u"/input.png"_s, u"--size=640x400"_s},
    };
}

QString describe(const QStringList& arguments, const TallyRun& run)
{
    return u"%1: exit %2\n%3"_s.arg(arguments.join(u' ')).arg(run.exitCode).arg(run.err);
}

} // namespace

class CommandInputTest : public QObject
{
    Q_OBJECT

private slots:
    void everyCommandPrintsTheLoadersWarnings()
    {
        const QString profile = writeFile(u"warned.out"_s, kProfile);
        const QString warning = u"warned.out:24: "_s;
        for (const QStringList& command : commands()) {
            const QStringList arguments = command + QStringList{profile};
            const TallyRun run = runTally(arguments);
            QVERIFY2(run.exitCode == 0, qPrintable(describe(arguments, run)));
            QVERIFY2(run.err.contains(warning) && run.err.contains(u"xyz=12"_s),
                     qPrintable(describe(arguments, run)));
        }
    }

    void exportStacksSelectsAsEveryCommand()
    {
        const QString profile = writeFile(u"select.out"_s, kProfile);
        // NAME@FILE: the stacks start at b.c's dup, whose callee is leaf_in_b.
        const TallyRun byFile = runTally({u"--export-stacks=-"_s, u"--select=dup@b.c"_s, profile});
        QVERIFY2(byFile.exitCode == 0, qPrintable(byFile.err));
        QVERIFY2(byFile.text().contains(u"dup;leaf_in_b "_s), qPrintable(byFile.text()));
        QVERIFY2(!byFile.text().contains(u"leaf_in_a"_s), qPrintable(byFile.text()));
        // Part of one function's name.
        const TallyRun partial = runTally({u"--export-stacks=-"_s, u"--select=in_a"_s, profile});
        QVERIFY2(partial.exitCode == 0, qPrintable(partial.err));
        QVERIFY2(partial.text().startsWith(u"leaf_in_a "_s), qPrintable(partial.text()));
        // A name two functions share is refused with the candidates, as --list refuses it.
        const TallyRun shared = runTally({u"--export-stacks=-"_s, u"--select=dup"_s, profile});
        QCOMPARE(shared.exitCode, 2);
        QVERIFY2(shared.err.contains(u"dup@a.c"_s) && shared.err.contains(u"dup@b.c"_s),
                 qPrintable(shared.err));
        // And the flame graph's title names the root.
        const QString svg = tempDir().filePath(u"select.svg"_s);
        const TallyRun titled =
            runTally({u"--export-flamegraph="_s + svg, u"--select=dup@a.c"_s, profile});
        QCOMPARE(titled.exitCode, 0);
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("dup — select.out"));
    }

    void sameMistakeSameStatus_data()
    {
        QTest::addColumn<QStringList>("mistake");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown event") << QStringList{u"--event=Nope"_s} << 2 << u"Nope"_s;
        QTest::newRow("unknown function") << QStringList{u"--select=nope"_s} << 2 << u"nope"_s;
        QTest::newRow("ambiguous function") << QStringList{u"--select=dup"_s} << 2 << u"dup@b.c"_s;
        QTest::newRow("bad formula") << QStringList{u"--derived=X=Nope"_s} << 2 << u"--derived"_s;
        QTest::newRow("missing file")
            << QStringList{tempDir().filePath(u"missing.out"_s)} << 1 << u"missing.out"_s;
    }

    void sameMistakeSameStatus()
    {
        QFETCH(QStringList, mistake);
        QFETCH(int, status);
        QFETCH(QString, message);
        const QString profile = writeFile(u"mistakes.out"_s, kProfile);
        for (QStringList command : commands()) {
            // --report takes no --select: it shows every function.
            if (command.first() == u"--report"_s && mistake.first().startsWith(u"--select"_s))
                continue;
            // --list's own --select is the mistake.
            if (mistake.first().startsWith(u"--select"_s))
                command.removeIf([](const QString& a) { return a.startsWith(u"--select"_s); });
            const QStringList arguments = command + mistake + QStringList{profile};
            const TallyRun run = runTally(arguments);
            QVERIFY2(run.exitCode == status, qPrintable(describe(arguments, run)));
            QVERIFY2(run.err.contains(u"tally: "_s) && run.err.contains(message),
                     qPrintable(describe(arguments, run)));
        }
    }

    void derivedTypesInEveryCommand()
    {
        // --derived used to be read by --report and --screenshot only.
        const QString profile = writeFile(u"derived.out"_s, kProfile);
        const TallyRun stacks = runTally({u"--export-stacks=-"_s, u"--derived=Twice=2 Ir"_s,
                                          u"--event=Twice"_s, u"--select=dup@b.c"_s, profile});
        QVERIFY2(stacks.exitCode == 0, qPrintable(stacks.err));
        // b.c's dup: 60 self (120 twice) and leaf_in_b 40 (80).
        QVERIFY2(stacks.text().contains(u"dup 120\n"_s), qPrintable(stacks.text()));
        QVERIFY2(stacks.text().contains(u"dup;leaf_in_b 80\n"_s), qPrintable(stacks.text()));
        const QString dot = tempDir().filePath(u"derived.dot"_s);
        const TallyRun graph = runTally({u"--export-graph="_s + dot, u"--derived=Twice=2 Ir"_s,
                                         u"--event=Twice"_s, u"--select=main"_s, profile});
        QVERIFY2(graph.exitCode == 0, qPrintable(graph.err));
        QFile file(dot);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(file.readAll().contains("Twice"), "the graph is not sized by the derived type");
    }
};

QTEST_GUILESS_MAIN(CommandInputTest)
#include "tst_commandinput.moc"

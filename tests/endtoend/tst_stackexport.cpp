// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// tally --export-stacks and --export-flamegraph, the real binary without a display: the folded
// stacks of a hand-written profile to the unit, read back by a small parser; the SVG parsed as
// XML with one titled rectangle per frame; --select, --event, standard output, and the errors;
// and on a program valgrind records at test time, counts that add up to the report's total.

#include "tests/support/FlameFixtures.h"
#include "tests/support/TallyRun.h"
#include "tests/support/TestSupport.h"

#include <QXmlStreamReader>

#include <map>

using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

using Stacks = tally::test::FoldedStacks;

using Outcome = tally::test::TallyRun;

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const QByteArray kProgram = R"(
#include <stdio.h>
static volatile long sink;
__attribute__((noinline)) static void leaf(int n) { for (int i = 0; i < n; ++i) sink += i; }
__attribute__((noinline)) static long fib(int n) { leaf(3); return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int main(void)
{
    leaf(10000);
    printf("%ld\n", fib(14));
    return 0;
}
)";

} // namespace

class StackExportTest : public QObject
{
    Q_OBJECT

private slots:
    void foldedStacksToTheUnit()
    {
        const QString profile = writeFile(u"shared.out"_s, kSharedCallee);
        const QString out = tempDir().filePath(u"shared.folded"_s);
        const Outcome run = runTally({u"--export-stacks="_s + out, profile});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        const auto parsedStacks = parseFolded(readAll(out));
        QVERIFY(parsedStacks);
        const Stacks stacks = *parsedStacks;
        const Stacks expected{{u"main"_s, 100},    {u"main;a"_s, 300},  {u"main;a;c"_s, 300},
                              {u"main;b"_s, 100},  {u"main;b;a"_s, 50}, {u"main;b;a;c"_s, 50},
                              {u"main;b;c"_s, 100}};
        QCOMPARE(stacks, expected);

        // To standard output, the second event type, rooted at a.
        const Outcome rooted =
            runTally({u"--export-stacks=-"_s, u"--event=Dr"_s, u"--select=a"_s, profile});
        QCOMPARE(rooted.exitCode, 0);
        const auto parsedDr = parseFolded(rooted.out);
        QVERIFY(parsedDr);
        const Stacks dr = *parsedDr;
        // a's inclusive Dr is 7, its calls' (6 from main, 1 from b); a's own 3 and c's 3 make 6,
        // so the focus's remaining unit stays in a.
        QCOMPARE(dr, (Stacks{{u"a"_s, 4}, {u"a;c"_s, 3}}));
    }

    void bottomUp()
    {
        const QString profile = writeFile(u"shared.out"_s, kSharedCallee);
        const Outcome run = runTally({u"--export-stacks=-"_s, u"--bottom-up"_s, profile});
        QCOMPARE(run.exitCode, 0);
        const auto stacks = parseFolded(run.out);
        QVERIFY(stacks);
        // foldedStacksToTheUnit's stacks, each reversed.
        const Stacks expected{{u"main"_s, 100},    {u"a;main"_s, 300},  {u"c;a;main"_s, 300},
                              {u"b;main"_s, 100},  {u"a;b;main"_s, 50}, {u"c;a;b;main"_s, 50},
                              {u"c;b;main"_s, 100}};
        QCOMPARE(*stacks, expected);
        const QString out = tempDir().filePath(u"bottomup.svg"_s);
        const Outcome svg = runTally({u"--export-flamegraph="_s + out, u"--bottom-up"_s, profile});
        QCOMPARE(svg.exitCode, 0);
        const QByteArray text = readAll(out);
        // c is a root as wide as its self cost, and the notice says the graph is reversed.
        QVERIFY2(text.contains("<title>c (450 Ir, 45.00%, self 0)</title>"), text.constData());
        QVERIFY(text.contains("bottom-up"));
    }

    void flameGraphSvg()
    {
        const QString profile = writeFile(u"shared.out"_s, kSharedCallee);
        for (const bool icicle : {false, true}) {
            const QString out = tempDir().filePath(u"shared.svg"_s);
            QStringList arguments{u"--export-flamegraph="_s + out, profile};
            if (icicle)
                arguments.prepend(u"--icicle"_s);
            const Outcome run = runTally(arguments);
            QCOMPARE(run.exitCode, 0);
            QXmlStreamReader xml(readAll(out));
            int rects = 0;
            QStringList titles;
            std::map<QString, double> topOf;
            while (!xml.atEnd()) {
                if (xml.readNext() != QXmlStreamReader::StartElement)
                    continue;
                if (xml.name() == u"title")
                    titles << xml.readElementText();
                else if (xml.name() == u"rect" && xml.attributes().hasAttribute(u"fill"_s) &&
                         !titles.isEmpty() && xml.attributes().value(u"width"_s) != u"100%") {
                    ++rects;
                    topOf[titles.last().section(u' ', 0, 0)] =
                        xml.attributes().value(u"y"_s).toDouble();
                }
            }
            QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
            // Frames: main, main;a, main;a;c, main;b, main;b;a, main;b;a;c, main;b;c.
            QCOMPARE(rects, 7);
            QVERIFY2(titles.contains(u"main (1000 Ir, 100.00%, self 100)"_s),
                     qPrintable(titles.join(u'\n')));
            QVERIFY(titles.contains(u"a (600 Ir, 60.00%, self 300)"_s));
            // Flame: the root below its callees; icicle: above.
            QCOMPARE(topOf[u"main"_s] > topOf[u"a"_s], !icicle);
        }
    }

    void errors()
    {
        const QString profile = writeFile(u"shared.out"_s, kSharedCallee);
        const Outcome event = runTally({u"--export-stacks=-"_s, u"--event=Nope"_s, profile});
        QCOMPARE(event.exitCode, 2);
        QVERIFY2(event.err.contains(u"Nope"_s), qPrintable(event.err));
        const Outcome select = runTally({u"--export-stacks=-"_s, u"--select=nope"_s, profile});
        QCOMPARE(select.exitCode, 2); // as every command that takes --select
        QVERIFY(select.err.contains(u"nope"_s));
        const Outcome missing = runTally({u"--export-stacks=-"_s, u"/no/such/file"_s});
        QCOMPARE(missing.exitCode, 1);
        const Outcome unwritable =
            runTally({u"--export-stacks=/no/such/dir/out.folded"_s, profile});
        QCOMPARE(unwritable.exitCode, 1);
        QVERIFY(unwritable.err.contains(u"cannot write"_s));
    }

    void recordedProgramAddsUp()
    {
        const auto recorded = recordValgrindProfile(
            u"stacks"_s, kProgram, {u"-g"_s, u"-O1"_s, u"-fno-inline"_s}, {u"--separate-recs=1"_s});
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(!recorded.path.isEmpty(), recorded.error.constData());
        const Outcome run = runTally({u"--export-stacks=-"_s, recorded.path});
        QCOMPARE(run.exitCode, 0);
        const auto parsedStacks = parseFolded(run.out);
        QVERIFY(parsedStacks);
        const Stacks stacks = *parsedStacks;
        qint64 total = 0;
        qint64 leafUnderFib = 0;
        for (const auto& [stack, count] : stacks) {
            total += count;
            QVERIFY2(!stack.contains(u"fib;fib"_s), qPrintable(stack)); // recursion: one frame
            if (stack.endsWith(u"main;fib;leaf"_s))
                leafUnderFib += count;
        }
        QVERIFY(leafUnderFib > 0);
        // The report's total (the events line of --report's text) is the counts' sum.
        const Outcome report = runTally({u"--report"_s, u"--format=tsv"_s, recorded.path});
        QCOMPARE(report.exitCode, 0);
        QVERIFY2(report.out.contains(QByteArray::number(total)),
                 qPrintable(u"total %1 not in the report"_s.arg(total)));
    }
};

QTEST_GUILESS_MAIN(StackExportTest)
#include "tst_stackexport.moc"

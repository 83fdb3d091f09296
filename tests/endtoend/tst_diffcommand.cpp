// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// End to end: `tally --report --diff BASE NEW` on hand-made profiles (the TSV to the byte, the
// text form, --fail-above's exit status 3 and its order, option errors) and on two versions of a
// program recorded with valgrind at test time, one of which calls a function once more.

#include "tests/support/ComparedProfiles.h"
#include "tests/support/TallyRun.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TsvRows.h"

#include <QColor>
#include <QFile>
#include <QFileInfo>
#include <QImage>

#include <cstdlib>

using namespace tally;
using namespace tally::test;

namespace {

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

// The binary's run, its standard output as text.
// Row `row`'s cell in `column`.
QString cell(const TsvRow& row, const char* column)
{
    return row.value(QLatin1String(column));
}

Run runCommand(const QStringList& arguments)
{
    const TallyRun run = runTally(arguments);
    return {run.exitCode, run.text(), run.err};
}

} // namespace

class DiffCommandTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_base = writeFile(QStringLiteral("base.out"), kBase);
        m_new = writeFile(QStringLiteral("new.out"), kNew);
    }

    void tsvExactAndStable()
    {
        const Run run = runCommand({QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                                    QStringLiteral("--diff"), m_base, m_new});
        QCOMPARE(run.status, 0);
        const QString expected =
            QStringLiteral("# events: Ir Dr\n"
                           "# base: %1\ttotals: 322 61\n"
                           "# new: %2\ttotals: 426 81\n"
                           "kind\tfunction\tfile\tobject\tbase:called\tnew:called"
                           "\tbase:self:Ir\tnew:self:Ir\tdelta:self:Ir"
                           "\tbase:incl:Ir\tnew:incl:Ir\tdelta:incl:Ir"
                           "\tbase:self:Dr\tnew:self:Dr\tdelta:self:Dr"
                           "\tbase:incl:Dr\tnew:incl:Dr\tdelta:incl:Dr"
                           "\tcalls-effect:incl:Ir\tper-call-effect:incl:Ir"
                           "\tcalls-effect:incl:Dr\tper-call-effect:incl:Dr\n"
                           "fn\twork\t/b2/src/a.c\t/b2/prog\t2\t2"
                           "\t300\t400\t100\t300\t400\t100\t60\t80\t20\t60\t80\t20\t0\t100\t0\t20\n"
                           "fn\tmain\t/b2/src/a.c\t/b2/prog\t0\t0"
                           "\t10\t10\t0\t317\t417\t100\t1\t1\t0\t61\t81\t20\t0\t100\t0\t20\n"
                           "added\tfresh\t/b2/src/a.c\t/b2/prog\t0\t0"
                           "\t0\t9\t9\t0\t9\t9\t0\t0\t0\t0\t0\t0\t9\t0\t0\t0\n"
                           "removed\tgone\t/b1/src/a.c\t/b1/prog\t0\t0"
                           "\t5\t0\t-5\t5\t0\t-5\t0\t0\t0\t0\t0\t0\t-5\t0\t0\t0\n"
                           "moved\thelper\t/b2/src/b.c\t/b2/prog\t1\t1"
                           "\t7\t7\t0\t7\t7\t0\t0\t0\t0\t0\t0\t0\t0\t0\t0\t0\n")
                .arg(m_base, m_new);
        QCOMPARE(run.out, expected);
        // The event type measured on one side only is named, on stderr.
        QVERIFY2(run.err.contains(QStringLiteral("only in the new profile: Bc")),
                 qPrintable(run.err));
        // The same two files give the same bytes.
        QCOMPARE(runCommand({QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                             QStringLiteral("--diff"), m_base, m_new})
                     .out,
                 expected);
    }

    void textReport()
    {
        const Run run =
            runCommand({QStringLiteral("--report"), QStringLiteral("--diff"), m_base, m_new,
                        QStringLiteral("--event=Dr"), QStringLiteral("--limit=3")});
        QCOMPARE(run.status, 0);
        const QStringList lines = run.out.split(QLatin1Char('\n'));
        QVERIFY2(lines.size() > 8, qPrintable(run.out));
        QCOMPARE(lines[0], QStringLiteral("Base:     ") + m_base);
        QCOMPARE(lines[1], QStringLiteral("New:      ") + m_new);
        QVERIFY2(lines[2].contains(QStringLiteral("(only in the new profile, not compared: Bc)")),
                 qPrintable(lines[2]));
        QCOMPARE(lines[3], QStringLiteral("Totals:   Ir 322 -> 426  (+104, +32.30 %)"));
        QCOMPARE(lines[4], QStringLiteral("          Dr 61 -> 81  (+20, +32.79 %)"));
        QVERIFY(lines[6].contains(QStringLiteral("Delta Incl.Dr")));
        // By Dr: work and main grew by 20 (work's self grew, so it is first), then the rest.
        QVERIFY2(lines[7].contains(QStringLiteral("+20")) && lines[7].contains("  work  "),
                 qPrintable(lines[7]));
        QVERIFY(lines[8].contains(QStringLiteral("  main  ")));
        QCOMPARE(run.out.count(QLatin1Char('\n')), 6 + 3 + 1); // --limit=3
        QVERIFY(!run.out.contains(QStringLiteral("FAILED")));

        const Run all =
            runCommand({QStringLiteral("--report"), QStringLiteral("--diff"), m_base, m_new});
        QVERIFY2(all.out.contains(QStringLiteral("gone (removed)")), qPrintable(all.out));
        QVERIFY(all.out.contains(QStringLiteral("fresh (added)")));
        QVERIFY(all.out.contains(
            QStringLiteral("/b2/src/b.c [/b2/prog] (was /b1/src/a.c [/b1/prog])")));
    }

    void failAbove()
    {
        // Ir grew by 32.30 %.
        const Run below = runCommand({QStringLiteral("--report"), QStringLiteral("--diff"), m_base,
                                      m_new, QStringLiteral("--fail-above=32.5")});
        QCOMPARE(below.status, 0);
        QVERIFY(!below.out.contains(QStringLiteral("FAILED")));

        const Run above = runCommand({QStringLiteral("--report"), QStringLiteral("--diff"), m_base,
                                      m_new, QStringLiteral("--fail-above=32")});
        QCOMPARE(above.status, 3);
        QVERIFY2(above.err.contains(QStringLiteral("Ir grew by 32.30 % (more than 32 %)")),
                 qPrintable(above.err));
        QVERIFY(above.out.contains(QStringLiteral("FAILED:   Ir grew by 32.30 %")));
        // The text then leads with what grew most, and what shrank comes last.
        const QStringList rows = above.out.section(QStringLiteral("Function  Location\n"), 1)
                                     .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 5);
        QVERIFY(rows[0].contains(QStringLiteral("  work  ")));
        QVERIFY(rows[2].contains(QStringLiteral("fresh (added)")));
        QVERIFY(rows[4].contains(QStringLiteral("gone (removed)")));
        // The TSV keeps its order; the status still says it failed.
        const Run tsv =
            runCommand({QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                        QStringLiteral("--diff"), m_base, m_new, QStringLiteral("--fail-above=0")});
        QCOMPARE(tsv.status, 3);
        QVERIFY(tsv.out.startsWith(QStringLiteral("# events: Ir Dr\n")));

        // Shrinking never fails.
        const Run shrank = runCommand({QStringLiteral("--report"), QStringLiteral("--diff"), m_new,
                                       m_base, QStringLiteral("--fail-above=0")});
        QCOMPARE(shrank.status, 0);
    }

    void errors()
    {
        auto status = [&](const QStringList& arguments) {
            return runCommand(QStringList{QStringLiteral("--report")} + arguments).status;
        };
        QCOMPARE(status({QStringLiteral("--diff"), m_base}), 2); // no new profile
        // Without --report a new profile is needed too, and that is said without a display.
        const Run window = runCommand({QStringLiteral("--diff"), m_base});
        QCOMPARE(window.status, 2);
        QVERIFY2(window.err.contains(QStringLiteral("needs the new profile")),
                 qPrintable(window.err));
        QCOMPARE(
            status({QStringLiteral("--diff"), m_base, m_new, QStringLiteral("--fail-above=x")}), 2);
        QCOMPARE(
            status({QStringLiteral("--diff"), m_base, m_new, QStringLiteral("--fail-above=-1")}),
            2);
        QCOMPARE(status({QStringLiteral("--diff"), m_base, m_new, QStringLiteral("--event=Bc")}),
                 2);
        QCOMPARE(status({QStringLiteral("--diff"), m_base, m_new, QStringLiteral("--limit=0")}), 2);
        QCOMPARE(status({QStringLiteral("--diff"), m_base, m_new, QStringLiteral("--format=xml")}),
                 2);
        QCOMPARE(status({QStringLiteral("--diff"), tempDir().filePath("missing.out"), m_new}), 1);
        QCOMPARE(status({QStringLiteral("--diff"), m_base, tempDir().filePath("missing.out")}), 1);
        // A wrong rewrite is refused by the window's --diff too (it matches with them), before
        // anything is shown.
        const Run screenshot = runCommand(
            {QStringLiteral("--screenshot=") + tempDir().filePath(QStringLiteral("never.png")),
             QStringLiteral("--diff"), m_base, m_new, QStringLiteral("--mod-funcname=s/(/x/")});
        QCOMPARE(screenshot.status, 2);
        QVERIFY2(screenshot.err.contains(QLatin1String("--mod-funcname 's/(/x/'")),
                 qPrintable(screenshot.err));
        QVERIFY(!QFileInfo::exists(tempDir().filePath(QStringLiteral("never.png"))));
    }

    // `tally --screenshot --diff BASE NEW --view=compare`: the window comparing the two, the
    // delta cells coloured (orange-red for work, which grew, on either theme); a baseline that
    // cannot be read fails the run.
    void screenshotOfTheComparison_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::newRow("light") << QStringLiteral("light");
        QTest::newRow("dark") << QStringLiteral("dark");
    }

    void screenshotOfTheComparison()
    {
        QFETCH(QString, theme);
        const QString png = tempDir().filePath(QStringLiteral("compare-%1.png").arg(theme));
        const Run run =
            runCommand({QStringLiteral("--screenshot=") + png, QStringLiteral("--size=1280x800"),
                        QStringLiteral("--theme=") + theme, QStringLiteral("--view=compare"),
                        QStringLiteral("--diff"), m_base, m_new});
        QVERIFY2(run.status == 0, qPrintable(run.err));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1280, 800));
        // The grew end of the scale, blended a half of the way or more from the background.
        qsizetype reddish = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = image.width() / 2; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                if (c.red() - c.blue() > 60 && c.red() - c.green() > 40)
                    ++reddish;
            }
        }
        QVERIFY2(reddish > 200, qPrintable(QString::number(reddish)));

        const Run missing = runCommand({QStringLiteral("--screenshot=") + png,
                                        QStringLiteral("--view=compare"), QStringLiteral("--diff"),
                                        tempDir().filePath(QStringLiteral("missing.out")), m_new});
        QCOMPARE(missing.status, 1);
        QVERIFY2(missing.err.contains(QStringLiteral("missing.out")), qPrintable(missing.err));
    }

    // `--export-graph --diff BASE NEW` and `--screenshot --diff --view=callgraph`: the graph's
    // boxes on the delta scale (work grew by a third: a red box) with the grew/shrank legend; the
    // same export without --diff is on the cost scale, with no red box.
    void graphColouredByDelta()
    {
        // Pixels near the grew end of the scale, below `top` and right of `left`.
        const auto reddish = [](const QImage& image, int top, int left) {
            qsizetype count = 0;
            for (int y = top; y < image.height(); ++y) {
                for (int x = left; x < image.width(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    if (c.red() - c.blue() > 60 && c.red() - c.green() > 40)
                        ++count;
                }
            }
            return count;
        };
        const QString compared = tempDir().filePath(QStringLiteral("graph-diff.png"));
        const QString plain = tempDir().filePath(QStringLiteral("graph-plain.png"));
        Run run =
            runCommand({QStringLiteral("--export-graph=") + compared,
                        QStringLiteral("--select=main"), QStringLiteral("--diff"), m_base, m_new});
        QVERIFY2(run.status == 0, qPrintable(run.err));
        run = runCommand(
            {QStringLiteral("--export-graph=") + plain, QStringLiteral("--select=main"), m_new});
        QVERIFY2(run.status == 0, qPrintable(run.err));
        const qsizetype red = reddish(QImage(compared), 0, 0);
        QVERIFY2(red > 200, qPrintable(QString::number(red)));
        QCOMPARE(reddish(QImage(plain), 0, 0), qsizetype(0));

        const QString svg = tempDir().filePath(QStringLiteral("graph-diff.svg"));
        run = runCommand({QStringLiteral("--export-graph=") + svg, QStringLiteral("--select=main"),
                          QStringLiteral("--diff"), m_base, m_new});
        QVERIFY2(run.status == 0, qPrintable(run.err));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("grew"));
        QVERIFY(text.contains("shrank"));

        // In the window: the lower group's call graph, the Compare view above it.
        const QString png = tempDir().filePath(QStringLiteral("graph-window.png"));
        run = runCommand({QStringLiteral("--screenshot=") + png, QStringLiteral("--size=1280x800"),
                          QStringLiteral("--view=callgraph"), QStringLiteral("--select=main"),
                          QStringLiteral("--diff"), m_base, m_new});
        QVERIFY2(run.status == 0, qPrintable(run.err));
        const QImage window(png);
        const qsizetype inGraph = reddish(window, 480, window.width() / 2);
        QVERIFY2(inGraph > 200, qPrintable(QString::number(inGraph)));
    }

    // Both sides transformed alike: either may lack a target the other has ("fresh" is new,
    // "gone" is gone), which changes nothing there; a target neither has is the usual mistake.
    void transformsOfWhatOneSideLacks()
    {
        const auto run = [&](const QString& transform) {
            return runCommand({QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                               transform, QStringLiteral("--diff"), m_base, m_new});
        };
        for (const QString& transform :
             {QStringLiteral("--drop=fresh"), QStringLiteral("--drop=gone"),
              QStringLiteral("--merge=fresh"), QStringLiteral("--focus=fresh")}) {
            const Run done = run(transform);
            QVERIFY2(done.status == 0, qPrintable(transform + QStringLiteral(": ") + done.err));
        }
        // A focus on what the baseline lacks: all of it is new.
        const Run focus = run(QStringLiteral("--focus=fresh"));
        QVERIFY2(focus.out.contains(QStringLiteral("fresh")), qPrintable(focus.out));
        const Run none = run(QStringLiteral("--drop=nowhere"));
        QCOMPARE(none.status, 2);
        QVERIFY2(none.err.contains(QStringLiteral("--drop=nowhere: no function matches")),
                 qPrintable(none.err));
    }

    // Sides that measure no event type in common: the export says the graph is not coloured and
    // writes it on the cost scale, and the window shows its call graph (both crashed, asking the
    // legend for the name of the comparison's first event type, of none).
    void graphOfSidesWithNoEventTypeInCommon()
    {
        const QString cpu = writeFile(QStringLiteral("cpu.out"),
                                      "events: cpu(ms)\nfn=main\n1 10\ncfn=work\ncalls=2 1\n"
                                      "1 300\nfn=work\n1 300\n");
        const QString time = writeFile(QStringLiteral("time.out"),
                                       "events: Time\nfn=main\n1 12\ncfn=work\ncalls=2 1\n"
                                       "1 400\nfn=work\n1 400\n");
        const QString dot = tempDir().filePath(QStringLiteral("graph-none.dot"));
        Run run =
            runCommand({QStringLiteral("--export-graph=") + dot, QStringLiteral("--select=main"),
                        QStringLiteral("--diff"), cpu, time});
        QVERIFY2(run.status == 0, qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("no event type in common")), qPrintable(run.err));
        QFile file(dot);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("work"));
        QVERIFY(!text.contains("grew"));

        const QString png = tempDir().filePath(QStringLiteral("graph-none.png"));
        run = runCommand({QStringLiteral("--screenshot=") + png, QStringLiteral("--size=1280x800"),
                          QStringLiteral("--view=callgraph"), QStringLiteral("--view=source"),
                          QStringLiteral("--select=main"), QStringLiteral("--diff"), cpu, time});
        QVERIFY2(run.status == 0, qPrintable(run.err));
        QVERIFY(!QImage(png).isNull());
    }

    // `--export-graph=G.dot --diff`: the nodes' fillcolor and the calls' color are the delta
    // scale's (work and the call to it grew: red; helper and its call did not change: the
    // background and the usual grey), and the graph's label is the legend in words.
    void dotColouredByDelta()
    {
        const QString compared = tempDir().filePath(QStringLiteral("graph-diff.dot"));
        const QString plain = tempDir().filePath(QStringLiteral("graph-plain.dot"));
        Run run =
            runCommand({QStringLiteral("--export-graph=") + compared,
                        QStringLiteral("--select=main"), QStringLiteral("--diff"), m_base, m_new});
        QVERIFY2(run.status == 0, qPrintable(run.err));
        run = runCommand(
            {QStringLiteral("--export-graph=") + plain, QStringLiteral("--select=main"), m_new});
        QVERIFY2(run.status == 0, qPrintable(run.err));
        const auto read = [](const QString& path) {
            QFile file(path);
            return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
        };
        const QString dot = read(compared);
        const QString plainDot = read(plain);
        QVERIFY(!dot.isEmpty() && !plainDot.isEmpty());

        // The node whose label starts with `name`: its id and its line.
        const auto node = [](const QString& text, const QString& name) {
            for (const QString& line : text.split(QLatin1Char('\n'))) {
                const qsizetype label = line.indexOf(QStringLiteral("[label=\"") + name);
                if (line.startsWith(QStringLiteral("  n")) && label > 0 &&
                    !line.contains(QStringLiteral("->")))
                    return std::make_pair(line.mid(2, label - 3), line);
            }
            return std::make_pair(QString(), QString());
        };
        const auto attribute = [](const QString& line, const QString& name) {
            const QString key = QStringLiteral(", ") + name + QStringLiteral("=\"");
            const qsizetype at = line.indexOf(key);
            return at < 0 ? QString() : line.mid(at + key.size(), 7);
        };
        const auto edge = [](const QString& text, const QString& from, const QString& to) {
            for (const QString& line : text.split(QLatin1Char('\n'))) {
                if (line.startsWith(QStringLiteral("  ") + from + QStringLiteral(" -> ") + to +
                                    QStringLiteral(" [")))
                    return line;
            }
            return QString();
        };
        const auto [mainId, mainLine] = node(dot, QStringLiteral("main"));
        const auto [workId, workLine] = node(dot, QStringLiteral("work"));
        const auto [helperId, helperLine] = node(dot, QStringLiteral("helper"));
        QVERIFY2(!mainId.isEmpty() && !workId.isEmpty() && !helperId.isEmpty(), qPrintable(dot));

        const QColor work(attribute(workLine, QStringLiteral("fillcolor")));
        QVERIFY2(work.isValid() && work.red() - work.blue() > 60, qPrintable(workLine));
        const QColor helper(attribute(helperLine, QStringLiteral("fillcolor")));
        QVERIFY2(helper.isValid() && std::abs(helper.red() - helper.blue()) < 10 &&
                     std::abs(helper.red() - helper.green()) < 10 && helper.lightness() > 200,
                 qPrintable(helperLine)); // the light theme's background: no change
        const QString toWork = edge(dot, mainId, workId);
        const QColor call(attribute(toWork, QStringLiteral("color")));
        QVERIFY2(call.isValid() && call.red() - call.blue() > 60, qPrintable(toWork));
        const QString toHelper = edge(dot, mainId, helperId);
        QVERIFY2(!toHelper.isEmpty(), qPrintable(dot));
        QVERIFY2(attribute(toHelper, QStringLiteral("color")).isEmpty(), qPrintable(toHelper));
        QVERIFY2(dot.contains(QStringLiteral("labelloc=b")) &&
                     dot.contains(QStringLiteral("blue shrank, red grew")),
                 qPrintable(dot));

        // Without --diff: the cost scale, no legend, no coloured calls.
        QVERIFY(!plainDot.contains(QStringLiteral("labelloc=b")));
        for (const QString& line : plainDot.split(QLatin1Char('\n'))) {
            if (line.contains(QStringLiteral(" -> ")))
                QVERIFY2(!line.contains(QStringLiteral(", color=")), qPrintable(line));
        }
        const auto [plainWorkId, plainWork] = node(plainDot, QStringLiteral("work"));
        QVERIFY(!plainWorkId.isEmpty());
        QVERIFY(attribute(plainWork, QStringLiteral("fillcolor")) !=
                attribute(workLine, QStringLiteral("fillcolor")));
    }

    void twoVersionsRecordedWithValgrind()
    {
        const auto [v1, v2] = recordTwoVersions(QStringLiteral("d"));
        if (v1.skip)
            QSKIP(v1.error.constData());
        QVERIFY2(v1.error.isEmpty(), v1.error.constData());
        QVERIFY2(v2.error.isEmpty(), v2.error.constData());

        const Run run = runCommand({QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                                    QStringLiteral("--diff"), v1.path, v2.path});
        QCOMPARE(run.status, 0);
        const TsvRow work = tsvRowsNamed(run.out, QStringLiteral("work")).value(0);
        QVERIFY2(!work.isEmpty(), qPrintable(run.out));
        QCOMPARE(cell(work, "kind"), QStringLiteral("moved")); // d1.c [d1] against d2.c [d2]
        QCOMPARE(cell(work, "base:called"), QStringLiteral("1"));
        QCOMPARE(cell(work, "new:called"), QStringLiteral("2"));
        const QString baseSelf = cell(work, "base:self:Ir");
        QVERIFY(baseSelf.toLongLong() > 50000 * 5);
        QCOMPARE(cell(work, "new:self:Ir").toLongLong(), 2 * baseSelf.toLongLong());
        QCOMPARE(cell(work, "delta:self:Ir"),
                 baseSelf); // one more call's worth, to the instruction
        QCOMPARE(cell(work, "delta:incl:Ir"), baseSelf);
        // One more call at the same cost per call: the whole change is the calls effect.
        QCOMPARE(cell(work, "calls-effect:incl:Ir"), cell(work, "delta:incl:Ir"));
        QCOMPARE(cell(work, "per-call-effect:incl:Ir"), QStringLiteral("0"));
        const TsvRow steady = tsvRowsNamed(run.out, QStringLiteral("steady")).value(0);
        QCOMPARE(cell(steady, "delta:self:Ir"), QStringLiteral("0"));
        QCOMPARE(cell(steady, "delta:incl:Ir"), QStringLiteral("0"));

        // A profile against itself: every delta is zero, and nothing grew.
        const Run same = runCommand({QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                                     QStringLiteral("--diff"), v1.path, v1.path,
                                     QStringLiteral("--fail-above=0")});
        QCOMPARE(same.status, 0);
        const QList<TsvRow> rows = tsvRows(same.out);
        QVERIFY(rows.size() > 10);
        for (const TsvRow& row : rows) {
            QCOMPARE(row.size(), 14); // every column, one event's
            QVERIFY2(cell(row, "kind") == QStringLiteral("fn") ||
                         cell(row, "kind") == QStringLiteral("cycle"),
                     qPrintable(cell(row, "function")));
            QCOMPARE(cell(row, "delta:self:Ir"), QStringLiteral("0"));
            QCOMPARE(cell(row, "delta:incl:Ir"), QStringLiteral("0"));
        }

        // The new version grew: a CI guard at 10 % catches it.
        const Run guard = runCommand({QStringLiteral("--report"), QStringLiteral("--diff"), v1.path,
                                      v2.path, QStringLiteral("--fail-above=10")});
        QCOMPARE(guard.status, 3);
    }

    // The empty base file a --separate-threads=yes run leaves loads its threads' files on either
    // side: a baseline loads as the new side does.
    void threadedRunsOnBothSides()
    {
        const QByteArray program = R"(
#include <pthread.h>
static volatile long sink;
__attribute__((noinline)) static long work(long n)
{
    long s = 0;
    for (long i = 0; i < n; ++i) s += i % 7;
    return s;
}
static void* worker(void* arg) { sink += work((long)arg); return 0; }
int main(void)
{
    pthread_t t[2];
    for (long i = 0; i < 2; ++i) pthread_create(&t[i], 0, worker, (void*)(2000 * (i + 1)));
    for (int i = 0; i < 2; ++i) pthread_join(t[i], 0);
    return 0;
}
)";
        const QStringList flags{QStringLiteral("-O0"), QStringLiteral("-g"),
                                QStringLiteral("-pthread")};
        const QStringList threads{QStringLiteral("--separate-threads=yes")};
        const RecordedProfile a =
            recordValgrindProfile(QStringLiteral("ta"), program, flags, threads);
        if (a.skip)
            QSKIP(a.error.constData());
        QVERIFY2(a.error.isEmpty(), a.error.constData());
        const RecordedProfile b =
            recordValgrindProfile(QStringLiteral("tb"), program, flags, threads);
        QVERIFY2(b.error.isEmpty(), b.error.constData());
        QCOMPARE(QFileInfo(a.path).size(), 0); // the empty base of each run
        QCOMPARE(QFileInfo(b.path).size(), 0);
        QVERIFY(QFileInfo::exists(a.path + QStringLiteral("-02")));

        const Run run = runCommand({QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                                    QStringLiteral("--diff"), a.path, b.path});
        QVERIFY2(run.status == 0, qPrintable(run.err));
        QVERIFY2(!run.err.contains(QStringLiteral("empty")) || run.err.contains(a.path),
                 qPrintable(run.err));
        // Each side names its thread files, and work() runs in both threads on both sides.
        const QString baseLine = run.out.section(QLatin1Char('\n'), 1, 1);
        const QString newLine = run.out.section(QLatin1Char('\n'), 2, 2);
        QVERIFY2(baseLine.contains(a.path + QStringLiteral("-02")), qPrintable(baseLine));
        QVERIFY2(newLine.contains(b.path + QStringLiteral("-02")), qPrintable(newLine));
        const TsvRow work = tsvRowsNamed(run.out, QStringLiteral("work")).value(0);
        QVERIFY2(!work.isEmpty(), qPrintable(run.out));
        // One call in each thread, in the baseline and in the new profile.
        QCOMPARE(cell(work, "base:called"), QStringLiteral("2"));
        QCOMPARE(cell(work, "new:called"), QStringLiteral("2"));
    }

private:
    QString m_base;
    QString m_new;
};

QTEST_GUILESS_MAIN(DiffCommandTest)
#include "tst_diffcommand.moc"

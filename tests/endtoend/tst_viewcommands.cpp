// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The views driven through the real binary: --export-graph writes what the Call Graph view shows
// (SVG parsed back, DOT, PNG, bad options refused), and --screenshot waits for each view's
// background work before it grabs (call maps, source and assembly, parts, event types, a large
// profile's flat profile rows); --theme colours both and refuses an unknown name; --watch shows
// in the status bar. The views themselves are tested in tests/widgets without the binary.

#include "core/text/ContrastRatio.h"
#include "tests/support/AnnotatedProgram.h"
#include "tests/support/PartsProfiles.h"
#include "tests/support/SvgText.h"
#include "tests/support/TallyRun.h"
#include "tests/support/TestSupport.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QtTest>

#include <set>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

// The binary's exit status, with both of its outputs in `output`.
int run(const QStringList& arguments, QString* output)
{
    const TallyRun run = runTally(arguments, {.timeoutMs = 60000});
    *output = run.output();
    return run.exitCode;
}

// A --screenshot of `options` into the test's folder as `name`; a null image when it failed.
QImage shoot(const QString& name, const QStringList& options)
{
    const QString png = tempDir().filePath(name);
    const TallyRun run = runTally(QStringList{QStringLiteral("--screenshot=") + png} + options,
                                  {.timeoutMs = 60000});
    return run.exitCode == 0 ? QImage(png) : QImage();
}

// Distinct colours in a sample of a region's pixels: a list has a few, a map many.
int colourCount(const QImage& image, const QRect& region)
{
    std::set<QRgb> colours;
    for (int y = region.top(); y < region.bottom(); y += 5) {
        for (int x = region.left(); x < region.right(); x += 5)
            colours.insert(image.pixel(x, y));
    }
    return int(colours.size());
}

} // namespace

class ViewCommandsTest : public QObject
{
    Q_OBJECT

private slots:
    void exportGraph()
    {
        QString output;
        const QString svg = tempDir().filePath(QStringLiteral("cli.svg"));
        QCOMPARE(run({QStringLiteral("--export-graph=") + svg, QStringLiteral("--select=add_word"),
                      QStringLiteral("--caller-depth=1"), QStringLiteral("--callee-depth=1"),
                      QStringLiteral("--graph-direction=lr"), QStringLiteral(TALLY_SAMPLE)},
                     &output),
                 0);
        QString root;
        QStringList texts;
        QString error;
        QVERIFY2(parseSvg(svg, &root, &texts, &error), qPrintable(error));
        QVERIFY(texts.contains(QStringLiteral("add_word")));
        QVERIFY(texts.contains(QStringLiteral("main")));
        QVERIFY(!texts.contains(QStringLiteral("(below main)"))); // depth 2 not asked for

        const QString dot = tempDir().filePath(QStringLiteral("cli.dot"));
        QCOMPARE(run({QStringLiteral("--export-graph=") + dot, QStringLiteral("--select=main"),
                      QStringLiteral("--threshold=0"), QStringLiteral(TALLY_SAMPLE)},
                     &output),
                 0);
        QVERIFY(QFileInfo(dot).size() > 100);
        const QString png = tempDir().filePath(QStringLiteral("cli.png"));
        QCOMPARE(run({QStringLiteral("--export-graph=") + png, QStringLiteral("--select=main"),
                      QStringLiteral(TALLY_SAMPLE)},
                     &output),
                 0);
        QVERIFY(!QImage(png).isNull());

        QCOMPARE(run({QStringLiteral("--export-graph=") + svg, QStringLiteral("--select=nope"),
                      QStringLiteral(TALLY_SAMPLE)},
                     &output),
                 2); // an unknown --select is a usage error
        QVERIFY(output.contains(QLatin1String("no function 'nope'")));
        QCOMPARE(run({QStringLiteral("--export-graph=") + svg, QStringLiteral("--threshold=abc"),
                      QStringLiteral(TALLY_SAMPLE)},
                     &output),
                 2);
    }

    void graphExportKeepsTwinsApart()
    {
        // Two instantiations that plain shortening makes one ("void f<…>(int)"): the DOT text,
        // plain and with a comparison's colours, titles them apart as the window does.
        const QByteArray profile = "events: Ir\n"
                                   "fn=main\n1 5\n"
                                   "cfn=void f<std::vector<int, std::allocator<int> > >(int)\n"
                                   "calls=1 2\n2 300\n"
                                   "cfn=void f<std::vector<long, std::allocator<long> > >(int)\n"
                                   "calls=1 3\n3 200\n"
                                   "fn=void f<std::vector<int, std::allocator<int> > >(int)\n"
                                   "1 300\n"
                                   "fn=void f<std::vector<long, std::allocator<long> > >(int)\n"
                                   "1 200\n";
        const QString file = writeFile(QStringLiteral("twins.out"), profile);
        QByteArray base = profile;
        base.replace("1 300\n", "1 100\n");
        const QString baseFile = writeFile(QStringLiteral("twins-base.out"), base);
        const auto titles = [](const QString& dotPath) {
            QFile dot(dotPath);
            if (!dot.open(QIODevice::ReadOnly))
                return QStringList();
            // A node's label starts with its title, then its cost lines ("\n"-separated).
            QStringList found;
            static const QRegularExpression label(QStringLiteral("\\[label=\"([^\"\\\\]*)"));
            const QString text = QString::fromUtf8(dot.readAll());
            for (auto match = label.globalMatch(text); match.hasNext();)
                found << match.next().captured(1);
            return found;
        };
        for (const QStringList& extra : {QStringList(), QStringList{u"--diff="_s + baseFile}}) {
            const QString dot = tempDir().filePath(u"twins%1.dot"_s.arg(extra.size()));
            QString output;
            QVERIFY2(run(QStringList{u"--export-graph="_s + dot, u"--select=main"_s,
                                     u"--threshold=0"_s} +
                             extra + QStringList{file},
                         &output) == 0,
                     qPrintable(output));
            const QStringList found = titles(dot);
            QVERIFY2(found.contains(u"void f<std::vector<int, …> >(int)"_s),
                     qPrintable(found.join(u" | "_s)));
            QVERIFY2(found.contains(u"void f<std::vector<long, …> >(int)"_s),
                     qPrintable(found.join(u" | "_s)));
        }
    }

    void screenshotWhileWatching()
    {
        // --watch with --screenshot: the window watches (the status bar says so) and still exits.
        const QStringList sized{
            QStringLiteral("--size=1280x800"),
            writeFile(QStringLiteral("watched.out"), "events: Ir\nfn=main\n1 10\n")};
        const QImage watching =
            shoot(QStringLiteral("watching.png"), QStringList{QStringLiteral("--watch")} + sized);
        const QImage plain = shoot(QStringLiteral("plain.png"), sized);
        QVERIFY(!watching.isNull() && !plain.isNull());
        QCOMPARE(watching.size(), plain.size());
        // The status bar gains the note.
        const QRect status(0, watching.height() - 22, watching.width(), 22);
        QVERIFY(watching.copy(status) != plain.copy(status));
    }

    void screenshotOfManyFunctionsShowsTheirRows()
    {
        // Above 20,000 functions the flat profile's rows are made on a worker after the load: the
        // grab waits for them (it came before them, an empty list, in 7 grabs of this in 8).
        QByteArray text = "events: Ir\n";
        for (int i = 0; i < 80000; ++i)
            text +=
                "fn=function_" + QByteArray::number(i) + "\n1 " + QByteArray::number(i + 1) + "\n";
        const QString png = tempDir().filePath(QStringLiteral("many.png"));
        const TallyRun shot =
            runTally({QStringLiteral("--screenshot=") + png, QStringLiteral("--size=1280x800"),
                      writeFile(QStringLiteral("many.out"), text)},
                     {.timeoutMs = 60000});
        QCOMPARE(shot.exitCode, 0);
        QVERIFY2(!shot.output().contains(QLatin1String("still busy")), qPrintable(shot.output()));
        const QImage image(png);
        QVERIFY(!image.isNull());
        // The list's rows, below its header: text and cost bars, not the empty list's one colour.
        QVERIFY(colourCount(image, QRect(2, 130, 690, 620)) > 3);
    }

    void screenshotsOfBothMaps()
    {
        // The real binary's --screenshot brings each map forward and waits for it.
        // Pixel positions below are for a 1x window (runTally sets no scale factor).
        const auto shootView = [](const QString& view) {
            return shoot(view + QStringLiteral(".png"),
                         {QStringLiteral("--select=main"), QStringLiteral("--view=") + view,
                          QStringLiteral("--size=1280x800"), QStringLiteral(TALLY_SAMPLE)});
        };
        const QImage list = shootView(QStringLiteral("callers"));
        const QImage callees = shootView(QStringLiteral("callmap"));
        const QImage callers = shootView(QStringLiteral("callermap"));
        QVERIFY(!list.isNull() && !callees.isNull() && !callers.isNull());
        // The tab groups are the right half, upper and lower.
        const QRect upper(700, 150, 560, 250);
        const QRect lower(700, 500, 560, 250);
        QVERIFY2(colourCount(callees, upper) > colourCount(list, upper) + 5,
                 qPrintable(QStringLiteral("%1 vs %2")
                                .arg(colourCount(callees, upper))
                                .arg(colourCount(list, upper))));
        // main's callers are a chain ((below main) and up) that fills the lower group in colour,
        // where the callee list leaves the background.
        const QPoint belowRows(lower.center().x(), lower.bottom());
        QCOMPARE(list.pixelColor(belowRows), list.pixelColor(belowRows + QPoint(20, 0)));
        QVERIFY(callers.pixelColor(belowRows) != list.pixelColor(belowRows));
        QVERIFY(callers.pixelColor(belowRows).saturation() > 30);
    }

    void screenshotsOfFlameGraphAndStacks()
    {
        // --view repeated brings one view of each group forward; --bottom-up shapes both.
        const QStringList sample{QStringLiteral("--size=1280x800"), QStringLiteral(TALLY_SAMPLE)};
        const QStringList views{QStringLiteral("--view=flamegraph"),
                                QStringLiteral("--view=stacks")};
        const QImage plain = shoot(QStringLiteral("plain-views.png"), sample);
        const QImage topDown = shoot(QStringLiteral("flame-top-down.png"), views + sample);
        const QImage bottomUp = shoot(QStringLiteral("flame-bottom-up.png"),
                                      views + QStringList{QStringLiteral("--bottom-up")} + sample);
        QVERIFY(!plain.isNull() && !topDown.isNull() && !bottomUp.isNull());
        const QRect upper(700, 150, 560, 250);
        const QRect lower(700, 500, 560, 250);
        // The flame graph's frames are colourful where the callers list is not.
        QVERIFY(colourCount(topDown, upper) > colourCount(plain, upper) + 3);
        // Both groups change with the direction: the graph and the table.
        QVERIFY(topDown.copy(upper) != bottomUp.copy(upper));
        QVERIFY(topDown.copy(lower) != bottomUp.copy(lower));
        QVERIFY(plain.copy(lower) != topDown.copy(lower));
    }

    void themes()
    {
        // Dark where black and white text read equally well, as the views decide.
        const auto dark = [](const QColor& color) {
            return contrastratio::luminance(color.rgb()) < 0.179;
        };
        QString output;
        QCOMPARE(run({QStringLiteral("--theme=purple"), QStringLiteral("--report"),
                      QStringLiteral(TALLY_SAMPLE)},
                     &output),
                 2);
        QVERIFY2(output.contains(QLatin1String("unknown theme 'purple'")), qPrintable(output));
        QCOMPARE(run({QStringLiteral("--help")}, &output), 0);
        QVERIFY(output.contains(QLatin1String("--theme")));

        // A screenshot and an exported graph in each theme: the window's background (the menu
        // bar's far corner) and the picture's follow it.
        for (const QString& name : {QStringLiteral("dark"), QStringLiteral("light")}) {
            const bool wantDark = name == QLatin1String("dark");
            const QString png = tempDir().filePath(name + QStringLiteral("-theme.png"));
            QCOMPARE(run({QStringLiteral("--screenshot=") + png, QStringLiteral("--size=1280x800"),
                          QStringLiteral("--theme=") + name, QStringLiteral("--view=callgraph"),
                          QStringLiteral(TALLY_SAMPLE)},
                         &output),
                     0);
            const QImage image(png);
            QVERIFY2(!image.isNull(), qPrintable(output));
            QCOMPARE(dark(image.pixelColor(image.width() - 3, 3)), wantDark);

            const QString graph = tempDir().filePath(name + QStringLiteral("-theme-graph.png"));
            QCOMPARE(run({QStringLiteral("--export-graph=") + graph,
                          QStringLiteral("--theme=") + name, QStringLiteral(TALLY_SAMPLE)},
                         &output),
                     0);
            const QImage exported(graph);
            QVERIFY2(!exported.isNull(), qPrintable(output));
            QCOMPARE(dark(exported.pixelColor(1, 1)), wantDark);
        }
    }

    void screenshotsOfPartsAndTypes()
    {
        const QString profile = writeFile("shot.out", kThreeParts);
        const QString png = tempDir().filePath("parts-shot.png");
        QString output;
        QCOMPARE(run({"--screenshot=" + png, "--view=parts", "--parts=1,3", "--select=work",
                      "--derived=Both=Ir + Dr", "--event=Both", "--size=900x600", profile},
                     &output),
                 0);
        QCOMPARE(QImage(png).size(), QSize(900, 600));

        const QString types = tempDir().filePath("types-shot.png");
        QCOMPARE(run({"--screenshot=" + types, "--view=events", "--select=work", profile}, &output),
                 0);
        QVERIFY(!QImage(types).isNull());

        // A usage error writes no picture.
        const QString refused = tempDir().filePath("refused-shot.png");
        for (const char* bad : {"--parts=4", "--parts=0-1", "--parts=x"}) {
            QCOMPARE(run({"--screenshot=" + refused, QString::fromLatin1(bad), profile}, &output),
                     2);
            QVERIFY(output.contains("--parts"));
            QVERIFY(!QFile::exists(refused));
        }
        QCOMPARE(run({"--screenshot=" + refused, "--view=nosuchview", profile}, &output), 2);
        QVERIFY2(output.contains("unknown view 'nosuchview'"), qPrintable(output));
        QVERIFY(!QFile::exists(refused));
    }

    void screenshotsOfSourceAndAssembly()
    {
        writeFile(QStringLiteral("view_helper.h"), kAnnotatedHeader);
        const RecordedProfile recorded = recordValgrindProfile(
            QStringLiteral("viewprog"), annotatedProgram("view_helper.h"),
            {QStringLiteral("-g"), QStringLiteral("-O0")},
            {QStringLiteral("--dump-instr=yes"), QStringLiteral("--collect-jumps=yes")});
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(recorded.error.isEmpty(), recorded.error.constData());
        // The real binary in --screenshot mode waits for the views' background work.
        for (const QString& view : {QStringLiteral("source"), QStringLiteral("assembly")}) {
            const QString png = tempDir().filePath(view + QStringLiteral(".png"));
            QString output;
            QCOMPARE(run({QStringLiteral("--screenshot=") + png, QStringLiteral("--select=middle"),
                          QStringLiteral("--view=") + view, QStringLiteral("--size=1000x700"),
                          recorded.path},
                         &output),
                     0);
            const QImage image(png);
            QCOMPARE(image.size(), QSize(1000, 700));
        }
    }
};

QTEST_GUILESS_MAIN(ViewCommandsTest)
#include "tst_viewcommands.moc"

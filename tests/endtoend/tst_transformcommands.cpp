// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The transforms of issue 37 through the binary: --focus, --drop, --merge, --collapse-object
// and --recipe reach every command through the one input stage, a recipe gives byte for byte
// what the same options give, the order given is the order applied, and mistakes exit 2 saying
// where they are.

#include "tests/support/TallyRun.h"
#include "tests/support/TestSupport.h"

#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

// main (prog) calls a (100) and b (50); a calls c (60), b calls c (30); a also calls qsort
// (libc, 20 of a's 100: self 40 is 20 less), which calls back into cmp (prog, 5) and memcpy
// (libc, 5).
const QByteArray kProfile = "events: Ir Dr\n"
                            "ob=/bin/prog\nfl=d.c\n"
                            "fn=main\n1 10 1\n"
                            "cfn=a\ncalls=1 10\n2 100 10\n"
                            "cfn=b\ncalls=2 20\n3 50 5\n"
                            "fn=a\n10 20 2\n"
                            "cfn=c\ncalls=3 30\n11 60 6\n"
                            "cob=/lib/libc.so.6\ncfl=q.c\ncfn=qsort\ncalls=1 1\n12 20 2\n"
                            "fn=b\n20 20 2\n"
                            "cfn=c\ncalls=1 30\n21 30 3\n"
                            "fn=c\n30 90 9\n"
                            "fn=cmp\n40 5 1\n"
                            "ob=/lib/libc.so.6\nfl=q.c\n"
                            "fn=qsort\n1 10 0\n"
                            "cob=/bin/prog\ncfl=d.c\ncfn=cmp\ncalls=4 40\n2 5 1\n"
                            "cfn=memcpy\ncalls=1 5\n3 5 1\n"
                            "fn=memcpy\n5 5 1\n";

} // namespace

class TestTransformCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void recipeIsTheOptions_data();
    void recipeIsTheOptions();
    void orderMatters();
    void mistakes_data();
    void mistakes();
    void screenshotIsTransformed();

private:
    QString m_profile;
};

void TestTransformCommands::initTestCase()
{
    m_profile = writeFile(u"transforms.out"_s, kProfile);
}

void TestTransformCommands::recipeIsTheOptions_data()
{
    QTest::addColumn<QStringList>("command");
    const QString profile = writeFile(u"transforms.out"_s, kProfile);
    QTest::newRow("report") << QStringList{u"--report"_s, profile};
    QTest::newRow("tsv") << QStringList{u"--report"_s, u"--format=tsv"_s, profile};
    QTest::newRow("list") << QStringList{u"--list=allcallees"_s, u"--select=main"_s, profile};
    QTest::newRow("stacks") << QStringList{u"--export-stacks=-"_s, profile};
    QTest::newRow("diff") << QStringList{u"--report"_s, u"--diff"_s, profile, profile};
    // Every step of a series is transformed as the one profile of a report is.
    QTest::newRow("series") << QStringList{u"--report"_s, u"--format=tsv"_s, u"--series"_s, profile,
                                           profile};
}

void TestTransformCommands::recipeIsTheOptions()
{
    QFETCH(QStringList, command);
    const QStringList options{u"--merge=c"_s, u"--collapse-object=libc.so.6"_s, u"--drop=re:^b$"_s,
                              u"--focus=main"_s};
    const QString recipe = writeFile(u"reshape.recipe"_s, "# the same, as a recipe\n"
                                                          "merge c\n"
                                                          "\n"
                                                          "  collapse-object   libc.so.6\n"
                                                          "drop re:^b$\n"
                                                          "focus main\n");
    const TallyRun plain = runTally(command);
    const TallyRun flags = runTally(options + command);
    const TallyRun fromRecipe = runTally(QStringList{u"--recipe="_s + recipe} + command);
    QCOMPARE(flags.exitCode, 0);
    QCOMPARE(fromRecipe.exitCode, 0);
    QVERIFY2(flags.out != plain.out, flags.out.constData());
    QCOMPARE(fromRecipe.out, flags.out);
    QCOMPARE(fromRecipe.err, flags.err);
    // What the transforms made: c merged into a (self 20 + 60), libc one function (qsort 10 and
    // memcpy 5), b dropped with the 50 it cost: 160 - 50 = 110 (Dr 16 - 5).
    if (QTest::currentDataTag() == "report"_ba) {
        QVERIFY2(flags.text().contains(u"Totals:   Ir 110 Dr 11"_s), flags.out.constData());
        QVERIFY2(flags.text().contains(u"   80  72.73            1  a  "_s), flags.out.constData());
        QVERIFY2(flags.text().contains(u"   15  13.64            1  libc.so.6"_s),
                 flags.out.constData());
        QVERIFY2(!flags.text().contains(u"qsort"_s), flags.out.constData());
    }
    if (QTest::currentDataTag() == "series"_ba) {
        QVERIFY2(flags.text().contains(u"libc.so.6"_s), flags.out.constData());
        QVERIFY2(!flags.text().contains(u"qsort"_s), flags.out.constData());
    }
}

void TestTransformCommands::orderMatters()
{
    // Drop b, then focus on c: what c costs that does not come through b (60 of 90).
    const TallyRun dropThenFocus =
        runTally({u"--report"_s, u"--drop=b"_s, u"--focus=c"_s, m_profile});
    QCOMPARE(dropThenFocus.exitCode, 0);
    QVERIFY2(dropThenFocus.text().contains(u"Totals:   Ir 60 Dr 6"_s),
             dropThenFocus.output().toUtf8().constData());
    // Focus on c, then drop b: b is gone already.
    const TallyRun focusThenDrop =
        runTally({u"--report"_s, u"--focus=c"_s, u"--drop=b"_s, m_profile});
    QCOMPARE(focusThenDrop.exitCode, 2);
    QCOMPARE(focusThenDrop.err, u"tally: --drop=b: no function matches 'b'\n"_s);
    QVERIFY(focusThenDrop.out.isEmpty());
    // A recipe between options takes its place: focus c (recipe), then drop b.
    const QString recipe = writeFile(u"focus.recipe"_s, "focus c\n");
    const TallyRun mixed =
        runTally({u"--report"_s, u"--recipe="_s + recipe, u"--drop=b"_s, m_profile});
    QCOMPARE(mixed.exitCode, 2);
    const TallyRun mixedOther =
        runTally({u"--report"_s, u"--drop=b"_s, u"--recipe="_s + recipe, m_profile});
    QCOMPARE(mixedOther.out, dropThenFocus.out);
}

void TestTransformCommands::mistakes_data()
{
    QTest::addColumn<QByteArray>("recipe");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown word") << "# fine\nfocus main\nfold c\n"_ba << QStringList{} << 2
                                  << u"RECIPE:3: 'fold' is not a transform"_s;
    QTest::newRow("no name") << "drop\n"_ba << QStringList{} << 2
                             << u"RECIPE:1: drop names no function"_s;
    QTest::newRow("bad expression")
        << "\nmerge re:((\n"_ba << QStringList{} << 2 << u"RECIPE:2: bad regular expression '(('"_s;
    QTest::newRow("expression for focus")
        << "focus re:a\n"_ba << QStringList{} << 2 << u"RECIPE:1: focus takes one function"_s;
    QTest::newRow("names nothing") << "merge c\ndrop nothing\n"_ba << QStringList{} << 2
                                   << u"RECIPE:2: no function matches 'nothing'"_s;
    QTest::newRow("no object") << "collapse-object libz.so\n"_ba << QStringList{} << 2
                               << u"RECIPE:1: no function's object is 'libz.so'"_s;
    QTest::newRow("option names nothing") << QByteArray() << QStringList{u"--merge=zzz"_s} << 2
                                          << u"--merge=zzz: no function matches 'zzz'"_s;
    QTest::newRow("option expression") << QByteArray() << QStringList{u"--drop=re:[x"_s} << 2
                                       << u"--drop=re:[x: bad regular expression"_s;
    QTest::newRow("screenshot") << QByteArray()
                                << QStringList{u"--screenshot=x.png"_s, u"--focus=nothing"_s} << 2
                                << u"--focus=nothing: no function matches 'nothing'"_s;
    QTest::newRow("diff side") << QByteArray()
                               << QStringList{u"--diff"_s, m_profile, u"--focus=nothing"_s} << 2
                               << u"--focus=nothing: no function matches"_s;
}

void TestTransformCommands::mistakes()
{
    QFETCH(QByteArray, recipe);
    QFETCH(QStringList, options);
    QFETCH(int, status);
    QFETCH(QString, message);
    const bool screenshot = options.contains(u"--screenshot=x.png"_s);
    QStringList arguments;
    if (!screenshot)
        arguments << u"--report"_s;
    QString path;
    if (!recipe.isNull()) {
        path = writeFile(u"bad.recipe"_s, recipe);
        arguments << u"--recipe="_s + path;
    }
    const TallyRun run = runTally(arguments + options + QStringList{m_profile});
    QCOMPARE(run.exitCode, status);
    QVERIFY(run.out.isEmpty());
    const QString expected = u"tally: "_s + QString(message).replace(u"RECIPE"_s, path);
    QVERIFY2(run.err.startsWith(expected), qPrintable(run.err + u" / "_s + expected));
    QCOMPARE(run.err.count(u'\n'), 1);
}

// The window's Session takes the command line's transforms: --screenshot draws the focused
// profile (the flame graph of what `a` reaches) and exits 0.
void TestTransformCommands::screenshotIsTransformed()
{
    const QString image = writeFile(u"focused.png"_s, QByteArray());
    QFile::remove(image);
    const TallyRun run =
        runTally({u"--screenshot="_s + image, u"--size=640x400"_s, u"--view=flamegraph"_s,
                  u"--focus=a"_s, u"--collapse-object=libc.so.6"_s, m_profile});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(QFileInfo(image).size() > 0);
}

QTEST_GUILESS_MAIN(TestTransformCommands)
#include "tst_transformcommands.moc"

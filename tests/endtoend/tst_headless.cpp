// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// On a terminal with no display (ssh, CI): --help, --version, option errors, the report and the
// renderings all work, and Qt's own notes about the platform stay off stderr. The text commands
// run on Qt Core alone: the window module is loaded only for the window and the renderings.

#include "tests/support/TallyRun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using tally::test::hasQtNoise;
using Outcome = tally::test::TallyRun;

namespace {

Outcome runHeadless(const QStringList& arguments)
{
    return tally::test::runTally(arguments, {.timeoutMs = 60000});
}

} // namespace

class HeadlessTest : public QObject
{
    Q_OBJECT

private slots:
    void helpAndVersion()
    {
        const Outcome help = runHeadless({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.text().startsWith(QLatin1String("Usage:")), qPrintable(help.text()));
        QVERIFY2(help.err.isEmpty(), qPrintable(help.err));

        const Outcome version = runHeadless({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(version.text().startsWith(QLatin1String("tally ")), qPrintable(version.text()));
        QVERIFY2(version.err.isEmpty(), qPrintable(version.err));
    }

    void optionErrors()
    {
        const Outcome bogus = runHeadless({QStringLiteral("--no-such-option")});
        QVERIFY(bogus.exitCode > 0);
        QVERIFY2(bogus.err.contains(QLatin1String("no-such-option")), qPrintable(bogus.err));
        QVERIFY2(!hasQtNoise(bogus.err), qPrintable(bogus.err));
    }

    void reportOptions()
    {
        for (const QString& bad : {QStringLiteral("abc"), QStringLiteral("0"), QStringLiteral("-3"),
                                   QStringLiteral("2.5"), QString()}) {
            const Outcome outcome =
                runHeadless({QStringLiteral("--report"), QStringLiteral("--limit=") + bad,
                             QStringLiteral(TALLY_SAMPLE)});
            QCOMPARE(outcome.exitCode, 2);
            QVERIFY2(outcome.err.contains(QLatin1String("--limit")), qPrintable(outcome.err));
            QVERIFY(outcome.text().isEmpty());
        }
        const Outcome limited =
            runHeadless({QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                         QStringLiteral("--limit=3"), QStringLiteral(TALLY_SAMPLE)});
        QCOMPARE(limited.exitCode, 0);

        for (const QString& bad :
             {QStringLiteral("0"), QStringLiteral("two"), QStringLiteral("-1")}) {
            const Outcome outcome =
                runHeadless({QStringLiteral("--report"), QStringLiteral("--threads=") + bad,
                             QStringLiteral(TALLY_SAMPLE)});
            QCOMPARE(outcome.exitCode, 2);
            QVERIFY2(outcome.err.contains(QLatin1String("--threads")), qPrintable(outcome.err));
        }
        const Outcome oneThread =
            runHeadless({QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                         QStringLiteral("--threads=1"), QStringLiteral(TALLY_SAMPLE)});
        const Outcome twoThreads =
            runHeadless({QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                         QStringLiteral("--threads=2"), QStringLiteral(TALLY_SAMPLE)});
        QCOMPARE(oneThread.exitCode, 0);
        QVERIFY(!oneThread.text().isEmpty());
        QCOMPARE(oneThread.text(), twoThreads.text());

        // One file of several cannot be read: named, exit status 1.
        const Outcome missing =
            runHeadless({QStringLiteral("--report"), QStringLiteral(TALLY_SAMPLE),
                         QStringLiteral("/nonexistent/callgrind.out.42")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(QLatin1String("/nonexistent/callgrind.out.42")),
                 qPrintable(missing.err));
    }

    void reportAndRenderings()
    {
        const Outcome report =
            runHeadless({QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                         QStringLiteral(TALLY_SAMPLE)});
        QCOMPARE(report.exitCode, 0);
        QVERIFY(report.text().contains(QLatin1String("main")));
        QVERIFY2(!hasQtNoise(report.err), qPrintable(report.err));

        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        const Outcome shot =
            runHeadless({QStringLiteral("--screenshot=") + png, QStringLiteral("--size=800x600"),
                         QStringLiteral(TALLY_SAMPLE)});
        QCOMPARE(shot.exitCode, 0);
        QVERIFY(QFileInfo::exists(png));
        QVERIFY2(!hasQtNoise(shot.err), qPrintable(shot.err));
    }

    void textCommandsLoadNoGuiLibrary()
    {
        // What the dynamic loader maps for the executable (as ldd asks it): Qt Core, and none
        // of the GUI libraries the window module brings.
        const Outcome trace = tally::test::runTally(
            {},
            {.timeoutMs = 30000,
             .environment = {{QStringLiteral("LD_TRACE_LOADED_OBJECTS"), QStringLiteral("1")}}});
        const QString libraries = trace.text();
        QVERIFY2(libraries.contains(QLatin1String("libQt6Core.so")), qPrintable(libraries));
        for (const char* gui :
             {"libQt6Gui", "libQt6Widgets", "libQt6Charts", "libQt6Svg", "libgvc"})
            QVERIFY2(!libraries.contains(QLatin1String(gui)), qPrintable(libraries));

        // The executable alone, without its module: the text commands work, the window says
        // what is missing.
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("bin")));
        const QString lonely = dir.filePath(QStringLiteral("bin/tally"));
        QVERIFY(QFile::copy(QStringLiteral(TALLY_BINARY), lonely));
        const auto runLonely = [&](const QStringList& arguments, QByteArray* out, QString* err) {
            const Outcome run =
                tally::test::runTally(arguments, {.timeoutMs = 60000, .program = lonely});
            *out = run.out;
            *err = run.err;
            return run.exitCode;
        };
        const QStringList reportArguments = {QStringLiteral("--report"),
                                             QStringLiteral("--format=tsv"),
                                             QStringLiteral(TALLY_SAMPLE)};
        QByteArray out;
        QString err;
        QCOMPARE(runLonely(reportArguments, &out, &err), 0);
        QCOMPARE(out, runHeadless(reportArguments).out);
        QCOMPARE(runLonely({QStringLiteral("--version")}, &out, &err), 0);
        QVERIFY(out.startsWith("tally "));

        const QString png = dir.filePath(QStringLiteral("shot.png"));
        QCOMPARE(runLonely({QStringLiteral("--screenshot=") + png, QStringLiteral(TALLY_SAMPLE)},
                           &out, &err),
                 1);
        QVERIFY2(err.contains(QLatin1String("cannot open the window: no tally-window.so in ")),
                 qPrintable(err));
        QVERIFY(!QFileInfo::exists(png));
    }

    void emptyBaseFileLoadsItsThreads()
    {
        // What --separate-threads=yes leaves: an empty run.cg beside run.cg-01 and run.cg-02.
        QTemporaryDir dir;
        QVERIFY(
            QFile::copy(QStringLiteral(TALLY_SAMPLE), dir.filePath(QStringLiteral("run.cg-01"))));
        QVERIFY(
            QFile::copy(QStringLiteral(TALLY_SAMPLE), dir.filePath(QStringLiteral("run.cg-02"))));
        QVERIFY(QFile(dir.filePath(QStringLiteral("run.cg"))).open(QIODevice::WriteOnly));
        const Outcome report =
            runHeadless({QStringLiteral("--report"), dir.filePath(QStringLiteral("run.cg"))});
        QCOMPARE(report.exitCode, 0);
        QVERIFY2(report.err.contains(QLatin1String("run.cg is empty: loading the 2 files of its "
                                                   "run (run.cg-01 ... run.cg-02)")),
                 qPrintable(report.err));
        QVERIFY2(report.text().contains(QLatin1String("Parts:    2")), qPrintable(report.text()));
    }
};

QTEST_GUILESS_MAIN(HeadlessTest)
#include "tst_headless.moc"

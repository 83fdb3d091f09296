// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// End to end: the real tally binary, under xvfb-run (a real X server), on a profile valgrind
// makes at test time, renders its window to PNG; and offscreen with 1,000+ character names.

#include "tests/support/TallyRun.h"
#include "tests/support/TestSupport.h"

#include <QImage>
#include <QProcess>
#include <QStandardPaths>

#include <set>

using namespace tally;
using namespace tally::test;

namespace {

// Distinct colours in a sample of pixels: a blank or broken window has very few.
int colourCount(const QImage& image)
{
    std::set<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    }
    return int(colours.size());
}

// Runs a tool (gcc, valgrind) in `environment`; the tally binary runs through runTally.
bool run(const QString& program, const QStringList& arguments,
         const QProcessEnvironment& environment, QString* output, int timeoutMs = 120000)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    const bool finished = process.waitForFinished(timeoutMs);
    *output = QString::fromLocal8Bit(process.readAll());
    return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

} // namespace

class EndToEndTest : public QObject
{
    Q_OBJECT

private slots:
    void realBinaryUnderXvfb()
    {
        const QString xvfbRun = QStandardPaths::findExecutable(QStringLiteral("xvfb-run"));
        const QString valgrind = QStandardPaths::findExecutable(QStringLiteral("valgrind"));
        const QString gcc = QStandardPaths::findExecutable(QStringLiteral("gcc"));
        if (xvfbRun.isEmpty() || valgrind.isEmpty() || gcc.isEmpty())
            QSKIP("needs xvfb-run, valgrind and gcc");
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("QT_QPA_PLATFORM")); // a real X server this time

        const QString source =
            writeFile(QStringLiteral("e2e.c"),
                      "static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\n"
                      "int main(void) { return (int)(fib(20) & 1); }\n");
        const QString program = tempDir().filePath(QStringLiteral("e2e"));
        QString output;
        QVERIFY2(run(gcc,
                     {QStringLiteral("-g"), QStringLiteral("-O0"), QStringLiteral("-o"), program,
                      source},
                     environment, &output),
                 qPrintable(output));
        const QString profile = tempDir().filePath(QStringLiteral("callgrind.out.e2e"));
        run(valgrind,
            {QStringLiteral("--tool=callgrind"), QStringLiteral("--callgrind-out-file=") + profile,
             program},
            environment, &output);
        QVERIFY2(QFileInfo(profile).size() > 0, qPrintable(output));

        const QString png = tempDir().filePath(QStringLiteral("e2e.png"));
        const TallyRun shot =
            runTally({QStringLiteral("--screenshot=") + png, QStringLiteral("--select=fib"),
                      QStringLiteral("--size=1280x800"), profile},
                     {.wrapper = {xvfbRun, QStringLiteral("-a"), QStringLiteral("-s"),
                                  QStringLiteral("-screen 0 1400x900x24")}});
        output = shot.output();
        QVERIFY2(shot.exitCode == 0, qPrintable(output));
        const QImage image(png);
        QVERIFY2(!image.isNull(), qPrintable(output));
        QCOMPARE(image.size(), QSize(1280, 800));
        QVERIFY2(colourCount(image) > 20, "the window looks blank");
    }

    void longNamesKeepTheLayout()
    {
        // C++ names over 1,000 characters must not widen the window or push columns away.
        QByteArray longName = "std::vector<";
        for (int i = 0; i < 60; ++i)
            longName += "std::pair<std::basic_string<char, std::char_traits<char> >, ";
        longName += "int";
        for (int i = 0; i < 60; ++i)
            longName += " >";
        longName += ">::push_back(int const&)";
        QVERIFY(longName.size() > 1000);
        const QString profile = writeFile(
            QStringLiteral("long.out"), "events: Ir\nfl=a.cpp\nfn=" + longName +
                                            "\n1 100\n"
                                            "cfn=short_one\ncalls=1 1\n1 50\nfn=short_one\n2 50\n");
        const QString png = tempDir().filePath(QStringLiteral("long.png"));
        const TallyRun shot = runTally(
            {QStringLiteral("--screenshot=") + png, QStringLiteral("--size=1280x800"), profile});
        QVERIFY2(shot.exitCode == 0, qPrintable(shot.output()));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1280, 800));
        QVERIFY(colourCount(image) > 10);
    }

    void screenshotReportsAMissingFunction()
    {
        const TallyRun shot =
            runTally({QStringLiteral("--screenshot=") + tempDir().filePath(QStringLiteral("x.png")),
                      QStringLiteral("--select=no_such_function"), QStringLiteral(TALLY_SAMPLE)});
        QCOMPARE(shot.exitCode, 2);
        QVERIFY2(shot.err.contains(QLatin1String("no function 'no_such_function'")),
                 qPrintable(shot.output()));
    }
};

QTEST_GUILESS_MAIN(EndToEndTest)
#include "tst_endtoend.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Every file the tally binary writes (--export-stacks, --export-flamegraph, --export-graph as
// SVG, PNG and DOT, --screenshot), each made to fail in each way a save can fail as root: the
// exit status is 1, standard error names the file and the reason, the file holds what it had
// and no temporary is left beside it. And a success replaces a file that was there; and the
// reports on a standard output that cannot be written exit with 1.

#include "tests/support/SaveFailures.h"
#include "tests/support/TallyRun.h"

#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

// The option that writes to the file, the file's name, and the other arguments.
struct Writer
{
    const char* name;
    QString option;
    QString fileName;
    QStringList arguments;
};

QList<Writer> writers()
{
    const QString sample = QStringLiteral(TALLY_SAMPLE);
    return {
        {"stacks", u"--export-stacks"_s, u"out.folded"_s, {sample}},
        {"flame graph", u"--export-flamegraph"_s, u"out.svg"_s, {sample}},
        {"graph svg", u"--export-graph"_s, u"graph.svg"_s, {u"--select=main"_s, sample}},
        {"graph png", u"--export-graph"_s, u"graph.png"_s, {u"--select=main"_s, sample}},
        {"graph dot", u"--export-graph"_s, u"graph.dot"_s, {u"--select=main"_s, sample}},
        {"screenshot", u"--screenshot"_s, u"window.png"_s, {u"--size=400x300"_s, sample}},
    };
}

} // namespace

Q_DECLARE_METATYPE(Writer)

class SaveFailuresTest : public QObject
{
    Q_OBJECT

private slots:
    void failures_data()
    {
        QTest::addColumn<Writer>("writer");
        QTest::addColumn<SaveFailure>("failure");
        for (const Writer& writer : writers()) {
            for (const SaveFailure failure : kSaveFailures) {
                QTest::addRow("%s, %s", writer.name, saveFailureName(failure)) << writer << failure;
            }
        }
    }

    void failures()
    {
        QFETCH(Writer, writer);
        QFETCH(SaveFailure, failure);
        const FailingDestination destination(failure, writer.fileName);
        if (!destination.isAvailable())
            QSKIP("the platform cannot fail this way");
        const TallyRun run = runTally(
            QStringList{writer.option + u'=' + destination.path()} + writer.arguments,
            {.childSetup = failure == SaveFailure::FileSizeLimit ? &FileSizeLimit::applyInChild
                                                                 : std::function<void()>()});
        QCOMPARE(run.exitCode, 1);
        // After the loader's warnings about the sample (every command prints them), the error.
        QVERIFY2(run.err.section(u'\n', -2, -2).startsWith(u"tally: cannot write "_s),
                 qPrintable(run.err));
        destination.verifyMessage(run.err);
        QVERIFY2(!hasQtNoise(run.err), qPrintable(run.err));
        destination.verifyUntouched();
    }

    void successReplacesTheFile_data()
    {
        QTest::addColumn<Writer>("writer");
        for (const Writer& writer : writers())
            QTest::newRow(writer.name) << writer;
    }

    void successReplacesTheFile()
    {
        QFETCH(Writer, writer);
        QTemporaryDir dir;
        const QString path = dir.filePath(writer.fileName);
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
        old.close();
        const TallyRun run = runTally(QStringList{writer.option + u'=' + path} + writer.arguments);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(QFileInfo(path).size() > 100);
        QVERIFY(!fileBytes(path).startsWith("old"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{writer.fileName});
    }

    void fullStandardOutput_data()
    {
        const QString sample = QStringLiteral(TALLY_SAMPLE);
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("report") << QStringList{u"--report"_s, sample};
        QTest::newRow("tsv report") << QStringList{u"--report"_s, u"--format=tsv"_s, sample};
        QTest::newRow("list") << QStringList{u"--list=callees"_s, u"--select=main"_s, sample};
        QTest::newRow("diff") << QStringList{u"--report"_s, u"--diff="_s + sample, sample};
        QTest::newRow("stacks") << QStringList{u"--export-stacks=-"_s, sample};
    }

    void fullStandardOutput()
    {
        // Standard output on a full disk: the text is cut, and the exit status says so.
        QFETCH(QStringList, arguments);
        if (!QFileInfo::exists(u"/dev/full"_s))
            QSKIP("no /dev/full");
        const TallyRun run = runTally(arguments, {.childSetup = [] {
                                          const int full = ::open("/dev/full", O_WRONLY);
                                          if (full >= 0)
                                              ::dup2(full, STDOUT_FILENO);
                                      }});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(
            run.err.contains(u"tally: cannot write to standard output: No space left on device"_s),
            qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(SaveFailuresTest)
#include "tst_savefailures.moc"

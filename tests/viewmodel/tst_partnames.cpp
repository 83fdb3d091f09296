// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Parts named by what their headers say (ui/viewmodel/parts/PartNames), as the Parts view, its
// chart and its menus show them: a run's dumps by number and trigger, a thread set's parts by
// thread (and pid), parts of unrelated files by file, never two alike.

#include "tests/support/EventLoop.h"
#include "tests/support/PartsProfiles.h"
#include "tests/support/TestSupport.h"
#include "ui/viewmodel/parts/PartNames.h"
#include "ui/viewmodel/parts/PartsModel.h"

#include <QAbstractItemModelTester>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

QStringList namesOf(const QStringList& paths)
{
    return partnames::names(*loadedFiles(paths).profile);
}

QStringList namesOfText(const QByteArray& text, const QString& name = u"parts.out"_s)
{
    return namesOf({writeFile(name, text)});
}

QString testData(const char* name)
{
    return QStringLiteral(TALLY_TEST_DATA "/") + QLatin1String(name);
}

// One thread's file of a `--separate-threads` run.
QString threadFile(int pid, int thread)
{
    return writeFile(u"callgrind.out.%1-%2"_s.arg(pid).arg(thread, 2, 10, QLatin1Char('0')),
                     "version: 1\ncreator: callgrind-3.19.0\npid: " + QByteArray::number(pid) +
                         "\ncmd: prog\npart: 1\ndesc: Trigger: Program termination\nthread: " +
                         QByteArray::number(thread) + "\nevents: Ir\nfn=f\n1 1\ntotals: 1\n");
}

} // namespace

class PartNamesTest : public QObject
{
    Q_OBJECT

private slots:
    void dumpsOfOneFileByNumberAndTrigger()
    {
        QCOMPARE(
            namesOf({testData("callgrind.out.cycle")}),
            (QStringList{u"Part 1: Client Request: round"_s, u"Part 2: Client Request: round"_s,
                         u"Part 3: Client Request: round"_s, u"Part 4: Program termination"_s}));
        QCOMPARE(namesOfText(kThreeParts),
                 (QStringList{u"Part 1: first"_s, u"Part 2: second"_s, u"Part 3: third"_s}));
    }

    // A run's dump files: callgrind numbers them across the files.
    void dumpFilesOfOneRun()
    {
        QCOMPARE(
            namesOf({testData("run/callgrind.out.7.1"), testData("run/callgrind.out.7.2"),
                     testData("run/callgrind.out.7.3"), testData("run/callgrind.out.7")}),
            (QStringList{u"Part 1: Client Request: round"_s, u"Part 2: Client Request: round"_s,
                         u"Part 3: Client Request: round"_s, u"Part 4: Program termination"_s}));
    }

    void threadsOfOneProcess()
    {
        QCOMPARE(namesOf({threadFile(4242, 1), threadFile(4242, 2), threadFile(4242, 3)}),
                 (QStringList{u"Thread 1"_s, u"Thread 2"_s, u"Thread 3"_s}));
    }

    void threadsOfTwoProcesses()
    {
        QCOMPARE(
            namesOf({threadFile(41, 1), threadFile(41, 2), threadFile(42, 1)}),
            (QStringList{u"Thread 1, PID 41"_s, u"Thread 2, PID 41"_s, u"Thread 1, PID 42"_s}));
    }

    // Two unrelated profiles loaded together (File > Add): each part's file says where it is
    // from; the same file twice is told apart by position.
    void unrelatedFiles()
    {
        const QString first = writeFile(u"first.out"_s, "events: Ir\nfn=f\n1 1\n");
        const QString second = writeFile(u"second.out"_s, "events: Ir\nfn=f\n1 2\n");
        QCOMPARE(namesOf({first, second}),
                 (QStringList{u"Part 1 (first.out)"_s, u"Part 2 (second.out)"_s}));
        QCOMPARE(namesOf({threadFile(7, 1), threadFile(7, 1)}),
                 (QStringList{u"Part 1 (callgrind.out.7-01)"_s, u"Part 2 (callgrind.out.7-01)"_s}));
    }

    void oneFileWithoutHeaders()
    {
        QCOMPARE(namesOfText("events: Ir\nfn=f\n1 1\n"), QStringList{u"Part 1"_s});
    }

    void modelShowsTheNames()
    {
        Session session;
        session.setProfile(loadedText(kThreeParts, u"parts.out"_s).profile);
        settle();
        PartsModel model(session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.data(model.index(1, PartsModel::Part)).toString(), u"Part 2: second"_s);
        QCOMPARE(model.partLabel(PartId(2)), u"Part 3: third"_s);
        QVERIFY(model.data(model.index(0, PartsModel::Part), Qt::ToolTipRole)
                    .toString()
                    .startsWith(u"Part 1: first\n"_s));
    }
};

QTEST_MAIN(PartNamesTest)
#include "tst_partnames.moc"

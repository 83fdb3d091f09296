// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The All Callers / All Callees model: under QAbstractItemModelTester, the same numbers as
// `tally --list` (core/output/ListWriter), Self and Calling columns, cycles as rows and as the
// active item, and a new walk when the primary event type changes.

#include "tests/support/CycleProfile.h"
#include "tests/support/TestSupport.h"

#include "core/output/ListWriter.h"
#include "ui/viewmodel/functions/CoverageModel.h"

#include <QAbstractItemModelTester>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

// "<cycle 1> 280 250 1 1": each row's function, inclusive, self, distance and calls as raw values.
QStringList rowsOf(const CoverageModel& model)
{
    QStringList rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList fields{model.index(row, CoverageModel::Function).data().toString()};
        for (const int column : {int(CoverageModel::Cost), int(CoverageModel::Self),
                                 int(CoverageModel::Distance), int(CoverageModel::Calls)}) {
            const QVariant value = model.index(row, column).data(CostRole);
            fields << (value.isValid() ? value.toString() : u"-"_s);
        }
        rows << fields.join(u' ');
    }
    return rows;
}

// The same rows from the list writer, for the session's primary event type.
QStringList rowsOf(const Session& session, listwriter::Kind kind, CoverageItem subject)
{
    const int event = session.primaryEvent();
    const auto list = listwriter::build(session.callRelations(), session.flatProfile(),
                                        session.events(), kind, subject, {event}, event);
    const bool callers = kind == listwriter::Kind::AllCallers;
    QStringList rows;
    for (const auto& row : list.rows) {
        QString name = row.item.isCycle() ? u"<cycle %1>"_s.arg(row.item.cycle + 1)
                                          : session.profile()->functionName(row.item.function);
        if (!row.item.isCycle() && session.flatProfile().cycleOf(row.item.function) >= 0)
            name += u" <cycle 1>"_s;
        rows << u"%1 %2 %3 %4 %5"_s.arg(name)
                    .arg(row.inclusive[0])
                    .arg(callers ? u"-"_s : QString::number(row.self[0]))
                    .arg(row.minDistance)
                    .arg(row.calls);
    }
    return rows;
}

} // namespace

class CoverageModelTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        auto result = loadedText(kCycleProfile);
        m_profile = result.profile;
    }

    void sameNumbersAsTheList()
    {
        Session session;
        session.setProfile(m_profile);
        CoverageModel callees(session, CoverageDirection::Callees);
        CoverageModel callers(session, CoverageDirection::Callers);
        QAbstractItemModelTester calleeTester(
            &callees, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester callerTester(
            &callers, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const FunctionId main = *findFunction(*m_profile, u"main"_s);
        session.setActiveFunction(main);
        session.deliverChanges();
        // tst_coverage.cpp calleesWithCycles, worked out by hand.
        QCOMPARE(rowsOf(callees),
                 (QStringList{u"<cycle 1> 280 250 1 1"_s, u"a <cycle 1> 230 200 2 0"_s,
                              u"g 70 40 1 1"_s, u"leaf 60 60 2 2"_s, u"b <cycle 1> 50 50 2 0"_s}));
        QCOMPARE(rowsOf(callees),
                 rowsOf(session, listwriter::Kind::AllCallees, CoverageItem::ofFunction(main)));
        QCOMPARE(callees.index(3, CoverageModel::Distance).data().toString(), u"2-3"_s);
        QCOMPARE(callees.headerData(CoverageModel::Self, Qt::Horizontal).toString(), u"Self Ir"_s);
        QCOMPARE(callees.headerData(CoverageModel::Calls, Qt::Horizontal).toString(), u"Calling"_s);
        // A cycle row names its cycle, not a function.
        QCOMPARE(callees.index(0, CoverageModel::Function).data(CycleRole).toInt(), 0);
        QVERIFY(!functionIdOf(callees.index(0, CoverageModel::Function).data(FunctionIdRole))
                     .isValid());

        const FunctionId leaf = *findFunction(*m_profile, u"leaf"_s);
        session.setActiveFunction(leaf);
        session.deliverChanges();
        QCOMPARE(rowsOf(callers),
                 rowsOf(session, listwriter::Kind::AllCallers, CoverageItem::ofFunction(leaf)));
        QCOMPARE(rowsOf(callers).front(), u"main 60 - 2 2"_s);
        QCOMPARE(callers.headerData(CoverageModel::Calls, Qt::Horizontal).toString(), u"Called"_s);
        QVERIFY(!callers.index(0, CoverageModel::Self).data().isValid());
    }

    // The Location column reads as the flat profile's: file and object by their names, not a
    // path that a narrow column cut to "/ci/Op...e.cpp".
    void locationsAsTheFlatProfileShowsThem()
    {
        const auto result =
            loadedText("events: Ir\nob=/usr/lib/libdeep.so\nfl=/src/a/long/path/main.c\n"
                       "fn=main\n1 1\ncfl=/src/a/long/path/work.c\ncfn=work\ncalls=1 1\n2 5\n"
                       "fl=/src/a/long/path/work.c\nfn=work\n1 5\n");
        Session session;
        session.setProfile(result.profile);
        CoverageModel callees(session, CoverageDirection::Callees);
        QAbstractItemModelTester tester(&callees,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        session.setActiveFunction(*findFunction(*result.profile, u"main"_s));
        session.deliverChanges();
        QCOMPARE(callees.rowCount(), 1);
        QCOMPARE(callees.index(0, CoverageModel::Location).data().toString(),
                 u"work.c (libdeep.so)"_s);
    }

    void cycleAsActiveItem()
    {
        Session session;
        session.setProfile(m_profile);
        CoverageModel callees(session, CoverageDirection::Callees);
        session.setActiveCycle(0);
        session.deliverChanges();
        QCOMPARE(rowsOf(callees), (QStringList{u"a <cycle 1> 230 200 1 0"_s,
                                               u"b <cycle 1> 50 50 1 0"_s, u"leaf 30 30 2 1"_s}));
    }

    // The primary event type leads the walk: Dr orders b (20) before g (7) and leaf (6).
    void newPrimaryEvent()
    {
        Session session;
        session.setProfile(m_profile);
        CoverageModel callees(session, CoverageDirection::Callees);
        QAbstractItemModelTester tester(&callees,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        session.setActiveFunction(*findFunction(*m_profile, u"main"_s));
        session.setEventTypes(1, 0);
        session.deliverChanges();
        QCOMPARE(rowsOf(callees).mid(2, 1), QStringList{u"b <cycle 1> 20 20 2 0"_s});
        // The secondary column is the Ir walk's.
        QCOMPARE(callees.index(2, CoverageModel::SecondaryCost).data(CostRole).toLongLong(), 50);
        session.setEventTypes(0, -1);
        session.deliverChanges();
        QVERIFY(!callees.index(0, CoverageModel::SecondaryCost).data().isValid());
    }

private:
    std::shared_ptr<const Profile> m_profile;
};

QTEST_GUILESS_MAIN(CoverageModelTest)
#include "tst_coveragemodel.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Callers and callees in a comparison, without widgets: RelationComparisonModel under
// QAbstractItemModelTester joins both sides' callers, callees, all callers and all callees by
// the comparison's function matching; calls on one side only are marked added or removed (also
// to a function both sides have); the start follows the new side's active function; and on two
// versions of one program recorded with valgrind the callee that does twice the work grows by
// exactly its baseline cost while the untouched one does not change.

#include "tests/support/ComparedProfiles.h"
#include "tests/support/TestSupport.h"

#include "ui/viewmodel/compare/ComparisonModel.h"
#include "ui/viewmodel/compare/EffectText.h"
#include "ui/viewmodel/compare/RelationComparisonModel.h"
#include "ui/viewmodel/session/Session.h"

#include <QAbstractItemModelTester>
#include <QMap>
#include <QSignalSpy>

using namespace tally;
using namespace tally::test;

namespace {

using Side = ProfileComparison::Side;
using ChangeKind = ProfileComparison::Kind;
using Kind = RelationComparisonModel::Kind;
using Column = RelationComparisonModel::Column;

// main calls a, b and d; in the new version a costs more and calls d itself, b is gone and main
// calls the new c.
const QByteArray kBaseCalls = R"(events: Ir
fl=a.c
fn=main
1 10
cfn=a
calls=1 1
1 100
cfn=b
calls=2 1
1 50
cfn=d
calls=1 1
1 30
fn=a
1 100
fn=b
1 50
fn=d
1 30
)";

const QByteArray kNewCalls = R"(events: Ir
fl=a.c
fn=main
1 10
cfn=a
calls=1 1
1 180
cfn=c
calls=3 1
1 20
fn=a
1 150
cfn=d
calls=1 1
1 30
fn=c
1 20
fn=d
1 30
)";

FunctionId newFunction(const ProfileComparison& comparison, const QString& name)
{
    const Profile& profile = comparison.profile(Side::New);
    for (const FunctionId f : profile.functionIds()) {
        if (profile.functionName(f) == name)
            return f;
    }
    return {};
}

struct Shown
{
    QString name;
    QString base, current, delta, percent;
    int kind;
};

QList<Shown> rowsOf(const RelationComparisonModel& model)
{
    QList<Shown> rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        auto text = [&](int column) { return model.index(row, column).data().toString(); };
        rows.append({text(Column::Function).section(QStringLiteral("  ["), 0, 0),
                     text(Column::Base), text(Column::New), text(Column::Delta),
                     text(Column::DeltaPercent), model.index(row, 0).data(ChangeKindRole).toInt()});
    }
    return rows;
}

QStringList namesOf(const RelationComparisonModel& model)
{
    QStringList names;
    for (const Shown& row : rowsOf(model))
        names << row.name;
    return names;
}

} // namespace

class RelationComparisonModelTest : public QObject
{
    Q_OBJECT

    // The models follow a Session; this one never changes, so the tests drive them directly.
    Session m_quiet;

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void calleesJoinedAddedAndRemovedMarked()
    {
        const auto comparison = comparisonOf(kBaseCalls, kNewCalls);
        RelationComparisonModel model(m_quiet, Kind::Callees);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(comparison);
        model.setStart(newFunction(*comparison, QStringLiteral("main")));
        // By |delta|: a grew by 80, the call to b and the call to d are gone (d itself is not),
        // c is new.
        QCOMPARE(namesOf(model), (QStringList{QStringLiteral("a"), QStringLiteral("b"),
                                              QStringLiteral("d"), QStringLiteral("c")}));
        const auto rows = rowsOf(model);
        QCOMPARE(rows[0].base, QStringLiteral("100"));
        QCOMPARE(rows[0].current, QStringLiteral("180"));
        QCOMPARE(rows[0].delta, QStringLiteral("+80"));
        QCOMPARE(rows[0].percent, QStringLiteral("+80.00 %"));
        QCOMPARE(rows[0].kind, int(ChangeKind::Same));
        QCOMPARE(rows[1].current, QStringLiteral("-"));
        QCOMPARE(rows[1].delta, QStringLiteral("-50"));
        QCOMPARE(rows[1].kind, int(ChangeKind::Removed));
        QCOMPARE(rows[2].kind, int(ChangeKind::Removed)); // the call, though d is on both sides
        QCOMPARE(rows[3].base, QStringLiteral("-"));
        QCOMPARE(rows[3].percent, QStringLiteral("added"));
        QCOMPARE(rows[3].kind, int(ChangeKind::Added));
        QVERIFY(
            model.index(3, Column::Function).data().toString().endsWith(QStringLiteral("[added]")));
        // The Function column sorts by the comparison's caseless name ranks: a, b, c, d.
        QMap<qlonglong, QString> byRank;
        for (int row = 0; row < model.rowCount(); ++row)
            byRank.insert(model.index(row, Column::Function).data(SortRole).toLongLong(),
                          rows[row].name);
        QCOMPARE(byRank.values(), (QStringList{QStringLiteral("a"), QStringLiteral("b"),
                                               QStringLiteral("c"), QStringLiteral("d")}));
        // Calls: 2 -> none for b; the same count written once for a.
        QCOMPARE(model.index(1, Column::Calls).data().toString(), QStringLiteral("2 \u2192 -"));
        QCOMPARE(model.index(0, Column::Calls).data().toString(), QStringLiteral("1"));
        // Activating a row leads to the new side's function; a removed one has none there.
        QCOMPARE(functionIdOf(model.index(0, 0).data(FunctionIdRole)),
                 newFunction(*comparison, QStringLiteral("a")));
        QVERIFY(!functionIdOf(model.index(1, 0).data(FunctionIdRole)).isValid());
        // The delta cells are coloured, the others not.
        QVERIFY(model.index(0, Column::Delta).data(Qt::BackgroundRole).isValid());
        QVERIFY(!model.index(0, Column::Base).data(Qt::BackgroundRole).isValid());
    }

    // The share scale follows the flat comparison's rules: each side's share of its own total,
    // the delta in points, the delta % the change of the shares, sorting by the shares; a
    // callee whose call is its whole inclusive cost reads as the flat comparison's row.
    void shareScaleAsTheFlatComparison()
    {
        const auto comparison = comparisonOf(kBaseCalls, kNewCalls);
        RelationComparisonModel model(m_quiet, Kind::Callees);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(comparison);
        model.setStart(newFunction(*comparison, QStringLiteral("main")));
        model.setShareScale(true);
        const auto rows = rowsOf(model);
        QCOMPARE(rows[0].name, QStringLiteral("a"));
        // Totals 190 and 210: 100/190 and 180/210.
        QCOMPARE(rows[0].base, QStringLiteral("52.63 %"));
        QCOMPARE(rows[0].current, QStringLiteral("85.71 %"));
        QCOMPARE(rows[0].delta, QStringLiteral("+33.08 pt"));
        QCOMPARE(rows[0].percent, QStringLiteral("+62.86 %"));
        QCOMPARE(rows[3].base, QStringLiteral("-")); // c, added: nothing on the baseline
        QCOMPARE(rows[3].current, QStringLiteral("9.52 %"));
        QCOMPARE(model.index(0, Column::Base).data(SortRole).toDouble(), 100.0 / 190.0);

        ComparisonModel flat(m_quiet);
        flat.setComparison(comparison);
        flat.setScale(ComparisonModel::Scale::Share);
        int a = -1;
        for (int row = 0; row < flat.rowCount(); ++row) {
            if (flat.index(row, ComparisonModel::Function).data().toString() == QLatin1String("a"))
                a = row;
        }
        QVERIFY(a >= 0);
        const auto flatText = [&](int column) { return flat.index(a, column).data().toString(); };
        QCOMPARE(rows[0].base, flatText(ComparisonModel::Base));
        QCOMPARE(rows[0].current, flatText(ComparisonModel::New));
        QCOMPARE(rows[0].delta, flatText(ComparisonModel::Delta));
        QCOMPARE(rows[0].percent, flatText(ComparisonModel::DeltaPercent));

        // Back to absolute costs.
        model.setShareScale(false);
        QCOMPARE(rowsOf(model)[0].base, QStringLiteral("100"));
        QCOMPARE(rowsOf(model)[0].delta, QStringLiteral("+80"));
    }

    void callersOfAFunctionWhoseCallerChanged()
    {
        const auto comparison = comparisonOf(kBaseCalls, kNewCalls);
        RelationComparisonModel model(m_quiet, Kind::Callers);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(comparison);
        model.setStart(newFunction(*comparison, QStringLiteral("d")));
        const auto rows = rowsOf(model);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].name, QStringLiteral("main"));
        QCOMPARE(rows[0].kind, int(ChangeKind::Removed));
        QCOMPARE(rows[0].delta, QStringLiteral("-30"));
        QCOMPARE(rows[1].name, QStringLiteral("a"));
        QCOMPARE(rows[1].kind, int(ChangeKind::Added));
        QCOMPARE(rows[1].delta, QStringLiteral("+30"));
        QCOMPARE(model.headerData(Column::Function, Qt::Horizontal).toString(),
                 QStringLiteral("Caller"));

        // Another start: the rows follow. An unknown one: none.
        model.setStart(newFunction(*comparison, QStringLiteral("a")));
        QCOMPARE(namesOf(model), QStringList{QStringLiteral("main")});
        model.setStart(FunctionId());
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.startRow(), std::ptrdiff_t(-1));
    }

    void allCalleesWalkBothSides()
    {
        const auto comparison = comparisonOf(kBaseCalls, kNewCalls);
        RelationComparisonModel model(m_quiet, Kind::AllCallees);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setActive(true);
        model.setComparison(comparison);
        model.setStart(newFunction(*comparison, QStringLiteral("main")));
        QTRY_VERIFY(!model.isComputing());
        QTRY_COMPARE(model.rowCount(), 4);
        const auto rows = rowsOf(model);
        QHash<QString, Shown> byName;
        for (const Shown& row : rows)
            byName.insert(row.name, row);
        QCOMPARE(byName[QStringLiteral("a")].delta, QStringLiteral("+80"));
        // d is reached on both sides (from main, then from a) with the same cost.
        QCOMPARE(byName[QStringLiteral("d")].base, QStringLiteral("30"));
        QCOMPARE(byName[QStringLiteral("d")].current, QStringLiteral("30"));
        QCOMPARE(byName[QStringLiteral("d")].kind, int(ChangeKind::Same));
        QCOMPARE(byName[QStringLiteral("b")].kind, int(ChangeKind::Removed));
        QCOMPARE(byName[QStringLiteral("c")].kind, int(ChangeKind::Added));
        QCOMPARE(rows.back().name, QStringLiteral("d")); // no change: last
        QVERIFY(model.isComplete());
    }

    void allCallersWaitWhileInactive()
    {
        const auto comparison = comparisonOf(kBaseCalls, kNewCalls);
        RelationComparisonModel model(m_quiet, Kind::AllCallers);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setActive(false);
        model.setComparison(comparison);
        model.setStart(newFunction(*comparison, QStringLiteral("d")));
        QCoreApplication::processEvents();
        QCOMPARE(model.rowCount(), 0);
        model.setActive(true);
        QTRY_COMPARE(model.rowCount(), 2); // main and a on the new side; main on the baseline
        QCOMPARE(namesOf(model).size(), 2);
        QVERIFY(namesOf(model).contains(QStringLiteral("a")));
        // A new comparison clears rows that would index the old one.
        model.setComparison(comparisonOf(kBase, kNew));
        QVERIFY(model.rowCount() == 0 || model.comparison() != comparison);
    }

    // The compared callees split each call's change as the flat comparison splits a function's.
    void calleesExplainEachCall()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const auto comparison = comparisonOf(kEffectsBase, kEffectsNew);
        RelationComparisonModel model(m_quiet, Kind::Callees);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(comparison);
        model.setStart(newFunction(*comparison, QStringLiteral("main")));
        QCOMPARE(namesOf(model), (QStringList{QStringLiteral("twice"), QStringLiteral("dear"),
                                              QStringLiteral("shift")}));
        QCOMPARE(model.index(0, Column::CallsEffect).data().toString(), QStringLiteral("+15,000"));
        QCOMPARE(model.index(0, Column::PerCallEffect).data().toString(), QStringLiteral("0"));
        QCOMPARE(model.index(1, Column::CallsEffect).data().toString(), QStringLiteral("0"));
        QCOMPARE(model.index(1, Column::PerCallEffect).data().toString(), QStringLiteral("+500"));
        QCOMPARE(model.index(2, Column::CallsEffect).data().toString(), QStringLiteral("+600"));
        QCOMPARE(model.index(2, Column::PerCallEffect).data().toString(), QStringLiteral("-300"));
        QCOMPARE(model.index(1, 0).data(EffectRole).toInt(), int(effecttext::Dominant::PerCall));
        QVERIFY(model.index(1, Column::PerCallEffect).data(Qt::BackgroundRole).isValid());
        QVERIFY(!model.index(1, Column::CallsEffect).data(Qt::BackgroundRole).isValid());
        QVERIFY2(model.index(0, 0)
                     .data(Qt::ToolTipRole)
                     .toString()
                     .contains(QStringLiteral(
                         "called 2x as often, 1,500 -> 3,000, at the same cost per call")),
                 qPrintable(model.index(0, 0).data(Qt::ToolTipRole).toString()));
        // The callers of twice: the one call from main, the same split.
        RelationComparisonModel callers(m_quiet, Kind::Callers);
        QAbstractItemModelTester callersTester(
            &callers, QAbstractItemModelTester::FailureReportingMode::QtTest);
        callers.setComparison(comparison);
        callers.setStart(newFunction(*comparison, QStringLiteral("twice")));
        QCOMPARE(callers.index(0, Column::CallsEffect).data().toString(),
                 QStringLiteral("+15,000"));
        QLocale::setDefault(before);
    }

    void withoutAComparisonAnActivationResetsNothing()
    {
        // Nothing to compare: a new active function leaves the empty lists as they were.
        const auto loaded = loadedText(kNewCalls, QStringLiteral("new.out"));
        Session session;
        session.setProfile(loaded.profile);
        session.waitUntilSettled();
        for (const Kind kind : {Kind::Callers, Kind::Callees, Kind::AllCallers, Kind::AllCallees}) {
            RelationComparisonModel model(session, kind);
            QAbstractItemModelTester tester(&model,
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
            QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
            for (const FunctionId f : loaded.profile->functionIds()) {
                session.setActiveFunction(f);
                session.deliverChanges();
            }
            QCOMPARE(model.rowCount(), 0);
            QCOMPARE(resets.size(), 0);
        }
    }

    void aProfileAgainstItselfHasNoDelta()
    {
        const auto comparison = comparisonOf(kNewCalls, kNewCalls);
        for (const Kind kind : {Kind::Callers, Kind::Callees, Kind::AllCallers, Kind::AllCallees}) {
            RelationComparisonModel model(m_quiet, kind);
            model.setActive(true);
            model.setComparison(comparison);
            model.setStart(newFunction(*comparison, QStringLiteral("a")));
            QTRY_VERIFY(!model.isComputing());
            QVERIFY(model.rowCount() > 0);
            for (const auto& entry : model.entries()) {
                QCOMPARE(entry.delta(), Cost(0));
                QVERIFY(entry.present[0] && entry.present[1]);
            }
        }
    }

    void valgrindRunsOfTwoVersions()
    {
        const auto recorded = compareRecorded(recordTwoVersions(QStringLiteral("relations")));
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(recorded.comparison, recorded.error.constData());
        const auto comparison = recorded.comparison;
        RelationComparisonModel model(m_quiet, Kind::Callees);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(comparison);
        model.setStart(newFunction(*comparison, QStringLiteral("main")));
        const relationcomparison::Entry* work = nullptr;
        const relationcomparison::Entry* steady = nullptr;
        for (const auto& entry : model.entries()) {
            const QString name = comparison->name(entry.row);
            if (name == QStringLiteral("work"))
                work = &entry;
            else if (name == QStringLiteral("steady"))
                steady = &entry;
        }
        QVERIFY(work && steady);
        QVERIFY(work->cost[0] > 100000);
        QCOMPARE(work->cost[1], 2 * work->cost[0]); // called twice with the same argument
        QCOMPARE(work->calls[0], Count(1));
        QCOMPARE(work->calls[1], Count(2));
        QCOMPARE(steady->delta(), Cost(0));
        QCOMPARE(model.entries().front().row, work->row); // the largest change first
    }
};

QTEST_GUILESS_MAIN(RelationComparisonModelTest)
#include "tst_relationcomparisonmodel.moc"

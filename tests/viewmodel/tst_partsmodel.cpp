// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The Parts model's function columns (the active function's inclusive, self and calls in each
// part, as KCachegrind's part list shows them): under QAbstractItemModelTester, each part's
// numbers equal a flat profile of that part alone, the parts add up to the whole profile's, a
// cycle member counts as the flat profile with cycles counts it, and the columns follow the
// active function and the primary event type. On a four-part profile valgrind recorded.

#include "tests/support/TestSupport.h"

#include "core/analysis/PartFunctionCosts.h"
#include "core/load/ProfileLoader.h"
#include "ui/viewmodel/parts/PartsModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

#include <algorithm>

using namespace tally;
using namespace tally::test;

class PartsModelTest : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Profile> m_profile;

    FunctionId id(const char* name) { return FunctionByName(*m_profile)(name); }

    static qint64 cell(const PartsModel& model, int row, int column)
    {
        return model.index(row, column).data(SortRole).toLongLong();
    }

private slots:
    void initTestCase()
    {
        const auto result = loadedFiles({QStringLiteral(TALLY_TEST_DATA "/callgrind.out.cycle")});
        m_profile = result.profile;
        QCOMPARE(m_profile->partCount(), std::size_t(4));
    }

    void eachPartAsAFlatProfileOfItAlone()
    {
        Session session;
        session.setCycleDetection(false);
        session.setProfile(m_profile);
        session.waitUntilSettled();
        PartsModel model(session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 4);
        int checked = 0;
        for (const FunctionId f : m_profile->functionIds()) {
            session.setActiveFunction(f);
            session.deliverChanges();
            QCOMPARE(model.function(), f);
            for (const PartId part : m_profile->partIds()) {
                FlatProfile::Options options;
                options.detectCycles = false;
                std::vector<bool> only(m_profile->partCount(), false);
                only[part.index()] = true;
                options.parts = PartMask::fromFlags(std::move(only));
                const FlatProfile alone(*m_profile, options);
                const int row = int(part.index());
                QCOMPARE(cell(model, row, PartsModel::FunctionInclusive), alone.inclusive(f)[0]);
                QCOMPARE(cell(model, row, PartsModel::FunctionSelf), alone.self(f)[0]);
                QCOMPARE(cell(model, row, PartsModel::FunctionCalls), qint64(alone.called(f)));
                checked += alone.inclusive(f)[0] > 0 ? 1 : 0;
            }
        }
        QVERIFY(checked > 20); // real numbers were compared, not only zeros
    }

    void partsAddUpWithAndWithoutCycles_data()
    {
        QTest::addColumn<bool>("cycles");
        QTest::newRow("cycles") << true;
        QTest::newRow("no cycles") << false;
    }

    void partsAddUpWithAndWithoutCycles()
    {
        QFETCH(bool, cycles);
        Session session;
        session.setCycleDetection(cycles);
        session.setProfile(m_profile);
        session.waitUntilSettled();
        PartsModel model(session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const FlatProfile& flat = session.flatProfile();
        QCOMPARE(!flat.cycles().empty(), cycles); // a -> b -> c -> a
        for (const FunctionId f : m_profile->functionIds()) {
            session.setActiveFunction(f);
            session.deliverChanges();
            const int event = session.primaryEvent();
            qint64 inclusive = 0;
            qint64 self = 0;
            qint64 calls = 0;
            for (int row = 0; row < model.rowCount(); ++row) {
                inclusive += cell(model, row, PartsModel::FunctionInclusive);
                self += cell(model, row, PartsModel::FunctionSelf);
                calls += cell(model, row, PartsModel::FunctionCalls);
            }
            const QString name = m_profile->functionName(f);
            QVERIFY2(inclusive == session.value(flat.inclusive(f), event), qPrintable(name));
            QVERIFY2(self == session.value(flat.self(f), event), qPrintable(name));
            QVERIFY2(calls == qint64(flat.called(f)), qPrintable(name));
        }
        // A cycle member's inclusive cost with cycles is its self cost and its calls leaving the
        // cycle, in each part: the columns change with the setting.
        session.setCycleDetection(true);
        session.waitUntilSettled();
        QVERIFY(!session.flatProfile().cycles().empty());
        const FunctionId member = session.flatProfile().cycles()[0].members.front();
        session.setActiveFunction(member);
        session.deliverChanges();
        for (int row = 0; row < model.rowCount(); ++row) {
            const PartId part(row);
            qint64 leaving = 0;
            for (const auto& [call, costs] : m_profile->partCalls(part)) {
                if (call.caller == member && session.flatProfile().cycleOf(call.callee) !=
                                                 session.flatProfile().cycleOf(member))
                    leaving += costs[0];
            }
            QCOMPARE(cell(model, row, PartsModel::FunctionInclusive),
                     cell(model, row, PartsModel::FunctionSelf) + leaving);
        }
        session.setCycleDetection(cycles);
        session.waitUntilSettled();

        // A recursion cycle made active: no function, empty columns; the parts' totals stay.
        if (cycles) {
            session.setActiveCycle(0);
            session.deliverChanges();
            QCOMPARE(session.activeCycle(), 0);
            QVERIFY(!model.function().isValid());
            QVERIFY(!model.index(0, PartsModel::FunctionInclusive).data().isValid());
            QVERIFY(model.index(0, PartsModel::Cost).data().isValid());
        }
    }

    void aNewActiveFunctionTellsOnlyItsColumns()
    {
        // The parts' own columns (names, check boxes, costs) do not follow the active function:
        // a new one tells only the function's columns, when its costs come.
        Session session;
        session.setProfile(m_profile);
        session.waitUntilSettled();
        PartsModel model(session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        for (const FunctionId f : m_profile->functionIds()) {
            changes.clear();
            session.setActiveFunction(f);
            session.deliverChanges();
            QCOMPARE(model.function(), f);
            QVERIFY(!changes.isEmpty());
            for (const QList<QVariant>& change : changes)
                QCOMPARE(change[0].value<QModelIndex>().column(),
                         int(PartsModel::FunctionInclusive));
        }
        // What the display shows changes the parts' own columns too.
        changes.clear();
        session.setRelativeToActive(!session.relativeToActive());
        session.deliverChanges();
        QVERIFY(std::any_of(changes.begin(), changes.end(), [](const QList<QVariant>& change) {
            return change[0].value<QModelIndex>().column() == PartsModel::Part;
        }));
    }

    void followsTheEventTypeAndClearsWithoutAFunction()
    {
        const auto result =
            loadedFiles({QStringLiteral(TALLY_TEST_DATA "/callgrind.out.instr.gz")});
        Session session;
        session.setProfile(result.profile);
        session.waitUntilSettled();
        PartsModel model(session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const FunctionId main = *findFunction(*result.profile, QStringLiteral("main"));
        session.setActiveFunction(main);
        session.deliverChanges();
        const qint64 first = cell(model, 0, PartsModel::FunctionInclusive);
        QVERIFY(first > 0);
        QVERIFY(model.headerData(PartsModel::FunctionInclusive, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("main")));
        session.setEventTypes(1, -1);
        session.deliverChanges();
        const qint64 second = cell(model, 0, PartsModel::FunctionInclusive);
        QVERIFY(second != first);
        QCOMPARE(second, session.value(PartFunctionCosts::compute(*result.profile,
                                                                  session.flatProfile(), main)
                                           .inclusive(PartId(0)),
                                       1));
    }
};

QTEST_GUILESS_MAIN(PartsModelTest)
#include "tst_partsmodel.moc"

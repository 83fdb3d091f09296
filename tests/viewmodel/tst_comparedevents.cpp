// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The event types of a comparison, without widgets: EventTotalsComparisonModel shows both sides'
// totals with delta and delta % for the types both measure, then the types one side measures
// alone (not compared); SidePartsModel lists the parts of each side labelled with their side,
// each with its share of its own side's total. Both under QAbstractItemModelTester.

#include "tests/support/ComparedProfiles.h"
#include "tests/support/TestSupport.h"

#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/compare/EventTotalsComparisonModel.h"
#include "ui/viewmodel/compare/SidePartsModel.h"
#include "ui/viewmodel/session/Session.h"

#include <QAbstractItemModelTester>

using namespace tally;
using namespace tally::test;

namespace {

QString cell(const QAbstractItemModel& model, int row, int column)
{
    return model.index(row, column).data().toString();
}

// Two parts (two dumps of one run) against one.
const QByteArray kTwoParts = R"(events: Ir
part: 1
fn=main
1 30
fn=work
1 10
totals: 40
part: 2
fn=main
1 60
totals: 60
)";

} // namespace

class ComparedEventsTest : public QObject
{
    Q_OBJECT

    // The models follow a Session; this one never changes, so the tests drive them directly.
    Session m_quiet;

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void totalsOfBothSidesAndTheTypesOfOne()
    {
        const auto comparison = explainedComparison(snapshotOf(kBase, QStringLiteral("b.out")),
                                                    snapshotOf(kNew, QStringLiteral("n.out")),
                                                    ProfileComparison::Options{});
        EventTotalsComparisonModel model(m_quiet);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(comparison);
        using C = EventTotalsComparisonModel;
        // Ir and Dr compared (the baseline's order), Bc only on the new side.
        QCOMPARE(model.comparedRows(), 2);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(cell(model, 0, C::Event), QStringLiteral("Ir"));
        QCOMPARE(cell(model, 0, C::Base), QStringLiteral("322"));
        QCOMPARE(cell(model, 0, C::New), QStringLiteral("426"));
        QCOMPARE(cell(model, 0, C::Delta), QStringLiteral("+104"));
        QCOMPARE(cell(model, 0, C::DeltaPercent), QStringLiteral("+32.30 %"));
        QVERIFY(model.index(0, C::Delta).data(Qt::BackgroundRole).isValid());
        QCOMPARE(cell(model, 1, C::Event), QStringLiteral("Dr"));
        QCOMPARE(cell(model, 1, C::Base), QStringLiteral("61"));
        QCOMPARE(cell(model, 1, C::New), QStringLiteral("81"));
        QCOMPARE(cell(model, 2, C::Event), QStringLiteral("Bc"));
        QCOMPARE(cell(model, 2, C::Base), QStringLiteral("-"));
        QCOMPARE(cell(model, 2, C::DeltaPercent), QStringLiteral("new only"));
        QVERIFY(!model.index(2, C::Delta).data(Qt::BackgroundRole).isValid());

        model.setComparison(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void partsOfEachSideLabelled()
    {
        const auto comparison = explainedComparison(snapshotOf(kTwoParts, QStringLiteral("b.out")),
                                                    snapshotOf(R"(events: Ir
fn=main
1 120
)",
                                                               QStringLiteral("n.out")),
                                                    ProfileComparison::Options{});
        SidePartsModel model(m_quiet);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(comparison);
        using C = SidePartsModel;
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(cell(model, 0, C::SideColumn), QStringLiteral("Baseline"));
        QCOMPARE(cell(model, 0, C::Part), QStringLiteral("Part 1"));
        QCOMPARE(cell(model, 0, C::Cost), QStringLiteral("40"));
        QCOMPARE(cell(model, 0, C::Share), QStringLiteral("40.00 %"));
        QCOMPARE(cell(model, 1, C::SideColumn), QStringLiteral("Baseline"));
        QCOMPARE(cell(model, 1, C::Part), QStringLiteral("Part 2"));
        QCOMPARE(cell(model, 1, C::Share), QStringLiteral("60.00 %"));
        QCOMPARE(cell(model, 2, C::SideColumn), QStringLiteral("New"));
        QCOMPARE(cell(model, 2, C::Cost), QStringLiteral("120"));
        QCOMPARE(cell(model, 2, C::Share), QStringLiteral("100.00 %"));
        QCOMPARE(model.side(2), ProfileComparison::Side::New);
        QCOMPARE(model.headerData(C::Cost, Qt::Horizontal).toString(), QStringLiteral("Ir"));
    }
};

QTEST_GUILESS_MAIN(ComparedEventsTest)
#include "tst_comparedevents.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// SeriesModel (the Series view's rows) on four steps written in the test: main's own work grows
// 1 % at step 2 and 10 % at step 3 (a regression at the default 2 %, none at 20 %), helper leaves
// at step 2 and comes back at step 3, extra appears at step 4. The model is checked with
// QAbstractItemModelTester, on its worker and on this thread.

#include "tests/support/TestSupport.h"

#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/series/SeriesModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

QByteArray stepText(int work, bool helper, bool extra)
{
    QByteArray text = "events: Ir\nfl=main.c\nfn=main\n1 " + QByteArray::number(work) + "\n";
    if (helper)
        text += "cfn=helper\ncalls=2 10\n2 50\n";
    if (extra)
        text += "cfn=extra\ncalls=1 20\n3 15\n";
    if (helper)
        text += "fn=helper\n10 50\n";
    if (extra)
        text += "fn=extra\n20 15\n";
    return text;
}

QStringList writeSteps()
{
    // Totals: 1050, 1010 (main +1 %, helper gone), 1150 (main +10 % over step 2's, helper
    // back), 1165 (extra: +1.3 %).
    return {writeFile(QStringLiteral("step1.out"), stepText(1000, true, false)),
            writeFile(QStringLiteral("step2.out"), stepText(1010, false, false)),
            writeFile(QStringLiteral("step3.out"), stepText(1100, true, false)),
            writeFile(QStringLiteral("step4.out"), stepText(1100, true, true))};
}

int rowNamed(const SeriesModel& model, const QString& name)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, SeriesModel::Name).data().toString() == name)
            return row;
    }
    return -1;
}

} // namespace

class SeriesModelTest : public QObject
{
    Q_OBJECT

private slots:
    void rowsTrendsAndRegressedSteps()
    {
        SeriesModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QStringList steps = writeSteps();
        model.openNow(steps);
        QCOMPARE(model.stepCount(), 4);
        QCOMPARE(model.columnCount(), SeriesModel::FirstStep + 4);
        QCOMPARE(model.rowCount(), 3); // main, helper (one row across its gap), extra
        for (int step = 0; step < 4; ++step)
            QCOMPARE(model.stepPath(step), steps[step]);
        const Cost totals[] = {1050, 1010, 1150, 1165};
        for (int step = 0; step < 4; ++step)
            QCOMPARE(model.stepTotal(step), totals[step]);

        // Rows by their largest inclusive cost: main first.
        QCOMPARE(model.index(0, SeriesModel::Name).data().toString(), QStringLiteral("main"));
        QCOMPARE(model.index(0, SeriesModel::File).data().toString(), QStringLiteral("main.c"));
        const int helper = rowNamed(model, QStringLiteral("helper"));
        QVERIFY(helper >= 0);
        const auto trend = model.index(helper, SeriesModel::Trend)
                               .data(SeriesModel::TrendRole)
                               .value<QList<double>>();
        QCOMPARE(trend.size(), 4);
        QCOMPARE(trend[0], 50.0);
        QVERIFY(std::isnan(trend[1])); // absent: a gap
        QCOMPARE(trend[2], 50.0);
        QCOMPARE(trend[3], 50.0);
        QCOMPARE(model.index(helper, SeriesModel::FirstStep + 1).data().toString(), QString());
        QCOMPARE(model.index(helper, SeriesModel::FirstStep + 2).data().toString(),
                 QStringLiteral("50"));
        QCOMPARE(model.index(0, SeriesModel::FirstStep + 3).data(SortRole).toLongLong(), 1165);
        QCOMPARE(model.headerData(SeriesModel::FirstStep, Qt::Horizontal, Qt::InitialSortOrderRole)
                     .toInt(),
                 int(Qt::DescendingOrder));

        // Step 3 grew 13.9 % over step 2: regressed at 2 %, not at 20 %; step 2 shrank.
        QCOMPARE(model.threshold(), 2.0);
        QCOMPARE(model.regressedSteps(), std::vector<int>({2}));
        QVERIFY(model.headerData(SeriesModel::FirstStep + 2, Qt::Horizontal, Qt::DisplayRole)
                    .toString()
                    .contains(QChar(0x25b2)));
        QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
        model.setThreshold(20.0);
        QVERIFY(!headers.isEmpty());
        QVERIFY(model.regressedSteps().empty());
        QVERIFY(!model.isRegressed(2));
        model.setThreshold(1.0); // step 4 grew 1.3 %
        QCOMPARE(model.regressedSteps(), std::vector<int>({2, 3}));
    }

    // The model orders its rows itself (the Series view's filter passes a click on a header
    // on): by each column's SortRole order, names ignoring case, rows of one value in the
    // model's own order (largest first); a persistent index follows its row; the order asked
    // for stays through a new series.
    void sortsItselfByEachColumn()
    {
        SeriesModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QStringList steps = writeSteps();
        // A fourth function whose name sorts last only when case is ignored (before every
        // lower-case name by its code points).
        steps[3] =
            writeFile(QStringLiteral("step4.out"), stepText(1100, true, true) + "fn=Zed\n30 5\n");
        model.openNow(steps);
        const auto names = [&model] {
            QStringList shown;
            for (int row = 0; row < model.rowCount(); ++row)
                shown << model.index(row, SeriesModel::Name).data().toString();
            return shown;
        };
        QCOMPARE(names(), QStringList({u"main"_s, u"helper"_s, u"extra"_s, u"Zed"_s}));
        const QPersistentModelIndex extra = model.index(2, SeriesModel::Trend);
        model.sort(SeriesModel::Name, Qt::AscendingOrder);
        QCOMPARE(names(), QStringList({u"extra"_s, u"helper"_s, u"main"_s, u"Zed"_s}));
        QCOMPARE(extra.row(), 0);
        QCOMPARE(extra.column(), int(SeriesModel::Trend));
        model.sort(SeriesModel::Name, Qt::DescendingOrder);
        QCOMPARE(names(), QStringList({u"Zed"_s, u"main"_s, u"helper"_s, u"extra"_s}));
        // Step 2 has main alone: the three absent (0) keep the model's order, either way.
        model.sort(SeriesModel::FirstStep + 1, Qt::AscendingOrder);
        QCOMPARE(names(), QStringList({u"helper"_s, u"extra"_s, u"Zed"_s, u"main"_s}));
        model.sort(SeriesModel::FirstStep + 1, Qt::DescendingOrder);
        QCOMPARE(names(), QStringList({u"main"_s, u"helper"_s, u"extra"_s, u"Zed"_s}));
        // Step 4: Zed 5, extra 15, helper 50, main 1170.
        model.sort(SeriesModel::FirstStep + 3, Qt::AscendingOrder);
        QCOMPARE(names(), QStringList({u"Zed"_s, u"extra"_s, u"helper"_s, u"main"_s}));
        QCOMPARE(extra.row(), 1);
        // Trend: main +10 % (1000 to 1100), helper, extra and Zed unchanged (in one step or
        // none moved), descending.
        model.sort(SeriesModel::Trend, Qt::DescendingOrder);
        QCOMPARE(names().front(), u"main"_s);
        // The order asked for stays through a new series; below 0, the model's own.
        model.sort(SeriesModel::Name, Qt::AscendingOrder);
        model.openNow(steps);
        QCOMPARE(names(), QStringList({u"extra"_s, u"helper"_s, u"main"_s, u"Zed"_s}));
        model.sort(-1, Qt::AscendingOrder);
        QCOMPARE(names(), QStringList({u"main"_s, u"helper"_s, u"extra"_s, u"Zed"_s}));
    }

    // open() builds on the worker while the view shows; the rows come with built().
    void buildsOnTheWorker()
    {
        SeriesModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy built(&model, &SeriesModel::built);
        model.setActive(true);
        model.open(writeSteps());
        QVERIFY(built.wait(30000));
        QCOMPARE(model.rowCount(), 3);
        QVERIFY(!model.isBusy());
        QCOMPARE(model.progress(), 1.0);

        // A step that does not load: failed(), the series before stays.
        QSignalSpy failed(&model, &SeriesModel::failed);
        model.open({writeSteps().front(), QStringLiteral("/nonexistent/step.out")});
        QVERIFY(failed.wait(30000));
        QCOMPARE(model.stepCount(), 4);
    }
};

QTEST_MAIN(SeriesModelTest)
#include "tst_seriesmodel.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The Series view in the window: a series opened as File > Open Series opens it (the last step
// the window's profile, the view brought forward), its strip names each step and marks the
// regressed one, the threshold is kept as the view's option, and two steps chosen open their
// comparison with the later step as the profile and the earlier one as the baseline.

#include "tests/support/PaintedCells.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"

#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/session/ProfileOpener.h"
#include "ui/viewmodel/settings/SettingsKeys.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/shell/Workspace.h"
#include "ui/widgets/views/series/SeriesOpening.h"
#include "ui/widgets/views/series/SeriesView.h"

#include <QAbstractItemModelTester>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTreeView>

#include <memory>

using namespace tally;
using namespace tally::test;

namespace {

QString step(const QString& name, int work, int helper)
{
    return writeFile(name, "events: Ir\nfl=main.c\nfn=main\n1 " + QByteArray::number(work) +
                               "\ncfn=helper\ncalls=1 10\n2 " + QByteArray::number(helper) +
                               "\nfn=helper\n10 " + QByteArray::number(helper) + "\n");
}

// `window` at 1280x800 with the series of `steps` opened as File > Open Series opens it, its
// Series view built; null if it was not.
SeriesView* openedSeries(TestWindow& window, const QStringList& steps)
{
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return nullptr;
    ViewTabs& tabs = *window.workspace().viewTabs();
    auto* view = qobject_cast<SeriesView*>(tabs.view(QStringLiteral("series")));
    if (!view)
        return nullptr;
    QSignalSpy built(view, &SeriesView::seriesBuilt);
    seriesopening::open(window.opener(), tabs, steps);
    return built.wait(30000) ? view : nullptr;
}

} // namespace

class SeriesViewTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_settings = std::make_unique<QSettings>(tempDir().filePath(QStringLiteral("series.ini")),
                                                 QSettings::IniFormat);
        m_settings->clear();
        // Named so that the dialog's order differs from the steps': 10 after 9.
        m_steps = {step(QStringLiteral("run.9"), 1000, 100),
                   step(QStringLiteral("run.10"), 1000, 102),
                   step(QStringLiteral("run.11"), 1000, 400)};
    }

    void stepsInNameOrder()
    {
        QCOMPARE(seriesopening::inStepOrder({m_steps[2], m_steps[1], m_steps[0]}), m_steps);
    }

    void openCompareAndThreshold()
    {
        TestWindow window(*m_settings);
        SeriesView* view = openedSeries(window, m_steps);
        QVERIFY(view);
        ViewTabs& tabs = *window.workspace().viewTabs();
        QCOMPARE(tabs.currentView(ViewTabs::Group::Upper), view);
        QVERIFY(QTest::qWaitFor([&] { return window.session().hasProfile(); }, 30000));
        QCOMPARE(window.opener().openPaths(), QStringList{m_steps[2]}); // the latest step

        // The strip: a box a step; step 3 (+27 %) regressed at the default 2 %, step 2 (+0.2 %)
        // not.
        const QStandardItemModel& strip = view->stripModel();
        QCOMPARE(strip.rowCount(), 3);
        QVERIFY(strip.item(0)->text().contains(QStringLiteral("run.9")));
        QVERIFY(strip.item(2)->text().contains(QChar(0x25b2)));
        QVERIFY(strip.item(2)->font().bold());
        QVERIFY(!strip.item(1)->text().contains(QChar(0x25b2)));
        QCOMPARE(view->table()->model()->rowCount(), 2);

        // The threshold, kept as the view's option: at 30 % nothing regressed.
        view->thresholdBox()->setValue(30.0);
        QVERIFY(!strip.item(2)->text().contains(QChar(0x25b2)));
        QCOMPARE(
            settings::read(*m_settings, settings::viewOption<double>(QStringLiteral("series"),
                                                                     "regressionPercent", 2.0)),
            30.0);

        // The filter box, ignoring case; a click on a header sorts the rows shown (the model
        // orders itself, NameFilterModel passes the click on).
        QAbstractItemModelTester tester(view->table()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        view->filterEdit()->setText(QStringLiteral("HeLp"));
        QCOMPARE(view->table()->model()->rowCount(), 1);
        QCOMPARE(view->table()->model()->index(0, SeriesModel::Name).data().toString(),
                 QStringLiteral("helper"));
        view->filterEdit()->clear();
        QCOMPARE(view->table()->model()->rowCount(), 2);
        view->table()->sortByColumn(SeriesModel::Name, Qt::AscendingOrder);
        QCOMPARE(view->table()->model()->index(0, SeriesModel::Name).data().toString(),
                 QStringLiteral("helper"));
        view->table()->sortByColumn(SeriesModel::Name, Qt::DescendingOrder);
        QCOMPARE(view->table()->model()->index(0, SeriesModel::Name).data().toString(),
                 QStringLiteral("main"));

        // Two steps chosen: their comparison, the later one the profile.
        QVERIFY(!view->compareChosenSteps());
        view->chooseSteps(0, 1);
        QCOMPARE(view->chosenSteps(), std::vector<int>({0, 1}));
        QVERIFY(view->compareChosenSteps());
        QVERIFY(waitForComparison(window));
        QCOMPARE(window.session().baselinePaths(), QStringList{m_steps[0]});
        QCOMPARE(window.opener().openPaths(), QStringList{m_steps[1]});
        QCOMPARE(tabs.currentView(ViewTabs::Group::Upper), tabs.view(QStringLiteral("compare")));
        // The series stays for another pair.
        QCOMPARE(view->model().stepCount(), 3);
        settings::write(*m_settings,
                        settings::viewOption<double>(QStringLiteral("series"), "regressionPercent"),
                        2.0);
    }

    // The filter sees each whole name, as the flat profile's does, while the list shows the
    // short form (View > Short Names): a pattern inside the template arguments that shortening
    // hides still finds the row.
    void filterSeesTheWholeName()
    {
        const QByteArray text =
            "events: Ir\nfn=main\n1 10\ncfn=ns::Holder<std::map<int, std::string>>::get(int)\n"
            "calls=1 2\n2 5\nfn=ns::Holder<std::map<int, std::string>>::get(int)\n1 5\n";
        const QStringList steps = {writeFile(QStringLiteral("short.1"), text),
                                   writeFile(QStringLiteral("short.2"), text)};
        TestWindow window(*m_settings);
        SeriesView* view = openedSeries(window, steps);
        QVERIFY(view);
        QVERIFY(window.session().shortNames());
        const QAbstractItemModel& rows = *view->table()->model();
        QCOMPARE(rows.rowCount(), 2);
        view->filterEdit()->setText(QStringLiteral("std::map<INT"));
        QCOMPARE(rows.rowCount(), 1);
        QCOMPARE(rows.index(0, SeriesModel::Name).data().toString(),
                 QStringLiteral("ns::Holder<\u2026>::get(int)"));
        QCOMPARE(rows.index(0, SeriesModel::Name).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("ns::Holder<std::map<int, std::string>>::get(int)"));
        view->filterEdit()->clear();
    }

    // Steps that measure no event type in common (an Ir profile, then a Time one): the summary
    // says there is nothing to follow, where it said only "2 steps, 0 regressed" over zeros.
    void stepsWithNoEventTypeInCommonSaySo()
    {
        const QStringList steps = {
            step(QStringLiteral("ir.1"), 1000, 100),
            writeFile(QStringLiteral("time.2"), "events: Time\nfl=main.c\nfn=main\n1 900\n")};
        TestWindow window(*m_settings);
        SeriesView* view = openedSeries(window, steps);
        QVERIFY(view);
        QTRY_VERIFY2(view->summary().contains(QLatin1String("no event type in common")),
                     qPrintable(view->summary()));
        QVERIFY(view->summary().startsWith(QLatin1String("2 step")));
    }

    // Names that differ only inside a long template read apart in a narrow Function column, as in
    // the flat profile: shortened as every view shortens them and cut where they do not differ
    // (a plain cut at the end showed "void sortAll<std::v..." for all four).
    void twinsInANarrowColumnNeverLookAlike()
    {
        const QStringList steps = {writeFile(QStringLiteral("twins.1"), twinsProfile(1000)),
                                   writeFile(QStringLiteral("twins.2"), twinsProfile(1500))};
        RecordingStyle style; // outlives the window
        TestWindow window(*m_settings);
        SeriesView* view = openedSeries(window, steps);
        QVERIFY(view);
        QTreeView* table = view->table();
        table->setStyle(&style);
        bool cut = false;
        for (const int functionWidth : {120, 160, 200, 260}) {
            table->header()->resizeSection(SeriesModel::Name, functionWidth);
            const QString wrong = twinsReadApart(*table, style, SeriesModel::Name, cut);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        }
        // The whole name in the tooltip (SortRole is the whole name, as in the Compare view).
        const QModelIndex first = table->model()->index(0, SeriesModel::Name);
        QCOMPARE(first.data(Qt::ToolTipRole).toString(), first.data(SortRole).toString());
        QVERIFY(cut); // narrow enough to cut the names
    }

private:
    std::unique_ptr<QSettings> m_settings;
    QStringList m_steps;
};

QTEST_MAIN(SeriesViewTest)
#include "tst_seriesview.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The Event Chart's event types (ui/widgets/views/events/TopFunctionsChart): the toolbar's
// primary against its secondary type until the user picks the chart's own, and a type alone, not
// against itself, when there is no other.

#include "tests/support/EventLoop.h"
#include "tests/support/TestSupport.h"
#include "ui/widgets/views/events/TopFunctionsChart.h"

#include <QComboBox>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalBarSeries>
#include <QtCharts/QLegend>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

std::shared_ptr<const Profile> load(const QByteArray& text)
{
    return loadedText(text, u"chart.out"_s).profile;
}

QStringList setNames(const TopFunctionsChart& chart)
{
    QStringList names;
    for (const QBarSet* set : chart.series()->barSets())
        names << set->label();
    return names;
}

} // namespace

class TopFunctionsChartTest : public QObject
{
    Q_OBJECT

private slots:
    // Only Ir: its bars alone, "Top 2 functions by self Ir", no "against Ir", no legend.
    void oneEventTypeAlone()
    {
        Session session;
        session.setProfile(load("events: Ir\nfn=main\n1 10\nfn=work\n1 30\n"));
        settle();
        TopFunctionsChart chart(session);
        QCOMPARE(setNames(chart), QStringList{u"Ir (self)"_s});
        // (The plural's English forms come with the translations the program loads.)
        QVERIFY2(chart.chartView()->chart()->title().endsWith(u" by self Ir"_s),
                 qPrintable(chart.chartView()->chart()->title()));
        QVERIFY(!chart.chartView()->chart()->legend()->isVisible());
    }

    // The toolbar's event types, whichever are chosen, until the user picks in the chart.
    void followsTheToolbar()
    {
        Session session;
        session.setProfile(load("events: Ir Dr Dw\nfn=main\n1 10 1 2\nfn=work\n1 30 3 1\n"));
        settle();
        const int ir = session.events().indexOf(u"Ir"_s);
        const int dr = session.events().indexOf(u"Dr"_s);
        const int dw = session.events().indexOf(u"Dw"_s);
        session.setEventTypes(dr, dw);
        settle();
        TopFunctionsChart chart(session);
        chart.show(); // a hidden chart waits to be shown to rebuild
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QCOMPARE(setNames(chart), (QStringList{u"Dw (self)"_s, u"Dr (self)"_s}));
        QVERIFY2(chart.chartView()->chart()->title().endsWith(u" by self Dr, against Dw"_s),
                 qPrintable(chart.chartView()->chart()->title()));
        session.setEventTypes(ir, -1);
        settle();
        QCOMPARE(setNames(chart), QStringList{u"Ir (self)"_s});
        session.setEventTypes(dw, ir);
        settle();
        QCOMPARE(setNames(chart), (QStringList{u"Ir (self)"_s, u"Dw (self)"_s}));

        // The user's own choice stays.
        auto boxes = chart.findChildren<QComboBox*>();
        QComboBox* first = nullptr;
        for (QComboBox* box : boxes) {
            if (box->toolTip() == u"The event type that ranks the functions"_s)
                first = box;
        }
        QVERIFY(first);
        first->setCurrentIndex(first->findData(dr));
        QCOMPARE(setNames(chart), (QStringList{u"Ir (self)"_s, u"Dr (self)"_s}));
        session.setEventTypes(ir, dw);
        settle();
        QCOMPARE(setNames(chart), (QStringList{u"Ir (self)"_s, u"Dr (self)"_s}));
    }
};

QTEST_MAIN(TopFunctionsChartTest)
#include "tst_topfunctionschart.moc"

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

    // Ten bars in the room the Event Chart has at 1280x800, with long C++ names of which two
    // read alike: every bar labelled, the largest too, each label inside the plot and apart from
    // the others, each keeping its function's own name.
    void hiddenChartLaysOutAfterAnotherProfile()
    {
        // Shown on a profile of 60 functions, hidden, the Session moves to a profile of one;
        // a palette change (the theme) lays the hidden chart's labels out again: they keep what
        // they were made with and read nothing of the new profile (tally_soak found them reading
        // function 59 of a one-function profile).
        QByteArray text = "events: Ir\n";
        for (int i = 0; i < 60; ++i)
            text +=
                "fn=f" + QByteArray::number(i) + "\n1 " + QByteArray::number(100 * (i + 1)) + "\n";
        Session session;
        session.setProfile(load(text));
        settle();
        TopFunctionsChart chart(session);
        chart.resize(556, 360);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        settle();
        QTRY_COMPARE(chart.labelRects().size(), std::size_t(10));
        chart.hide();
        session.setProfile(load("events: Ir\nfn=main\n1 10\n"));
        settle();
        QPalette palette = chart.palette();
        palette.setColor(QPalette::Text, Qt::darkRed);
        chart.setPalette(palette);
        QCoreApplication::processEvents();
        QVERIFY(chart.labelTexts().contains(u"f59"_s));
    }

    void everyBarIsLabelled()
    {
        QByteArray text = "events: Ir Dr\n";
        for (int i = 0; i < 60; ++i)
            text += "fn=std::map<std::string, std::vector<int>> ns::Index<Key" +
                    QByteArray::number(i % 6) + ">::build_part" + QByteArray::number(i) +
                    "(std::vector<std::pair<int, std::string>> const&) const\n1 " +
                    QByteArray::number(1000 * (61 - i) * (61 - i)) + " " +
                    QByteArray::number(10 * (i + 1)) + "\n";
        Session session;
        session.setProfile(load(text));
        session.setEventTypes(0, 1);
        settle();
        TopFunctionsChart chart(session);
        chart.resize(556, 360);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        settle();
        const QRectF plot = chart.chartView()->chart()->plotArea();
        QTRY_COMPARE(chart.labelRects().size(), std::size_t(10));
        const std::vector<QRectF> rects = chart.labelRects();
        const QStringList texts = chart.labelTexts();
        for (int row = 0; row < 10; ++row) {
            const QRectF& rect = rects[std::size_t(row)];
            const QString why = u"label %1 '%2' at %3,%4 %5x%6 in plot %7,%8 %9x%10"_s.arg(row)
                                    .arg(texts[row])
                                    .arg(rect.x())
                                    .arg(rect.y())
                                    .arg(rect.width())
                                    .arg(rect.height())
                                    .arg(plot.x())
                                    .arg(plot.y())
                                    .arg(plot.width())
                                    .arg(plot.height());
            QVERIFY2(!rect.isEmpty(), qPrintable(why));
            QVERIFY2(plot.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect), qPrintable(why));
            QVERIFY2(texts[row].contains(u"build_part"_s + QString::number(row)), qPrintable(why));
            if (row > 0)
                QVERIFY2(rects[std::size_t(row - 1)].bottom() <= rect.top() + 1, qPrintable(why));
        }
        // The largest bar is long enough to hold its name.
        QVERIFY2(rects[0].right() <
                     chart.chartView()
                         ->chart()
                         ->mapToPosition(QPointF(chart.entries()[0].first, 9), chart.series())
                         .x(),
                 qPrintable(texts[0]));

        // Fifty bars: smaller names, and every n-th bar's when they would still overlap; never
        // one on another, the largest always named.
        chart.setCount(50);
        settle();
        const std::vector<QRectF> crowded = chart.labelRects();
        QCOMPARE(crowded.size(), std::size_t(50));
        QVERIFY(!crowded[0].isEmpty());
        int named = 0;
        double lastBottom = -1e9;
        for (const QRectF& rect : crowded) {
            if (rect.isEmpty())
                continue;
            ++named;
            QVERIFY2(rect.top() >= lastBottom - 1,
                     qPrintable(u"%1 above %2"_s.arg(rect.top()).arg(lastBottom)));
            lastBottom = rect.bottom();
        }
        QVERIFY2(named >= 10, qPrintable(QString::number(named)));
    }
};

QTEST_MAIN(TopFunctionsChartTest)
#include "tst_topfunctionschart.moc"

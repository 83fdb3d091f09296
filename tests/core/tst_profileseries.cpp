// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// ProfileSeries on steps written in the test: a function that leaves the series at one step and
// comes back at a later one keeps one row, absent (zero) at the steps between.

#include "tests/support/CostSnapshots.h"

#include "core/analysis/ProfileSeries.h"
#include "core/output/SeriesWriter.h"

#include <QRegularExpression>
#include <QTest>

using namespace tally;
using namespace tally::test;

namespace {

// main calls helper `calls` times (helper absent when 0), and does `work` itself.
QByteArray step(int calls, int work)
{
    QByteArray text = "events: Ir\nfl=main.c\nfn=main\n1 " + QByteArray::number(work) + "\n";
    if (calls > 0)
        text += "cfn=helper\ncalls=" + QByteArray::number(calls) + " 10\n2 " +
                QByteArray::number(calls * 7) + "\nfn=helper\n10 " + QByteArray::number(calls * 7) +
                "\n";
    return text;
}

std::vector<std::size_t> rowsNamed(const ProfileSeries& series, const QString& name)
{
    std::vector<std::size_t> rows;
    for (std::size_t r = 0; r < series.rowCount(); ++r) {
        if (series.row(r).name == name)
            rows.push_back(r);
    }
    return rows;
}

} // namespace

class ProfileSeriesTest : public QObject
{
    Q_OBJECT

private slots:
    void vanishedFunctionKeepsItsRow()
    {
        ProfileSeries series({});
        const int calls[] = {2, 0, 0, 3};
        for (int s = 0; s < 4; ++s)
            series.add(snapshotOf(step(calls[s], 100), QStringLiteral("s%1.out").arg(s)),
                       QStringLiteral("s%1").arg(s));
        series.finish();
        const auto helper = rowsNamed(series, QStringLiteral("helper"));
        QCOMPARE(helper.size(), std::size_t(1));
        const std::size_t r = helper.front();
        QCOMPARE(series.row(r).first, 0);
        QCOMPARE(series.row(r).last, 3);
        QCOMPARE(series.kind(r), ProfileSeries::Kind::Same);
        const bool present[] = {true, false, false, true};
        for (int s = 0; s < 4; ++s) {
            QCOMPARE(series.present(r, s), present[s]);
            QCOMPARE(series.called(r, s), Count(calls[s]));
            QCOMPARE(series.self(r, s, 0), Cost(calls[s] * 7));
        }
        // The text trend leaves the gap blank.
        QString text;
        QTextStream out(&text);
        serieswriter::writeText(out, series, {});
        out.flush();
        // (14 and 21 Ir: 6/7 and a full bar.)
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\u2586  \u2588 +helper\n"))),
                 qPrintable(text));
        // main stays one row throughout.
        QCOMPARE(rowsNamed(series, QStringLiteral("main")).size(), std::size_t(1));
    }

    // A function that leaves for good stays removed; one new at a later step is added.
    void leavingAndArrivingKeepTheirKinds()
    {
        ProfileSeries series({});
        const int calls[] = {0, 4, 0};
        for (int s = 0; s < 3; ++s)
            series.add(snapshotOf(step(calls[s], 100), QStringLiteral("t%1.out").arg(s)),
                       QStringLiteral("t%1").arg(s));
        series.finish();
        const auto helper = rowsNamed(series, QStringLiteral("helper"));
        QCOMPARE(helper.size(), std::size_t(1));
        QCOMPARE(series.kind(helper.front()), ProfileSeries::Kind::Added);
        QVERIFY(series.present(helper.front(), 1));
        QVERIFY(!series.present(helper.front(), 2));
    }
};

QTEST_GUILESS_MAIN(ProfileSeriesTest)
#include "tst_profileseries.moc"

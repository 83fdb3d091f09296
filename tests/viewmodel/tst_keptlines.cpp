// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// KeptLines: which lines of a source file a condensed listing shows, and the runs the others fold
// into (the source and the compared source listings' gap rows).

#include "ui/viewmodel/annotation/KeptLines.h"

#include <QTest>

#include <limits>

using namespace tally;

namespace {

using Runs = std::vector<KeptLines::Run>;

} // namespace

class KeptLinesTest : public QObject
{
    Q_OBJECT

private slots:
    void allKeptIsOneRun()
    {
        const KeptLines lines(10, true);
        QCOMPARE(lines.runs(), (Runs{{1, 10, true}}));
    }

    void noneKeptIsOneGap()
    {
        const KeptLines lines(10, false);
        QCOMPARE(lines.runs(), (Runs{{1, 10, false}}));
    }

    void emptyFileHasNoRuns()
    {
        KeptLines lines(0, false);
        lines.keepAround(1, 3);
        QVERIFY(lines.runs().empty());
    }

    void contextAroundCostlyLines()
    {
        KeptLines lines(30, false);
        lines.keepAround(10, 2); // 8-12
        lines.keepAround(14, 1); // 13-15: touches the first, one run
        lines.keep(25);
        QCOMPARE(
            lines.runs(),
            (Runs{{1, 7, false}, {8, 15, true}, {16, 24, false}, {25, 25, true}, {26, 30, false}}));
    }

    void contextStopsAtTheFileEdges()
    {
        KeptLines lines(5, false);
        lines.keepAround(1, 3);
        lines.keepAround(5, 1);
        QCOMPARE(lines.runs(), (Runs{{1, 5, true}}));
        KeptLines middle(9, false);
        middle.keepAround(2, 1);
        middle.keepAround(9, 0);
        QCOMPARE(middle.runs(), (Runs{{1, 3, true}, {4, 8, false}, {9, 9, true}}));
    }

    void noLineAndLinesBeyondTheEndKeepNothing()
    {
        // A profile's line numbers are untrusted: 0 means none, and the file may have changed.
        KeptLines lines(8, false);
        lines.keepAround(0, 3);
        lines.keepAround(9, 3);
        lines.keepAround(std::numeric_limits<LineNumber>::max(), 1000);
        lines.keep(0);
        QCOMPARE(lines.runs(), (Runs{{1, 8, false}}));
    }

    void keepingInAnAllKeptFileChangesNothing()
    {
        KeptLines lines(4, true);
        lines.keepAround(2, 1);
        QCOMPARE(lines.runs(), (Runs{{1, 4, true}}));
    }
};

QTEST_GUILESS_MAIN(KeptLinesTest)
#include "tst_keptlines.moc"

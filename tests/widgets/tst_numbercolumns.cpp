// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Digits are never elided: number columns widen to their widest number (the text column gives
// way) and spring back when dragged narrower; they narrow again, to the width the view or the
// user gave, when the numbers do.

#include "tests/support/TestSupport.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/FlatTableView.h"
#include "ui/widgets/common/NumberColumnFitter.h"
#include "ui/widgets/views/functions/FlatProfileView.h"

#include <QHeaderView>
#include <QStandardItemModel>
#include <QTest>
#include <QTreeView>

using namespace tally;
using namespace tally::test;

class NumberColumnsTest : public QObject
{
    Q_OBJECT

private slots:
    void widenToTheWidestNumber()
    {
        // Call counts and costs of 17 and 19 digits, in a row that is not at the top.
        const QByteArray text = "events: Ir\n"
                                "fn=main\n1 5\ncfn=callee\ncalls=98765432109876543 2\n"
                                "2 9000000000000000000\n"
                                "fn=callee\n2 1234567890123456789\n"
                                "fn=small\n1 1\n";
        const auto result = loadedText(text, QStringLiteral("wide.out"));
        Session session;
        session.setProfile(result.profile);
        FlatProfileView view(session);
        view.resize(700, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QHeaderView* header = view.table()->header();
        const QFontMetrics metrics = view.table()->fontMetrics();
        const auto widthOf = [&](qlonglong value) {
            return metrics.horizontalAdvance(QLocale().toString(value));
        };
        QTRY_VERIFY(header->sectionSize(FlatProfileModel::Called) > widthOf(98765432109876543LL));
        QTRY_VERIFY(header->sectionSize(FlatProfileModel::Self) > widthOf(1234567890123456789LL));
        // The text shown is the whole number, never "98,…,543".
        bool found = false;
        for (int row = 0; row < view.proxy().rowCount(); ++row)
            found |= view.proxy().index(row, FlatProfileModel::Called).data().toString() ==
                     QLocale().toString(98765432109876543LL);
        QVERIFY(found);

        // Dragged narrower, the column springs back.
        header->resizeSection(FlatProfileModel::Called, 20);
        QTRY_VERIFY(header->sectionSize(FlatProfileModel::Called) > widthOf(98765432109876543LL));
    }

    void narrowAgainWithTheNumbers()
    {
        // One column of numbers, then the next active function's: the width follows what is
        // shown, not what was shown before (screenshots came out with other widths otherwise).
        QStandardItemModel model;
        model.setColumnCount(2);
        const auto show = [&](const QString& number) {
            model.removeRows(0, model.rowCount()); // the columns, and their widths, stay
            auto* cost = new QStandardItem(number);
            cost->setData(int(Qt::AlignRight | Qt::AlignVCenter), Qt::TextAlignmentRole);
            model.appendRow({cost, new QStandardItem(QStringLiteral("name"))});
        };
        show(QStringLiteral("1"));
        QTreeView view;
        view.setModel(&model);
        view.header()->setStretchLastSection(true);
        new NumberColumnFitter(&view);
        view.resize(600, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.header()->resizeSection(0, 60);
        QHeaderView* header = view.header();
        QTRY_COMPARE(header->sectionSize(0), 60);

        const QString wide = QStringLiteral("123,456,789,012,345,678");
        show(wide);
        const int needed = view.fontMetrics().horizontalAdvance(wide);
        QTRY_VERIFY(header->sectionSize(0) > needed);
        show(QStringLiteral("7"));
        QTRY_COMPARE(header->sectionSize(0), 60);

        // A width given without a signal (a restored header state) is the column's own too.
        QHeaderView saved(Qt::Horizontal);
        saved.setModel(&model);
        saved.resizeSection(0, 90);
        QVERIFY(header->restoreState(saved.saveState()));
        show(wide);
        QTRY_VERIFY(header->sectionSize(0) > needed);
        show(QStringLiteral("8"));
        QTRY_COMPARE(header->sectionSize(0), 90);
    }
    void firstColumnOfATreeHoldsTheBranchToo()
    {
        // All Callees at its narrowest showed "130,732,557" for 9,130,732,557: the column had
        // room for the number but not for the branch indicator left of it.
        QStandardItemModel model;
        model.setColumnCount(2);
        const QString wide = QStringLiteral("9,130,732,557");
        auto* cost = new QStandardItem(wide);
        cost->setData(int(Qt::AlignRight | Qt::AlignVCenter), Qt::TextAlignmentRole);
        model.appendRow({cost, new QStandardItem(QStringLiteral("name"))});
        QTreeView view;
        view.setModel(&model);
        view.header()->setStretchLastSection(true);
        view.header()->resizeSection(0, 30);
        new NumberColumnFitter(&view);
        view.resize(600, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const int needed = view.fontMetrics().horizontalAdvance(wide) + view.indentation() + 6;
        QTRY_VERIFY2(
            view.header()->sectionSize(0) >= needed,
            qPrintable(QStringLiteral("%1 < %2").arg(view.header()->sectionSize(0)).arg(needed)));
        // Without branches, the number alone.
        view.setRootIsDecorated(false);
        view.header()->resizeSection(0, 30);
        QTRY_VERIFY(view.header()->sectionSize(0) < needed);
        QTRY_VERIFY(view.header()->sectionSize(0) > view.fontMetrics().horizontalAdvance(wide));
    }
};

QTEST_MAIN(NumberColumnsTest)
#include "tst_numbercolumns.moc"

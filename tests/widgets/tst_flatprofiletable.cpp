// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// FlatProfileTable does not lay its rows out again after a sort of a flat list: a sort asks the
// model nothing per row, and the table then answers every question about its rows (where a row
// is, which row is at a point, the rows above and below, the current row, what is painted) as
// a QTreeView laid out afresh does. Any other change of the rows is laid out in full.

#include "tests/support/PaintCounter.h"
#include "tests/support/TestSupport.h"
#include "ui/widgets/views/functions/FlatProfileTable.h"

#include <QAbstractItemModelTester>
#include <QAbstractTableModel>
#include <QApplication>
#include <QHeaderView>
#include <QScrollBar>
#include <QTest>
#include <QTreeView>

#include <algorithm>
#include <numeric>
#include <vector>

using namespace tally;

namespace {

// A flat table of numbers that sorts itself with a layout change, as the flat profile does,
// and counts how often a view asks for a row's flags (a layout asks for each row's).
class NumbersModel : public QAbstractTableModel
{
public:
    explicit NumbersModel(int rows)
    {
        m_values.resize(std::size_t(rows));
        for (int i = 0; i < rows; ++i)
            m_values[std::size_t(i)] = (i * 7919) % 1000;
    }

    int rowCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_values.size());
    }
    int columnCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : 2;
    }
    QVariant data(const QModelIndex& index, int role) const override
    {
        if (role != Qt::DisplayRole || !index.isValid())
            return {};
        const int value = m_values[std::size_t(index.row())];
        return index.column() == 0 ? QVariant(value) : QVariant(QString::number(value * 3));
    }
    Qt::ItemFlags flags(const QModelIndex& index) const override
    {
        ++m_flagsAsked;
        if (!index.isValid())
            return QAbstractTableModel::flags(index);
        return QAbstractTableModel::flags(index) | Qt::ItemNeverHasChildren;
    }
    void sort(int, Qt::SortOrder order) override
    {
        emit layoutAboutToBeChanged({}, VerticalSortHint);
        const QModelIndexList before = persistentIndexList();
        std::vector<int> valueOf;
        for (const QModelIndex& index : before)
            valueOf.push_back(m_values[std::size_t(index.row())]);
        std::vector<int> places(m_values.size());
        std::iota(places.begin(), places.end(), 0);
        std::stable_sort(places.begin(), places.end(), [&](int a, int b) {
            return order == Qt::AscendingOrder
                       ? m_values[std::size_t(a)] < m_values[std::size_t(b)]
                       : m_values[std::size_t(a)] > m_values[std::size_t(b)];
        });
        std::vector<int> sorted;
        for (const int place : places)
            sorted.push_back(m_values[std::size_t(place)]);
        // Values are distinct enough for the test: a persistent index follows its value.
        std::vector<int> rowOf(1000, -1);
        for (std::size_t row = sorted.size(); row-- > 0;)
            rowOf[std::size_t(sorted[row])] = int(row);
        m_values = sorted;
        QModelIndexList after;
        for (qsizetype i = 0; i < before.size(); ++i)
            after.push_back(index(rowOf[std::size_t(valueOf[std::size_t(i)])], before[i].column()));
        changePersistentIndexList(before, after);
        emit layoutChanged({}, VerticalSortHint);
    }
    void removeFirst(int count)
    {
        beginRemoveRows({}, 0, count - 1);
        m_values.erase(m_values.begin(), m_values.begin() + count);
        endRemoveRows();
    }

    mutable int m_flagsAsked = 0;

private:
    std::vector<int> m_values;
};

// Every question about rows answered alike by both views.
void compareViews(QTreeView& table, QTreeView& reference)
{
    QAbstractItemModel& model = *table.model();
    QCOMPARE(table.currentIndex(), reference.currentIndex());
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row, 0);
        QCOMPARE(table.visualRect(index), reference.visualRect(index));
        QCOMPARE(table.indexBelow(index), reference.indexBelow(index));
        QCOMPARE(table.indexAbove(index), reference.indexAbove(index));
        const QPoint centre = reference.visualRect(index).center();
        QCOMPARE(table.indexAt(centre), reference.indexAt(centre));
    }
    QCOMPARE(table.verticalScrollBar()->maximum(), reference.verticalScrollBar()->maximum());
    QCOMPARE(table.viewport()->grab().toImage(), reference.viewport()->grab().toImage());
}

// The table under test and a plain QTreeView set up alike on `model`, shown side by side.
void showBeside(FlatProfileTable& table, QTreeView& reference, QAbstractItemModel& model)
{
    for (QTreeView* view : {static_cast<QTreeView*>(&table), &reference}) {
        view->setRootIsDecorated(false);
        view->setUniformRowHeights(true);
        view->setModel(&model);
        view->resize(400, 300);
        view->show();
    }
}

} // namespace

class FlatProfileTableTest : public QObject
{
    Q_OBJECT

private slots:
    void sortingAsksNothingPerRow()
    {
        NumbersModel model(5000);
        QAbstractItemModelTester tester(&model);
        FlatProfileTable table;
        table.setRootIsDecorated(false);
        table.setUniformRowHeights(true);
        table.setModel(&model);
        table.resize(400, 300);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        table.doItemsLayout();
        model.m_flagsAsked = 0;
        model.sort(0, Qt::DescendingOrder);
        table.doItemsLayout();
        table.viewport()->repaint();
        // A repaint asks for the rows in sight; a layout would have asked for all 5,000.
        QVERIFY2(model.m_flagsAsked < 500, qPrintable(QString::number(model.m_flagsAsked)));
    }

    void answersAsATreeViewLaidOutAfresh()
    {
        NumbersModel model(300);
        QAbstractItemModelTester tester(&model);
        FlatProfileTable table;
        QTreeView reference;
        showBeside(table, reference, model);
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        QVERIFY(QTest::qWaitForWindowExposed(&reference));
        table.setCurrentIndex(model.index(40, 0));
        reference.setCurrentIndex(model.index(40, 0));
        table.scrollTo(model.index(40, 0));
        reference.scrollTo(model.index(40, 0));
        const auto settle = [&] {
            table.doItemsLayout();
            reference.doItemsLayout();
            QApplication::processEvents();
        };
        settle();
        compareViews(table, reference);
        for (const auto order : {Qt::DescendingOrder, Qt::AscendingOrder, Qt::DescendingOrder}) {
            model.sort(0, order);
            settle();
            compareViews(table, reference);
        }
        // Fewer rows, then a sort: laid out in full, then not.
        model.removeFirst(120);
        settle();
        compareViews(table, reference);
        model.sort(0, Qt::AscendingOrder);
        settle();
        compareViews(table, reference);
        // A sort whose layout comes with a change of the rows before it is laid out.
        model.sort(0, Qt::DescendingOrder);
        model.removeFirst(30);
        settle();
        compareViews(table, reference);
    }

    // Rows far from those in view are placed from the top row's place (no walk over the
    // items): where a QTreeView places them, in every column, scrolled anywhere, per item or
    // per pixel, with a column hidden.
    void placesFarRowsAsATreeView()
    {
        NumbersModel model(5000);
        FlatProfileTable table;
        QTreeView reference;
        showBeside(table, reference, model);
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        QVERIFY(QTest::qWaitForWindowExposed(&reference));
        const auto compareFarRows = [&] {
            for (int row = 0; row < model.rowCount(); row += 37) {
                for (int column = 0; column < model.columnCount(); ++column) {
                    const QModelIndex index = model.index(row, column);
                    QCOMPARE(table.visualRect(index), reference.visualRect(index));
                }
            }
        };
        for (const auto mode :
             {QAbstractItemView::ScrollPerItem, QAbstractItemView::ScrollPerPixel}) {
            for (QTreeView* view : {static_cast<QTreeView*>(&table), &reference})
                view->setVerticalScrollMode(mode);
            for (const int row : {0, 2500, 4999, 1234}) {
                for (QTreeView* view : {static_cast<QTreeView*>(&table), &reference}) {
                    view->setCurrentIndex(model.index(row, 0));
                    view->scrollTo(model.index(row, 0));
                }
                QApplication::processEvents();
                compareFarRows();
            }
        }
        table.setColumnHidden(0, true);
        reference.setColumnHidden(0, true);
        QApplication::processEvents();
        compareFarRows();
    }

    // The header shared the table's selection and repainted itself whole at each change of
    // the current row (every activation); it draws nothing of the selection.
    void headerIsNotRepaintedForANewCurrentRow()
    {
        NumbersModel model(5000);
        FlatProfileTable table;
        table.setRootIsDecorated(false);
        table.setUniformRowHeights(true);
        table.setAllColumnsShowFocus(true);
        table.setModel(&model);
        table.resize(400, 300);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        QVERIFY(!table.header()->highlightSections());
        QApplication::processEvents();
        test::PaintCounter counter;
        const QImage before = table.header()->grab().toImage();
        table.header()->viewport()->installEventFilter(&counter);
        for (const int row : {3, 2500, 7}) {
            table.setCurrentIndex(model.index(row, 0));
            table.scrollTo(model.index(row, 0));
            QApplication::processEvents();
            QApplication::processEvents();
        }
        QCOMPARE(counter.paints, 0);
        table.header()->viewport()->removeEventFilter(&counter);
        QCOMPARE(table.header()->grab().toImage(), before);
        table.header()->viewport()->installEventFilter(&counter);
        // A new model: the header's selection follows it, still apart from the table's.
        NumbersModel other(100);
        table.setModel(&other);
        QCOMPARE(table.header()->selectionModel()->model(), &other);
        QVERIFY(table.header()->selectionModel() != table.selectionModel());
    }
};

QTEST_MAIN(FlatProfileTableTest)
#include "tst_flatprofiletable.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// FlatTableView asks nothing per row when its rows change (a filter, a sort): a QTreeView
// asks every row for its flags to lay them out again. And it shows and moves as a flat
// QTreeView does: its rows are where a tree with rows of one height puts them, whole rows are
// selected one at a time, the keys move from row to row, the header does not repaint itself for
// a new current row.

#include "tests/support/PaintCounter.h"
#include "tests/support/TestSupport.h"
#include "ui/widgets/common/FlatTableView.h"
#include "ui/widgets/common/LongTextDelegate.h"

#include <QAbstractItemModelTester>
#include <QAbstractTableModel>
#include <QApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

#include <algorithm>
#include <functional>
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
    // As the flat profile's filter does: fewer rows in a layout change.
    void filterOutFirst(int count)
    {
        emit layoutAboutToBeChanged();
        const QModelIndexList before = persistentIndexList();
        m_values.erase(m_values.begin(), m_values.begin() + count);
        QModelIndexList after;
        for (const QModelIndex& index : before) {
            after.push_back(index.row() < count ? QModelIndex()
                                                : this->index(index.row() - count, index.column()));
        }
        changePersistentIndexList(before, after);
        emit layoutChanged();
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

// A flat tree view as the flat profile's was, and the table, on `model`, shown side by side.
void showBeside(FlatTableView& table, QTreeView& reference, QAbstractItemModel& model)
{
    reference.setRootIsDecorated(false);
    reference.setUniformRowHeights(true);
    reference.setAllColumnsShowFocus(true);
    for (QAbstractItemView* view :
         {static_cast<QAbstractItemView*>(&table), static_cast<QAbstractItemView*>(&reference)}) {
        view->setModel(&model);
        view->resize(400, 300);
        view->show();
    }
}

// showBeside, then both on screen: false when one never was.
bool shownBeside(FlatTableView& table, QTreeView& reference, QAbstractItemModel& model)
{
    showBeside(table, reference, model);
    return QTest::qWaitForWindowExposed(&table) && QTest::qWaitForWindowExposed(&reference);
}

// The row the view's current index is on after `key`.
int rowAfterKey(QAbstractItemView& view, Qt::Key key)
{
    QTest::keyClick(&view, key);
    return view.currentIndex().row();
}

} // namespace

class FlatTableViewTest : public QObject
{
    Q_OBJECT

private slots:
    // A QTreeView asks each of the 5,000 rows for its flags when they change; the table asks
    // those in sight, whether the rows were sorted, filtered or made anew.
    void changedRowsAskNothingPerRow()
    {
        NumbersModel model(5000);
        QAbstractItemModelTester tester(&model);
        FlatTableView table;
        QTreeView reference;
        QVERIFY(shownBeside(table, reference, model));
        QApplication::processEvents();
        const auto flagsAskedBy = [&model](QAbstractItemView& view, const auto& change) {
            view.doItemsLayout();
            view.viewport()->repaint();
            model.m_flagsAsked = 0;
            change();
            view.doItemsLayout();
            view.viewport()->repaint();
            return model.m_flagsAsked;
        };
        const auto sort = [&model] { model.sort(0, Qt::DescendingOrder); };
        const auto filter = [&model] { model.filterOutFirst(100); };
        const auto remove = [&model] { model.removeFirst(100); };
        // The reference shows that the count can tell: a tree asks every row.
        table.hide();
        QVERIFY(flagsAskedBy(reference, filter) >= model.rowCount());
        reference.hide();
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        for (const auto& change : {std::function<void()>(sort), std::function<void()>(filter),
                                   std::function<void()>(remove)}) {
            const int asked = flagsAskedBy(table, change);
            QVERIFY2(asked < 500, qPrintable(QString::number(asked)));
        }
    }

    // Rows of one height (the first row's), placed as a flat tree places them, in every column,
    // scrolled anywhere, per item or per pixel, sorted, fewer, with a column hidden.
    void placesRowsAsAFlatTree()
    {
        NumbersModel model(5000);
        FlatTableView table;
        QTreeView reference;
        QVERIFY(shownBeside(table, reference, model));
        // Where each row is, from the first row's place (a view scrolled per pixel to show a
        // row at its bottom may stop a pixel apart from the tree's).
        const auto compareRows = [&] {
            QApplication::processEvents();
            const int tableTop = table.visualRect(model.index(0, 0)).top();
            const int referenceTop = reference.visualRect(model.index(0, 0)).top();
            for (int row = 0; row < model.rowCount(); row += 37) {
                for (int column = 0; column < model.columnCount(); ++column) {
                    const QModelIndex index = model.index(row, column);
                    QCOMPARE(table.visualRect(index).translated(0, -tableTop),
                             reference.visualRect(index).translated(0, -referenceTop));
                }
                const QRect place = table.visualRect(model.index(row, 1));
                if (place.intersects(table.viewport()->rect()))
                    QCOMPARE(table.indexAt(place.center()), model.index(row, 1));
            }
        };
        QCOMPARE(table.rowHeight(0), reference.sizeHintForRow(0));
        for (const auto mode :
             {QAbstractItemView::ScrollPerItem, QAbstractItemView::ScrollPerPixel}) {
            for (QAbstractItemView* view : {static_cast<QAbstractItemView*>(&table),
                                            static_cast<QAbstractItemView*>(&reference)})
                view->setVerticalScrollMode(mode);
            for (const int row : {0, 2500, 4999, 1234}) {
                for (QAbstractItemView* view : {static_cast<QAbstractItemView*>(&table),
                                                static_cast<QAbstractItemView*>(&reference)}) {
                    view->setCurrentIndex(model.index(row, 0));
                    view->scrollTo(model.index(row, 0));
                }
                compareRows();
                QVERIFY(table.viewport()->rect().contains(table.visualRect(model.index(row, 0))));
            }
        }
        model.sort(0, Qt::AscendingOrder);
        compareRows();
        // Fewer rows by a filter's layout change and by removal: the current row kept.
        for (QAbstractItemView* view :
             {static_cast<QAbstractItemView*>(&table), static_cast<QAbstractItemView*>(&reference)})
            view->setCurrentIndex(model.index(3000, 1));
        model.filterOutFirst(1000);
        compareRows();
        QCOMPARE(table.verticalHeader()->count(), model.rowCount());
        QCOMPARE(table.currentIndex(), model.index(2000, 1));
        QCOMPARE(table.currentIndex(), reference.currentIndex());
        QCOMPARE(table.verticalScrollBar()->maximum(), reference.verticalScrollBar()->maximum());
        model.removeFirst(1000);
        compareRows();
        QCOMPARE(table.verticalHeader()->count(), model.rowCount());
        table.setColumnHidden(0, true);
        reference.setColumnHidden(0, true);
        compareRows();
    }

    // A new font gives every row the first row's new height at once: the rows' header tells the
    // table nothing row by row (a signal a row was 56 M instructions on 127,000 rows), and the
    // rows are still placed as a flat tree places them, the last one scrolled to included.
    void aNewRowHeightIsNoSignalARow()
    {
        NumbersModel model(5000);
        FlatTableView table;
        QTreeView reference;
        QVERIFY(shownBeside(table, reference, model));
        const int before = table.rowHeight(0);
        QSignalSpy perRow(table.verticalHeader(), &QHeaderView::sectionResized);
        QFont larger = table.font();
        larger.setPointSizeF(larger.pointSizeF() * 2);
        table.setFont(larger);
        reference.setFont(larger);
        QApplication::processEvents();
        QVERIFY(table.rowHeight(0) > before);
        QCOMPARE(table.rowHeight(0), reference.sizeHintForRow(0));
        QCOMPARE(table.rowHeight(4999), table.rowHeight(0));
        QCOMPARE(perRow.count(), 0);
        for (const int row : {4999, 0, 2500}) {
            for (QAbstractItemView* view : {static_cast<QAbstractItemView*>(&table),
                                            static_cast<QAbstractItemView*>(&reference)})
                view->scrollTo(model.index(row, 0));
            QApplication::processEvents();
            QCOMPARE(table.visualRect(model.index(row, 0)).height(),
                     reference.visualRect(model.index(row, 0)).height());
            QVERIFY(table.viewport()->rect().contains(table.visualRect(model.index(row, 0))));
            QCOMPARE(table.indexAt(table.visualRect(model.index(row, 1)).center()),
                     model.index(row, 1));
        }
        QCOMPARE(table.verticalScrollBar()->maximum(), reference.verticalScrollBar()->maximum());
    }

    // Whole rows, one at a time; Up and Down, Page Down, Home and End move between rows as in
    // a tree, Left and Right scroll without leaving the current cell, Tab leaves the table.
    void selectsAndMovesAsAFlatTree()
    {
        NumbersModel model(300);
        FlatTableView table;
        QTreeView reference;
        showBeside(table, reference, model);
        for (QAbstractItemView* view : {static_cast<QAbstractItemView*>(&table),
                                        static_cast<QAbstractItemView*>(&reference)}) {
            view->resize(120, 300); // narrower than its columns: Left and Right scroll
            QVERIFY(QTest::qWaitForWindowExposed(view));
            view->setFocus();
            view->setCurrentIndex(model.index(10, 1));
        }
        QCOMPARE(table.selectionMode(), reference.selectionMode());
        QCOMPARE(table.selectionBehavior(), reference.selectionBehavior());
        for (const Qt::Key key : {Qt::Key_Down, Qt::Key_Up, Qt::Key_PageDown, Qt::Key_PageDown,
                                  Qt::Key_PageUp, Qt::Key_End, Qt::Key_PageUp, Qt::Key_PageUp,
                                  Qt::Key_Home, Qt::Key_PageUp, Qt::Key_Right, Qt::Key_Left}) {
            QCOMPARE(rowAfterKey(table, key), rowAfterKey(reference, key));
            QCOMPARE(table.currentIndex().column(), 1);
        }
        QTest::keyClick(&table, Qt::Key_Right);
        QVERIFY(table.horizontalScrollBar()->value() > 0);
        QCOMPARE(table.currentIndex(), model.index(0, 1));
        QCOMPARE(table.selectionModel()->selectedRows(), QModelIndexList{model.index(0, 0)});
        QVERIFY(!table.tabKeyNavigation());
        QVERIFY(!table.showGrid());
        QVERIFY(!table.verticalHeader()->isVisible());
        QCOMPARE(table.header()->defaultAlignment(), reference.header()->defaultAlignment());
        QCOMPARE(table.header()->sectionsMovable(), reference.header()->sectionsMovable());
    }

    // The keyboard focus is framed around the current row, not its cell, and drawn as the tree
    // with every column's focus drew it: the focused current rows alike to the pixel.
    void framesTheFocusedRowAsAFlatTree()
    {
        NumbersModel model(300);
        FlatTableView table;
        QTreeView reference;
        table.setItemDelegate(new LongTextDelegate(&table));
        reference.setItemDelegate(new LongTextDelegate(&reference));
        showBeside(table, reference, model);
        const auto currentRow = [&model](QAbstractItemView& view) {
            view.activateWindow();
            view.setFocus();
            QVERIFY(QTest::qWaitForWindowActive(&view));
            view.setCurrentIndex(model.index(3, 1));
            QTest::keyClick(&view, Qt::Key_Down);
            QTest::keyClick(&view, Qt::Key_Down);
            QApplication::processEvents();
            QVERIFY(view.hasFocus());
            QCOMPARE(view.currentIndex(), model.index(5, 1));
        };
        const auto rowImage = [&model](QAbstractItemView& view) {
            const QRect row = view.visualRect(model.index(5, 0));
            return view.viewport()
                ->grab(QRect(0, row.top(), view.viewport()->width(), row.height()))
                .toImage();
        };
        reference.hide();
        currentRow(table);
        const QImage focused = rowImage(table);
        table.hide();
        reference.show();
        currentRow(reference);
        QCOMPARE(focused, rowImage(reference));
        // Without the focus, no frame: the image tells.
        table.show();
        table.clearFocus();
        QApplication::processEvents();
        QVERIFY(rowImage(table) != focused);
    }

    // The header shared the table's selection and repainted itself whole at each change of
    // the current row (every activation); it draws nothing of the selection.
    void headerIsNotRepaintedForANewCurrentRow()
    {
        NumbersModel model(5000);
        FlatTableView table;
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
        // A new model: the header's selection follows it, still apart from the table's.
        NumbersModel other(100);
        table.setModel(&other);
        QCOMPARE(table.header()->selectionModel()->model(), &other);
        QVERIFY(table.header()->selectionModel() != table.selectionModel());
    }
};

QTEST_MAIN(FlatTableViewTest)
#include "tst_flattableview.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Browsing the window as a KCachegrind user does: every function chosen in a list is a step of
// the history (a run of arrow keys one step), a column of costs sorts largest first on its first
// click in every list, Ctrl+F or "/" goes to the filter from any list, and choosing a line of a
// listing never scrolls its costs out of view.

#include "tests/support/SortFibProfile.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "ui/viewmodel/functions/CallListModel.h"
#include "ui/viewmodel/functions/FlatProfileModel.h"
#include "ui/viewmodel/session/NavigationHistory.h"
#include "ui/widgets/common/ActivatingTreeView.h"
#include "ui/widgets/common/FlatTableView.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/functions/FlatProfileView.h"
#include "ui/widgets/views/functions/RelationView.h"

#include <QApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTreeView>

using namespace tally;
using namespace tally::test;

namespace {

QString activeName(const Session& session)
{
    return session.profile()->functionName(session.activeFunction());
}

QStringList names(const Session& session, const std::vector<FunctionId>& ids)
{
    QStringList result;
    for (const FunctionId id : ids)
        result << session.profile()->functionName(id);
    return result;
}

QPoint centreOfRow(const QAbstractItemView& view, int row)
{
    return view.visualRect(view.model()->index(row, 0)).center();
}

void clickHeader(QHeaderView& header, int section)
{
    const QPoint at(header.sectionViewportPosition(section) + header.sectionSize(section) / 2,
                    header.height() / 2);
    QTest::mouseClick(header.viewport(), Qt::LeftButton, {}, at);
}

} // namespace

class BrowsingTest : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QSettings> m_settings;
    QString m_path;

    std::unique_ptr<TestWindow> openWindow()
    {
        auto window = std::make_unique<TestWindow>(*m_settings);
        window->show();
        if (!openedIn(*window, {m_path}))
            return nullptr;
        window->session().waitUntilSettled();
        if (!QTest::qWaitForWindowActive(window.get()))
            return nullptr;
        return window;
    }

    static RelationView* callees(MainWindow& window)
    {
        return qobject_cast<RelationView*>(
            window.workspace().viewTabs()->show(QStringLiteral("callees")));
    }

private slots:
    void initTestCase() { m_path = writeFile(QStringLiteral("browsing.out"), kSortFibProfile); }

    void init()
    {
        m_settings = std::make_unique<QSettings>(tempDir().filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
        m_settings->clear();
    }

    void runsOfContinuationsAreOneStep()
    {
        NavigationHistory history;
        using Visit = NavigationHistory::Visit;
        history.visit(FunctionId(1));
        history.visit(FunctionId(2), Visit::Continuation);
        history.visit(FunctionId(3), Visit::Continuation);
        history.visit(FunctionId(4), Visit::Continuation);
        QCOMPARE(history.entries(), (std::vector<FunctionId>{FunctionId(1), FunctionId(4)}));
        // A step ends the run; the next continuation starts another.
        history.visit(FunctionId(5));
        history.visit(FunctionId(6), Visit::Continuation);
        history.visit(FunctionId(7), Visit::Continuation);
        QCOMPARE(history.entries(), (std::vector<FunctionId>{FunctionId(1), FunctionId(4),
                                                             FunctionId(5), FunctionId(7)}));
        // Coming back to where the run started leaves nothing of it.
        history.visit(FunctionId(5), Visit::Continuation);
        QCOMPARE(history.entries(),
                 (std::vector<FunctionId>{FunctionId(1), FunctionId(4), FunctionId(5)}));
        QCOMPARE(history.current().value_or(FunctionId()), FunctionId(5));
        // Going back ends a run too.
        history.visit(FunctionId(8), Visit::Continuation);
        QVERIFY(history.back());
        history.visit(FunctionId(9), Visit::Continuation);
        QCOMPARE(history.entries(), (std::vector<FunctionId>{FunctionId(1), FunctionId(4),
                                                             FunctionId(5), FunctionId(9)}));
    }

    void clickingThroughTheFlatProfileIsHistory()
    {
        auto window = openWindow();
        QVERIFY(window);
        Session& session = window->session();
        FlatTableView* table = window->workspace().flatView()->table();
        QCOMPARE(activeName(session), QStringLiteral("main"));
        QCOMPARE(table->model()->index(1, FlatProfileModel::Function).data().toString(),
                 QStringLiteral("sort_work"));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, centreOfRow(*table, 1));
        QCOMPARE(activeName(session), QStringLiteral("sort_work"));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, centreOfRow(*table, 2));
        QCOMPARE(activeName(session), QStringLiteral("fib(int)"));
        QCOMPARE(names(session, session.history().path()),
                 (QStringList{QStringLiteral("main"), QStringLiteral("sort_work"),
                              QStringLiteral("fib(int)")}));
        // Back retraces the clicks, one function at a time, and the breadcrumb shows them.
        QVERIFY(session.goBack());
        QCOMPARE(activeName(session), QStringLiteral("sort_work"));
        QVERIFY(session.goBack());
        QCOMPARE(activeName(session), QStringLiteral("main"));
        QVERIFY(session.goForward());
        QCOMPARE(activeName(session), QStringLiteral("sort_work"));
    }

    void arrowKeysMakeOneStep()
    {
        auto window = openWindow();
        QVERIFY(window);
        Session& session = window->session();
        FlatTableView* table = window->workspace().flatView()->table();
        table->setFocus();
        QCOMPARE(activeName(session), QStringLiteral("main"));
        QTest::keyClick(table, Qt::Key_Down);
        QCOMPARE(activeName(session), QStringLiteral("sort_work"));
        QTest::keyClick(table, Qt::Key_Down);
        QCOMPARE(activeName(session), QStringLiteral("fib(int)"));
        QCOMPARE(names(session, session.history().entries()),
                 (QStringList{QStringLiteral("main"), QStringLiteral("fib(int)")}));
        QVERIFY(session.goBack());
        QCOMPARE(activeName(session), QStringLiteral("main"));
        QVERIFY(session.goForward());
        QCOMPARE(activeName(session), QStringLiteral("fib(int)"));
        // A click after the run is a step of its own.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, centreOfRow(*table, 1));
        QCOMPARE(names(session, session.history().entries()),
                 (QStringList{QStringLiteral("main"), QStringLiteral("fib(int)"),
                              QStringLiteral("sort_work")}));
    }

    void costsSortLargestFirstOnTheFirstClick()
    {
        auto window = openWindow();
        QVERIFY(window);
        FlatTableView* table = window->workspace().flatView()->table();
        QHeaderView* header = table->header();
        QCOMPARE(header->sortIndicatorSection(), int(FlatProfileModel::Inclusive));
        clickHeader(*header, FlatProfileModel::Self);
        QCOMPARE(header->sortIndicatorSection(), int(FlatProfileModel::Self));
        QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
        QCOMPARE(table->model()->index(0, FlatProfileModel::Function).data().toString(),
                 QStringLiteral("sort_work")); // 290 of its own
        // The second click turns it round.
        clickHeader(*header, FlatProfileModel::Self);
        QCOMPARE(header->sortIndicatorOrder(), Qt::AscendingOrder);
        QCOMPARE(table->model()->index(0, FlatProfileModel::Function).data().toString(),
                 QStringLiteral("main"));
        // Names sort from A.
        clickHeader(*header, FlatProfileModel::Function);
        QCOMPARE(header->sortIndicatorOrder(), Qt::AscendingOrder);
        QCOMPARE(table->model()->index(0, FlatProfileModel::Function).data().toString(),
                 QStringLiteral("fib(int)"));

        // The same in the other lists: main's callees by their count of calls.
        RelationView* view = callees(*window);
        QVERIFY(view);
        QTreeView* tree = view->tree();
        QTRY_COMPARE(tree->model()->rowCount(), 2);
        clickHeader(*tree->header(), CallListModel::Count);
        QCOMPARE(tree->header()->sortIndicatorSection(), int(CallListModel::Count));
        QCOMPARE(tree->header()->sortIndicatorOrder(), Qt::DescendingOrder);
        QCOMPARE(tree->model()->index(0, CallListModel::Function).data().toString(),
                 QStringLiteral("fib(int)")); // called 3 times
    }

    void keysGoToTheFilter()
    {
        auto window = openWindow();
        QVERIFY(window);
        QLineEdit* filter = window->workspace().flatView()->filterEdit();
        FlatTableView* table = window->workspace().flatView()->table();
        table->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), table);
        QTest::keyClick(table, Qt::Key_Slash);
        QCOMPARE(QApplication::focusWidget(), filter);
        QVERIFY(filter->text().isEmpty()); // the key only moved the focus

        RelationView* view = callees(*window);
        QVERIFY(view);
        view->tree()->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), view->tree());
        QTest::keyClick(view->tree(), Qt::Key_F, Qt::ControlModifier);
        QCOMPARE(QApplication::focusWidget(), filter);
        // Typing "/" in the filter types it.
        QTest::keyClick(filter, Qt::Key_Slash);
        QCOMPARE(filter->text(), QStringLiteral("/"));
    }

    void choosingALineNeverScrollsSideways()
    {
        // A listing's text column far wider than the view, costs on its left: clicking a line or
        // going to the first with Ctrl+Home keeps the costs in view.
        QStandardItemModel model(40, 3);
        for (int row = 0; row < model.rowCount(); ++row) {
            model.setItem(row, 0, new QStandardItem(QString::number(row * 1000)));
            model.setItem(row, 1, new QStandardItem(QString::number(row)));
            model.setItem(row, 2, new QStandardItem(QString(300, QLatin1Char('x'))));
        }
        ActivatingTreeView view;
        view.setModel(&model);
        view.setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
        view.header()->setStretchLastSection(false);
        view.header()->resizeSection(2, 3000);
        view.resize(400, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QScrollBar* sideways = view.horizontalScrollBar();
        QVERIFY(sideways->maximum() > 0);
        QCOMPARE(sideways->value(), 0);
        const QModelIndex text = model.index(5, 2);
        const QPoint inView(view.viewport()->width() - 10, view.visualRect(text).center().y());
        QCOMPARE(view.indexAt(inView), text);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, inView);
        QCOMPARE(view.currentIndex().row(), 5);
        QCOMPARE(sideways->value(), 0);
        QTest::keyClick(&view, Qt::Key_Down);
        QTest::keyClick(&view, Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(view.currentIndex().row(), 0);
        QCOMPARE(sideways->value(), 0);
        // Far down, the row still comes into view.
        view.centreOn(model.index(35, 2));
        QVERIFY(view.visualRect(model.index(35, 0)).intersects(view.viewport()->rect()));
        QCOMPARE(sideways->value(), 0);
    }
};

QTEST_MAIN(BrowsingTest)
#include "tst_browsing.moc"

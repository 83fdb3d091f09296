// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The window's layout at the usual screen sizes: the flat profile's Function column keeps a
// readable width whichever view is in front of each tab group (a view's toolbar scrolls inside
// its pane rather than widening it), the split between the list and the views stays where it is
// when tabs change or an item is activated, and a remembered split that no longer fits is
// repaired on start.

#include "tests/support/ComparedProfiles.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/functions/FlatProfileModel.h"
#include "ui/widgets/common/FlatTableView.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/compare/ComparisonView.h"
#include "ui/widgets/views/functions/FlatProfileView.h"

#include <QHeaderView>
#include <QSignalSpy>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeView>

using namespace tally;
using namespace tally::test;

namespace {

QSplitter* contentSplitter(MainWindow& window)
{
    return qobject_cast<QSplitter*>(window.workspace().flatView()->parentWidget());
}

int functionWidth(MainWindow& window)
{
    return window.workspace().flatView()->table()->header()->sectionSize(
        FlatProfileModel::Function);
}

// Lets the window lay itself out (layouts and splitters adjust from posted events).
void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

} // namespace

class WindowLayoutTest : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QSettings> m_settings;

    std::unique_ptr<TestWindow> openWindow(QSize size, const QStringList& paths)
    {
        auto window = std::make_unique<TestWindow>(*m_settings);
        window->resize(size);
        window->show();
        if (!openedIn(*window, paths))
            return nullptr;
        window->session().waitUntilSettled();
        settle();
        return window;
    }

private slots:
    void init()
    {
        m_settings = std::make_unique<QSettings>(tempDir().filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
        m_settings->clear();
    }

    void everyTabKeepsTheFunctionColumnReadable_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("readable");
        QTest::newRow("1280x800") << QSize(1280, 800) << 200;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << 400;
    }

    void everyTabKeepsTheFunctionColumnReadable()
    {
        QFETCH(QSize, size);
        QFETCH(int, readable);
        auto window = openWindow(size, {QStringLiteral(TALLY_TEST_DATA "/callgrind.out.twins.gz")});
        QVERIFY(window);
        QSplitter* split = contentSplitter(*window);
        QVERIFY(split);
        const QList<int> sizes = split->sizes();
        ViewTabs& tabs = *window->workspace().viewTabs();
        for (const ViewTabs::Group group : {ViewTabs::Group::Upper, ViewTabs::Group::Lower}) {
            QTabWidget* pages = tabs.group(group);
            for (int i = 0; i < pages->count(); ++i) {
                pages->setCurrentIndex(i);
                settle();
                const QString context = QStringLiteral("%1 in front: Function %2 px, split %3/%4")
                                            .arg(pages->tabText(i))
                                            .arg(functionWidth(*window))
                                            .arg(split->sizes().value(0))
                                            .arg(split->sizes().value(1));
                qInfo("%s", qPrintable(context));
                QVERIFY2(functionWidth(*window) >= readable, qPrintable(context));
                QVERIFY2(split->sizes() == sizes, qPrintable(context));
            }
        }
    }

    void activatingKeepsTheSplit()
    {
        auto window = openWindow(QSize(1280, 800), {QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        QSplitter* split = contentSplitter(*window);
        const QList<int> sizes = split->sizes();
        Session& session = window->session();
        FlatTableView* table = window->workspace().flatView()->table();
        for (const QString& key : window->workspace().viewTabs()->keys()) {
            window->workspace().viewTabs()->show(key);
            for (int row = 0; row < 6; ++row) {
                const auto function =
                    FunctionId(table->model()->index(row, 0).data(FunctionIdRole).toUInt());
                session.navigateTo(function);
                settle();
                QVERIFY2(split->sizes() == sizes, qPrintable(QStringLiteral("%1, row %2: %3/%4")
                                                                 .arg(key)
                                                                 .arg(row)
                                                                 .arg(split->sizes().value(0))
                                                                 .arg(split->sizes().value(1))));
            }
        }
    }

    void comparingKeepsTheSplit()
    {
        const QString base = writeFile(QStringLiteral("layout-base.out"), kBase);
        const QString changed = writeFile(QStringLiteral("layout-new.out"), kNew);
        auto window = std::make_unique<TestWindow>(*m_settings);
        window->resize(1280, 800);
        window->show();
        window->opener().openComparison({base}, {changed});
        QVERIFY(waitForComparison(*window));
        settle();
        QSplitter* split = contentSplitter(*window);
        const QList<int> sizes = split->sizes();
        auto* compare = qobject_cast<ComparisonView*>(
            window->workspace().viewTabs()->show(QStringLiteral("compare")));
        QVERIFY(compare);
        settle();
        QCOMPARE(split->sizes(), sizes);
        QVERIFY2(functionWidth(*window) >= 200,
                 qPrintable(QString::number(functionWidth(*window))));
        // Double-clicking a function of the comparison makes it active everywhere; the views
        // that follow it must not move the split.
        FlatTableView* table = compare->table();
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const QPoint at = table->visualRect(table->model()->index(row, 0)).center();
            QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, at);
            settle();
            QCOMPARE(split->sizes(), sizes);
        }
        QVERIFY(functionWidth(*window) >= 200);
    }

    void aSqueezedSplitIsRepairedOnStart()
    {
        // As a window squeezed by a view's toolbar saved it: the list a third of the views.
        QSplitter squeezed;
        squeezed.addWidget(new QWidget);
        squeezed.addWidget(new QWidget);
        squeezed.setSizes({330, 940});
        m_settings->setValue(QStringLiteral("window/split"), squeezed.saveState());
        auto window = openWindow(QSize(1280, 800), {QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        QVERIFY2(functionWidth(*window) >= 200,
                 qPrintable(QString::number(functionWidth(*window))));
        QVERIFY(contentSplitter(*window)->sizes().value(1) >= 320);
        // A split that leaves the names readable stays as the user left it.
        contentSplitter(*window)->setSizes({800, 470});
        const QList<int> chosen = contentSplitter(*window)->sizes();
        window->close();
        window.reset();
        auto again = openWindow(QSize(1280, 800), {QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(again);
        QCOMPARE(contentSplitter(*again)->sizes(), chosen);
    }
};

QTEST_MAIN(WindowLayoutTest)
#include "tst_windowlayout.moc"

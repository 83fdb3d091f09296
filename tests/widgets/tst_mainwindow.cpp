// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The main window, offscreen: opening files, the status bar, warnings, recent files, sibling
// files of a valgrind run, selection and keyboard navigation in the flat profile.

#include "core/load/ProfileSiblings.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "ui/widgets/shell/DiagnosticsPanel.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/views/functions/FlatProfileView.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTimer>
#include <QTreeView>

using namespace tally;
using namespace tally::test;

class MainWindowTest : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QSettings> m_settings;

    std::unique_ptr<TestWindow> openWindow(const QStringList& paths)
    {
        auto window = std::make_unique<TestWindow>(*m_settings);
        window->show();
        QSignalSpy loaded(&window->loader(), &LoadController::loaded);
        window->openFiles(paths, MainWindow::SiblingPolicy::OnlyThisFile);
        if (!loaded.wait(30000))
            return nullptr;
        window->session().waitUntilSettled();
        return window;
    }

    QStringList statusTexts(MainWindow& window)
    {
        QStringList texts;
        for (auto* label : window.statusBar()->findChildren<QLabel*>())
            texts << label->text();
        for (auto* button : window.statusBar()->findChildren<QPushButton*>())
            texts << button->text();
        return texts;
    }

private slots:
    void init()
    {
        m_settings = std::make_unique<QSettings>(tempDir().filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
        m_settings->clear();
    }

    void emptyWindowShowsAHint()
    {
        TestWindow window(*m_settings);
        window.show();
        bool hint = false;
        for (auto* label : window.findChildren<QLabel*>())
            hint |= label->isVisible() && label->text().contains(QLatin1String("Open Sample"));
        QVERIFY(hint);
    }

    void opensTheSampleAndShowsStatus()
    {
        auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        QVERIFY(window->session().hasProfile());
        const QString status = statusTexts(*window).join(QLatin1Char('|'));
        QVERIFY2(status.contains(QLatin1String("callgrind.out.sample")), qPrintable(status));
        QVERIFY2(status.contains(QLatin1String("Total Ir: 7,805,772")) ||
                     status.contains(QLatin1String("Total Ir:")),
                 qPrintable(status));
        QVERIFY2(status.contains(QLatin1String("1 part")), qPrintable(status));
        QVERIFY2(status.contains(QLatin1String("1 warning")), qPrintable(status));
        QCOMPARE(window->diagnostics()->count(), 1);
        QVERIFY(!window->progressBar()->isVisible());
        // The most expensive function is active at first, and the table has it selected.
        QVERIFY(window->session().activeFunction() != FunctionId());
        QVERIFY(window->flatView()->table()->currentIndex().isValid());
        // Recent files remember it.
        QCOMPARE(RecentFiles(*m_settings).entries().value(0),
                 QStringList{QStringLiteral(TALLY_SAMPLE)});
    }

    void bundledSampleOpensFromResources()
    {
        auto window = openWindow({MainWindow::samplePath()});
        QVERIFY(window);
        QVERIFY(findFunction(*window->session().profile(), QStringLiteral("make_word")));
    }

    void selectionFollowsTheSessionAndBack()
    {
        auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        QVERIFY(window->session().selectFunction(QStringLiteral("hash")));
        QTreeView* table = window->flatView()->table();
        // The list follows when the Session's batched change arrives.
        QTRY_COMPARE(
            table->currentIndex().siblingAtColumn(FlatProfileModel::Function).data().toString(),
            QStringLiteral("hash"));
        // Keyboard navigation moves the active function.
        const FunctionId before = window->session().activeFunction();
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Down);
        QVERIFY(window->session().activeFunction() != before);
        const QString below =
            table->currentIndex().siblingAtColumn(FlatProfileModel::Function).data().toString();
        QCOMPARE(window->session().profile()->functionName(window->session().activeFunction()),
                 below.section(QLatin1Char(' '), 0, 0));
    }

    void filteringFromTheBox()
    {
        auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        window->flatView()->setFilterText(QStringLiteral("quicksort"));
        QCOMPARE(window->flatView()->proxy().rowCount(), 2);
        window->flatView()->setGrouping(GroupingKind::File);
        QVERIFY(window->flatView()->groupTable()->isVisible());
        QVERIFY(window->flatView()->groups().rowCount() > 1);
    }

    void failedLoadKeepsTheOpenProfile()
    {
        auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        const auto before = window->session().profile();
        QSignalSpy failed(&window->loader(), &LoadController::failed);
        window->openFiles({writeFile(QStringLiteral("not-a-profile.txt"), "hello\n")},
                          MainWindow::SiblingPolicy::OnlyThisFile);
        QVERIFY(failed.wait(10000));
        QVERIFY(failed.first().at(0).toString().contains(QLatin1String("not a Callgrind profile")));
        QCOMPARE(window->session().profile(), before);
        auto* dialog = window->findChild<QMessageBox*>(QStringLiteral("loadError"));
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QVERIFY(dialog->text().contains(QLatin1String("not-a-profile.txt")));
        dialog->close();
    }

    void siblingFiles()
    {
        const QString dir = tempDir().filePath(QStringLiteral("run"));
        QDir().mkpath(dir);
        auto write = [&](const QString& name, const QByteArray& cost) {
            QFile file(dir + QLatin1Char('/') + name);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("events: Ir\nfn=t\n1 " + cost + "\n");
        };
        write(QStringLiteral("callgrind.out.4242-01"), "1");
        write(QStringLiteral("callgrind.out.4242-02"), "2");
        write(QStringLiteral("callgrind.out.4242-03"), "4");
        write(QStringLiteral("callgrind.out.999"), "8");
        const QStringList siblings =
            profilesiblings::of(dir + QStringLiteral("/callgrind.out.4242-02"));
        QCOMPARE(siblings.size(), 3);
        QVERIFY(siblings.front().endsWith(QLatin1String("-01")));
        QCOMPARE(profilesiblings::of(dir + QStringLiteral("/callgrind.out.999")).size(), 1);

        TestWindow window(*m_settings);
        QSignalSpy loaded(&window.loader(), &LoadController::loaded);
        window.openFiles({dir + QStringLiteral("/callgrind.out.4242-02")},
                         MainWindow::SiblingPolicy::LoadAll);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.session().profile()->partCount(), std::size_t(3));
        QCOMPARE(window.session().profile()->totals()[0], Cost(7));

        // A remembered answer is used without asking.
        m_settings->setValue(QStringLiteral("siblings/policy"), QStringLiteral("one"));
        window.openFiles({dir + QStringLiteral("/callgrind.out.4242-02")},
                         MainWindow::SiblingPolicy::Ask);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.session().profile()->totals()[0], Cost(2));
    }

    void dropAFile()
    {
        TestWindow window(*m_settings);
        window.show();
        QSignalSpy loaded(&window.loader(), &LoadController::loaded);
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(QStringLiteral(TALLY_SAMPLE))});
        QDragEnterEvent enter(QPoint(100, 100), Qt::CopyAction, &data, Qt::LeftButton,
                              Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(100, 100), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        QVERIFY(loaded.wait(10000));
        QVERIFY(window.session().hasProfile());
    }

    void escapeCancelsALoad()
    {
        QByteArray text = "events: Ir\nfn=main\n";
        for (int i = 0; i < 3000000; ++i)
            text += "+1 1\n";
        const QString big = writeFile(QStringLiteral("slow.out"), text);
        TestWindow window(*m_settings);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy canceled(&window.loader(), &LoadController::canceled);
        window.openFiles({big}, MainWindow::SiblingPolicy::OnlyThisFile);
        QVERIFY(window.loader().isLoading());
        QTRY_VERIFY(window.progressBar()->isVisible());
        QTest::keyClick(&window, Qt::Key_Escape);
        QCOMPARE(canceled.count(), 1);
        QVERIFY(!window.progressBar()->isVisible());
        QVERIFY(!window.session().hasProfile());
    }

    void eventChoiceIsRemembered()
    {
        {
            auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
            QVERIFY(window);
            QVERIFY(!window->findChildren<QComboBox*>().isEmpty());
            // The chooser saves what the user picks through its combo boxes.
            for (QComboBox* combo : window->findChildren<QComboBox*>()) {
                if (combo->toolTip() == QLatin1String("Primary event type"))
                    combo->setCurrentIndex(combo->findData(2));
            }
        }
        auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        QCOMPARE(window->session().primaryEvent(), 2);
    }
};

QTEST_MAIN(MainWindowTest)
#include "tst_mainwindow.moc"

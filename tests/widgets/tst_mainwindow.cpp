// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The main window, offscreen: opening files, the status bar, warnings, recent files, sibling
// files of a valgrind run, selection and keyboard navigation in the flat profile.

#include "core/load/ProfileSiblings.h"
#include "tests/support/EventLoop.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "ui/viewmodel/functions/FlatProfileModel.h"
#include "ui/viewmodel/session/RecentFiles.h"
#include "ui/widgets/common/FlatTableView.h"
#include "ui/widgets/shell/DiagnosticsPanel.h"
#include "ui/widgets/shell/FunctionFinderCandidates.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/RecentFilesMenu.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/callgraph/CallGraphScene.h"
#include "ui/widgets/views/callgraph/CallGraphView.h"
#include "ui/widgets/views/callmap/CallMapCanvas.h"
#include "ui/widgets/views/callmap/CallMapView.h"
#include "ui/widgets/views/functions/FlatProfileView.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
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
        if (!openedIn(*window, paths))
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

    // A profile replaced in the window is freed off the GUI thread, whichever views showed it:
    // each view lets go of its old results when its new ones arrive, or when it hears of the
    // change; the Session keeps what they let go of until then (a big profile took 50-100 ms
    // to free).
    void aReplacedProfileIsFreedOffTheGuiThreadByEveryView()
    {
        const QByteArray text = "events: Ir\nfl=a.c\nfn=main\n1 10\ncfn=f\ncalls=2 5\n2 40\n"
                                "cfn=g\ncalls=1 9\n3 20\nfn=f\n5 40\ncfn=g\ncalls=1 9\n6 8\n"
                                "fn=g\n9 28\n";
        std::atomic<QThread*> freedOn = nullptr;
        TestWindow window(*m_settings);
        window.resize(1280, 800);
        window.show();
        // Opened as a file first: the window shows its views once a load has ended.
        QVERIFY(openedIn(window, {writeFile(QStringLiteral("replaced.out"), text)}));
        ViewTabs& tabs = *window.workspace().viewTabs();
        const auto showEveryView = [&] {
            window.session().navigateTo(FunctionByName(*window.session().profile())("main"));
            for (const QString& key : tabs.keys()) {
                tabs.show(key);
                window.session().waitUntilSettled();
                settle();
                QVERIFY2(QTest::qWaitFor([&] { return !tabs.isBusy(); }, 10000), qPrintable(key));
            }
        };
        {
            const auto loaded = loadedText(text).profile;
            QVERIFY(loaded);
            window.session().setProfile(std::shared_ptr<const Profile>(
                loaded.get(), [held = loaded, &freedOn](const Profile*) mutable {
                    freedOn = QThread::currentThread();
                    held.reset();
                }));
        }
        showEveryView();
        if (QTest::currentTestFailed())
            return;
        window.session().setProfile(loadedText(text).profile);
        showEveryView();
        if (QTest::currentTestFailed())
            return;
        // The views that keep the profile with their results have their new ones.
        const auto* graph = qobject_cast<CallGraphView*>(tabs.view(QStringLiteral("callgraph")));
        QVERIFY(graph && graph->scene()->result());
        QCOMPARE(graph->scene()->result()->profile, window.session().profile());
        const auto* map = qobject_cast<CallMapView*>(tabs.view(QStringLiteral("callmap")));
        QVERIFY(map && map->canvas()->scene());
        QCOMPARE(map->canvas()->scene()->profile, window.session().profile());
        QTRY_VERIFY_WITH_TIMEOUT(freedOn.load() != nullptr, 5000);
        QVERIFY(freedOn.load() != QThread::currentThread());
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

    void goToFunctionsCandidatesMadeAheadOfItsOpening()
    {
        // Go to Function's first opening finds its candidates made (on a worker) for the
        // profile and event type shown, and again after the event type changes.
        auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        Session& session = window->session();
        QTRY_VERIFY(FunctionFinderCandidates::isPrepared(session, window.get()));
        session.setEventTypes(session.events().count() - 1, -1);
        session.deliverChanges();
        QTRY_VERIFY(FunctionFinderCandidates::isPrepared(session, window.get()));
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
        QVERIFY(!window->shellStatus().progressBar()->isVisible());
        // The program's main is active at first (as in KCachegrind; not the costlier dynamic
        // loader entry or `(below main)`), and the table has it selected.
        QCOMPARE(window->session().profile()->functionName(window->session().activeFunction()),
                 QStringLiteral("main"));
        QVERIFY(window->workspace().flatView()->table()->currentIndex().isValid());
        // Recent files remember it.
        QCOMPARE(RecentFiles(*m_settings).entries().value(0),
                 QStringList{QStringLiteral(TALLY_SAMPLE)});
    }

    void bundledSampleOpensFromResources()
    {
        auto window = openWindow({ProfileOpener::samplePath()});
        QVERIFY(window);
        QVERIFY(findFunction(*window->session().profile(), QStringLiteral("make_word")));
    }

    void selectionFollowsTheSessionAndBack()
    {
        auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        QVERIFY(window->session().selectFunction(QStringLiteral("hash")));
        FlatTableView* table = window->workspace().flatView()->table();
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
        window->workspace().flatView()->setFilterText(QStringLiteral("quicksort"));
        QCOMPARE(window->workspace().flatView()->proxy().rowCount(), 2);
        window->workspace().flatView()->setGrouping(GroupingKind::File);
        QVERIFY(window->workspace().flatView()->groupTable()->isVisible());
        QVERIFY(window->workspace().flatView()->groups().rowCount() > 1);
    }

    void typingInTheFilterKeepsTheActiveFunction()
    {
        // Filtering is looking, not choosing: the active function stays whatever the filter
        // hides or shows, Enter makes the first match active, and clearing the filter brings
        // the active function's row back into view.
        auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        Session& session = window->session();
        QVERIFY(session.selectFunction(QStringLiteral("hash")));
        session.waitUntilSettled();
        const FunctionId hash = session.activeFunction();
        FlatProfileView& flat = *window->workspace().flatView();
        flat.filterEdit()->setFocus();
        QTest::keyClicks(flat.filterEdit(), QStringLiteral("quick"));
        QTRY_COMPARE(flat.proxy().rowCount(), 2);
        session.deliverChanges();
        QCOMPARE(session.activeFunction(), hash);
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(flat.filterEdit(), Qt::Key_Backspace);
        QTRY_COMPARE(flat.proxy().rowCount(), flat.model().rowCount());
        session.deliverChanges();
        QCOMPARE(session.activeFunction(), hash);

        flat.setFilterText(QStringLiteral("quick"));
        QTest::keyClick(flat.filterEdit(), Qt::Key_Return);
        session.waitUntilSettled();
        const QString first = flat.proxy().index(0, FlatProfileModel::Function).data().toString();
        QCOMPARE(session.profile()->functionName(session.activeFunction()),
                 first.section(QLatin1Char(' '), 0, 0));

        QVERIFY(session.selectFunction(QStringLiteral("hash")));
        session.waitUntilSettled();
        QCOMPARE(session.activeFunction(), hash);
        flat.setFilterText(QString());
        QTRY_COMPARE(flat.table()
                         ->currentIndex()
                         .siblingAtColumn(FlatProfileModel::Function)
                         .data()
                         .toString(),
                     QStringLiteral("hash"));
        session.deliverChanges();
        QCOMPARE(session.activeFunction(), hash);
    }

    void theFirstProfileFocusesTheFilterAndAReloadKeepsTheFocus()
    {
        // Typing filters at once; the focus is not left to where the platform's activation
        // found it (a tool button or the filter, from run to run, in the screenshots).
        auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        QCOMPARE(window->focusWidget(), window->workspace().flatView()->filterEdit());
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QCOMPARE(QApplication::focusWidget(), window->workspace().flatView()->filterEdit());

        // The user moved on to the list: a reload leaves the focus there.
        FlatTableView* table = window->workspace().flatView()->table();
        table->setFocus();
        QSignalSpy loaded(&window->loader(), &LoadController::loaded);
        window->opener().reload();
        QVERIFY(loaded.wait(30000));
        window->session().waitUntilSettled();
        QCOMPARE(window->focusWidget(), table);
    }

    void reloadKeepsBackAndForward()
    {
        auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        Session& session = window->session();
        const Profile& before = *session.profile();
        for (const char* name : {"hash", "make_word", "add_word", "main"})
            session.navigateTo(*findFunction(before, QString::fromLatin1(name)));
        QVERIFY(session.goBack()); // at add_word: main ahead, hash and make_word behind
        session.waitUntilSettled();
        const auto names = [&](const Session& s) {
            QStringList list;
            for (const FunctionId f : s.history().entries())
                list << s.profile()->functionName(f);
            return list;
        };
        const QStringList path = names(session);
        const std::size_t position = session.history().position();
        QCOMPARE(session.profile()->functionName(session.activeFunction()),
                 QStringLiteral("add_word"));

        QSignalSpy loaded(&window->loader(), &LoadController::loaded);
        window->opener().reload();
        QVERIFY(loaded.wait(30000));
        session.waitUntilSettled();
        QVERIFY(session.profile().get() != &before); // a new profile, its own ids
        QCOMPARE(names(session), path);
        QCOMPARE(session.history().position(), position);
        QVERIFY(session.history().canGoBack());
        QVERIFY(session.history().canGoForward());
        QCOMPARE(session.profile()->functionName(session.activeFunction()),
                 QStringLiteral("add_word"));
    }

    void reloadReplacingAReloadKeepsWhereTheUserWas()
    {
        auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        Session& session = window->session();
        for (const char* name : {"hash", "make_word", "add_word"})
            session.navigateTo(*findFunction(*session.profile(), QString::fromLatin1(name)));
        session.waitUntilSettled();
        const std::vector<FunctionId> before = session.history().entries();
        QSignalSpy loaded(&window->loader(), &LoadController::loaded);
        QSignalSpy canceled(&window->loader(), &LoadController::canceled);
        // F5 twice (or a watched file changing during a reload): the second load replaces the
        // first, and still puts the user back where they were.
        window->opener().reload();
        window->opener().reload();
        QVERIFY(loaded.wait(30000));
        session.waitUntilSettled();
        QCOMPARE(canceled.count(), 1);
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(session.history().entries().size(), before.size());
        QCOMPARE(session.profile()->functionName(session.activeFunction()),
                 QStringLiteral("add_word"));
        QVERIFY(session.history().canGoBack());
    }

    void reloadGathersTheRunAgain()
    {
        const QString dir = tempDir().filePath(QStringLiteral("growing"));
        QDir().mkpath(dir);
        auto write = [&](const QString& name, const QByteArray& cost) {
            QFile file(dir + QLatin1Char('/') + name);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("events: Ir\nfn=t\n1 " + cost + "\n");
        };
        write(QStringLiteral("callgrind.out.77.1"), "1");
        write(QStringLiteral("callgrind.out.77.2"), "2");
        TestWindow window(*m_settings);
        QSignalSpy loaded(&window.loader(), &LoadController::loaded);
        window.opener().openFiles({dir + QStringLiteral("/callgrind.out.77.1")},
                                  ProfileOpener::SiblingPolicy::LoadAll);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.session().profile()->partCount(), std::size_t(2));

        // The whole run was open: a reload takes the dumps written since as new parts.
        write(QStringLiteral("callgrind.out.77.3"), "4");
        window.opener().reload();
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.session().profile()->partCount(), std::size_t(3));
        QCOMPARE(window.session().profile()->totals()[0], Cost(7));
        // Open Recent has the grown run in the place of the run it was.
        const QList<QStringList> recent = RecentFiles(*m_settings).entries();
        QCOMPARE(recent.value(0), window.opener().openPaths());
        QCOMPARE(recent.size(), 1);

        // One file of the run chosen on its own stays on its own.
        window.opener().openFiles({dir + QStringLiteral("/callgrind.out.77.2")},
                                  ProfileOpener::SiblingPolicy::OnlyThisFile);
        QVERIFY(loaded.wait(10000));
        write(QStringLiteral("callgrind.out.77.4"), "8");
        window.opener().reload();
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.session().profile()->partCount(), std::size_t(1));
        QCOMPARE(window.session().profile()->totals()[0], Cost(2));
    }

    void recentFilesShowPaths()
    {
        const QString home = QDir::homePath();
        QCOMPARE(RecentFilesMenu::label(home + QStringLiteral("/runs/a/callgrind.out.1")),
                 QStringLiteral("~/runs/a/callgrind.out.1"));
        QCOMPARE(RecentFilesMenu::label(QStringLiteral("/tmp/x/callgrind.out.2")),
                 QStringLiteral("/tmp/x/callgrind.out.2"));
        QCOMPARE(RecentFilesMenu::label(QStringLiteral("/tmp/R&D/cg.out")),
                 QStringLiteral("/tmp/R&&D/cg.out"));
        const QString deep = QStringLiteral("/data/") + QString(200, QLatin1Char('d')) +
                             QStringLiteral("/callgrind.out.3");
        const QString label = RecentFilesMenu::label(deep);
        QVERIFY(label.size() <= 90);
        QVERIFY(label.endsWith(QLatin1String("/callgrind.out.3")));
        QVERIFY(label.startsWith(QLatin1String("/data/")));

        // The menu uses them.
        auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        bool found = false;
        for (const QAction* action : window->findChildren<QAction*>())
            found |= action->text() == RecentFilesMenu::label(QStringLiteral(TALLY_SAMPLE));
        QVERIFY(found);
    }

    void shortenNamesIsAChoiceRemembered()
    {
        // A C++ name with long template arguments: shortened by default, whole when asked.
        const QString profile = writeFile(
            QStringLiteral("names.out"),
            "events: Ir\nfn=main\n1 1\ncfn=std::vector<std::pair<int, std::string> >::push_back("
            "std::pair<int, std::string>&&)\ncalls=1 1\n2 10\n"
            "fn=std::vector<std::pair<int, std::string> >::push_back(std::pair<int, "
            "std::string>&&)\n1 10\n");
        const QString whole = QStringLiteral(
            "std::vector<std::pair<int, std::string> >::push_back(std::pair<int, std::string>&&)");
        const auto shownNames = [](MainWindow& window) {
            QStringList names;
            FlatProfileModel& model = window.workspace().flatView()->model();
            for (int row = 0; row < model.rowCount(); ++row)
                names << model.index(row, FlatProfileModel::Function).data().toString();
            return names;
        };
        QAction* toggle = nullptr;
        {
            auto window = openWindow({profile});
            QVERIFY(window);
            for (QAction* action : window->findChildren<QAction*>()) {
                if (action->text() == QLatin1String("Shorten &Names"))
                    toggle = action;
            }
            QVERIFY(toggle && toggle->isCheckable() && toggle->isChecked());
            QVERIFY(shownNames(*window).contains(
                QStringLiteral("std::vector<\u2026>::push_back(std::pair<\u2026>&&)")));
            toggle->setChecked(false);
            QVERIFY(!window->session().shortNames());
            QVERIFY2(shownNames(*window).contains(whole),
                     qPrintable(shownNames(*window).join(u'|')));
        }
        // The next window starts with whole names.
        auto again = openWindow({profile});
        QVERIFY(again);
        QVERIFY(!again->session().shortNames());
        QVERIFY(shownNames(*again).contains(whole));
    }

    void openDialogFilterMatchesEveryUsualName()
    {
        const QStringList filters = ShellMenus::profileFileFilter().split(QStringLiteral(";;"));
        QCOMPARE(filters.size(), 2);
        QCOMPARE(filters.back(), QStringLiteral("All files (*)"));
        const QString& first = filters.front();
        const QStringList patterns =
            first.mid(first.indexOf(QLatin1Char('(')) + 1).chopped(1).split(QLatin1Char(' '));
        const auto shown = [&](const QString& name) {
            return std::any_of(patterns.begin(), patterns.end(), [&](const QString& pattern) {
                return QRegularExpression(QRegularExpression::wildcardToRegularExpression(pattern))
                    .match(name)
                    .hasMatch();
            });
        };
        for (const char* name : {"callgrind.out.4242",
                                 "callgrind.out.4242.3",
                                 "callgrind.out.4242-02",
                                 "callgrind.out.4242.3-02",
                                 "callgrind.out.4242.gz",
                                 "cachegrind.out.1700000000_42",
                                 "cachegrind.out.17.gz",
                                 "prog.callgrind",
                                 "prog.callgrind.gz",
                                 "prog.callgrind.2",
                                 "prog.callgrind-01",
                                 "run.cg",
                                 "run.cg-01",
                                 "run.cg.2",
                                 "run.cg.2-01",
                                 "run.cg.gz",
                                 "profile.out",
                                 "profile.out.2",
                                 "profile.out-01",
                                 "profile.out.gz"})
            QVERIFY2(shown(QString::fromLatin1(name)), name);
        for (const char* name : {"notes.txt", "prog.c", "Makefile"})
            QVERIFY2(!shown(QString::fromLatin1(name)), name);
    }

    void layoutIsRemembered()
    {
        const auto contentSplitter = [](MainWindow& window) {
            return qobject_cast<QSplitter*>(window.workspace().flatView()->parentWidget());
        };
        QList<int> sizes;
        {
            auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
            QVERIFY(window);
            QSplitter* split = contentSplitter(*window);
            QVERIFY(split);
            split->setSizes({900, 380});
            sizes = split->sizes();
            window->workspace().flatView()->table()->header()->resizeSection(
                FlatProfileModel::Location, 211);
            QVERIFY(window->workspace().viewTabs()->show(QStringLiteral("callgraph")));
            window->close();
        }
        auto reopened = openWindow({QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(reopened);
        TestWindow& again = *reopened;
        QCOMPARE(contentSplitter(again)->sizes(), sizes);
        QCOMPARE(again.workspace().flatView()->table()->header()->sectionSize(
                     FlatProfileModel::Location),
                 211);
        QCOMPARE(again.workspace().viewTabs()->currentView(ViewTabs::Group::Lower),
                 again.workspace().viewTabs()->view(QStringLiteral("callgraph")));
    }

    void lastFunctionPerFileIsRemembered()
    {
        {
            auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
            QVERIFY(window);
            QVERIFY(window->session().selectFunction(QStringLiteral("make_word")));
            window->session().waitUntilSettled();
        }
        // The same file again: where the user was. (A reload keeps it too, tested above.)
        auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        QCOMPARE(window->session().profile()->functionName(window->session().activeFunction()),
                 QStringLiteral("make_word"));
        // Another file starts at its main.
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("callgrind.out.copy"));
        QVERIFY(QFile::copy(QStringLiteral(TALLY_SAMPLE), copy));
        auto other = openWindow({copy});
        QVERIFY(other);
        QCOMPARE(other->session().profile()->functionName(other->session().activeFunction()),
                 QStringLiteral("main"));
    }

    void failedLoadKeepsTheOpenProfile_data()
    {
        // Files that cannot be a profile, each with the message the user gets for it.
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        QTest::addRow("text") << writeFile(QStringLiteral("not-a-profile.txt"), "hello\n")
                              << QStringLiteral("not a Callgrind profile");
        QTest::addRow("/proc file")
            << QStringLiteral("/proc/self/status") << QStringLiteral("not a Callgrind profile");
        QTest::addRow("read error")
            << QStringLiteral("/proc/self/mem") << QStringLiteral("cannot read");
        const QString loop = tempDir().filePath(QStringLiteral("loop.a"));
        QFile::link(tempDir().filePath(QStringLiteral("loop.b")), loop);
        QFile::link(loop, tempDir().filePath(QStringLiteral("loop.b")));
        QTest::addRow("symlink loop") << loop << QStringLiteral("loop of symbolic links");
        QTest::addRow("directory") << tempDir().path() << QStringLiteral("is a directory");
    }

    void failedLoadKeepsTheOpenProfile()
    {
        QFETCH(QString, path);
        QFETCH(QString, message);
        auto window = openWindow({QStringLiteral(TALLY_SAMPLE)});
        QVERIFY(window);
        const auto before = window->session().profile();
        const QStringList pathsBefore = window->opener().openPaths();
        QSignalSpy failed(&window->loader(), &LoadController::failed);
        window->opener().openFiles({path}, ProfileOpener::SiblingPolicy::OnlyThisFile);
        QVERIFY(failed.wait(10000));
        QVERIFY2(failed.first().at(0).toString().contains(message),
                 qPrintable(failed.first().at(0).toString()));
        QCOMPARE(window->session().profile(), before);
        QCOMPARE(window->opener().openPaths(), pathsBefore);
        auto* dialog = window->findChild<QMessageBox*>(QStringLiteral("loadError"));
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QVERIFY2(dialog->text().contains(QFileInfo(path).fileName()), qPrintable(dialog->text()));
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
        window.opener().openFiles({dir + QStringLiteral("/callgrind.out.4242-02")},
                                  ProfileOpener::SiblingPolicy::LoadAll);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.session().profile()->partCount(), std::size_t(3));
        QCOMPARE(window.session().profile()->totals()[0], Cost(7));

        // A remembered answer is used without asking.
        m_settings->setValue(QStringLiteral("files/siblingsPolicy"), QStringLiteral("one"));
        window.opener().openFiles({dir + QStringLiteral("/callgrind.out.4242-02")},
                                  ProfileOpener::SiblingPolicy::Ask);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.session().profile()->totals()[0], Cost(2));

        // The empty base file --separate-threads=yes leaves opens every thread, whatever the
        // remembered answer (it has nothing of its own), without asking.
        QVERIFY(QFile(dir + QStringLiteral("/callgrind.out.4242")).open(QIODevice::WriteOnly));
        window.opener().openFiles({dir + QStringLiteral("/callgrind.out.4242")},
                                  ProfileOpener::SiblingPolicy::Ask);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.session().profile()->partCount(), std::size_t(3));
        QCOMPARE(window.session().profile()->totals()[0], Cost(7));
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
        window.opener().openFiles({big}, ProfileOpener::SiblingPolicy::OnlyThisFile);
        QVERIFY(window.loader().isLoading());
        QTRY_VERIFY(window.shellStatus().progressBar()->isVisible());
        QTest::keyClick(&window, Qt::Key_Escape);
        QCOMPARE(canceled.count(), 1);
        QVERIFY(!window.shellStatus().progressBar()->isVisible());
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

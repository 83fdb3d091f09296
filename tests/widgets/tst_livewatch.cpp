// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// File > Watch in the main window, offscreen: the status bar while watching, a rewritten file
// reloaded with the active function kept, and programs running under valgrind whose dumps
// (asked for with callgrind_control -d, or CALLGRIND_DUMP_STATS in the program) become new parts
// one by one while the window watches, keeping the active function and its history.

#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/widgets/shell/FileChangedBanner.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/ViewTabs.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>

using namespace tally;
using namespace tally::test;
using namespace std::chrono_literals;

namespace {

// Dumps after each phase and waits for the test's go.N before the next one, so that the test
// sees every dump on its own; ready.N says that dump N is written. The last phase ends in the
// run's final dump, callgrind.out.PID.
const QByteArray kDumpingProgram = R"(
#include <valgrind/callgrind.h>
#include <stdio.h>
#include <unistd.h>
static volatile long sink;
__attribute__((noinline)) void phase_work(int n) { for (long i = 0; i < n * 20000L; ++i) sink += i; }
__attribute__((noinline)) void steady(void) { for (long i = 0; i < 5000; ++i) sink ^= i; }
static void wait_for(const char* what, int n)
{
    char name[64];
    snprintf(name, sizeof name, "%s.%d", what, n);
    while (access(name, F_OK) != 0)
        usleep(20000);
}
static void say(const char* what, int n)
{
    char name[64];
    snprintf(name, sizeof name, "%s.%d", what, n);
    fclose(fopen(name, "w"));
}
int main(void)
{
    for (int k = 1; k <= 3; ++k) {
        phase_work(k);
        steady();
        CALLGRIND_DUMP_STATS;
        say("ready", k);
        wait_for("go", k);
    }
    phase_work(4);
    steady();
    return 0;
}
)";

// Runs until the test's `stop` file appears, saying so in `running` once spin() has run; the
// test asks for its dumps with callgrind_control.
const QByteArray kLoopingProgram = R"(
#include <stdio.h>
#include <unistd.h>
static volatile long sink;
__attribute__((noinline)) void spin(void) { for (long i = 0; i < 100000; ++i) sink += i; }
int main(void)
{
    spin();
    fclose(fopen("running", "w"));
    while (access("stop", F_OK) != 0) {
        spin();
        usleep(10000);
    }
    return 0;
}
)";

QStringList historyNames(const Session& session)
{
    QStringList names;
    for (const FunctionId f : session.history().entries())
        names << session.profile()->functionName(f);
    return names;
}

QString activeName(const Session& session)
{
    return session.profile()->functionName(session.activeFunction());
}

// Waits until `path` has content that no longer grows: callgrind_control may answer before
// the dump is on disk.
bool waitUntilWritten(const QString& path)
{
    qint64 last = -1;
    for (int tries = 0; tries < 300; ++tries) {
        const qint64 size = QFileInfo(path).size();
        if (size > 0 && size == last)
            return true;
        last = size;
        QTest::qWait(100);
    }
    return false;
}

bool touch(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly);
}

// main calling hash, whose rows the tests below read on demand.
constexpr const char* kMainCallingHash =
    "events: Ir\nfl=(1) a.c\nfn=(1) main\n1 10\ncfn=(2) hash\ncalls=1 1\n1 5\nfn=(2)\n1 5\n";

// The window's load with the detail rows read from the file as views ask, as it reads files of
// 16 MB or more, for these small files.
LoadOptions rowsOnDemandAtAnySize()
{
    LoadOptions options;
    options.rowsOnDemandFromBytes = 1;
    return options;
}

// base.out and new.out written as kMainCallingHash and compared in `window`, their rows read
// on demand; the comparison made and every job settled. Returns the window's banner for changed
// files, or null when any of that failed (the test's failure then says which).
FileChangedBanner* openComparedOnDemand(TestWindow& window)
{
    const auto open = [&window] {
        const QByteArray text = kMainCallingHash;
        const QString basePath = writeFile(QStringLiteral("base.out"), text);
        const QString newPath = writeFile(QStringLiteral("new.out"), text);
        window.show();
        window.opener().setLoadOptions(rowsOnDemandAtAnySize());
        ComparisonController& comparison = window.session().comparisonController();
        QSignalSpy loaded(&window.loader(), &LoadController::loaded);
        window.opener().openComparison({basePath}, {newPath});
        QVERIFY(loaded.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(comparison.base() && !comparison.isBusy(), 30000);
        window.session().waitUntilSettled();
        QVERIFY(comparison.base()->profile->detailsOnDemand());
    };
    open();
    if (QTest::currentTestFailed())
        return nullptr;
    return window.findChild<FileChangedBanner*>(QStringLiteral("fileChangedBanner"));
}

} // namespace

class LiveWatchTest : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QSettings> m_settings;

private slots:
    void init()
    {
        m_settings = std::make_unique<QSettings>(tempDir().filePath(QStringLiteral("watch.ini")),
                                                 QSettings::IniFormat);
        m_settings->clear();
    }

    // A profile that reads its detail rows from its file as views ask for them (a big file's;
    // here a small one's, the threshold lowered): the file changed on disk while File > Watch is
    // off brings the banner that says so, whose Reload loads it again and hides it. A profile
    // loaded in full keeps its rows and shows no banner.
    void aChangedFileUnderRowsReadOnDemandIsSaid()
    {
        const QByteArray text = kMainCallingHash;
        const QString path = writeFile(QStringLiteral("ondemand.out"), text);
        TestWindow window(*m_settings);
        window.show();
        window.opener().setLoadOptions(rowsOnDemandAtAnySize());
        auto* banner = window.findChild<FileChangedBanner*>(QStringLiteral("fileChangedBanner"));
        QVERIFY(banner);
        QSignalSpy loaded(&window.loader(), &LoadController::loaded);
        window.opener().openFiles({path}, ProfileOpener::SiblingPolicy::OnlyThisFile);
        QVERIFY(loaded.wait(30000));
        window.session().waitUntilSettled();
        QVERIFY(window.session().originalSnapshot()->profile->detailsOnDemand());
        QVERIFY(banner->isHidden());

        writeFile(QStringLiteral("ondemand.out"), text + "fn=(2)\n2 1000\n");
        QTRY_VERIFY_WITH_TIMEOUT(!banner->isHidden(), 10000);
        QVERIFY(banner->text().contains(QLatin1String("ondemand.out changed on disk")));
        QCOMPARE(loaded.size(), 1); // no reload of its own
        const Profile& shown = *window.session().profile();
        QVERIFY(shown.lines(functionNamed(shown, QStringLiteral("hash"))).empty());

        banner->reloadButton()->click();
        QVERIFY(loaded.wait(30000));
        window.session().waitUntilSettled();
        QVERIFY(banner->isHidden());
        const Profile& reloaded = *window.session().profile();
        QCOMPARE(reloaded.lines(functionNamed(reloaded, QStringLiteral("hash"))).size(),
                 std::size_t(2));

        // In full: no banner.
        window.opener().setLoadOptions({});
        window.opener().reload();
        QVERIFY(loaded.wait(30000));
        window.session().waitUntilSettled();
        QVERIFY(!window.session().originalSnapshot()->profile->detailsOnDemand());
        writeFile(QStringLiteral("ondemand.out"), text);
        QTest::qWait(1500);
        QVERIFY(banner->isHidden());
    }

    // A comparison's sides both read their rows on demand: a change to the baseline's file is said
    // too, naming it alone, and Reload loads the baseline again (not the side shown). Swapped,
    // the side that became the baseline is the one watched as such.
    void aChangedBaselineUnderRowsReadOnDemandIsSaid()
    {
        const QByteArray text = kMainCallingHash;
        TestWindow window(*m_settings);
        QSignalSpy loaded(&window.loader(), &LoadController::loaded);
        auto* banner = openComparedOnDemand(window);
        QVERIFY(banner);
        const QString newPath = tempDir().filePath(QStringLiteral("new.out"));
        ComparisonController& comparison = window.session().comparisonController();
        QVERIFY(banner->isHidden());

        writeFile(QStringLiteral("base.out"), text + "fn=(2)\n2 1000\n");
        QTRY_VERIFY_WITH_TIMEOUT(!banner->isHidden(), 10000);
        QVERIFY2(
            banner->text().startsWith(QLatin1String("base.out (the baseline) changed on disk")),
            qPrintable(banner->text()));
        const Profile& changed = *comparison.base()->profile;
        QVERIFY(changed.lines(functionNamed(changed, QStringLiteral("hash"))).empty());
        const auto before = comparison.base();
        banner->reloadButton()->click();
        QVERIFY(banner->isHidden());
        QTRY_VERIFY_WITH_TIMEOUT(comparison.base() && comparison.base() != before, 30000);
        QCOMPARE(loaded.size(), 1); // the side shown was not loaded again
        const Profile& reloaded = *comparison.base()->profile;
        QCOMPARE(reloaded.lines(functionNamed(reloaded, QStringLiteral("hash"))).size(),
                 std::size_t(2));

        // Swapped: new.out is the baseline now, and its change is said as the baseline's.
        QTRY_VERIFY_WITH_TIMEOUT(!comparison.isBusy(), 30000);
        window.session().waitUntilSettled();
        window.opener().swapSides();
        QCOMPARE(comparison.basePaths(), QStringList{newPath});
        writeFile(QStringLiteral("new.out"), text + "fn=(2)\n3 7\n");
        QTRY_VERIFY_WITH_TIMEOUT(!banner->isHidden(), 10000);
        QVERIFY2(banner->text().startsWith(QLatin1String("new.out (the baseline) changed on disk")),
                 qPrintable(banner->text()));
        QCOMPARE(loaded.size(), 1);
    }

    void aBaselineChangedJustBeforeASwapIsStillSaid()
    {
        // Swap Sides passes through a moment when the former baseline is on neither side: the
        // identity its file was loaded with is kept through it, so a change not said yet (the
        // watcher waits for a quiet period) is said after the swap, as the shown file's.
        const QByteArray text = kMainCallingHash;
        TestWindow window(*m_settings);
        auto* banner = openComparedOnDemand(window);
        QVERIFY(banner);
        const QString basePath = tempDir().filePath(QStringLiteral("base.out"));

        writeFile(QStringLiteral("base.out"), text + "fn=(2)\n2 1000\n");
        window.opener().swapSides();
        QCOMPARE(window.opener().openPaths(), QStringList{basePath});
        QVERIFY(banner->isHidden()); // the watcher's quiet period is not over
        QTRY_VERIFY_WITH_TIMEOUT(!banner->isHidden(), 10000);
        QVERIFY2(banner->text().startsWith(QLatin1String("base.out changed on disk")),
                 qPrintable(banner->text()));
    }

    // Both sides changed: Reload loads both again (a reload of the side shown alone keeps the
    // baseline as it was loaded, its rows still empty).
    void reloadLoadsBothChangedSides()
    {
        const QByteArray text = kMainCallingHash;
        TestWindow window(*m_settings);
        QSignalSpy loaded(&window.loader(), &LoadController::loaded);
        auto* banner = openComparedOnDemand(window);
        QVERIFY(banner);
        ComparisonController& comparison = window.session().comparisonController();
        const auto baseBefore = comparison.base();
        writeFile(QStringLiteral("base.out"), text + "fn=(2)\n2 1000\n");
        writeFile(QStringLiteral("new.out"), text + "fn=(2)\n3 7\n");
        QTRY_VERIFY_WITH_TIMEOUT(!banner->isHidden(), 10000);
        QVERIFY2(banner->text().contains(QLatin1String("base.out (the baseline)")),
                 qPrintable(banner->text()));
        banner->reloadButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 2, 30000); // the side shown, again
        QTRY_VERIFY_WITH_TIMEOUT(
            comparison.base() && comparison.base() != baseBefore && !comparison.isBusy(), 30000);
        const Profile& base = *comparison.base()->profile;
        QCOMPARE(base.lines(functionNamed(base, QStringLiteral("hash"))).size(), std::size_t(2));
        const Profile& shown = *window.session().profile();
        QCOMPARE(shown.lines(functionNamed(shown, QStringLiteral("hash"))).size(), std::size_t(2));
    }

    void watchActionAndStatusBar()
    {
        // A small profile, appended to while watched as a profile being written is.
        const QString path = writeFile(QStringLiteral("watched.out"),
                                       "events: Ir\nfn=main\n1 10\ncfn=hash\ncalls=1 1\n"
                                       "1 5\nfn=hash\n1 5\n");
        TestWindow window(*m_settings);
        window.show();
        window.opener().watcher().setQuietPeriod(100ms);
        QSignalSpy loaded(&window.loader(), &LoadController::loaded);
        window.opener().openFiles({path}, ProfileOpener::SiblingPolicy::OnlyThisFile);
        QVERIFY(loaded.wait(30000));
        window.session().waitUntilSettled();
        QVERIFY(!window.shellStatus().watchLabel()->isVisible());

        // File > Watch is the action that turns it on.
        QAction* watch = nullptr;
        for (QAction* action : window.menuBar()->actions().front()->menu()->actions()) {
            if (action->text() == QLatin1String("&Watch"))
                watch = action;
        }
        QVERIFY(watch);
        QVERIFY(watch->isCheckable());
        watch->trigger();
        QVERIFY(window.opener().isWatching());
        QVERIFY(window.shellStatus().watchLabel()->isVisible());
        QCOMPARE(window.shellStatus().watchLabel()->text(),
                 QStringLiteral("Watching · no change yet"));
        QVERIFY(
            window.shellStatus().watchLabel()->toolTip().contains(QLatin1String("watched.out")));

        QVERIFY(window.session().selectFunction(QStringLiteral("hash")));
        window.session().waitUntilSettled();
        const Profile* before = window.session().profile().get();
        const Cost total = before->totals()[0];
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::Append));
            file.write("fn=hash\n2 1000\n");
        }
        QVERIFY(loaded.wait(30000));
        window.session().waitUntilSettled();
        QVERIFY(window.session().profile().get() != before);
        QCOMPARE(window.session().profile()->totals()[0], total + 1000);
        QCOMPARE(activeName(window.session()), QStringLiteral("hash"));
        QVERIFY2(window.shellStatus().watchLabel()->text().startsWith(
                     QStringLiteral("Watching · last change ") +
                     window.opener().watcher().lastChange().toString(QStringLiteral("HH:mm"))),
                 qPrintable(window.shellStatus().watchLabel()->text()));
        QVERIFY(window.shellStatus().watchLabel()->isVisible()); // stays after the reload

        // Off: no label, no reloads.
        watch->trigger();
        QVERIFY(!window.opener().isWatching());
        QVERIFY(!window.shellStatus().watchLabel()->isVisible());
        QVERIFY(!window.opener().watcher().isWatching());
        loaded.clear();
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::Append));
            file.write("fn=hash\n2 1000\n");
        }
        QVERIFY(!loaded.wait(1000));
    }

    void callgrindControlDumpsBecomeParts()
    {
        const QString gcc = QStandardPaths::findExecutable(QStringLiteral("gcc"));
        const QString valgrind = QStandardPaths::findExecutable(QStringLiteral("valgrind"));
        const QString control = QStandardPaths::findExecutable(QStringLiteral("callgrind_control"));
        if (gcc.isEmpty() || valgrind.isEmpty() || control.isEmpty())
            QSKIP("needs gcc, valgrind and callgrind_control on PATH");
        const QString dir = tempDir().filePath(QStringLiteral("controlled"));
        QVERIFY(QDir().mkpath(dir));
        const QString binary = tempDir().filePath(QStringLiteral("looping-program"));
        const QByteArray error =
            runTool(gcc, {QStringLiteral("-g"), QStringLiteral("-O0"), QStringLiteral("-o"), binary,
                          writeFile(QStringLiteral("looping.c"), kLoopingProgram)});
        QVERIFY2(error.isEmpty(), error.constData());

        QProcess program;
        program.setWorkingDirectory(dir);
        program.start(valgrind, {QStringLiteral("--tool=callgrind"),
                                 QStringLiteral("--log-file=valgrind.log"), binary});
        QVERIFY(program.waitForStarted());
        auto stopProgram = qScopeGuard([&] {
            program.kill();
            program.waitForFinished();
        });
        // valgrind becomes the tool in the same process: the files carry the process's id.
        const QString pid = QString::number(program.processId());
        const QString base = dir + QStringLiteral("/callgrind.out.") + pid;
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(dir + QStringLiteral("/running")), 60000);
        QVERIFY(QFile::exists(base)); // empty until the program ends
        const auto dump = [&] { return runTool(control, {QStringLiteral("-d"), pid}); };
        QByteArray dumped = dump();
        QVERIFY2(dumped.isEmpty(), dumped.constData());
        QVERIFY(waitUntilWritten(base + QStringLiteral(".1")));

        // Opened as `tally --watch callgrind.out.PID` would: the empty base stands for the run.
        TestWindow window(*m_settings);
        window.show();
        window.opener().setWatching(true);
        window.opener().watcher().setQuietPeriod(200ms);
        QSignalSpy loaded(&window.loader(), &LoadController::loaded);
        window.opener().openFiles({base}, ProfileOpener::SiblingPolicy::Ask);
        QVERIFY(loaded.wait(30000));
        Session& session = window.session();
        session.waitUntilSettled();
        QCOMPARE(session.profile()->partCount(), std::size_t(1));
        const auto spin = findFunction(*session.profile(), QStringLiteral("spin"));
        QVERIFY(spin);
        session.navigateTo(*spin);
        session.waitUntilSettled();

        for (int parts = 2; parts <= 3; ++parts) {
            dumped = dump();
            QVERIFY2(dumped.isEmpty(), dumped.constData());
            QTRY_VERIFY_WITH_TIMEOUT(session.profile()->partCount() == std::size_t(parts) &&
                                         !window.loader().isLoading(),
                                     60000);
            session.waitUntilSettled();
            QCOMPARE(activeName(session), QStringLiteral("spin"));
        }
        QVERIFY(touch(dir + QStringLiteral("/stop")));
        QTRY_VERIFY_WITH_TIMEOUT(session.profile()->partCount() == std::size_t(4) &&
                                     !window.loader().isLoading(),
                                 60000);
        session.waitUntilSettled();
        QCOMPARE(activeName(session), QStringLiteral("spin"));
        QCOMPARE(window.opener().openPaths().back(), base);
        QVERIFY(program.state() == QProcess::NotRunning || program.waitForFinished(60000));
        stopProgram.dismiss();
    }

    void dumpsOfARunningProgramBecomeParts()
    {
        const QString gcc = QStandardPaths::findExecutable(QStringLiteral("gcc"));
        const QString valgrind = QStandardPaths::findExecutable(QStringLiteral("valgrind"));
        if (gcc.isEmpty() || valgrind.isEmpty())
            QSKIP("needs gcc and valgrind on PATH");
        const QString dir = tempDir().filePath(QStringLiteral("live"));
        QVERIFY(QDir().mkpath(dir));
        const QString source = writeFile(QStringLiteral("live.c"), kDumpingProgram);
        const QByteArray error =
            runTool(gcc, {QStringLiteral("-g"), QStringLiteral("-O0"), QStringLiteral("-o"),
                          tempDir().filePath(QStringLiteral("live-program")), source});
        if (error.contains("callgrind.h"))
            QSKIP("needs valgrind's <valgrind/callgrind.h>");
        QVERIFY2(error.isEmpty(), error.constData());

        // valgrind's own names in the program's folder: callgrind.out.PID, then .1, .2, ...
        QProcess program;
        program.setWorkingDirectory(dir);
        program.start(valgrind, {QStringLiteral("--tool=callgrind"),
                                 QStringLiteral("--log-file=valgrind.log"),
                                 tempDir().filePath(QStringLiteral("live-program"))});
        QVERIFY(program.waitForStarted());
        auto stopProgram = qScopeGuard([&] {
            program.kill();
            program.waitForFinished();
        });
        const auto exists = [&](const QString& name) { return QFile::exists(dir + u'/' + name); };
        QTRY_VERIFY_WITH_TIMEOUT(exists(QStringLiteral("ready.1")), 60000);
        const QStringList dumps =
            QDir(dir).entryList({QStringLiteral("callgrind.out.*.1")}, QDir::Files);
        QCOMPARE(dumps.size(), 1);
        const QString base = dir + u'/' + dumps.front().chopped(2);
        QVERIFY(QFile::exists(base)); // empty while the program runs

        TestWindow window(*m_settings);
        window.show();
        window.opener().setWatching(true); // as --watch does
        window.opener().watcher().setQuietPeriod(200ms);
        QSignalSpy loaded(&window.loader(), &LoadController::loaded);
        window.opener().openFiles({base + QStringLiteral(".1")}, ProfileOpener::SiblingPolicy::Ask);
        QVERIFY(loaded.wait(30000));
        Session& session = window.session();
        session.waitUntilSettled();
        QCOMPARE(session.profile()->partCount(), std::size_t(1));
        for (const char* name : {"main", "phase_work", "steady"}) {
            const auto function = findFunction(*session.profile(), QString::fromLatin1(name));
            QVERIFY2(function, name);
            session.navigateTo(*function);
        }
        session.waitUntilSettled();
        const QStringList history = historyNames(session);
        QCOMPARE(history, (QStringList{QStringLiteral("main"), QStringLiteral("phase_work"),
                                       QStringLiteral("steady")}));
        QVERIFY(window.shellStatus().watchLabel()->isVisible());

        // Each go.N lets the program on to its next dump; the window grows a part each time,
        // the final dump (callgrind.out.PID, written as the program ends) last.
        Cost lastTotal = session.profile()->totals()[0];
        for (int next = 2; next <= 4; ++next) {
            QVERIFY(touch(dir + QStringLiteral("/go.%1").arg(next - 1)));
            QTRY_VERIFY_WITH_TIMEOUT(session.profile()->partCount() == std::size_t(next) &&
                                         !window.loader().isLoading(),
                                     60000);
            session.waitUntilSettled();
            const Profile& profile = *session.profile();
            QVERIFY(profile.totals()[0] > lastTotal);
            lastTotal = profile.totals()[0];
            QCOMPARE(activeName(session), QStringLiteral("steady"));
            QCOMPARE(historyNames(session), history);
            QVERIFY2(window.shellStatus().watchLabel()->text().startsWith(
                         QStringLiteral("Watching · last change ")),
                     qPrintable(window.shellStatus().watchLabel()->text()));
            QCOMPARE(window.opener().openPaths().size(), next);
        }
        QVERIFY(program.state() == QProcess::NotRunning || program.waitForFinished(60000));
        QCOMPARE(program.exitCode(), 0);
        stopProgram.dismiss();
        QCOMPARE(QFileInfo(window.opener().openPaths().back()).absoluteFilePath(),
                 QFileInfo(base).absoluteFilePath());
        // The parts are the dumps in the order they were written.
        for (const PartId part : session.profile()->partIds())
            QCOMPARE(session.profile()->part(part).number, qint64(part.index()) + 1);
        if (qEnvironmentVariableIsSet("TALLY_TEST_GRABS")) { // to look at
            window.workspace().viewTabs()->show(QStringLiteral("parts"));
            QTest::qWait(200);
            QVERIFY(window.grab().save(qEnvironmentVariable("TALLY_TEST_GRABS") +
                                       QStringLiteral("/live-watch.png")));
        }
    }
};

QTEST_MAIN(LiveWatchTest)
#include "tst_livewatch.moc"

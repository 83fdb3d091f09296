// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Closing the main window while background work runs: loading a large profile, the call graph's
// layout, objdump for the Assembly view, reading a source file, a part selection's costs, the
// flame graph, the call map, all callers, and a comparison (its baseline loading beside the new
// profile, and the matching of the two). The window is closed (or only destroyed, as when the
// application quits) while the work is under way, then the application's Session and loader go as
// the application lets them go. Nothing may crash or be delivered to a dead view (ASan), no thread
// may be left (the pools are joined, and the process has the threads it had before), and a
// running objdump is killed rather than waited for.

#include "tests/support/TestSupport.h"
#include "tests/support/WrappedSource.h"
#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/viewmodel/session/LoadController.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ViewActivity.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/ViewTabs.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QSignalSpy>
#include <QThread>
#include <QThreadPool>

using namespace tally;
using namespace tally::test;

namespace {

enum class Work
{
    Load,
    JustLoaded, // the loaded profile handed over, every view starting on it
    CallGraph,
    Assembly,
    Source,
    Parts,
    FlameGraph,
    CallMap,
    AllCallers,
    CompareBaseline, // File > Compare With / --diff: the baseline's own loader at work
    Comparison,      // matching two profiles (ComparisonController's job)
};

// The view each kind of work belongs to (none: the loader's or the Session's own).
const char* viewKey(Work work)
{
    switch (work) {
    case Work::CallGraph:
        return "callgraph";
    case Work::Assembly:
        return "assembly";
    case Work::Source:
        return "source";
    case Work::FlameGraph:
        return "flamegraph";
    case Work::CallMap:
        return "callmap";
    case Work::AllCallers:
        return "allcallers";
    case Work::Load:
    case Work::JustLoaded:
    case Work::Parts:
    case Work::CompareBaseline:
    case Work::Comparison:
        break;
    }
    return nullptr;
}

constexpr int kFunctions = 3000;
constexpr int kFanOut = 6;
constexpr int kParts = 3;
constexpr int kLinesPerFunction = 4;

QByteArray functionName(int i)
{
    return i == 0 ? QByteArray("main") : "f_" + QByteArray::number(i);
}
QByteArray position(int function, int line)
{
    return "0x" + QByteArray::number(0x400000 + function * 0x100 + line * 4, 16) + ' ' +
           QByteArray::number(10 + function * 8 + line);
}

// A call tree of kFunctions functions (main, f_1, ...; each calls the next kFanOut) in kParts
// parts, with instruction addresses in `object` and lines of `source`: enough for every view to
// have work, small enough to load in a moment.
QByteArray treeProfile(const QString& object, const QString& source)
{
    std::vector<qint64> inclusive(kFunctions);
    for (int i = kFunctions - 1; i >= 0; --i) {
        inclusive[i] = 10 * kLinesPerFunction;
        for (int c = i * kFanOut + 1; c <= i * kFanOut + kFanOut && c < kFunctions; ++c)
            inclusive[i] += inclusive[c];
    }
    QByteArray text = "version: 1\ncreator: tst_closemidjob\npositions: instr line\n"
                      "events: Ir Dr\n";
    for (int part = 1; part <= kParts; ++part) {
        text += "part: " + QByteArray::number(part) + "\nob=" + object.toUtf8() +
                "\nfl=" + source.toUtf8() + '\n';
        for (int i = 0; i < kFunctions; ++i) {
            text += "fn=" + functionName(i) + '\n';
            for (int line = 0; line < kLinesPerFunction; ++line)
                text += position(i, line) + ' ' + QByteArray::number(10 * part) + " 1\n";
            for (int c = i * kFanOut + 1; c <= i * kFanOut + kFanOut && c < kFunctions; ++c) {
                text += "cfn=" + functionName(c) + "\ncalls=1 " + position(c, 0) + '\n' +
                        position(i, kLinesPerFunction) + ' ' +
                        QByteArray::number(inclusive[c] * part) + " 0\n";
            }
        }
    }
    return text;
}

// The threads of this process that carry its own name: the main thread and any std::thread
// (Qt names its threads: "Thread (pooled)", "QThread", ...). Linux; -1 elsewhere.
int unnamedThreads()
{
    const QDir tasks(QStringLiteral("/proc/self/task"));
    if (!tasks.exists())
        return -1;
    QFile self(QStringLiteral("/proc/self/comm"));
    if (!self.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray name = self.readAll().trimmed();
    int count = 0;
    for (const QString& task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(task + QStringLiteral("/comm")));
        if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == name)
            ++count;
    }
    return count;
}

// The window's load with its files read at a walking pace: each read of 1 MB at most waits 25 ms
// first. The big profile's load then lasts about a second whichever way the window reads it, so
// that a test sees it under way before it ends. (Read at full speed with its rows on demand, the
// window's load from 16 MB, it took so little that the baseline's load had ended by the time the
// test looked: CI, 2026-12-07.)
LoadOptions slowReads()
{
    LoadOptions options;
    options.openSource = openedReadingBy([](ByteSource& file, char* buffer, qint64 capacity) {
        QThread::msleep(25);
        return file.read(buffer, std::min<qint64>(capacity, 1024 * 1024));
    });
    return options;
}

// The processes whose parent is this one (objdump, nm), running or not yet reaped. Linux.
int childProcesses()
{
    int count = 0;
    const QByteArray self = QByteArray::number(QCoreApplication::applicationPid());
    for (const QString& pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        // pid (comm) state ppid ...: the name may hold spaces, so count from the last ')'.
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 1 && fields[1] == self)
            ++count;
    }
    return count;
}

} // namespace

Q_DECLARE_METATYPE(Work)

class CloseMidJobTest : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QSettings> m_settings;
    QString m_treePath;
    QString m_bigPath;
    int m_unnamedThreadsBefore = -1;

    // The application's state and its window, destroyed as runWindow() destroys them: the
    // window first, then the loader, then the Session.
    struct Application
    {
        std::unique_ptr<Session> session = std::make_unique<Session>();
        std::unique_ptr<LoadController> loader = std::make_unique<LoadController>();
        std::unique_ptr<MainWindow> window;
    };

    std::unique_ptr<Application> openApplication()
    {
        auto app = std::make_unique<Application>();
        app->window = std::make_unique<MainWindow>(*app->session, *app->loader, *m_settings);
        app->window->show();
        return app;
    }

    static bool loadInto(Application& app, const QString& path)
    {
        QSignalSpy loaded(app.loader.get(), &LoadController::loaded);
        app.window->opener().openFiles({path}, ProfileOpener::SiblingPolicy::OnlyThisFile);
        if (!loaded.wait(60000))
            return false;
        app.session->waitUntilSettled();
        QCoreApplication::processEvents();
        return true;
    }

    // Waits until the global pool runs nothing and has let its threads go, and checks that no
    // thread of our own (the loader's halves, the read-ahead, the views' jobs: each LatestJob
    // joins its thread when its view goes) and no objdump or nm is left.
    void verifyNoThreadLeft()
    {
        QVERIFY(QThreadPool::globalInstance()->waitForDone(60000));
        QCOMPARE(QThreadPool::globalInstance()->activeThreadCount(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(unnamedThreads(), m_unnamedThreadsBefore, kJoinedThreadListedMs);
        QCOMPARE(childProcesses(), 0);
    }

private slots:
    void initTestCase()
    {
        m_settings = std::make_unique<QSettings>(tempDir().filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
        QByteArray source;
        for (int line = 1; line <= 10 + kFunctions * 8 + 100; ++line)
            source += "    total += work(" + QByteArray::number(line) + "); // line\n";
        const QString sourcePath = writeFile(QStringLiteral("tree.c"), source);
        m_treePath = writeFile(QStringLiteral("tree.out"),
                               treeProfile(QCoreApplication::applicationFilePath(), sourcePath));
        m_bigPath = writeFile(QStringLiteral("big.out"), bigProfile());

        // nm and objdump that take far longer than the test: the Assembly view's job runs until
        // it is stopped.
        const QString tools = tempDir().filePath(QStringLiteral("tools"));
        QDir().mkpath(tools);
        for (const char* name : {"nm", "objdump"}) {
            QFile tool(tools + QLatin1Char('/') + QLatin1String(name));
            QVERIFY(tool.open(QIODevice::WriteOnly));
            tool.write("#!/bin/sh\nexec sleep 600\n");
            tool.close();
            tool.setPermissions(QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        }
        qputenv("PATH", tools.toLocal8Bit() + ':' + qgetenv("PATH"));

        // Once through everything first: whatever Qt starts once and keeps exists before the
        // count.
        {
            auto app = openApplication();
            QVERIFY(loadInto(*app, m_treePath));
            for (const QString& key : app->window->workspace().viewTabs()->keys()) {
                if (key == QLatin1String("assembly"))
                    continue;
                app->window->workspace().viewTabs()->show(key);
                QTRY_VERIFY_WITH_TIMEOUT(!app->window->workspace().viewTabs()->isBusy(), 60000);
            }
            app->window->close();
        }
        QVERIFY(QThreadPool::globalInstance()->waitForDone(60000));
        m_unnamedThreadsBefore = unnamedThreads();
        if (m_unnamedThreadsBefore < 0)
            qInfo("No /proc: threads are not counted");
        else
            qInfo("%d unnamed threads", m_unnamedThreadsBefore);
    }

    void init()
    {
        // Each test starts with the default tabs, not the ones the last one left.
        m_settings->clear();
    }

    void closeMidJob_data()
    {
        QTest::addColumn<Work>("work");
        QTest::addColumn<bool>("close");
        const std::pair<const char*, Work> works[] = {
            {"load", Work::Load},
            {"just loaded", Work::JustLoaded},
            {"call graph layout", Work::CallGraph},
            {"objdump", Work::Assembly},
            {"source", Work::Source},
            {"part selection", Work::Parts},
            {"flame graph", Work::FlameGraph},
            {"call map", Work::CallMap},
            {"all callers", Work::AllCallers},
            {"comparison baseline load", Work::CompareBaseline},
            {"comparison", Work::Comparison},
        };
        for (const auto& [name, work] : works) {
            QTest::addRow("%s, closed", name) << work << true;
            QTest::addRow("%s, destroyed", name) << work << false;
        }
    }

    void closeMidJob()
    {
        QFETCH(Work, work);
        QFETCH(bool, close);
        auto app = openApplication();
        if (work == Work::Load || work == Work::CompareBaseline)
            app->window->opener().setLoadOptions(slowReads());
        if (work == Work::Load) {
            QSignalSpy progress(app->loader.get(), &LoadController::progressChanged);
            app->window->opener().openFiles({m_bigPath},
                                            ProfileOpener::SiblingPolicy::OnlyThisFile);
            // The worker is parsing.
            QTRY_VERIFY_WITH_TIMEOUT(std::any_of(progress.begin(), progress.end(),
                                                 [](const QList<QVariant>& arguments) {
                                                     return arguments.at(0).toInt() > 0;
                                                 }),
                                     30000);
            QVERIFY(app->loader->isLoading());
        } else if (work == Work::JustLoaded) {
            // Both view groups show a view that computes in the background.
            app->window->workspace().viewTabs()->show(QStringLiteral("flamegraph"));
            app->window->workspace().viewTabs()->show(QStringLiteral("callgraph"));
            QSignalSpy loaded(app->loader.get(), &LoadController::loaded);
            app->window->opener().openFiles({m_treePath},
                                            ProfileOpener::SiblingPolicy::OnlyThisFile);
            QVERIFY(loaded.wait(60000));
            // The window has installed the profile; the views hear of it on the next turn.
            QCoreApplication::processEvents();
            QVERIFY(app->window->workspace().viewTabs()->isBusy());
        } else if (work == Work::CompareBaseline) {
            ComparisonController& comparison = app->window->session().comparisonController();
            QSignalSpy progress(&comparison.baseLoader(), &LoadController::progressChanged);
            app->window->opener().openComparison({m_bigPath}, {m_treePath});
            // The baseline's worker is parsing (the new side, small, may be done already).
            QTRY_VERIFY_WITH_TIMEOUT(std::any_of(progress.begin(), progress.end(),
                                                 [](const QList<QVariant>& arguments) {
                                                     return arguments.at(0).toInt() > 0;
                                                 }),
                                     30000);
            QVERIFY(comparison.baseLoader().isLoading());
        } else {
            QVERIFY(loadInto(*app, m_treePath));
            QCOMPARE(app->session->profile()->functionName(app->session->activeFunction()),
                     QStringLiteral("main"));
            if (work == Work::Parts) {
                app->session->setSelectedParts(PartMask::fromFlags({true, false, true}));
                QVERIFY(app->session->isBusy());
            } else if (work == Work::Comparison) {
                // The file loaded again is another profile: the first becomes its baseline.
                const auto first = app->session->snapshot();
                QVERIFY(loadInto(*app, m_treePath));
                app->window->session().comparisonController().setBase(first, {m_treePath});
                QVERIFY(app->window->session().comparisonController().isBusy());
            } else {
                QWidget* view =
                    app->window->workspace().viewTabs()->show(QLatin1String(viewKey(work)));
                QVERIFY(view);
                QVERIFY2(ViewActivity::of(view)->isBusy(), "the view has no work under way");
            }
        }

        QElapsedTimer destruction;
        destruction.start();
        if (close)
            app->window->close();
        app->window.reset();
        // Whatever finishes now has no window to go to; the loader and the Session may still
        // be at work (destroyed without close, the load goes on).
        QTest::qWait(20);
        if (!close && work == Work::Load)
            QTRY_VERIFY_WITH_TIMEOUT(!app->loader->isLoading(), 60000);
        if (work == Work::Parts)
            QTRY_VERIFY_WITH_TIMEOUT(!app->session->isBusy(), 60000);
        app->loader.reset();
        app->session.reset();
        // A running objdump is killed, not waited for (20 s for nm, then 20 s for objdump).
        if (work == Work::Assembly)
            QVERIFY2(destruction.elapsed() < 15000, "the window waited for objdump");
        app.reset();
        verifyNoThreadLeft();
    }
};

QTEST_MAIN(CloseMidJobTest)
#include "tst_closemidjob.moc"

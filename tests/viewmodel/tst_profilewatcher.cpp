// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// ProfileWatcher (File > Watch): a profile rewritten, appended to, replaced by a rename, deleted
// and written again, and a new dump of a valgrind run each give one changed() after the quiet
// period, and the watcher still follows the files afterwards; a burst of writes gives one;
// other files in the folder, another run's files and a stopped watcher give none.

#include "ui/viewmodel/session/ProfileWatcher.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>

using namespace tally;
using namespace std::chrono_literals;

namespace {

constexpr auto kQuiet = 150ms;
constexpr int kWait = 10000; // ms: a changed() that takes longer is taken as missing

bool write(const QString& path, const QByteArray& text,
           QIODevice::OpenMode mode = QIODevice::WriteOnly | QIODevice::Truncate)
{
    QFile file(path);
    return file.open(mode) && file.write(text) == text.size();
}

// Waits long enough for a changed() that should not come: several quiet periods.
void waitForNothing()
{
    QTest::qWait(int(kQuiet.count()) * 5);
}

} // namespace

class ProfileWatcherTest : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;

    QString path(const QString& name) const { return m_dir->filePath(name); }

    // A watcher on `files` with the test's quiet period.
    std::unique_ptr<ProfileWatcher>
    watcherOn(const QStringList& files,
              ProfileWatcher::Scope scope = ProfileWatcher::Scope::Files) const
    {
        auto watcher = std::make_unique<ProfileWatcher>();
        watcher->setQuietPeriod(kQuiet);
        watcher->watch(files, scope);
        return watcher;
    }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        QVERIFY(write(path(QStringLiteral("profile.out")), "events: Ir\nfn=a\n1 1\n"));
    }

    void rewriteInPlace()
    {
        const QString file = path(QStringLiteral("profile.out"));
        auto watcher = watcherOn({file});
        QVERIFY(watcher->isWatching());
        QVERIFY(!watcher->lastChange().isValid());
        QVERIFY(watcher->watchedPaths().contains(file));
        QVERIFY(watcher->watchedPaths().contains(m_dir->path()));
        QSignalSpy changed(watcher.get(), &ProfileWatcher::changed);
        QSignalSpy seen(watcher.get(), &ProfileWatcher::changeSeen);

        QVERIFY(write(file, "events: Ir\nfn=a\n1 2\n"));
        QVERIFY(changed.wait(kWait));
        QCOMPARE(changed.count(), 1);
        QVERIFY(seen.count() >= 1);
        QVERIFY(watcher->lastChange().isValid());
        QCOMPARE(seen.last().at(0).toDateTime(), watcher->lastChange());
        QCOMPARE(watcher->currentFiles(), QStringList{file});

        // And again: the watch stays.
        QVERIFY(write(file, "events: Ir\nfn=a\n1 3\n"));
        QVERIFY(changed.wait(kWait));
        QCOMPARE(changed.count(), 2);
    }

    void append()
    {
        const QString file = path(QStringLiteral("profile.out"));
        auto watcher = watcherOn({file});
        QSignalSpy changed(watcher.get(), &ProfileWatcher::changed);
        QVERIFY(write(file, "fn=b\n2 5\n", QIODevice::WriteOnly | QIODevice::Append));
        QVERIFY(changed.wait(kWait));
        QCOMPARE(changed.count(), 1);
    }

    void replaceByRename()
    {
        const QString file = path(QStringLiteral("profile.out"));
        auto watcher = watcherOn({file});
        QSignalSpy changed(watcher.get(), &ProfileWatcher::changed);
        // As editors and QSaveFile do: a new file beside it, renamed over it.
        for (int round = 1; round <= 2; ++round) {
            const QString next = path(QStringLiteral("next.tmp"));
            QVERIFY(write(next, "events: Ir\nfn=a\n1 " + QByteArray::number(round * 10) + "\n"));
            std::filesystem::rename(next.toStdString(), file.toStdString());
            QVERIFY2(changed.wait(kWait), qPrintable(QStringLiteral("round %1").arg(round)));
            QCOMPARE(changed.count(), round);
            QTRY_VERIFY(watcher->watchedPaths().contains(file)); // watched again
        }
        // The replacement itself is followed: writing it in place is a change too.
        QVERIFY(write(file, "events: Ir\nfn=a\n1 99\n"));
        QVERIFY(changed.wait(kWait));
        QCOMPARE(changed.count(), 3);
        QCOMPARE(watcher->currentFiles(), QStringList{file});
    }

    void deleteAndWriteAgain()
    {
        const QString file = path(QStringLiteral("profile.out"));
        auto watcher = watcherOn({file});
        QSignalSpy changed(watcher.get(), &ProfileWatcher::changed);
        QVERIFY(QFile::remove(file));
        QTest::qWait(int(kQuiet.count()) / 3); // the folder hears of it before the file is back
        QVERIFY(write(file, "events: Ir\nfn=a\n1 7\n"));
        QVERIFY(changed.wait(kWait));
        QTRY_VERIFY(watcher->watchedPaths().contains(file));
        const qsizetype before = changed.count();
        QVERIFY(write(file, "fn=b\n1 1\n", QIODevice::WriteOnly | QIODevice::Append));
        QVERIFY(changed.wait(kWait));
        QCOMPARE(changed.count(), before + 1);
    }

    void newDumpOfTheRun()
    {
        // A program running under callgrind: its empty final file, and a first dump.
        const QString base = path(QStringLiteral("callgrind.out.4711"));
        const QString first = base + QStringLiteral(".1");
        QVERIFY(write(base, ""));
        QVERIFY(write(first, "events: Ir\nfn=a\n1 1\n"));
        auto watcher = watcherOn({first}, ProfileWatcher::Scope::WholeRun);
        QCOMPARE(watcher->currentFiles(), QStringList{first});
        QVERIFY(watcher->watchedPaths().contains(base)); // empty, but it will be written
        QSignalSpy changed(watcher.get(), &ProfileWatcher::changed);

        // callgrind_control -d: a new numbered file appears, first empty, then written.
        const QString second = base + QStringLiteral(".2");
        QVERIFY(write(second, ""));
        QVERIFY(changed.wait(kWait));
        QTRY_VERIFY(watcher->watchedPaths().contains(second));
        const qsizetype afterCreation = changed.count();
        QVERIFY(write(second, "events: Ir\nfn=a\n1 2\n", QIODevice::WriteOnly | QIODevice::Append));
        QVERIFY(changed.wait(kWait));
        QCOMPARE(changed.count(), afterCreation + 1);
        QCOMPARE(watcher->currentFiles(), (QStringList{first, second}));

        // The program ends: callgrind writes the final file, which sorts last.
        QVERIFY(write(base, "events: Ir\nfn=a\n1 3\n", QIODevice::WriteOnly | QIODevice::Append));
        QVERIFY(changed.wait(kWait));
        QCOMPARE(watcher->currentFiles(), (QStringList{first, second, base}));

        // Watching a single file of the run instead, new dumps are not its business.
        auto single = watcherOn({first}, ProfileWatcher::Scope::Files);
        QSignalSpy singleChanged(single.get(), &ProfileWatcher::changed);
        QVERIFY(write(base + QStringLiteral(".3"), "events: Ir\nfn=a\n1 4\n"));
        waitForNothing();
        QCOMPARE(singleChanged.count(), 0);
        QCOMPARE(single->currentFiles(), QStringList{first});
    }

    void dumpsThatCameDuringTheLoadAreAChange()
    {
        // The run has two dumps, but the load (begun before the second came) read one; the
        // folder's event may come after the watch started again and find nothing new.
        const QString base = path(QStringLiteral("callgrind.out.99"));
        QVERIFY(write(base + QStringLiteral(".1"), "events: Ir\nfn=a\n1 1\n"));
        QVERIFY(write(base + QStringLiteral(".2"), "events: Ir\nfn=a\n1 2\n"));
        auto behind = watcherOn({base + QStringLiteral(".1")}, ProfileWatcher::Scope::WholeRun);
        QSignalSpy behindChanged(behind.get(), &ProfileWatcher::changed);
        // The whole run loaded (in another order): nothing to do.
        auto upToDate = watcherOn({base + QStringLiteral(".2"), base + QStringLiteral(".1")},
                                  ProfileWatcher::Scope::WholeRun);
        QSignalSpy upToDateChanged(upToDate.get(), &ProfileWatcher::changed);
        QVERIFY(behindChanged.wait(kWait));
        waitForNothing();
        QCOMPARE(behindChanged.count(), 1);
        QCOMPARE(upToDateChanged.count(), 0);
    }

    void burstOfWritesGivesOneChange()
    {
        const QString file = path(QStringLiteral("profile.out"));
        auto watcher = std::make_unique<ProfileWatcher>();
        // Longer than the burst lasts, with room for a slow machine's pauses.
        watcher->setQuietPeriod(1000ms);
        QCOMPARE(watcher->quietPeriod(), 1000ms);
        watcher->watch({file}, ProfileWatcher::Scope::Files);
        QSignalSpy changed(watcher.get(), &ProfileWatcher::changed);
        QSignalSpy seen(watcher.get(), &ProfileWatcher::changeSeen);
        for (int i = 0; i < 10; ++i) {
            QVERIFY(write(file, "fn=b\n1 1\n", QIODevice::WriteOnly | QIODevice::Append));
            QTest::qWait(20); // each write is heard on its own
        }
        QVERIFY(changed.wait(kWait));
        QTest::qWait(1500); // no second one follows
        QCOMPARE(changed.count(), 1);
        QVERIFY2(seen.count() >= 2, qPrintable(QString::number(seen.count())));
    }

    void filesThatNeverStayQuietStillGiveChanges()
    {
        const QString file = path(QStringLiteral("profile.out"));
        auto watcher = std::make_unique<ProfileWatcher>();
        watcher->setQuietPeriod(400ms);
        watcher->setLongestWait(600ms);
        watcher->watch({file}, ProfileWatcher::Scope::Files);
        QSignalSpy changed(watcher.get(), &ProfileWatcher::changed);
        // A write every 50 ms for 3 s: never 400 ms of quiet, but a change every 600 ms.
        QElapsedTimer writing;
        writing.start();
        while (writing.elapsed() < 3000) {
            QVERIFY(write(file, "fn=b\n1 1\n", QIODevice::WriteOnly | QIODevice::Append));
            QTest::qWait(50);
        }
        QVERIFY2(changed.count() >= 2, qPrintable(QString::number(changed.count())));
        // Then quiet: at most one more for the last writes, and none after it.
        QTest::qWait(1500);
        const qsizetype count = changed.count();
        waitForNothing();
        QCOMPARE(changed.count(), count);
    }

    void otherFilesAreNoChange()
    {
        const QString base = path(QStringLiteral("callgrind.out.100"));
        QVERIFY(write(base, "events: Ir\nfn=a\n1 1\n"));
        auto watcher = watcherOn({base}, ProfileWatcher::Scope::WholeRun);
        auto plain = watcherOn({path(QStringLiteral("profile.out"))});
        QSignalSpy changed(watcher.get(), &ProfileWatcher::changed);
        QSignalSpy plainChanged(plain.get(), &ProfileWatcher::changed);
        // Notes, another run's files (callgrind.out.101 is a process id, not a dump of 100),
        // and files replaced beside them.
        QVERIFY(write(path(QStringLiteral("notes.txt")), "x"));
        QVERIFY(write(path(QStringLiteral("callgrind.out.101")), "events: Ir\n"));
        QVERIFY(write(path(QStringLiteral("callgrind.out.101.1")), "events: Ir\n"));
        QVERIFY(write(path(QStringLiteral("notes.txt")), "y", QIODevice::Append));
        QVERIFY(QFile::remove(path(QStringLiteral("notes.txt"))));
        waitForNothing();
        QCOMPARE(changed.count(), 0);
        QCOMPARE(plainChanged.count(), 0);
        QCOMPARE(watcher->currentFiles(), QStringList{base});
        // The check can fail: the run's own file is heard.
        QVERIFY(write(base, "fn=b\n1 1\n", QIODevice::Append));
        QVERIFY(changed.wait(kWait));
    }

    void stoppedWatcherIsSilent()
    {
        const QString file = path(QStringLiteral("profile.out"));
        auto watcher = watcherOn({file});
        QSignalSpy changed(watcher.get(), &ProfileWatcher::changed);
        QVERIFY(write(file, "fn=b\n1 1\n", QIODevice::Append));
        QTest::qWait(20);
        watcher->stop(); // a pending change is dropped too
        QVERIFY(!watcher->isWatching());
        QVERIFY(watcher->watchedPaths().isEmpty());
        QVERIFY(!watcher->lastChange().isValid());
        QVERIFY(write(file, "fn=c\n1 1\n", QIODevice::Append));
        waitForNothing();
        QCOMPARE(changed.count(), 0);
        // A resource never changes: nothing to watch.
        watcher->watch({QStringLiteral(":/sample/callgrind.out.sample")},
                       ProfileWatcher::Scope::Files);
        QVERIFY(!watcher->isWatching());
    }
};

QTEST_GUILESS_MAIN(ProfileWatcherTest)
#include "tst_profilewatcher.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The files of one multi-file valgrind run, whatever they are called: recorded at test time with
// --separate-threads=yes (a threaded program), with dumps (--dump-every-bb, --dump-before), with
// both, under valgrind's own names (callgrind.out.PID) and under names chosen with
// --callgrind-out-file. Any file of a run gives the whole run, in order; files of another run
// beside it are left out; the empty base file stands for the threads.

#include "core/load/ProfileSiblings.h"
#include "tests/support/TestSupport.h"

using namespace tally;
using namespace tally::test;

namespace {

const QByteArray kThreaded = R"(
#include <pthread.h>
static int spin(int n) { int s = 0; for (int i = 0; i < n; ++i) s += i & 5; return s; }
static pthread_barrier_t started; // both workers live at once: valgrind numbers them 2 and 3
static void* worker(void* arg)
{
    pthread_barrier_wait(&started);
    return (void*)(long)spin((int)(long)arg);
}
int main(void)
{
    pthread_t threads[2];
    pthread_barrier_init(&started, 0, 2);
    for (long i = 0; i < 2; ++i)
        pthread_create(&threads[i], 0, worker, (void*)(20000 * (i + 1)));
    for (int i = 0; i < 2; ++i)
        pthread_join(threads[i], 0);
    return spin(1000000) & 1;
}
)";

QString g_binary;
QByteArray g_skip;

// Runs the threaded program under callgrind with its output in a folder of its own: `outFile`
// may contain valgrind's %p. Returns the folder's file names, sorted.
QStringList record(const QString& folder, const QString& outFile, const QStringList& flags,
                   QByteArray* error)
{
    const QString dir = tempDir().filePath(folder);
    QDir().mkpath(dir);
    *error =
        runTool(QStringLiteral("valgrind"), QStringList{QStringLiteral("--tool=callgrind"),
                                                        QStringLiteral("--callgrind-out-file=") +
                                                            dir + QLatin1Char('/') + outFile} +
                                                flags + QStringList{g_binary});
    return QDir(dir).entryList(QDir::Files, QDir::Name);
}

QString pathIn(const QString& folder, const QString& name)
{
    return QDir(tempDir().filePath(folder)).absoluteFilePath(name);
}

QStringList namesOf(const QStringList& paths)
{
    QStringList names;
    for (const QString& path : paths)
        names << QFileInfo(path).fileName();
    return names;
}

qint64 sizeOf(const QString& path)
{
    return QFileInfo(path).size();
}

} // namespace

class SiblingsTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("gcc")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("valgrind")).isEmpty()) {
            g_skip = "needs gcc and valgrind on PATH";
            return;
        }
        const QString source = writeFile(QStringLiteral("threaded.c"), kThreaded);
        g_binary = tempDir().filePath(QStringLiteral("threaded"));
        const QByteArray error =
            runTool(QStringLiteral("gcc"),
                    {QStringLiteral("-O0"), QStringLiteral("-g"), QStringLiteral("-pthread"),
                     QStringLiteral("-o"), g_binary, source});
        QVERIFY2(error.isEmpty(), error.constData());
    }

    void threadsUnderValgrindsNames()
    {
        if (!g_skip.isEmpty())
            QSKIP(g_skip.constData());
        QByteArray error;
        const QStringList files =
            record(QStringLiteral("threads"), QStringLiteral("callgrind.out.%p"),
                   {QStringLiteral("--separate-threads=yes")}, &error);
        QVERIFY2(error.isEmpty(), error.constData());
        // callgrind.out.PID (empty), callgrind.out.PID-01, -02, -03
        QCOMPARE(files.size(), 4);
        const QString base = files.front();
        QCOMPARE(sizeOf(pathIn(QStringLiteral("threads"), base)), 0);
        const QStringList threads{base + QStringLiteral("-01"), base + QStringLiteral("-02"),
                                  base + QStringLiteral("-03")};
        QCOMPARE(files.mid(1), threads);
        for (const QString& name : files)
            QCOMPARE(namesOf(profilesiblings::of(pathIn(QStringLiteral("threads"), name))),
                     threads);

        // The empty base stands for the threads; a thread's file is not an empty base.
        const QString basePath = pathIn(QStringLiteral("threads"), base);
        QVERIFY(profilesiblings::isEmptyBase(basePath));
        QVERIFY(!profilesiblings::isEmptyBase(pathIn(QStringLiteral("threads"), threads[1])));
        QStringList notes;
        const QStringList expanded = profilesiblings::expandEmptyBases({basePath}, &notes);
        QCOMPARE(namesOf(expanded), threads);
        QCOMPARE(notes.size(), 1);
        QVERIFY2(notes.front().contains(QLatin1String("3 files")), qPrintable(notes.front()));

        const auto result = loadedFiles(expanded);
        QCOMPARE(result.profile->partCount(), std::size_t(3));
        for (const PartId part : result.profile->partIds())
            QCOMPARE(result.profile->part(part).thread, qint64(part.index()) + 1);
    }

    void threadsUnderAChosenName()
    {
        if (!g_skip.isEmpty())
            QSKIP(g_skip.constData());
        QByteArray error;
        const QStringList files = record(QStringLiteral("named"), QStringLiteral("run.cg"),
                                         {QStringLiteral("--separate-threads=yes")}, &error);
        QVERIFY2(error.isEmpty(), error.constData());
        const QStringList threads{QStringLiteral("run.cg-01"), QStringLiteral("run.cg-02"),
                                  QStringLiteral("run.cg-03")};
        QCOMPARE(files, QStringList{QStringLiteral("run.cg")} + threads);
        for (const QString& name : files)
            QCOMPARE(namesOf(profilesiblings::of(pathIn(QStringLiteral("named"), name))), threads);
        QVERIFY(profilesiblings::isEmptyBase(
            pathIn(QStringLiteral("named"), QStringLiteral("run.cg"))));
    }

    void numberedDumps()
    {
        if (!g_skip.isEmpty())
            QSKIP(g_skip.constData());
        QByteArray error;
        const QStringList files = record(QStringLiteral("dumps"), QStringLiteral("run.cg"),
                                         {QStringLiteral("--dump-every-bb=50000")}, &error);
        QVERIFY2(error.isEmpty(), error.constData());
        // run.cg.1 ... run.cg.N in the order they were written, then the final run.cg; ten or
        // more dumps sort by number, not by name.
        QVERIFY2(files.size() >= 11, qPrintable(files.join(QLatin1Char(' '))));
        QStringList inOrder;
        for (int n = 1; n < files.size(); ++n)
            inOrder << QStringLiteral("run.cg.%1").arg(n);
        inOrder << QStringLiteral("run.cg");
        for (const QString& name : files)
            QCOMPARE(namesOf(profilesiblings::of(pathIn(QStringLiteral("dumps"), name))), inOrder);
        QVERIFY(!profilesiblings::isEmptyBase(
            pathIn(QStringLiteral("dumps"), QStringLiteral("run.cg"))));

        // All of them, in any order and relative to the current folder, are the whole run; one
        // of them, or all but one, is not.
        QStringList reversed = profilesiblings::of(pathIn(QStringLiteral("dumps"), files.front()));
        std::reverse(reversed.begin(), reversed.end());
        reversed.front() = QDir::current().relativeFilePath(reversed.front());
        QVERIFY(profilesiblings::isWholeRun(reversed));
        QVERIFY(!profilesiblings::isWholeRun({reversed.back()}));
        QVERIFY(!profilesiblings::isWholeRun(reversed.mid(1)));

        // Loaded in that order, the parts have callgrind's increasing part numbers.
        const auto result =
            loadedFiles(profilesiblings::of(pathIn(QStringLiteral("dumps"), files.front())));
        QCOMPARE(result.profile->partCount(), std::size_t(inOrder.size()));
        for (const PartId part : result.profile->partIds())
            QCOMPARE(result.profile->part(part).number, qint64(part.index()) + 1);
    }

    void dumpsOfThreadsBesideAnotherRun()
    {
        if (!g_skip.isEmpty())
            QSKIP(g_skip.constData());
        // Two runs in one folder under valgrind's names: one with dumps of threads, one plain.
        QByteArray error;
        const QStringList first =
            record(QStringLiteral("mixed"), QStringLiteral("callgrind.out.%p"),
                   {QStringLiteral("--separate-threads=yes"), QStringLiteral("--dump-before=spin")},
                   &error);
        QVERIFY2(error.isEmpty(), error.constData());
        const QStringList all =
            record(QStringLiteral("mixed"), QStringLiteral("callgrind.out.%p"), {}, &error);
        QVERIFY2(error.isEmpty(), error.constData());
        QStringList second = all;
        for (const QString& name : first)
            second.removeAll(name);
        QCOMPARE(second.size(), 1); // callgrind.out.PID2
        QCOMPARE(namesOf(profilesiblings::of(pathIn(QStringLiteral("mixed"), second.front()))),
                 second);

        // Every file of the first run gives all its non-empty files: dumps by number (the final
        // dump last), threads in order within each.
        QStringList expected;
        for (const QString& name : first) {
            if (sizeOf(pathIn(QStringLiteral("mixed"), name)) > 0)
                expected << name;
        }
        const QString base = first.front();
        QVERIFY(first.contains(base + QStringLiteral("-01")));
        auto rank = [&](const QString& name) {
            const QString rest = name.mid(base.size());
            const qsizetype dash = rest.lastIndexOf(QLatin1Char('-'));
            const QString dump = rest.left(dash).mid(1);
            return std::pair(dump.isEmpty() ? 1000000 : dump.toInt(), rest.mid(dash + 1).toInt());
        };
        std::sort(expected.begin(), expected.end(),
                  [&](const QString& a, const QString& b) { return rank(a) < rank(b); });
        QVERIFY2(expected.size() >= 4, qPrintable(first.join(QLatin1Char(' '))));
        QVERIFY(expected.front().startsWith(base + QStringLiteral(".1-")));
        for (const QString& name : first)
            QCOMPARE(namesOf(profilesiblings::of(pathIn(QStringLiteral("mixed"), name))), expected);
        QVERIFY(profilesiblings::isEmptyBase(pathIn(QStringLiteral("mixed"), base)));

        // What a watcher follows keeps the empty files too (a running program's next dump starts
        // empty), in the same order: the empty final base among them.
        const QStringList withEmpty = namesOf(profilesiblings::of(
            pathIn(QStringLiteral("mixed"), expected.front()), profilesiblings::EmptyFiles::Keep));
        QCOMPARE(withEmpty.size(), first.size());
        QVERIFY(withEmpty.contains(base));
        QStringList nonEmpty = withEmpty;
        nonEmpty.removeIf([&](const QString& name) {
            return sizeOf(pathIn(QStringLiteral("mixed"), name)) == 0;
        });
        QCOMPARE(nonEmpty, expected);
    }

    void singleFilesStayAlone()
    {
        const QString dir = tempDir().filePath(QStringLiteral("alone"));
        QDir().mkpath(dir);
        auto touch = [&](const QString& name, const QByteArray& text) {
            QFile file(dir + QLatin1Char('/') + name);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text);
        };
        // Two runs under valgrind's names: their numbers are process ids, not dumps.
        touch(QStringLiteral("callgrind.out.111"), "events: Ir\n");
        touch(QStringLiteral("callgrind.out.222"), "events: Ir\n");
        touch(QStringLiteral("profile.txt"), "events: Ir\n");
        touch(QStringLiteral("empty.cg"), "");
        for (const QString& name : {QStringLiteral("callgrind.out.111"),
                                    QStringLiteral("profile.txt"), QStringLiteral("empty.cg")}) {
            const QString path = dir + QLatin1Char('/') + name;
            QCOMPARE(profilesiblings::of(path), QStringList{path});
            QVERIFY(!profilesiblings::isEmptyBase(path));
            QVERIFY(profilesiblings::isWholeRun({path})); // its own run
        }
        // Two runs together are not one run; a resource has none.
        QVERIFY(!profilesiblings::isWholeRun({dir + QStringLiteral("/callgrind.out.111"),
                                              dir + QStringLiteral("/callgrind.out.222")}));
        QVERIFY(!profilesiblings::isWholeRun({QStringLiteral(":/sample/callgrind.out.sample")}));
        QVERIFY(!profilesiblings::isWholeRun({}));
        QStringList notes;
        const QStringList paths{dir + QStringLiteral("/empty.cg"),
                                dir + QStringLiteral("/profile.txt")};
        QCOMPARE(profilesiblings::expandEmptyBases(paths, &notes), paths);
        QVERIFY(notes.isEmpty());
    }
};

QTEST_GUILESS_MAIN(SiblingsTest)
#include "tst_siblings.moc"

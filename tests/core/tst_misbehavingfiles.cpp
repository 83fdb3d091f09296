// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Files that misbehave: changed on disk while they load (truncated, grown, replaced by a rename,
// by a file of the same size and time, also before the pieces of a parallel load open it again,
// deleted; gzip files truncated and replaced), a loop of symbolic links, files of /proc, read
// errors (at the first byte and in mid-file), names of megabytes and 100,000 parts. Each ends
// with a clear message or a profile, in bounded time and memory; the analyses run on a thread
// with a small stack, so any deep recursion would crash the test. (A call chain a million deep
// is tst_deepcallchain's, with a time limit of its own.)
//
// The file is changed from the loader's own progress callback, which runs on the loading thread
// between two reads of a few KB: what the loader has read when the file changes is the same on
// every run, whatever the machine's speed.

#include "tests/core/AnalyseEverything.h"
#include "tests/support/TestSupport.h"

#include "core/io/ByteSource.h"
#include "core/io/FileIdentity.h"
#include "core/output/ReportWriter.h"
#include "core/text/CompactName.h"
#include "core/text/NameShortener.h"

#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

using namespace tally;
using namespace tally::test;

namespace {

// Every load and analysis here takes well under a second in a release build; the bound leaves
// room for sanitizers and a busy machine, and still fails a hang.
constexpr qint64 kTimeBoundMs = 120000;

enum class Change
{
    Truncated,
    Grown,
    Replaced,
    Deleted,
};

constexpr int kParts = 4;
constexpr int kLinesPerPart = 60000;

// main's self cost in each part, one line each: kParts parts of kLinesPerPart lines, so that the
// loader can cut it in two at a part's header.
QByteArray partsProfile(const QByteArray& function = "main")
{
    QByteArray text;
    for (int part = 1; part <= kParts; ++part) {
        // Each part with its own header, as valgrind writes a run's dumps into one file.
        text += "version: 1\ncreator: tst_misbehavingfiles\npart: " + QByteArray::number(part) +
                "\nevents: Ir\nfn=" + function + '\n';
        for (int line = 1; line <= kLinesPerPart; ++line)
            text += QByteArray::number(line) + " 1\n";
    }
    return text;
}

// A profile whose costs do not compress well, so that its gzip form is several times what the
// loader reads ahead (a few MB): truncating it under the loader cuts what is still to be read.
// `total` receives the sum of its costs.
QByteArray noisyProfile(int lines, Cost* total)
{
    QByteArray text = "events: Ir\nfn=main\n";
    text.reserve(qsizetype(lines) * 20);
    quint64 state = 0x9e3779b97f4a7c15ULL;
    *total = 0;
    for (int line = 1; line <= lines; ++line) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        const Cost cost = Cost(state >> 34); // up to 2^30
        *total += cost;
        text += QByteArray::number(line) + ' ' + QByteArray::number(cost) + '\n';
    }
    return text;
}

// `data` as one gzip member, compressed fast.
QByteArray gzip(const QByteArray& data)
{
    z_stream stream{};
    deflateInit2(&stream, Z_BEST_SPEED, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(qsizetype(deflateBound(&stream, uLong(data.size()))), '\0');
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.constData()));
    stream.avail_in = uInt(data.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = uInt(out.size());
    deflate(&stream, Z_FINISH);
    out.resize(qsizetype(stream.total_out));
    deflateEnd(&stream);
    return out;
}

// Renames `next` over `path`, as editors and valgrind's --callgrind-out-file replace a file.
bool renameOver(const QString& next, const QString& path)
{
    return ::rename(QFile::encodeName(next).constData(), QFile::encodeName(path).constData()) == 0;
}

// Reads as the file `inner` does until `failAfter` bytes were handed out, then fails as a disk
// with a bad sector does.
class FailingSource final : public ByteSource
{
public:
    FailingSource(std::unique_ptr<ByteSource> inner, qint64 failAfter)
        : m_inner(std::move(inner)), m_left(failAfter)
    {}

    qint64 read(char* buffer, qint64 capacity) override
    {
        if (m_left <= 0) {
            m_error = QStringLiteral("Input/output error");
            return -1;
        }
        const qint64 count = m_inner->read(buffer, std::min(capacity, m_left));
        if (count > 0)
            m_left -= count;
        return count;
    }
    qint64 fileBytesConsumed() const override { return m_inner->fileBytesConsumed(); }
    qint64 fileSize() const override { return m_inner->fileSize(); }
    bool isCompressed() const override { return m_inner->isCompressed(); }
    QString error() const override { return m_error.isEmpty() ? m_inner->error() : m_error; }
    bool seek(qint64 offset) override { return m_inner->seek(offset); }

private:
    std::unique_ptr<ByteSource> m_inner;
    qint64 m_left;
    QString m_error;
};

// Reads as the file `inner` does and cannot seek, as a source read once from its start.
class UnseekableSource final : public ByteSource
{
public:
    explicit UnseekableSource(std::unique_ptr<ByteSource> inner) : m_inner(std::move(inner)) {}

    qint64 read(char* buffer, qint64 capacity) override { return m_inner->read(buffer, capacity); }
    qint64 fileBytesConsumed() const override { return m_inner->fileBytesConsumed(); }
    qint64 fileSize() const override { return m_inner->fileSize(); }
    bool isCompressed() const override { return m_inner->isCompressed(); }
    QString error() const override { return m_inner->error(); }
    bool seek(qint64) override { return false; }

private:
    std::unique_ptr<ByteSource> m_inner;
};

} // namespace

Q_DECLARE_METATYPE(Change)

enum class MidFileFailure
{
    Plain,
    PlainTwoHalves,
    Gzip,
    SecondOfTwoFiles,
};
Q_DECLARE_METATYPE(MidFileFailure)

class MisbehavingFilesTest : public QObject
{
    Q_OBJECT

private slots:
    void changedWhileLoading_data()
    {
        QTest::addColumn<Change>("change");
        QTest::addColumn<bool>("twoHalves");
        const std::pair<const char*, Change> changes[] = {
            {"truncated", Change::Truncated},
            {"grown", Change::Grown},
            {"replaced", Change::Replaced},
            {"deleted", Change::Deleted},
        };
        for (const auto& [name, change] : changes) {
            QTest::addRow("%s, one pass", name) << change << false;
            QTest::addRow("%s, two halves", name) << change << true;
        }
    }

    void changedWhileLoading()
    {
        QFETCH(Change, change);
        QFETCH(bool, twoHalves);
        const QByteArray original = partsProfile();
        const QString path = writeFile(QStringLiteral("changing.out"), original);

        profileloader::Options options;
        options.readChunkBytes = 4096; // the change comes after a few dozen reads of 4 KB
        if (twoHalves) // at the third part's header: the second half opens the file again
            options.cutAt = {
                original.indexOf("version: 1\ncreator: tst_misbehavingfiles\npart: 3")};
        else
            options.splitThreshold = -1;

        int changes = 0;
        auto changeFile = [&](double) {
            if (changes++ > 0)
                return;
            switch (change) {
            case Change::Truncated: {
                // A third is left: the first part and some of the second.
                QFile file(path);
                QVERIFY(file.resize(original.size() / 3));
                break;
            }
            case Change::Grown: {
                QFile file(path);
                QVERIFY(file.open(QIODevice::Append));
                file.write("fn=late\n1 1000000\n");
                break;
            }
            case Change::Replaced: {
                // The way editors and valgrind's --callgrind-out-file rewrite: a new file
                // renamed over the old one, of another size and with other costs.
                const QString next = tempDir().filePath(QStringLiteral("changing.out.new"));
                QFile file(next);
                QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
                file.write("events: Ir\nfn=replacement\n1 7\n");
                file.close();
                QCOMPARE(::rename(QFile::encodeName(next).constData(),
                                  QFile::encodeName(path).constData()),
                         0);
                break;
            }
            case Change::Deleted:
                QVERIFY(QFile::remove(path));
                break;
            }
        };

        QElapsedTimer timer;
        timer.start();
        const auto result = profileloader::load({path}, changeFile, {}, options);
        QVERIFY2(timer.elapsed() < kTimeBoundMs, "the load took too long");
        QVERIFY2(changes > 0, "the file was not changed during the load");
        QVERIFY2(result.profile, qPrintable(result.error));
        const Profile& profile = *result.profile;
        const QString warnings = diagnosticTexts(profile).join(QLatin1Char('\n'));
        qInfo("%s", qPrintable(warnings));
        const Cost whole = Cost(kParts) * kLinesPerPart;
        switch (change) {
        case Change::Truncated:
            // What was there loads, and the user is told it is a part.
            QVERIFY(profile.totals()[0] > 0);
            // (Two halves: the second may have read some of its half before the cut.)
            QVERIFY(profile.totals()[0] < (twoHalves ? whole : whole / 2));
            QVERIFY2(warnings.contains(QLatin1String("the file shrank while it was read")),
                     qPrintable(warnings));
            break;
        case Change::Grown:
            // The file as it was when opened: a file written on and on cannot keep the load
            // going.
            QCOMPARE(profile.totals()[0], whole);
            QVERIFY(!findFunction(profile, QStringLiteral("late")));
            QVERIFY2(warnings.contains(QLatin1String("the file changed while it was read")),
                     qPrintable(warnings));
            break;
        case Change::Replaced:
            // The file that was opened, whole, not a mix of two files.
            QCOMPARE(profile.totals()[0], whole);
            QVERIFY(!findFunction(profile, QStringLiteral("replacement")));
            QVERIFY2(warnings.contains(QLatin1String("the file changed while it was read")),
                     qPrintable(warnings));
            break;
        case Change::Deleted:
            QCOMPARE(profile.totals()[0], whole);
            QVERIFY2(warnings.contains(QLatin1String("the file was deleted while it was read")),
                     qPrintable(warnings));
            break;
        }
        QCOMPARE(profile.partCount(), change == Change::Truncated ? profile.partCount() : kParts);
    }

    void unchangedFileHasNoWarning()
    {
        // The warnings above come from the change, not from the way the file was read.
        profileloader::Options options;
        options.readChunkBytes = 4096;
        const QByteArray text = partsProfile();
        options.cutAt = {text.indexOf("version: 1\ncreator: tst_misbehavingfiles\npart: 3")};
        const auto result = loadedFiles({writeFile(QStringLiteral("steady.out"), text)}, options);
        QVERIFY2(result.profile->diagnostics().empty(),
                 qPrintable(diagnosticTexts(*result.profile).join(QLatin1Char('\n'))));
        QCOMPARE(result.profile->totals()[0], Cost(kParts) * kLinesPerPart);
        QCOMPARE(result.piecesJoined, 1);
    }

    void symbolicLinks()
    {
        const QString a = tempDir().filePath(QStringLiteral("loop.a"));
        const QString b = tempDir().filePath(QStringLiteral("loop.b"));
        QVERIFY(QFile::link(b, a));
        QVERIFY(QFile::link(a, b));
        const auto loop = profileloader::load({a});
        QVERIFY(!loop.profile);
        QVERIFY2(loop.error.contains(QLatin1String("loop.a: cannot open: is a loop of symbolic "
                                                   "links")),
                 qPrintable(loop.error));

        const QString dangling = tempDir().filePath(QStringLiteral("dangling"));
        QVERIFY(QFile::link(tempDir().filePath(QStringLiteral("gone.out")), dangling));
        const auto nowhere = profileloader::load({dangling});
        QVERIFY(!nowhere.profile);
        QVERIFY2(nowhere.error.contains(QLatin1String("symbolic link to a file that does not")),
                 qPrintable(nowhere.error));
    }

    void procFiles()
    {
        // Files of /proc say they have 0 bytes and have lines: not a profile, said as much (not
        // "the file is empty"), and no wait.
        QElapsedTimer timer;
        timer.start();
        for (const char* file : {"/proc/self/status", "/proc/self/maps", "/proc/cpuinfo"}) {
            const QString path = QString::fromLatin1(file);
            if (!QFileInfo::exists(path))
                QSKIP("no /proc");
            const auto result = profileloader::load({path});
            QVERIFY(!result.profile);
            QVERIFY2(result.error == path + QLatin1String(": not a Callgrind profile: no "
                                                          "'events:' line"),
                     qPrintable(result.error));
        }
        QVERIFY(timer.elapsed() < kTimeBoundMs);
    }

    void readErrors()
    {
        // A regular file whose every read fails: /proc/self/mem, at address 0.
        const auto mem = profileloader::load({QStringLiteral("/proc/self/mem")});
        QVERIFY(!mem.profile);
        QVERIFY2(mem.error.startsWith(QLatin1String("/proc/self/mem: cannot read: ")),
                 qPrintable(mem.error));

        const auto directory = profileloader::load({tempDir().path()});
        QVERIFY(!directory.profile);
        QVERIFY2(directory.error.contains(QLatin1String("is a directory, not a profile")),
                 qPrintable(directory.error));

        if (::geteuid() == 0) {
            qInfo("running as root: an unreadable file cannot be made");
            return;
        }
        const QString locked = writeFile(QStringLiteral("locked.out"), "events: Ir\nfn=a\n1 1\n");
        QVERIFY(QFile::setPermissions(locked, QFileDevice::WriteOwner));
        const auto unreadable = profileloader::load({locked});
        QVERIFY(!unreadable.profile);
        QVERIFY2(unreadable.error.contains(QLatin1String("locked.out: cannot open:")),
                 qPrintable(unreadable.error));
    }

    // A read that fails after some bytes (an I/O error): the load ends with a message naming
    // the file, and nothing of it is shown as if it were the whole profile.
    void readFailsMidFile_data()
    {
        QTest::addColumn<MidFileFailure>("failure");
        QTest::addRow("plain") << MidFileFailure::Plain;
        QTest::addRow("plain, two halves") << MidFileFailure::PlainTwoHalves;
        QTest::addRow("gzip") << MidFileFailure::Gzip;
        QTest::addRow("second of two files") << MidFileFailure::SecondOfTwoFiles;
    }

    void readFailsMidFile()
    {
        QFETCH(MidFileFailure, failure);
        const QByteArray text = partsProfile();
        const QString path = writeFile(QStringLiteral("failing.out"),
                                       failure == MidFileFailure::Gzip ? gzip(text) : text);
        QStringList paths{path};
        if (failure == MidFileFailure::SecondOfTwoFiles)
            paths.prepend(writeFile(QStringLiteral("fine.out"), partsProfile("fine")));

        profileloader::Options options;
        options.readChunkBytes = 4096;
        if (failure == MidFileFailure::PlainTwoHalves) // the failure is in the first half
            options.cutAt = {text.indexOf("version: 1\ncreator: tst_misbehavingfiles\npart: 3")};
        else
            options.splitThreshold = -1;
        const qint64 failAfter = text.size() / 5; // in the second part
        int opened = 0;
        options.openSource = [&](const QString& file, QString* error) {
            auto source = ByteSource::open(file, error);
            if (!source || file != path)
                return source;
            ++opened;
            return std::unique_ptr<ByteSource>(
                std::make_unique<FailingSource>(std::move(source), failAfter));
        };

        QElapsedTimer timer;
        timer.start();
        const auto result = profileloader::load(paths, {}, {}, options);
        QVERIFY2(timer.elapsed() < kTimeBoundMs, "the load took too long");
        QCOMPARE(opened, 1);
        QVERIFY2(!result.profile, "a profile read in part was loaded as if whole");
        QVERIFY(!result.canceled);
        QVERIFY2(result.error.startsWith(path + QLatin1String(": cannot read: Input/output error")),
                 qPrintable(result.error));
        qInfo("%s", qPrintable(result.error));
    }

    void aFileNotCutIsReadWithoutASeek()
    {
        // The loader seeks its source only after reading some of it first (namesOutweighCut,
        // for a cut at a function's line): a file read in one piece, on two threads too, is
        // read once from its start.
        const QByteArray text = partsProfile();
        const QString path = writeFile(QStringLiteral("unseekable.out"), text);
        for (const int threads : {1, 2}) {
            profileloader::Options options;
            options.threads = threads;
            options.openSource = [](const QString& file, QString* error) {
                auto source = ByteSource::open(file, error);
                return source ? std::unique_ptr<ByteSource>(
                                    std::make_unique<UnseekableSource>(std::move(source)))
                              : std::move(source);
            };
            const auto result = profileloader::load({path}, {}, {}, options);
            QVERIFY2(result.profile, qPrintable(result.error));
            const auto seeking = profileloader::load({path});
            QCOMPARE(result.profile->partCount(), seeking.profile->partCount());
            QCOMPARE(result.profile->functionCount(), seeking.profile->functionCount());
            QVERIFY(std::ranges::equal(result.profile->totals(), seeking.profile->totals()));
        }
    }

    // A gzip file changed under the loader: truncated (the loader's reads then end early) or
    // replaced by a rename (the loader reads on in the file it opened). Either way the profile
    // says so; a truncated one is only a part of the file, and says that.
    void gzipChangedWhileLoading_data()
    {
        QTest::addColumn<Change>("change");
        QTest::addRow("truncated") << Change::Truncated;
        QTest::addRow("replaced") << Change::Replaced;
    }

    void gzipChangedWhileLoading()
    {
        QFETCH(Change, change);
        Cost whole = 0;
        const QByteArray packed = gzip(noisyProfile(1'200'000, &whole));
        const QString path = writeFile(QStringLiteral("changing.out.gz"), packed);
        qInfo("%lld bytes of gzip", qint64(packed.size()));

        profileloader::Options options;
        options.readChunkBytes = 4096;
        int changes = 0;
        auto changeFile = [&](double) {
            if (changes++ > 0)
                return;
            if (change == Change::Truncated) {
                QFile file(path);
                QVERIFY(file.resize(packed.size() / 2));
            } else {
                const QString next = tempDir().filePath(QStringLiteral("changing.out.gz.new"));
                QFile file(next);
                QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
                file.write(gzip("events: Ir\nfn=replacement\n1 7\n"));
                file.close();
                QVERIFY(renameOver(next, path));
            }
        };
        const auto result = profileloader::load({path}, changeFile, {}, options);
        QVERIFY2(changes > 0, "the file was not changed during the load");
        QVERIFY2(result.profile, qPrintable(result.error));
        const Profile& profile = *result.profile;
        const QString warnings = diagnosticTexts(profile).join(QLatin1Char('\n'));
        qInfo("%s", qPrintable(warnings));
        QVERIFY(!findFunction(profile, QStringLiteral("replacement")));
        const bool cut = warnings.contains(QLatin1String("compressed data ends early"));
        const bool changed = warnings.contains(QLatin1String("the file changed while it was read"));
        if (change == Change::Truncated) {
            // Cut while it was read (the file is far bigger than what is read ahead), or, on a
            // machine where the reading thread ran far ahead, read whole and told as changed.
            QVERIFY2(cut || changed, qPrintable(warnings));
            QVERIFY(profile.totals()[0] > 0);
            if (cut)
                QVERIFY(profile.totals()[0] < whole);
            else
                QCOMPARE(profile.totals()[0], whole);
        } else {
            QVERIFY2(changed, qPrintable(warnings));
            QCOMPARE(profile.totals()[0], whole);
        }
    }

    // Replaced while it loads by a file of the same size and modification time (a copy with
    // other costs, its time set back, renamed over it): the path names another inode, which is
    // what tells, and the profile is the file that was opened.
    void sameSizeReplacementWhileLoading()
    {
        const QByteArray original = partsProfile();
        const QString path = writeFile(QStringLiteral("twin.out"), original);
        const auto before = fileIdentity(path);
        QVERIFY(before);

        profileloader::Options options;
        options.readChunkBytes = 4096;
        options.splitThreshold = -1;
        int changes = 0;
        auto replace = [&](double) {
            if (changes++ > 0)
                return;
            QByteArray twin = original;
            twin.replace("fn=main", "fn=twin"); // the same length
            const QString next = tempDir().filePath(QStringLiteral("twin.out.new"));
            QFile file(next);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(twin);
            file.close();
            timespec time = {};
            time.tv_sec = static_cast<time_t>(before->modifiedNs / 1'000'000'000);
            time.tv_nsec = static_cast<long>(before->modifiedNs % 1'000'000'000);
            const timespec times[2] = {time, time}; // accessed, modified
            QCOMPARE(::utimensat(AT_FDCWD, QFile::encodeName(next).constData(), times, 0), 0);
            QVERIFY(renameOver(next, path));
            const auto after = fileIdentity(path);
            QVERIFY(after);
            QCOMPARE(after->sizeBytes, before->sizeBytes);
            QCOMPARE(after->modifiedNs, before->modifiedNs);
            QVERIFY(!after->sameFile(*before));
        };
        const auto result = profileloader::load({path}, replace, {}, options);
        QVERIFY2(changes > 0, "the file was not changed during the load");
        QVERIFY2(result.profile, qPrintable(result.error));
        const QString warnings = diagnosticTexts(*result.profile).join(QLatin1Char('\n'));
        QVERIFY2(warnings.contains(QLatin1String("the file changed while it was read: another "
                                                 "file took its name")),
                 qPrintable(warnings));
        QCOMPARE(result.profile->totals()[0], Cost(kParts) * kLinesPerPart);
        QVERIFY(!findFunction(*result.profile, QStringLiteral("twin")));
    }

    // The same, for a file cut in pieces: each piece after the first opens the path again, and
    // the path names a file of the same size (a twin renamed over it) by then. The pieces must
    // tell it from the file the loader opened, or the profile would be a mix of the two files.
    // The twin is renamed over the path right after the loader's own open (its openSource hook),
    // before the pieces' threads open it.
    void sameSizeReplacementBeforeThePiecesOpen()
    {
        const QByteArray original = partsProfile();
        const QString path = writeFile(QStringLiteral("twin-pieces.out"), original);
        QByteArray twin = original;
        twin.replace("fn=main", "fn=twin"); // the same length, the same part headers
        QCOMPARE(twin.size(), original.size());

        profileloader::Options options;
        options.readChunkBytes = 4096;
        options.threads = 2;
        options.cutAt = {original.indexOf("version: 1\ncreator: tst_misbehavingfiles\npart: 3")};
        int opens = 0;
        options.openSource = [&](const QString& file, QString* error) {
            auto source = ByteSource::open(file, error);
            if (opens++ == 0) {
                const QString next = tempDir().filePath(QStringLiteral("twin-pieces.out.new"));
                QFile out(next);
                if (out.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
                    out.write(twin) == twin.size()) {
                    out.close();
                    renameOver(next, path);
                }
            }
            return source;
        };
        const auto result = profileloader::load({path}, {}, {}, options);
        QCOMPARE(opens, 1);
        const auto now = fileIdentity(path);
        QVERIFY(now);
        QCOMPARE(now->sizeBytes, qint64(original.size()));
        QVERIFY2(result.profile, qPrintable(result.error));
        const QString warnings = diagnosticTexts(*result.profile).join(QLatin1Char('\n'));
        qInfo("%s", qPrintable(warnings));
        // The file that was opened, whole: the twin's half was not joined to it.
        QVERIFY(!findFunction(*result.profile, QStringLiteral("twin")));
        QCOMPARE(result.profile->totals()[0], Cost(kParts) * kLinesPerPart);
        QCOMPARE(result.profile->partCount(), std::size_t(kParts));
        QCOMPARE(result.piecesJoined, 0);
        QVERIFY2(warnings.contains(QLatin1String("the file changed while it was read: another "
                                                 "file took its name")),
                 qPrintable(warnings));
    }

    void hundredThousandParts()
    {
        constexpr int kManyParts = 100'000;
        QByteArray text = "events: Ir\n";
        text.reserve(8 * 1024 * 1024);
        for (int part = 1; part <= kManyParts; ++part) {
            text += "part: " + QByteArray::number(part) +
                    "\nfn=(1) main\n1 1\ncfn=(2) work\ncalls=1 1\n1 " +
                    QByteArray::number(part % 7 + 1) + "\nfn=(2)\n1 " +
                    QByteArray::number(part % 7 + 1) + '\n';
        }
        const qint64 memoryBefore = peakMemoryKb();
        QElapsedTimer timer;
        timer.start();
        const auto result = loadedText(text, QStringLiteral("many-parts.out"));
        QCOMPARE(result.profile->partCount(), std::size_t(kManyParts));
        const qint64 loaded = timer.elapsed();

        // Every part, every other part, and one part: what the Parts view asks for.
        std::vector<bool> everyOther(kManyParts);
        for (int part = 0; part < kManyParts; part += 2)
            everyOther[std::size_t(part)] = true;
        std::vector<bool> one(kManyParts);
        one[kManyParts / 2] = true;
        for (const PartMask& parts : {PartMask(), PartMask::fromFlags(std::move(everyOther)),
                                      PartMask::fromFlags(std::move(one))}) {
            const auto snapshot = CostSnapshot::compute(result.profile, parts, true);
            QVERIFY(snapshot);
            analyseFrom(*snapshot, *findFunction(*result.profile, QStringLiteral("main")));
        }
        const qint64 elapsed = timer.elapsed();
        const qint64 memoryGrowth = peakMemoryKb() - memoryBefore;
        qInfo("100,000 parts: loaded in %lld ms, analysed in %lld ms, peak memory grew by %lld MB",
              loaded, elapsed - loaded, memoryGrowth / 1024);
        QVERIFY(elapsed < kTimeBoundMs);
        if (memoryBefore >= 0)
            QVERIFY2(memoryGrowth < 1024 * 1024, "more than 1 GB for 100,000 small parts");
    }

    void namesOfMegabytes()
    {
        // Four functions whose names are 4 MB each (a template instantiation gone wild), calling
        // each other, through every analysis that shows or writes names.
        constexpr int kNameBytes = 4 * 1024 * 1024;
        auto name = [&](char c) {
            QByteArray n = "ns::f<";
            n += QByteArray(kNameBytes, c);
            return n + ">(int)";
        };
        const QByteArray text = "events: Ir\nfn=(1) " + name('a') + "\n1 10\ncfn=(2) " + name('b') +
                                "\ncalls=1 1\n1 30\ncfn=(3) " + name('c') +
                                "\ncalls=1 1\n1 20\nfn=(2)\n1 10\ncfn=(4) " + name('d') +
                                "\ncalls=1 1\n1 20\nfn=(3)\n1 20\nfn=(4)\n1 20\n";
        const qint64 memoryBefore = peakMemoryKb();
        QElapsedTimer timer;
        timer.start();
        const auto result = loadedText(text, QStringLiteral("long-names.out"));
        QCOMPARE(result.profile->functionCount(), std::size_t(4));
        const auto snapshot = CostSnapshot::compute(result.profile, PartMask(), true);
        QVERIFY(snapshot);
        const FunctionId first = *findFunction(*result.profile, QString::fromLatin1(name('a')));
        analyseFrom(*snapshot, first);
        QString report;
        QTextStream out(&report);
        reportwriter::writeText(out, *result.profile, *snapshot->flat, {});
        for (const FunctionId f : result.profile->functionIds())
            (void)compactname::candidates(
                nameshortener::shortened(result.profile->functionName(f)));
        const qint64 elapsed = timer.elapsed();
        const qint64 memoryGrowth = peakMemoryKb() - memoryBefore;
        qInfo("names of 4 MB: %lld ms, peak memory grew by %lld MB", elapsed, memoryGrowth / 1024);
        QVERIFY(elapsed < kTimeBoundMs);
        // The text is 16 MB; a few copies of each name are fine, one per character is not.
        if (memoryBefore >= 0)
            QVERIFY2(memoryGrowth < 1024 * 1024, "more than 1 GB for 16 MB of names");
    }
};

QTEST_GUILESS_MAIN(MisbehavingFilesTest)
#include "tst_misbehavingfiles.moc"

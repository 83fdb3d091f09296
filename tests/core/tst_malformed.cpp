// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Malformed input: every bad line gives a `file:line: message` warning and the rest still loads;
// a file that cannot be a profile is an error with a clear message. Never a crash.

#include "tests/support/TestSupport.h"

#include <QRandomGenerator>
#include <QTemporaryDir>

#include <sys/stat.h>

#include <zlib.h>

using namespace tally;
using namespace tally::test;

namespace {

// Loads `text`, expects exactly one warning at `line` containing `fragment`, and returns the
// self cost of `function` (which the lines around the bad one give).
Cost loadWithOneWarning(const QByteArray& text, qint64 line, const QString& fragment,
                        const QString& function)
{
    const auto result = loadText(text);
    if (!result.profile) {
        qWarning("load failed: %s", qPrintable(result.error));
        return -1;
    }
    const auto& diagnostics = result.profile->diagnostics();
    if (diagnostics.size() != 1 || diagnostics.front().line != line ||
        !diagnostics.front().message.contains(fragment)) {
        qWarning("unexpected diagnostics: %s",
                 qPrintable(diagnosticTexts(*result.profile).join(QStringLiteral(" | "))));
        return -1;
    }
    if (!diagnostics.front().toString().contains(QStringLiteral("profile.out:%1: ").arg(line))) {
        qWarning("not in file:line form: %s", qPrintable(diagnostics.front().toString()));
        return -1;
    }
    const auto f = findFunction(*result.profile, function);
    if (!f)
        return -1;
    return FlatProfile(*result.profile, {}).self(*f)[0];
}

QByteArray gzip(const QByteArray& data)
{
    z_stream stream{};
    deflateInit2(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(int(deflateBound(&stream, uLong(data.size()))), '\0');
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.constData()));
    stream.avail_in = uInt(data.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = uInt(out.size());
    deflate(&stream, Z_FINISH);
    out.resize(int(stream.total_out));
    deflateEnd(&stream);
    return out;
}

} // namespace

class MalformedTest : public QObject
{
    Q_OBJECT

private slots:
    void badLines_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<qint64>("line");
        QTest::addColumn<QString>("fragment");
        QTest::addColumn<Cost>("selfOfMain");

        QTest::newRow("unknown form")
            << QByteArray("events: Ir\nfn=main\n1 5\nxyz=12\n2 7\n") << qint64(4)
            << QStringLiteral("unknown line 'xyz=12'") << Cost(12);
        QTest::newRow("invalid line")
            << QByteArray("events: Ir\nfn=main\n1 5\nhello world\n2 7\n") << qint64(4)
            << QStringLiteral("invalid line 'hello world'") << Cost(12);
        QTest::newRow("undefined id")
            << QByteArray("events: Ir\nfn=main\n1 5\ncfn=(7)\ncalls=1 1\n1 3\n2 7\n") << qint64(4)
            << QStringLiteral("undefined compressed function id (7)") << Cost(12);
        QTest::newRow("calls= without cost line")
            << QByteArray("events: Ir\nfn=main\n1 5\ncfn=f\ncalls=1 1\nfn=main\n2 7\n") << qint64(5)
            << QStringLiteral("'calls=' line is not followed by a cost line") << Cost(12);
        QTest::newRow("calls= at end of file")
            << QByteArray("events: Ir\nfn=main\n1 5\n2 7\ncfn=f\ncalls=1 1") << qint64(6)
            << QStringLiteral("'calls=' line is not followed by a cost line") << Cost(12);
        QTest::newRow("overflowing cost")
            << QByteArray("events: Ir\nfn=main\n1 5\n2 99999999999999999999999\n3 7\n") << qint64(4)
            << QStringLiteral("does not fit in 64 bits") << Cost(12);
        QTest::newRow("overflowing position")
            << QByteArray("events: Ir\nfn=main\n1 5\n99999999999999999999999 3\n3 7\n") << qint64(4)
            << QStringLiteral("too large") << Cost(12);
        QTest::newRow("overflowing call count")
            << QByteArray(
                   "events: Ir\nfn=main\n1 5\ncfn=f\ncalls=99999999999999999999999 1\n3 70\n2 7\n")
            << qint64(5) << QStringLiteral("call count in 'calls=' line is too large") << Cost(12);
        QTest::newRow("binary junk")
            << QByteArray("events: Ir\nfn=main\n1 5\n\x01\x02\xff\xfe\x00junk\n2 7\n", 37)
            << qint64(4) << QStringLiteral("invalid line") << Cost(12);
        QTest::newRow("garbage cost")
            << QByteArray("events: Ir\nfn=main\n1 5\n2 7 \n3 x\n") << qint64(5)
            << QStringLiteral("ignored garbage at end of cost line: 'x'") << Cost(12);
        QTest::newRow("more costs than events")
            << QByteArray("events: Ir\nfn=main\n1 5 99\n2 7\n") << qint64(3)
            << QStringLiteral("more costs than the 1 event types") << Cost(12);
        QTest::newRow("negative line")
            << QByteArray("events: Ir\nfn=main\n1 5\n-20 3\n2 7\n") << qint64(4)
            << QStringLiteral("negative line number -19") << Cost(12);
        QTest::newRow("bad position")
            << QByteArray("events: Ir\nfn=main\n1 5\n9a 21\n2 7\n") << qint64(4)
            << QStringLiteral("invalid position '9a'") << Cost(12);
        QTest::newRow("jump with bad target")
            << QByteArray("events: Ir\nfn=main\n1 5\njump=1 zz\n* 70\n2 7\n") << qint64(4)
            << QStringLiteral("invalid position 'zz' in jump=") << Cost(12);
        QTest::newRow("bad formula")
            << QByteArray("events: Ir\nevent: X = Ir + + 2\nfn=main\n1 5\n2 7\n") << qint64(2)
            << QStringLiteral("invalid formula for event type 'X'") << Cost(12);
        QTest::newRow("redefined id")
            << QByteArray("events: Ir\nfn=(1) main\n1 5\nfn=(1) other\n2 3\nfn=(1)\n2 7\n")
            << qint64(4) << QStringLiteral("redefinition of compressed function id (1)") << Cost(5);
    }

    void rejectedCallsCostIsNobodysSelfCost()
    {
        // The cost line after a rejected calls= is the call's inclusive cost: not self cost.
        const auto result = loadText("events: Ir\nfn=a\n1 1\ncalls=1 1\n1 "
                                     "100\ncfn=b\ncalls=99999999999999999999 1\n2 1000\n");
        QVERIFY(result.profile);
        QCOMPARE(result.profile->totals()[0], Cost(1));
        QCOMPARE(result.profile->diagnostics().size(), std::size_t(2));
    }

    void partsStartWithoutInheritedContext()
    {
        // Like KCachegrind, a new part has no current object, file, function or position.
        const auto result =
            loadText("events: Ir\npositions: line\npart: 1\nob=lib.so\nfl=a.c\nfn=a\n100 1\n"
                     "part: 2\nfn=b\n+5 1\n");
        QVERIFY(result.profile);
        const auto b = findFunction(*result.profile, QStringLiteral("b"));
        QVERIFY(b);
        QCOMPARE(result.profile->functionObject(*b), QString());
        QCOMPARE(result.profile->lines(*b).row(0).line, LineNumber(5));
    }

    void eventColumnsListedTwiceOrEmpty()
    {
        const auto twice = loadText("events: Ir Ir\nsummary: 5 7\nfn=main\n1 5 7\n");
        QVERIFY(twice.profile);
        QCOMPARE(twice.profile->events().realCount(), 1);
        QCOMPARE(twice.profile->totals()[0], Cost(5));
        QVERIFY(
            diagnosticTexts(*twice.profile).join('\n').contains(QStringLiteral("listed twice")));

        const auto empty =
            loadText("events: A B\nfn=x\n1 1 1\nevents: B\nfn=x\n1 2\nevents:\nfn=x\n1 5\n");
        QVERIFY(empty.profile);
        const FlatProfile flat(*empty.profile, {});
        const auto x = *findFunction(*empty.profile, QStringLiteral("x"));
        QCOMPARE(flat.self(x)[0], Cost(1));
        QCOMPARE(flat.self(x)[1], Cost(1 + 2 + 5));
    }

    void tooManyEventTypesAreCapped()
    {
        QByteArray events = "events:";
        for (int i = 0; i < 1000; ++i)
            events += " E" + QByteArray::number(i);
        QByteArray text = events + "\n";
        for (int i = 0; i < 300; ++i)
            text += "event: D" + QByteArray::number(i) + " = E0\n";
        text += "fn=main\n1 1 2 3\n";
        const auto result = loadText(text);
        QVERIFY(result.profile);
        QCOMPARE(result.profile->events().realCount(), 256);
        QCOMPARE(result.profile->events().count(), 256 + 256);
        QCOMPARE(result.profile->totals()[2], Cost(3));
    }

    void hugeNegativeCostIsAnOverflow()
    {
        const auto result = loadText("events: Ir\nfn=main\n1 5\n2 -18446744073709551615\n3 7\n");
        QVERIFY(result.profile);
        QCOMPARE(result.profile->totals()[0], Cost(12));
        QVERIFY(diagnosticTexts(*result.profile)
                    .join('\n')
                    .contains(QStringLiteral("does not fit in 64 bits")));
    }

    void badLines()
    {
        QFETCH(QByteArray, text);
        QFETCH(qint64, line);
        QFETCH(QString, fragment);
        QFETCH(Cost, selfOfMain);
        QCOMPARE(loadWithOneWarning(text, line, fragment, QStringLiteral("main")), selfOfMain);
    }

    void longNameForAnUnknownTypeAddsNoColumn()
    {
        // Found by fuzzing: an `event:` line naming a type after `events:` used to add a column
        // the current part's cost lines did not have (a heap overflow).
        const auto result = loadedText(
            "events: Ir\nfn=main\n1 5\nevent: Extra : Extra long\ncfn=f\ncalls=1 1\n1 3\n2 7\n"
            "events: Ir Extra\nfn=main\n3 1 9\n");
        const auto& events = result.profile->events();
        QCOMPARE(events.realCount(), 2);
        QCOMPARE(events.type(events.indexOf(QStringLiteral("Extra"))).longName,
                 QStringLiteral("Extra long"));
        const FlatProfile flat(*result.profile, {});
        const auto main = *findFunction(*result.profile, QStringLiteral("main"));
        QCOMPARE(flat.self(main)[0], Cost(13));
        QCOMPARE(flat.self(main)[1], Cost(9));
        QCOMPARE(flat.inclusive(main)[0], Cost(16));
    }

    void notAProfile()
    {
        const auto result = loadText("this is just\na text file\n");
        QVERIFY(!result.profile);
        QVERIFY2(
            result.error.contains(QStringLiteral("not a Callgrind profile: no 'events:' line")),
            qPrintable(result.error));
    }

    void missingFile()
    {
        const auto result = profileloader::load({QStringLiteral("/nonexistent/callgrind.out.1")});
        QVERIFY(!result.profile);
        QVERIFY2(result.error.contains(QStringLiteral("/nonexistent/callgrind.out.1: cannot open")),
                 qPrintable(result.error));
    }

    void directory()
    {
        const auto result = profileloader::load({QDir::tempPath()});
        QVERIFY(!result.profile);
        QVERIFY(result.error.contains(QStringLiteral("directory")));
    }

    void pipesAndDevicesAreRefused()
    {
        // A FIFO without a writer used to hang the loader in open(); a device never ends.
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("callgrind.out.fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const auto fromFifo = profileloader::load({fifo});
        QVERIFY(!fromFifo.profile);
        QVERIFY2(fromFifo.error.contains(QStringLiteral("named pipe")), qPrintable(fromFifo.error));

        for (const char* device : {"/dev/zero", "/dev/urandom", "/dev/null"}) {
            const auto result = profileloader::load({QString::fromLatin1(device)});
            QVERIFY(!result.profile);
            QVERIFY2(result.error.contains(QStringLiteral("device")), qPrintable(result.error));
        }

        // A symbolic link to a regular file is fine; a loop of links is a clear error.
        const QString link = dir.filePath(QStringLiteral("callgrind.out.link"));
        QVERIFY(QFile::link(QStringLiteral(TALLY_SAMPLE), link));
        QVERIFY(profileloader::load({link}).profile);
        const QString a = dir.filePath(QStringLiteral("loop.a"));
        const QString b = dir.filePath(QStringLiteral("loop.b"));
        QVERIFY(QFile::link(b, a));
        QVERIFY(QFile::link(a, b));
        const auto loop = profileloader::load({a});
        QVERIFY(!loop.profile);
        QVERIFY(!loop.error.isEmpty());
    }

    void emptyFile()
    {
        const auto alone = loadText(QByteArray(), QStringLiteral("empty.out"));
        QVERIFY(!alone.profile);
        QVERIFY2(alone.error.contains(QStringLiteral("file is empty")), qPrintable(alone.error));

        // With other files (a --separate-threads base file is empty) it is only a warning.
        const auto both =
            loadedFiles({writeFile(QStringLiteral("empty.out"), QByteArray()),
                         writeFile(QStringLiteral("real.out"), "events: Ir\nfn=main\n1 5\n")});
        QCOMPARE(both.profile->totals()[0], Cost(5));
        QVERIFY(
            diagnosticTexts(*both.profile).join('\n').contains(QStringLiteral("file is empty")));
    }

    void lineEndingsAndNoFinalNewline()
    {
        const auto crlf = loadedText(
            "events: Ir\r\nfl=a.c\r\nfn=main\r\n1 5\r\ncfn=f\r\ncalls=1 2\r\n1 7\r\nfn=f\r\n2 7");
        QVERIFY(crlf.profile->diagnostics().empty());
        const auto main =
            findFunction(*crlf.profile, QStringLiteral("main"), QStringLiteral("a.c"));
        QVERIFY(main);
        const FlatProfile flat(*crlf.profile, {});
        QCOMPARE(flat.inclusive(*main)[0], Cost(12));
        QCOMPARE(flat.self(*findFunction(*crlf.profile, QStringLiteral("f")))[0], Cost(7));
    }

    void gzipByMagicBytes()
    {
        const QByteArray text = "events: Ir\nfn=main\n1 5\n2 7\n";
        // The name says nothing: detection is by content.
        const auto result = loadedText(gzip(text), QStringLiteral("callgrind.out.plainname"));
        QVERIFY(result.profile->sources().front().gzip);
        QCOMPARE(result.profile->totals()[0], Cost(12));

        // Concatenated gzip members are one stream.
        const auto twoMembers = loadedText(gzip("events: Ir\nfn=main\n") + gzip("1 5\n2 7\n"),
                                           QStringLiteral("two.gz"));
        QCOMPARE(twoMembers.profile->totals()[0], Cost(12));
    }

    void truncatedGzip()
    {
        QByteArray text = "events: Ir\nfn=main\n";
        for (int i = 0; i < 20000; ++i)
            text += QByteArray::number(i + 1) + " 1\n";
        const QByteArray packed = gzip(text);
        const auto result = loadedText(packed.left(packed.size() / 2), QStringLiteral("cut.gz"));
        QVERIFY(result.profile->totals()[0] > 0);
        QVERIFY2(diagnosticTexts(*result.profile).join('\n').contains(QStringLiteral("truncated")),
                 qPrintable(diagnosticTexts(*result.profile).join('\n')));
    }

    void randomGarbageNeverCrashes()
    {
        // Mutations of a valid profile: flipped, inserted and deleted bytes.
        const QByteArray valid =
            "# callgrind format\nversion: 1\npositions: instr line\nevents: Ir Dr\nsummary: 30 4\n"
            "ob=(1) /bin/x\nfl=(1) a.c\nfn=(1) main\n0x10 3 5 1\n+2 * 5\ncob=(2) /lib/y\n"
            "cfi=(2) b.c\ncfn=(2) f\ncalls=2 0x40 7\n+1 +1 20 3\njcnd=1/2 +4 0\n* *\nfn=(2)\n"
            "0x40 7 20 3\n";
        auto* random = QRandomGenerator::global();
        for (int round = 0; round < 3000; ++round) {
            QByteArray text = valid;
            const int edits = 1 + int(random->bounded(6));
            for (int e = 0; e < edits; ++e) {
                const int at = int(random->bounded(text.size()));
                switch (random->bounded(3)) {
                case 0:
                    text[at] = char(random->bounded(256));
                    break;
                case 1:
                    text.insert(at, char(random->bounded(256)));
                    break;
                default:
                    text.remove(at, 1);
                    break;
                }
            }
            const auto result = loadText(text, QStringLiteral("fuzz.out"));
            if (result.profile) {
                const FlatProfile flat(*result.profile, {});
                QCOMPARE(flat.functionCount(), result.profile->functionCount());
            } else {
                QVERIFY(!result.error.isEmpty());
            }
        }
    }

    void veryLongLineIsCut()
    {
        QByteArray text = "events: Ir\nfn=main\n1 5\nfn=";
        text += QByteArray(int(LineReader::kMaxLineLength) + 20 * 1024 * 1024, 'x');
        text += "\nfn=main\n2 7\n";
        const auto result = loadedText(text, QStringLiteral("long.out"));
        QCOMPARE(result.profile->totals()[0], Cost(12));
        QVERIFY(diagnosticTexts(*result.profile)
                    .join('\n')
                    .contains(QStringLiteral("4: line longer than")));
    }
};

QTEST_GUILESS_MAIN(MalformedTest)
#include "tst_malformed.moc"

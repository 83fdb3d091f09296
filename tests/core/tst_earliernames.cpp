// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// What EarlierNames takes from the lines before a cut at a function's line: the names given to
// compressed ids and the `ob=` and `fl=` in force. Its loop reads the usual lines ("cfn=(12)",
// "fn=(12) main") itself and hands any other to the general reading, as CallgrindParser reads
// them: each row here holds lines of both kinds, and each is read with buffers small enough that
// lines straddle them.

#include "core/callgrind/EarlierNames.h"
#include "core/io/LineReader.h"
#include "core/io/PlainFileSource.h"

#include <QTemporaryFile>
#include <QTest>

#include <memory>
#include <optional>
#include <string>

using namespace tally;

namespace {

constexpr int kObject = 0;
constexpr int kFile = 1;
constexpr int kFunction = 2;

// A name as the test compares it: "-" for none.
QByteArray shown(const std::optional<std::string_view>& name)
{
    return name ? QByteArray(name->data(), qsizetype(name->size())) : QByteArray("-");
}

QByteArray shown(const std::optional<std::string>& value)
{
    return value ? QByteArray::fromStdString(*value) : QByteArray("-");
}

} // namespace

class EarlierNamesTest : public QObject
{
    Q_OBJECT

private slots:
    void readsAsTheParserReads_data()
    {
        QTest::addColumn<QByteArray>("lines");
        QTest::addColumn<int>("kind");
        QTest::addColumn<qulonglong>("id");
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QByteArray>("objectInForce");
        QTest::addColumn<QByteArray>("fileInForce");

        const QByteArray usual = "ob=(3) /lib/libc.so.6\nfl=(4) a.c\nfn=(1) main\n0 5\n"
                                 "cfn=(2) f(int)=(x) const\ncalls=1 0\n0 7\nfn=(2)\n0 1\n"
                                 "cob=(3)\ncfi=(4)\ncfn=(1)\ncalls=2 0\n0 9\nob=(3)\nfl=(4)\n";
        QTest::newRow("definitions and references")
            << usual << kFunction << 2ull << QByteArray("f(int)=(x) const") << QByteArray("(3)")
            << QByteArray("(4)");
        QTest::newRow("an object") << usual << kObject << 3ull << QByteArray("/lib/libc.so.6")
                                   << QByteArray("(3)") << QByteArray("(4)");
        QByteArray crlf = usual;
        crlf.replace("\n", "\r\n");
        QTest::newRow("CRLF") << crlf << kFile << 4ull << QByteArray("a.c") << QByteArray("(3)")
                              << QByteArray("(4)");
        // The value in force is the line's as written, blanks and all.
        QTest::newRow("definition in force")
            << QByteArray("ob=(3) /lib/x.so \nfl=(7)  \nfn=(1) a\n") << kObject << 3ull
            << QByteArray("/lib/x.so") << QByteArray("(3) /lib/x.so ") << QByteArray("(7)  ");
        QTest::newRow("definition in force, CRLF")
            << QByteArray("ob=(3) /lib/x.so\r\nfl=(7)\r\n") << kObject << 3ull
            << QByteArray("/lib/x.so") << QByteArray("(3) /lib/x.so") << QByteArray("(7)");
        QTest::newRow("blanks before the key")
            << QByteArray("  fn=(5) spaced\n") << kFunction << 5ull << QByteArray("spaced")
            << QByteArray("-") << QByteArray("-");
        QTest::newRow("blanks inside the parentheses")
            << QByteArray("fn=(6 ) inside\n") << kFunction << 6ull << QByteArray("inside")
            << QByteArray("-") << QByteArray("-");
        QTest::newRow("the last definition wins")
            << QByteArray("fn=(1) a\nfn=(1)\nfn=(1) b\n") << kFunction << 1ull << QByteArray("b")
            << QByteArray("-") << QByteArray("-");
        QTest::newRow("no name after the id")
            << QByteArray("fn=(8)   \nfn=(8)\r\r\n") << kFunction << 8ull << QByteArray("-")
            << QByteArray("-") << QByteArray("-");
        QTest::newRow("nineteen digits")
            << QByteArray("fn=(1234567890123456789) long\n") << kFunction << 1234567890123456789ull
            << QByteArray("long") << QByteArray("-") << QByteArray("-");
        // Twenty digits pass 2^64: no id, as the parser reads it.
        QTest::newRow("an id too large")
            << QByteArray("fn=(99999999999999999999) huge\nfn=(1) one\n") << kFunction
            << 7766279631452241919ull << QByteArray("-") << QByteArray("-") << QByteArray("-");
        QTest::newRow("not a name's key")
            << QByteArray("calls=(3) x\nfn=(3) y\n") << kFunction << 3ull << QByteArray("y")
            << QByteArray("-") << QByteArray("-");
        QTest::newRow("a file's kinds")
            << QByteArray("fi=(9) b.h\nfe=(9)\njfi=(9)\n") << kFile << 9ull << QByteArray("b.h")
            << QByteArray("-") << QByteArray("-");
        QTest::newRow("the last line without its end")
            << QByteArray("fl=(4) a.c\nfn=(2) two") << kFunction << 2ull << QByteArray("two")
            << QByteArray("-") << QByteArray("(4) a.c");
    }

    void readsAsTheParserReads()
    {
        QFETCH(QByteArray, lines);
        QFETCH(int, kind);
        QFETCH(qulonglong, id);
        QFETCH(QByteArray, name);
        QFETCH(QByteArray, objectInForce);
        QFETCH(QByteArray, fileInForce);
        // After cost lines, as in a profile: a piece whose bytes are mostly names is given up
        // (EarlierNames::kMostNameBytesPerByte).
        const QByteArray bytes = QByteArray("0 1\n").repeated(1024) + lines;
        QTemporaryFile file;
        QVERIFY(file.open());
        QCOMPARE(file.write(bytes), bytes.size());
        QVERIFY(file.flush());
        for (const qint64 chunk : {qint64(7), qint64(16), qint64(1) << 20}) {
            auto opened = std::make_unique<QFile>(file.fileName());
            QVERIFY(opened->open(QIODevice::ReadOnly));
            PlainFileSource source(std::move(opened));
            LineReader reader(source, 0, -1, chunk);
            EarlierNames earlier;
            QCOMPARE(earlier.read(reader, bytes.size(), {}), EarlierNames::Outcome::Read);
            QCOMPARE(shown(earlier.name(kind, id)), name);
            QCOMPARE(shown(earlier.objectInForce()), objectInForce);
            QCOMPARE(shown(earlier.fileInForce()), fileInForce);
        }
    }
};

QTEST_GUILESS_MAIN(EarlierNamesTest)
#include "tst_earliernames.moc"

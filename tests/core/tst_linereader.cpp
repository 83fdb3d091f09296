// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// LineReader against a plain split of the same bytes: line lengths around the 64-byte windows in
// which it finds newlines at once, CRLF, empty lines, a last line without a newline, reads of
// odd sizes that end inside lines and windows, a stop offset, a start at any line, and each line
// kept at its offset's place in a page; the same read in runs through unread() and skipRead().

#include "core/io/ByteSource.h"
#include "core/io/LineReader.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <cstring>

using namespace tally;

namespace {

// Hands out a byte array in reads of at most `step` bytes (a file or a pipe may return less
// than was asked for).
class MemorySource : public ByteSource
{
public:
    MemorySource(QByteArray bytes, qint64 step) : m_bytes(std::move(bytes)), m_step(step) {}
    qint64 read(char* buffer, qint64 capacity) override
    {
        const qint64 count = std::min({capacity, m_step, qint64(m_bytes.size()) - m_position});
        std::memcpy(buffer, m_bytes.constData() + m_position, std::size_t(count));
        m_position += count;
        return count;
    }
    qint64 fileBytesConsumed() const override { return m_position; }
    qint64 fileSize() const override { return m_bytes.size(); }
    bool isCompressed() const override { return false; }
    QString error() const override { return {}; }
    bool seek(qint64 offset) override
    {
        m_position = offset;
        return true;
    }

private:
    QByteArray m_bytes;
    qint64 m_step;
    qint64 m_position = 0;
};

struct Line
{
    QByteArray text;
    qint64 offset;
};

// The lines as the format defines them, with their offsets, from the line at `from` on; lines
// starting at `limit` or later are left out.
std::vector<Line> reference(const QByteArray& bytes, qint64 limit, qint64 from = 0)
{
    std::vector<Line> lines;
    qint64 start = from;
    while (start < bytes.size() && (limit < 0 || start < limit)) {
        qint64 newline = bytes.indexOf('\n', start);
        const qint64 next = newline < 0 ? bytes.size() : newline + 1;
        if (newline < 0)
            newline = bytes.size();
        QByteArray text = bytes.mid(start, newline - start);
        if (text.endsWith('\r'))
            text.chop(1);
        lines.push_back({text, start});
        start = next;
    }
    return lines;
}

QByteArray randomText(quint32 seed, int lineCount, bool finalNewline)
{
    QRandomGenerator random(seed);
    QByteArray text;
    for (int i = 0; i < lineCount; ++i) {
        // Mostly short lines as in a profile, some across one or more 64-byte windows.
        const int length = random.bounded(10) == 0 ? random.bounded(300) : random.bounded(16);
        for (int c = 0; c < length; ++c)
            text += char('a' + random.bounded(26));
        if (random.bounded(8) == 0)
            text += '\r';
        if (i + 1 < lineCount || finalNewline)
            text += '\n';
    }
    return text;
}

} // namespace

class LineReaderTest : public QObject
{
    Q_OBJECT

private slots:
    void splitsAsTheFormatSays_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<qint64>("chunk");
        QTest::addColumn<qint64>("step");
        QTest::addColumn<qint64>("limit");
        QTest::addColumn<qint64>("from"); // where the reader starts: a line's start
        const QByteArray random = randomText(15, 3000, true);
        const QByteArray unterminated = randomText(18, 500, false);
        QTest::newRow("random, big chunks")
            << random << qint64(1 << 20) << qint64(1 << 20) << qint64(-1) << qint64(0);
        QTest::newRow("random, 100-byte chunks")
            << random << qint64(100) << qint64(100) << qint64(-1) << qint64(0);
        QTest::newRow("random, short reads")
            << random << qint64(4096) << qint64(7) << qint64(-1) << qint64(0);
        QTest::newRow("random, 64-byte chunks")
            << random << qint64(64) << qint64(64) << qint64(-1) << qint64(0);
        QTest::newRow("random, limit")
            << random << qint64(333) << qint64(333) << qint64(random.size() / 2) << qint64(0);
        // A piece of a file starts at any line, in any place in a page.
        for (const qint64 after : {qint64(1), qint64(4090), qint64(9000)}) {
            const qint64 from = random.indexOf('\n', after) + 1;
            QTest::addRow("random, from %lld, 100-byte chunks", from)
                << random << qint64(100) << qint64(100) << qint64(-1) << from;
            QTest::addRow("random, from %lld, short reads", from)
                << random << qint64(4096) << qint64(7) << qint64(-1) << from;
            QTest::addRow("random, from %lld, big chunks", from)
                << random << qint64(1 << 20) << qint64(1 << 20) << qint64(-1) << from;
        }
        // The limit as next() sees it: inside a line, on a newline, in the first or a later
        // buffer, before any line and past the end.
        for (const qint64 limit :
             {qint64(1), qint64(random.indexOf('\n', 500)), qint64(random.indexOf('\n', 500) + 1),
              qint64(777), qint64(random.size() - 1), qint64(random.size() + 10)}) {
            QTest::addRow("random, limit %lld, 64-byte chunks", limit)
                << random << qint64(64) << qint64(64) << limit << qint64(0);
            QTest::addRow("random, limit %lld, big chunks", limit)
                << random << qint64(1 << 20) << qint64(1 << 20) << limit << qint64(0);
        }
        QTest::newRow("no final newline")
            << unterminated << qint64(50) << qint64(50) << qint64(-1) << qint64(0);
        QTest::newRow("empty lines")
            << QByteArray(200, '\n') << qint64(64) << qint64(64) << qint64(-1) << qint64(0);
        QTest::newRow("exactly 64 bytes")
            << (QByteArray(63, 'x') + '\n' + QByteArray(63, 'y') + '\n') << qint64(4096)
            << qint64(4096) << qint64(-1) << qint64(0);
        QTest::newRow("CRLF") << QByteArray("a\r\n\r\nb\r\nc\r") << qint64(3) << qint64(3)
                              << qint64(-1) << qint64(0);
    }

    // Each line as the format says, where it is in the stream, and where that offset puts it in a
    // page, from the first read on and after every move of a line's tail to the buffer's front:
    // read() copies the page cache into the buffer, and a few bytes off that place each 1 MB read
    // took four times as long (LineReader::kPageBytes).
    void splitsAsTheFormatSays()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(qint64, chunk);
        QFETCH(qint64, step);
        QFETCH(qint64, limit);
        QFETCH(qint64, from);
        MemorySource source(bytes, step);
        QVERIFY(source.seek(from));
        LineReader reader(source, from, limit, chunk);
        const auto expected = reference(bytes, limit, from);
        std::string_view line;
        std::size_t index = 0;
        while (reader.next(line)) {
            QVERIFY2(index < expected.size(), "more lines than there are");
            QCOMPARE(QByteArray(line.data(), qsizetype(line.size())), expected[index].text);
            QCOMPARE(reader.lineOffset(), expected[index].offset);
            QCOMPARE(reader.lineNumber(), qint64(index + 1));
            QCOMPARE(reinterpret_cast<quintptr>(line.data()) % LineReader::kPageBytes,
                     quintptr(reader.lineOffset() % LineReader::kPageBytes));
            ++index;
        }
        QCOMPARE(index, expected.size());
    }

    // unread() and skipRead(), as the parser reads a run of cost lines, between calls of next():
    // the lines read from the window (up to their newlines, as the parser does) are the next ones,
    // with the numbers and offsets next() gives, and next() goes on after them.
    void readsRunsOfLinesAsNextDoes_data() { splitsAsTheFormatSays_data(); }
    void readsRunsOfLinesAsNextDoes()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(qint64, chunk);
        QFETCH(qint64, step);
        QFETCH(qint64, limit);
        QFETCH(qint64, from);
        MemorySource source(bytes, step);
        QVERIFY(source.seek(from));
        LineReader reader(source, from, limit, chunk);
        const auto expected = reference(bytes, limit, from);
        std::size_t index = 0;
        QRandomGenerator random(7);
        for (;;) {
            // A run of up to 8 lines, each read up to its newline; the 0 after the data stops
            // one the data ends inside.
            const LineReader::Unread unread = reader.unread();
            const char* p = unread.begin;
            const char* lastStart = p;
            qint64 count = 0;
            const int wanted = random.bounded(9);
            while (p < unread.linesEnd && count < wanted) {
                const char* q = p;
                while (*q != '\n' && *q != 0)
                    ++q;
                if (*q == 0)
                    break;
                QVERIFY2(index < expected.size(), "more lines than there are");
                QByteArray text(p, q - p);
                if (text.endsWith('\r'))
                    text.chop(1);
                QCOMPARE(text, expected[index].text);
                QCOMPARE(qint64(reader.nextOffset() + (p - unread.begin)), expected[index].offset);
                ++index;
                ++count;
                lastStart = p;
                p = q + 1;
            }
            reader.skipRead(p, count, lastStart);
            if (count > 0) {
                QCOMPARE(reader.lineNumber(), qint64(index));
                QCOMPARE(reader.lineOffset(), expected[index - 1].offset);
            }
            std::string_view line;
            if (!reader.next(line))
                break;
            QVERIFY2(index < expected.size(), "more lines than there are");
            QCOMPARE(QByteArray(line.data(), qsizetype(line.size())), expected[index].text);
            QCOMPARE(reader.lineOffset(), expected[index].offset);
            QCOMPARE(reader.lineNumber(), qint64(index + 1));
            ++index;
        }
        QCOMPARE(index, expected.size());
    }
};

QTEST_GUILESS_MAIN(LineReaderTest)
#include "tst_linereader.moc"

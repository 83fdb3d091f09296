// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Gzip profiles are inflated on a thread of their own (ReadAheadSource): the reader must get
// the same bytes in the same order, the inner source's end, reason and failure, progress that
// follows what was read, and a source that can be dropped at any moment without a hang.

#include "core/io/ReadAheadSource.h"

#include <QTest>

#include <algorithm>
#include <atomic>

using namespace tally;

namespace {

// Hands out `total` bytes of a known pattern in reads of uneven sizes, then ends (with a
// reason, or failing).
class PatternSource final : public ByteSource
{
public:
    PatternSource(qint64 total, QString endReason, bool fails,
                  std::atomic<qint64>* handedOut = nullptr)
        : m_total(total), m_endReason(std::move(endReason)), m_fails(fails), m_handedOut(handedOut)
    {}

    static char byteAt(qint64 offset) { return char((offset * 31 + offset / 7) & 0xff); }

    qint64 read(char* buffer, qint64 capacity) override
    {
        if (m_offset == m_total)
            return m_fails ? -1 : 0;
        const qint64 count = std::min({capacity, m_total - m_offset, 1 + (m_offset % 5000) * 97});
        for (qint64 i = 0; i < count; ++i)
            buffer[i] = byteAt(m_offset + i);
        m_offset += count;
        if (m_handedOut)
            *m_handedOut += count;
        return count;
    }
    qint64 fileBytesConsumed() const override { return m_offset / 3; }
    qint64 fileSize() const override { return m_total / 3; }
    bool isCompressed() const override { return true; }
    QString error() const override { return m_offset == m_total ? m_endReason : QString(); }
    bool seek(qint64) override { return false; }

private:
    qint64 m_total;
    qint64 m_offset = 0;
    QString m_endReason;
    bool m_fails;
    std::atomic<qint64>* m_handedOut;
};

} // namespace

class ReadAheadTest : public QObject
{
    Q_OBJECT

private slots:
    void sameBytesInOrder()
    {
        const qint64 total = 9 * qint64(ReadAheadSource::kChunkBytes) + 12345;
        ReadAheadSource source(std::make_unique<PatternSource>(total, QString(), false));
        QCOMPARE(source.fileSize(), total / 3);
        QVERIFY(source.isCompressed());
        std::vector<char> buffer(70000);
        qint64 offset = 0;
        qint64 lastProgress = 0;
        for (;;) {
            const qint64 count = source.read(buffer.data(), 1 + offset % qint64(buffer.size()));
            QVERIFY(count >= 0);
            if (count == 0)
                break;
            for (qint64 i = 0; i < count; ++i) {
                if (buffer[std::size_t(i)] != PatternSource::byteAt(offset + i))
                    QFAIL(qPrintable(QStringLiteral("byte %1 differs").arg(offset + i)));
            }
            offset += count;
            QVERIFY(source.fileBytesConsumed() >= lastProgress); // progress never goes back
            lastProgress = source.fileBytesConsumed();
        }
        QCOMPARE(offset, total);
        QCOMPARE(source.fileBytesConsumed(), total / 3);
        QCOMPARE(source.read(buffer.data(), 10), qint64(0)); // the end stays the end
        QVERIFY(source.error().isEmpty());
    }

    void endsWithTheInnerReason()
    {
        // A truncated gzip file ends readably with a reason, which the reader reports.
        ReadAheadSource truncated(std::make_unique<PatternSource>(
            100, QStringLiteral("compressed data ends early"), false));
        char buffer[256];
        QCOMPARE(truncated.read(buffer, sizeof buffer), qint64(100));
        QCOMPARE(truncated.read(buffer, sizeof buffer), qint64(0));
        QCOMPARE(truncated.error(), QStringLiteral("compressed data ends early"));

        ReadAheadSource corrupt(
            std::make_unique<PatternSource>(100, QStringLiteral("corrupt gzip data"), true));
        QCOMPARE(corrupt.read(buffer, sizeof buffer), qint64(100));
        QCOMPARE(corrupt.read(buffer, sizeof buffer), qint64(-1));
        QCOMPARE(corrupt.error(), QStringLiteral("corrupt gzip data"));
    }

    void readsAheadBoundedAndStopsWhenDropped()
    {
        // Never read from: the thread fills its few chunks and waits; dropping the source ends
        // the wait (this test hangs otherwise).
        std::atomic<qint64> handedOut = 0;
        const auto chunk = qint64(ReadAheadSource::kChunkBytes);
        {
            ReadAheadSource source(
                std::make_unique<PatternSource>(qint64(1) << 40, QString(), false, &handedOut));
            QTRY_VERIFY(handedOut.load() >= qint64(ReadAheadSource::kChunks) * chunk);
            QTest::qWait(50);
            // Bounded: the chunks it holds plus the one it has just filled.
            QVERIFY(handedOut.load() <= qint64(ReadAheadSource::kChunks + 1) * chunk);
        }
        // Dropped mid-read, many times.
        for (int i = 0; i < 50; ++i) {
            ReadAheadSource source(
                std::make_unique<PatternSource>(qint64(1) << 30, QString(), false));
            char buffer[4096];
            QVERIFY(source.read(buffer, sizeof buffer) > 0);
        }
    }
};

QTEST_GUILESS_MAIN(ReadAheadTest)
#include "tst_readahead.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The byte buffer the report, list, diff and folded-stack writers build their rows in
// (core/output/ByteBuffer): its numbers must spell exactly what QLocale and printf spelled before,
// and text that is not UTF-8 must come out as QTextStream wrote it.

#include "core/output/ByteBuffer.h"

#include <QBuffer>
#include <QLocale>
#include <QRandomGenerator>
#include <QTest>
#include <QTextStream>

#include <cmath>
#include <cstdio>
#include <limits>

using namespace tally;
using namespace Qt::StringLiterals;

namespace {

std::string bytes(auto&& write)
{
    ByteBuffer buffer;
    write(buffer);
    return buffer.take();
}

QByteArray qbytes(const QString& text)
{
    return text.toUtf8();
}

QByteArray qbytes(const std::string& text)
{
    return QByteArray(text.data(), qsizetype(text.size()));
}

} // namespace

class ByteBufferTest : public QObject
{
    Q_OBJECT

private slots:
    void groupedAsQLocale()
    {
        const QLocale english(QLocale::English);
        std::vector<std::int64_t> values{0,
                                         1,
                                         -1,
                                         12,
                                         123,
                                         999,
                                         1000,
                                         -1000,
                                         12345,
                                         123456,
                                         1234567,
                                         -1234567,
                                         std::numeric_limits<std::int64_t>::max(),
                                         std::numeric_limits<std::int64_t>::min()};
        QRandomGenerator random(18);
        for (int i = 0; i < 20000; ++i)
            values.push_back(std::int64_t(random.generate64()) >> random.bounded(64));
        for (const std::int64_t value : values) {
            const auto text = bytes([&](ByteBuffer& b) { b.grouped(value); });
            QCOMPARE(qbytes(text), qbytes(english.toString(qint64(value))));
        }
    }

    void fixed2AsQLocaleAndPrintf()
    {
        std::vector<double> values{0.0,
                                   -0.0,
                                   0.005,
                                   0.015,
                                   0.125,
                                   0.375,
                                   1.005,
                                   99.995,
                                   100.0,
                                   -0.001,
                                   -0.004,
                                   -0.005,
                                   -12.5,
                                   1e-300,
                                   1e20,
                                   -1e20,
                                   9.2e20,
                                   2.675,
                                   33.333333333333336};
        QRandomGenerator random(15);
        for (int i = 0; i < 20000; ++i) {
            const auto a = std::int64_t(random.generate64()) >> random.bounded(64);
            const auto b = std::int64_t(random.generate64()) >> random.bounded(64);
            if (b != 0)
                values.push_back(100.0 * double(a) / double(b));
            values.push_back(double(random.bounded(1000000)) / 8.0);
        }
        for (const double value : values) {
            const auto ours = bytes([&](ByteBuffer& b) { b.fixed2AsQLocale(value); });
            QCOMPARE(qbytes(ours), qbytes(QLocale::c().toString(value, 'f', 2)));
            char text[400];
            std::snprintf(text, sizeof text, "%.2f", value);
            QCOMPARE(qbytes(bytes([&](ByteBuffer& b) { b.fixed2(value); })), QByteArray(text));
        }
        const double inf = std::numeric_limits<double>::infinity();
        for (const double value : {inf, -inf, std::nan("")}) {
            const auto ours = bytes([&](ByteBuffer& b) { b.fixed2AsQLocale(value); });
            QCOMPARE(qbytes(ours), qbytes(QLocale::c().toString(value, 'f', 2)));
        }
    }

    void fieldsAndAlignment()
    {
        QCOMPARE(bytes([](ByteBuffer& b) { b.field("a\tb\t"); }), std::string("a b "));
        QCOMPARE(bytes([](ByteBuffer& b) { b.field({}); }), std::string());
        QCOMPARE(bytes([](ByteBuffer& b) {
                     b << "x";
                     const std::size_t start = b.size();
                     b.grouped(1234);
                     b.alignRight(start, 8);
                     b << '|' << std::uint64_t(18446744073709551615u) << ' ' << -5;
                 }),
                 std::string("x   1,234|18446744073709551615 -5"));
        // Wider than the column: nothing is cut.
        QCOMPARE(bytes([](ByteBuffer& b) {
                     b.grouped(1234567);
                     b.alignRight(0, 3);
                 }),
                 std::string("1,234,567"));
    }

    void streamAsQTextStream()
    {
        // Invalid UTF-8 comes out as a QString of the same bytes would, on a device and on a
        // string; valid UTF-8 as it is; the stream's own text stays in order around it.
        const std::string invalid = "f\xff\xfe\xe2\x82;\t\xc3\xa9 \xf0\x9f\x98\x80 g\xc3";
        for (const bool onDevice : {true, false}) {
            QBuffer device;
            device.open(QIODevice::WriteOnly);
            QString string;
            QTextStream stream;
            if (onDevice)
                stream.setDevice(&device);
            else
                stream.setString(&string);
            QString expected;
            QTextStream reference(&expected);
            stream << "head ";
            reference << "head ";
            {
                ByteBuffer buffer(stream);
                buffer << invalid;
                buffer.endLine();
                buffer.flush();
                stream << "middle\n";
                buffer << "\xc3\xa9t\xc3\xa9";
                buffer.endLine();
            }
            reference << QString::fromUtf8(invalid.data(), qsizetype(invalid.size())) << '\n'
                      << "middle\n"
                      << QString::fromUtf8("\xc3\xa9t\xc3\xa9") << '\n';
            stream.flush();
            reference.flush();
            QCOMPARE(onDevice ? device.data() : string.toUtf8(), expected.toUtf8());
        }
    }

    void device()
    {
        QBuffer device;
        device.open(QIODevice::WriteOnly);
        {
            ByteBuffer buffer(device);
            for (int i = 0; i < 100000; ++i) {
                buffer << i;
                buffer.endLine();
            }
        }
        const QList<QByteArray> lines = device.data().split('\n');
        QCOMPARE(lines.size(), 100001);
        QCOMPARE(lines[99999], QByteArray("99999"));
    }
};

QTEST_GUILESS_MAIN(ByteBufferTest)
#include "tst_bytebuffer.moc"

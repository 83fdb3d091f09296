// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The loader's number readers against plain byte-at-a-time loops: the word-at-a-time digit reader
// of compressed ids must stop at the same byte and give the same value for every count of
// digits, whatever byte follows (bytes just below '0' and above '9', high-bit bytes, NUL).

#include "core/callgrind/NumberParsing.h"

#include <QTest>

#include <cstdint>
#include <random>
#include <string>

using namespace tally;

class tst_NumberParsing : public QObject
{
    Q_OBJECT

private slots:
    void wordReaderAgreesWithTheByteLoop();
    void wordReaderReadsNothingFromFewerThanEightBytes();
    void wordReaderAddsToWhatWasReadBefore();
    void wordReaderReadsUpToTheEndFromBytesBefore();
};

namespace {

struct Read
{
    std::size_t consumed = 0;
    std::uint64_t value = 0;
};

Read byLoop(const std::string& text)
{
    Read read;
    while (read.consumed < 8 && read.consumed < text.size() &&
           numbers::isDigit(text[read.consumed])) {
        read.value = read.value * 10 + std::uint64_t(text[read.consumed] - '0');
        ++read.consumed;
    }
    return read;
}

Read byWord(const std::string& text)
{
    const char* p = text.data();
    std::uint64_t value = 0;
    if (!numbers::readDigitsByWord(p, text.data(), text.data() + text.size(), value))
        return {std::size_t(-1), 0};
    return {std::size_t(p - text.data()), value};
}

} // namespace

void tst_NumberParsing::wordReaderAgreesWithTheByteLoop()
{
    const std::string stops = std::string("/:) \t\r\n(a\x7f\x80\xb0\xb9\xff") + '\0';
    std::mt19937_64 random(20261124);
    int checked = 0;
    for (int count = 0; count <= 9; ++count) {
        for (const char stop : stops) {
            for (int trial = 0; trial < 50; ++trial) {
                std::string text;
                for (int i = 0; i < count; ++i)
                    text += char('0' + random() % 10);
                text += stop;
                // Whatever follows the stop must not matter, nor a borrow from it.
                while (text.size() < 12)
                    text += char(random() % 256);
                const Read expected = byLoop(text);
                const Read actual = byWord(text);
                QCOMPARE(actual.consumed, expected.consumed);
                QCOMPARE(actual.value, expected.value);
                ++checked;
            }
        }
    }
    // Every digit string of up to four digits with each stop byte, exhaustively.
    for (int count = 1; count <= 4; ++count) {
        int limit = 1;
        for (int i = 0; i < count; ++i)
            limit *= 10;
        for (int number = 0; number < limit; ++number) {
            std::string text = std::to_string(number);
            text.insert(0, std::size_t(count) - text.size(), '0');
            text += stops[std::size_t(number) % stops.size()];
            text += "0123456";
            const Read expected = byLoop(text);
            const Read actual = byWord(text);
            QCOMPARE(actual.consumed, expected.consumed);
            QCOMPARE(actual.value, expected.value);
        }
    }
    QVERIFY(checked > 5000);
}

void tst_NumberParsing::wordReaderReadsNothingFromFewerThanEightBytes()
{
    const std::string text = "1234567";
    const char* p = text.data();
    std::uint64_t value = 5;
    QVERIFY(!numbers::readDigitsByWord(p, text.data(), text.data() + text.size(), value));
    QCOMPARE(p, text.data());
    QCOMPARE(value, std::uint64_t(5));
}

void tst_NumberParsing::wordReaderAddsToWhatWasReadBefore()
{
    // Sixteen digits in two words: the second continues the first's value.
    const std::string text = "1234567890123456)padding";
    const char* p = text.data();
    const char* end = text.data() + text.size();
    std::uint64_t value = 0;
    QVERIFY(numbers::readDigitsByWord(p, text.data(), end, value));
    QVERIFY(numbers::readDigitsByWord(p, text.data(), end, value));
    QCOMPARE(value, std::uint64_t(1234567890123456ull));
    QCOMPARE(*p, ')');
}

void tst_NumberParsing::wordReaderReadsUpToTheEndFromBytesBefore()
{
    // A reference such as `(296648)` leaves seven bytes after the parenthesis: the word ends at
    // the text's end, and nothing past it is read.
    for (const std::string text : {"(296648)", "(2966481)", "(1)     ", "(12345678", "x1234567"}) {
        for (std::size_t start = 1; start < text.size(); ++start) {
            const std::string from = text.substr(start);
            const Read expected = byLoop(from);
            const char* p = text.data() + start;
            std::uint64_t value = 0;
            QVERIFY(numbers::readDigitsByWord(p, text.data(), text.data() + text.size(), value));
            QCOMPARE(std::size_t(p - text.data()) - start, expected.consumed);
            QCOMPARE(value, expected.value);
        }
    }
    const std::string shortText = "(12)";
    const char* p = shortText.data() + 1;
    std::uint64_t value = 0;
    QVERIFY(!numbers::readDigitsByWord(p, shortText.data(), shortText.data() + 4, value));
}

QTEST_GUILESS_MAIN(tst_NumberParsing)
#include "tst_numberparsing.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Matching on the profile's UTF-8 names must give what the same matching on QStrings gives:
// the flat profile's filter and sort and the function finder use the byte versions for speed.

#include "core/text/CaselessText.h"
#include "core/text/FuzzyMatcher.h"
#include "core/text/TextRanks.h"

#include <QRandomGenerator>
#include <QTest>

#include <set>
#include <string>
#include <vector>

using namespace tally;

namespace {

int sign(int value)
{
    return (value > 0) - (value < 0);
}

// Names shaped like real ones: shared prefixes, mixed case, separators, some non-ASCII.
QString randomName(QRandomGenerator& random)
{
    static const QString pieces[] = {
        QStringLiteral("std::"),      QStringLiteral("vector<int>"), QStringLiteral("Foo"),
        QStringLiteral("foo"),        QStringLiteral("_bar"),        QStringLiteral("'2"),
        QStringLiteral("::Baz"),      QStringLiteral("qux("),        QStringLiteral(")"),
        QStringLiteral("ABCDEFGHIJ"), QStringLiteral("abcdefghij"),  QStringLiteral("ä"),
        QStringLiteral("<cycle 1>"),  QStringLiteral(" "),           QStringLiteral("x")};
    QString name;
    const int count = random.bounded(1, 9);
    for (int i = 0; i < count; ++i)
        name += pieces[random.bounded(int(std::size(pieces)))];
    return name;
}

} // namespace

class CaselessTextTest : public QObject
{
    Q_OBJECT

private slots:
    void comparesAsQtDoes()
    {
        QRandomGenerator random(7);
        for (int i = 0; i < 20000; ++i) {
            const QString a = randomName(random);
            const QString b = randomName(random);
            if (!caseless::isAscii(a) || !caseless::isAscii(b))
                continue; // Qt folds non-ASCII letters too; the byte version does not
            QCOMPARE(sign(caseless::compare(a.toStdString(), b.toStdString())),
                     sign(QString::compare(a, b, Qt::CaseInsensitive)));
        }
        QCOMPARE(caseless::compare("abcdefghijklmnopQ", "ABCDEFGHIJKLMNOPq"), 0);
        QVERIFY(caseless::compare("abcdefghijklmnop_", "ABCDEFGHIJKLMNOPA") < 0); // '_' < 'a'
        QVERIFY(caseless::compare("abc", "abcd") < 0);
        QVERIFY(caseless::compare("", "") == 0);
    }

    void ranksAsComparisonsRankThem()
    {
        // caselessRanks sorts eight folded bytes a step; ranksOf with caseless::compare is the
        // reference. Names shaped like real ones, and the edges of a chunk: names that end
        // inside one or just past it, zero bytes against a name's end, bytes of 0x80 and up,
        // '@' and '[' beside the letters, equal names in other cases, empty names, and long
        // common starts.
        QRandomGenerator random(41);
        std::vector<std::string> texts;
        for (int i = 0; i < 3000; ++i)
            texts.push_back(randomName(random).toStdString());
        const std::string alphabet("aAzZ@[`{\0\x7f\x80\xc3\xa4 ", 14);
        for (int i = 0; i < 3000; ++i) {
            std::string text(std::size_t(random.bounded(24)), 'q');
            for (char& c : text)
                c = alphabet[std::size_t(random.bounded(int(alphabet.size())))];
            texts.push_back(text);
        }
        const std::string start(300, 'S');
        for (int i = 0; i < 1000; ++i)
            texts.push_back(start + texts[std::size_t(random.bounded(6000))]);
        texts.emplace_back();
        texts.emplace_back();
        std::vector<std::string_view> names(texts.begin(), texts.end());
        const std::vector<std::uint32_t> expected =
            textranks::ranksOf(names.size(), [&](std::uint32_t a, std::uint32_t b) {
                return caseless::compare(names[a], names[b]);
            });
        QCOMPARE(textranks::caselessRanks(names), expected);
        // Every rank given and ties among them: the cases above meet.
        QVERIFY(std::set<std::uint32_t>(expected.begin(), expected.end()).size() < names.size());
        QCOMPARE(textranks::caselessRanks({}), std::vector<std::uint32_t>());
    }

    void findsAsQtDoes()
    {
        QRandomGenerator random(11);
        for (int i = 0; i < 20000; ++i) {
            const QString text = randomName(random);
            const QString whole = randomName(random);
            const int from = int(random.bounded(whole.size() + 1));
            const QString needle = whole.mid(from, random.bounded(1, 6));
            if (!caseless::isAscii(needle))
                continue;
            const std::string folded = caseless::fold(needle);
            const bool expected = text.contains(needle, Qt::CaseInsensitive);
            for (std::size_t anchor = 0; anchor < folded.size(); ++anchor) // any anchor will do
                QCOMPARE(caseless::contains(text.toStdString(), folded, anchor), expected);
        }
        QVERIFY(caseless::contains("std::Vector<int>", caseless::fold(u"VECTOR")));
        QVERIFY(caseless::contains("aaab", "aab")); // a failed start does not skip the match
        QVERIFY(!caseless::contains("ab", "abc"));
        QVERIFY(caseless::contains("x", ""));
        caseless::ByteCounts counts{};
        caseless::countBytes("PyPyPyPy_Zq", counts);
        QCOMPARE(caseless::rarestByte("pyz", &counts), std::size_t(2));
        QCOMPARE(caseless::rarestByte("ez"), std::size_t(1)); // 'z' is rarer than 'e' in names
    }

    void findsAFoldedByteAsAByteLoop()
    {
        // Sixteen bytes at a time and the tail, letters (either case) and other bytes, high
        // bytes whose bit 5 makes them look like letters to a careless test.
        QRandomGenerator random(29);
        const std::string alphabet = std::string("aAgGzZ@`[{_ 09\x80\xc7\xe7\xff") + '\0';
        for (int i = 0; i < 20000; ++i) {
            std::string text(std::size_t(random.bounded(0, 70)), ' ');
            for (char& c : text)
                c = alphabet[std::size_t(random.bounded(int(alphabet.size())))];
            const char wanted = "agz@_0 "[random.bounded(7)];
            const std::size_t from =
                text.empty() ? 0 : std::size_t(random.bounded(int(text.size())));
            const char* expected = nullptr;
            for (std::size_t k = from; k < text.size() && !expected; ++k) {
                if (caseless::foldByte(text[k]) == wanted)
                    expected = text.data() + k;
            }
            QCOMPARE(caseless::findFolded(text.data() + from, text.data() + text.size(), wanted),
                     expected);
        }
    }

    void scoresAsTheQStringVersion()
    {
        QRandomGenerator random(13);
        for (int i = 0; i < 20000; ++i) {
            const QString text = randomName(random);
            const QString pattern = randomName(random).left(random.bounded(1, 5));
            if (!caseless::isAscii(text) || !caseless::isAscii(pattern))
                continue; // positions count UTF-16 units in one and bytes in the other
            QCOMPARE(fuzzy::score(caseless::fold(pattern), text.toStdString()),
                     fuzzy::score(pattern, text));
        }
        // A match carried on one character at a time scores as the whole pattern does.
        for (int i = 0; i < 20000; ++i) {
            const std::string text = randomName(random).toStdString();
            const std::string pattern = caseless::fold(randomName(random).left(6));
            fuzzy::Progress progress;
            bool found = true;
            for (std::size_t length = 1; length <= pattern.size() && found; ++length) {
                found = fuzzy::extend(progress, pattern.substr(length - 1, 1), text);
                const int whole = fuzzy::score(pattern.substr(0, length), text);
                QCOMPARE(found ? fuzzy::result(progress, length, text.size()) : -1, whole);
            }
        }
        // A part of the name typed as it reads, in either case: each character after the first
        // is the one right after the last match (compared before the search is called).
        for (int i = 0; i < 20000; ++i) {
            const QString name = randomName(random);
            if (!caseless::isAscii(name))
                continue;
            const QString part = name.mid(random.bounded(int(name.size())), random.bounded(1, 8));
            const QString typed = random.bounded(2) ? part.toUpper() : part.toLower();
            const std::string text = name.toStdString();
            const std::string folded = caseless::fold(typed);
            fuzzy::Progress progress;
            for (std::size_t length = 1; length <= folded.size(); ++length) {
                QVERIFY(fuzzy::extend(progress, folded.substr(length - 1, 1), text));
                QCOMPARE(fuzzy::result(progress, length, text.size()),
                         fuzzy::score(QStringView(typed).left(qsizetype(length)), name));
            }
        }
        QVERIFY(fuzzy::score(caseless::fold(u"mw"), "make_word") > 0);
        QCOMPARE(fuzzy::score(caseless::fold(u"xyz"), "make_word"), -1);
        QVERIFY(fuzzy::score(caseless::fold(u"qs"), "quicksort") >
                fuzzy::score(caseless::fold(u"qs"), "aquasort"));
    }
};

QTEST_GUILESS_MAIN(CaselessTextTest)
#include "tst_caselesstext.moc"

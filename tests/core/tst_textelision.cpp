// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// A name cut to a narrow column keeps the characters that tell it from its look-alikes, so that
// template twins never read alike on screen; the look-alikes and those characters are found
// among all of a profile's names. Widths are measured by a fake font here: one unit a
// character, two for 'W'.

#include "core/load/ProfileLoader.h"
#include "core/text/CaselessText.h"
#include "core/text/LookAlikes.h"
#include "core/text/ShortNames.h"
#include "core/text/TextElision.h"
#include "core/text/TextElisionNames.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <numeric>
#include <string>
#include <string_view>
#include <vector>

using namespace tally;
using namespace tally::textelision;

namespace {

const QChar kEllipsis(0x2026);

double fakeWidth(QStringView text)
{
    double width = 0;
    for (const QChar c : text)
        width += c == QLatin1Char('W') ? 2 : 1;
    return width;
}

QString elided(const QString& text, double width, Span keep = {},
               Qt::TextElideMode mode = Qt::ElideMiddle)
{
    return elide(text, width, fakeWidth, mode, keep);
}

// The pieces of `text` between its ellipses.
QStringList piecesOf(const QString& shown)
{
    return shown.split(kEllipsis);
}

// Whether every piece of `shown` appears in `text` in order: what is shown is the text's own.
bool isCutOf(const QString& shown, const QString& text)
{
    qsizetype at = 0;
    for (const QString& piece : piecesOf(shown)) {
        const qsizetype found = text.indexOf(piece, at);
        if (found < 0)
            return false;
        at = found + piece.size();
    }
    return true;
}

// lookalikes::distinguishing as it was written first, a character at a time: the reference
// for the one that compares four characters at a time.
// A real C++ profile of templates made for several types (tests/data/callgrind.out.twins.gz).
std::shared_ptr<const Profile> loadTwins()
{
    return profileloader::load({QStringLiteral(TALLY_TEST_DATA "/callgrind.out.twins.gz")}).profile;
}

QStringList functionNames(const Profile& profile)
{
    QStringList names;
    for (const FunctionId f : profile.functionIds())
        names << profile.functionName(f);
    return names;
}

std::vector<Span> distinguishingByCharacter(const QStringList& texts)
{
    const auto commonStart = [](QStringView a, QStringView b) {
        qsizetype i = 0;
        while (i < std::min(a.size(), b.size()) && a[i] == b[i])
            ++i;
        return i;
    };
    const auto commonEnd = [](QStringView a, QStringView b, qsizetype start) {
        const qsizetype n = std::min(a.size(), b.size()) - start;
        qsizetype i = 0;
        while (i < n && a[a.size() - 1 - i] == b[b.size() - 1 - i])
            ++i;
        return i;
    };
    const auto endsBefore = [](QStringView a, QStringView b) {
        for (qsizetype i = 1; i <= std::min(a.size(), b.size()); ++i) {
            if (a[a.size() - i] != b[b.size() - i])
                return a[a.size() - i] < b[b.size() - i];
        }
        return a.size() < b.size();
    };
    std::vector<Span> spans(std::size_t(texts.size()));
    std::vector<qsizetype> order;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        if (texts[i].size() >= lookalikes::kMinLength)
            order.push_back(i);
    }
    std::sort(order.begin(), order.end(),
              [&](qsizetype a, qsizetype b) { return texts[a] < texts[b]; });
    std::vector<qsizetype> unique;
    std::vector<qsizetype> uniqueOf(std::size_t(texts.size()));
    for (const qsizetype i : order) {
        if (unique.empty() || texts[unique.back()] != texts[i])
            unique.push_back(i);
        uniqueOf[std::size_t(i)] = qsizetype(unique.size()) - 1;
    }
    std::vector<qsizetype> byEnd(unique.size());
    std::iota(byEnd.begin(), byEnd.end(), qsizetype(0));
    std::sort(byEnd.begin(), byEnd.end(), [&](qsizetype a, qsizetype b) {
        return endsBefore(texts[unique[std::size_t(a)]], texts[unique[std::size_t(b)]]);
    });
    std::vector<qsizetype> rankByEnd(unique.size());
    for (std::size_t r = 0; r < byEnd.size(); ++r)
        rankByEnd[std::size_t(byEnd[r])] = qsizetype(r);
    std::vector<Span> found(unique.size());
    const auto compare = [&](qsizetype u, qsizetype other) {
        const QString& text = texts[unique[std::size_t(u)]];
        const QString& alike = texts[unique[std::size_t(other)]];
        const qsizetype start = commonStart(text, alike);
        const qsizetype end = commonEnd(text, alike, start);
        if (std::min(start, end) < lookalikes::kMinShared)
            return;
        Span& span = found[std::size_t(u)];
        const Span differs = start + end < text.size() ? Span{start, text.size() - end}
                                                       : Span{std::max<qsizetype>(0, start - 1),
                                                              std::min(text.size(), start + 1)};
        span = span.isEmpty()
                   ? differs
                   : Span{std::min(span.from, differs.from), std::max(span.to, differs.to)};
    };
    const auto size = qsizetype(unique.size());
    for (qsizetype u = 0; u < size; ++u) {
        const qsizetype rank = rankByEnd[std::size_t(u)];
        for (qsizetype d = 1; d <= 4; ++d) {
            for (const qsizetype other : {u - d, u + d}) {
                if (other >= 0 && other < size)
                    compare(u, other);
            }
            for (const qsizetype r : {rank - d, rank + d}) {
                if (r >= 0 && r < size)
                    compare(u, byEnd[std::size_t(r)]);
            }
        }
    }
    for (const qsizetype i : order)
        spans[std::size_t(i)] = found[std::size_t(uniqueOf[std::size_t(i)])];
    return spans;
}

} // namespace

class TextElisionTest : public QObject
{
    Q_OBJECT

private slots:
    // By characters, for menus and sentences: both ends kept, the length asked, and a surrogate
    // pair (an emoji in a name) never split.
    void cutToLengthKeepsBothEnds()
    {
        QCOMPARE(textelision::cutToLength(QStringLiteral("short"), 10), QStringLiteral("short"));
        const QString cut =
            textelision::cutToLength(QStringLiteral("abcdefghijklmnopqrstuvwxyz"), 9);
        QCOMPARE(cut, QStringLiteral("abcd\u2026wxyz"));
        QCOMPARE(cut.size(), 9);
        const QString emoji = QString::fromUtf8("\xf0\x9f\x98\x80"); // one character, two units
        const QString around =
            textelision::cutToLength(QStringLiteral("abc") + emoji + QStringLiteral("0123456789") +
                                         emoji + QStringLiteral("xyz"),
                                     9);
        for (qsizetype i = 0; i < around.size(); ++i) {
            if (around.at(i).isHighSurrogate())
                QVERIFY(i + 1 < around.size() && around.at(i + 1).isLowSurrogate());
            if (around.at(i).isLowSurrogate())
                QVERIFY(i > 0 && around.at(i - 1).isHighSurrogate());
        }
        QVERIFY(around.startsWith(QStringLiteral("abc")));
        QVERIFY(around.endsWith(QStringLiteral("xyz")));
    }

    void fittingTextStaysWhole()
    {
        QCOMPARE(elided(QStringLiteral("main"), 4), QStringLiteral("main"));
        QCOMPARE(elided(QStringLiteral("main"), 100, {1, 3}), QStringLiteral("main"));
        QCOMPARE(elide(QStringLiteral("mainmain"), 3, fakeWidth, Qt::ElideNone),
                 QStringLiteral("mainmain"));
    }

    void plainModes()
    {
        const QString text = QStringLiteral("abcdefghijklmnopqrstuvwxyz");
        QCOMPARE(elided(text, 10, {}, Qt::ElideRight), QStringLiteral("abcdefghi…"));
        QCOMPARE(elided(text, 10, {}, Qt::ElideLeft), QStringLiteral("…rstuvwxyz"));
        QCOMPARE(elided(text, 11), QStringLiteral("abcde…vwxyz"));
        // A wide character counts as two.
        QCOMPARE(elided(QStringLiteral("WWWWWWWWWWWW"), 7, {}, Qt::ElideRight),
                 QStringLiteral("WWW…"));
        // A kept range in view of the plain cut changes nothing.
        QCOMPARE(elided(text, 11, {1, 3}), QStringLiteral("abcde…vwxyz"));
        QCOMPARE(elided(text, 11, {22, 24}), QStringLiteral("abcde…vwxyz"));
    }

    void twinsKeepWhereTheyDiffer()
    {
        const QString a = QStringLiteral("std::vector<Foo<int>>::push_back(Foo<int> const&)");
        const QString b = QStringLiteral("std::vector<Foo<long>>::push_back(Foo<long> const&)");
        const auto spans = lookalikes::distinguishing({a, b});
        QCOMPARE(spans[0], (Span{16, 40})); // "int>>::push_back(Foo<int"
        QCOMPARE(spans[1], (Span{16, 42}));
        for (int width = 8; width < a.size(); ++width) {
            // A plain middle cut makes them one ...
            if (width == 18)
                QCOMPARE(elided(a, width), elided(b, width));
            const QString shownA = elided(a, width, spans[0]);
            const QString shownB = elided(b, width, spans[1]);
            // ... the kept range never does, and neither is wider than the column.
            QVERIFY2(shownA != shownB, qPrintable(shownA));
            QVERIFY(fakeWidth(shownA) <= width && fakeWidth(shownB) <= width);
            QVERIFY2(isCutOf(shownA, a) && isCutOf(shownB, b), qPrintable(shownA));
        }
        // The range between two cuts, start and end shared as a middle cut shares them.
        QCOMPARE(elided(a, 32, spans[0]), QStringLiteral("std…int>>::push_back(Foo<int…t&)"));
        // Beside the end when the end through the range fits.
        QCOMPARE(elided(a, 38, spans[0]), QStringLiteral("std:…int>>::push_back(Foo<int> const&)"));
        // Narrower than the range: the name's start in a third of the room, then the range's
        // start and its end, where they begin and end to differ.
        QCOMPARE(elided(a, 12, spans[0]), QStringLiteral("std…int…int…"));
        QCOMPARE(elided(b, 12, spans[1]), QStringLiteral("std…lon…ong…"));
    }

    void wideRangesKeepBothTheirEnds()
    {
        // Look-alikes that differ early from some and late from others: each name's range runs
        // from its first difference to its last, wider than a narrow column. Its two ends stay,
        // with a cut inside it, so no two of them read alike from 17 characters on (narrower,
        // three places of difference do not fit with the cuts between them).
        QStringList names;
        for (const QString& first : {QStringLiteral("std::string"), QStringLiteral("int")}) {
            for (const QString& second :
                 {QStringLiteral("int"), QStringLiteral("long"), QStringLiteral("double")}) {
                for (const QString& member :
                     {QStringLiteral("Ledger()"), QStringLiteral("~Ledger()")})
                    names << QStringLiteral("inventory::Ledger<%1, %2>::%3")
                                 .arg(first, second, member);
            }
        }
        const auto spans = lookalikes::distinguishing(names);
        for (int width = 17; width < 60; ++width) {
            QSet<QString> shown;
            for (qsizetype i = 0; i < names.size(); ++i) {
                const QString cut = elided(names[i], width, spans[std::size_t(i)]);
                QVERIFY2(!shown.contains(cut),
                         qPrintable(QStringLiteral("%1: %2").arg(width).arg(cut)));
                shown.insert(cut);
                QVERIFY(fakeWidth(cut) <= width);
                QVERIFY2(isCutOf(cut, names[i]), qPrintable(cut));
            }
        }
        // The name's start, the range's start and its end, cuts between them.
        const QString name = QStringLiteral("inventory::Ledger<std::string, double>::~Ledger()");
        QCOMPARE(elided(name, 30, spans[std::size_t(names.indexOf(name))]),
                 QStringLiteral("inventory…std::stri…ouble>::~…"));
    }

    void rangeBesideOneEnd()
    {
        // Differing early: the cut moves after the range; late: before it.
        const QString early = QStringLiteral("ns::Early<int>::a_rather_long_member_name(int)");
        QCOMPARE(elided(early, 24, {10, 13}), QStringLiteral("ns::Early<int…_name(int)"));
        const QString late = QStringLiteral("ns::a_rather_long_class_name::method<int>(int)");
        QCOMPARE(elided(late, 14, {37, 40}), QStringLiteral("ns::…int>(int)"));
    }

    void randomTextsFitAndComeFromTheText()
    {
        QRandomGenerator random(12);
        for (int i = 0; i < 2000; ++i) {
            QString text;
            const int length = 1 + random.bounded(300);
            for (int k = 0; k < length; ++k)
                text += QChar(u"abW<>:,() "[random.bounded(10)]);
            const qsizetype from = random.bounded(length);
            const Span keep{from, from + random.bounded(length - from + 1)};
            const double width = 1 + random.bounded(320);
            for (const auto mode : {Qt::ElideMiddle, Qt::ElideRight, Qt::ElideLeft}) {
                const QString shown = elided(text, width, keep, mode);
                QVERIFY2(fakeWidth(shown) <= std::max(width, 1.0), qPrintable(shown));
                QVERIFY(isCutOf(shown, text));
                if (fakeWidth(text) <= width)
                    QCOMPARE(shown, text);
                // The kept range is in view whole whenever it fits with its two ellipses and
                // the ends.
                if (mode == Qt::ElideMiddle && !keep.isEmpty() &&
                    fakeWidth(QStringView(text).sliced(keep.from, keep.to - keep.from)) + 2 +
                            4 * kEndCharacters <=
                        width)
                    QVERIFY2(shown.contains(text.sliced(keep.from, keep.to - keep.from)),
                             qPrintable(shown));
            }
        }
    }

    void surrogatePairsStayWhole()
    {
        const QString text =
            QString(40, QLatin1Char('a')) + QStringLiteral("😀😀😀😀") + QString(40, QLatin1Char('b'));
        for (int width = 2; width < text.size(); ++width) {
            const QString shown = elided(text, width, {}, Qt::ElideRight);
            QVERIFY(!shown.at(shown.size() - 2).isHighSurrogate());
        }
    }

    void lookAlikesAmongMany()
    {
        // Twins among unrelated names and repeats: only the twins get ranges; a name's repeat
        // is not its look-alike.
        const QStringList names = {
            QStringLiteral("main"),
            QStringLiteral("Box<int>::open(Key<int> const&)"),
            QStringLiteral("unrelated_function(int)"),
            QStringLiteral("Box<long>::open(Key<long> const&)"),
            QStringLiteral("main"),
            QStringLiteral("Box<int>::open(Key<int> const&)"),
            QStringLiteral("Box<int>::close()"),
        };
        const auto spans = lookalikes::distinguishing(names);
        QVERIFY(spans[0].isEmpty() && spans[2].isEmpty() && spans[4].isEmpty());
        QCOMPARE(spans[1], (Span{4, 22}));
        QCOMPARE(spans[3], (Span{4, 24}));
        QCOMPARE(spans[5], spans[1]);
        // "Box<int>::" shared at the start only: the end tells it apart.
        QVERIFY(spans[6].isEmpty());
    }

    // Names that share starts and ends of every length around the four-character words the
    // comparisons read, and differ in one character or in length: the same spans as a
    // comparison a character at a time.
    void lookAlikesAgreeWithACharacterAtATime()
    {
        QRandomGenerator random(15);
        qsizetype found = 0;
        for (int round = 0; round < 20; ++round) {
            QStringList names;
            const QString start =
                QStringLiteral("std::vector<ns::Item, alloc>::push_back(").left(random.bounded(40));
            const QString end =
                QStringLiteral("'caller_of_it(int, long)'main").right(random.bounded(30));
            for (int i = 0; i < 60; ++i) {
                QString middle;
                const int length = random.bounded(12);
                for (int c = 0; c < length; ++c)
                    middle += QChar(u'a' + random.bounded(3));
                if (random.bounded(5) == 0)
                    middle += QChar(0x00e9 + random.bounded(2)); // beyond ASCII
                names.push_back(start + middle + end);
            }
            const std::vector<Span> spans = lookalikes::distinguishing(names);
            QCOMPARE(spans, distinguishingByCharacter(names));
            found += std::count_if(spans.begin(), spans.end(),
                                   [](const Span& span) { return !span.isEmpty(); });
        }
        QVERIFY(found > 100); // look-alikes were there to tell apart
    }

    // Many names of long shared starts and ends, some a start or an end of others, with the
    // lowest and highest UTF-16 units (U+0000, U+FFFF, surrogate pairs) and repeated names: the
    // same spans as the comparison a character at a time.
    void manyLookAlikesAgreeWithACharacterAtATime()
    {
        QRandomGenerator random(27);
        const QString pieces[] = {QStringLiteral("a"),
                                  QStringLiteral("b'"),
                                  QString(QChar(0x0000)),
                                  QString(QChar(0xffff)),
                                  QString::fromUcs4(U"\U0001F600"),
                                  QStringLiteral("caller")};
        QStringList names;
        const QString shared = QStringLiteral("std::vector<ns::Item, alloc>::push_back'");
        // More than 4,096 (the sort by their ends on a thread of its own).
        for (int i = 0; i < 4800; ++i) {
            QString name = shared.left(random.bounded(shared.size() + 1));
            const int count = random.bounded(40);
            for (int p = 0; p < count; ++p)
                name += pieces[random.bounded(int(std::size(pieces)))];
            name += shared.right(random.bounded(shared.size() + 1));
            names.push_back(name);
        }
        names += names.mid(0, 300); // repeated names: no look-alikes of one another
        const std::vector<Span> spans = lookalikes::distinguishing(names);
        QCOMPARE(spans, distinguishingByCharacter(names));
        QVERIFY(std::count_if(spans.begin(), spans.end(),
                              [](const Span& span) { return !span.isEmpty(); }) > 1000);
    }

    void shortNamesGiveRangesOfWhatTheyShow()
    {
        const QStringList names = {
            QStringLiteral("void f<std::vector<int, std::allocator<int> > >(int)"),
            QStringLiteral("void f<std::vector<long, std::allocator<long> > >(int)"),
            QStringLiteral("main"),
        };
        const ShortNames table(names);
        for (int i = 0; i < 2; ++i) {
            for (const bool shortened : {true, false}) {
                const QString shown = shortened ? table.shortened(names[i]) : names[i];
                const Span span = table.distinguishing(names[i], shortened);
                QVERIFY(!span.isEmpty() && span.to <= shown.size());
                // The range holds the element type, which is what differs.
                QVERIFY2(shown.sliced(span.from, span.to - span.from)
                             .contains(i == 0 ? QLatin1String("int") : QLatin1String("long")),
                         qPrintable(shown));
            }
        }
        QVERIFY(table.distinguishing(names[2]).isEmpty());
        QVERIFY(table.distinguishing(QStringLiteral("not in the table")).isEmpty());
    }

    void namesShorteningLeavesAloneHaveTheirOwnSpansBothWays()
    {
        // Nothing here is shortened (C names): the whole names' spans are the forms', taken
        // from one pass, and are what lookalikes gives the names.
        const QStringList names = {
            QStringLiteral("handle_request_for_the_first_client_of_the_server"),
            QStringLiteral("handle_request_for_the_other_client_of_the_server"),
            QStringLiteral("main"),
        };
        const ShortNames table(names);
        const std::vector<Span> expected = lookalikes::distinguishing(names);
        QVERIFY(!expected[0].isEmpty() && !expected[1].isEmpty());
        for (int i = 0; i < names.size(); ++i) {
            QCOMPARE(table.shortened(names[i]), names[i]);
            QCOMPARE(table.distinguishing(names[i], true), expected[std::size_t(i)]);
            QCOMPARE(table.distinguishing(names[i], false), expected[std::size_t(i)]);
        }
    }

    // ASCII names read as the bytes a profile stores: the same spans as from their QStrings,
    // among long shared starts and ends, repeats and names that start or end others.
    void asciiLookAlikesAgreeWithTheirQStrings()
    {
        QRandomGenerator random(31);
        const char* const pieces[] = {"a", "b'", "Z", "~", "caller", "<int>"};
        const std::string shared = "std::vector<ns::Item, alloc>::push_back'";
        std::vector<std::string> stored;
        for (int i = 0; i < 3000; ++i) {
            std::string name = shared.substr(0, random.bounded(int(shared.size()) + 1));
            const int count = random.bounded(40);
            for (int p = 0; p < count; ++p)
                name += pieces[random.bounded(int(std::size(pieces)))];
            name += shared.substr(random.bounded(int(shared.size()) + 1));
            stored.push_back(name);
        }
        stored.insert(stored.end(), stored.begin(), stored.begin() + 200);
        const std::vector<std::string_view> views(stored.begin(), stored.end());
        QStringList names;
        for (const std::string& name : stored)
            names << QString::fromLatin1(name.data(), qsizetype(name.size()));
        const std::vector<Span> spans = lookalikes::distinguishingAscii(views);
        QCOMPARE(spans, lookalikes::distinguishing(names));
        QVERIFY(std::count_if(spans.begin(), spans.end(),
                              [](const Span& span) { return !span.isEmpty(); }) > 1000);
    }

    // A table made from a profile's stored ASCII names (no QString of each kept) gives what one
    // made from their QStrings gives: the short forms, the separated look-alikes and both spans,
    // here for a real C++ profile of template twins; and nothing for names not in it.
    void tableFromStoredNamesMatchesTableFromQStrings()
    {
        const auto profile = loadTwins();
        QVERIFY(profile);
        const QStringList names = functionNames(*profile);
        std::vector<std::string_view> stored;
        for (const FunctionId f : profile->functionIds()) {
            stored.push_back(profile->string(profile->function(f).name));
            QVERIFY(caseless::isAscii(stored.back()));
        }
        const ShortNames fromQStrings(names);
        const ShortNames fromStored(stored);
        QVERIFY(fromQStrings.separatedCount() > 0);
        QCOMPARE(fromStored.separatedCount(), fromQStrings.separatedCount());
        int withSpans = 0;
        for (const QString& name : names) {
            QCOMPARE(fromStored.shortened(name), fromQStrings.shortened(name));
            for (const bool shortened : {true, false}) {
                const Span span = fromStored.distinguishing(name, shortened);
                QCOMPARE(span, fromQStrings.distinguishing(name, shortened));
                withSpans += !span.isEmpty();
            }
        }
        QVERIFY(withSpans > 100);
        // Same length as a name with a span, another text: no span.
        const QString name = names.constFirst();
        QString other = name;
        other[0] = other[0] == u'x' ? u'y' : u'x';
        QVERIFY(fromStored.distinguishing(other).isEmpty());
    }

    // An empty name as a profile may store it (no bytes, a null pointer: the sanitizers' build
    // stops at a null pointer handed to memchr()) beside others: shown as it is.
    void tableFromStoredNamesTakesAnEmptyName()
    {
        const std::string twin = "void f<std::vector<int, std::allocator<int> > >(int)";
        const std::vector<std::string_view> stored{std::string_view(), twin, "plain"};
        const ShortNames table(stored);
        QCOMPARE(table.shortened(QString()), QString());
        QCOMPARE(table.shortened(QStringLiteral("plain")), QStringLiteral("plain"));
        QVERIFY(table.shortened(QString::fromStdString(twin)).size() < qsizetype(twin.size()));
    }

    void asciiBytes()
    {
        QVERIFY(caseless::isAscii(std::string_view()));
        QVERIFY(caseless::isAscii(std::string_view("std::vector<int>::push_back(int const&)")));
        const std::string longAscii(1000, 'a');
        QVERIFY(caseless::isAscii(longAscii));
        for (const std::size_t at :
             {std::size_t(0), std::size_t(7), std::size_t(8), std::size_t(500), std::size_t(999)}) {
            std::string text = longAscii;
            text[at] = char(0xc3); // the first byte of a two-byte character
            QVERIFY2(!caseless::isAscii(text), qPrintable(QString::number(at)));
        }
        // Every length up to 100 (the 32-byte steps, the 8-byte ones and the last bytes), a
        // byte of 0x80 or more in each place.
        for (std::size_t length = 0; length <= 100; ++length) {
            const std::string ascii(length, '~');
            QVERIFY(caseless::isAscii(ascii));
            for (std::size_t at = 0; at < length; ++at) {
                std::string text = ascii;
                text[at] = char(0x80);
                QVERIFY2(!caseless::isAscii(text),
                         qPrintable(QStringLiteral("%1 of %2").arg(at).arg(length)));
            }
        }
    }

    void ownNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("own");
        const auto row = [](const char* name, const char* own) {
            QTest::newRow(name) << QString::fromLatin1(name) << QString::fromLatin1(own);
        };
        row("main", "main");
        row("fib(int)", "fib");
        row("fib'2", "fib");
        row("f'g'h", "f");
        row("std::map<…> build_index<Foo>(std::vector<…> const&)", "build_index");
        row("void std::vector<…>::_M_realloc_insert<…>(…)", "_M_realloc_insert");
        row("inventory::Ledger<int, long>::~Ledger()", "~Ledger");
        row("std::ostream& operator<< <char>(std::ostream&, char const*)", "operator<<");
        row("Matrix::operator()(int, int) const", "operator()");
        row("Foo::operator bool() const", "operator bool");
        row("(anonymous namespace)::helper(int)", "helper");
        row("fib(int) <cycle 2>", "fib");
        row("main (3 call sites)", "main");
        row("(below main)", "");
        row("0x4011a0", "");
        row("<built-in method marshal.loads>", "");
    }

    void ownNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, own);
        const Span span = ownName(name);
        QCOMPARE(name.sliced(span.from, span.to - span.from), own);
    }

    void lookAlikeNamesKeepTheirOwnNameAndTheirDifference()
    {
        // Two instantiations of one function template that returns a long type: a plain middle
        // cut and one around the distinguishing characters both begin with the return type, and
        // in a narrow column read alike or lose the function's name.
        const QString map = QStringLiteral(
            "std::map<std::__cxx11::basic_string<char, std::char_traits<char>, "
            "std::allocator<char> >, std::vector<%1, std::allocator<%1> >, "
            "std::less<std::__cxx11::basic_string<char, std::char_traits<char>, "
            "std::allocator<char> > >, std::allocator<std::pair<std::__cxx11::basic_string<char, "
            "std::char_traits<char>, std::allocator<char> > const, std::vector<%1, "
            "std::allocator<%1> > > > > build_index<%1>(std::vector<%1, std::allocator<%1> > "
            "const&)");
        const QStringList names{map.arg(QStringLiteral("Record")),
                                map.arg(QStringLiteral("Entry"))};
        const ShortNames table(names);
        QStringList shown;
        std::vector<Span> spans;
        for (const QString& name : names) {
            shown << table.shortened(name);
            spans.push_back(table.distinguishing(name));
        }
        QVERIFY(shown[0] != shown[1]);
        for (int width = 16; width <= 60; ++width) {
            const QString a = elideName(shown[0], width, fakeWidth, spans[0]);
            const QString b = elideName(shown[1], width, fakeWidth, spans[1]);
            const QString context = QStringLiteral("%1: %2 | %3").arg(width).arg(a, b);
            // The own name leads; whole once the difference leaves room for it.
            const qsizetype own = a.indexOf(QLatin1String("build_"));
            QVERIFY2(own >= 0 && (width >= 26 || own <= 1), qPrintable(context));
            if (width >= 22)
                QVERIFY2(a.contains(QLatin1String("build_index")), qPrintable(context));
            QVERIFY2(a != b, qPrintable(context));
            QVERIFY2(fakeWidth(a) <= width && fakeWidth(b) <= width, qPrintable(context));
            QVERIFY2(isCutOf(a, shown[0]) && isCutOf(b, shown[1]), qPrintable(context));
            // The own name comes before the difference.
            if (a.contains(QLatin1String("Rec")))
                QVERIFY2(a.indexOf(QLatin1String("build_index")) < a.indexOf(QLatin1String("Rec")),
                         qPrintable(context));
        }
        // Where they read alike before: the shown name's start and the distinguishing range
        // cut between two "…", the function's name gone.
        const QString before = elide(shown[0], 24, fakeWidth, Qt::ElideMiddle, spans[0]);
        QVERIFY2(!before.contains(QLatin1String("build_index")), qPrintable(before));
        QCOMPARE(elideName(shown[0], 24, fakeWidth, spans[0]),
                 QStringLiteral("…build_index<Record>(st…"));
        // Too narrow for the name's ends beside it: the room left goes to what follows it.
        QCOMPARE(elideName(QStringLiteral("std::map<…> build_index(std::vector<…> const&)"), 18,
                           fakeWidth, {}),
                 QStringLiteral("…build_index(std:…"));
    }

    void differenceBeforeTheOwnNameComesFirst()
    {
        const QString name = QStringLiteral("std::map<…, Foo, …, …>::find(std::string const&)");
        const Span foo{12, 15};
        QCOMPARE(name.sliced(foo.from, 3), QStringLiteral("Foo"));
        QCOMPARE(elideName(name, 16, fakeWidth, foo), QStringLiteral("…Foo…find(std::…"));
        QCOMPARE(elideName(name, 8, fakeWidth, foo), QStringLiteral("…find(s…"));
    }

    void namesWithoutOwnNameAreCutAsBefore()
    {
        const QString name = QStringLiteral("<built-in method of a rather long kind>");
        QCOMPARE(elideName(name, 20, fakeWidth, {}), elided(name, 20));
        QCOMPARE(elideName(QStringLiteral("fib(int)"), 20, fakeWidth, {}),
                 QStringLiteral("fib(int)"));
    }

    void locationsKeepTheirFileAndLine()
    {
        const QString location = QStringLiteral("prog.cpp (called at prog.cpp:93)");
        const Span file = leadingFileName(location);
        QCOMPARE(file, (Span{0, 8}));
        for (int width = 13; width < location.size(); ++width) {
            const QString cut = elided(location, width, file);
            QVERIFY2(cut.startsWith(QLatin1String("prog.cpp")) &&
                         cut.endsWith(QLatin1String(":93)")),
                     qPrintable(cut));
        }
        // As a plain middle cut had it, the file name itself cut.
        QCOMPARE(elided(location, 15), QStringLiteral("prog.cp…cpp:93)"));
        QCOMPARE(elided(location, 15, file), QStringLiteral("prog.cpp…pp:93)"));
        QCOMPARE(leadingFileName(u"prog.cpp"), (Span{0, 8}));
    }

    // Too narrow for the file name and the line both, the file name is shown whole when it fits
    // with the one ellipsis after it: a cut inside it left "Ope…ad.cc…" in a 90 px column.
    void aNarrowLocationKeepsItsFileWhole()
    {
        const QString location =
            QStringLiteral("OpenRoad.cc (openroad), called at OpenRoad.cc:123");
        const Span file = leadingFileName(location);
        QCOMPARE(elided(location, 12, file), QStringLiteral("OpenRoad.cc…"));
        QCOMPARE(elided(location, 14, file), QStringLiteral("OpenRoad.cc…"));
        // Room for the end too: the file, then the line.
        QCOMPARE(elided(location, 16, file), QStringLiteral("OpenRoad.cc…:123"));
        // Narrower than the file: a cut inside it, as before.
        QCOMPARE(elided(location, 8, file), QStringLiteral("Ope….cc…"));
    }

    void realTwinsRarelyElideAlike()
    {
        // A real C++ profile of templates made for several types (std::map's tree and
        // std::vector's growth for four value types), its names cut to widths that hold the
        // characters telling each from its look-alikes: the kept range tells apart nearly all
        // the names that a plain middle cut makes read alike. Not all: look-alikes are found
        // among a name's neighbours in two orders, and two names that share long ends without
        // being neighbours in either may still meet.
        const auto profile = loadTwins();
        QVERIFY(profile);
        const QStringList names = functionNames(*profile);
        const ShortNames table(names);
        for (const bool shortened : {true, false}) {
            QHash<QString, QString> nameOf; // shown -> name
            for (const QString& name : names)
                nameOf.insert(shortened ? table.shortened(name) : name, name);
            int checked = 0;
            int plainAlike = 0;
            int keptAlike = 0;
            for (const double width : {30.0, 45.0, 60.0, 90.0, 140.0}) {
                QSet<QString> plain;
                QSet<QString> kept;
                for (auto it = nameOf.cbegin(); it != nameOf.cend(); ++it) {
                    const Span keep = table.distinguishing(it.value(), shortened);
                    if (keep.isEmpty() || keep.to - keep.from + 2 + 2 * kEndCharacters > width)
                        continue;
                    ++checked;
                    const QString plainCut = elided(it.key(), width);
                    plainAlike += plain.contains(plainCut);
                    plain.insert(plainCut);
                    const QString keptCut = elided(it.key(), width, keep);
                    keptAlike += kept.contains(keptCut);
                    kept.insert(keptCut);
                }
            }
            qInfo("%s names: %d cut, %d read alike cut plainly, %d with the kept range",
                  shortened ? "short" : "whole", checked, plainAlike, keptAlike);
            QVERIFY(checked > 500);
            QVERIFY(plainAlike > 10);
            QVERIFY(keptAlike * 3 < plainAlike);
        }
    }
};

QTEST_GUILESS_MAIN(TextElisionTest)
#include "tst_textelision.moc"

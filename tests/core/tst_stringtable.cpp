// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The string table: each text interned once, whether kept in one piece or (a name with a ')
// as a chain of pieces that shares its ends with other chains; views, comparisons and runs give
// the bytes interned, and a chain's text built by view() is the same for every thread. Names of
// two tables ordered by their bytes (nameorder).

#include "core/model/NameOrder.h"
#include "core/model/StringTable.h"
#include "core/model/TextHash.h"

#include <QTest>

#include <algorithm>
#include <cstring>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace tally;

namespace {

std::string joinedRuns(const StringTable& table, StringId id)
{
    std::string text;
    table.forEachRun(id, [&](std::string_view run) { text.append(run); });
    return text;
}

// Joins its parts (GCC 12 at -O3 warns wrongly, -Wrestrict, on chains of std::string's +).
std::string concat(std::initializer_list<std::string_view> parts)
{
    std::string text;
    for (const std::string_view part : parts)
        text.append(part);
    return text;
}

int sign(int value)
{
    return (value > 0) - (value < 0);
}

// Texts from a few bytes, separators and bytes above 0x7f among them, so that comparisons meet
// equal prefixes, separators in different places and unsigned byte order.
std::string randomText(std::mt19937& random)
{
    static constexpr char kBytes[] = {'a', 'b', '\'', '\'', char(0xe9), '\0', 'z'};
    std::string text(random() % 12, ' ');
    for (char& c : text)
        c = kBytes[random() % sizeof kBytes];
    return text;
}

// `count` pieces of 0 to 40 bytes from a three-letter alphabet: contexts made of them share
// pieces and ends in every way.
std::vector<std::string> randomPieces(std::mt19937& random, int count)
{
    std::vector<std::string> pieces;
    for (int i = 0; i < count; ++i) {
        std::string piece(random() % 41, ' ');
        for (char& c : piece)
            c = char('a' + random() % 3);
        pieces.push_back(piece);
    }
    return pieces;
}

// A context name of 1 to 12 pieces from a few dozen, each of 0 to 40 bytes: long enough for the
// chains' 16-byte blocks and scans, with separators at every offset in them.
std::string randomContext(std::mt19937& random, const std::vector<std::string>& pieces)
{
    std::string text = pieces[random() % pieces.size()];
    for (std::size_t count = random() % 12; count > 0; --count)
        text += '\'' + pieces[random() % pieces.size()];
    return text;
}

} // namespace

class TestStringTable : public QObject
{
    Q_OBJECT

private slots:
    void internsEachTextOnce_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("plain") << QByteArray("main");
        QTest::newRow("context") << QByteArray("f'g'h");
        QTest::newRow("separator only") << QByteArray("'");
        QTest::newRow("empty pieces") << QByteArray("a''b");
        QTest::newRow("leading separator") << QByteArray("'a");
        QTest::newRow("trailing separator") << QByteArray("a'");
        QTest::newRow("template with a char") << QByteArray("f<'x'>(char)");
        QTest::newRow("long") << QByteArray("0x401000'").repeated(300) + "main";
    }
    void internsEachTextOnce()
    {
        QFETCH(QByteArray, text);
        StringTable table;
        const std::string_view view(text.constData(), std::size_t(text.size()));
        const StringId id = table.intern(view);
        QCOMPARE(table.intern(view), id);
        QCOMPARE(table.intern(std::string(view)), id); // another copy of the bytes
        QCOMPARE(table.view(id), view);
        QCOMPARE(joinedRuns(table, id), std::string(view));
        QCOMPARE(table.length(id), view.size());
        QCOMPARE(table.isEmpty(id), view.empty());
        QVERIFY(table.equals(id, view));
        QCOMPARE(table.compare(id, id), 0);
        if (view.empty())
            QCOMPARE(id, StringTable::kEmpty);
    }

    void sameLengthTextsDiffer()
    {
        StringTable table;
        const StringId chain = table.intern("ab'c");
        QVERIFY(!table.equals(chain, "a'bc")); // the separator elsewhere
        QVERIFY(!table.equals(chain, "abxc"));
        QVERIFY(!table.equals(chain, "ab'd"));
        QVERIFY(!table.equals(chain, "ab'"));
        QVERIFY(!table.equals(chain, "ab'cd"));
        QVERIFY(table.intern("a'bc") != chain);
        QVERIFY(table.intern("ab'") != chain);
        QVERIFY(table.intern("abc") != chain);
        // A piece interned on its own is the piece.
        QCOMPARE(table.view(table.intern("ab")), "ab");
        QCOMPARE(table.view(table.intern("c")), "c");
    }

    void placeholdersKeepTheirIdentity()
    {
        StringTable table;
        const StringId named = table.intern("f'g");
        const StringId placeholder = table.addUnique("f'g");
        QVERIFY(placeholder != named);
        QCOMPARE(table.view(placeholder), "f'g");
        QCOMPARE(table.intern("f'g"), named);
    }

    // A table knows whether any of its texts holds a tab, however the text was added.
    void knowsWhetherTabsAreHeld()
    {
        StringTable plain;
        plain.intern("f'g'h");
        plain.intern("a b");
        plain.addUnique("x'y");
        QVERIFY(!plain.mayHoldTabs());
        for (const std::string_view text : {"a\tb", "f\t'g'h", "e'f'g\th"}) {
            StringTable table;
            table.intern("f'g'h");
            QVERIFY(!table.mayHoldTabs());
            table.intern(text);
            QVERIFY(table.mayHoldTabs());
        }
        StringTable unique;
        unique.addUnique("a\t'b");
        QVERIFY(unique.mayHoldTabs());
        StringTable copy;
        StringTable source;
        copy.internFrom(source, source.intern("g'\th"));
        QVERIFY(copy.mayHoldTabs());
    }

    // Long contexts that share their ends in every way: one id a text, its text kept.
    void longContextsAgreeWithStdString()
    {
        std::mt19937 random(20261128);
        const std::vector<std::string> pieces = randomPieces(random, 40);
        StringTable table;
        std::map<std::string, StringId> ids;
        for (int i = 0; i < 6000; ++i) {
            const std::string text = randomContext(random, pieces);
            const StringId id = table.intern(text);
            const auto [known, added] = ids.emplace(text, id);
            QCOMPARE(id, known->second);
        }
        QCOMPARE(table.size(), ids.size() + (ids.contains("") ? 0 : 1)); // the empty string
        for (const auto& [text, id] : ids) {
            QCOMPARE(table.view(id), text);
            QCOMPARE(joinedRuns(table, id), text);
            QVERIFY(table.equals(id, text));
        }
    }

    // Contexts and lookalikes whose chain hashes are equal (the block hash cancels a flip of the
    // top bits of a 16-byte block's two words, bytes 7 and 15 counted from the block's start,
    // blocks aligned to the text's end), interned in a random order among each other and their
    // shared ends: one id a text, never one for two texts, and each text read back.
    void lookalikesThatHashAlikeStayApart()
    {
        std::mt19937 random(20261129);
        const std::vector<std::string> pieces = randomPieces(random, 25);
        std::vector<std::string> texts;
        for (int i = 0; i < 1500; ++i) {
            std::string text = randomContext(random, pieces);
            texts.push_back(text);
            if (text.size() < 16)
                continue;
            for (int flips = 0; flips < 3; ++flips) {
                const std::size_t block = text.size() - 16 * (1 + random() % (text.size() / 16));
                text[block + 7] = char(text[block + 7] ^ 0x80);
                text[block + 15] = char(text[block + 15] ^ 0x80);
                texts.push_back(text);
                // Its ends too, from each separator: lookalike ends of known chains.
                for (std::size_t at = text.find('\''); at != std::string::npos;
                     at = text.find('\'', at + 1)) {
                    if (random() % 4 == 0)
                        texts.push_back(text.substr(at + 1));
                }
            }
        }
        std::shuffle(texts.begin(), texts.end(), random);
        StringTable table;
        std::map<std::string, StringId> ids;
        std::map<StringId, std::string> textOfId;
        for (const std::string& text : texts) {
            const StringId id = table.intern(text);
            const auto [known, added] = ids.emplace(text, id);
            QCOMPARE(id, known->second);
            const auto [knownText, addedId] = textOfId.emplace(id, text);
            QCOMPARE(knownText->second, text);
        }
        for (const auto& [text, id] : ids) {
            QCOMPARE(table.view(id), text);
            QCOMPARE(joinedRuns(table, id), text);
            QCOMPARE(table.intern(text), id);
        }
    }

    // Names made to hash alike under one key collide under that key only. A 16-byte block whose
    // first word is the key's secret zeroes the hash of what was read before it: in a text in one
    // piece, read from its front, the bytes before the block; in a chain, read from its end, the
    // bytes after it (the ends that start before it collide too). Under that key every intern of
    // such a name visits all the others; under another, none visits many. The lookalikes of the
    // test above (the top bits of a block's two words flipped) hashed alike under any key.
    void namesMadeToCollideStayApartUnderAnotherKey_data()
    {
        QTest::addColumn<bool>("madeForTheKey");
        QTest::newRow("a secret word in the names") << true;
        QTest::newRow("top bits flipped") << false;
    }
    void namesMadeToCollideStayApartUnderAnotherKey()
    {
        QFETCH(bool, madeForTheKey);
        const std::string_view secretWord = "collide!";
        wordhashing::HashKey known{0x5eed, 0};
        std::memcpy(&known.secret, secretWord.data(), sizeof known.secret);
        const wordhashing::HashKey other{0x0123456789abcdefull, 0xfedcba9876543210ull};
        const std::string zeroing = concat({secretWord, "anything"});
        constexpr int kNames = 2000;
        std::vector<std::string> texts;
        for (int i = 0; i < kNames; ++i) {
            const std::string varying = concat({"variant", std::to_string(100'000'000 + i)});
            if (madeForTheKey) {
                texts.push_back(concat({varying, zeroing, "the_same_end"}));
                texts.push_back(concat({"f'g'", zeroing, varying}));
                continue;
            }
            // A flip in each block that i has a bit for: 2,048 lookalikes.
            std::string text = concat({"f'g'", std::string(11 * 16, 'x')});
            for (int block = 0; block < 11; ++block) {
                if ((i >> block & 1) != 0) {
                    char* const at = text.data() + text.size() - 16 * (block + 1);
                    at[7] = char(at[7] ^ 0x80);
                    at[15] = char(at[15] ^ 0x80);
                }
            }
            texts.push_back(text);
        }
        const auto internAll = [&](const wordhashing::HashKey& key, std::size_t& longestProbe) {
            StringTable table(key);
            std::map<std::string, StringId> ids;
            for (const std::string& text : texts) {
                const StringId id = table.intern(text);
                QCOMPARE(ids.emplace(text, id).first->second, id);
                QVERIFY(table.equals(id, text));
            }
            QCOMPARE(table.size(), ids.size() + 1); // the empty string
            longestProbe = table.longestProbe();
        };
        std::size_t underTheKey = 0;
        std::size_t underAnother = 0;
        internAll(known, underTheKey);
        internAll(other, underAnother);
        if (madeForTheKey)
            QVERIFY2(underTheKey >= kNames, qPrintable(QString::number(underTheKey)));
        QVERIFY2(underAnother <= 64, qPrintable(QString::number(underAnother)));
    }

    // texthash::of() reads a text run by run: equal texts hash alike in two tables that cut them
    // into other runs (interned in another order) or keep one in a piece (addUnique), and the
    // distinct texts of the test all hash apart, those differing only in zero bytes at the end
    // too.
    void hashesTextsAlikeWhateverTheirRuns()
    {
        std::mt19937 random(20261127);
        const std::vector<std::string> pieces = randomPieces(random, 30);
        std::vector<std::string> texts;
        texts.reserve(3000);
        for (int i = 0; i < 3000; ++i)
            texts.push_back(randomContext(random, pieces));
        StringTable forward;
        StringTable backward;
        StringTable whole;
        std::vector<StringId> backwardIds(texts.size());
        for (std::size_t i = texts.size(); i-- > 0;)
            backwardIds[i] = backward.intern(texts[i]);
        std::map<std::uint64_t, std::string> textOfHash;
        for (std::size_t i = 0; i < texts.size(); ++i) {
            const std::uint64_t hash = texthash::of(forward, forward.intern(texts[i]));
            QCOMPARE(texthash::of(backward, backwardIds[i]), hash);
            QCOMPARE(texthash::of(whole, whole.addUnique(texts[i])), hash);
            const auto [known, added] = textOfHash.emplace(hash, texts[i]);
            QCOMPARE(known->second, texts[i]);
        }
        // Texts that differ only in zero bytes at their end, one of a whole block of them.
        std::set<std::uint64_t> zeroEnded;
        for (const std::size_t zeros : {0, 1, 2, 15, 16, 17}) {
            const std::string text = "main'a" + std::string(zeros, '\0');
            zeroEnded.insert(texthash::of(forward, forward.intern(text)));
        }
        QCOMPARE(zeroEnded.size(), std::size_t(6));
    }

    // Against std::string: ids equal exactly when texts are, and views, runs, equality and byte
    // order agree, within a table and across two.
    void agreesWithStdString()
    {
        std::mt19937 random(20261127);
        StringTable table;
        StringTable other;
        std::map<std::string, StringId> ids;
        std::vector<std::pair<std::string, StringId>> interned;
        for (int i = 0; i < 4000; ++i) {
            const std::string text = randomText(random);
            const StringId id = table.intern(text);
            const auto [known, added] = ids.emplace(text, id);
            QCOMPARE(id, known->second);
            interned.emplace_back(text, id);
        }
        QCOMPARE(table.size() >= ids.size(), true);
        for (const auto& [text, id] : interned) {
            QCOMPARE(table.view(id), text);
            QCOMPARE(joinedRuns(table, id), text);
            for (const std::size_t limit :
                 {std::size_t(0), std::size_t(1), std::size_t(5), text.size()}) {
                std::string prefix(limit + 1, '#');
                const std::size_t copied = table.copyPrefix(id, prefix.data(), limit);
                QCOMPARE(copied, std::min(limit, text.size()));
                QCOMPARE(prefix.substr(0, copied), text.substr(0, copied));
                QCOMPARE(prefix.substr(copied), std::string(limit + 1 - copied, '#')); // no more
            }
            std::string appended = "x";
            table.appendTo(appended, id);
            QCOMPARE(appended, "x" + text);
            const StringId copy = other.internFrom(table, id);
            QCOMPARE(other.view(copy), text);
            QCOMPARE(other.intern(text), copy);
        }
        for (int i = 0; i < 20000; ++i) {
            const auto& [a, idA] = interned[random() % interned.size()];
            const auto& [b, idB] = interned[random() % interned.size()];
            QCOMPARE(table.equals(idA, b), a == b);
            QCOMPARE(table.compare(idA, idB), sign(a.compare(b)));
            QCOMPARE(StringTable::compare(table, idA, other, other.intern(b)), sign(a.compare(b)));
        }
    }

    // Contexts that share their callers share their links: 20,000 contexts of 1,300 bytes, of
    // 500 functions called from 40 callers each with the same 40 callers above, take a small part
    // of their text's bytes (the id of each name and the indexes are most of it).
    void chainsShareTheirEnds()
    {
        StringTable table;
        std::string callers;
        for (int c = 0; c < 40; ++c)
            callers += concat({"'caller_number_", std::to_string(c), "_in_a_deep_stack"});
        std::size_t textBytes = 0;
        for (int f = 0; f < 20000; ++f) {
            const std::string name = concat({"function_", std::to_string(f % 500), "'called_from_",
                                             std::to_string(f / 500), callers});
            textBytes += name.size();
            const StringId id = table.intern(name);
            QVERIFY(table.equals(id, name));
        }
        QVERIFY2(table.memoryBytes() * 5 < textBytes,
                 qPrintable(QStringLiteral("%1 bytes kept for %2 bytes of names")
                                .arg(table.memoryBytes())
                                .arg(textBytes)));
    }

    // forEachRun() names each run by an index that every text sharing the run gives it, and only
    // that run: what a reader works out for a run (the filter's bytes of a name) is found again
    // by it.
    void runsAreNamedByTheirIndex()
    {
        StringTable table;
        std::mt19937 random(7);
        std::vector<StringId> ids;
        for (int i = 0; i < 3000; ++i) {
            const std::string name = concat({randomText(random), "'caller_", std::to_string(i % 37),
                                             "'root_", std::to_string(i % 5)});
            ids.push_back(table.intern(name));
        }
        ids.push_back(table.intern("one piece"));
        std::map<std::uint32_t, std::string> runOfIndex;
        std::set<std::pair<const char*, std::size_t>> shared;
        std::size_t chainRuns = 0;
        for (const StringId id : ids) {
            std::string text;
            table.forEachRun(id, [&](std::uint32_t index, std::string_view run) {
                text.append(run);
                if (index == StringTable::kNoRun)
                    return;
                ++chainRuns;
                QVERIFY(index < table.runCount());
                const auto [known, added] = runOfIndex.try_emplace(index, run);
                QCOMPARE(known->second, std::string(run));
                // One index for one stored run: its bytes, where they are.
                shared.insert({run.data(), run.size()});
            });
            QCOMPARE(text, joinedRuns(table, id));
        }
        QCOMPARE(shared.size(), runOfIndex.size());
        // The table's runs are shared: fewer indexes than runs visited.
        QVERIFY2(runOfIndex.size() * 2 < chainRuns,
                 qPrintable(
                     QStringLiteral("%1 indexes, %2 runs").arg(runOfIndex.size()).arg(chainRuns)));
        std::string whole;
        table.forEachRun(ids.back(), [&](std::uint32_t index, std::string_view run) {
            QCOMPARE(index, StringTable::kNoRun);
            whole.append(run);
        });
        QCOMPARE(whole, std::string("one piece"));
    }

    // view() builds a chain's text once, under a lock: every thread gets the same bytes at the
    // same address.
    void buildsChainTextsOnceForAllThreads()
    {
        StringTable table;
        std::vector<StringId> ids;
        std::vector<std::string> texts;
        for (int i = 0; i < 2000; ++i) {
            texts.push_back(
                concat({"f", std::to_string(i % 37), "'g", std::to_string(i), "'main"}));
            ids.push_back(table.intern(texts.back()));
        }
        std::vector<std::vector<const char*>> seen(4);
        std::vector<std::thread> threads;
        threads.reserve(seen.size());
        for (auto& addresses : seen) {
            threads.emplace_back([&] {
                for (const StringId id : ids)
                    addresses.push_back(table.view(id).data());
            });
        }
        for (auto& thread : threads)
            thread.join();
        for (std::size_t i = 0; i < ids.size(); ++i) {
            QCOMPARE(table.view(ids[i]), texts[i]);
            for (const auto& addresses : seen)
                QCOMPARE(addresses[i], table.view(ids[i]).data());
        }
    }

    // views() of many ids gives what view() of each gives, at the same addresses, while other
    // threads ask for the same texts one at a time: plain texts and chains, more chains than
    // views() builds under one taking of the lock.
    void buildsTheSameTextsInBulk()
    {
        StringTable table;
        std::vector<StringId> ids;
        std::vector<std::string> texts;
        for (int i = 0; i < 10000; ++i) {
            texts.push_back(i % 5 == 0 ? concat({"plain", std::to_string(i)})
                                       : concat({"f", std::to_string(i % 37), "'g",
                                                 std::to_string(i), "'main"}));
            ids.push_back(table.intern(texts.back()));
        }
        std::vector<std::vector<std::string_view>> seen(4);
        std::vector<std::thread> threads;
        threads.reserve(seen.size());
        for (std::size_t t = 0; t < seen.size(); ++t) {
            threads.emplace_back([&, t] {
                if (t % 2 == 0) {
                    seen[t] = table.views(ids);
                    return;
                }
                for (const StringId id : ids)
                    seen[t].push_back(table.view(id));
            });
        }
        for (auto& thread : threads)
            thread.join();
        QCOMPARE(table.views({}).size(), std::size_t(0));
        for (std::size_t i = 0; i < ids.size(); ++i) {
            QCOMPARE(table.view(ids[i]), texts[i]);
            for (const auto& views : seen) {
                QCOMPARE(views.size(), ids.size());
                QCOMPARE(views[i].data(), table.view(ids[i]).data());
                QCOMPARE(views[i].size(), texts[i].size());
            }
        }
    }

    // A table made from a base (a transformed profile's) reads the base's strings from the base
    // itself: the same bytes, runs and built chain texts, nothing copied; the strings added to
    // it follow the base's ids. One made from it reads from the same base, its added strings
    // included.
    void aTableMadeFromABaseReadsThroughIt()
    {
        auto base = std::make_shared<StringTable>();
        std::vector<StringId> ids;
        std::vector<std::string> texts;
        for (int i = 0; i < 5000; ++i) {
            texts.push_back(i % 3 == 0 ? concat({"plain", std::to_string(i)})
                                       : concat({"f", std::to_string(i % 37), "'g",
                                                 std::to_string(i % 101), "'main"}));
            ids.push_back(base->intern(texts.back()));
        }
        base->endInterning();
        const std::size_t baseSize = base->size();
        StringTable made(base);
        QCOMPARE(made.size(), baseSize);
        QCOMPARE(made.runCount(), base->runCount());
        QCOMPARE(made.internByScan(texts[7]), ids[7]); // known: its id
        const StringId added = made.internByScan("libc.so.6");
        QCOMPARE(added.index(), baseSize);
        QCOMPARE(made.size(), baseSize + 1);
        QCOMPARE(made.view(added), "libc.so.6");
        QCOMPARE(joinedRuns(made, added), std::string("libc.so.6"));
        const std::vector<std::string_view> bulk = made.views(ids);
        for (std::size_t i = 0; i < ids.size(); ++i) {
            const StringId id = ids[i];
            QCOMPARE(made.view(id), texts[i]);
            // Built once, for both: the same bytes at the same address.
            QVERIFY(made.view(id).data() == base->view(id).data());
            QVERIFY(bulk[i].data() == base->view(id).data());
            QCOMPARE(made.length(id), texts[i].size());
            QVERIFY(made.equals(id, texts[i]));
            std::vector<std::uint32_t> runs;
            std::vector<std::uint32_t> baseRuns;
            made.forEachRun(id, [&](std::uint32_t run, std::string_view) { runs.push_back(run); });
            base->forEachRun(id,
                             [&](std::uint32_t run, std::string_view) { baseRuns.push_back(run); });
            QCOMPARE(runs, baseRuns);
            std::string copied(texts[i].size(), '\0');
            made.copyTo(id, copied.data());
            QCOMPARE(copied, texts[i]);
            QCOMPARE(StringTable::compare(made, id, *base, id), 0);
            QCOMPARE(sign(StringTable::compare(made, id, made, added)),
                     sign(texts[i].compare("libc.so.6")));
        }
        // Nothing of the base copied: the added name and its text's slot only.
        QVERIFY2(made.memoryBytes() * 20 < base->memoryBytes(),
                 qPrintable(QStringLiteral("%1 bytes made from a base of %2")
                                .arg(made.memoryBytes())
                                .arg(base->memoryBytes())));

        // Made from one made from a base: the same base, the string added between kept.
        auto madeShared = std::make_shared<StringTable>(std::move(made));
        StringTable again(madeShared);
        QCOMPARE(again.size(), baseSize + 1);
        QCOMPARE(again.internByScan("libc.so.6"), added);
        QCOMPARE(again.internByScan("ld.so").index(), baseSize + 1);
        QVERIFY(again.view(ids[1]).data() == base->view(ids[1]).data());
        madeShared.reset(); // the texts added are its own
        QCOMPARE(again.view(added), "libc.so.6");
    }

    // intern() and internFrom() on a table without indexes find its strings by a scan: a table
    // made from a base, and one whose interning ended. Indexes made afresh there knew none of its
    // strings: a known text got a second id, and a new one an id of the base's.
    void aTableWithoutIndexesInternsByScan()
    {
        auto base = std::make_shared<StringTable>();
        const StringId plain = base->intern("plain");
        const StringId chain = base->intern("f'g'main");
        base->endInterning();
        QCOMPARE(base->intern("plain"), plain);
        QCOMPARE(base->intern("f'g'main"), chain);
        const std::size_t baseSize = base->size();

        StringTable made(base);
        QCOMPARE(made.intern("plain"), plain);
        QCOMPARE(made.intern("f'g'main"), chain);
        const StringId added = made.intern("h'g'main");
        QCOMPARE(added.index(), baseSize);
        QCOMPARE(made.intern("h'g'main"), added);
        QCOMPARE(made.view(added), "h'g'main");

        StringTable other;
        const StringId otherChain = other.intern("f'g'main");
        QCOMPARE(made.internFrom(other, otherChain), chain);
        QCOMPARE(made.internFrom(other, other.intern("x'g'main")).index(), baseSize + 1);
        QCOMPARE(made.size(), baseSize + 2);
    }

    // Views of texts in one piece stay where they were while the table grows.
    void viewsStayValid()
    {
        StringTable table;
        const StringId first = table.intern("first");
        const char* address = table.view(first).data();
        for (int i = 0; i < 100000; ++i)
            table.intern(concat({"name number ", std::to_string(i)}));
        QCOMPARE(table.view(first).data(), address);
        QCOMPARE(table.view(first), "first");
    }

    // nameorder::sort orders names of two tables by their bytes, as their views compare, and
    // hands over each run of equal names once. 70,000 context names: the first bytes read are
    // 64 a name, then more for the few that agree; some differ only past 1,024 bytes, some in
    // case, some are a prefix of others, some hold zero bytes.
    void namesOrderedByTheirBytes()
    {
        std::mt19937 random(7);
        // A zero byte among them: a name that ends is ordered before one that goes on with it.
        const std::vector<std::string> pieces = {"main", "Main", "run", "run_",
                                                 "step", "a",    "",    std::string(1, '\0')};
        StringTable tables[2];
        std::vector<nameorder::Named> names;
        std::vector<std::string> texts;
        for (int i = 0; i < 70000; ++i) {
            std::string text = i % 97 == 0 ? std::string(1030, 'x') : std::string();
            const int count = 1 + int(random() % 6);
            for (int p = 0; p < count; ++p) {
                text += pieces[random() % pieces.size()];
                if (p + 1 < count)
                    text += '\'';
            }
            StringTable& table = tables[random() % 2];
            names.push_back({&table, table.intern(text)});
            texts.push_back(text);
        }
        std::vector<std::uint32_t> items(names.size());
        std::iota(items.begin(), items.end(), 0U);
        std::shuffle(items.begin(), items.end(), random);
        std::size_t tied = 0;
        std::size_t groups = 0;
        bool tiesEqual = true;
        nameorder::sort(items, names, [&](std::span<std::uint32_t> same) {
            ++groups;
            tied += same.size();
            for (const std::uint32_t item : same)
                tiesEqual = tiesEqual && texts[item] == texts[same.front()];
            std::sort(same.begin(), same.end());
        });
        QVERIFY(tiesEqual);
        std::size_t equalNeighbours = 0;
        for (std::size_t i = 1; i < items.size(); ++i) {
            const std::string& before = texts[items[i - 1]];
            const std::string& after = texts[items[i]];
            QVERIFY2(before <= after, (before + " before " + after).c_str());
            if (before == after) {
                ++equalNeighbours;
                QVERIFY(items[i - 1] < items[i]); // ordered by the ties' callback
            }
        }
        QCOMPARE(tied - groups, equalNeighbours); // every run of equal names handed over once
        QVERIFY(groups > 100);
    }
};

QTEST_GUILESS_MAIN(TestStringTable)
#include "tst_stringtable.moc"

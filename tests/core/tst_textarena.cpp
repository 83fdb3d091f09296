// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The blocks that hold a profile's names: texts longer than a quarter of the first block get a
// block of their own, the others fill blocks that double in size. Found by the fuzzer (the fuzz
// build's 1 KB first block): when the first text stored had a block of its own, the next block
// to fill was sized from a "last block" of 0 bytes, and every short text after it was written past
// the end of a block of 0 bytes. A profile whose first name (or file or object) was longer than
// 64 KB did that in every build.

#include "core/load/ProfileLoader.h"
#include "core/model/TextArena.h"
#include "tests/support/TestSupport.h"

#include <QTest>

#include <string>
#include <vector>

using namespace tally;

class TextArenaTest : public QObject
{
    Q_OBJECT

private slots:
    void shortTextsAfterALongFirstOne_data()
    {
        QTest::addColumn<int>("longTexts");
        QTest::newRow("one long text first") << 1;
        QTest::newRow("three long texts first") << 3;
    }

    void shortTextsAfterALongFirstOne()
    {
        QFETCH(int, longTexts);
        TextArena arena;
        const std::string longText(100000, 'x');
        std::size_t held = 0;
        std::vector<std::string_view> longViews;
        for (int i = 0; i < longTexts; ++i) {
            longViews.push_back(arena.store(longText));
            held += longText.size();
        }
        QCOMPARE(arena.memoryBytes(), held);
        std::vector<std::string> texts;
        std::vector<std::string_view> views;
        for (int i = 0; i < 5000; ++i) {
            texts.push_back("function_" + std::to_string(i));
            views.push_back(arena.store(texts.back()));
            held += texts.back().size();
        }
        // The short texts are in blocks that hold them (before the fix: blocks of 0 bytes, so
        // the arena held no more than the long texts).
        QVERIFY2(arena.memoryBytes() >= held, qPrintable(QString::number(arena.memoryBytes())));
        for (std::size_t i = 0; i < texts.size(); ++i)
            QCOMPARE(views[i], std::string_view(texts[i]));
        for (const std::string_view view : longViews)
            QCOMPARE(view, std::string_view(longText));
    }

    // The same through the loader: the first name of the file is 70,000 bytes long.
    void aProfileWhoseFirstNameIsLong()
    {
        const QByteArray longName(70000, 'n');
        QByteArray text = "events: Ir\nfn=" + longName + "\n1 1\n";
        for (int i = 0; i < 200; ++i)
            text += "fn=f" + QByteArray::number(i) + "\n1 1\n";
        const auto result = test::loadText(text, QStringLiteral("long-first-name.out"));
        QVERIFY2(result.profile, qPrintable(result.error));
        QCOMPARE(result.profile->functionCount(), std::size_t(201));
        QVERIFY(test::findFunction(*result.profile, QString::fromLatin1(longName)));
        for (int i = 0; i < 200; ++i)
            QVERIFY(test::findFunction(*result.profile, QStringLiteral("f%1").arg(i)));
    }
};

QTEST_GUILESS_MAIN(TextArenaTest)
#include "tst_textarena.moc"

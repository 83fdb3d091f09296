// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The open-addressing index of names, context names' ends and function keys: every id is found
// under its hash, among colliding hashes too (the keys, here plain numbers, tell them apart), and
// nothing else is found, whether added by insert() or by a findOrAdd() that found nothing; a dense
// index holds the same entries in fewer slots.

#include "core/model/HashIndex.h"

#include <QTest>

#include <cstdint>
#include <vector>

using namespace tally;

class tst_HashIndex : public QObject
{
    Q_OBJECT

private slots:
    void findsEveryIdAndNothingElse_data();
    void findsEveryIdAndNothingElse();
    void findOrAddAddsWhatItDoesNotFind_data();
    void findOrAddAddsWhatItDoesNotFind();
    void denseSlotsTakeLessMemory();
};

namespace {

// Keys 0..count-1; hashes that collide in groups of `sameHash` (all their bits).
std::uint64_t hashOfKey(std::uint32_t key, std::uint32_t sameHash)
{
    return std::uint64_t(key / sameHash) * 0x9e3779b97f4a7c15ull;
}

HashIndex filled(bool dense, std::uint32_t count, std::uint32_t sameHash)
{
    HashIndex index(dense ? HashIndex::Fill::ThreeQuarters : HashIndex::Fill::Half);
    for (std::uint32_t key = 0; key < count; ++key)
        index.insert(hashOfKey(key, sameHash), key);
    return index;
}

} // namespace

void tst_HashIndex::findsEveryIdAndNothingElse_data()
{
    QTest::addColumn<bool>("dense");
    QTest::addColumn<std::uint32_t>("sameHash");
    for (const bool dense : {false, true}) {
        const char* kind = dense ? "dense" : "half full";
        QTest::addRow("%s, distinct hashes", kind) << dense << 1u;
        QTest::addRow("%s, hashes in threes", kind) << dense << 3u;
    }
}

void tst_HashIndex::findsEveryIdAndNothingElse()
{
    QFETCH(bool, dense);
    QFETCH(std::uint32_t, sameHash);
    constexpr std::uint32_t kCount = 50'000;
    const HashIndex index = filled(dense, kCount, sameHash);
    for (std::uint32_t key = 0; key < kCount; ++key) {
        const std::uint32_t found =
            index.find(hashOfKey(key, sameHash), [&](std::uint32_t id) { return id == key; });
        QCOMPARE(found, key);
    }
    for (std::uint32_t key = kCount; key < kCount + 1000; ++key) {
        const std::uint32_t found =
            index.find(hashOfKey(key, sameHash), [&](std::uint32_t id) { return id == key; });
        QCOMPARE(found, HashIndex::kNone);
    }
    QCOMPARE(HashIndex().find(1, [](std::uint32_t) { return true; }), HashIndex::kNone);
}

void tst_HashIndex::findOrAddAddsWhatItDoesNotFind_data()
{
    findsEveryIdAndNothingElse_data();
}

void tst_HashIndex::findOrAddAddsWhatItDoesNotFind()
{
    QFETCH(bool, dense);
    QFETCH(std::uint32_t, sameHash);
    constexpr std::uint32_t kCount = 50'000;
    HashIndex index(dense ? HashIndex::Fill::ThreeQuarters : HashIndex::Fill::Half);
    // Each key twice: added the first time (the id it adds is no key yet), found the second.
    for (std::uint32_t round = 0; round < 2; ++round) {
        for (std::uint32_t key = 0; key < kCount; ++key) {
            const std::uint32_t found = index.findOrAdd(
                hashOfKey(key, sameHash), key, [&](std::uint32_t id) { return id == key; });
            QCOMPARE(found, round == 0 ? HashIndex::kNone : key);
        }
    }
    for (std::uint32_t key = 0; key < kCount; ++key) {
        const std::uint32_t found =
            index.find(hashOfKey(key, sameHash), [&](std::uint32_t id) { return id == key; });
        QCOMPARE(found, key);
    }
    QCOMPARE(index.memoryBytes(), filled(dense, kCount, sameHash).memoryBytes());
}

void tst_HashIndex::denseSlotsTakeLessMemory()
{
    // 40,000 entries: 131,072 slots at most half full, 65,536 at most three quarters.
    QCOMPARE(filled(false, 40'000, 1).memoryBytes(), std::size_t(131'072) * 8);
    QCOMPARE(filled(true, 40'000, 1).memoryBytes(), std::size_t(65'536) * 8);
}

QTEST_GUILESS_MAIN(tst_HashIndex)
#include "tst_hashindex.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The typed ids: a function id, a string id and a part id are distinct types that convert neither
// into each other nor to or from integers (checked at compile time), stay 32-bit trivially
// copyable values for the loader, and order, hash and index their own tables.

#include "core/model/IdVector.h"
#include "core/model/Types.h"

#include <QTest>

// moc reads this file and cannot parse <concepts>.
#ifndef Q_MOC_RUN
#include <concepts>
#endif
#include <type_traits>
#include <unordered_set>

using namespace tally;

#ifndef Q_MOC_RUN
// No mixing of kinds: neither conversion, construction, assignment nor comparison.
static_assert(!std::convertible_to<StringId, FunctionId>);
static_assert(!std::convertible_to<FunctionId, StringId>);
static_assert(!std::convertible_to<PartId, FunctionId>);
static_assert(!std::constructible_from<FunctionId, StringId>);
static_assert(!std::constructible_from<StringId, PartId>);
static_assert(!std::assignable_from<FunctionId&, StringId>);
static_assert(!std::equality_comparable_with<FunctionId, StringId>);
static_assert(!std::equality_comparable_with<PartId, FunctionId>);
static_assert(!std::totally_ordered_with<FunctionId, PartId>);

// No implicit conversion to or from integers; explicit construction from an index only.
static_assert(!std::convertible_to<std::uint32_t, FunctionId>);
static_assert(!std::convertible_to<int, PartId>);
static_assert(!std::convertible_to<FunctionId, std::uint32_t>);
static_assert(!std::convertible_to<StringId, std::size_t>);
static_assert(!std::convertible_to<PartId, bool>);
static_assert(std::constructible_from<FunctionId, std::uint32_t>);
static_assert(!std::equality_comparable_with<FunctionId, std::uint32_t>);
static_assert(!std::totally_ordered_with<StringId, int>);
static_assert(!std::is_arithmetic_v<FunctionId>);

// Within one kind: equality, ordering, hashing.
static_assert(std::totally_ordered<FunctionId>);
static_assert(std::totally_ordered<StringId>);
static_assert(std::totally_ordered<PartId>);

// As cheap as the plain integers they replace.
static_assert(sizeof(FunctionId) == 4 && sizeof(StringId) == 4 && sizeof(PartId) == 4);
static_assert(std::is_trivially_copyable_v<FunctionId>);
static_assert(std::is_trivially_copyable_v<StringId>);
static_assert(std::is_trivially_copyable_v<PartId>);
static_assert(std::is_nothrow_default_constructible_v<FunctionId>);

// Constant expressions, so that ids can name fixed entries such as the empty string.
static_assert(!FunctionId().isValid());
static_assert(FunctionId(0).isValid() && FunctionId(0).index() == 0);
static_assert(FunctionId::invalid() == FunctionId());
static_assert(FunctionId(1) < FunctionId(2));
#endif

class TestIds : public QObject
{
    Q_OBJECT

private slots:
    void invalidIsDistinctFromEveryIndex()
    {
        const FunctionId none;
        QVERIFY(!none.isValid());
        QVERIFY(none != FunctionId(0));
        QCOMPARE(none.index(), FunctionId::kInvalidIndex);
        // Sorts after every real id, as the old all-ones marker did.
        QVERIFY(FunctionId(123456) < none);
    }

    void hashesWithinOneKind()
    {
        std::unordered_set<StringId> seen{StringId(1), StringId(2), StringId(1)};
        QCOMPARE(seen.size(), std::size_t(2));
        QVERIFY(seen.contains(StringId(2)));
        QVERIFY(!seen.contains(StringId()));
    }

    void idVectorIndexesByItsKind()
    {
        IdVector<FunctionId, int> values(3, 7);
        QCOMPARE(values.size(), std::size_t(3));
        QVERIFY(values.contains(FunctionId(2)));
        QVERIFY(!values.contains(FunctionId(3)));
        QVERIFY(!values.contains(FunctionId()));
        values[FunctionId(1)] = 9;
        QCOMPARE(values[FunctionId(1)], 9);
        QCOMPARE(values.nextId(), FunctionId(3));
        values.push_back(4);
        QCOMPARE(values[FunctionId(3)], 4);

        std::vector<FunctionId> visited;
        for (const FunctionId f : values.ids())
            visited.push_back(f);
        QCOMPARE(visited, (std::vector<FunctionId>{FunctionId(0), FunctionId(1), FunctionId(2),
                                                   FunctionId(3)}));
    }

    void idRangeCountsFromZero()
    {
        std::vector<PartId> parts;
        for (const PartId p : idRange<PartId>(2))
            parts.push_back(p);
        QCOMPARE(parts, (std::vector<PartId>{PartId(0), PartId(1)}));
        QCOMPARE(idRange<PartId>(0).size(), std::size_t(0));
        QVERIFY(idRange<PartId>(0).begin() == idRange<PartId>(0).end());
    }
};

QTEST_GUILESS_MAIN(TestIds)
#include "tst_ids.moc"

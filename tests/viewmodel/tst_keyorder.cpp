// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The radix order of a list's rows equals a stable comparison sort's, ties in the rows' own
// order in both directions, for negative, equal and 64-bit-wide keys.

#include "ui/viewmodel/common/KeyOrder.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <vector>

using namespace tally;

namespace {

std::vector<std::uint32_t> byComparison(const std::vector<std::int64_t>& keys, bool descending)
{
    std::vector<std::uint32_t> places(keys.size());
    std::iota(places.begin(), places.end(), 0u);
    std::stable_sort(places.begin(), places.end(), [&](std::uint32_t a, std::uint32_t b) {
        return descending ? keys[a] > keys[b] : keys[a] < keys[b];
    });
    return places;
}

} // namespace

class KeyOrderTest : public QObject
{
    Q_OBJECT

private slots:
    void smallCases()
    {
        QVERIFY(keyorder::ordered({}, false).empty());
        const std::vector<std::int64_t> one = {42};
        QCOMPARE(keyorder::ordered(one, true), std::vector<std::uint32_t>{0});
        // Ties keep their places' order both ways: not the reverse of ascending.
        const std::vector<std::int64_t> keys = {5, -3, 5, 0, -3, 5};
        QCOMPARE(keyorder::ordered(keys, false), (std::vector<std::uint32_t>{1, 4, 3, 0, 2, 5}));
        QCOMPARE(keyorder::ordered(keys, true), (std::vector<std::uint32_t>{0, 2, 5, 3, 1, 4}));
    }

    // Doubles turned into keys order as the doubles do: negatives by magnitude, the infinities
    // at the ends, zero and minus zero one key.
    void doublesKeepTheirOrder()
    {
        const double infinity = std::numeric_limits<double>::infinity();
        const std::vector<double> ascending = {-infinity, -1e300, -2.5,  -1.0,  -1e-300, 0.0,
                                               1e-300,    0.5,    100.0, 1e300, infinity};
        for (std::size_t i = 1; i < ascending.size(); ++i) {
            QVERIFY2(keyorder::keyOf(ascending[i - 1]) < keyorder::keyOf(ascending[i]),
                     qPrintable(QString::number(ascending[i])));
        }
        QCOMPARE(keyorder::keyOf(-0.0), keyorder::keyOf(0.0));
        QRandomGenerator random(5);
        std::vector<double> values(2000);
        for (double& value : values)
            value = (random.generateDouble() - 0.5) * std::pow(10.0, random.bounded(-20, 20));
        values[7] = values[9] = values[11]; // ties keep their order
        std::vector<std::int64_t> keys;
        for (const double value : values)
            keys.push_back(keyorder::keyOf(value));
        for (const bool descending : {false, true}) {
            std::vector<std::uint32_t> expected(values.size());
            std::iota(expected.begin(), expected.end(), 0U);
            std::stable_sort(expected.begin(), expected.end(),
                             [&](std::uint32_t a, std::uint32_t b) {
                                 return descending ? values[a] > values[b] : values[a] < values[b];
                             });
            QCOMPARE(keyorder::ordered(keys, descending), expected);
        }
    }

    void asAStableSort_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("distinct");  // 0: any 64-bit value
        QTest::addColumn<bool>("extremes"); // the smallest and largest int64 among the keys
        QTest::newRow("few distinct") << 5000 << 7 << true;
        QTest::newRow("costs") << 20000 << 1000000 << true;
        QTest::newRow("whole range") << 20000 << 0 << false;
        // Ranges of at most 32 bits take the narrow items; one byte, two, then three.
        QTest::newRow("narrow, few distinct") << 5000 << 7 << false;
        QTest::newRow("narrow, two bytes") << 20000 << 40000 << false;
        QTest::newRow("narrow, costs") << 20000 << 1000000 << false;
        QTest::newRow("narrow, 31 bits") << 20000 << 2000000000 << false;
    }

    void asAStableSort()
    {
        QFETCH(int, size);
        QFETCH(int, distinct);
        QFETCH(bool, extremes);
        QRandomGenerator random(17);
        std::vector<std::int64_t> keys(static_cast<std::size_t>(size));
        for (std::int64_t& key : keys) {
            key = distinct > 0 ? std::int64_t(random.bounded(distinct)) - distinct / 4
                               : std::int64_t(random.generate64());
        }
        if (extremes) {
            keys[0] = std::numeric_limits<std::int64_t>::min();
            keys[1] = std::numeric_limits<std::int64_t>::max();
        }
        for (const bool descending : {false, true})
            QCOMPARE(keyorder::ordered(keys, descending), byComparison(keys, descending));
    }
};

QTEST_GUILESS_MAIN(KeyOrderTest)
#include "tst_keyorder.moc"

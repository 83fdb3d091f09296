// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Derived event types: the spec's formula grammar (good and bad formulas), evaluation of
// weighted and nested formulas (stale indices and narrow costs valued 0), cycles and unknown
// names refused, KCachegrind's defaults.

#include "tests/support/TestSupport.h"

using namespace tally;
using namespace tally::test;

class TestEventFormulas : public QObject
{
    Q_OBJECT

private:
    static EventSet realTypes(const QStringList& names)
    {
        EventSet events;
        for (const QString& name : names)
            events.addReal(name);
        return events;
    }

private slots:
    void goodFormulasParse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QList<qint64>>("factors");
        QTest::newRow("single") << "Ir" << QStringList{"Ir"} << QList<qint64>{1};
        QTest::newRow("sum") << "Ir + Dr" << QStringList{"Ir", "Dr"} << QList<qint64>{1, 1};
        QTest::newRow("weighted") << "Ir + 2 Dr" << QStringList{"Ir", "Dr"} << QList<qint64>{1, 2};
        QTest::newRow("star") << "3 * Ir+10*L1m" << QStringList{"Ir", "L1m"}
                              << QList<qint64>{3, 10};
        QTest::newRow("spaces") << "  Ir  +  100   LLm " << QStringList{"Ir", "LLm"}
                                << QList<qint64>{1, 100};
        QTest::newRow("negative") << "Ir + -1 Dr" << QStringList{"Ir", "Dr"}
                                  << QList<qint64>{1, -1};
        QTest::newRow("underscore")
            << "_a1 + B_2" << QStringList{"_a1", "B_2"} << QList<qint64>{1, 1};
    }
    void goodFormulasParse()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, names);
        QFETCH(QList<qint64>, factors);
        QString error;
        const auto terms = EventSet::parseFormula(text, &error);
        QVERIFY2(terms, qPrintable(error));
        QCOMPARE(int(terms->size()), names.size());
        for (int i = 0; i < names.size(); ++i) {
            QCOMPARE((*terms)[std::size_t(i)].name, names[i]);
            QCOMPARE(qint64((*terms)[std::size_t(i)].factor), factors[i]);
        }
    }

    void badFormulasAreRejected_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << "";
        QTest::newRow("blank") << "   ";
        QTest::newRow("trailing plus") << "Ir +";
        QTest::newRow("leading plus") << "+ Ir";
        QTest::newRow("number only") << "2";
        QTest::newRow("two names") << "Ir Dr";
        QTest::newRow("minus") << "Ir - Dr";
        QTest::newRow("product of types") << "Ir * Dr";
        QTest::newRow("factor after") << "Ir * 2";
        QTest::newRow("float factor") << "1.5 Ir";
        QTest::newRow("exponent") << "1e3 Ir";
        QTest::newRow("parenthesis") << "(Ir + Dr)";
        QTest::newRow("digit first name") << "2Ir2 + 3";
        QTest::newRow("factor overflow") << "99999999999999999999 Ir";
    }
    void badFormulasAreRejected()
    {
        QFETCH(QString, text);
        QString error;
        QVERIFY(!EventSet::parseFormula(text, &error));
        QVERIFY(!error.isEmpty());
    }

    void weightedAndNestedFormulasEvaluate()
    {
        EventSet events = realTypes({"Ir", "Dr", "Dw"});
        QString error;
        QVERIFY(events.addDerived("Mem", *EventSet::parseFormula("Dr + Dw", nullptr), {}, &error));
        QVERIFY(events.addDerived("Est", *EventSet::parseFormula("Ir + 3 Mem + 2 Dw", nullptr),
                                  QStringLiteral("Estimate"), &error));
        QVERIFY(events.resolve().empty());
        const std::vector<Cost> costs{100, 7, 5};
        QCOMPARE(events.value(costs, events.indexOf("Ir")), Cost(100));
        QCOMPARE(events.value(costs, events.indexOf("Mem")), Cost(12));
        QCOMPARE(events.value(costs, events.indexOf("Est")), Cost(100 + 3 * 12 + 2 * 5));
        QCOMPARE(events.type(events.indexOf("Est")).longName, QStringLiteral("Estimate"));
        // Resolved to weights over the real types, so evaluation is one dot product.
        QCOMPARE(events.type(events.indexOf("Est")).weights, (std::vector<Cost>{1, 3, 5}));
    }

    void staleEventsAndNarrowCostsValueZero()
    {
        // What a view holds may be stale: an event index of types since replaced, costs of
        // a profile with fewer types. valueOrZero gives 0 for those and value() otherwise.
        EventSet events = realTypes({"Ir", "Dr"});
        QString error;
        QVERIFY(events.addDerived("Sum", *EventSet::parseFormula("Ir + Dr", nullptr), {}, &error));
        QVERIFY(events.resolve().empty());
        const std::vector<Cost> costs{100, 7};
        QCOMPARE(events.valueOrZero(costs, 0), Cost(100));
        QCOMPARE(events.valueOrZero(costs, 2), Cost(107));
        QCOMPARE(events.valueOrZero(costs, -1), Cost(0));
        QCOMPARE(events.valueOrZero(costs, 3), Cost(0));
        const std::vector<Cost> narrow{100};
        QCOMPARE(events.valueOrZero(narrow, 0), Cost(0));
        QCOMPARE(events.valueOrZero(narrow, 2), Cost(0));
        QCOMPARE(events.valueOrZero({}, 2), Cost(0));
    }

    void cyclesAreRefused()
    {
        EventSet events = realTypes({"Ir"});
        events.addDerived("A", *EventSet::parseFormula("B + Ir", nullptr), {}, nullptr);
        events.addDerived("B", *EventSet::parseFormula("2 C", nullptr), {}, nullptr);
        events.addDerived("C", *EventSet::parseFormula("A", nullptr), {}, nullptr);
        events.addDerived("Self", *EventSet::parseFormula("Self + Ir", nullptr), {}, nullptr);
        events.addDerived("Fine", *EventSet::parseFormula("4 Ir", nullptr), {}, nullptr);
        const auto problems = events.resolve();
        QVERIFY(!problems.empty());
        for (const char* name : {"A", "B", "C", "Self"})
            QCOMPARE(events.indexOf(QLatin1String(name)), -1);
        QCOMPARE(events.value(std::vector<Cost>{3}, events.indexOf("Fine")), Cost(12));
        QVERIFY(QStringList(problems.begin(), problems.end())
                    .join('\n')
                    .contains(QStringLiteral("refers back to itself")));
    }

    void unknownTypesAreRefused()
    {
        EventSet events = realTypes({"Ir"});
        events.addDerived("X", *EventSet::parseFormula("Ir + Nope", nullptr), {}, nullptr);
        const auto problems = events.resolve();
        QCOMPARE(events.indexOf("X"), -1);
        QCOMPARE(problems.size(), std::size_t(1));
        QVERIFY(problems.front().contains(QStringLiteral("Nope")));
    }

    void realTypesCannotBeRedefined()
    {
        EventSet events = realTypes({"Ir", "Dr"});
        QString error;
        QVERIFY(!events.addDerived("Ir", *EventSet::parseFormula("2 Dr", nullptr), {}, &error));
        QVERIFY(error.contains(QStringLiteral("measured")));
    }

    void kcachegrindDefaultsWhereTheEventsExist()
    {
        EventSet events = realTypes({"Ir", "Dr", "Dw", "I1mr", "D1mr", "D1mw", "ILmr", "DLmr",
                                     "DLmw", "Bc", "Bcm", "Bi", "Bim"});
        events.addDefaultDerivedTypes();
        QVERIFY(events.resolve().empty());
        const std::vector<Cost> c{1000, 0, 0, 1, 2, 3, 4, 5, 6, 0, 7, 0, 8};
        QCOMPARE(events.value(c, events.indexOf("L1m")), Cost(1 + 2 + 3));
        QCOMPARE(events.value(c, events.indexOf("LLm")), Cost(4 + 5 + 6));
        QCOMPARE(events.value(c, events.indexOf("Bm")), Cost(7 + 8));
        QCOMPARE(events.value(c, events.indexOf("CEst")), Cost(1000 + 10 * 15 + 10 * 6 + 100 * 15));

        // Only Ir: no defaults at all.
        EventSet plain = realTypes({"Ir"});
        plain.addDefaultDerivedTypes();
        QCOMPARE(plain.count(), 1);
        // Cache but no branch simulation: CEst without Bm.
        EventSet cache =
            realTypes({"Ir", "Dr", "Dw", "I1mr", "D1mr", "D1mw", "ILmr", "DLmr", "DLmw"});
        cache.addDefaultDerivedTypes();
        QVERIFY(cache.resolve().empty());
        QCOMPARE(cache.indexOf("Bm"), -1);
        const std::vector<Cost> d{1000, 0, 0, 1, 2, 3, 4, 5, 6};
        QCOMPARE(cache.value(d, cache.indexOf("CEst")), Cost(1000 + 10 * 6 + 100 * 15));
    }

    void fileDefinedTypesEvaluateInTheFlatProfile()
    {
        const auto result =
            loadedText("events: Ir Dr\nevent: Sum = Ir + 2 Dr\nevent: Twice = 2 Sum\n"
                       "fn=main\n1 10 3\ncfn=leaf\ncalls=1 5\n1 4 1\n"
                       "fn=leaf\n5 4 1\n");
        const Profile& profile = *result.profile;
        const FlatProfile flat(profile, {});
        const auto main = *findFunction(profile, "main");
        const int sum = profile.events().indexOf("Sum");
        const int twice = profile.events().indexOf("Twice");
        QCOMPARE(profile.events().value(flat.self(main), sum), Cost(10 + 2 * 3));
        QCOMPARE(profile.events().value(flat.inclusive(main), sum), Cost(14 + 2 * 4));
        QCOMPARE(profile.events().value(flat.inclusive(main), twice), Cost(2 * 22));
    }
};

QTEST_GUILESS_MAIN(TestEventFormulas)
#include "tst_eventformulas.moc"

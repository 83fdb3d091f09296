// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The examples of the format specification (../shared/spec) load to the numbers the spec states.

#include "tests/support/TestSupport.h"

using namespace tally;
using namespace tally::test;

namespace {

const QByteArray kExtended = R"(events: Instructions
fl=file1.c
fn=main
16 20
cfn=func1
calls=1 50
16 400
cfi=file2.c
cfn=func2
calls=3 20
16 400
fn=func1
51 100
cfi=file2.c
cfn=func2
calls=2 20
51 300
fl=file2.c
fn=func2
20 700
)";

const QByteArray kCompressed = R"(events: Instructions
fl=(1) file1.c
fn=(1) main
16 20
cfn=(2) func1
calls=1 50
16 400
cfi=(2) file2.c
cfn=(3) func2
calls=3 20
16 400
fn=(2)
51 100
cfi=(2)
cfn=(3)
calls=2 20
51 300
fl=(2)
fn=(3)
20 700
)";

const QByteArray kMappingsFirst = R"(events: Instructions
# define file ID mapping
fl=(1) file1.c
fl=(2) file2.c
# define function ID mapping
fn=(1) main
fn=(2) func1
fn=(3) func2
fl=(1)
fn=(1)
16 20
cfn=(2)
calls=1 50
16 400
cfi=(2)
cfn=(3)
calls=3 20
16 400
fn=(2)
51 100
cfi=(2)
cfn=(3)
calls=2 20
51 300
fl=(2)
fn=(3)
20 700
)";

struct FunctionNumbers
{
    Cost self;
    Cost inclusive;
    Count called;
    bool operator==(const FunctionNumbers&) const = default;
};

FunctionNumbers numbers(const Profile& profile, const FlatProfile& flat, const QString& name,
                        const QString& file = QString())
{
    const auto f = findFunction(profile, name, file);
    if (!f)
        return {-1, -1, 0};
    return {flat.self(*f)[0], flat.inclusive(*f)[0], flat.called(*f)};
}

} // namespace

class SpecExamplesTest : public QObject
{
    Q_OBJECT

private slots:
    void simpleExample()
    {
        const auto result = loadedText(
            "events: Cycles Instructions Flops\nfl=file.f\nfn=main\n15 90 14 2\n16 20 12\n");
        const Profile& profile = *result.profile;
        QCOMPARE(profile.events().realCount(), 3);
        QCOMPARE(profile.events().type(2).name, QStringLiteral("Flops"));
        const auto main = findFunction(profile, QStringLiteral("main"), QStringLiteral("file.f"));
        QVERIFY(main);
        const FlatProfile flat(profile, {});
        QCOMPARE(std::vector<Cost>(flat.self(*main).begin(), flat.self(*main).end()),
                 (std::vector<Cost>{110, 26, 2}));
        // Line 16 has no Flops: fewer costs than events means zeros.
        const auto lines = profile.lines(*main);
        QCOMPARE(lines.size(), std::size_t(2));
        QCOMPARE(lines.row(1).line, LineNumber(16));
        QCOMPARE(lines.costs(1)[2], Cost(0));
        QVERIFY(profile.diagnostics().empty());
    }

    void extendedExample_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("plain") << kExtended;
        QTest::newRow("compressed") << kCompressed;
        QTest::newRow("mappings first") << kMappingsFirst;
    }

    void extendedExample()
    {
        QFETCH(QByteArray, text);
        const auto result = loadedText(text);
        const Profile& profile = *result.profile;
        QVERIFY2(profile.diagnostics().empty(), qPrintable(diagnosticTexts(profile).join('\n')));
        const FlatProfile flat(profile, {});
        // "Inclusive cost of main is 820, which is the sum of self cost 20 and costs spent in
        // the calls: 400 for the single call to func1 and 400 as sum for the three calls to func2."
        // func1 is in file1.c (no cfi=), func2 in file2.c.
        QCOMPARE(numbers(profile, flat, QStringLiteral("main"), QStringLiteral("file1.c")),
                 (FunctionNumbers{20, 820, 0}));
        QCOMPARE(numbers(profile, flat, QStringLiteral("func1"), QStringLiteral("file1.c")),
                 (FunctionNumbers{100, 400, 1}));
        QCOMPARE(numbers(profile, flat, QStringLiteral("func2"), QStringLiteral("file2.c")),
                 (FunctionNumbers{700, 700, 5}));
        QCOMPARE(profile.totals()[0], Cost(820));
        // Only these three have costs (the mappings-first form also names functions in passing).
        std::size_t present = 0;
        for (const FunctionId f : profile.functionIds())
            present += flat.isPresent(f);
        QCOMPARE(present, std::size_t(3));
        // main's call sites: both on line 16.
        const auto main = *findFunction(profile, QStringLiteral("main"), QStringLiteral("file1.c"));
        const auto sites = profile.callSites(main);
        QCOMPARE(sites.size(), std::size_t(2));
        for (const auto& site : sites.rows())
            QCOMPARE(site.line, LineNumber(16));
    }

    void compressedAndPlainGiveTheSameReport()
    {
        auto report = [](const QByteArray& text) {
            const auto result = loadText(text);
            QString out;
            QTextStream stream(&out);
            const FlatProfile flat(*result.profile, {});
            reportwriter::writeTsv(stream, *result.profile, flat, {});
            stream.flush();
            return out;
        };
        const QString plain = report(kExtended);
        QCOMPARE(report(kCompressed), plain);
        QCOMPARE(report(kMappingsFirst), plain);
        QVERIFY(plain.contains(QStringLiteral("fn\tmain\tfile1.c\t\t0\t20\t820\n")));
    }

    void subpositionCompression_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("absolute") << QByteArray(
            "positions: instr line\nevents: ticks\nfn=func\n"
            "0x80001234 90 1\n0x80001237 90 5\n0x80001238 91 6\n");
        QTest::newRow("relative") << QByteArray("positions: instr line\nevents: ticks\nfn=func\n"
                                                "0x80001234 90 1\n+3 * 5\n+1 +1 6\n");
    }

    void subpositionCompression()
    {
        QFETCH(QByteArray, text);
        const auto result = loadedText(text);
        const Profile& profile = *result.profile;
        QVERIFY(profile.diagnostics().empty());
        const auto func = *findFunction(profile, QStringLiteral("func"));
        const auto lines = profile.lines(func);
        QCOMPARE(lines.size(), std::size_t(3));
        const std::pair<Address, LineNumber> expected[] = {
            {0x80001234, 90}, {0x80001237, 90}, {0x80001238, 91}};
        const Cost costs[] = {1, 5, 6};
        for (std::size_t i = 0; i < 3; ++i) {
            QCOMPARE(lines.row(i).address, expected[i].first);
            QCOMPARE(lines.row(i).line, expected[i].second);
            QCOMPARE(lines.costs(i)[0], costs[i]);
        }
        QVERIFY(profile.sources().front().hasAddresses);
    }

    void longNamesAndDerivedTypes()
    {
        const auto result =
            loadedText("event: Ir : Instruction Fetches\nevents: Ir Dr\nevent: Sum = Ir + Dr\n"
                       "event: Weighted = 2 * Ir + 3 Dr : Weighted sum\nevent: Nested = Sum + Ir\n"
                       "fn=main\n1 10 5\n");
        const auto& events = result.profile->events();
        QCOMPARE(events.realCount(), 2);
        QCOMPARE(events.count(), 5);
        QCOMPARE(events.type(0).longName, QStringLiteral("Instruction Fetches"));
        QCOMPARE(events.type(0).displayName(), QStringLiteral("Instruction Fetches"));
        const std::vector<Cost> row{10, 5};
        QCOMPARE(events.value(row, events.indexOf(QStringLiteral("Sum"))), Cost(15));
        QCOMPARE(events.value(row, events.indexOf(QStringLiteral("Weighted"))), Cost(35));
        QCOMPARE(events.type(events.indexOf(QStringLiteral("Weighted"))).longName,
                 QStringLiteral("Weighted sum"));
        QCOMPARE(events.value(row, events.indexOf(QStringLiteral("Nested"))), Cost(25));
    }

    void defaultDerivedTypes()
    {
        // KCachegrind's defaults appear where their events exist (a --cache-sim --branch-sim run).
        const auto result =
            loadedText("events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw Bc Bcm Bi Bim\n"
                       "fn=main\n1 100 0 0 1 2 3 4 5 6 0 7 0 8\n");
        const auto& events = result.profile->events();
        const auto totals = result.profile->totals();
        QCOMPARE(events.value(totals, events.indexOf(QStringLiteral("L1m"))), Cost(6));
        QCOMPARE(events.value(totals, events.indexOf(QStringLiteral("LLm"))), Cost(15));
        QCOMPARE(events.value(totals, events.indexOf(QStringLiteral("Bm"))), Cost(15));
        QCOMPARE(events.value(totals, events.indexOf(QStringLiteral("CEst"))),
                 Cost(100 + 10 * 15 + 10 * 6 + 100 * 15));
        QCOMPARE(events.type(events.indexOf(QStringLiteral("CEst"))).longName,
                 QStringLiteral("Cycle Estimation"));
        QCOMPARE(events.indexOf(QStringLiteral("L2m")), -1);
        // A file's own definition wins over a default, and nothing is added without its events.
        const auto own =
            loadText("events: Ir I1mr D1mr D1mw\nevent: L1m = I1mr\nfn=main\n1 10 1 2 3\n");
        QCOMPARE(own.profile->events().value(own.profile->totals(),
                                             own.profile->events().indexOf(QStringLiteral("L1m"))),
                 Cost(1));
        QCOMPARE(own.profile->events().indexOf(QStringLiteral("Bm")), -1);
        QCOMPARE(own.profile->events().indexOf(QStringLiteral("CEst")), -1);
    }

    void callLinesAreNotSelfCost()
    {
        // calls= is followed by the call's inclusive cost, which must not count as self cost.
        const auto result =
            loadText("events: Ir\nfn=a\n1 5\ncfn=b\ncalls=2 10\n1 100\nfn=b\n10 100\n");
        const Profile& profile = *result.profile;
        const FlatProfile flat(profile, {});
        QCOMPARE(numbers(profile, flat, QStringLiteral("a")), (FunctionNumbers{5, 105, 0}));
        QCOMPARE(numbers(profile, flat, QStringLiteral("b")), (FunctionNumbers{100, 100, 2}));
    }

    void jumps()
    {
        const auto result =
            loadedText("positions: instr line\nevents: Ir\nfn=f\n0x10 1 3\njump=4 +8 +2\n* *\n"
                       "jcnd=3/5 +16 +4\n* *\n0x18 3 1\n");
        const Profile& profile = *result.profile;
        QVERIFY2(profile.diagnostics().empty(), qPrintable(diagnosticTexts(profile).join('\n')));
        const auto f = *findFunction(profile, QStringLiteral("f"));
        const auto jumps = profile.jumps(f);
        QCOMPARE(jumps.size(), std::size_t(2));
        const JumpRow& unconditional = jumps[0].conditional ? jumps[1] : jumps[0];
        const JumpRow& conditional = jumps[0].conditional ? jumps[0] : jumps[1];
        QCOMPARE(unconditional.fromAddress, Address(0x10));
        QCOMPARE(unconditional.toAddress, Address(0x18));
        QCOMPARE(unconditional.toLine, LineNumber(3));
        QCOMPARE(unconditional.executed, Count(4));
        QCOMPARE(conditional.toAddress, Address(0x20));
        QCOMPARE(conditional.taken, Count(3));
        QCOMPARE(conditional.executed, Count(5));
        QCOMPARE(flatSelf(profile, f), Cost(4));
    }

private:
    static Cost flatSelf(const Profile& profile, FunctionId f)
    {
        const FlatProfile flat(profile, {});
        return flat.self(f)[0];
    }
};

QTEST_GUILESS_MAIN(SpecExamplesTest)
#include "tst_specexamples.moc"

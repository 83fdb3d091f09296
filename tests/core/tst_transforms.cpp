// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The transforms of issue 37 (core/transform): focus, drop, merge and collapse-object on
// profiles whose numbers are worked out by hand, on programs recorded with valgrind at test time,
// and as properties over random call graphs; and the one rounding they share (Apportion.h).

#include "tests/support/CycleProfile.h"
#include "tests/support/PartsProfiles.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TransformFixtures.h"

#include "core/analysis/CallRelations.h"
#include "core/analysis/Coverage.h"
#include "core/analysis/FlatProfile.h"
#include "core/transform/Apportion.h"
#include "core/transform/ProfileTransforms.h"

#include <QFile>
#include <QTest>

#include <array>
#include <limits>
#include <map>
#include <numeric>
#include <optional>
#include <random>
#include <set>
#include <thread>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

// A program recorded with valgrind at test time: one caller (one -> leaf), several callers (two
// and three -> shared), a recursion (fact) and a library called back into (qsort -> cmp).
const QByteArray kProgram = R"(
#include <stdlib.h>
volatile long sink;
void leaf(int n) { for (int i = 0; i < n; ++i) sink += i; }
void shared(int n) { for (int i = 0; i < n; ++i) sink += i; }
void one(void) { leaf(100); }
void two(void) { shared(200); }
void three(void) { shared(300); }
int fact(int n) { sink += n; return n <= 1 ? 1 : n * fact(n - 1); }
int cmp(const void* a, const void* b) { return *(const int*)a - *(const int*)b; }
int main(void)
{
    int v[64];
    for (int i = 0; i < 64; ++i)
        v[i] = (i * 37) % 64;
    one();
    two();
    three();
    sink += fact(10);
    qsort(v, 64, sizeof v[0], cmp);
    sink += v[0];
    return 0;
}
)";

// Costs of the recorded program by name, first event (Ir).
struct Numbers
{
    const Profile& profile;
    FlatProfile flat;
    CallRelations relations;

    explicit Numbers(const Profile& p, bool cycles = true)
        : profile(p), flat(flatOf(p, cycles)), relations(p)
    {}
    FunctionId id(const char* name) const
    {
        return functionNamed(profile, QString::fromUtf8(name));
    }
    Cost self(const char* name) const { return flat.self(id(name))[0]; }
    Cost inclusive(const char* name) const { return flat.inclusive(id(name))[0]; }
    Cost total() const { return profile.totals()[0]; }
    // The inclusive cost of the calls from `caller` to `callee`.
    Cost call(const char* caller, const char* callee) const
    {
        for (const CallRelation& r : relations.callees(id(caller))) {
            if (r.other == id(callee))
                return r.inclusive[0];
        }
        return 0;
    }
};

} // namespace

class TestTransforms : public QObject
{
    Q_OBJECT

private slots:
    void sharesAddUp();
    void tableKeepsBothMargins();
    void recipeLines();
    void focusDiamond();
    void dropDiamond();
    void mergeDiamond();
    void mergeRoundsExactly();
    void collapseCallback();
    void collapseSumsLinesOfAllMembers();
    void rowsMadeOnDemand();
    void recursionCycle();
    void inOrder();
    void errors();
    void absentLeftAloneOnOtherSides();
    void perPart();
    void mergeBounded();
    void recordedProgram();
    void randomMergeAndCollapseKeepCosts();
    void randomFocusGivesAllCallees();
    void randomDropRemovesInclusive();
};

void TestTransforms::sharesAddUp()
{
    // 10 by 1:1:1 is 3.33 each: floors 3, 3, 3, the one unit left to the first of equal
    // remainders.
    std::vector<Cost> out(3);
    apportion::shares(10, std::vector<Cost>{1, 1, 1}, out);
    QCOMPARE(costs(out), u"4/3/3"_s);
    // 100 by 1:2:3:4 (10, 20, 30, 40 exactly); 7 by 5:3 (4.375, 2.625: the larger remainder,
    // 0.625, takes the unit).
    out.resize(4);
    apportion::shares(100, std::vector<Cost>{1, 2, 3, 4}, out);
    QCOMPARE(costs(out), u"10/20/30/40"_s);
    out.resize(2);
    apportion::shares(7, std::vector<Cost>{5, 3}, out);
    QCOMPARE(costs(out), u"4/3"_s);
    // A negative whole is shared as its opposite; negative weights count as nothing; no weight:
    // all to the first.
    apportion::shares(-7, std::vector<Cost>{5, 3}, out);
    QCOMPARE(costs(out), u"-4/-3"_s);
    apportion::shares(9, std::vector<Cost>{-5, 3}, out);
    QCOMPARE(costs(out), u"0/9"_s);
    apportion::shares(9, std::vector<Cost>{0, 0}, out);
    QCOMPARE(costs(out), u"9/0"_s);
    // Huge costs: products beyond 64 bits.
    apportion::shares(costmath::kMaximum, std::vector<Cost>{costmath::kMaximum, 1}, out);
    QCOMPARE(out[0] + out[1], costmath::kMaximum);
}

void TestTransforms::tableKeepsBothMargins()
{
    // Rows 3, 3, 4 (callers), columns 5, 5 (self, a call): every exact cell is a half (1.5, 1.5;
    // 1.5, 1.5; 2, 2). Floors 1 1 / 1 1 / 2 2 leave one unit to each of the first two rows and
    // each column: row 0 takes column 0 (first of equal remainders), row 1 then column 1.
    const std::vector<Cost> cells =
        apportion::table(std::vector<Cost>{3, 3, 4}, std::vector<Cost>{5, 5});
    QCOMPARE(costs(cells), u"2/1/1/2/2/2"_s);
    // Random tables: both margins exact, no cell negative.
    std::mt19937 random(7);
    for (int round = 0; round < 500; ++round) {
        const int rows = std::uniform_int_distribution<int>(1, 6)(random);
        const int columns = std::uniform_int_distribution<int>(1, 6)(random);
        std::vector<Cost> columnSums(static_cast<std::size_t>(columns));
        for (Cost& c : columnSums)
            c = std::uniform_int_distribution<int>(0, 50)(random);
        const Cost total = std::accumulate(columnSums.begin(), columnSums.end(), Cost(0));
        std::vector<Cost> weights(static_cast<std::size_t>(rows));
        for (Cost& w : weights)
            w = std::uniform_int_distribution<int>(0, 9)(random);
        std::vector<Cost> rowSums(static_cast<std::size_t>(rows));
        apportion::shares(total, weights, rowSums);
        const auto t = apportion::table(rowSums, columnSums);
        for (int r = 0; r < rows; ++r) {
            Cost sum = 0;
            for (int c = 0; c < columns; ++c) {
                QVERIFY(t[std::size_t(r) * std::size_t(columns) + std::size_t(c)] >= 0);
                sum += t[std::size_t(r) * std::size_t(columns) + std::size_t(c)];
            }
            QCOMPARE(sum, rowSums[std::size_t(r)]);
        }
        for (int c = 0; c < columns; ++c) {
            Cost sum = 0;
            for (int r = 0; r < rows; ++r)
                sum += t[std::size_t(r) * std::size_t(columns) + std::size_t(c)];
            QCOMPARE(sum, columnSums[std::size_t(c)]);
        }
    }
}

void TestTransforms::recipeLines()
{
    QString error;
    const auto focus = transforms::parseLine(u"  focus   main@a.c  "_s, &error);
    QVERIFY(focus);
    QCOMPARE(focus->kind, TransformKind::Focus);
    QCOMPARE(focus->target, u"main@a.c"_s);
    QCOMPARE(transforms::line(*focus), u"focus main@a.c"_s);
    const auto collapse = transforms::parseLine(u"collapse-object libc.so.6"_s, &error);
    QVERIFY(collapse && collapse->kind == TransformKind::CollapseObject);
    const auto merge = transforms::parseLine(u"merge re:^std::"_s, &error);
    QVERIFY(merge && merge->targetIsRegex() && merge->acceptsRegex());
    QVERIFY(!transforms::parseLine(u"fold main"_s, &error));
    QVERIFY2(error.contains(u"'fold'"_s), qPrintable(error));
    QVERIFY(!transforms::parseLine(u"drop"_s, &error));
}

void TestTransforms::focusDiamond()
{
    const auto profile = loadProfile(kDiamond);
    // Focus a: a's inclusive 100 is the total; c gets the 60 that flows from a (its All Callees
    // number), with self 90 * 60/90 = 60.
    auto focused = transformed(profile, {focusOn(u"a"_s)});
    QVERIFY(focused);
    QCOMPARE(flatText(*focused), u"a 40 100; c 60 60; total 100"_s);
    checkDetailsAddUp(*focused);
    // Focus c: c alone, 90.
    focused = transformed(profile, {focusOn(u"c"_s)});
    QCOMPARE(flatText(*focused), u"c 90 90; total 90"_s);
    // Focus main: the profile as it was.
    focused = transformed(profile, {focusOn(u"main"_s)});
    QCOMPARE(flatText(*focused), flatText(*profile));
}

void TestTransforms::dropDiamond()
{
    const auto profile = loadProfile(kDiamond);
    // Drop a (inclusive 100): total 160 - 100 = 60; c loses its 60 from a (self 30 left), main
    // its 100 through a (inclusive 60).
    auto dropped = transformed(profile, {dropping(u"a"_s)});
    QVERIFY(dropped);
    QCOMPARE(flatText(*dropped), u"b 20 50; c 30 30; main 10 60; total 60"_s);
    checkDetailsAddUp(*dropped);
    // Drop c (90): a and b lose their calls to it (60, 30), main those through them: its call
    // to a 100 -> 40, to b 50 -> 20. Total 70.
    dropped = transformed(profile, {dropping(u"c"_s)});
    QCOMPARE(flatText(*dropped), u"a 40 40; b 20 20; main 10 70; total 70"_s);
    checkDetailsAddUp(*dropped);
}

void TestTransforms::mergeDiamond()
{
    const auto profile = loadProfile(kDiamond);
    // Merge c into a (its call 60) and b (30): c's self 90 shared 60 : 30.
    auto merged = transformed(profile, {merging(u"c"_s)});
    QVERIFY(merged);
    QCOMPARE(flatText(*merged), u"a 100 100; b 50 50; main 10 160; total 160"_s);
    checkDetailsAddUp(*merged);
    // What a gained sits on the line it called c from (11), beside its own line 10.
    const FunctionId a = functionNamed(*merged, u"a"_s);
    QStringList lines;
    for (const auto& [row, c] : merged->lines(a))
        lines << u"%1:%2"_s.arg(row.line).arg(c[0]);
    QCOMPARE(lines.join(u' '), u"10:40 11:60"_s);
    // Merge a into main, its one caller: main gains a's self 40 exactly and calls c (60).
    merged = transformed(profile, {merging(u"a"_s)});
    QCOMPARE(flatText(*merged), u"b 20 50; c 90 90; main 50 160; total 160"_s);
    checkDetailsAddUp(*merged);
    const CallRelations relations(*merged);
    const FunctionId main = functionNamed(*merged, u"main"_s);
    QStringList callees;
    for (const CallRelation& r : relations.callees(main))
        callees
            << u"%1 %2 x%3"_s.arg(merged->functionName(r.other)).arg(r.inclusive[0]).arg(r.count);
    // a's 3 calls to c become main's.
    QCOMPARE(callees.join(u", "_s), u"c 60 x3, b 50 x2"_s);
    // Merging main (called by nothing) keeps it.
    merged = transformed(profile, {merging(u"main"_s)});
    QCOMPARE(flatText(*merged), flatText(*profile));
}

void TestTransforms::mergeRoundsExactly()
{
    // m (self 5) calls d (5); x, y, z call m with 3, 3, 4. Merged: each caller's share is a half
    // of its call (1.5, 1.5; 1.5, 1.5; 2, 2): x self +2 and d 1, y +1 and d 2, z +2 and d 2
    // (apportion::table), so every caller keeps its inclusive cost and d its 5.
    const QByteArray text = "events: Ir\nfl=m.c\n"
                            "fn=root\n1 1\ncfn=x\ncalls=1 1\n2 13\ncfn=y\ncalls=1 1\n3 13\n"
                            "cfn=z\ncalls=1 1\n4 14\n"
                            "fn=x\n10 10\ncfn=m\ncalls=1 1\n11 3\n"
                            "fn=y\n20 10\ncfn=m\ncalls=1 1\n21 3\n"
                            "fn=z\n30 10\ncfn=m\ncalls=1 1\n31 4\n"
                            "fn=m\n40 5\ncfn=d\ncalls=3 1\n41 5\n"
                            "fn=d\n50 5\n";
    const auto profile = loadProfile(text);
    const auto merged = transformed(profile, {merging(u"m"_s)});
    QVERIFY(merged);
    QCOMPARE(flatText(*merged), u"d 5 5; root 1 41; x 12 13; y 11 13; z 12 14; total 41"_s);
    checkDetailsAddUp(*merged);
}

void TestTransforms::collapseCallback()
{
    const auto profile = loadProfile(kCallback);
    // libc's qsort 30, memcpy 20 and strcmp 10 are one function of self 60; cmp still gets its
    // 50 from the library and main its 105; the calls qsort -> memcpy go. Without cycle
    // detection the library's inclusive cost is its calls in, main's 100 and cmp's 10 (the
    // recursion libc -> cmp -> libc counted twice, as ever without cycle detection).
    const auto collapsed = transformed(profile, {collapsing(u"libc.so.6"_s)});
    QVERIFY(collapsed);
    QCOMPARE(flatText(*collapsed, false), u"cmp 40 50; libc.so.6 60 110; main 5 105; total 105"_s);
    checkDetailsAddUp(*collapsed);
    // By its path too; and with cycle detection libc.so.6 and cmp are a cycle (libc -> cmp ->
    // libc).
    const auto byPath = transformed(profile, {collapsing(u"/lib/libc.so.6"_s)});
    QCOMPARE(flatText(*byPath, false), flatText(*collapsed, false));
    QCOMPARE(flatOf(*byPath).cycles().size(), std::size_t(1));
}

// The collapsed function's lines: each (file, line) of its members once, in order, with the sum
// of the members' costs there, summed in the members' order (a sum that passes the range and
// comes back keeps that order's result). Members of many shared lines, not in order (the rows
// TransformRows sums by key before it sorts them), and more lines than its first hash table.
void TestTransforms::collapseSumsLinesOfAllMembers()
{
    QByteArray text = "events: Ir\nob=/usr/bin/prog\nfl=p.c\nfn=main\n1 1\n";
    std::map<std::pair<QByteArray, LineNumber>, Cost> expected;
    constexpr int kMembers = 60;
    for (int k = 0; k < kMembers; ++k)
        text += "cob=/lib/libx.so\ncfl=x.c\ncfn=f" + QByteArray::number(k) + "\ncalls=1 1\n1 1\n";
    for (int k = 0; k < kMembers; ++k) {
        text += "ob=/lib/libx.so\nfl=x.c\nfn=f" + QByteArray::number(k) + "\n";
        // 40 lines of x.c from 13 k on, from the last down, and 10 of y.h: 1,000 (file, line)
        // in all, most shared by several members.
        for (int i = 0; i < 50; ++i) {
            const bool header = i >= 40;
            const auto line = LineNumber(header ? 1 + (k + i) % 200 : 13 * k + (40 - i));
            const Cost cost = 1 + k * 7 + i;
            text += (header ? "fi=y.h\n" : "fi=x.c\n") + QByteArray::number(line) + ' ' +
                    QByteArray::number(cost) + '\n';
            expected[{header ? "y.h" : "x.c", line}] += cost;
        }
    }
    // liby.so's line 5000 of z.c: 9223372036854775807, then 10 (the sum stops at the top), then
    // -10, in three functions.
    const std::array<QByteArray, 3> farCosts{"9223372036854775807", "10", "18446744073709551606"};
    for (std::size_t k = 0; k < farCosts.size(); ++k) {
        text += "ob=/lib/liby.so\nfl=z.c\nfn=g" + QByteArray::number(qsizetype(k)) + "\n5000 " +
                farCosts[k] + '\n';
    }
    const auto profile = loadProfile(text);
    const auto collapsed = transformed(profile, {collapsing(u"libx.so"_s)});
    QVERIFY(collapsed);
    FunctionId library;
    for (const FunctionId f : collapsed->functionIds()) {
        if (collapsed->functionName(f) == u"libx.so"_s)
            library = f;
    }
    QVERIFY(library.isValid());
    std::map<std::pair<QByteArray, LineNumber>, Cost> lines;
    std::optional<std::pair<StringId, LineNumber>> previous;
    for (const auto& [row, c] : collapsed->lines(library)) {
        QVERIFY(!previous || std::pair(row.file, row.line) > *previous);
        previous = std::pair(row.file, row.line);
        const std::string_view file = collapsed->string(row.file);
        lines[{QByteArray(file.data(), qsizetype(file.size())), row.line}] = c[0];
    }
    QCOMPARE(lines.size(), expected.size());
    QVERIFY(lines == expected);
    const auto far = transformed(profile, {collapsing(u"liby.so"_s)});
    QVERIFY(far);
    const FunctionId farLibrary(FunctionId::Index(far->functionCount() - 1)); // the new one
    QCOMPARE(far->functionName(farLibrary), u"liby.so"_s);
    QCOMPARE(far->lines(farLibrary).size(), std::size_t(1));
    QCOMPARE(far->lines(farLibrary).costs(0)[0], std::numeric_limits<Cost>::max() - 10);
}

// A transformed profile makes a function's detail rows when first asked for (TransformDetails):
// none before, the same rows to every thread that asks at once, and an untouched function's rows
// its source's under its new id, but the calls to functions gone.
void TestTransforms::rowsMadeOnDemand()
{
    QByteArray text = "events: Ir\nob=/usr/bin/prog\nfl=p.c\nfn=main\n1 1\n";
    constexpr int kCallees = 40;
    for (int k = 0; k < kCallees; ++k)
        text += "cfn=f" + QByteArray::number(k) + "\ncalls=2 " + QByteArray::number(10 + k) + "\n" +
                QByteArray::number(2 + k) + " 5\n";
    for (int k = 0; k < kCallees; ++k) {
        text += "fn=f" + QByteArray::number(k) + "\n";
        for (int i = 0; i < 3; ++i)
            text += QByteArray::number(10 + k + i) + " " + QByteArray::number(k + i + 1) + "\n";
        if (k + 1 < kCallees)
            text += "cfn=f" + QByteArray::number(k + 1) + "\ncalls=1 20\n11 1\n";
    }
    const auto profile = loadProfile(text);
    const auto dropped = transformed(profile, {dropping(u"f30"_s)});
    QVERIFY(dropped);
    const std::size_t before = dropped->memoryBytes();
    const FunctionId was = functionNamed(*profile, u"f5"_s);
    const FunctionId now = functionNamed(*dropped, u"f5"_s);
    QVERIFY(was.isValid() && now.isValid());
    const LineRows wasLines = profile->lines(was);
    const LineRows nowLines = dropped->lines(now);
    QCOMPARE(nowLines.size(), std::size_t(3));
    QCOMPARE(nowLines.size(), wasLines.size());
    for (std::size_t i = 0; i < nowLines.size(); ++i) {
        QCOMPARE(nowLines.row(i).function, now);
        QCOMPARE(nowLines.row(i).line, wasLines.row(i).line);
        QCOMPARE(nowLines.costs(i)[0], wasLines.costs(i)[0]);
    }
    QVERIFY2(dropped->memoryBytes() > before, "the rows asked for are made then, and kept");
    // f29 called f30, which is gone: its call site goes with it (f29's cost flowed to f30, so it
    // is touched, its lines shared out to its new self cost).
    const FunctionId caller = functionNamed(*dropped, u"f29"_s);
    QVERIFY(caller.isValid());
    QCOMPARE(dropped->callSites(caller).size(), std::size_t(0));
    QCOMPARE(profile->callSites(functionNamed(*profile, u"f29"_s)).size(), std::size_t(1));
    checkDetailsAddUp(*dropped);

    // Every function's rows asked for by four threads at once, on a profile none were made for:
    // each gets the same rows, where the first made them.
    const auto fresh = transformed(profile, {dropping(u"f30"_s)});
    const std::size_t functions = fresh->functionCount();
    std::array<std::vector<const void*>, 4> seen;
    {
        std::vector<std::jthread> threads;
        for (auto& pointers : seen)
            threads.emplace_back([&fresh, &pointers, functions] {
                for (std::size_t f = 0; f < functions; ++f) {
                    const FunctionId id(FunctionId::Index((f * 7) % functions));
                    pointers.push_back(fresh->callSites(id).rows().data());
                    pointers.push_back(fresh->jumps(id).data());
                }
            });
    }
    for (const auto& pointers : seen)
        QVERIFY(pointers == seen.front());
    for (const FunctionId f : fresh->functionIds()) {
        QCOMPARE(fresh->lines(f).size(), dropped->lines(f).size());
        QCOMPARE(fresh->callSites(f).size(), dropped->callSites(f).size());
    }
}

void TestTransforms::recursionCycle()
{
    // tests/support/CycleProfile.h: main 360/51 calls a (280/43) and g (70/7); a <-> b a cycle,
    // a and g call leaf. Focus g: g 40/4 and its leaf 30/3 (the share of leaf's 60/6 from g).
    const auto profile = loadProfile(kCycleProfile);
    auto focused = transformed(profile, {focusOn(u"g"_s)});
    QVERIFY(focused);
    QCOMPARE(flatText(*focused), u"g 40/4 70/7; leaf 30/3 30/3; total 70/7"_s);
    // Focus a (a member of the cycle {a, b}): its inclusive as a member is its self 200/20 and
    // its call leaving the cycle, leaf 30/3; b is not reached (calls inside the cycle are not
    // followed, as in All Callees).
    focused = transformed(profile, {focusOn(u"a"_s)});
    QCOMPARE(flatText(*focused), u"a 200/20 230/23; leaf 30/3 30/3; total 230/23"_s);
    // Drop leaf (60/6): a loses its call 30/3 to it, g its 30/3; main loses both through them.
    const auto dropped = transformed(profile, {dropping(u"leaf"_s)});
    QVERIFY(dropped);
    QCOMPARE(dropped->totals()[0], Cost(300));
    QCOMPARE(dropped->totals()[1], Cost(45));
    checkDetailsAddUp(*dropped);
    // Merge leaf into a and g (30/3 each): total and main's inclusive stay.
    const auto merged = transformed(profile, {merging(u"leaf"_s)});
    QVERIFY(merged);
    QCOMPARE(costs(merged->totals()), u"360/51"_s);
    QCOMPARE(flatText(*merged, false).contains(u"g 70/7 70/7"_s), true);
    checkDetailsAddUp(*merged);
}

void TestTransforms::inOrder()
{
    const auto profile = loadProfile(kDiamond);
    // Merge a, then focus main: main 50 (+a's 40); focus main then merge a: the same. But
    // focus b then drop c is b 20 alone, while drop c then focus b is b 20 too - and focus a
    // then merge c is a 100, while merge c then focus a is also a 100: order matters where one
    // transform removes what the next names.
    const auto first = transformed(profile, {dropping(u"b"_s), focusOn(u"c"_s)});
    QVERIFY(first);
    QCOMPARE(flatText(*first), u"c 60 60; total 60"_s);
    const auto second = transformed(profile, {focusOn(u"c"_s), dropping(u"b"_s)});
    QVERIFY(!second); // b is gone once the focus is on c
}

void TestTransforms::errors()
{
    const auto profile = loadProfile(kDiamond);
    auto outcome = transforms::apply(profile, std::vector<Transform>{dropping(u"nothing"_s)});
    QVERIFY(!outcome.profile);
    QCOMPARE(outcome.failed, 0);
    QVERIFY2(outcome.error.contains(u"no function matches 'nothing'"_s), qPrintable(outcome.error));
    outcome = transforms::apply(profile, std::vector<Transform>{merging(u"re:(("_s)});
    QVERIFY2(outcome.error.contains(u"bad regular expression"_s), qPrintable(outcome.error));
    outcome = transforms::apply(profile, std::vector<Transform>{focusOn(u"re:a"_s)});
    QVERIFY2(outcome.error.contains(u"not a regular expression"_s), qPrintable(outcome.error));
    outcome = transforms::apply(profile, std::vector<Transform>{collapsing(u"libz.so"_s)});
    QVERIFY2(outcome.error.contains(u"'libz.so'"_s), qPrintable(outcome.error));
    outcome = transforms::apply(profile, std::vector<Transform>{merging(u"re:^x"_s)});
    QVERIFY2(outcome.error.contains(u"re:^x"_s), qPrintable(outcome.error));
    // A regular expression merges every function it matches: a and b into main.
    outcome = transforms::apply(profile, std::vector<Transform>{merging(u"re:^[ab]$"_s)});
    QVERIFY(outcome.profile);
    QCOMPARE(flatText(*outcome.profile), u"c 90 90; main 70 160; total 160"_s);
    // Merged one after the other: c into a and b, which go into main with it.
    outcome = transforms::apply(profile, std::vector<Transform>{merging(u"re:^[abc]$"_s)});
    QVERIFY(outcome.profile);
    QCOMPARE(flatText(*outcome.profile), u"main 160 160; total 160"_s);
    checkDetailsAddUp(*outcome.profile);
}

// The other side of a comparison, another step of a series (Absent::LeavesItAlone): a target
// the profile lacks is noted, with the error it would have been; a drop, merge or collapse of it
// changes nothing, a focus on it leaves nothing; a name that matches several is still an error.
void TestTransforms::absentLeftAloneOnOtherSides()
{
    const auto profile = loadProfile(kDiamond);
    const QString whole = flatText(*profile);
    const auto apply = [&](std::vector<Transform> list) {
        return transforms::apply(profile, list, {}, {}, transforms::Absent::LeavesItAlone);
    };
    auto outcome = apply(
        {dropping(u"nothing"_s), merging(u"re:^x"_s), collapsing(u"libz.so"_s), dropping(u"b"_s)});
    QVERIFY(outcome.profile);
    QCOMPARE(outcome.absent.size(), std::size_t(3));
    for (int i = 0; i < 3; ++i)
        QCOMPARE(outcome.absent[std::size_t(i)].transform, i);
    QVERIFY2(outcome.absent[0].error.contains(u"no function matches 'nothing'"_s),
             qPrintable(outcome.absent[0].error));
    const auto dropped = transformed(profile, {dropping(u"b"_s)});
    QVERIFY(dropped);
    QCOMPARE(flatText(*outcome.profile), flatText(*dropped));
    QVERIFY(whole != flatText(*dropped));

    outcome = apply({focusOn(u"nothing"_s)});
    QVERIFY(outcome.profile);
    QCOMPARE(outcome.absent.size(), std::size_t(1));
    QCOMPARE(outcome.absent[0].transform, 0);
    QCOMPARE(outcome.profile->functionCount(), std::size_t(0));
    QCOMPARE(outcome.profile->totals()[0], Cost(0));

    // Not absent, mistaken: "re:" given to focus is an error whatever the profile holds.
    outcome = apply({focusOn(u"re:a"_s)});
    QVERIFY(!outcome.profile);
    QVERIFY(outcome.absent.empty());
}

void TestTransforms::recordedProgram()
{
    const RecordedProfile recorded =
        recordValgrindProfile(u"reshape"_s, kProgram, {u"-g"_s, u"-O0"_s}, {});
    if (recorded.skip)
        QSKIP(recorded.error.constData());
    QVERIFY2(recorded.error.isEmpty(), recorded.error.constData());
    const auto profile = loadProfile([&] {
        QFile file(recorded.path);
        file.open(QIODevice::ReadOnly);
        return file.readAll();
    }());
    const Numbers was(*profile);
    const Cost total = was.total();

    // One caller: merging leaf into one gives one exactly leaf's self cost.
    {
        const auto merged = transformed(profile, {merging(u"leaf"_s)});
        QVERIFY(merged);
        const Numbers now(*merged);
        QCOMPARE(now.self("one"), was.self("one") + was.self("leaf"));
        QCOMPARE(now.inclusive("one"), was.inclusive("one"));
        QCOMPARE(now.total(), total);
        qInfo("merge leaf: one self %lld + %lld = %lld, inclusive %lld kept, total %lld",
              qlonglong(was.self("one")), qlonglong(was.self("leaf")), qlonglong(now.self("one")),
              qlonglong(now.inclusive("one")), qlonglong(total));
    }
    // Several callers: shared (no callees) is called by two (200 rounds) and three (300); its
    // self cost goes to each in proportion to the call's inclusive cost, which for a function
    // without callees is the call's cost itself.
    {
        const Cost fromTwo = was.call("two", "shared");
        const Cost fromThree = was.call("three", "shared");
        QCOMPARE(fromTwo + fromThree, was.self("shared"));
        QVERIFY(double(fromThree) / double(fromTwo) > 1.4 && double(fromThree) / fromTwo < 1.6);
        const auto merged = transformed(profile, {merging(u"shared"_s)});
        QVERIFY(merged);
        const Numbers now(*merged);
        QCOMPARE(now.self("two"), was.self("two") + fromTwo);
        QCOMPARE(now.self("three"), was.self("three") + fromThree);
        QCOMPARE(now.total(), total);
        qInfo("merge shared: two %lld + %lld, three %lld + %lld", qlonglong(was.self("two")),
              qlonglong(fromTwo), qlonglong(was.self("three")), qlonglong(fromThree));

        // Focus two: its inclusive cost is the total, shared keeps what two's calls cost.
        const auto focused = transformed(profile, {focusOn(u"two"_s)});
        QVERIFY(focused);
        const Numbers inTwo(*focused);
        QCOMPARE(inTwo.total(), was.inclusive("two"));
        QCOMPARE(inTwo.self("shared"), fromTwo);
        QCOMPARE(inTwo.self("two"), was.self("two"));
        // Drop shared: two and three keep their own cost; the total loses shared's.
        const auto dropped = transformed(profile, {dropping(u"shared"_s)});
        QVERIFY(dropped);
        const Numbers without(*dropped);
        QCOMPARE(without.total(), total - was.inclusive("shared"));
        QCOMPARE(without.inclusive("two"), was.self("two"));
        QCOMPARE(without.inclusive("three"), was.self("three"));
        QCOMPARE(without.inclusive("main"), was.inclusive("main") - was.inclusive("shared"));
    }
    // The recursion fact -> fact (9 calls deep): focus keeps it whole, drop takes it whole.
    {
        const auto focused = transformed(profile, {focusOn(u"fact"_s)});
        QVERIFY(focused);
        const Numbers inFact(*focused);
        QCOMPARE(inFact.total(), was.inclusive("fact"));
        QCOMPARE(inFact.self("fact"), was.self("fact"));
        const auto dropped = transformed(profile, {dropping(u"fact"_s)});
        QVERIFY(dropped);
        const Numbers without(*dropped);
        QCOMPARE(without.total(), total - was.inclusive("fact"));
        QCOMPARE(without.inclusive("main"), was.inclusive("main") - was.inclusive("fact"));
        qInfo("fact: inclusive %lld self %lld; total %lld -> %lld after drop",
              qlonglong(was.inclusive("fact")), qlonglong(was.self("fact")), qlonglong(total),
              qlonglong(without.total()));
    }
    // qsort (libc) calling cmp (the program) back: libc collapsed is one function with the sum
    // of libc's self costs; cmp, main and the total keep theirs (without cycle detection, which
    // would make libc -> main -> libc a cycle).
    {
        Cost libc = 0;
        for (const FunctionId f : profile->functionIds()) {
            if (profile->functionObject(f).endsWith(u"/libc.so.6"_s) && was.flat.isPresent(f))
                libc += was.flat.self(f)[0];
        }
        QVERIFY(libc > 0);
        const auto collapsed = transformed(profile, {collapsing(u"libc.so.6"_s)});
        QVERIFY(collapsed);
        const Numbers before(*profile, false);
        const Numbers now(*collapsed, false);
        QCOMPARE(now.self("libc.so.6"), libc);
        QCOMPARE(now.inclusive("cmp"), before.inclusive("cmp"));
        QCOMPARE(now.inclusive("main"), before.inclusive("main"));
        QCOMPARE(now.total(), total);
        QVERIFY(!findFunction(*collapsed, u"qsort"_s));
        checkDetailsAddUp(*collapsed);
        qInfo("collapse libc.so.6: self %lld; cmp inclusive %lld kept; total %lld", qlonglong(libc),
              qlonglong(now.inclusive("cmp")), qlonglong(now.total()));
    }
}

namespace {
// "Ir/Dr" of each part, joined by spaces.
QString partTotals(const Profile& profile)
{
    QStringList parts;
    for (const PartId p : profile.partIds())
        parts << costs(profile.partTotals(p));
    return parts.join(u' ');
}
} // namespace

void TestTransforms::perPart()
{
    // tests/support/PartsProfiles.h: main (self 1, 2, 4 Ir) calls work (100, 200, 400) in
    // three parts. Each part's rows are transformed: merging work gives main 101, 202, 404 in
    // its parts; focus on work keeps work's 100, 200, 400; dropping it leaves main's selves.
    const auto profile = loadProfile(kThreeParts);
    const auto merged = transformed(profile, {merging(u"work"_s)});
    QVERIFY(merged);
    QCOMPARE(partTotals(*merged), u"101/1 202/2 404/4"_s);
    QCOMPARE(flatText(*merged), u"main 707/7 707/7; total 707/7"_s);
    const auto focused = transformed(profile, {focusOn(u"work"_s)});
    QVERIFY(focused);
    QCOMPARE(partTotals(*focused), u"100/1 200/2 400/4"_s);
    const auto dropped = transformed(profile, {dropping(u"work"_s)});
    QVERIFY(dropped);
    QCOMPARE(partTotals(*dropped), u"1/0 2/0 4/0"_s);
    QCOMPARE(flatText(*dropped), u"main 7/0 7/0; total 7/0"_s);
}

void TestTransforms::mergeBounded()
{
    // m with 4,100 callers and 4,100 callees: merged, each caller would call every callee
    // (16.8 million costs). Refused, before anything is allocated for it.
    constexpr int kMany = 4100;
    QByteArray text = "events: Ir\nfl=b.c\nfn=root\n1 1\n";
    for (int i = 0; i < kMany; ++i)
        text += "cfn=c" + QByteArray::number(i) + "\ncalls=1 1\n2 " +
                QByteArray::number(kMany + 1) + "\n";
    for (int i = 0; i < kMany; ++i)
        text += "fn=c" + QByteArray::number(i) + "\ncfn=m\ncalls=1 1\n3 " +
                QByteArray::number(kMany + 1) + "\n";
    text += "fn=m\n4 1\n";
    for (int i = 0; i < kMany; ++i)
        text +=
            "cfn=d" + QByteArray::number(i) + "\ncalls=1 1\n5 " + QByteArray::number(kMany) + "\n";
    for (int i = 0; i < kMany; ++i)
        text += "fn=d" + QByteArray::number(i) + "\n6 " + QByteArray::number(kMany) + "\n";
    const auto profile = loadProfile(text);
    const transforms::Outcome outcome =
        transforms::apply(profile, std::vector<Transform>{merging(u"m"_s)});
    QVERIFY(!outcome.profile);
    QVERIFY2(outcome.error.contains(u"4100 callers"_s), qPrintable(outcome.error));
}

void TestTransforms::randomMergeAndCollapseKeepCosts()
{
    std::mt19937 random(37);
    for (int round = 0; round < 60; ++round) {
        const int functions = std::uniform_int_distribution<int>(2, 25)(random);
        const auto profile = loadProfile(randomDag(random, functions));
        const auto before = inclusiveByName(*profile, false);
        const QString target =
            u"f%1"_s.arg(std::uniform_int_distribution<int>(1, functions - 1)(random));
        const auto merged = transformed(profile, {merging(target + u"@r.c"_s)});
        QVERIFY(merged);
        QCOMPARE(costs(merged->totals()), costs(profile->totals()));
        auto after = inclusiveByName(*merged, false);
        auto expected = before;
        expected.erase(target);
        QCOMPARE(after, expected);
        checkDetailsAddUp(*merged);

        // Several at once (re:): every other function keeps its inclusive cost.
        QStringList some;
        for (int f = 1; f < functions; ++f) {
            if (std::uniform_int_distribution<int>(0, 2)(random) == 0)
                some << QString::number(f);
        }
        if (!some.isEmpty()) {
            const auto mergedSome =
                transformed(profile, {merging(u"re:^f("_s + some.join(u'|') + u")$"_s)});
            QVERIFY(mergedSome);
            QCOMPARE(costs(mergedSome->totals()), costs(profile->totals()));
            auto rest = before;
            for (const QString& f : some)
                rest.erase(u"f"_s + f);
            QCOMPARE(inclusiveByName(*mergedSome, false), rest);
            checkDetailsAddUp(*mergedSome);
        }

        const auto collapsed = transformed(profile, {collapsing(u"libA.so"_s)});
        if (functions < 2)
            continue;
        QVERIFY(collapsed);
        QCOMPARE(costs(collapsed->totals()), costs(profile->totals()));
        after = inclusiveByName(*collapsed, false);
        for (const auto& [name, incl] : before) {
            const int f = name.mid(1).toInt();
            if (f % 3 != 1)
                QCOMPARE(after.at(name), incl);
        }
        checkDetailsAddUp(*collapsed);
    }
}

void TestTransforms::randomFocusGivesAllCallees()
{
    std::mt19937 random(3737);
    for (int round = 0; round < 60; ++round) {
        const int functions = std::uniform_int_distribution<int>(2, 25)(random);
        const auto profile = loadProfile(randomDag(random, functions));
        const FlatProfile flat = flatOf(*profile);
        const CallRelations relations(*profile);
        const FunctionId start = functionNamed(
            *profile, u"f%1"_s.arg(std::uniform_int_distribution<int>(0, functions - 1)(random)));
        const auto focused =
            transformed(profile, {focusOn(profile->functionName(start) + u"@r.c"_s)});
        QVERIFY(focused);
        // The total is the start's inclusive cost, exactly, and the self costs add up to it.
        QCOMPARE(costs(focused->totals()), costs(flat.inclusive(start)));
        checkDetailsAddUp(*focused);
        // Every other function's inclusive cost is its All Callees number (without threshold),
        // up to the rounding of each (at most a unit per function above it).
        CoverageOptions options;
        options.threshold = 0;
        const std::vector<int> events{0, 1};
        const CoverageResult all =
            coverage::compute(relations, flat, profile->events(), CoverageItem::ofFunction(start),
                              CoverageDirection::Callees, events, options);
        const auto after = inclusiveByName(*focused, true);
        QCOMPARE(after.size(), all.entries.size() + 1);
        for (const CoverageEntry& entry : all.entries) {
            const QString name = profile->functionName(entry.item.function);
            QVERIFY2(after.contains(name), qPrintable(name));
            for (std::size_t e = 0; e < 2; ++e)
                QVERIFY2(std::abs(after.at(name)[e] - entry.inclusive[e]) <= functions,
                         qPrintable(u"%1: %2 vs %3"_s.arg(name)
                                        .arg(after.at(name)[e])
                                        .arg(entry.inclusive[e])));
        }
    }
}

void TestTransforms::randomDropRemovesInclusive()
{
    std::mt19937 random(373737);
    for (int round = 0; round < 60; ++round) {
        const int functions = std::uniform_int_distribution<int>(3, 25)(random);
        const auto profile = loadProfile(randomDag(random, functions));
        const FlatProfile flat = flatOf(*profile);
        const FunctionId target = functionNamed(
            *profile, u"f%1"_s.arg(std::uniform_int_distribution<int>(1, functions - 1)(random)));
        const auto dropped =
            transformed(profile, {dropping(profile->functionName(target) + u"@r.c"_s)});
        QVERIFY(dropped);
        for (int e = 0; e < 2; ++e)
            QCOMPARE(dropped->totals()[std::size_t(e)],
                     profile->totals()[std::size_t(e)] - flat.inclusive(target)[std::size_t(e)]);
        // The callers' inclusive costs: what is left adds up (self plus calls, calls in).
        const FlatProfile after = flatOf(*dropped, false);
        for (const FunctionId f : dropped->functionIds())
            QVERIFY(after.inclusive(f)[0] >= after.self(f)[0]);
        checkDetailsAddUp(*dropped);
    }
}

QTEST_GUILESS_MAIN(TestTransforms)
#include "tst_transforms.moc"

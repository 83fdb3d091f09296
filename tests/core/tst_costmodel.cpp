// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The cost model's definitions: inclusive cost per part, recursion cycles, parts kept apart,
// inlined code, several files, deep call chains that must not overflow the stack, and cost sums
// that overflow.

#include "tests/support/TestSupport.h"

#include "core/analysis/CallRelations.h"
#include "core/analysis/Costliest.h"
#include "core/analysis/CycleDetector.h"
#include "core/model/CostArithmetic.h"
#include "core/model/PartSelection.h"

#include <algorithm>
#include <limits>
#include <random>

using namespace tally;
using namespace tally::test;

namespace {

Cost selfOf(const Profile& profile, const FlatProfile& flat, const char* name)
{
    return flat.self(*findFunction(profile, QLatin1String(name)))[0];
}

Cost inclusiveOf(const Profile& profile, const FlatProfile& flat, const char* name)
{
    return flat.inclusive(*findFunction(profile, QLatin1String(name)))[0];
}

// main -> a (x2) -> c ; main -> b ; b <-> c mutually recursive.
const QByteArray kRecursive = R"(events: Ir
fn=main
1 10
cfn=a
calls=2 1
2 300
cfn=b
calls=1 1
3 200
fn=a
10 20
cfn=c
calls=2 1
11 280
fn=b
20 50
cfn=c
calls=3 1
21 150
fn=c
30 100
cfn=b
calls=1 1
31 130
cfn=c
calls=4 1
32 90
)";

} // namespace

class CostModelTest : public QObject
{
    Q_OBJECT

private slots:
    // The one rule every "pick the function" place (--select, a reload, a cycle's centre) uses.
    void costliestFunctionByEvent()
    {
        const auto result = loadedText("events: Ir Dr\n"
                                       "fl=a.c\nfn=dup\n1 10 50\n"
                                       "fl=b.c\nfn=dup\n1 30 5\n"
                                       "fl=c.c\nfn=dup\n1 30 1\n"
                                       "fl=d.c\nfn=other\n1 100 0\n");
        const Profile& profile = *result.profile;
        const FlatProfile flat(profile, {});
        const EventSet& events = profile.events();
        const FunctionId a = *findFunction(profile, QStringLiteral("dup"), QStringLiteral("a.c"));
        const FunctionId b = *findFunction(profile, QStringLiteral("dup"), QStringLiteral("b.c"));
        const FunctionId c = *findFunction(profile, QStringLiteral("dup"), QStringLiteral("c.c"));
        const auto isDup = [&](FunctionId f) { return profile.functionName(f) == "dup"; };
        // By Ir, b and c tie: the first of equals wins.
        QCOMPARE(costliestFunction(flat, events, 0, isDup), b);
        QCOMPARE(costliestFunction(std::vector<FunctionId>{c, b}, flat, events, 0), c);
        // By Dr it is a.
        QCOMPARE(costliestFunction(flat, events, 1, isDup), a);
        QCOMPARE(costliestFunction(flat, events, 0),
                 *findFunction(profile, QStringLiteral("other")));
        // Nothing to choose from; an event type the profile lacks leaves the first.
        QVERIFY(!costliestFunction(flat, events, 0, [](FunctionId) { return false; }).isValid());
        QVERIFY(!costliestFunction(std::vector<FunctionId>{}, flat, events, 0).isValid());
        QCOMPARE(costliestFunction(std::vector<FunctionId>{a, b}, flat, events, 99), a);
    }

    void startsAtMain()
    {
        // A valgrind profile: the loader's entry and (below main) cost more than main.
        const auto valgrind =
            loadedText("events: Ir\n"
                       "fn=0x1ab70\n1 5\ncfn=(below main)\ncalls=1 1\n1 1000\n"
                       "fn=(below main)\n1 3\ncfi=prog.c\ncfn=main\ncalls=1 1\n1 990\n"
                       "fl=other.c\nfn=main\n1 1\n"
                       "fl=prog.c\nfn=main\n1 990\n");
        const Profile& profile = *valgrind.profile;
        const FlatProfile flat(profile, {});
        // The costlier of the two functions named main.
        QCOMPARE(startingFunction(profile, flat, profile.events(), 0),
                 *findFunction(profile, QStringLiteral("main"), QStringLiteral("prog.c")));

        // Xdebug names the script's entry {main}.
        const auto php = loadText("events: Time\n"
                                  "fn=php::run\n1 50\n"
                                  "fn={main}\n1 5\ncfn=php::run\ncalls=1 1\n1 50\n");
        QVERIFY(php.profile);
        const FlatProfile phpFlat(*php.profile, {});
        QCOMPARE(startingFunction(*php.profile, phpFlat, php.profile->events(), 0),
                 *findFunction(*php.profile, QStringLiteral("{main}")));

        // No entry by any of those names: the costliest function.
        const auto library = loadText("events: Ir\nfn=small\n1 1\nfn=big\n1 100\n");
        QVERIFY(library.profile);
        const FlatProfile libraryFlat(*library.profile, {});
        QCOMPARE(startingFunction(*library.profile, libraryFlat, library.profile->events(), 0),
                 *findFunction(*library.profile, QStringLiteral("big")));
    }

    void cyclesOnAndOff()
    {
        const auto result = loadedText(kRecursive);
        const Profile& profile = *result.profile;

        const FlatProfile off(profile, {false, {}});
        QVERIFY(off.cycles().empty());
        // Called: the sum of call counts into it (self-recursion included).
        QCOMPARE(off.called(*findFunction(profile, QStringLiteral("c"))), Count(2 + 3 + 4));
        // Inclusive without cycles: calls into it from other functions.
        QCOMPARE(inclusiveOf(profile, off, "main"), Cost(510));
        QCOMPARE(inclusiveOf(profile, off, "a"), Cost(300));
        QCOMPARE(inclusiveOf(profile, off, "b"), Cost(200 + 130));
        QCOMPARE(inclusiveOf(profile, off, "c"), Cost(280 + 150));

        const FlatProfile on(profile, {true, {}});
        QCOMPARE(on.cycles().size(), std::size_t(1));
        const CycleInfo& cycle = on.cycles().front();
        QCOMPARE(cycle.number, 1);
        QCOMPARE(cycle.members.size(), std::size_t(2));
        // Calls into the cycle from outside: main->b once, a->c twice.
        QCOMPARE(cycle.called, Count(3));
        // Members: self plus calls leaving the cycle (none here).
        QCOMPARE(inclusiveOf(profile, on, "b"), Cost(50));
        QCOMPARE(inclusiveOf(profile, on, "c"), Cost(100));
        QCOMPARE(on.cycleSelf(0)[0], Cost(150));
        QCOMPARE(on.cycleInclusive(0)[0], Cost(150));
        // Functions outside the cycle keep their numbers.
        QCOMPARE(inclusiveOf(profile, on, "main"), Cost(510));
        QCOMPARE(inclusiveOf(profile, on, "a"), Cost(300));
        QCOMPARE(on.cycleOf(*findFunction(profile, QStringLiteral("main"))), -1);
        QCOMPARE(on.cycleOf(*findFunction(profile, QStringLiteral("b"))), 0);

        // The report lists the cycle unless asked not to.
        QString tsv;
        QTextStream out(&tsv);
        reportwriter::writeTsv(out, profile, on, {});
        out.flush();
        QVERIFY2(tsv.contains(QStringLiteral("cycle\t<cycle 1>\t\t\t3\t150\t150\n")),
                 qPrintable(tsv));
        QVERIFY(tsv.startsWith(
            QStringLiteral("# events: Ir\n# totals: "
                           "180\nkind\tfunction\tfile\tobject\tcalled\tself:Ir\tincl:Ir\n")));
    }

    void selfRecursionIsNotACycle()
    {
        const auto result = loadText("events: Ir\nfn=main\n1 1\ncfn=f\ncalls=1 1\n1 30\nfn=f\n1 "
                                     "10\ncfn=f\ncalls=5 1\n1 20\n");
        const FlatProfile flat(*result.profile, {});
        QVERIFY(flat.cycles().empty());
        QCOMPARE(inclusiveOf(*result.profile, flat, "f"), Cost(30));
        QCOMPARE(flat.called(*findFunction(*result.profile, QStringLiteral("f"))), Count(6));
    }

    void uncalledFunctionUsesSelfPlusCallsOut()
    {
        // Part 1 has no caller of `worker` (e.g. a thread start): self + calls out.
        const auto result = loadText(
            "events: Ir\nfn=worker\n1 10\ncfn=leaf\ncalls=3 1\n2 60\ncfn=worker\ncalls=1 1\n3 999\n"
            "fn=leaf\n5 60\n");
        const FlatProfile flat(*result.profile, {});
        QCOMPARE(inclusiveOf(*result.profile, flat, "worker"), Cost(70));
    }

    void partsAreKeptApart()
    {
        // Two parts (dumps): in the first, f is called from main; in the second only f runs.
        const QByteArray text =
            "events: Ir\npart: 1\nfn=main\n1 5\ncfn=f\ncalls=1 1\n1 40\nfn=f\n2 40\n"
            "part: 2\nfn=f\n2 30\ncfn=g\ncalls=1 1\n3 8\nfn=g\n4 8\n";
        const auto result = loadedText(text);
        const Profile& profile = *result.profile;
        QCOMPARE(profile.partCount(), std::size_t(2));
        QCOMPARE(profile.part(PartId(0)).number, qint64(1));
        QCOMPARE(profile.part(PartId(1)).number, qint64(2));
        QCOMPARE(profile.partTotals(PartId(0))[0], Cost(45));
        QCOMPARE(profile.partTotals(PartId(1))[0], Cost(38));
        // Inclusive per part, then summed: 40 (called in part 1) + 38 (uncalled in part 2).
        const FlatProfile all(profile, {});
        QCOMPARE(inclusiveOf(profile, all, "f"), Cost(78));
        QCOMPARE(selfOf(profile, all, "f"), Cost(70));
        // A subset re-aggregates without reparsing.
        const FlatProfile second(profile, {true, PartMask::fromFlags({false, true})});
        QCOMPARE(selfOf(profile, second, "f"), Cost(30));
        QCOMPARE(inclusiveOf(profile, second, "f"), Cost(38));
        QVERIFY(!second.isPresent(*findFunction(profile, QStringLiteral("main"))));
        // Byte ranges of parts are recorded so detail can be re-read for a subset.
        QCOMPARE(profile.part(PartId(0)).byteBegin, qint64(0));
        QCOMPARE(profile.part(PartId(0)).byteEnd, profile.part(PartId(1)).byteBegin);
        QCOMPARE(text.mid(profile.part(PartId(1)).byteBegin, 8), QByteArray("part: 2\n"));
        QCOMPARE(profile.part(PartId(1)).byteEnd, qint64(text.size()));
        // Line detail is merged over parts.
        const auto f = *findFunction(profile, QStringLiteral("f"));
        QCOMPARE(profile.lines(f).size(), std::size_t(1));
        QCOMPARE(profile.lines(f).costs(0)[0], Cost(70));
    }

    void repeatedHeadersStartParts()
    {
        // --separate-threads style: the whole header repeats, every block says part: 1.
        const QByteArray block =
            "version: 1\ncreator: callgrind-3.19.0\npid: 7\nthread: %1\npart: 1\npositions: line\n"
            "events: Ir\nsummary: 5\nfn=t\n1 5\n";
        const auto result =
            loadedText(QByteArray(block).replace("%1", "1") + QByteArray(block).replace("%1", "2"));
        QCOMPARE(result.profile->partCount(), std::size_t(2));
        QCOMPARE(result.profile->part(PartId(1)).thread, qint64(2));
        QVERIFY(result.profile->diagnostics().empty());
    }

    void xdebugAppendedProfiles()
    {
        const QByteArray one =
            "==== NEW PROFILING FILE ==============================\nversion: 1\nevents: Time\n"
            "fl=(1) /a.php\nfn=(1) {main}\n\nsummary: 10\n1 10\n";
        const QByteArray two =
            "==== NEW PROFILING FILE ==============================\nversion: 1\nevents: Time\n"
            "fl=(1) /b.php\nfn=(1) {main}\n\nsummary: 7\n1 7\n";
        const auto result = loadedText(one + two);
        const Profile& profile = *result.profile;
        QCOMPARE(profile.partCount(), std::size_t(2));
        // Ids restart per appended profile: no redefinition warnings, two {main} functions.
        QVERIFY2(profile.diagnostics().empty(), qPrintable(diagnosticTexts(profile).join('\n')));
        QVERIFY(findFunction(profile, QStringLiteral("{main}"), QStringLiteral("/a.php")));
        QVERIFY(findFunction(profile, QStringLiteral("{main}"), QStringLiteral("/b.php")));
    }

    void summaryMismatchIsAWarning()
    {
        const auto result =
            loadText("events: Ir Dr\nsummary: 100 3\nfn=main\n1 90 3\ntotals: 90 4\n");
        QVERIFY(result.profile);
        const QString texts = diagnosticTexts(*result.profile).join('\n');
        QVERIFY2(texts.contains(QStringLiteral(
                     "2: summary: 100 for Ir differs from the sum of the cost lines, 90")),
                 qPrintable(texts));
        QVERIFY2(texts.contains(QStringLiteral("5: totals: 4 for Dr differs")), qPrintable(texts));
        QCOMPARE(result.profile->diagnostics().size(), std::size_t(2));
    }

    void inlinedCodeCountsAsSelfAndKeepsItsFile()
    {
        const auto result = loadedText(
            "events: Ir\nfl=main.c\nfn=main\n1 5\nfi=inl.h\n40 7\ncfn=helper\ncalls=1 1\n41 3\n"
            "fe=main.c\n2 1\nfn=other\n3 2\n");
        const Profile& profile = *result.profile;
        const auto main = *findFunction(profile, QStringLiteral("main"), QStringLiteral("main.c"));
        const FlatProfile flat(profile, {});
        QCOMPARE(flat.self(main)[0], Cost(13));
        QCOMPARE(flat.inclusive(main)[0], Cost(16));
        bool sawInlined = false;
        for (const auto& [line, costs] : profile.lines(main))
            sawInlined |= profile.string(line.file) == "inl.h" && line.line == 40;
        QVERIFY(sawInlined);
        // A callee without cfi= is looked up in the current (inlined) file, as KCachegrind does.
        QVERIFY(findFunction(profile, QStringLiteral("helper"), QStringLiteral("inl.h")));
        // A new fn= starts in the function's own file again.
        QVERIFY(findFunction(profile, QStringLiteral("other"), QStringLiteral("main.c")));
    }

    void namesThatLookLikeIds()
    {
        const auto result =
            loadedText("events: Ir\nob=(1) /bin/x\nfn=(below main)\n1 4\nfn=(2) (root)\n1 3\n"
                       "fn=  spaced name  \n1 2\nfn=\n1 1\n");
        QVERIFY(result.profile->diagnostics().empty());
        QVERIFY(findFunction(*result.profile, QStringLiteral("(below main)")));
        QVERIFY(findFunction(*result.profile, QStringLiteral("(root)")));
        QVERIFY(findFunction(*result.profile, QStringLiteral("spaced name")));
        QVERIFY(findFunction(*result.profile, QString()));
    }

    void forwardReferencesResolve()
    {
        // An id used before the line that defines it (the format allows any order).
        const auto result =
            loadedText("events: Ir\nfn=main\n1 1\ncfn=(5)\ncalls=1 1\n1 9\nfn=(5) later\n2 9\n");
        QVERIFY2(result.profile->diagnostics().empty(),
                 qPrintable(diagnosticTexts(*result.profile).join('\n')));
        const FlatProfile flat(*result.profile, {});
        const auto later = findFunction(*result.profile, QStringLiteral("later"));
        QVERIFY(later);
        QCOMPARE(flat.called(*later), Count(1));
        QCOMPARE(flat.inclusive(*later)[0], Cost(9));
        QCOMPARE(inclusiveOf(*result.profile, flat, "main"), Cost(10));
    }

    void severalFilesMatchEventsByName()
    {
        const QString first =
            writeFile(QStringLiteral("one.out"), "events: Ir Dr\nfn=main\n1 10 1\n");
        const QString second =
            writeFile(QStringLiteral("two.out"), "events: Dr Ir Dw\nfn=main\n1 2 20 5\n");
        const auto result = loadedFiles({first, second});
        const Profile& profile = *result.profile;
        QCOMPARE(profile.events().realCount(), 3);
        QCOMPARE(profile.partCount(), std::size_t(2));
        QCOMPARE(profile.part(PartId(1)).sourceIndex, 1);
        const FlatProfile flat(profile, {});
        const auto main = *findFunction(profile, QStringLiteral("main"));
        QCOMPARE(std::vector<Cost>(flat.self(main).begin(), flat.self(main).end()),
                 (std::vector<Cost>{30, 3, 5}));
    }

    void derivedTypeCyclesAreRefused()
    {
        const auto result = loadText(
            "events: Ir\nevent: A = B + Ir\nevent: B = A\nevent: C = 2 Ir\nfn=main\n1 3\n");
        QVERIFY(result.profile);
        const auto& events = result.profile->events();
        QCOMPARE(events.indexOf(QStringLiteral("A")), -1);
        QCOMPARE(events.indexOf(QStringLiteral("B")), -1);
        QCOMPARE(events.value(result.profile->totals(), events.indexOf(QStringLiteral("C"))),
                 Cost(6));
        QVERIFY(diagnosticTexts(*result.profile)
                    .join('\n')
                    .contains(QStringLiteral("refers back to itself")));
    }

    void deepCallChainDoesNotOverflowTheStack()
    {
        // 200,000 functions in one chain plus a back edge: one huge cycle, found iteratively.
        constexpr int depth = 200000;
        QByteArray text = "events: Ir\n";
        text.reserve(depth * 40);
        for (int i = 0; i < depth; ++i) {
            text += "fn=(" + QByteArray::number(i) + ") f" + QByteArray::number(i) + "\n1 1\n";
            if (i + 1 < depth)
                text += "cfn=(" + QByteArray::number(i + 1) + ") f" + QByteArray::number(i + 1) +
                        "\ncalls=1 1\n1 " + QByteArray::number(depth - i - 1) + "\n";
        }
        text += "cfn=(0)\ncalls=1 1\n1 1\n";
        const auto result = loadedText(text, QStringLiteral("deep.out"));
        const FlatProfile flat(*result.profile, {});
        QCOMPARE(flat.cycles().size(), std::size_t(1));
        QCOMPARE(flat.cycles().front().members.size(), std::size_t(depth));
        QCOMPARE(flat.cycleSelf(0)[0], Cost(depth));
    }

    void reportOrderOverSignsAndManyRows()
    {
        // The report's order (inclusive cost descending, then self, then name) over negative,
        // huge and tied costs, in profiles of fewer and more rows than the radix sort's wider
        // digits are used for (32,768), against a comparison sort of the same keys.
        for (const int functions : {300, 40000}) {
            QByteArray text = "events: Ir Dr\n";
            std::uint64_t state = 12345;
            const auto next = [&state] {
                state = state * 6364136223846793005ull + 1442695040888963407ull;
                return state >> 33;
            };
            for (int f = 0; f < functions; ++f) {
                // Few distinct costs (ties) and some of every magnitude, both signs.
                const auto r = next();
                const qint64 ir = r % 4 == 0 ? qint64(next() % 50) : qint64(next()) << (r % 31);
                const qint64 dr = r % 3 == 0 ? -qint64(next() % 1000) : qint64(next() % 7);
                text += "fn=f" + QByteArray::number(f) + "\n1 " + QByteArray::number(ir) + ' ' +
                        QByteArray::number(dr) + '\n';
            }
            const auto result = loadedText(text, QStringLiteral("order.out"));
            QVERIFY(result.profile);
            const Profile& profile = *result.profile;
            const FlatProfile flat(profile, {});
            for (const int event : {0, 1}) {
                const auto rows = reportwriter::sortedRows(profile, flat, true, event);
                QCOMPARE(rows.size(), std::size_t(functions));
                std::vector<FunctionId> expected(profile.functionIds().begin(),
                                                 profile.functionIds().end());
                std::sort(expected.begin(), expected.end(), [&](FunctionId a, FunctionId b) {
                    const Cost ia = flat.inclusive(a)[event];
                    const Cost ib = flat.inclusive(b)[event];
                    if (ia != ib)
                        return ia > ib;
                    const Cost sa = flat.self(a)[event];
                    const Cost sb = flat.self(b)[event];
                    if (sa != sb)
                        return sa > sb;
                    return profile.strings().view(profile.function(a).name) <
                           profile.strings().view(profile.function(b).name);
                });
                for (std::size_t i = 0; i < rows.size(); ++i)
                    QCOMPARE(rows[i].index, expected[i].index());
            }
        }
    }

    void cyclesBesideThePartsOfABigSelection()
    {
        // Over 500,000 rows the parts' costs are computed on a thread of their own beside the
        // call graph's cycles: the same costs as without cycle detection, and the cycle's from
        // them.
        QByteArray text = "events: Ir\n";
        constexpr int kParts = 260;
        constexpr int kFunctions = 1000;
        for (int part = 1; part <= kParts; ++part) {
            text += "part: " + QByteArray::number(part) + "\n";
            for (int f = 0; f < kFunctions; ++f) {
                text += "fn=f" + QByteArray::number(f) + "\n1 " + QByteArray::number(f % 7 + 1) +
                        "\ncfn=f" + QByteArray::number((f + 1) % kFunctions) + "\ncalls=1 1\n1 " +
                        QByteArray::number(part) + "\n";
            }
            text += "fn=c1\n1 3\ncfn=c2\ncalls=1 1\n1 2\nfn=c2\n1 4\ncfn=c1\ncalls=1 1\n1 1\n";
        }
        const auto result = loadedText(text, QStringLiteral("parts.out"));
        QVERIFY2(result.profile, qPrintable(result.error));
        const Profile& profile = *result.profile;
        const PartMask all = PartMask::all(profile.partCount());
        const FlatProfile plain(profile, {false, all});
        const FlatProfile cycles(profile, {true, all});
        QCOMPARE(cycles.cycles().size(), std::size_t(2)); // the ring of f's, and c1 <-> c2
        for (const FunctionId f : profile.functionIds()) {
            QCOMPARE(cycles.self(f)[0], plain.self(f)[0]);
            QCOMPARE(cycles.called(f), plain.called(f));
            QCOMPARE(cycles.isPresent(f), plain.isPresent(f));
        }
        const FunctionId c1 = functionNamed(profile, QStringLiteral("c1"));
        const auto& cycle = cycles.cycles()[std::size_t(cycles.cycleOf(c1))];
        QCOMPARE(cycle.members.size(), std::size_t(2));
        QCOMPARE(cycles.cycleSelf(std::size_t(cycles.cycleOf(c1)))[0], Cost(kParts * (3 + 4)));
        QCOMPARE(cycles.totals()[0], plain.totals()[0]);
    }

    void overflowingCostSumsSaturate()
    {
        // A sum that passes the 64-bit range stops at its end (two costs of INT64_MAX total
        // INT64_MAX, not -2 as when sums wrapped), and each cost line that made one capped says
        // so with its file:line. Negative numbers still add up exactly.
        constexpr Cost kMax = std::numeric_limits<Cost>::max();
        constexpr Cost kMin = std::numeric_limits<Cost>::min();
        static_assert(costmath::add(kMax, kMax) == kMax);
        static_assert(costmath::add(kMax, 1) == kMax);
        static_assert(costmath::add(kMin, -1) == kMin);
        static_assert(costmath::add(kMax, kMin) == -1);
        static_assert(costmath::add(-3887732, -5) == -3887737);
        static_assert(costmath::subtract(kMin, 1) == kMin);
        static_assert(costmath::subtract(0, kMin) == kMax);
        static_assert(costmath::multiply(kMax, 2) == kMax);
        static_assert(costmath::multiply(kMax, -2) == kMin);
        // A share of a cost at the range's end stays at that end (std::llround gave INT64_MIN).
        QCOMPARE(costmath::scale(kMax, 1.0), kMax);
        QCOMPARE(costmath::scale(kMin, 1.0), kMin);
        QCOMPARE(costmath::scale(kMax, 0.5), Cost(4611686018427387904));
        QCOMPARE(costmath::scale(-7, 0.5), Cost(-4)); // halves away from zero, as llround
        QCOMPARE(costmath::scale(10, 0.0), Cost(0));

        const auto result =
            loadedText("events: Ir Dr\n"                              // 1
                       "event: D = 2 Ir + Dr\n"                       // 2
                       "fn=main\n"                                    // 3
                       "1 9223372036854775807 1\n"                    // 4
                       "2 9223372036854775807 -9223372036854775808\n" // 5: Ir capped
                       "cfn=f\ncalls=1 1\n3 9223372036854775807 -1\n" // 6-8
                       "cfn=f\ncalls=1 1\n4 9223372036854775807 -1\n" // 9-11: capped
                       "fn=f\n"                                       // 12
                       "5 9223372036854775807 -9223372036854775808\n" // 13
                       "6 9223372036854775807 -1\n",                  // 14: both
                       QStringLiteral("overflow.out"));
        const Profile& profile = *result.profile;
        QStringList texts;
        for (const Diagnostic& diagnostic : profile.diagnostics())
            texts << diagnostic.toString();
        const QString warnings = texts.join(QLatin1Char('\n'));
        for (const char* line : {"overflow.out:5: ", "overflow.out:11: ", "overflow.out:14: "}) {
            QVERIFY2(warnings.contains(QLatin1String(line) + QLatin1String("a cost sum passes")),
                     qPrintable(warnings));
        }
        QVERIFY(!warnings.contains(QLatin1String("overflow.out:4:")));
        QVERIFY(!warnings.contains(QLatin1String("overflow.out:8:")));

        // Self: main Ir MAX (capped), Dr 1 + MIN; f Ir MAX (capped), Dr MIN - 1 capped at MIN.
        // The call: Ir MAX (capped), Dr -2. Totals: MAX; (MIN + 1) + MIN capped at MIN.
        QCOMPARE(std::vector<Cost>(profile.totals().begin(), profile.totals().end()),
                 (std::vector<Cost>{kMax, kMin}));
        QCOMPARE(partselection::totals(profile, PartMask()), (std::vector<Cost>{kMax, kMin}));

        const FlatProfile flat(profile, {});
        const FunctionId main = *findFunction(profile, QStringLiteral("main"));
        const FunctionId f = *findFunction(profile, QStringLiteral("f"));
        QCOMPARE(flat.self(main)[1], kMin + 1);
        QCOMPARE(flat.self(f)[1], kMin);
        // main's inclusive: self + the call; Dr (MIN + 1) + -2 capped at MIN.
        QCOMPARE(flat.inclusive(main)[0], kMax);
        QCOMPARE(flat.inclusive(main)[1], kMin);
        const CallRelations relations(profile);
        QCOMPARE(relations.outEdges(main).size(), std::size_t(1));
        const auto call = relations.edgeCost(relations.outEdges(main).front().costIndex);
        QCOMPARE(call[0], kMax);
        QCOMPARE(call[1], Cost(-2));
        // D = 2 Ir + Dr of main's inclusive cost: 2 * MAX capped at MAX, + MIN = -1.
        const int derived = profile.events().indexOf(QStringLiteral("D"));
        QVERIFY(derived >= 0);
        QCOMPARE(profile.events().value(flat.inclusive(main), derived), Cost(-1));

        // The report prints the capped sums as they are.
        QString tsv;
        QTextStream out(&tsv);
        reportwriter::writeTsv(out, profile, flat, {});
        out.flush();
        QVERIFY2(tsv.startsWith(QStringLiteral(
                     "# events: Ir Dr\n# totals: 9223372036854775807 -9223372036854775808\n")),
                 qPrintable(tsv));
        QVERIFY2(tsv.contains(QStringLiteral("fn\tmain\t\t\t0\t9223372036854775807\t"
                                             "-9223372036854775807\t9223372036854775807\t"
                                             "-9223372036854775808\n")),
                 qPrintable(tsv));
        // f is called: its inclusive cost is what its calls cost (Dr -1 twice), as KCachegrind has
        // it.
        QVERIFY2(tsv.contains(QStringLiteral("fn\tf\t\t\t2\t9223372036854775807\t"
                                             "-9223372036854775808\t9223372036854775807\t-2\n")),
                 qPrintable(tsv));
    }

    void overflowAcrossPartsAndFilesIsSaidAtThePart()
    {
        // No line's own sums pass the range, but the profile's total does: a part per dump, each
        // with INT64_MAX - 1 for main, is said once, at the line the second part starts. (At
        // the same source line in both parts, main's per-line sum, kept over all parts, would
        // pass the range too, and that line would say so.)
        constexpr Cost kMax = std::numeric_limits<Cost>::max();
        const auto result = loadedText("events: Ir\n"              // 1: part 1 starts
                                       "fn=main\n"                 // 2
                                       "1 9223372036854775806\n"   // 3
                                       "part: 2\n"                 // 4: part 2 starts
                                       "fn=main\n"                 // 5
                                       "2 9223372036854775806\n"   // 6
                                       "part: 3\n"                 // 7: part 3 starts
                                       "fn=main\n"                 // 8
                                       "1 -5\n"                    // 9
                                       "fn=f\n"                    // 10
                                       "2 -9223372036854775800\n", // 11
                                       QStringLiteral("parts.out"));
        const Profile& profile = *result.profile;
        QCOMPARE(diagnosticTexts(profile),
                 QStringList{QStringLiteral(
                     "4: with the part starting here, the profile's total cost passes the 64-bit "
                     "range: capped at 9223372036854775807 or -9223372036854775808")});
        QCOMPARE(profile.diagnostics().front().toString(),
                 QStringLiteral("%1:4: with the part starting here, the profile's total cost "
                                "passes the 64-bit range: capped at 9223372036854775807 or "
                                "-9223372036854775808")
                     .arg(profile.sources().front().path));
        // Part by part the numbers are exact, negative ones too (part 3: -5 - 9223372036854775800).
        QCOMPARE(partselection::totals(profile, PartMask::fromFlags({true, false, false})),
                 (std::vector<Cost>{kMax - 1}));
        QCOMPARE(partselection::totals(profile, PartMask::fromFlags({false, false, true})),
                 (std::vector<Cost>{std::numeric_limits<Cost>::min() + 3}));
        // All parts: capped at the end of the range once it is passed, then the negative part
        // counts down from there (saturation is not exact arithmetic; the warning says so).
        const FlatProfile all(profile, {});
        const FunctionId main = *findFunction(profile, QStringLiteral("main"));
        QCOMPARE(all.self(main)[0], kMax - 5);
        QCOMPARE(profile.totals()[0], Cost(2)); // MAX - 5 - 9223372036854775800
    }

    void overflowingCountsSaturate()
    {
        // Call and jump counts are unsigned 64 bits: their sums stop at 2^64 - 1 (they used to
        // wrap to a small count) and the line that passed it says so.
        constexpr Count kMaxCount = std::numeric_limits<Count>::max();
        const auto result = loadedText("events: Ir\n"                   // 1
                                       "fn=main\n"                      // 2
                                       "cfn=f\n"                        // 3
                                       "calls=18446744073709551615 1\n" // 4
                                       "1 3\n"                          // 5
                                       "cfn=f\n"                        // 6
                                       "calls=2 1\n"                    // 7
                                       "1 4\n"                          // 8: capped
                                       "jump=18446744073709551614 3\n"  // 9
                                       "1\n"                            // 10
                                       "jump=2 3\n"                     // 11
                                       "1\n"                            // 12: capped
                                       "fn=f\n"                         // 13
                                       "5 -7\n"                         // 14
                                       "5 -9223372036854775800\n"       // 15
                                       "5 -2\n",                        // 16: capped
                                       QStringLiteral("counts.out"));
        const Profile& profile = *result.profile;
        const QStringList expected{
            QStringLiteral("8: a call or jump count sum passes the 64-bit range: capped at "
                           "18446744073709551615"),
            QStringLiteral("12: a call or jump count sum passes the 64-bit range: capped at "
                           "18446744073709551615"),
            QStringLiteral("16: a cost sum passes the 64-bit range: capped at "
                           "9223372036854775807 or -9223372036854775808"),
        };
        QCOMPARE(diagnosticTexts(profile), expected);
        const FunctionId main = *findFunction(profile, QStringLiteral("main"));
        const FunctionId f = *findFunction(profile, QStringLiteral("f"));
        const FlatProfile flat(profile, {});
        QCOMPARE(flat.called(f), kMaxCount);
        QCOMPARE(flat.self(f)[0], std::numeric_limits<Cost>::min());
        QCOMPARE(flat.inclusive(main)[0], Cost(7));
        const CallRelations relations(profile);
        QCOMPARE(relations.outEdges(main).front().count, kMaxCount);
        QCOMPARE(profile.jumps(main).size(), std::size_t(1));
        QCOMPARE(profile.jumps(main).front().executed, kMaxCount);
        QCOMPARE(profile.jumps(main).front().taken, kMaxCount);
        static_assert([] {
            Count c = kMaxCount - 1;
            return !costmath::addCountTo(c, 1) && c == kMaxCount && costmath::addCountTo(c, 1) &&
                   c == kMaxCount;
        }());
    }

    void cycleDetectorComponents()
    {
        // 0->1->2->0, 3->3 (self loop, not a cycle), 4->5, 5->4, 2->4.
        const std::vector<std::uint32_t> offsets{0, 1, 2, 4, 5, 6, 7};
        const std::vector<std::uint32_t> targets{1, 2, 0, 4, 3, 5, 4};
        std::uint32_t count = 0;
        const auto component = cycledetector::findCycles(offsets, targets, &count);
        QCOMPARE(count, 2u);
        QCOMPARE(component[0], component[1]);
        QCOMPARE(component[1], component[2]);
        QCOMPARE(component[3], kInvalidId);
        QCOMPARE(component[4], component[5]);
        QVERIFY(component[0] != component[4]);
    }

    // Random graphs: two nodes share a component exactly when each reaches the other, components
    // of one node are no cycles, and a node's reachesCycle says whether a cycle can be reached
    // from it (found beside the components, in the same walk).
    void cycleDetectorRandomGraphs()
    {
        std::mt19937 random(41);
        for (int round = 0; round < 400; ++round) {
            const auto count = std::uint32_t(1 + random() % 24);
            std::vector<std::uint32_t> offsets{0};
            std::vector<std::uint32_t> targets;
            std::vector<std::vector<char>> reaches(count, std::vector<char>(count, 0));
            for (std::uint32_t n = 0; n < count; ++n) {
                for (std::size_t e = random() % 3; e > 0; --e) {
                    const auto to = std::uint32_t(random() % count);
                    targets.push_back(to);
                    reaches[n][to] = 1;
                }
                offsets.push_back(std::uint32_t(targets.size()));
            }
            for (std::uint32_t k = 0; k < count; ++k) {
                for (std::uint32_t i = 0; i < count; ++i) {
                    for (std::uint32_t j = 0; j < count; ++j)
                        reaches[i][j] = reaches[i][j] || (reaches[i][k] && reaches[k][j]);
                }
            }
            const cycledetector::Cycles found = cycledetector::find(offsets, targets);
            std::vector<std::uint32_t> sizes(found.count, 0);
            for (std::uint32_t n = 0; n < count; ++n) {
                if (found.component[n] != kInvalidId)
                    ++sizes[found.component[n]];
            }
            for (std::uint32_t i = 0; i < count; ++i) {
                bool reachesCycle = false;
                for (std::uint32_t j = 0; j < count; ++j) {
                    const bool together = i != j && reaches[i][j] && reaches[j][i];
                    QCOMPARE(found.component[i] != kInvalidId &&
                                 found.component[i] == found.component[j],
                             together || (i == j && found.component[i] != kInvalidId));
                    if (together)
                        QVERIFY(found.component[i] != kInvalidId);
                    reachesCycle =
                        reachesCycle || (reaches[i][j] && found.component[j] != kInvalidId);
                }
                QCOMPARE(found.reachesCycle[i] != 0, reachesCycle);
                QCOMPARE(std::ranges::count(found.reaching, i), reachesCycle ? 1 : 0);
                if (found.component[i] != kInvalidId)
                    QVERIFY(sizes[found.component[i]] >= 2);
            }
        }
    }
};

QTEST_GUILESS_MAIN(CostModelTest)
#include "tst_costmodel.moc"

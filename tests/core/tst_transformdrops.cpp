// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Dropping every function a `re:` target matches at once (issue 37): by hand, against the rule
// worked out in floating point on random call graphs, and on files that contradict themselves;
// and the literal prefix that tells the names a `re:` target tries before PCRE is asked.

#include "tests/support/TestSupport.h"
#include "tests/support/TransformFixtures.h"

#include "core/text/RegexMatch.h"

#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <random>
#include <string>
#include <utility>
#include <vector>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

class TestTransformDrops : public QObject
{
    Q_OBJECT

private slots:
    void dropSetAtOnce();
    void regexPrefixIsWhatEveryMatchStartsWith();
    void dropTakesNoMoreThanARowHolds();
    void randomDropSetFollowsTheRule();
};

void TestTransformDrops::dropSetAtOnce()
{
    // Diamond: a and b at once take everything but main's own 10; a and c (c below a) leave b's
    // own 20, main 10 + 20 (c's 30 through b goes with c).
    const auto profile = loadProfile(kDiamond);
    auto dropped = transformed(profile, {dropping(u"re:^[ab]$"_s)});
    QVERIFY(dropped);
    QCOMPARE(flatText(*dropped), u"main 10 10; total 10"_s);
    dropped = transformed(profile, {dropping(u"re:^[ac]$"_s)});
    QVERIFY(dropped);
    QCOMPARE(flatText(*dropped), u"b 20 20; main 10 30; total 30"_s);
    checkDetailsAddUp(*dropped);

    // A target above a caller of another: top (self 5) calls A (40) and m (30); A (self 10)
    // calls m (30); m (self 20) calls B (40, all self). Half of m's cost comes through A and
    // goes with it (m's self 10, its call to B 20); of the rest, B's 20 goes with B, counted
    // once: top's call to m loses 20 of its 30, not the 40 B had. Left: top 5 + m's 10.
    const QByteArray nested = "events: Ir\nfl=n.c\n"
                              "fn=top\n1 5\ncfn=A\ncalls=1 1\n2 40\ncfn=m\ncalls=1 1\n3 30\n"
                              "fn=A\n10 10\ncfn=m\ncalls=1 1\n11 30\n"
                              "fn=m\n20 20\ncfn=B\ncalls=2 1\n21 40\n"
                              "fn=B\n30 40\n";
    const auto withNested = loadProfile(nested);
    dropped = transformed(withNested, {dropping(u"re:^[AB]$"_s)});
    QVERIFY(dropped);
    QCOMPARE(flatText(*dropped), u"m 10 10; top 5 15; total 15"_s);
    checkDetailsAddUp(*dropped);
    // The same as dropping them one after the other (exact here: no unit to round).
    const auto oneByOne = transformed(withNested, {dropping(u"A"_s), dropping(u"B"_s)});
    QVERIFY(oneByOne);
    QCOMPARE(flatText(*oneByOne), flatText(*dropped));
}

void TestTransformDrops::regexPrefixIsWhatEveryMatchStartsWith()
{
    // The names a re: target tries are first told by the text every match starts with.
    const std::vector<std::pair<QString, std::string>> cases{
        {u"^PyMem"_s, "PyMem"},   {u"^std::vector<"_s, "std::vector<"},
        {u"^ab*"_s, "a"},         {u"^ab?c"_s, "a"},
        {u"^ab{2}"_s, "a"},       {u"^a.b"_s, "a"},
        {u"^a\\.b"_s, "a"},       {u"^f(1|2)$"_s, ""},
        {u"^a|b"_s, ""},          {u"PyMem"_s, ""},
        {u"^(ab)"_s, ""},         {u"^[ab]"_s, ""},
        {u"^caf\u00e9"_s, "caf"}, {u"^x$"_s, "x"},
    };
    for (const auto& [pattern, prefix] : cases)
        QCOMPARE(regexmatch::literalPrefix(pattern), prefix);
    // Every name a pattern matches starts with its prefix.
    const QStringList names{
        u"PyMem_Malloc"_s,    u"abbbc"_s, u"ac"_s, u"b"_s, u"a.b"_s, u"axb"_s, u"f1"_s, u"x"_s,
        u"std::vector<int>"_s};
    for (const auto& [pattern, prefix] : cases) {
        const QRegularExpression regex(pattern);
        for (const QString& name : names) {
            if (regex.match(name).hasMatch())
                QVERIFY2(name.toUtf8().startsWith(QByteArray::fromStdString(prefix)),
                         qPrintable(pattern + u' ' + name));
        }
    }
    // A drop by a prefixed expression is the drop of what it matches.
    const auto profile = loadProfile(kDiamond);
    const auto dropped = transformed(profile, {dropping(u"re:^a$"_s)});
    QVERIFY(dropped);
    QCOMPARE(flatText(*dropped), flatText(*transformed(profile, {dropping(u"a"_s)})));
}

void TestTransformDrops::dropTakesNoMoreThanARowHolds()
{
    // A file that contradicts itself, as recursions' inclusive costs and truncated files do:
    // T's own cost (100) is more than its one call in holds (30), and c's (40) less than its
    // call in (100). Dropping T, m's call to it loses its 30, not 100, and main's call to m
    // loses that 30 (not 100: main's inclusive cost would go below its self cost); dropping x,
    // c loses what it holds, its 40, not the 100 its call in brings (c would be left at -60).
    // (A called function's inclusive cost is what its calls in hold: c 100, T 30.)
    const QByteArray text = "events: Ir\nfl=k.c\n"
                            "fn=main\n1 10\ncfn=m\ncalls=1 1\n2 50\ncfn=x\ncalls=1 1\n3 100\n"
                            "fn=m\n10 20\ncfn=T\ncalls=1 1\n11 30\n"
                            "fn=T\n20 100\n"
                            "fn=x\ncfn=c\ncalls=1 1\n31 100\n"
                            "fn=c\n40 40\n";
    const auto profile = loadProfile(text);
    auto dropped = transformed(profile, {dropping(u"T"_s)});
    QVERIFY(dropped);
    QCOMPARE(flatText(*dropped), u"c 40 100; m 20 20; main 10 130; x 0 100; total 70"_s);
    dropped = transformed(profile, {dropping(u"x"_s)});
    QVERIFY(dropped);
    QCOMPARE(flatText(*dropped), u"T 100 30; m 20 50; main 10 60; total 130"_s);
}

void TestTransformDrops::randomDropSetFollowsTheRule()
{
    // Dropping a set at once, on random call graphs without recursion, against the rule worked
    // out here in floating point: a unit of cost leaves its function up a path of callers chosen
    // in proportion to the calls' costs; what is gone is every unit whose path passes through a
    // target. q(f), the chance that a path up from f passes through one, is 1 for a target and
    // else the calls in's weighted mean of their callers' q; d(f), what of f's inclusive cost
    // comes from below without passing through one, is 0 for a target and else its self cost
    // plus each call's cost times d/inclusive of its callee. f keeps self * (1 - q) and an
    // inclusive cost of d * (1 - q).
    std::mt19937 random(3773);
    for (int round = 0; round < 80; ++round) {
        const int functions = std::uniform_int_distribution<int>(3, 30)(random);
        const auto profile = loadProfile(randomDag(random, functions));
        const FlatProfile flat = flatOf(*profile, false);
        const CallRelations relations(*profile);
        std::vector<char> target(std::size_t(functions), 0);
        QStringList names;
        for (int f = 1; f < functions; ++f) {
            if (std::uniform_int_distribution<int>(0, 3)(random) == 0) {
                target[std::size_t(f)] = 1;
                names << QString::number(f);
            }
        }
        if (names.isEmpty())
            continue;
        const auto id = [&](int f) { return functionNamed(*profile, u"f%1"_s.arg(f)); };
        const auto dropped =
            transformed(profile, {dropping(u"re:^f("_s + names.join(u'|') + u")$"_s)});
        QVERIFY(dropped);
        checkDetailsAddUp(*dropped);
        const FlatProfile after = flatOf(*dropped, false);
        for (std::size_t e = 0; e < 2; ++e) {
            // Functions are numbered so that callers come first.
            std::vector<double> q(std::size_t(functions), 0.0);
            for (int f = 0; f < functions; ++f) {
                if (target[std::size_t(f)]) {
                    q[std::size_t(f)] = 1;
                    continue;
                }
                double weighted = 0;
                double weights = 0;
                for (const CallRelation& caller : relations.callers(id(f))) {
                    const int from = profile->functionName(caller.other).mid(1).toInt();
                    weighted += double(caller.inclusive[e]) * q[std::size_t(from)];
                    weights += double(caller.inclusive[e]);
                }
                q[std::size_t(f)] = weights > 0 ? weighted / weights : 0.0;
            }
            std::vector<double> d(std::size_t(functions), 0.0);
            for (int f = functions - 1; f >= 0; --f) {
                if (target[std::size_t(f)])
                    continue;
                double below = double(flat.self(id(f))[e]);
                for (const CallRelation& callee : relations.callees(id(f))) {
                    const int to = profile->functionName(callee.other).mid(1).toInt();
                    const double inclusive = double(flat.inclusive(callee.other)[e]);
                    if (inclusive > 0)
                        below += double(callee.inclusive[e]) * d[std::size_t(to)] / inclusive;
                }
                d[std::size_t(f)] = below;
            }
            double total = 0;
            for (int f = 0; f < functions; ++f) {
                const double self = double(flat.self(id(f))[e]) * (1 - q[std::size_t(f)]);
                const double inclusive = d[std::size_t(f)] * (1 - q[std::size_t(f)]);
                total += self;
                const auto kept = findFunction(*dropped, u"f%1"_s.arg(f));
                const bool present = kept && after.isPresent(*kept);
                if (target[std::size_t(f)]) {
                    QVERIFY(!present);
                    continue;
                }
                // Each share is rounded to the unit once per call it flows down.
                const double slack = functions;
                const double gotSelf = present ? double(after.self(*kept)[e]) : 0.0;
                const double gotInclusive = present ? double(after.inclusive(*kept)[e]) : 0.0;
                QVERIFY2(
                    std::abs(gotSelf - self) <= slack &&
                        std::abs(gotInclusive - inclusive) <= slack,
                    qPrintable(u"round %1 f%2 event %3: self %4 (rule %5), inclusive %6 (rule %7)"_s
                                   .arg(round)
                                   .arg(f)
                                   .arg(e)
                                   .arg(gotSelf)
                                   .arg(self)
                                   .arg(gotInclusive)
                                   .arg(inclusive)));
            }
            QVERIFY(std::abs(double(dropped->totals()[e]) - total) <= functions);
        }
    }
}

QTEST_GUILESS_MAIN(TestTransformDrops)
#include "tst_transformdrops.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Recursion cycles numbered as KCachegrind numbers them (core/analysis/CycleNumbers), so that
// `<cycle 3>` means the same cycle in Tally and in a KCachegrind screenshot. The expected numbers
// are worked out by hand from KCachegrind's walk (libcore/tracedata.cpp, cycleDFS): functions in
// the order of its map (name + file name + object name), callees in the order of their first
// call in the file, each cycle numbered when the walk completes it.

#include "tests/support/TestSupport.h"

#include "core/analysis/FlatProfile.h"

#include <QFile>
#include <QRegularExpression>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

// The number of the cycle `name` is a member of (0: none).
int cycleNumberOf(const Profile& profile, const FlatProfile& flat, const char* name)
{
    const int cycle = flat.cycleOf(functionNamed(profile, QLatin1String(name)));
    return cycle < 0 ? 0 : flat.cycles()[std::size_t(cycle)].number;
}

// Three cycles: r1 -> r2 -> r3 -> r1 (cheap), p <-> q (the most costly: it holds the third), and
// u <-> v, which q calls. main calls r1 first, then p.
const QByteArray kProgram = R"(
static volatile long sink;
void r1(int n);
void r2(int n);
void r3(int n);
void p(int n);
void q(int n);
void u(int n);
void v(int n);
void r1(int n) { sink += n; if (n > 0) r2(n - 1); }
void r2(int n) { sink += n; if (n > 0) r3(n - 1); }
void r3(int n) { sink += n; if (n > 0) r1(n - 1); }
void u(int n) { for (int i = 0; i < 50; ++i) sink += i; if (n > 0) v(n - 1); }
void v(int n) { for (int i = 0; i < 50; ++i) sink += i; if (n > 0) u(n - 1); }
void q(int n) { for (int i = 0; i < 100; ++i) sink += i; u(10); if (n > 0) p(n - 1); }
void p(int n) { for (int i = 0; i < 100; ++i) sink += i; if (n > 0) q(n - 1); }
int main(void) { r1(6); p(20); return 0; }
)";

} // namespace

class CycleNumbersTest : public QObject
{
    Q_OBJECT

private slots:
    // KCachegrind's walk starts at (below main) (its map's first key: '(' sorts before letters),
    // reaches main and takes main's calls in the file's order, r1 before p. It completes
    // r1 -> r2 -> r3 first (<cycle 1>); then p -> q, where q's call to u completes u <-> v
    // (<cycle 2>) before the walk returns to p and completes p <-> q (<cycle 3>). By cost, as
    // Tally numbered them before, p <-> q was 1 and the r ring 3.
    void recordedProfileWithThreeCycles()
    {
        const RecordedProfile recorded =
            recordValgrindProfile(u"cycles"_s, kProgram, {u"-g"_s, u"-O0"_s},
                                  {u"--toggle-collect=main"_s, u"--separate-recs=1"_s});
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(recorded.error.isEmpty(), recorded.error.constData());
        QFile file(recorded.path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        // The order the numbers depend on: main's call of r1 is read before its call of p.
        const auto callOf = [&](const char* name) {
            return QRegularExpression(u"\ncfn=\\(\\d+\\) "_s + QLatin1String(name) + u"\n"_s)
                .match(QString::fromUtf8(text))
                .capturedStart();
        };
        QVERIFY(callOf("r1") >= 0 && callOf("p") >= 0);
        QVERIFY2(callOf("r1") < callOf("p"), text.constData());

        const auto result = profileloader::load({recorded.path});
        QVERIFY2(result.profile, qPrintable(result.error));
        const Profile& profile = *result.profile;
        const FlatProfile flat(profile, {true, PartMask::all(profile.partCount())});
        QCOMPARE(flat.cycles().size(), std::size_t(3));
        for (const char* member : {"r1", "r2", "r3"})
            QCOMPARE(cycleNumberOf(profile, flat, member), 1);
        for (const char* member : {"u", "v"})
            QCOMPARE(cycleNumberOf(profile, flat, member), 2);
        for (const char* member : {"p", "q"})
            QCOMPARE(cycleNumberOf(profile, flat, member), 3);
        QCOMPARE(cycleNumberOf(profile, flat, "main"), 0);
        // Still listed by cost: p <-> q first.
        QCOMPARE(flat.cycles().front().number, 3);
    }

    // KCachegrind's walk counts a function as on its stack when another is below it: a call back
    // to the function a walk started from does not close a cycle. Its map puts a before main, so
    // its walk starts at a and misses a <-> b, which Tally finds; it numbers x <-> y 1, and
    // a <-> b (the costlier) comes after.
    void cycleKCachegrindMisses()
    {
        const auto result = loadText(R"(events: Ir
fn=a
1 1000
cfn=b
calls=1 1
1 500
fn=b
1 500
cfn=a
calls=1 1
1 100
fn=main
1 1
cfn=x
calls=1 1
1 20
fn=x
1 10
cfn=y
calls=1 1
1 10
fn=y
1 5
cfn=x
calls=1 1
1 5
)");
        QVERIFY2(result.profile, qPrintable(result.error));
        const Profile& profile = *result.profile;
        const FlatProfile flat(profile, {true, PartMask::all(profile.partCount())});
        QCOMPARE(flat.cycles().size(), std::size_t(2));
        QCOMPARE(cycleNumberOf(profile, flat, "x"), 1);
        QCOMPARE(cycleNumberOf(profile, flat, "y"), 1);
        QCOMPARE(cycleNumberOf(profile, flat, "a"), 2);
        QCOMPARE(cycleNumberOf(profile, flat, "b"), 2);
    }

    // KCachegrind's map orders names as QStrings: a byte that is not UTF-8 is U+FFFD there,
    // after U+FF01, where as a byte (0x80 against 0xEF) it comes first. Each cycle is called from
    // a function named as its prefix, whose walk comes first and numbers it: U+FF01's first.
    void cycleNumbersFollowQStringOrderOfNames()
    {
        const QByteArray bad = "\x80"; // not UTF-8 on its own
        const QByteArray wide = "\uFF01";
        QByteArray text = "events: Ir\n";
        for (const QByteArray& first : {bad, wide}) {
            text += "fn=" + first + "\n1 1\ncfn=" + first + "a\ncalls=1 1\n1 20\n";
            text += "fn=" + first + "a\n1 10\ncfn=" + first + "b\ncalls=1 1\n1 5\n";
            text += "fn=" + first + "b\n1 5\ncfn=" + first + "a\ncalls=1 1\n1 1\n";
        }
        const auto result = loadText(text);
        QVERIFY2(result.profile, qPrintable(result.error));
        const Profile& profile = *result.profile;
        const FlatProfile flat(profile, {true, PartMask::all(profile.partCount())});
        QCOMPARE(flat.cycles().size(), std::size_t(2));
        const auto numberOf = [&](const QByteArray& name) {
            for (const FunctionId f : profile.functionIds()) {
                if (profile.string(profile.function(f).name) == name.toStdString()) {
                    const int cycle = flat.cycleOf(f);
                    return cycle < 0 ? 0 : flat.cycles()[std::size_t(cycle)].number;
                }
            }
            return -1;
        };
        QCOMPARE(numberOf(wide + "a"), 1);
        QCOMPARE(numberOf(wide + "b"), 1);
        QCOMPARE(numberOf(bad + "a"), 2);
        QCOMPARE(numberOf(bad + "b"), 2);
    }
};

QTEST_GUILESS_MAIN(CycleNumbersTest)
#include "tst_cyclenumbers.moc"

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

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

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

// KCachegrind's numbering as its code reads (libcore/tracedata.cpp, cycleDFS), recursively: a
// walk from every function in the order of its map (`keys`), each function's callees in order;
// a function is on the walk's stack when one is below it. The member sets of the components of
// two or more functions it finds, with their numbers.
std::map<std::set<int>, int> kcachegrindNumbers(const std::vector<std::string>& keys,
                                                const std::vector<std::vector<int>>& callees)
{
    const int count = int(keys.size());
    std::vector<int> order(std::size_t(count), 0);
    for (int f = 0; f < count; ++f)
        order[std::size_t(f)] = f;
    std::ranges::stable_sort(order, [&](int a, int b) { return keys[a] < keys[b]; });
    std::vector<int> low(std::size_t(count), 0);
    std::vector<int> prefix(std::size_t(count), 0);
    std::vector<int> below(std::size_t(count), -1);
    int top = -1;
    int visits = 0;
    std::map<std::set<int>, int> found;
    std::function<void(int)> walk = [&](int node) {
        prefix[node] = low[node] = ++visits;
        below[node] = top;
        top = node;
        for (const int called : callees[std::size_t(node)]) {
            if (low[called] == 0) {
                walk(called);
                low[node] = std::min(low[node], low[called]);
            } else if (below[called] != -1) {
                low[node] = std::min(low[node], low[called]);
            }
        }
        if (prefix[node] != low[node])
            return;
        std::set<int> members;
        for (int member = top;; member = top) {
            members.insert(member);
            top = below[member];
            below[member] = -1;
            if (member == node)
                break;
        }
        if (members.size() > 1)
            found.emplace(members, int(found.size()) + 1);
    };
    for (const int root : order) {
        if (low[root] == 0)
            walk(root);
    }
    return found;
}

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

    // Random call graphs, with names that share long prefixes and are prefixes of one another:
    // each cycle KCachegrind finds whole has its number (Tally starts the walks only from the
    // functions that come before everything that reaches them; this compares with walks from
    // every function), the others numbers after them.
    void randomGraphsNumberedAsKCachegrind()
    {
        checkRandomGraphs({"f", "f'g", "0x000000000050c9f0'", "0x0000000000"}, {}, {});
    }

    // The same with keys whose first 32 bytes are alike (Tally compares those first, then the
    // whole keys), names that end in them, files and objects in them, and keys that are not
    // ASCII (compared as KCachegrind's QStrings).
    void randomLongKeysNumberedAsKCachegrind()
    {
        checkRandomGraphs({"PyObject_Vectorcall'_PyEval_EvalFrameDefault'", "PyObject_Vectorcall'",
                           "0x000000000050c9f0'_PyEval_EvalFrameDefault",
                           "PyObject_Vectorcall'_PyEval_EvalFrame\xc3\xa9", "f"},
                          {"/src/a.c", "b.c", "/x/\xc3\xa9.c", "Default"}, {"/lib/lib.so", "prog"});
    }

private:
    // Rounds of random graphs of functions named by a stem and up to three more bytes, in one
    // of `files` and `objects` each (none when empty).
    static void checkRandomGraphs(const std::vector<std::string>& stems,
                                  const std::vector<std::string>& files,
                                  const std::vector<std::string>& objects)
    {
        const auto withoutFolder = [](const std::string& path) {
            return path.substr(path.rfind('/') == std::string::npos ? 0 : path.rfind('/') + 1);
        };
        const auto pick = [](std::mt19937& random, const std::vector<std::string>& from) {
            return from.empty() ? std::string() : from[random() % from.size()];
        };
        std::mt19937 random(37);
        for (int round = 0; round < 300; ++round) {
            const int count = 2 + int(random() % 14);
            // Each function's name, file and object; its key (KCachegrind's map's).
            std::vector<std::array<std::string, 3>> functions;
            std::vector<std::string> keys;
            std::set<std::string> used;
            while (int(keys.size()) < count) {
                std::string name = stems[random() % stems.size()];
                for (std::size_t n = random() % 4; n > 0; --n)
                    name += "ab'"[random() % 3];
                const std::string file = pick(random, files);
                const std::string object = pick(random, objects);
                const std::string key = name + withoutFolder(file) + withoutFolder(object);
                if (used.insert(key).second) {
                    keys.push_back(key);
                    functions.push_back({name, file, object});
                }
            }
            const auto spelled = [&](int f, const char* prefix) {
                QByteArray text;
                const auto& [name, file, object] = functions[std::size_t(f)];
                if (!object.empty())
                    text += prefix + QByteArray("ob=") + QByteArray::fromStdString(object) + '\n';
                if (!file.empty())
                    text += prefix + QByteArray("fl=") + QByteArray::fromStdString(file) + '\n';
                return text + prefix + "fn=" + QByteArray::fromStdString(name) + '\n';
            };
            auto callees = std::vector<std::vector<int>>(std::size_t(count));
            QByteArray text = "events: Ir\n";
            for (int f = 0; f < count; ++f) {
                text += spelled(f, "") + "1 1\n";
                for (std::size_t n = random() % 4; n > 0; --n) {
                    const int to = int(random() % unsigned(count));
                    if (to == f || std::ranges::find(callees[std::size_t(f)], to) !=
                                       callees[std::size_t(f)].end())
                        continue;
                    callees[std::size_t(f)].push_back(to);
                    text += spelled(to, "c") + "calls=1 1\n1 1\n";
                }
            }
            const auto result = loadText(text);
            QVERIFY2(result.profile, qPrintable(result.error));
            const Profile& profile = *result.profile;
            const FlatProfile flat(profile, {true, PartMask::all(profile.partCount())});
            QCOMPARE(int(profile.functionCount()), count);
            const auto expected = kcachegrindNumbers(keys, callees);
            const auto keyOf = [&](FunctionId f) {
                return std::string(profile.string(profile.function(f).name)) +
                       withoutFolder(std::string(profile.string(profile.function(f).file))) +
                       withoutFolder(std::string(profile.string(profile.function(f).object)));
            };
            std::set<int> numbers;
            for (const auto& cycle : flat.cycles()) {
                std::set<int> members;
                for (const FunctionId f : cycle.members) {
                    const auto key = std::ranges::find(keys, keyOf(f));
                    QVERIFY(key != keys.end());
                    members.insert(int(key - keys.begin()));
                }
                const auto found = expected.find(members);
                if (found != expected.end())
                    QCOMPARE(cycle.number, found->second);
                else
                    QVERIFY(cycle.number > int(expected.size()));
                QVERIFY(numbers.insert(cycle.number).second);
            }
        }
    }
};

QTEST_GUILESS_MAIN(CycleNumbersTest)
#include "tst_cyclenumbers.moc"

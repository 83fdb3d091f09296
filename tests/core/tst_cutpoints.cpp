// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The loader reads a big callgrind file in two halves at once and joins them. Wherever the file
// is cut, the profile must be the one a single pass reads: here every byte offset of small real
// files (valgrind dumps, `cat` of dumps, of different runs) and of hand-written ones (repeated
// `part:` numbers, `totals:`, `summary:`, compressed names used across parts, a different
// layout per part) is tried as the cut, and the whole profile is compared with the one pass.

#include "core/load/ProfileBuilder.h"
#include "core/load/SplitPoint.h"
#include "tests/support/CutLoads.h"
#include "tests/support/SanitizedBuild.h"
#include "tests/support/TestSupport.h"

#include <algorithm>
#include <string>
#include <vector>

using namespace tally;
using namespace tally::test;
using tally::fuzz::profileDump; // the dump the load fuzzer compares a cut load with, too

namespace {

profileloader::Options cutAt(qint64 offset)
{
    profileloader::Options options;
    options.cutAt = {offset};
    return options;
}

struct CutResults
{
    QString failure;                       // the first cut whose profile differed, and how
    std::vector<qint64> joinedCuts;        // cuts at a part's start where the halves were joined
    std::vector<qint64> joinedAtFunctions; // cuts at a function's line (`fn=`) joined
    std::size_t parts = 0;
};

// Loads `path` cut at every byte offset and compares each profile with the one-pass one. A
// sanitizer build, where each load costs several times more, cuts at every line's start and end
// and at every fifth offset between.
CutResults tryEveryCut(const QString& path)
{
    const QByteArray text = readAll(path);
    std::vector<std::vector<qint64>> everyOffset;
    for (qint64 offset = 1; offset < text.size(); ++offset) {
        const bool lineEdge = text[offset - 1] == '\n' || text[offset] == '\n';
        if (!kSanitizedBuild || lineEdge || offset % 5 == 0)
            everyOffset.push_back({offset});
    }
    const CutLoads loads = loadCutAt(path, everyOffset);
    CutResults results{loads.failure, {}, {}, loads.parts};
    for (const CutLoad& load : loads.loads) {
        if (load.piecesJoined == 0)
            continue;
        const qint64 cut = load.cuts.front();
        (text.mid(cut, 3) == "fn=" ? results.joinedAtFunctions : results.joinedCuts).push_back(cut);
    }
    return results;
}

// Offsets of the lines of `text` that start with `prefix`.
std::vector<qint64> lineStarts(const QByteArray& text, const QByteArray& prefix)
{
    std::vector<qint64> starts;
    for (qsizetype at = 0; at >= 0 && at < text.size();) {
        if (text.mid(at, prefix.size()) == prefix)
            starts.push_back(at);
        const qsizetype newline = text.indexOf('\n', at);
        at = newline < 0 ? -1 : newline + 1;
    }
    return starts;
}

const QByteArray kProgram = R"(
static int leaf(int n) { int s = 0; for (int i = 0; i < n; ++i) s += i & 3; return s; }
static int work(int n) { return leaf(n) + leaf(n / 2); }
static int odd(int n);
static int even(int n) { return n == 0 ? 1 : odd(n - 1); }
static int odd(int n) { return n == 0 ? 0 : even(n - 1); }
int main(void)
{
    int total = 0;
    for (int k = 0; k < 4; ++k)
        total += work(40 + k) + even(k);
    return total & 1;
}
)";

// Long enough in main for callgrind to dump there every 200,000 basic blocks: seven dumps of
// about 1 KB whatever the environment. (kProgram's dumps come from the checks before main and at
// its end, whose sizes follow the environment's size: with 200 more variables none of its part
// lines fell near the middle of the three files, where a loader cuts.)
const QByteArray kLongProgram = R"(
static int leaf(int n) { int s = 0; for (int i = 0; i < n; ++i) s += i & 3; return s; }
static int work(int n) { return leaf(n) + leaf(n / 2); }
int main(void)
{
    int total = 0;
    for (int k = 0; k < 20000; ++k)
        total += work(40 + k % 8);
    return total & 1;
}
)";

// Hand-written: `part: 1` three times, names defined in one part and used in the next, a
// `calls=` line cut off by the next part, a bad line, a second file (another program) with
// other ids, another layout and a derived event type, parts with and without `cmd:`.
const QByteArray kHandWritten = R"(# callgrind format
version: 1
creator: callgrind-3.19.0
part: 1
desc: Trigger: first
positions: line
events: Ir Dr
summary: 30 4

ob=(1) /bin/prog
fl=(1) main.c
fn=(1) main
1 10 2
cfl=(2) lib.c
cfn=(2) work
calls=2 5
2 20 2
fl=(2)
fn=(2)
5 20 2
totals: 30 4
part: 1
cmd: ./prog first
desc: Trigger: second
events: Ir
summary: 7
ob=(1)
fl=(1)
fn=(1)
3 7
cfn=(3) helper
calls=1 8
part: 2
positions: instr line
events: Dr Ir
fl=(2)
fn=(3)
0x30 8 1 1
this line is bad

# callgrind format
version: 1
creator: someone-else-2.0
pid: 77
cmd:
part: 1
positions: instr line
events: Dr Ir
event: Sum = Ir + Dr
event: Ir : Instruction Fetch
summary: 5 9
ob=(1) /bin/other
fl=(1) other.c
fn=(1) omain
0x10 4 9 5
cfn=(2) oleaf
calls=3 0x20 6
+2 * 2 3
fn=(2)
0x20 6 2 3
jump=1 0x10 4
+1 * 0 0
totals: 5 9
pid: 78
part: 1
positions: instr line
events: Dr Ir
ob=(1) /bin/other
fl=(1) other.c
fn=(2) oleaf
0x20 6 1 1
totals: 1 1
)";

// Names restated in every part (as callgrind's --combine-dumps writes), but the second part
// gives an id another name: one pass warns of the redefinition, so the halves may not part there.
const QByteArray kRedefined = R"(version: 1
creator: callgrind-3.19.0
cmd: ./x
part: 1
events: Ir
fl=(1) a.c
fn=(1) a
1 5
fn=(2) b
2 3
part: 2
events: Ir
fl=(1) a.c
fn=(1) b
1 4
fn=(2) c
2 1
part: 3
events: Ir
fl=(1) a.c
fn=(1) b
1 4
)";

// Hand-written: one part, cut at its functions' lines. Names defined before a cut and referred
// to after it (by `fn=`, `fl=`, `ob=`, as `cfn=`, `cfi=`, `cob=` defined them), the object and file
// in force at a cut, a function on both sides (its part rows summed), `totals:` after the cuts.
// The last two functions cannot be cut at: `helper` starts with a relative position, and a `cob=`
// waits for a call when `tail` starts (one pass gives the call in `tail` that object).
const QByteArray kOnePart = R"(# callgrind format
version: 1
creator: callgrind-3.19.0
cmd: ./prog
part: 1
desc: Trigger: Program termination
positions: line
events: Ir Dr
summary: 61 9

ob=(1) /bin/prog
fl=(1) main.c
fn=(1) main
1 10 2
cfl=(2) lib.c
cfn=(2) work
calls=2 5
2 20 2
fi=(3) inline.h
7 3 1
fe=(1)
3 1

fl=(2)
fn=(2)
5 20 2
cob=(2) /lib/libc.so
cfi=(4) ???
cfn=(3) memcpy
calls=1 0
6 2 1

ob=(2)
fl=(4)
fn=(3)
0 2 1

ob=(1)
fl=(1)
fn=(1)
4 1
cfn=(2)
calls=1 5
4 1 1

fn=(4) helper
+2 1
cob=(2)

fn=(5) tail
1 1
cfn=(3)
calls=1 0
1 1
totals: 61 9
)";

} // namespace

class CutPointsTest : public QObject
{
    Q_OBJECT

private slots:
    void everyCutOfValgrindDumps()
    {
        QByteArray error;
        bool skip = false;
        const QStringList dumps =
            recordDumps(QStringLiteral("dumps"), kProgram,
                        {QStringLiteral("--dump-before=work"), QStringLiteral("--dump-instr=yes"),
                         QStringLiteral("--collect-jumps=yes")},
                        &error, &skip);
        if (skip)
            QSKIP(error.constData());
        QVERIFY2(dumps.size() >= 4, error.constData());

        // One dump file: a single part, joined at each function's line (callgrind gives each
        // function's first position whole).
        CutResults single = tryEveryCut(dumps.front());
        QVERIFY2(single.failure.isEmpty(), qPrintable(single.failure));
        QVERIFY(single.joinedCuts.empty());
        QCOMPARE(single.joinedAtFunctions, lineStarts(readAll(dumps.front()), "fn="));

        // All of them, concatenated: each file's `version:` line is the one place to cut
        // before it, and there the halves are parsed apart and joined.
        const QByteArray all = concatenate(dumps);
        const QString path = writeFile(QStringLiteral("dumps.cat"), all);
        const CutResults results = tryEveryCut(path);
        QVERIFY2(results.failure.isEmpty(), qPrintable(results.failure));
        QCOMPARE(results.parts, std::size_t(dumps.size()));
        std::vector<qint64> versions = lineStarts(all, "version:");
        versions.erase(versions.begin());
        QCOMPARE(results.joinedCuts, versions);
        // A function's line in a later file too: its ids were forgotten at its `version:`, and
        // the names of the piece after the cut are those of that file.
        QCOMPARE(results.joinedAtFunctions, lineStarts(all, "fn="));
    }

    void everyCutOfDifferentRuns()
    {
        // Two runs with other options: other compressed ids, positions and dump triggers.
        QByteArray error;
        bool skip = false;
        const QStringList lines =
            recordDumps(QStringLiteral("bylines"), kProgram, {QStringLiteral("--dump-every-bb=60")},
                        &error, &skip);
        if (skip)
            QSKIP(error.constData());
        QVERIFY2(lines.size() >= 2, error.constData());
        const QStringList instr = recordDumps(
            QStringLiteral("byinstr"), kProgram,
            {QStringLiteral("--dump-instr=yes"), QStringLiteral("--toggle-collect=even")}, &error,
            &skip);
        QVERIFY2(!instr.isEmpty(), error.constData());
        const QByteArray all = concatenate({lines.front(), instr.back(), lines.back()});
        const QString path = writeFile(QStringLiteral("runs.cat"), all);
        const CutResults results = tryEveryCut(path);
        QVERIFY2(results.failure.isEmpty(), qPrintable(results.failure));
        QCOMPARE(results.parts, std::size_t(3));
        // Between two files of different layouts the halves cannot part (the second half reads
        // its costs with other positions than the first left: it is read again).
        QVERIFY(results.joinedCuts.empty());
        // Nor at a function's line in the second file: a piece from there reads the first
        // file's header, whose positions are not the second's. In the others, every one.
        const QByteArray first = readAll(lines.front());
        const QByteArray second = readAll(instr.back());
        std::vector<qint64> outsideTheSecond = lineStarts(first, "fn=");
        for (const qint64 at : lineStarts(readAll(lines.back()), "fn="))
            outsideTheSecond.push_back(first.size() + second.size() + at);
        QCOMPARE(results.joinedAtFunctions, outsideTheSecond);
        const auto serial = profileloader::load({path}, {}, {}, onePass());
        QVERIFY(serial.profile);
        QVERIFY2(serial.profile->diagnostics().empty(),
                 qPrintable(diagnosticTexts(*serial.profile).join(QLatin1Char('\n'))));
    }

    void everyCutOfHandWrittenFiles_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("parts");
        QTest::addColumn<int>("joinable");
        // Cuts at a function's line where the pieces were joined (see everyFunctionCutOfOnePart).
        // None where names are plain (`fl=a.c`): the object and file in force at such a cut are
        // not looked for (EarlierNames reads the lines that name an id alone).
        QTest::addColumn<int>("joinableAtFunctions");
        // Joinable cut: the `pid:` that opens the last part (which restates its names). Not the
        // first file's `part: 1` and `part: 2`, which use ids of the part before them, nor the
        // second file's `version:`, whose `event:` lines are checked against the event types
        // of the file before it (see "event: line after the cut").
        QTest::newRow("repeats, names across parts, two files") << kHandWritten << 5 << 1 << 0;
        // Only at `part: 3`: at `part: 2` the id (1) changes its name.
        QTest::newRow("redefined id") << kRedefined << 3 << 1 << 2;
        QByteArray crlf = kHandWritten;
        crlf.replace("\n", "\r\n");
        QTest::newRow("CRLF") << crlf << 5 << 1 << 0;
        // Found by fuzzing: the only `events:` line is in the second half, after its costs
        // (the layout both halves had when those were read), so the halves are joined; the
        // first half alone saw no `events:` and the load used to fail as not a profile.
        QTest::newRow("events only after the cut")
            << QByteArray("fn=a\npart: 2\n1\nevents: Ir\n") << 3 << 1 << 0;
        // Found by fuzzing: the file's command is its first non-empty `cmd:`, here the first of
        // two in the second half's first part; the part itself keeps its last, and the part
        // after it, with none, has the file's. The join took the part's for the file's.
        QTest::newRow("two cmd: lines after the cut")
            << QByteArray("events: Ir\nfn=a\n1 1\npart: 2\ncmd: ./first\ncmd: ./second\n"
                          "events: Ir\nfn=a\n1 2\npart: 3\nevents: Ir\nfn=a\n1 3\n")
            << 3 << 2 << 0;
        // Found by fuzzing: a function's per-line costs are summed over parts, so one pass
        // caps the sum at the second part's line (and warns there); the halves each stay in
        // range. Costs near the cap, or negative ones (a sum that passes the cap and comes
        // back), are not joined: the second half is read again after the first.
        QTest::newRow("sum over parts passes the cap")
            << QByteArray("events: Ir\nfn=a\n1 9223372036854775000\npart: 2\nevents: Ir\nfn=a\n"
                          "1 1000\n")
            << 2 << 0 << 0;
        QTest::newRow("sum passes the cap and comes back")
            << QByteArray("events: Ir\nfn=a\n1 9223372036854775000\npart: 2\nevents: Ir\nfn=a\n"
                          "1 1000\n1 -1000\n")
            << 2 << 0 << 0;
        // A negative cost that a run of cost lines reads first (after fn= lines, in the run):
        // the piece still counts as one with negative costs.
        QTest::newRow("sum passes the cap and comes back, negative first in its run")
            << QByteArray("events: Ir\nfn=a\n1 9223372036854775000\npart: 2\nevents: Ir\nfn=a\n"
                          "1 3000\nfn=b\n1 1\nfn=a\n1 -2500\n")
            << 2 << 0 << 0;
        // A piece's line rows come sorted by its own file ids, which the join renames: here
        // the first half names b.c before a.c and the second a.c before b.c, so a function
        // with lines in both (and c.c) has them in another order once renamed, and the merge
        // sorts them again.
        QTest::newRow("a function's files in another order after the cut")
            << QByteArray("events: Ir\nfl=b.c\nfn=other\n1 1\nfl=a.c\nfn=f\n1 5\nfi=b.c\n2 3\n"
                          "part: 2\nevents: Ir\nfl=a.c\nfn=f\n1 4\n7 1\nfi=b.c\n2 1\n9 9\n"
                          "fi=c.c\n3 1\nfe=a.c\n4 2\nfl=d.c\nfn=g\n1 1\n")
            << 2 << 1 << 0;
        // A compressed id used before its definition in the first half: the first half's
        // names are renamed at the end (aliases), so its line rows are joined by lookup, not
        // by the sorted merge.
        QTest::newRow("id used before its definition, then a cut")
            << QByteArray("events: Ir\nfl=(1) a.c\nfn=(1) a\n1 5\ncfn=(2)\ncalls=1 2\n2 7\n"
                          "fn=(2) b\n2 7\n3 1\npart: 2\nevents: Ir\nfl=(1) a.c\nfn=(1) a\n1 4\n"
                          "4 1\nfn=(2) b\n2 3\n5 5\n")
            << 2 << 1 << 2;
        // Found by fuzzing: an `event:` line after the cut is checked against the event types
        // known there, which the piece alone does not know: one pass warned that a measured
        // type cannot be redefined, the piece defined it. The piece is read again after the
        // first half.
        QTest::newRow("event: line after the cut")
            << QByteArray("events: Ir D\nfn=a\n1 1 1\npart: 2\nevent: D = Ir\nevents: Ir D\n"
                          "fn=a\n1 2 2\n")
            << 2 << 0 << 0;
        QTest::newRow("large sums below the cap")
            << QByteArray("events: Ir\nfn=a\n1 4611686018427387903\npart: 2\nevents: Ir\n"
                          "fn=a\n1 4611686018427387903\n")
            << 2 << 1 << 0;
    }

    void everyCutOfHandWrittenFiles()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, parts);
        QFETCH(int, joinable);
        QFETCH(int, joinableAtFunctions);
        const QString path = writeFile(QStringLiteral("hand.out"), text);
        const CutResults results = tryEveryCut(path);
        QVERIFY2(results.failure.isEmpty(), qPrintable(results.failure));
        QCOMPARE(results.parts, std::size_t(parts));
        QCOMPARE(int(results.joinedCuts.size()), joinable);
        QCOMPARE(int(results.joinedAtFunctions.size()), joinableAtFunctions);
    }

    void everyFunctionCutOfOnePart()
    {
        const QString path = writeFile(QStringLiteral("onepart.out"), kOnePart);
        const CutResults results = tryEveryCut(path);
        QVERIFY2(results.failure.isEmpty(), qPrintable(results.failure));
        QCOMPARE(results.parts, std::size_t(1));
        QVERIFY(results.joinedCuts.empty());
        std::vector<qint64> functions = lineStarts(kOnePart, "fn=");
        QCOMPARE(functions.size(), std::size_t(6));
        functions.resize(4); // not at `helper` nor `tail`
        QCOMPARE(results.joinedAtFunctions, functions);
    }

    void concatenatedDumpsKeepEveryPid()
    {
        // The reported case: a `cat` of dump files, cut near its middle by the loader itself,
        // gave a phantom empty part with the next file's pid and a part without one.
        QByteArray error;
        bool skip = false;
        const QStringList dumps =
            recordDumps(QStringLiteral("pids"), kLongProgram,
                        {QStringLiteral("--dump-every-bb=200000")}, &error, &skip);
        if (skip)
            QSKIP(error.constData());
        QVERIFY2(dumps.size() >= 5, error.constData());
        const QByteArray all = concatenate(dumps);
        const QString path = writeFile(QStringLiteral("pids.cat"), all);
        profileloader::Options options;
        options.threads = 2;
        options.splitThreshold = 1;
        const qint64 cut = splitpoint::find(path, all.size(), options.splitThreshold);
        QVERIFY(cut > 0);
        QVERIFY2(all.mid(cut).startsWith("version:"), all.mid(cut, 40).constData());
        const auto result = loadedFiles({path}, options);
        QCOMPARE(result.piecesJoined, 1);
        QCOMPARE(result.profile->partCount(), std::size_t(dumps.size()));
        for (const PartId p : result.profile->partIds()) {
            QVERIFY(result.profile->part(p).pid > 0);
            QCOMPARE(result.profile->part(p).number, qint64(p.index()) + 1);
        }
    }

    void splitPointOfCombinedDumpsIsThePartLine()
    {
        // One file, one header, parts that restate their names: the cut is at a `part:` line.
        QByteArray text = "version: 1\ncreator: callgrind-3.19.0\ncmd: ./x\n";
        for (int p = 1; p <= 6; ++p)
            text += "part: " + QByteArray::number(p) +
                    "\nevents: Ir\nfl=(1) a.c\nfn=(1) a\n1 5\ntotals: 5\n";
        const QString path = writeFile(QStringLiteral("combined.out"), text);
        const qint64 cut = splitpoint::find(path, text.size(), 1);
        QVERIFY(cut > text.size() / 2);
        QVERIFY(text.mid(cut).startsWith("part: "));
        profileloader::Options options;
        options.threads = 2;
        options.splitThreshold = 1;
        const auto result = profileloader::load({path}, {}, {}, options);
        QVERIFY(result.profile);
        QCOMPARE(result.piecesJoined, 1);
        QCOMPARE(result.profile->partCount(), std::size_t(6));
    }

    void partsOfLongNamesAreCutAwayFromTheMiddle()
    {
        // A profile of long names (callgrind --separate-callers) keeps no cut at a function (the
        // names before it outweigh its bytes), and its parts are long: a part's start some
        // megabytes from the middle is the cut, as long as that piece has no more to do than
        // cuts at functions would give it (a 548 MB profile in two: 24.7 MB each way). Made
        // sparse: 200 MB of which only the headers are written, the middle at 100 MB and the
        // part's start 6 MB past it (the search went 4 MB before: no cut), 9.1 MB allowed.
        constexpr qint64 kSize = 200 << 20;
        const QByteArray head = "version: 1\ncreator: callgrind-3.19.0\npart: 1\nevents: Ir\n"
                                "fn=(1) a\n1 5\n";
        // The last cost line of part 1 (the bytes before it are zeros), then part 2.
        const QByteArray part = "\n1 5\npart: 2\nevents: Ir\nfn=(1)\n1 5\n";
        const qint64 partLineAt = part.indexOf("part:");
        const auto sparseFile = [&](const QString& name, qint64 partLine) {
            const QString path = writeFile(name, head);
            QFile file(path);
            if (!file.open(QIODevice::ReadWrite) || !file.seek(partLine - partLineAt) ||
                file.write(part) != part.size() || !file.resize(kSize))
                return QString();
            return path;
        };
        const qint64 near = kSize / 2 + (6 << 20);
        const QString nearPath = sparseFile(QStringLiteral("near.out"), near);
        QVERIFY(!nearPath.isEmpty());
        QCOMPARE(splitpoint::findCuts(nearPath, kSize, 1, 2), std::vector<qint64>{near});
        // 12 MB past the middle, the part is too far: the cut is at the function after it.
        const qint64 far = kSize / 2 + (12 << 20);
        const QString farPath = sparseFile(QStringLiteral("far.out"), far);
        QVERIFY(!farPath.isEmpty());
        QCOMPARE(splitpoint::findCuts(farPath, kSize, 1, 2),
                 std::vector<qint64>{far - partLineAt + part.indexOf("fn=")});
    }

    void filesAfterAJoinedFile()
    {
        // A file's pieces leave its line rows sorted for their join; the next file is read into
        // the same builder, its rows looked up again (and joined in turn). Three files, each
        // cut at its `part: 2` and joined, against one pass over all three.
        const QByteArray first = "events: Ir\nfl=a.c\nfn=a\n1 5\n2 1\nfn=b\n3 3\npart: 2\n"
                                 "events: Ir\nfl=a.c\nfn=b\n3 1\n4 4\nfn=a\n2 2\n";
        const QByteArray second = "events: Ir\nfl=a.c\nfn=b\n1 5\n3 1\nfn=c\n3 3\npart: 2\n"
                                  "events: Ir\nfl=a.c\nfn=a\n9 1\nfn=b\n2 2\nfn=c\n1 1\n";
        const QStringList paths{writeFile(QStringLiteral("first.out"), first),
                                writeFile(QStringLiteral("second.out"), second),
                                writeFile(QStringLiteral("third.out"), first)};
        profileloader::Options options;
        options.cutAt = {first.indexOf("part: 2"), second.indexOf("part: 2")};
        const auto serial = profileloader::load(paths, {}, {}, onePass());
        const auto split = profileloader::load(paths, {}, {}, options);
        QVERIFY(serial.profile && split.profile);
        QCOMPARE(split.piecesJoined, 3);
        QCOMPARE(profileDump(*split.profile), profileDump(*serial.profile));
    }

    void bigJoinOnTwoThreads()
    {
        // A join of 100,000 rows or more runs its part and line rows on a second thread beside
        // the call sites and jumps (ProfileBuilder::absorb): 70,000 functions in each half,
        // with calls, jumps and line rows the first half lacks.
        QByteArray text = "events: Ir\n";
        for (int half = 0; half < 2; ++half) {
            if (half == 1)
                text += "part: 2\nevents: Ir\n";
            for (int f = 0; f < 70000; ++f) {
                const QByteArray n = QByteArray::number(f);
                text += "fn=f" + n + "\n" + QByteArray::number(f % 7 + 1) + " 3\n";
                if (half == 1 && f % 3 == 0)
                    text += "9 1\n";
                if (f % 5 == 0)
                    text += "cfn=f" + QByteArray::number((f + 1) % 70000) + "\ncalls=2 1\n1 4\n";
                if (f % 11 == 0)
                    text += "jump=3 4\n5\n";
            }
        }
        const QString path = writeFile(QStringLiteral("big.out"), text);
        const auto serial = profileloader::load({path}, {}, {}, onePass());
        const auto split = profileloader::load({path}, {}, {}, cutAt(text.indexOf("part: 2")));
        QVERIFY(serial.profile && split.profile);
        QCOMPARE(split.piecesJoined, 1);
        QCOMPARE(profileDump(*split.profile), profileDump(*serial.profile));
    }

    void eachPiecesStepsAreTimed()
    {
        // tally_loadbench prints the other pieces' own steps after the loader's wait for them:
        // an uneven cut shows as a long wait beside a long parse there.
        const QByteArray text = "events: Ir\nfn=a\n1 3\npart: 2\nevents: Ir\nfn=b\n2 4\n";
        const QString path = writeFile(QStringLiteral("steps.out"), text);
        profileloader::Options options = cutAt(text.indexOf("part: 2"));
        QVERIFY(profileloader::load({path}, {}, {}, options).phases.empty());
        options.timePhases = true;
        const auto result = profileloader::load({path}, {}, {}, options);
        QVERIFY(result.profile);
        QCOMPARE(result.piecesJoined, 1);
        std::vector<std::string> names;
        for (const LoadPhase& phase : result.phases) {
            names.emplace_back(phase.name);
            QVERIFY(phase.wallSeconds >= 0 && phase.cpuSeconds >= 0 && phase.systemSeconds >= 0);
            QVERIFY(phase.systemSeconds <= phase.cpuSeconds + 0.01);
            QVERIFY(phase.minorFaults >= 0);
            QVERIFY(phase.residentKiB > 0);
        }
        const auto at = [&](const char* name) {
            return std::find(names.begin(), names.end(), name) - names.begin();
        };
        const auto wait = at("wait for the other pieces");
        QVERIFY(at("parse (first piece)") < wait);
        QCOMPARE(at("other piece: parse"), wait + 1);
        QCOMPARE(at("other piece: sort its line rows"), wait + 2);
        QVERIFY(at("finish: profile's totals") < std::ptrdiff_t(names.size()));
    }

    void warningsOverTheLimitAcrossTheCut()
    {
        // One pass keeps the first kMaxDiagnosticsPerSource warnings of a file and counts the
        // rest; two halves must keep the same ones.
        QByteArray text = "version: 1\ncreator: callgrind-3.19.0\npart: 1\nevents: Ir\nfn=a\n";
        for (int i = 0; i < 700; ++i)
            text += "bad line " + QByteArray::number(i) + "\n";
        text += "1 1\n";
        const qint64 cut = text.size();
        text += "part: 2\nevents: Ir\nfn=b\n";
        for (int i = 0; i < 700; ++i)
            text += "worse line " + QByteArray::number(i) + "\n";
        text += "1 1\n";
        const QString path = writeFile(QStringLiteral("warnings.out"), text);
        const auto serial = profileloader::load({path}, {}, {}, onePass());
        const auto split = profileloader::load({path}, {}, {}, cutAt(cut));
        QVERIFY(serial.profile && split.profile);
        QCOMPARE(split.piecesJoined, 1);
        QCOMPARE(int(serial.profile->diagnostics().size()),
                 ProfileBuilder::kMaxDiagnosticsPerSource + 1);
        QCOMPARE(profileDump(*split.profile), profileDump(*serial.profile));
    }
};

QTEST_GUILESS_MAIN(CutPointsTest)
#include "tst_cutpoints.moc"

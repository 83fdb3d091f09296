// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The loader cuts a big callgrind file in up to N pieces (`--threads=N`) at part-starting
// headers, parses them at once and joins them in order; a piece that needs what came before it
// is read again in order. Whatever the cuts, the profile must be the one a single pass reads:
// here every combination of cuts at the part headers of small files (valgrind dumps, their
// `cat`, a single-part file, hand-written files whose pieces stand alone or not in every order)
// is compared with one pass, diagnostics included; and the TSV report (what `--report
// --format=tsv` prints) must be byte-identical for N = 1, 2, 3 and 7, on valgrind profiles
// recorded here and on the real files of ../shared/corpus/external.

#include "core/analysis/FlatProfile.h"
#include "core/callgrind/CallgrindLines.h"
#include "core/load/SplitPoint.h"
#include "core/output/ReportWriter.h"
#include "tests/support/CutLoads.h"
#include "tests/support/SanitizedBuild.h"
#include "tests/support/TestSupport.h"

#include <QDirIterator>

#include <bit>
#include <tuple>

using namespace tally;
using namespace tally::test;

namespace {

// More parts than this: the combinations of the first ones' starts only (2^12 loads at most).
constexpr int kMaxCombinedCuts = 12;

// Offsets of the lines of `text` that open a part: the first part-starting header after a body
// line (where SplitPoint cuts; a cut at a later header of the same block is one where the piece
// before has no body, which tst_cutpoints tries with every other byte).
std::vector<qint64> partStarts(const QByteArray& text)
{
    std::vector<qint64> starts;
    bool afterBody = false;
    for (qsizetype start = 0; start < text.size();) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        const std::string_view line(text.constData() + start, std::size_t(end - start));
        switch (callgrindlines::classify(line)) {
        case callgrindlines::Kind::Body:
            afterBody = true;
            break;
        case callgrindlines::Kind::PartHeader:
            if (afterBody)
                starts.push_back(start);
            afterBody = false;
            break;
        case callgrindlines::Kind::Header:
        case callgrindlines::Kind::Ignored:
            break;
        }
        start = end + 1;
    }
    return starts;
}

// What `tally --report --format=tsv` prints for the profile, and its warnings (stderr).
QString tsvReport(const profileloader::Result& result)
{
    if (!result.profile)
        return QStringLiteral("error ") + result.error;
    const Profile& profile = *result.profile;
    QString text;
    QTextStream out(&text);
    reportwriter::Options options;
    options.includeCycles = true;
    reportwriter::writeTsv(out, profile, FlatProfile(profile, {}), options);
    out.flush();
    for (const auto& d : profile.diagnostics())
        text += d.toString() + QLatin1Char('\n');
    return text;
}

profileloader::Options cutAt(std::vector<qint64> cuts)
{
    profileloader::Options options;
    options.cutAt = std::move(cuts);
    options.readChunkBytes = 301; // lines span reads
    return options;
}

struct Combinations
{
    QString failure;       // the first combination whose profile differed, and how
    int loads = 0;         // combinations tried
    int mostJoined = 0;    // the most pieces one load joined
    int joinedAllCuts = 0; // pieces joined when cut at every part's start tried
    int readAgainAllCuts = 0;
};

// Loads `path` cut at every combination of its parts' starts and compares each profile with the
// one-pass one.
Combinations tryEveryCombination(const QString& path)
{
    std::vector<qint64> headers = partStarts(readAll(path));
    if (headers.size() > std::size_t(kMaxCombinedCuts))
        headers.resize(kMaxCombinedCuts);
    const std::uint32_t all = (1u << headers.size()) - 1;
    std::vector<std::vector<qint64>> combinations;
    for (std::uint32_t mask = 1; mask <= all; ++mask) {
        // Past six starts a sanitizer build tries every cut alone, every two, all of them and
        // every 13th other combination (about 390 of 4,095 for 12 starts): each load costs
        // several times more there.
        if (kSanitizedBuild && headers.size() > 6 && std::popcount(mask) > 2 && mask != all &&
            mask % 13 != 0)
            continue;
        std::vector<qint64> cuts;
        for (std::size_t h = 0; h < headers.size(); ++h) {
            if (mask & (1u << h))
                cuts.push_back(headers[h]);
        }
        combinations.push_back(std::move(cuts));
    }
    const CutLoads loads = loadCutAt(path, combinations, cutAt({}));
    Combinations results;
    results.failure = loads.failure;
    results.loads = int(loads.loads.size());
    for (const CutLoad& load : loads.loads)
        results.mostJoined = std::max(results.mostJoined, load.piecesJoined);
    if (!combinations.empty() && loads.loads.size() == combinations.size()) {
        // The last combination cuts at every part's start.
        results.joinedAllCuts = loads.loads.back().piecesJoined;
        results.readAgainAllCuts = loads.loads.back().piecesReadAgain;
    }
    return results;
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
    for (int k = 0; k < 6; ++k)
        total += work(40 + k) + even(k);
    return total < 0; // 0: valgrind's run must succeed
}
)";

// Parts that stand alone and parts that do not, so that a piece that needs the ones before comes
// after pieces that were joined, and joined pieces come after those read again. Cut at every
// part: 2 calls (9), which 3 defines (with other positions and events): 2 needs the part before,
// 3 the id 2 left undefined; 4 (restates (1)) and 5 stand alone, 6 gives (1) another name than 4
// (and 1) did, which one pass warns of: 4 to 6 are read again; so are 7 to 9 ((2) renamed in 9,
// known to 7); 10 stands alone, 11 renames (1) again, which only what was read before 10 knows:
// 10 and 11 are read again; the other file (whose ids mean other names) and its second part stand
// alone: 2 joined, 10 read again.
const QByteArray kChained = R"(# callgrind format
version: 1
creator: callgrind-3.19.0
cmd: ./chained
part: 1
positions: line
events: Ir
fl=(1) a.c
fn=(1) a
1 5
fn=(2) b
2 1
part: 2
positions: line
events: Ir
fl=(1) a.c
fn=(2) b
cfn=(9)
calls=1 9
2 2
part: 3
positions: instr line
events: Ir Dr
fl=(1) a.c
fn=(9) late
0x10 9 1 1
part: 4
positions: instr line
events: Ir Dr
fl=(1) a.c
fn=(1) a
0x14 2 3 0
part: 5
positions: instr line
events: Ir Dr
fl=(1) a.c
fn=(3) d
0x18 3 2 1
part: 6
positions: instr line
events: Ir Dr
fl=(1) a.c
fn=(1) z
0x1c 4 7 0
part: 7
positions: instr line
events: Ir Dr
fl=(1) a.c
fn=(1) z
0x1c 4 1 0
fn=(2) b
0x20 5 2 2
part: 8
positions: instr line
events: Ir Dr
fl=(1) a.c
fn=(4) e
0x24 6 4 0
part: 9
positions: instr line
events: Ir Dr
fl=(1) a.c
fn=(2) c
0x28 7 1 1
part: 10
positions: instr line
events: Ir Dr
fl=(1) a.c
fn=(5) f
0x2c 8 1 0
part: 11
positions: instr line
events: Ir Dr
fl=(1) a.c
fn=(1) y
0x30 9 2 1
# callgrind format
version: 1
creator: callgrind-3.19.0
cmd: ./other
part: 1
positions: instr line
events: Ir Dr
fl=(1) other.c
fn=(1) o
0x20 1 1 0
part: 2
positions: instr line
events: Ir Dr
fl=(1) other.c
fn=(2) p
0x24 2 2 0
)";

} // namespace

class PiecesTest : public QObject
{
    Q_OBJECT

private slots:
    void everyCombinationOfHandWrittenCuts_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("joinedAtEveryStart");
        QTest::addColumn<int>("readAgainAtEveryStart");
        QTest::newRow("chained") << kChained << 2 << 10;
        QByteArray crlf = kChained;
        crlf.replace("\n", "\r\n");
        QTest::newRow("CRLF") << crlf << 2 << 10;
        QTest::newRow("single part")
            << QByteArray("version: 1\ncreator: callgrind-3.19.0\npart: 1\nevents: Ir\nfn=a\n1 1\n")
            << 0 << 0;
    }

    void everyCombinationOfHandWrittenCuts()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, joinedAtEveryStart);
        QFETCH(int, readAgainAtEveryStart);
        const QString path = writeFile(QStringLiteral("chained.out"), text);
        const Combinations results = tryEveryCombination(path);
        QVERIFY2(results.failure.isEmpty(), qPrintable(results.failure));
        QCOMPARE(results.joinedAllCuts, joinedAtEveryStart);
        QCOMPARE(results.readAgainAllCuts, readAgainAtEveryStart);
    }

    void everyCombinationOfValgrindCuts()
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
        QVERIFY2(dumps.size() >= 6, error.constData());

        // One dump file: a single part, nothing to cut.
        Combinations single = tryEveryCombination(dumps.front());
        QVERIFY2(single.failure.isEmpty(), qPrintable(single.failure));
        QCOMPARE(single.mostJoined, 0);

        // A `cat` of them all: every file's header stands alone, so every piece is joined.
        const QString all = writeFile(QStringLiteral("dumps.cat"), concatenate(dumps));
        const Combinations cat = tryEveryCombination(all);
        QVERIFY2(cat.failure.isEmpty(), qPrintable(cat.failure));
        QVERIFY(cat.loads >= 31);
        QCOMPARE(cat.joinedAllCuts, int(std::min<qsizetype>(dumps.size() - 1, kMaxCombinedCuts)));

        // One file of several parts (--combine-dumps), names compressed across them.
        const QStringList combined = recordDumps(
            QStringLiteral("combined"), kProgram,
            {QStringLiteral("--dump-before=work"), QStringLiteral("--combine-dumps=yes")}, &error,
            &skip);
        QVERIFY2(!combined.isEmpty(), error.constData());
        const Combinations parts = tryEveryCombination(combined.back());
        QVERIFY2(parts.failure.isEmpty(), qPrintable(parts.failure));
        QVERIFY(parts.loads >= 3);
    }

    void sameReportForEveryThreadCount()
    {
        QByteArray error;
        bool skip = false;
        const QStringList dumps =
            recordDumps(QStringLiteral("leaves"), kProgram, {QStringLiteral("--dump-before=leaf")},
                        &error, &skip);
        if (skip)
            QSKIP(error.constData());
        QVERIFY2(dumps.size() == 13, error.constData()); // 12 calls of leaf(), and the end
        const QStringList combined =
            recordDumps(QStringLiteral("bbcombined"), kProgram,
                        {QStringLiteral("--dump-every-bb=50"),
                         QStringLiteral("--combine-dumps=yes"), QStringLiteral("--dump-instr=yes")},
                        &error, &skip);
        QVERIFY2(!combined.isEmpty(), error.constData());
        const QStringList files{writeFile(QStringLiteral("leaves.cat"), concatenate(dumps)),
                                combined.back(), dumps.back()};
        for (const QString& path : files) {
            const QString expected = tsvReport(profileloader::load({path}, {}, {}, onePass()));
            QVERIFY(!expected.startsWith(QLatin1String("error")));
            for (const int threads : {1, 2, 3, 7}) {
                profileloader::Options options;
                options.threads = threads;
                options.splitThreshold = 1; // SplitPoint's cuts, whatever the size
                const auto result = profileloader::load({path}, {}, {}, options);
                const QString actual = tsvReport(result);
                QVERIFY2(actual == expected,
                         qPrintable(QStringLiteral("%1, %2 threads: %3")
                                        .arg(path)
                                        .arg(threads)
                                        .arg(firstDifference(expected, actual))));
                QVERIFY(result.piecesJoined < threads);
                // The `cat` of dumps (13 files) is cut in N pieces, which all stand alone.
                if (path == files.front())
                    QCOMPARE(result.piecesJoined, threads - 1);
            }
        }
    }

    void sameForEveryThreadCountOnTheCorpus()
    {
        const QString dir = sharedDir() + QStringLiteral("/corpus/external");
        if (!QFileInfo::exists(dir))
            QSKIP("../shared/corpus/external is not here; corpus tests skipped");
        QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
        int files = 0;
        int cutFiles = 0;
        int cutAtFunctions = 0; // loads whose pieces cut at a function's line were joined
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.endsWith(QLatin1String(".tsv")) || !corpusFileReadInThisBuild(path))
                continue;
            ++files;
            const auto serial = profileloader::load({path}, {}, {}, onePass());
            const QString expectedReport = tsvReport(serial);
            const QString expectedDump = outcome(serial);
            // Where the part headers are spread over N pieces (any producer), and where
            // SplitPoint cuts (callgrind's files).
            const QByteArray text = readAll(path);
            const std::vector<qint64> headers = partStarts(text);
            for (const int threads : {2, 3, 7}) {
                std::vector<qint64> spread;
                for (int i = 1; i < threads && !headers.empty(); ++i) {
                    const qint64 cut = headers[std::size_t(i) * headers.size() / threads];
                    if (spread.empty() || cut > spread.back())
                        spread.push_back(cut);
                }
                profileloader::Options found;
                found.threads = threads;
                found.splitThreshold = 1;
                const std::vector<qint64> foundCuts =
                    splitpoint::findCuts(path, text.size(), 1, threads);
                const bool foundAtFunction =
                    std::any_of(foundCuts.begin(), foundCuts.end(),
                                [&](qint64 cut) { return text.mid(cut, 3) == "fn="; });
                for (const auto& options : {cutAt(spread), found}) {
                    const auto result = profileloader::load({path}, {}, {}, options);
                    cutFiles += result.piecesJoined > 0 ? 1 : 0;
                    cutAtFunctions +=
                        options.cutAt.empty() && foundAtFunction && result.piecesJoined > 0 ? 1 : 0;
                    const QString report = tsvReport(result);
                    QVERIFY2(report == expectedReport,
                             qPrintable(QStringLiteral("%1, %2 threads: %3")
                                            .arg(path)
                                            .arg(threads)
                                            .arg(firstDifference(expectedReport, report))));
                    const QString dump = outcome(result);
                    QVERIFY2(dump == expectedDump,
                             qPrintable(QStringLiteral("%1, %2 threads: %3")
                                            .arg(path)
                                            .arg(threads)
                                            .arg(firstDifference(expectedDump, dump))));
                }
            }
        }
        QVERIFY(files > 10);
        qInfo("%d corpus files; %d loads joined pieces, %d of them cut at functions' lines", files,
              cutFiles, cutAtFunctions);
        // Most real profiles have one part: cut inside it, at functions' lines.
        QVERIFY(cutAtFunctions > 0);
    }

    void findCutsNearEachNth()
    {
        // Six pieces' worth of parts: the cuts are parts' starts at or after i/N of the file.
        QByteArray text = "version: 1\ncreator: callgrind-3.19.0\ncmd: ./x\n";
        for (int p = 1; p <= 60; ++p)
            text += "part: " + QByteArray::number(p) +
                    "\nevents: Ir\nfl=(1) a.c\nfn=(1) a\n1 5\ntotals: 5\n";
        const QString path = writeFile(QStringLiteral("sixty.out"), text);
        for (const int pieces : {2, 3, 7}) {
            const std::vector<qint64> cuts = splitpoint::findCuts(path, text.size(), 1, pieces);
            QCOMPARE(int(cuts.size()), pieces - 1);
            for (int i = 0; i < pieces - 1; ++i) {
                QVERIFY(text.mid(cuts[i]).startsWith("part: "));
                QVERIFY(cuts[i] >= text.size() * (i + 1) / pieces - 64);
                QVERIFY(cuts[i] < text.size() * (i + 1) / pieces + text.size() / (2 * pieces));
            }
        }
        QCOMPARE(splitpoint::findCuts(path, text.size(), 1, 1).size(), std::size_t(0));
        // Fewer parts than pieces: as many cuts as parts allow, ascending.
        const std::vector<qint64> many = splitpoint::findCuts(path, text.size(), 1, 200);
        QVERIFY(!many.empty() && many.size() < 60);
        QVERIFY(std::is_sorted(many.begin(), many.end()));
        QVERIFY(std::adjacent_find(many.begin(), many.end()) == many.end());
        // Loaded in 7 pieces: all joined, the profile as one pass reads it.
        profileloader::Options options;
        options.threads = 7;
        options.splitThreshold = 1;
        const auto result = profileloader::load({path}, {}, {}, options);
        QCOMPARE(result.piecesJoined, 6);
        QCOMPARE(outcome(result), outcome(profileloader::load({path}, {}, {}, onePass())));
    }

    void findCutsAcrossReadBlocks()
    {
        // SplitPoint reads the file 64 KB at a time: a part's line that crosses from one block
        // into the next is found all the same, searching forward from the middle (the part
        // after it) and backward (the last part before it, when none follows within the window).
        // Two parts, the second's `part:` line moved a byte at a time across the blocks'
        // boundaries on either side of the middle; the cut is where a scan of the whole text says.
        constexpr qint64 kBlock = 64 * 1024;
        const QByteArray header = "version: 1\ncreator: callgrind-3.19.0\ncmd: ./x\n";
        const auto part = [](int number, qsizetype bytes) {
            QByteArray text =
                "part: " + QByteArray::number(number) + "\nevents: Ir\nfl=(1) a.c\nfn=(1) a\n";
            text += "fn=(2) " + QByteArray(std::max<qsizetype>(1, bytes - text.size() - 20), 'x') +
                    "\n1 5\ntotals: 5\n";
            return text;
        };
        int forward = 0;
        int backward = 0;
        for (const qint64 distance : {kBlock, 2 * kBlock, -kBlock, -2 * kBlock}) {
            for (qint64 shift = -8; shift <= 8; ++shift) {
                // The second part's line at the middle + distance + shift: after the middle, the
                // first part is the longer; before it, the second (a window of a quarter of the
                // file after the middle holds no part).
                const qint64 second = 8 * kBlock;
                const qint64 wanted = distance + shift;
                QByteArray text;
                qint64 target = 0;
                // The first part's length found in a few steps (the middle moves half as far).
                for (qint64 first = 2 * wanted + second, step = 0; step < 8; ++step) {
                    text = header + part(1, first) + part(2, second);
                    target = text.size() / 2;
                    const qint64 at = text.indexOf("\npart: 2") - target;
                    if (at == wanted)
                        break;
                    first += 2 * (wanted - at) + (step % 2);
                }
                QCOMPARE(text.indexOf("\npart: 2") - target, wanted);
                const qint64 window = std::min<qint64>(text.size() / 4, qint64(4) << 20);
                const qint64 after = text.indexOf("\npart:", target);
                const qint64 before = text.lastIndexOf("\npart:", target - 1);
                qint64 expected = -1;
                if (after >= 0 && after < target + window) {
                    expected = after + 1;
                    ++forward;
                } else if (before >= std::max<qint64>(0, target - window)) {
                    expected = before + 1;
                    ++backward;
                }
                QVERIFY(expected > 0);
                const QString path = writeFile(QStringLiteral("blocks.out"), text);
                const std::vector<qint64> cuts = splitpoint::findCuts(path, text.size(), 1, 2);
                QVERIFY2(cuts.size() == 1 && cuts.front() == expected,
                         qPrintable(QStringLiteral("distance %1, shift %2: cut at %3, not %4")
                                        .arg(distance)
                                        .arg(shift)
                                        .arg(cuts.empty() ? -1 : cuts.front())
                                        .arg(expected)));
            }
        }
        // Both searches were tried.
        QVERIFY(forward > 0);
        QVERIFY(backward > 0);
    }

    void aProfileOfNamesIsNotCutAtAFunction()
    {
        // One part each, cut by SplitPoint at a function's line: a piece of a profile made mostly
        // of names would give up on the names before its cut (EarlierNames) and be read again
        // after the first piece, its line rows sorted for a join and put back; the loader keeps
        // such a file whole. A profile of costs is still cut there and joined.
        const QByteArray header = "version: 1\ncreator: callgrind-3.19.0\ncmd: ./x\npart: 1\n"
                                  "positions: line\nevents: Ir\n\nob=(1) x\nfl=(1) x.c\n";
        QByteArray names = header;
        QByteArray costs = header;
        const QByteArray callers = QByteArray("'caller_in_a_context_of_many_frames").repeated(8);
        for (int f = 1; f <= 20000; ++f) {
            const QByteArray id = QByteArray::number(f);
            names += "fn=(" + id + ") f" + id + callers + "\n" + id + " 7\n\n";
            if (f <= 2000) {
                costs += "fn=(" + id + ") f" + id + "\n";
                for (int line = 1; line <= 200; ++line)
                    costs += QByteArray::number(line) + " " + id + "\n";
            }
        }
        for (const auto& [name, text, joined] :
             {std::tuple(QStringLiteral("names.out"), names, 0),
              std::tuple(QStringLiteral("costs.out"), costs, 1)}) {
            const QString path = writeFile(name, text);
            const std::vector<qint64> cuts = splitpoint::findCuts(path, text.size(), 1, 2);
            QCOMPARE(int(cuts.size()), 1);
            QVERIFY(text.mid(cuts.front()).startsWith("fn="));
            profileloader::Options options;
            options.threads = 2;
            options.splitThreshold = 1;
            const auto result = profileloader::load({path}, {}, {}, options);
            QCOMPARE(result.piecesJoined, joined);
            QCOMPARE(result.piecesReadAgain, 0);
            QCOMPARE(outcome(result), outcome(profileloader::load({path}, {}, {}, onePass())));
        }
    }
};

QTEST_GUILESS_MAIN(PiecesTest)
#include "tst_pieces.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// A load that keeps sums only (LoadOptions::sumsOnly, what a series' steps load) gives the full
// load's flat profile exactly: the same functions, every event type's self and inclusive costs,
// call counts and cycles, with no line, call site or jump rows. On the profiles under tests/data
// (four parts, a recursion cycle, instruction positions with jumps and inlined files, nine event
// types, gzip, a run of several files), on a written profile with what those lack (ids used before
// their names, subposition compression, a call between parts' own), on every file of the shared
// corpus (skipped without it), and read in pieces joined as a big file is.

#include "tests/support/TestSupport.h"

using namespace tally;
using namespace tally::test;

namespace {

QString dataPath(const QString& name)
{
    return QStringLiteral(TALLY_TEST_DATA) + QLatin1Char('/') + name;
}

// What the flat profile says of every function, and what a sums-only load must keep of each
// part: its function and call rows with their costs, exactly.
QString flatDescription(const Profile& profile, bool detectCycles)
{
    FlatProfile::Options options;
    options.detectCycles = detectCycles;
    const FlatProfile flat(profile, options);
    QString text;
    QTextStream out(&text);
    out << "events";
    for (int e = 0; e < profile.events().count(); ++e)
        out << ' ' << profile.events().type(e).name;
    out << "\ntotals";
    for (const Cost cost : flat.totals())
        out << ' ' << cost;
    out << '\n';
    const auto costs = [&](std::span<const Cost> values) {
        for (const Cost cost : values)
            out << ' ' << cost;
    };
    for (const FunctionId f : flat.functionIds()) {
        out << f.index() << ' ' << profile.functionName(f) << " @" << profile.functionFile(f)
            << " @" << profile.functionObject(f) << " present " << flat.isPresent(f) << " called "
            << flat.called(f) << " cycle " << flat.cycleOf(f) << " self";
        costs(flat.self(f));
        out << " incl";
        costs(flat.inclusive(f));
        out << '\n';
    }
    for (std::size_t c = 0; c < flat.cycles().size(); ++c) {
        out << "cycle " << c << " self";
        costs(flat.cycleSelf(c));
        out << " incl";
        costs(flat.cycleInclusive(c));
        out << '\n';
    }
    for (const PartId part : profile.partIds()) {
        out << "part " << part.index() << '\n';
        const auto functions = profile.partFunctions(part);
        for (std::size_t r = 0; r < functions.size(); ++r) {
            out << "  fn " << functions.row(r).function.index();
            costs(functions.costs(r));
            out << '\n';
        }
        const auto calls = profile.partCalls(part);
        for (std::size_t r = 0; r < calls.size(); ++r) {
            out << "  call " << calls.row(r).caller.index() << ' ' << calls.row(r).callee.index()
                << " x" << calls.row(r).count;
            costs(calls.costs(r));
            out << '\n';
        }
    }
    return text;
}

// Loads `paths` in full and as sums only, with the same options otherwise, and compares them.
void compareLoads(const QStringList& paths, LoadOptions options = {})
{
    options.sumsOnly = false;
    const auto full = profileloader::load(paths, {}, {}, options);
    options.sumsOnly = true;
    const auto sums = profileloader::load(paths, {}, {}, options);
    QCOMPARE(bool(sums.profile), bool(full.profile));
    QCOMPARE(sums.error, full.error);
    if (!full.profile)
        return;
    const Profile& summed = *sums.profile;
    // It keeps no detail.
    QCOMPARE(summed.lineRowCount(), std::size_t(0));
    for (const FunctionId f : summed.functionIds()) {
        QVERIFY(summed.callSites(f).empty());
        QVERIFY(summed.jumps(f).empty());
    }
    QCOMPARE(summed.functionCount(), full.profile->functionCount());
    QCOMPARE(summed.partCount(), full.profile->partCount());
    QCOMPARE(flatDescription(summed, true), flatDescription(*full.profile, true));
    QCOMPARE(flatDescription(summed, false), flatDescription(*full.profile, false));
    // The same warnings, but for a line or call site whose sum over parts passed the 64-bit
    // range: those rows are not made (the function's and call's own sums are capped alike).
    QStringList missing = diagnosticTexts(*full.profile);
    for (const QString& text : diagnosticTexts(summed))
        QVERIFY2(missing.removeOne(text), qPrintable(text));
    for (const QString& text : missing)
        QVERIFY2(text.contains(QLatin1String("a cost sum passes the 64-bit range")),
                 qPrintable(text));
}

// Instruction positions with jumps, inlined files, subposition compression ("+N", "-N", "*"),
// ids used before their names (a callee named only in the second part), two event types, a
// recursion cycle and calls in both parts.
constexpr char kWritten[] = R"(# callgrind format
version: 1
creator: callgrind-3.19.0
cmd: ./written
positions: instr line
events: Ir Dr
part: 1

ob=(1) /bin/written
fl=(1) main.c
fn=(1) main
0x1000 10 5 1
+4 * 3
+2 +1 2 1
jump=1 +8 *
+8 +2 4
cfi=(2) util.c
cfn=(2) helper
calls=3 0x2000 20
* * 30 6
fi=(3) inline.h
+2 50 7 1
+3 +1 2
fe=(1)
-1 -40 1 1
cfn=(4)
calls=1 0x3000 5
+1 * 9 2
+1 * 1

fl=(2)
fn=(2)
0x2000 20 4 1
+1 +1 6
jcnd=2/5 +0x10 *
+3 * 2 2
cfn=(5) ping
calls=2 0x4000 1
* * 14

fn=(5)
0x4000 1 3
cfn=(6) pong
calls=2 0x4100 2
+1 +1 8 1

fn=(6)
0x4100 2 4 1
cfn=(5)
calls=1 0x4000
* * 4

totals: 38 6

part: 2
positions: instr line
events: Ir Dr

ob=(1)
fl=(1)
fn=(1)
0x1000 10 5 1
+6 +1 4
cfi=(2)
cfn=(2)
calls=1 0x2000 20
* * 12 3
fn=(4) late
0x3000 5 9 2
+2 +1 1

fl=(2)
fn=(2)
0x2000 20 12 3
)";

// Three parts that each name what they use, as a piece cut at a part's header must to be joined
// rather than read again: the pieces' own builders keep sums only too.
// Options that cut `path` at every part's header, in pieces read in small chunks (lines span
// reads).
LoadOptions cutAtParts(const QString& path)
{
    QFile file(path);
    LoadOptions options;
    options.threads = 4;
    options.readChunkBytes = 301;
    if (!file.open(QIODevice::ReadOnly))
        return options;
    const QByteArray text = file.readAll();
    for (qsizetype at = text.indexOf("\npart: "); at >= 0; at = text.indexOf("\npart: ", at + 1))
        options.cutAt.push_back(at + 1);
    return options;
}

QByteArray standalonePart(int part)
{
    const QByteArray n = QByteArray::number(part);
    return "part: " + n +
           "\npositions: line\nevents: Ir Dr\n\nob=(1) /bin/standalone\nfl=(1) main.c\n"
           "fn=(1) main\n10 " +
           n + " 1\n+1 2\ncfn=(2) work\ncalls=" + n + " 20\n* 40 4\n-2 1 1\n\nfn=(2)\n20 " + n +
           "0 2\n+3 10 2\ncfn=(3) leaf\ncalls=1 30\n* 10\n\nfn=(3)\n30 10\n";
}

} // namespace

class SumsOnlyTest : public QObject
{
    Q_OBJECT

private slots:
    void checkedInProfiles_data()
    {
        QTest::addColumn<QStringList>("paths");
        for (const char* name :
             {"callgrind.out.cycle", "callgrind.out.instr.gz", "callgrind.out.contexts",
              "callgrind.out.twins.gz", "cachegrind.out.cycle.gz"})
            QTest::newRow(name) << QStringList{dataPath(QString::fromLatin1(name))};
        QStringList run;
        for (const char* name : {"run/callgrind.out.7", "run/callgrind.out.7.1",
                                 "run/callgrind.out.7.2", "run/callgrind.out.7.3"})
            run << dataPath(QString::fromLatin1(name));
        QTest::newRow("a run of four files") << run;
    }

    void checkedInProfiles()
    {
        QFETCH(QStringList, paths);
        compareLoads(paths);
        // Every cost line on its own, as parseLine() reads it, not in the runs of the parser's
        // loop (which the other layouts of positions take).
        LoadOptions lineByLine;
        lineByLine.readRunsOfCostLines = false;
        compareLoads(paths, lineByLine);
    }

    void writtenProfile()
    {
        const QString path = writeFile(QStringLiteral("written.out"), kWritten);
        const auto full = loadedFiles({path});
        // The fixture has what it is for: cost on an inlined file's lines, a cycle, jumps, two
        // parts, and no complaint.
        QCOMPARE(diagnosticTexts(*full.profile), QStringList());
        QCOMPARE(full.profile->partCount(), std::size_t(2));
        const FunctionId main = functionNamed(*full.profile, QStringLiteral("main"));
        bool inlined = false;
        for (const auto& line : full.profile->lines(main))
            inlined |= full.profile->qstring(line.row.file) == QLatin1String("inline.h");
        QVERIFY(inlined);
        QVERIFY(!full.profile->jumps(main).empty());
        QVERIFY(!FlatProfile(*full.profile, {}).cycles().empty());
        compareLoads({path});
        LoadOptions lineByLine;
        lineByLine.readRunsOfCostLines = false;
        compareLoads({path}, lineByLine);
    }

    // A file read in pieces, each parsed by a builder of its own and joined (what a big file
    // gets): the pieces keep sums only too.
    void pieces_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("callgrind.out.cycle") << dataPath(QStringLiteral("callgrind.out.cycle"));
        QTest::newRow("written") << writeFile(QStringLiteral("pieces.out"), kWritten);
        QTest::newRow("standalone parts")
            << writeFile(QStringLiteral("standalone.out"),
                         "# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\n" +
                             standalonePart(1) + standalonePart(2) + standalonePart(3));
    }

    void pieces()
    {
        QFETCH(QString, path);
        const LoadOptions options = cutAtParts(path);
        const auto cut = profileloader::load({path}, {}, {}, options);
        QVERIFY(cut.profile);
        // Pieces parsed apart: joined, or read again after the piece before (which needed it).
        QVERIFY(cut.piecesJoined + cut.piecesReadAgain > 0);
        if (QTest::currentDataTag() == QLatin1String("standalone parts"))
            QCOMPARE(cut.piecesJoined, 2);
        compareLoads({path}, options);
    }

    // Sums past the 64-bit range in the parser's runs of lines, where sums only add to the
    // function's row alone (no line row): the same capped sums and the same warning, for one
    // event (summed after a run of repeated lines) and for two (summed line by line), in the
    // first line of a run and in the repeated ones, with line and instruction positions.
    void sumsPassingTheRange_data()
    {
        QTest::addColumn<QByteArray>("text");
        // 18 digits, the most the runs read (longer numbers go to parseLine): ten pass 2^63.
        const QByteArray big = "999999999999999999";
        constexpr int kLines = 12;
        QByteArray lines = "events: Ir\nfn=big\n1 " + big + "\n";
        for (int i = 1; i < kLines; ++i)
            lines += "+1 " + big + "\n";
        lines += "fn=small\n1 5\n+1 5\n";
        QTest::newRow("repeated, one event") << lines;
        QByteArray two = "events: Ir Dr\nfn=big\n1 " + big + " 1\n";
        for (int i = 1; i < kLines; ++i)
            two += "+1 " + big + " 1\n";
        QTest::newRow("repeated, two events") << two;
        QByteArray first = "events: Ir\nfn=big\n";
        for (int i = 1; i <= kLines; ++i)
            first += QByteArray::number(i) + ' ' + big + '\n';
        QTest::newRow("first lines, one event") << first;
        QByteArray instr = "positions: instr line\nevents: Ir Dr\nfn=big\n0x10 1 " + big + " 1\n";
        for (int i = 1; i < kLines; ++i)
            instr += "+2 * " + big + " 1\n";
        QTest::newRow("instructions, two events") << instr;
    }

    void sumsPassingTheRange()
    {
        QFETCH(QByteArray, text);
        const QString path = writeFile(QStringLiteral("range.out"), text);
        const auto full = loadedFiles({path});
        // The fixture reaches the cap: the full load warns of it.
        QVERIFY2(diagnosticTexts(*full.profile)
                     .join(QLatin1Char('\n'))
                     .contains(QLatin1String("a cost sum passes the 64-bit range")),
                 qPrintable(diagnosticTexts(*full.profile).join(QLatin1Char('\n'))));
        compareLoads({path});
        // Each line has a row of its own, so only the function's sum passes the range: the
        // warnings are the very same.
        LoadOptions sumsOnly;
        sumsOnly.sumsOnly = true;
        const auto sums = profileloader::load({path}, {}, {}, sumsOnly);
        QCOMPARE(diagnosticTexts(*sums.profile), diagnosticTexts(*full.profile));
    }

    // The fuzzer's seeds: odd files made to reach the loader's corners (events after a cut, an
    // instruction part joined to a line part, empty bodies...), whole and cut at their parts.
    void fuzzSeeds_data() { addFuzzSeedRows(); }

    void fuzzSeeds()
    {
        QFETCH(QString, path);
        compareLoads({path});
        compareLoads({path}, cutAtParts(path));
    }

    void corpus_data() { addCorpusRows(); }

    void corpus()
    {
        QFETCH(QString, path);
        if (path.isEmpty())
            QSKIP("../shared/corpus/external is not here");
        compareLoads({path});
    }
};

QTEST_GUILESS_MAIN(SumsOnlyTest)
#include "tst_sumsonly.moc"

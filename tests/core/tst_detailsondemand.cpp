// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// A load that keeps the sums and makes each function's detail rows when they are asked for
// (LoadOptions::detailsOnDemand, DetailRowsFromFile) gives every function the rows a full load
// gives it: its line rows with their addresses and costs, its call sites and its jumps, row by
// row and in the same order. On the profiles under tests/data (callgrind's and cachegrind's, whose
// rows are read from each function's blocks; gzip, whose rows come from one full load); on
// written profiles whose names have no ids, and whose blocks do not read alone (names used before
// they are given, a block's first position relative to the one before it, costs outside any
// block, more blocks than the index has room for); on the fuzzer's seeds and every file of the
// shared corpus (skipped without it); from several threads at once; and for a file changed since.

#include "tests/support/TestSupport.h"
#include "tests/support/TransformFixtures.h"

#include "core/io/ByteSource.h"
#include "core/load/DetailRowsFromFile.h"

#include <algorithm>
#include <thread>

using namespace tally;
using namespace tally::test;

namespace {

QString dataPath(const QString& name)
{
    return QStringLiteral(TALLY_TEST_DATA) + QLatin1Char('/') + name;
}

// A checked-in gzip profile written out plain, as callgrind writes it.
QString plainCopy(const QString& name)
{
    QString error;
    const auto source = ByteSource::open(dataPath(name), &error);
    if (!source)
        qFatal("cannot read %s: %s", qPrintable(name), qPrintable(error));
    QByteArray text;
    std::vector<char> buffer(1 << 16);
    for (qint64 n; (n = source->read(buffer.data(), qint64(buffer.size()))) > 0;)
        text.append(buffer.data(), n);
    return writeFile(QFileInfo(name).completeBaseName() + QStringLiteral(".plain"), text);
}

// Everything a function's detail rows say, names written out (those of `profile`).
QString rowsDescription(const Profile& profile, const LineRows& lines,
                        const RowRange<CallSiteRow>& sites, std::span<const JumpRow> jumps)
{
    QString text;
    QTextStream out(&text);
    const auto costs = [&](std::span<const Cost> values) {
        for (const Cost cost : values)
            out << ' ' << cost;
    };
    for (std::size_t r = 0; r < lines.size(); ++r) {
        const LineCostRow row = lines.row(r);
        out << "line " << row.function.index() << ' ' << profile.qstring(row.file) << ':'
            << row.line << " @" << row.address;
        costs(lines.costs(r));
        out << '\n';
    }
    for (std::size_t r = 0; r < sites.size(); ++r) {
        const CallSiteRow& row = sites.row(r);
        out << "call " << row.caller.index() << " -> " << row.callee.index() << ' '
            << profile.qstring(row.file) << ':' << row.line << " @" << row.address << " x"
            << row.count;
        costs(sites.costs(r));
        out << '\n';
    }
    for (const JumpRow& row : jumps) {
        out << (row.conditional ? "jcnd " : "jump ") << row.function.index() << ' '
            << profile.qstring(row.file) << ':' << row.fromLine << " @" << row.fromAddress << " -> "
            << (row.targetFunction.isValid() ? int(row.targetFunction.index()) : -1) << ' '
            << profile.qstring(row.targetFile) << ':' << row.toLine << " @" << row.toAddress << ' '
            << row.executed << '/' << row.taken << '\n';
    }
    return text;
}

QString rowsDescription(const Profile& profile, FunctionId f)
{
    return rowsDescription(profile, profile.lines(f), profile.callSites(f), profile.jumps(f));
}

QString rowsDescription(const Profile& profile, const FunctionRows& rows)
{
    return rowsDescription(profile, rows.lineRows(), rows.callSiteRows(), rows.jumps);
}

// `f`'s jumps alone, as rowsDescription writes them.
QString jumpsDescription(const Profile& profile, FunctionId f)
{
    QStringList jumps = rowsDescription(profile, f).split(QLatin1Char('\n'));
    jumps.removeIf([](const QString& line) { return !line.startsWith(QLatin1Char('j')); });
    return jumps.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

// Loads `paths` in full and with detail rows on demand, and compares every function's rows;
// `fromBlocks` says whether they were read from the functions' blocks, to the end.
void compareLoads(const QStringList& paths, bool* fromBlocks = nullptr)
{
    LoadOptions options;
    options.threads = 1;
    const auto full = profileloader::load(paths, {}, {}, options);
    options.detailsOnDemand = true;
    const auto lazy = profileloader::load(paths, {}, {}, options);
    QCOMPARE(bool(lazy.profile), bool(full.profile));
    QCOMPARE(lazy.error, full.error);
    if (!full.profile)
        return;
    const Profile& made = *lazy.profile;
    QVERIFY(made.detailsOnDemand());
    QVERIFY(lazy.detailsFromFile);
    // Nothing made before it is asked for (the count is the slots' alone).
    const std::size_t before = made.detailsOnDemand()->memoryBytes();
    QCOMPARE(before, made.functionCount() * sizeof(std::atomic<const FunctionRows*>));
    QCOMPARE(made.functionCount(), full.profile->functionCount());
    for (const FunctionId f : made.functionIds()) {
        QCOMPARE(made.functionName(f), full.profile->functionName(f));
        const QString ours = rowsDescription(made, f);
        const QString theirs = rowsDescription(*full.profile, f);
        if (ours != theirs)
            qWarning().noquote() << made.functionName(f) << "\non demand:\n"
                                 << ours << "full load:\n"
                                 << theirs;
        QCOMPARE(ours, theirs);
    }
    // The same warnings, but for a detail row's sum passing the 64-bit range (made later, with
    // no one to tell).
    QStringList missing = diagnosticTexts(*full.profile);
    for (const QString& text : diagnosticTexts(made))
        QVERIFY2(missing.removeOne(text), qPrintable(text));
    for (const QString& text : missing)
        QVERIFY2(text.contains(QLatin1String("a cost sum passes the 64-bit range")),
                 qPrintable(text));
    if (fromBlocks)
        *fromBlocks = lazy.detailsFromFile->readsBlocks();
}

// A profile written as `name` that loads without a warning, and whose rows on demand, read from
// its functions' blocks, are a full load's.
void compareLoadsFromBlocks(const QString& name, const QByteArray& text)
{
    const QString path = writeFile(name, text);
    QCOMPARE(diagnosticTexts(*loadedFiles({path}).profile), QStringList());
    bool fromBlocks = false;
    compareLoads({path}, &fromBlocks);
    QVERIFY(fromBlocks);
}

// A function's block whose first position is relative to the last one before it ("+2"): alone,
// the block cannot know where it starts, so the rows come from one full load.
constexpr char kRelativeStart[] = R"(# callgrind format
version: 1
creator: callgrind-3.19.0
positions: line
events: Ir
part: 1

fl=(1) main.c
fn=(1) main
10 5
cfn=(2) helper
calls=1 20
11 7
fn=(2)
+9 3
+1 4
)";

} // namespace

class DetailsOnDemandTest : public QObject
{
    Q_OBJECT

private slots:
    void callgrindProfiles_data()
    {
        QTest::addColumn<QStringList>("paths");
        QTest::addColumn<bool>("fromBlocks");
        QTest::newRow("cycle") << QStringList{dataPath(QStringLiteral("callgrind.out.cycle"))}
                               << true;
        QTest::newRow("contexts") << QStringList{dataPath(QStringLiteral("callgrind.out.contexts"))}
                                  << true;
        // Instruction positions with jumps and inlined files, several parts, and C++ names.
        QTest::newRow("instr") << QStringList{plainCopy(QStringLiteral("callgrind.out.instr.gz"))}
                               << true;
        QTest::newRow("twins") << QStringList{plainCopy(QStringLiteral("callgrind.out.twins.gz"))}
                               << true;
        QStringList run;
        for (const char* name : {"run/callgrind.out.7", "run/callgrind.out.7.1",
                                 "run/callgrind.out.7.2", "run/callgrind.out.7.3"})
            run << dataPath(QString::fromLatin1(name));
        QTest::newRow("a run of four files") << run << true;
        // gzip cannot be read from a block's offset: one full load.
        QTest::newRow("instr, gzip")
            << QStringList{dataPath(QStringLiteral("callgrind.out.instr.gz"))} << false;
        // Cachegrind's: names without ids, every cost under an `fn=`.
        QTest::newRow("cachegrind")
            << QStringList{plainCopy(QStringLiteral("cachegrind.out.cycle.gz"))} << true;
    }

    void callgrindProfiles()
    {
        QFETCH(QStringList, paths);
        QFETCH(bool, fromBlocks);
        bool read = !fromBlocks;
        compareLoads(paths, &read);
        QCOMPARE(read, fromBlocks);
    }

    // Blocks that do not read alone: a name used before it is given (known at the load's end,
    // so no block is read), and a block that starts relative to the last position (found when
    // it is read): the rows come from one full load, the same.
    void blocksThatDoNotReadAlone_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("a name used before it is given")
            << QByteArray("events: Ir\nfl=(1) a.c\nfn=(1) main\n1 2\ncfn=(2)\ncalls=1 5\n1 9\n"
                          "fn=(2) late\n5 9\n");
        QTest::newRow("relative first position") << QByteArray(kRelativeStart);
        // Costs before any `fn=` (cg_annotate's "<unspecified>"): no block holds them.
        QTest::newRow("costs outside a block")
            << QByteArray("events: Ir\nfl=a.c\n1 5\nfn=main\n2 3\ncfn=leaf\ncalls=1 4\n2 1\n"
                          "fn=leaf\n4 1\n");
        QByteArray manyBlocks = "events: Ir\n";
        for (int i = 0; i < 20000; ++i)
            manyBlocks += "fn=(1) a\n1 1\nfn=(2) b\n2 1\n";
        // Past the room of one block every 32 bytes: the index is given up.
        QTest::newRow("more blocks than room") << manyBlocks;
    }

    void blocksThatDoNotReadAlone()
    {
        QFETCH(QByteArray, text);
        const QString path = writeFile(QStringLiteral("alone.out"), text);
        QCOMPARE(diagnosticTexts(*loadedFiles({path}).profile), QStringList());
        bool fromBlocks = true;
        compareLoads({path}, &fromBlocks);
        QVERIFY(!fromBlocks);
    }

    // Names without ids (callgrind's --compress-strings=no, and most other producers): a block
    // read again finds each by its text, names that start with '(' too.
    void namesWithoutIds()
    {
        compareLoadsFromBlocks(
            QStringLiteral("plain.out"),
            "events: Ir\nob=/bin/plain\nfl=a.c\nfn=main\n1 2\ncob=libc.so\ncfi=???\n"
            "cfn=(below main)\ncalls=1 5\n1 9\nfl=(1) b.c\nfn=leaf\n5 9\ncfn=main\ncalls=2 1\n"
            "5 4\nob=libc.so\nfl=???\nfn=(below main)\n0 7\n");
    }

    // A function's lines under several `fn=` lines in a row, an inlined file's between them:
    // one block, read as one pass reads it.
    void oneFunctionsLinesInARow()
    {
        compareLoadsFromBlocks(
            QStringLiteral("inarow.out"),
            "events: Ir\nfl=(1) a.c\nfn=(1) main\n1 2\nfi=(2) b.h\n7 1\nfn=(1)\n1 3\n"
            "cfn=(3) leaf\ncalls=1 5\n1 9\nfn=(1)\n2 4\nfn=(3)\n5 9\n");
    }

    // Collapsing an object reads no function's rows: on demand, each is a read of the file. The
    // collapsed function's rows are its members' (read when a view asks for them), and a call
    // or jump into the object goes to it in the rows of the function that makes it (read alone);
    // every function's rows are the full load's collapse, row for row. A collapsed function of
    // many members reads them by one full load instead, with the same rows.
    void collapseReadsOnlyWhatIsAskedFor()
    {
        // main calls a1..a150; a1 calls x0 and a2 jumps into x1, both in libx (a jump's target
        // is in the object of the last `ob=`); x1 jumps back into a5; x0 calls x1; a3..a150
        // reach nothing of libx, and a4 jumps into a5.
        QByteArray text = "events: Ir\nob=(1) /bin/prog\nfl=(1) p.c\nfn=(1) main\n1 1\n";
        constexpr int kOthers = 150; // the two members are fewer than a twentieth
        for (int i = 1; i <= kOthers; ++i)
            text += "cfn=(" + QByteArray::number(10 + i) + ") a" + QByteArray::number(i) +
                    "\ncalls=1 1\n2 " + QByteArray::number(100 + i) + '\n';
        for (int i = 1; i <= kOthers; ++i) {
            text += "fn=(" + QByteArray::number(10 + i) + ")\n3 " + QByteArray::number(i) + '\n';
            if (i == 1)
                text += "cob=(2) /lib/libx.so\ncfi=(2) x.c\ncfn=(2) x0\ncalls=2 7\n4 50\n";
            if (i == 2)
                text += "ob=(2)\njfi=(2) x.c\njfn=(3) x1\njump=3 9\n5 6\nob=(1)\n";
            if (i == 4)
                text += "jfn=(15)\njump=2 3\n6 1\n";
        }
        // x0 and x1 both have a line 8 of x.c: one row of the collapsed function.
        text += "ob=(2)\nfl=(2)\nfn=(2)\n7 40\ncfn=(3)\ncalls=1 8\n8 10\n8 3\n"
                "fn=(3)\n8 10\nob=(1)\njfi=(1)\njfn=(15)\njump=1 3\n9 2\n";
        const QString path = writeFile(QStringLiteral("collapse.out"), text);
        LoadOptions options;
        options.threads = 1;
        const auto full = profileloader::load({path}, {}, {}, options);
        options.detailsOnDemand = true;
        const auto lazy = profileloader::load({path}, {}, {}, options);
        QCOMPARE(diagnosticTexts(*full.profile), QStringList());
        QVERIFY(lazy.detailsFromFile->readsBlocks());
        const Profile& source = *lazy.profile;
        const auto made = [&source] {
            QStringList names;
            for (const FunctionId f : source.functionIds()) {
                if (source.detailsOnDemand()->isMade(f))
                    names << source.functionName(f);
            }
            names.sort();
            return names;
        };

        const auto collapsed = transformed(lazy.profile, {collapsing(QStringLiteral("libx.so"))});
        const auto expected = transformed(full.profile, {collapsing(QStringLiteral("libx.so"))});
        QVERIFY(collapsed && expected);
        QCOMPARE(made(), QStringList());
        const FunctionId library = functionNamed(*collapsed, u"libx.so"_s);
        QCOMPARE(rowsDescription(*collapsed, library), rowsDescription(*expected, library));
        // x0's and x1's rows were read into the collapsed function's, and not kept: no view asks
        // for a removed function's rows, and kept, a large object's were held twice.
        QCOMPARE(made(), QStringList());
        const auto lines = collapsed->lines(library);
        QCOMPARE(lines.size(), std::size_t(2)); // 7 and 8, whose three rows are one
        QCOMPARE(lines.costs(1)[0], Cost(13));
        // Its call from x0 to x1 is gone; its jump back into a5 stays.
        QVERIFY(collapsed->callSites(library).empty());
        QCOMPARE(collapsed->jumps(library).size(), std::size_t(1));
        const FunctionId a2 = functionNamed(*collapsed, u"a2"_s);
        const auto jumps = collapsed->jumps(a2);
        QCOMPARE(jumps.size(), std::size_t(1));
        QCOMPARE(jumps.front().targetFunction.index(), library.index());
        QCOMPARE(made(), QStringList({u"a2"_s}));
        QCOMPARE(collapsed->functionCount(), expected->functionCount());
        for (const FunctionId f : collapsed->functionIds()) {
            QCOMPARE(collapsed->functionName(f), expected->functionName(f));
            QCOMPARE(rowsDescription(*collapsed, f), rowsDescription(*expected, f));
        }
        QVERIFY(lazy.detailsFromFile->readsBlocks());

        // The collapse of prog's 151 functions, on a load none of whose rows are made yet: a
        // twentieth or more of them, read by one full load, whose rows are the blocks'.
        const auto again = profileloader::load({path}, {}, {}, options);
        const auto prog = transformed(again.profile, {collapsing(QStringLiteral("prog"))});
        const auto progExpected = transformed(full.profile, {collapsing(QStringLiteral("prog"))});
        QVERIFY(prog && progExpected);
        QVERIFY(again.detailsFromFile->readsBlocks());
        const FunctionId program = functionNamed(*prog, u"prog"_s);
        QCOMPARE(rowsDescription(*prog, program), rowsDescription(*progExpected, program));
        QVERIFY(!again.detailsFromFile->readsBlocks());
        QCOMPARE(prog->functionCount(), progExpected->functionCount());
        for (const FunctionId f : prog->functionIds())
            QCOMPARE(rowsDescription(*prog, f), rowsDescription(*progExpected, f));
        for (const FunctionId f : again.profile->functionIds())
            QCOMPARE(rowsDescription(*again.profile, f), rowsDescription(*full.profile, f));
    }

    // A load told the names it will read (the full load that makes many functions' rows on
    // demand, LoadOptions::sameNamesAs) shares that table when its names are those under the same
    // ids, and keeps no copy of its own; the same names in another order are a table of its own.
    void aLoadOfTheSameNamesSharesTheirTable()
    {
        const QString mainFirst =
            writeFile(QStringLiteral("mainfirst.out"), "events: Ir\nfn=main\n1 1\nfn=hash\n1 2\n");
        const QString hashFirst =
            writeFile(QStringLiteral("hashfirst.out"), "events: Ir\nfn=hash\n1 2\nfn=main\n1 1\n");
        LoadOptions options;
        options.threads = 1;
        const auto first = profileloader::load({mainFirst}, {}, {}, options);
        QVERIFY(first.profile);
        const std::shared_ptr<const StringTable>& names = first.profile->sharedStrings();
        options.sameNamesAs = names;

        const auto again = profileloader::load({mainFirst}, {}, {}, options);
        QVERIFY(again.profile);
        QCOMPARE(again.profile->sharedStrings(), names);
        QCOMPARE(rowsDescription(*again.profile, functionNamed(*again.profile, u"hash"_s)),
                 rowsDescription(*first.profile, functionNamed(*first.profile, u"hash"_s)));

        const auto other = profileloader::load({hashFirst}, {}, {}, options);
        QVERIFY(other.profile);
        QVERIFY(other.profile->sharedStrings() != names);
        QCOMPARE(other.profile->functionName(FunctionId(0)), u"hash"_s);
        QCOMPARE(other.profile->functionName(FunctionId(1)), u"main"_s);
    }

    void threadsAtOnce_data()
    {
        QTest::addColumn<bool>("preparing");
        QTest::addColumn<bool>("readOnce");
        QTest::newRow("four asking") << false << false;
        QTest::newRow("four asking, one preparing") << true << false;
        QTest::newRow("two asking, two reading once, one preparing") << true << true;
    }

    // Every function asked for from four threads at once: each gets the rows one thread gets.
    // With a fifth preparing every function's rows meanwhile (one full load of the file,
    // DetailRowsOnDemand::prepare), rows read from the blocks and rows copied from that load
    // alike; and with two of the four reading rows once (DetailRowsOnDemand::ofOnce, as a
    // collapsed object's members are read: made into their scratch unless made already).
    void threadsAtOnce()
    {
        QFETCH(bool, preparing);
        QFETCH(bool, readOnce);
        const QString path = plainCopy(QStringLiteral("callgrind.out.instr.gz"));
        LoadOptions options;
        options.detailsOnDemand = true;
        const auto lazy = loadedFiles({path}, options);
        const auto full = loadedFiles({path});
        const Profile& profile = *lazy.profile;
        std::vector<FunctionId> functions;
        for (const FunctionId f : profile.functionIds())
            functions.push_back(f);
        std::vector<std::vector<QString>> seen(4);
        {
            std::vector<std::jthread> threads;
            if (preparing)
                threads.emplace_back([&profile, &functions] { profile.prepareRows(functions); });
            for (std::size_t t = 0; t < seen.size(); ++t) {
                const bool once = readOnce && t % 2 == 1;
                threads.emplace_back([&profile, &rows = seen[t], once] {
                    FunctionRows scratch;
                    for (const FunctionId f : profile.functionIds())
                        rows.push_back(
                            once ? rowsDescription(profile,
                                                   profile.detailsOnDemand()->ofOnce(f, scratch))
                                 : rowsDescription(profile, f));
                });
            }
        }
        QCOMPARE(lazy.detailsFromFile->readsBlocks(), !preparing); // prepared: by the full load
        for (const auto& rows : seen) {
            for (const FunctionId f : profile.functionIds())
                QCOMPARE(rows[f.index()], rowsDescription(*full.profile, f));
        }
    }

    // A file changed after the load: its blocks are no longer where the load found them, and
    // no rows are made from it (nor from a full load of what it is now).
    void fileChangedSince()
    {
        const QString path =
            writeFile(QStringLiteral("changing.out"),
                      "events: Ir\nfl=(1) a.c\nfn=(1) main\n1 2\ncfn=(2) leaf\ncalls=1 5\n1 9\n"
                      "fn=(2)\n5 9\n");
        LoadOptions options;
        options.detailsOnDemand = true;
        const auto lazy = loadedFiles({path}, options);
        QVERIFY(lazy.detailsFromFile->readsBlocks());
        writeFile(QStringLiteral("changing.out"), "events: Ir\nfl=(1) b.c\nfn=(1) other\n3 4\n");
        const Profile& profile = *lazy.profile;
        const FunctionId main = functionNamed(profile, QStringLiteral("main"));
        QVERIFY(profile.lines(main).empty());
        QVERIFY(profile.callSites(main).empty());
        QVERIFY(lazy.detailsFromFile->fileChanged());
    }

    // The window's load (profileloader::loadForViewing): rows on demand for a plain file of
    // LoadOptions::rowsOnDemandFromBytes or more whose blocks read alone; in full for a smaller
    // file, and for a big one whose blocks do not read alone or that warns (read again, so that
    // no view waits for a full load later). Each reports its progress forward only, and the end
    // once.
    void windowLoad_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<int>("functions");
        QTest::addColumn<bool>("onDemand");
        QTest::newRow("small") << QByteArray() << 40 << false;
        QTest::newRow("big") << QByteArray() << 600 << true;
        // Costs before any `fn=`: no block holds them.
        QTest::newRow("big, costs outside a block") << QByteArray("fl=(1)\n1 5\n") << 600 << false;
        QTest::newRow("big, a warning") << QByteArray("fn=(900000) early\n1 x\n") << 600 << false;
    }

    void windowLoad()
    {
        QFETCH(QByteArray, before);
        QFETCH(int, functions);
        QFETCH(bool, onDemand);
        // Each function's lines, and a call to the one before it.
        QByteArray text = "events: Ir\nfl=(1) a.c\n" + before;
        for (int i = 1; i <= functions; ++i) {
            text += "fn=(" + QByteArray::number(i) + ") function_" + QByteArray::number(i) + '\n';
            for (int line = 1; line <= 40; ++line)
                text += QByteArray::number(line) + ' ' + QByteArray::number(i + line) + '\n';
            if (i > 1)
                text += "cfn=(" + QByteArray::number(i - 1) + ")\ncalls=2 7\n9 " +
                        QByteArray::number(i) + '\n';
        }
        LoadOptions options;
        options.rowsOnDemandFromBytes = 100'000; // the default's 16 MB, for a test
        QCOMPARE(text.size() >= options.rowsOnDemandFromBytes, functions > 40);
        const QString path = writeFile(QStringLiteral("window.out"), text);
        std::vector<double> progress;
        const auto loaded = profileloader::loadForViewing(
            {path}, [&progress](double done) { progress.push_back(done); }, {}, options);
        QVERIFY(loaded.profile);
        QCOMPARE(bool(loaded.profile->detailsOnDemand()), onDemand);
        QCOMPARE(bool(loaded.detailsFromFile), onDemand);
        if (onDemand)
            QVERIFY(loaded.detailsFromFile->readsBlocks());
        QVERIFY(std::ranges::is_sorted(progress));
        QCOMPARE(std::ranges::count(progress, 1.0), 1);
        QCOMPARE(progress.back(), 1.0);
        LoadOptions full;
        full.threads = 1;
        const auto expected = profileloader::load({path}, {}, {}, full);
        QCOMPARE(loaded.profile->functionCount(), expected.profile->functionCount());
        for (const int i : {1, 2, functions / 2, functions}) {
            const FunctionId f =
                functionNamed(*loaded.profile, QStringLiteral("function_%1").arg(i));
            QCOMPARE(rowsDescription(*loaded.profile, f), rowsDescription(*expected.profile, f));
        }
    }

    // main's jumps from line 5: a `jcnd=` and a `jump=` to line 7 (tied on where they start and
    // go), one to line 9, and one into another function's line 3, in the file's order each way.
    // A function's jumps come in one order (jumpOrder) however their rows are made: read in
    // full, on demand from the blocks, or by a transform that makes the function's rows anew (a
    // merge of its callee). The full load kept the tied two in the order read, rows on demand put
    // the `jump=` first, and a merge put the jumps within main before the one into `other`.
    void jumpsInOneOrder_data()
    {
        QTest::addColumn<QByteArray>("jumps");
        QTest::addColumn<QString>("expected");
        const QByteArray intoOther = "jfi=(2) b.c\njfn=(2) other\njump=1 3\n5\n";
        const QString expected = u"jump 0 a.c:5 @0 -> 1 b.c:3 @0 1/1\n"
                                 "jump 0 a.c:5 @0 -> 0 a.c:7 @0 2/2\n"
                                 "jcnd 0 a.c:5 @0 -> 0 a.c:7 @0 5/3\n"
                                 "jump 0 a.c:5 @0 -> 0 a.c:9 @0 1/1\n"_s;
        QTest::newRow("the conditional jump first")
            << "jcnd=3/5 7\n5\njump=2 7\n5\njump=1 9\n5\n" + intoOther << expected;
        QTest::newRow("the jump first") << intoOther + "jump=1 9\n5\njump=2 7\n5\njcnd=3/5 7\n5\n"
                                        << expected;
    }

    void jumpsInOneOrder()
    {
        QFETCH(QByteArray, jumps);
        QFETCH(QString, expected);
        const QByteArray text = "events: Ir\npositions: line\nfl=(1) a.c\nfn=(1) main\n5 4\n" +
                                jumps +
                                "cfi=(2)\ncfn=(2)\ncalls=1 3\n5 2\ncfn=(3) leaf\ncalls=1 1\n6 1\n" +
                                "fn=(3)\n1 1\nfl=(2)\nfn=(2)\n3 2\n";
        const QString path = writeFile(QStringLiteral("jumps.out"), text);
        LoadOptions options;
        options.threads = 1;
        const auto full = profileloader::load({path}, {}, {}, options);
        options.detailsOnDemand = true;
        const auto lazy = profileloader::load({path}, {}, {}, options);
        QVERIFY(full.profile && lazy.profile);
        QCOMPARE(diagnosticTexts(*full.profile), QStringList());
        const FunctionId main = functionNamed(*full.profile, u"main"_s);
        QCOMPARE(jumpsDescription(*full.profile, main), expected);
        QCOMPARE(jumpsDescription(*lazy.profile, main), expected);
        QVERIFY(lazy.detailsFromFile->readsBlocks());
        for (const auto& loaded : {full.profile, lazy.profile}) {
            const auto merged = transformed(loaded, {merging(u"leaf"_s)});
            QVERIFY(merged);
            QCOMPARE(jumpsDescription(*merged, functionNamed(*merged, u"main"_s)), expected);
        }
    }

    void fuzzSeeds_data() { addFuzzSeedRows(); }

    void fuzzSeeds()
    {
        QFETCH(QString, path);
        compareLoads({path});
    }

    void corpus_data() { addCorpusRows(); }

    void corpus()
    {
        QFETCH(QString, path);
        if (path.isEmpty())
            QSKIP("../shared/corpus/external is not here");
        bool fromBlocks = false;
        compareLoads({path}, &fromBlocks);
        qInfo().noquote() << QFileInfo(path).fileName() << "rows"
                          << (fromBlocks ? "read from blocks" : "by one full load");
    }
};

QTEST_GUILESS_MAIN(DetailsOnDemandTest)
#include "tst_detailsondemand.moc"

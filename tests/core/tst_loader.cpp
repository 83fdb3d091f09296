// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The loader: a big callgrind file parsed in two halves gives exactly what one pass gives, falls
// back to one pass when the second half needs the first, reports monotonic progress and cancels.

#include "tests/support/TestSupport.h"

#include <map>
#include <set>

using namespace tally;
using namespace tally::test;

namespace {

// A callgrind-like multi-part file: every part restates its names, as callgrind does.
QByteArray multiPart(int parts, bool restateNames, bool withBadLine)
{
    QByteArray text = "# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\ncmd: ./prog\n";
    for (int p = 1; p <= parts; ++p) {
        text += "part: " + QByteArray::number(p) +
                "\n\ndesc: Trigger: test\npositions: instr line\nevents: Ir Dr\n"
                "summary: " +
                QByteArray::number(100 * p + 10) + " " + QByteArray::number(p) + "\n\n";
        const bool define = restateNames || p == 1;
        text +=
            define ? "ob=(1) /bin/prog\nfl=(1) main.c\nfn=(1) main\n" : "ob=(1)\nfl=(1)\nfn=(1)\n";
        text += "0x1000 10 10 1\n+4 +1 " + QByteArray::number(100 * p - 50) + "\n";
        text += define ? "cfi=(2) lib.c\ncfn=(2) work\n" : "cfi=(2)\ncfn=(2)\n";
        text += "calls=" + QByteArray::number(p) + " 0x2000 5\n* * 50 0\n";
        if (withBadLine && p == parts)
            text += "this line is bad\n";
        text += define ? "fl=(2)\nfn=(2)\n" : "fl=(2)\nfn=(2)\n";
        text += "0x2000 5 50 0\njcnd=1/2 +8 +1\n* *\n\n";
    }
    return text;
}

QString report(const Profile& profile)
{
    QString text;
    QTextStream out(&text);
    reportwriter::writeTsv(out, profile, FlatProfile(profile, {}), {});
    out.flush();
    for (const auto& d : profile.diagnostics())
        text += d.toString() + QLatin1Char('\n');
    for (const PartId p : profile.partIds()) {
        const PartInfo& part = profile.part(p);
        text += QStringLiteral("part %1: bytes %2-%3 line %4 summary line %5\n")
                    .arg(part.number)
                    .arg(part.byteBegin)
                    .arg(part.byteEnd)
                    .arg(part.lineBegin)
                    .arg(part.summaryLine);
    }
    return text;
}

// Two halves, whatever the machine's cores.
profileloader::Options splitAlways()
{
    profileloader::Options options;
    options.threads = 2;
    options.splitThreshold = 1;
    return options;
}

profileloader::Options neverSplit()
{
    profileloader::Options options;
    options.splitThreshold = -1;
    return options;
}

// Parts of line positions only and parts of instruction positions, in the order given: every
// part has `big`'s lines 1-3 (at 0x1000 + 4 * line in instruction parts) and a call.
QByteArray mixedPositions(const std::vector<bool>& instructionParts)
{
    QByteArray text = "# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\n";
    int p = 0;
    for (const bool instr : instructionParts) {
        ++p;
        text += "part: " + QByteArray::number(p) +
                "\npositions: " + (instr ? "instr line" : "line") + "\nevents: Ir\n";
        text += "fl=(1) a.c\nfn=(1) big\n";
        for (int line = 1; line <= 3; ++line) {
            if (instr)
                text += "0x" + QByteArray::number(0x1000 + 4 * line, 16) + " ";
            text += QByteArray::number(line) + " " + QByteArray::number(10 * p + line) + "\n";
        }
        text += "cfn=(2) other\ncalls=1 " + QByteArray(instr ? "0x2000 " : "") + "5\n" +
                QByteArray(instr ? "0x1010 " : "") + "4 7\n";
        text += "fn=(2)\n" + QByteArray(instr ? "0x2000 " : "") + "5 7\n\n";
    }
    return text;
}

// Every line row of `profile`: function, file:line, address and costs.
QString lineRows(const Profile& profile)
{
    QString text;
    for (const FunctionId f : profile.functionIds()) {
        for (const auto& [row, costs] : profile.lines(f))
            text += QStringLiteral("%1 %2:%3 @%4 %5\n")
                        .arg(profile.functionName(f), profile.qstring(row.file))
                        .arg(row.line)
                        .arg(row.address, 0, 16)
                        .arg(costs[0]);
    }
    return text;
}

} // namespace

class LoaderTest : public QObject
{
    Q_OBJECT

private slots:
    void twoHalvesEqualOnePass_data()
    {
        QTest::addColumn<bool>("restateNames");
        QTest::addColumn<bool>("withBadLine");
        QTest::newRow("self-contained halves") << true << false;
        QTest::newRow("second half needs the first") << false << false;
        QTest::newRow("warning in the second half") << true << true;
    }

    void twoHalvesEqualOnePass()
    {
        QFETCH(bool, restateNames);
        QFETCH(bool, withBadLine);
        const QString path =
            writeFile(QStringLiteral("multipart.out"), multiPart(8, restateNames, withBadLine));
        const auto serial = profileloader::load({path}, {}, {}, neverSplit());
        const auto split = profileloader::load({path}, {}, {}, splitAlways());
        QVERIFY2(serial.profile && split.profile, qPrintable(serial.error + split.error));
        QCOMPARE(split.profile->partCount(), std::size_t(8));
        QCOMPARE(report(*split.profile), report(*serial.profile));
        if (withBadLine) {
            // The warning's line number counts the first half's lines too.
            const auto& diagnostics = split.profile->diagnostics();
            const auto bad =
                std::find_if(diagnostics.begin(), diagnostics.end(), [](const Diagnostic& d) {
                    return d.message.contains(QLatin1String("invalid line"));
                });
            QVERIFY(bad != diagnostics.end());
            const QList<QByteArray> lines = multiPart(8, restateNames, withBadLine).split('\n');
            QCOMPARE(lines.at(int(bad->line) - 1), QByteArray("this line is bad"));
        }
        // Detail rows merged over both halves.
        const auto work = *findFunction(*split.profile, QStringLiteral("work"));
        QCOMPARE(split.profile->lines(work).size(), std::size_t(1));
        QCOMPARE(split.profile->lines(work).costs(0)[0], Cost(8 * 50));
        QCOMPARE(split.profile->jumps(work).size(), std::size_t(1));
        QCOMPARE(split.profile->jumps(work)[0].executed, Count(16));
    }

    void detailRowsOfScatteredFunctions()
    {
        // The detail tables are shared by all functions: a function's rows that are many, or
        // come in several blocks with another function's in between, in both halves and in
        // reverse order, are still found, summed and handed out sorted, its own and no other's.
        QByteArray text = "# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\n";
        for (int p = 1; p <= 4; ++p) {
            text += "part: " + QByteArray::number(p) + "\npositions: line\nevents: Ir\n";
            text += "fl=(1) a.c\nfn=(1) big\n";
            for (int line = 20; line > 0; --line)
                text += QByteArray::number(line) + " " + QByteArray::number(line) + "\n";
            text += "cfn=(2) other\ncalls=1 5\n5 7\n";
            text += "fn=(2)\n3 1\n1 2\n";
            text += "fn=(1)\n" + QByteArray::number(20 + p) + " 100\n7 1\n";
            text += "cfn=(2) other\ncalls=2 5\n5 3\n\n";
        }
        const QString path = writeFile(QStringLiteral("scattered.out"), text);
        for (const auto& options : {neverSplit(), splitAlways()}) {
            const auto result = loadedFiles({path}, options);
            const Profile& profile = *result.profile;
            const FunctionId big = *findFunction(profile, QStringLiteral("big"));
            const FunctionId other = *findFunction(profile, QStringLiteral("other"));
            const auto lines = profile.lines(big);
            QCOMPARE(lines.size(), std::size_t(24));
            for (std::size_t i = 0; i < lines.size(); ++i) {
                QCOMPARE(lines.row(i).function, big);
                QCOMPARE(lines.row(i).line, LineNumber(i + 1));
                const Cost expected = i < 20 ? 4 * Cost(i + 1) + (i + 1 == 7 ? 4 : 0) : 100;
                QCOMPARE(lines.costs(i)[0], expected);
            }
            const auto sites = profile.callSites(big);
            QCOMPARE(sites.size(), std::size_t(1));
            QCOMPARE(sites.row(0).callee, other);
            QCOMPARE(sites.row(0).count, Count(12));
            QCOMPARE(sites.costs(0)[0], Cost(40));
            const auto otherLines = profile.lines(other);
            QCOMPARE(otherLines.size(), std::size_t(2));
            QCOMPARE(otherLines.row(0).line, LineNumber(1));
            QCOMPARE(otherLines.costs(0)[0], Cost(8));
            QCOMPARE(otherLines.costs(1)[0], Cost(4));
        }
    }

    void oneThreadReadsInOnePass()
    {
        // LoadOptions::threads = 1 (`--threads=1`): no cut however low the threshold.
        const QString path = writeFile(QStringLiteral("onethread.out"), multiPart(8, true, false));
        auto options = splitAlways();
        const auto split = profileloader::load({path}, {}, {}, options);
        options.threads = 1;
        const auto single = profileloader::load({path}, {}, {}, options);
        QVERIFY2(split.profile && single.profile, qPrintable(split.error + single.error));
        QCOMPARE(split.piecesJoined, 1);
        QCOMPARE(single.piecesJoined, 0);
        QCOMPARE(report(*single.profile), report(*split.profile));
    }

    void progressIsMonotonicAndEndsAtOne_data()
    {
        QTest::addColumn<QByteArray>("text");
        QByteArray withSummary = "events: Ir\nsummary: 300000\nfn=main\n";
        QByteArray withoutSummary = "events: Ir\nfn=main\n";
        for (int i = 0; i < 100000; ++i) {
            withSummary += QByteArray::number(i + 1) + " 3\n";
            withoutSummary += QByteArray::number(i + 1) + " 3\n";
        }
        QTest::newRow("summary") << withSummary;
        QTest::newRow("bytes") << withoutSummary;
        QTest::newRow("multi-part, split") << multiPart(4000, true, false);
    }

    void progressIsMonotonicAndEndsAtOne()
    {
        QFETCH(QByteArray, text);
        const QString path = writeFile(QStringLiteral("progress.out"), text);
        std::vector<double> values;
        const auto result = profileloader::load(
            {path}, [&](double v) { values.push_back(v); }, {}, splitAlways());
        QVERIFY(result.profile);
        QVERIFY2(values.size() >= 3,
                 qPrintable(QString::number(values.size()) + " " +
                            QString::number(values.empty() ? -1 : values.front())));
        QVERIFY(std::is_sorted(values.begin(), values.end()));
        QCOMPARE(values.back(), 1.0);
        QVERIFY(values[values.size() - 2] < 1.0); // 100% only when complete
        QVERIFY(values.front() > 0.0);
    }

    void cancelStopsTheLoad()
    {
        QByteArray text = "events: Ir\nfn=main\n";
        for (int i = 0; i < 200000; ++i)
            text += QByteArray::number(i + 1) + " 3\n";
        const QString path = writeFile(QStringLiteral("cancel.out"), text);
        int polls = 0;
        const auto result = profileloader::load({path}, {}, [&] { return ++polls >= 2; });
        QVERIFY(!result.profile);
        QVERIFY(result.canceled);
        QCOMPARE(polls, 2);
    }

    void cancelWhileTheSecondHalfRuns()
    {
        // The first half is a few very long lines (parsed at once), the second many short ones:
        // cancel must still stop the load instead of waiting for the second half.
        QByteArray text =
            "# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\npart: 1\nevents: Ir\n";
        const QByteArray longName(20000, 'x');
        for (int i = 0; i < 300; ++i)
            text += "fn=" + longName + QByteArray::number(i) + "\n1 1\n";
        text += "part: 2\nevents: Ir\nfn=short\n1 1\n";
        while (text.size() < 12 * 1024 * 1024)
            text += "+1 1\n";
        const QString path = writeFile(QStringLiteral("lopsided.out"), text);
        int polls = 0;
        const auto result = profileloader::load(
            {path}, {}, [&] { return ++polls > 1; }, splitAlways());
        QVERIFY(result.canceled);
        QVERIFY(!result.profile);
    }

    void severalFilesAddUpProgress()
    {
        const QString a = writeFile(QStringLiteral("a.out"), "events: Ir\nfn=a\n1 1\n");
        const QString b = writeFile(QStringLiteral("b.out"), "events: Ir\nfn=b\n1 2\n");
        std::vector<double> values;
        const auto result = profileloader::load({a, b}, [&](double v) { values.push_back(v); });
        QVERIFY(result.profile);
        QCOMPARE(result.profile->sources().size(), std::size_t(2));
        QCOMPARE(values.back(), 1.0);
    }
    void linePositionsAndInstructionsMix_data()
    {
        QTest::addColumn<std::vector<bool>>("instructionParts");
        QTest::addColumn<bool>("joins"); // whether a piece is joined (the positions agree at a cut)
        QTest::addColumn<QString>("expected");
        // Line rows without an address (0) and with one are rows of their own; the sums over
        // the parts of each kind.
        QTest::newRow("lines, then instructions")
            << std::vector<bool>{false, false, true, true} << true
            << QStringLiteral("big a.c:1 @0 32\nbig a.c:1 @1004 72\n"
                              "big a.c:2 @0 34\nbig a.c:2 @1008 74\n"
                              "big a.c:3 @0 36\nbig a.c:3 @100c 76\n"
                              "other a.c:5 @0 14\nother a.c:5 @2000 14\n");
        QTest::newRow("instructions, then lines")
            << std::vector<bool>{true, true, false, false} << false
            << QStringLiteral("big a.c:1 @0 72\nbig a.c:1 @1004 32\n"
                              "big a.c:2 @0 74\nbig a.c:2 @1008 34\n"
                              "big a.c:3 @0 76\nbig a.c:3 @100c 36\n"
                              "other a.c:5 @0 14\nother a.c:5 @2000 14\n");
        // The first piece has addresses, the pieces joined to it none.
        QTest::newRow("instructions in the first part only")
            << std::vector<bool>{true, false, false, false} << true
            << QStringLiteral("big a.c:1 @0 93\nbig a.c:1 @1004 11\n"
                              "big a.c:2 @0 96\nbig a.c:2 @1008 12\n"
                              "big a.c:3 @0 99\nbig a.c:3 @100c 13\n"
                              "other a.c:5 @0 21\nother a.c:5 @2000 7\n");
        QTest::newRow("lines only")
            << std::vector<bool>{false, false, false, false} << true
            << QStringLiteral("big a.c:1 @0 104\nbig a.c:2 @0 108\nbig a.c:3 @0 112\n"
                              "other a.c:5 @0 28\n");
    }

    void linePositionsAndInstructionsMix()
    {
        // The line rows keep their addresses in a column made only once a row has one: a part
        // of instruction positions after (or before) parts of lines, read in one pass or in
        // pieces joined, gives every row its own address, 0 for the line parts' rows.
        QFETCH(std::vector<bool>, instructionParts);
        QFETCH(bool, joins);
        QFETCH(QString, expected);
        const QString path =
            writeFile(QStringLiteral("mixed.out"), mixedPositions(instructionParts));
        const auto serial = loadedFiles({path}, neverSplit());
        QCOMPARE(lineRows(*serial.profile), expected);
        for (const int threads : {2, 3, 4}) {
            auto options = splitAlways();
            options.threads = threads;
            const auto split = loadedFiles({path}, options);
            if (joins)
                QVERIFY(split.piecesJoined >= 1);
            QCOMPARE(lineRows(*split.profile), expected);
            QCOMPARE(report(*split.profile), report(*serial.profile));
        }
    }

    void addressesOfAPieceJoinedToOneWithoutRows()
    {
        // The first piece has no line rows at all (only a line it warns about), the second only
        // rows with addresses: joined, they keep them (the join asked whether the first's empty
        // column was one, and took the second's addresses as 0; found by tally_fuzz_load).
        const QByteArray text = "calrjcnd= 5\n"
                                "creator: x\n"
                                "fn=g\n"
                                "positions: instr line\n"
                                "events: Ir\n"
                                "fn=(1) worker\n"
                                "+4 * 5\n";
        const QString path = writeFile(QStringLiteral("joined-addresses.out"), text);
        const auto serial = loadedFiles({path}, neverSplit());
        QCOMPARE(lineRows(*serial.profile), QStringLiteral("worker :0 @4 5\n"));
        profileloader::Options options;
        options.cutAt = {qint64(text.indexOf("creator:"))};
        const auto cut = loadedFiles({path}, options);
        QCOMPARE(lineRows(*cut.profile), lineRows(*serial.profile));
    }

    void filesOfLinesAndOfInstructionsLoadTogether()
    {
        // Two files read into one profile, one without addresses and one with, either way round.
        const QString lines = writeFile(QStringLiteral("lines.out"), mixedPositions({false}));
        const QString instructions =
            writeFile(QStringLiteral("instructions.out"), mixedPositions({true}));
        const QString expected = QStringLiteral("big a.c:1 @0 11\nbig a.c:1 @1004 11\n"
                                                "big a.c:2 @0 12\nbig a.c:2 @1008 12\n"
                                                "big a.c:3 @0 13\nbig a.c:3 @100c 13\n"
                                                "other a.c:5 @0 7\nother a.c:5 @2000 7\n");
        for (const QStringList& files :
             {QStringList{lines, instructions}, QStringList{instructions, lines}}) {
            const auto result = loadedFiles(files, neverSplit());
            QCOMPARE(lineRows(*result.profile), expected);
        }
    }

    void instructionsAddedInLaterPartsAreSummed()
    {
        // Runs of "+4 * 1" lines (five bytes a row: denser than the room expectBytes sets aside,
        // so the row arrays grow while rows are added after a function's last): part 1 adds
        // every fourth instruction of `hot`, later parts every second, then every one, so that
        // their new rows come between old ones, after another function's rows, and in one part
        // both before and after the arrays grew. A row is found or added whichever way, and
        // summed over the parts as one pass and two halves sum it.
        QByteArray text = "# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\n";
        constexpr int kInstructions = 600;
        std::map<int, Cost> expected; // instruction -> cost
        for (int p = 1; p <= 4; ++p) {
            const int step = p == 1 ? 4 : p == 2 ? 2 : 1;
            text += "part: " + QByteArray::number(p) + "\npositions: instr line\nevents: Ir\n";
            text += "fl=(1) a.c\nfn=(1) hot\n0x1000 1 1\n";
            ++expected[0];
            for (int i = step; i < kInstructions; i += step) {
                text += "+" + QByteArray::number(4 * step) + " * 1\n";
                ++expected[i];
            }
            text += "fn=(2) other\n0x9000 2 5\n+4 * 5\n";
            if (p == 4) {
                // `hot` again after `other`: its rows are found, and one added past its last.
                text += "fn=(1)\n0x1010 1 1\n+4 * 1\n0x" +
                        QByteArray::number(0x1000 + 4 * kInstructions, 16) + " 1 1\n";
                ++expected[4];
                ++expected[5];
                ++expected[kInstructions];
            }
            text += "\n";
        }
        const QString path = writeFile(QStringLiteral("instructions-added.out"), text);
        for (const auto& options : {neverSplit(), splitAlways()}) {
            const auto result = loadedFiles({path}, options);
            const Profile& profile = *result.profile;
            const FunctionId hot = *findFunction(profile, QStringLiteral("hot"));
            const auto lines = profile.lines(hot);
            QCOMPARE(lines.size(), expected.size());
            std::size_t r = 0;
            for (const auto& [instruction, cost] : expected) {
                QCOMPARE(lines.row(r).address, Address(0x1000 + 4 * instruction));
                QCOMPARE(lines.row(r).line, LineNumber(1));
                QCOMPARE(lines.costs(r)[0], cost);
                ++r;
            }
            const FunctionId other = *findFunction(profile, QStringLiteral("other"));
            QCOMPARE(profile.lines(other).size(), std::size_t(2));
            QCOMPARE(profile.lines(other).costs(1)[0], Cost(4 * 5));
        }
    }
    void callsOfLaterPartsFoundFromTheirSites_data()
    {
        QTest::addColumn<bool>("twoEvents");
        QTest::newRow("one event") << false;
        QTest::newRow("two events") << true;
    }

    void callsOfLaterPartsFoundFromTheirSites()
    {
        // A later part's calls are mostly its part before's again: with one event, each call
        // finds its pair's part call row from its site (ProfileBuilder::addCall), with two, by
        // the pair's hash. Parts here skip sites, call one callee from two sites, add sites and
        // pairs (past 512 pairs, so that the index grows while sites remember their pairs) and
        // call a pair from a new site: every part's call rows and every site are summed as
        // expected, by either path, in one pass and in two halves.
        QFETCH(bool, twoEvents);
        QByteArray text = "# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\n";
        constexpr int kParts = 6;
        // (part, callee) -> (count, cost); (callee, line) -> (count, cost)
        std::map<std::pair<int, int>, std::pair<Count, Cost>> partCalls;
        std::map<std::pair<int, int>, std::pair<Count, Cost>> sites;
        std::set<int> named; // callees whose name was given
        for (int p = 1; p <= kParts; ++p) {
            text += "part: " + QByteArray::number(p) +
                    "\npositions: line\nevents: " + (twoEvents ? "Ir Dr" : "Ir") + "\n";
            text += "fl=(1) a.c\nfn=(1) main\n1 1" + QByteArray(twoEvents ? " 0" : "") + "\n";
            const int callees = 150 * p;
            for (int k = 0; k < callees; ++k) {
                if (k % (p + 1) == 1)
                    continue; // not called in this part
                const int name = k + 2;
                const bool first = named.insert(k).second;
                text += "cfn=(" + QByteArray::number(name) + ")" +
                        (first ? " f" + QByteArray::number(k) : QByteArray()) + "\n";
                // Most callees from one site, every seventh from a second one too (the pair's
                // second call in the part), every fifth from a site new in later parts.
                QList<int> lines{10 + k};
                if (k % 7 == 0)
                    lines.append(5000 + k);
                if (k % 5 == 0 && p >= 3)
                    lines.append(9000 + k);
                for (const int line : lines) {
                    const Count count = p + (line % 3);
                    const Cost cost = 10 * p + k;
                    text += "calls=" + QByteArray::number(count) + " 1\n" +
                            QByteArray::number(line) + " " + QByteArray::number(cost) +
                            (twoEvents ? " 0" : "") + "\n";
                    auto& call = partCalls[{p, k}];
                    call.first += count;
                    call.second += cost;
                    auto& site = sites[{k, line}];
                    site.first += count;
                    site.second += cost;
                }
            }
            text += "\n";
        }
        const QString path = writeFile(QStringLiteral("calls-of-parts.out"), text);
        for (const auto& options : {neverSplit(), splitAlways()}) {
            const auto result = loadedFiles({path}, options);
            const Profile& profile = *result.profile;
            QCOMPARE(profile.partCount(), std::size_t(kParts));
            const FunctionId main = *findFunction(profile, QStringLiteral("main"));
            auto calleeOf = [&](FunctionId f) { return profile.functionName(f).mid(1).toInt(); };
            std::map<std::pair<int, int>, std::pair<Count, Cost>> gotCalls;
            int p = 1;
            for (const PartId part : profile.partIds()) {
                const auto rows = profile.partCalls(part);
                for (std::size_t r = 0; r < rows.size(); ++r) {
                    QCOMPARE(rows.row(r).caller, main);
                    const auto key = std::pair(p, calleeOf(rows.row(r).callee));
                    QVERIFY(!gotCalls.contains(key)); // one row a pair in a part
                    gotCalls[key] = {rows.row(r).count, rows.costs(r)[0]};
                }
                ++p;
            }
            QCOMPARE(gotCalls, partCalls);
            std::map<std::pair<int, int>, std::pair<Count, Cost>> gotSites;
            const auto rows = profile.callSites(main);
            for (std::size_t r = 0; r < rows.size(); ++r) {
                const auto key = std::pair(calleeOf(rows.row(r).callee), int(rows.row(r).line));
                QVERIFY(!gotSites.contains(key));
                gotSites[key] = {rows.row(r).count, rows.costs(r)[0]};
            }
            QCOMPARE(gotSites, sites);
        }
    }
};

QTEST_GUILESS_MAIN(LoaderTest)
#include "tst_loader.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The reader of runs of self-cost lines (CallgrindParser::readCostLines, the bulk of a big
// profile) against parseLine() reading the same lines one at a time: every file, well formed or
// not, gives the same profile and the same diagnostics both ways. The files are random runs of
// cost lines, most of them simple, with the cases the runs' reader must hand back: hex and
// starred positions, signs, blanks and tabs, CR LF, numbers at and past their length limits,
// line numbers out of range, too many or bad costs; and the jumps, calls and name lines that a
// run reads on over.

#include "core/load/ProfileLoader.h"
#include "tests/support/CutLoads.h"
#include "tests/support/SanitizedBuild.h"
#include "tests/support/TestSupport.h"

#include <QDirIterator>
#include <QRandomGenerator>

using namespace tally;
using namespace tally::test;

namespace {

class LineMaker
{
public:
    explicit LineMaker(quint32 seed) : m_random(seed) {}

    int below(int n) { return int(m_random.bounded(n)); }
    bool chance(int percent) { return below(100) < percent; }

    QByteArray pick(std::initializer_list<const char*> choices)
    {
        const int index = below(int(choices.size()));
        return QByteArray(*(choices.begin() + index));
    }

    QByteArray number()
    {
        if (chance(85))
            return QByteArray::number(below(chance(70) ? 10 : 100000));
        return pick({"0",
                     "00",
                     "007",
                     "999999999999999999",
                     "1000000000000000000",
                     "9223372036854775807",
                     "9223372036854775808",
                     "18446744073709551615",
                     "4294967295",
                     "4294967296",
                     "0x1f",
                     "0X1F",
                     "0xffffffffffffffff",
                     "0x10000000000000000",
                     "0x",
                     "00x1",
                     "1x2",
                     "0xg",
                     "12a",
                     ""});
    }

    QByteArray position(bool line)
    {
        const int kind = below(100);
        if (kind < 50)
            return '+' + number();
        if (kind < 60)
            return '-' + number();
        if (kind < 75)
            return number();
        if (kind < 85)
            return line ? QByteArray("*")
                        : QByteArray("0x") + QByteArray::number(below(1 << 20), 16);
        return pick({"*", "**", "+", "-", "+-1", "--1", "+*", "*1", "-0", "+0x10", "-0x4"});
    }

    QByteArray blank()
    {
        if (chance(90))
            return " ";
        return pick({"  ", "\t", " \t", "\t "});
    }

    QByteArray costLine(bool instr, int events)
    {
        // Most lines of an instruction-level profile repeat the one before but for their
        // first field (the runs' reader reads such a rest once).
        const QByteArray first = instr ? position(false) : position(true);
        if (!m_lastRest.isEmpty() && chance(40))
            return first + m_lastRest;
        QByteArray rest = blank();
        if (instr)
            rest += position(true);
        const int costs = chance(90) ? events : below(events + 2);
        for (int c = 0; c < costs; ++c) {
            if (c > 0 || instr)
                rest += blank();
            rest += chance(8) ? '-' + number() : number();
        }
        if (chance(3))
            rest += blank();
        if (chance(2))
            rest += pick({"x", " #", "\v", "\0"});
        rest += chance(4) ? "\r\n" : "\n";
        m_lastRest = rest;
        return first + rest;
    }

    // A jump line and (mostly) the line of its source position, as callgrind writes them, or
    // not quite.
    QByteArray jump(bool instr, int events)
    {
        QByteArray text;
        if (chance(10))
            text += chance(50) ? "jfi=(1)\n" : "jfn=(2)\n";
        const bool conditional = chance(60);
        QByteArray counts = conditional ? number() + '/' + number() : number();
        if (chance(8))
            counts = pick({"1 2", " 1/2", "x", "1/", "1/2/3", "", "0x5", "+1", "1/-2", "2/0x3"});
        text += (conditional ? "jcnd=" : "jump=") + counts + blank();
        if (instr)
            text += position(false) + blank();
        text += position(true);
        if (chance(3))
            text += pick({" zz", " 5", "\t"});
        text += chance(4) ? "\r\n" : "\n";
        if (chance(5))
            return text; // no source line: what follows is read as one
        // The source line as callgrind writes it (read by one compare), or nearly so.
        if (instr && chance(40))
            return text + pick({"* 0 \n", "* 0 \n", "* * \n", "* * \n", "* 0 \r\n", "* 0\n",
                                "* *\n", "* 0  \n", "* 00 \n", "* 0 5\n", "* * 1 \n", "*  0 \n",
                                "* 0\t\n", "* 1 \n", "* +0 \n", "* 0 \0\n"});
        return text + costLine(instr, events);
    }

    // The lines of a call: the called function (by id, or defined here), maybe its object and
    // file, the call and (mostly) its cost line; or not quite.
    QByteArray call(bool instr, int events)
    {
        QByteArray text;
        if (chance(10))
            text += chance(50) ? "cob=(1)\n" : "cfi=(2)\n";
        if (chance(90)) {
            // Ids that share a slot of the parser's table of functions by id (16384 apart),
            // in other objects and files: the table must tell them apart.
            const int callee = 1 + below(6) + (chance(15) ? 16384 : 0);
            text += "cfn=(" + QByteArray::number(callee) + ")";
            if (chance(20))
                text += " callee" + QByteArray::number(callee);
            else if (chance(8))
                text += pick({" ", "\t", "\r", "x", ")", " (2)"});
            text += chance(4) ? "\r\n" : "\n";
        }
        if (chance(3))
            text += chance(50) ? "cfn=(0003)\n" : "cfn=(1234567890)\n";
        if (chance(3))
            text += pick({"\n", "\r\n", " \n", "# comment\n"});
        QByteArray count = number();
        if (chance(5))
            count = pick({"", "x", " 3", "18446744073709551616", "0x10", "1\r", "2\v"});
        text += "calls=" + count;
        if (chance(5)) {
            text += pick({"\n", "\r\n", "\t\n"}); // no target: parseCallLine does not read it
        } else {
            text += blank();
            if (instr)
                text += position(false) + ' ';
            text += position(true) + (chance(4) ? "\r\n" : "\n");
        }
        if (chance(4))
            text += pick({"\n", "\r\n"}); // an empty line keeps the call pending
        if (chance(5))
            return text; // no cost line: what follows is read as one
        return text + costLine(instr, events);
    }

    QByteArray profile()
    {
        const bool instr = chance(70);
        const int events = chance(70) ? 1 : 2 + below(3);
        static const char* const kEvents[] = {"Ir", "Dr", "Dw", "I1mr"};
        QByteArray text = "# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\n";
        text += instr ? "positions: instr line\n" : "positions: line\n";
        text += "events:";
        for (int e = 0; e < events; ++e)
            text += QByteArray(" ") + kEvents[e];
        text += '\n';
        const int parts = 1 + below(3);
        for (int part = 0; part < parts; ++part) {
            if (part > 0)
                text += "part: " + QByteArray::number(part + 1) + '\n';
            const int functions = 1 + below(4);
            for (int f = 0; f < functions; ++f) {
                text += "fl=(" + QByteArray::number(f % 2 + 1) + ")";
                if (part == 0 && f < 2)
                    text += " file" + QByteArray::number(f) + ".c";
                // Ids 16384 apart share a slot of the parser's table of functions by id.
                const int id = f + 1 + (f >= 2 ? 16384 : 0);
                text += "\nfn=(" + QByteArray::number(id) + ")";
                if (part == 0 || chance(10))
                    text += " function" + QByteArray::number(f);
                text += chance(4) ? "\r\n" : "\n";
                const int lines = below(40);
                for (int l = 0; l < lines; ++l) {
                    if (chance(8))
                        text += call(instr, events);
                    if (chance(5))
                        text += pick({"fi=(2)\n",
                                      "fe=(1)\n",
                                      "fi=(3) inlined.h\n",
                                      "ob=(1) a.so\n",
                                      "fn=(2)\n",
                                      "fl=(1)\n",
                                      "fn=(9) late\n",
                                      "cfi=(1)\n",
                                      "jfi=(1)\n",
                                      "fn=\n",
                                      "fn=(7\n",
                                      "# comment\n",
                                      "\n",
                                      "fn=(1)\r\n",
                                      "cfn=(2)\n",
                                      "cob=(4) libz.so\n",
                                      "fn=(16387)\n",
                                      "fn=(3)\n",
                                      "fn=(1) \n",
                                      "fn=(1)x\n",
                                      "fn=(16385) far\n",
                                      "\r\n",
                                      "ob=(2) b.so\n",
                                      "fl=(2)\n",
                                      "cfn=(16386)\n",
                                      "fn=(0001)\n",
                                      "fn=(99)\n"});
                    if (chance(15))
                        text += jump(instr, events);
                    text += costLine(instr, events);
                }
            }
        }
        return text;
    }

private:
    QRandomGenerator m_random;
    QByteArray m_lastRest; // of the last cost line: what follows its first field
};

} // namespace

class TestCostLineRuns : public QObject
{
    Q_OBJECT

private slots:
    void runsReadAsLinesOneAtATime()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("runs.out"));
        profileloader::Options runs = onePass();
        profileloader::Options oneAtATime = onePass();
        oneAtATime.readRunsOfCostLines = false;
        // Small reads: runs end at the buffer's end too, with lines cut across two reads.
        runs.readChunkBytes = oneAtATime.readChunkBytes = 509;
        int loaded = 0;
        for (quint32 seed = 1; seed <= 400; ++seed) {
            const QByteArray text = LineMaker(seed).profile();
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            QCOMPARE(file.write(text), text.size());
            file.close();
            const QString expected = outcome(profileloader::load({path}, {}, {}, oneAtATime));
            const QString actual = outcome(profileloader::load({path}, {}, {}, runs));
            const QString difference = firstDifference(expected, actual);
            QVERIFY2(difference.isEmpty(),
                     qPrintable(
                         QStringLiteral("seed %1 (one pass: one line at a time; cut: runs): %2\n%3")
                             .arg(seed)
                             .arg(difference, QString::fromLatin1(text.left(3000)))));
            loaded += expected.startsWith(QLatin1String("error")) ? 0 : 1;
        }
        // Nearly every file loads: what is compared is costs, not two errors.
        QVERIFY2(loaded > 390, qPrintable(QString::number(loaded)));
    }

    void realProfilesReadTheSameBothWays()
    {
        // A callgrind run with jumps (--collect-jumps) at instruction level, most of its lines in
        // runs; the real files of the corpus (when ../shared is beside the clone) and the
        // project's test data.
        const auto recorded = recordValgrindProfile(
            QStringLiteral("branches"), R"(
static int collatz(unsigned long n) {
    int steps = 0;
    while (n != 1) {
        switch (n % 4) {
        case 0: n /= 4; steps += 2; break;
        case 2: n /= 2; ++steps; break;
        default: n = 3 * n + 1; ++steps; break;
        }
    }
    return steps;
}
int main(void) {
    int total = 0;
    for (unsigned long i = 1; i < 3000; ++i)
        total += collatz(i) > 50 ? 1 : collatz(i) > 20 ? 2 : 0;
    return total > 100000;
}
)",
            {QStringLiteral("-O0"), QStringLiteral("-g")},
            {QStringLiteral("--dump-instr=yes"), QStringLiteral("--collect-jumps=yes"),
             QStringLiteral("--combine-dumps=yes"), QStringLiteral("--dump-every-bb=100000")});
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(recorded.error.isEmpty(), recorded.error.constData());
        QStringList files{recorded.path};
        for (const QString& folder :
             {sharedDir() + QStringLiteral("/corpus/external"), QStringLiteral(TALLY_TEST_DATA)}) {
            QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                if (!path.endsWith(QLatin1String(".md")) && !path.endsWith(QLatin1String(".tsv")) &&
                    corpusFileReadInThisBuild(path))
                    files << path;
            }
        }
        profileloader::Options oneAtATime = onePass();
        oneAtATime.readRunsOfCostLines = false;
        QFile recordedFile(recorded.path);
        QVERIFY(recordedFile.open(QIODevice::ReadOnly));
        const QByteArray recordedText = recordedFile.readAll();
        const qsizetype jumpLines = recordedText.count("\njcnd=") + recordedText.count("\njump=");
        for (const QString& path : std::as_const(files)) {
            const auto runs = profileloader::load({path}, {}, {}, onePass());
            const QString difference = firstDifference(
                outcome(profileloader::load({path}, {}, {}, oneAtATime)), outcome(runs));
            QVERIFY2(difference.isEmpty(), qPrintable(path + QStringLiteral(": ") + difference));
        }
        // The recorded run has its jumps, in several parts, which the runs' reader took.
        QVERIFY2(jumpLines > 500 && recordedText.count("\npart:") >= 2,
                 qPrintable(QString::number(jumpLines)));
    }

    void repeatedLinesReadAsLinesOneAtATime()
    {
        // The runs' loop for lines that repeat the last one's rest after "+DIGITS ": steps of
        // every length up to the limit and past it, hex, other blanks, a rest that only looks
        // the same, line numbers moved out of range, and sums that pass the 64-bit range in the
        // middle of such lines (function and line row alike, either sign), in parts that find
        // the rows again and parts that add them.
        const QByteArray header = "# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\n";
        QByteArray instr = header + "positions: instr line\nevents: Ir\n";
        QByteArray lines = header + "positions: line\nevents: Ir\n";
        for (int part = 1; part <= 3; ++part) {
            instr += "part: " + QByteArray::number(part) + "\nfl=(1) a.c\nfn=(1) f\n";
            instr += "0x10 0 1\n+1 0 1\n+22 0 1\n+333 0 1\n+999999999999999999 0 1\n"
                     "+1000000000000000000 0 1\n+0x10 0 1\n+2  0 1\n+2\t0 1\n+2 0 1 \n"
                     "+2 0 1\r\n+2 0 1\r\n+2 0 1\n+02 0 1\n-2 0 1\n+2 0 1\n"
                     "+2 +1 3\n+2 +1 3\n+2 4294967295 3\n+2 4294967295 3\n"
                     "+1 0 9223372036854775000\n+1 0 9223372036854775000\n"
                     "+1 0 9223372036854775000\n+1 0 -9223372036854775000\n"
                     "+1 0 -9223372036854775000\n+1 0 -9223372036854775000\n"
                     "+1 0 -9223372036854775000\n+1 0 5\n+1 0 5\n+1 0 5\n";
            // Hex addresses of every length up to the word read at once and past it, either
            // case, and the bytes next to the digits' and letters' ranges after them.
            instr += "0x1 0 1\n0xABCDEF 0 1\n0xaBcD0f9 0 1\n0x1234567 0 1\n0x12345678 0 1\n"
                     "0x123456789abc 0 1\n0xffffffffffffffff 0 1\n0x9: 0 1\n0xa@ 0 1\n"
                     "0xfg 0 1\n0xF` 0 1\n0x1/ 0 1\n0xG 0 1\n0x\xb1 0 1\n0x1\xb1 0 1\n"
                     "jump=1 0xFfFf 0\n* 0\njcnd=1/1 0x1234abcd 0\n* 0\n0x40 0 1\n";
            // Every length up to the sixteen digits read at once and past it, every digit and
            // letter of either case among them, as a line's address and a jump's target.
            const QByteArray digits = "0123456789abcdefABCDEF0123456789fEdCbA";
            for (int length = 1; length <= 17; ++length) {
                const QByteArray hex = "0x" + digits.mid(length % 16, length);
                instr +=
                    hex + (length % 2 ? " 0 1\n" : "\t0 1\n") + "jcnd=1/2 " + hex + " 0\n* 0\n";
            }
            // Lines that start with a byte between '*' and '9' but start no cost line, amid
            // repeated lines and after a call.
            instr += "+1 0 1\n.1 0 1\n+1 0 1\n,1 0 1\n+1 0 1\n/1 0 1\n+1 0 1\n"
                     "cfn=(1)\ncalls=1 0x10 0\n.1 0 1\n+1 0 1\n";
            // Lines with the last one's line field and other costs (its costs alone are read).
            instr += "+2 0 1\n+2 0 2\n+2 0  3\n+2 0\t4\n+1 * 5\n+1 * 6\n+1 +1 7\n+1 +1 8\n"
                     "+1 +1\n+1 1 9\n+1 12 9\n+1 1\n+1 1 0x10\n+1 1 -3\n+1 4294967295 1\n"
                     "+1 +1 2\n+1 1\n+1 12\n+1 0 1\n";
            // Sums brought near the range by lines too long to repeat, then passed by short
            // ones that do: the function's in each part, the line rows' in the later parts.
            instr += "fn=(2) g\n0x100 0 9223372036854775800\n+1 0 5\n+1 0 5\n+1 0 5\n"
                     "fn=(3) k\n0x100 0 -9223372036854775800\n+1 0 -5\n+1 0 -5\n+1 0 -5\n"
                     "fn=(4) h\n";
            instr += part == 1 ? "0x200 0 9223372036854775805\n+1 0 9223372036854775805\n"
                                 "+1 0 9223372036854775805\n"
                               : "0x1ff 0 1\n+1 0 5\n+1 0 5\n+1 0 5\n";
            // Sums below zero that repeated lines of a positive cost bring up (and across zero):
            // the function's in each part, the line rows' (negative from the first part) in the
            // later ones, read exactly.
            // Lines after a call that repeat the last self-cost line's rest, taken up to the
            // room the function's sum has left (one line, then none).
            instr += "fn=(7) p\n0x600 0 9223372036854775800\n+1 0 3\ncfn=(1)\ncalls=1 0x10 0\n"
                     "* 0 1\n+1 0 3\n+1 0 3\ncfn=(1)\ncalls=1 0x10 0\n* 0 1\n+1 0 3\n+1 0 3\n";
            // A call whose cost line moves the line, before lines that repeat a rest with an
            // absolute line: each such line is at its own line again, not at the call's.
            instr += "fn=(8) q\n0x700 5 1\n+1 5 1\ncfn=(1)\ncalls=1 0x10 9\n* 9 1\n+1 5 1\n"
                     "+1 5 1\ncfn=(1)\ncalls=1 0x10 9\n* 9 1\n+1 * 1\n+1 * 1\n+1 5 1\n";
            instr += "fn=(5) m\n0x400 0 -20\n+1 0 6\n+1 0 6\n+1 0 6\n+1 0 6\n+1 0 6\nfn=(6) n\n";
            instr += part == 1 ? "0x500 0 -20\n+1 0 -20\n+1 0 -20\n+1 0 -20\n"
                               : "0x500 0 7\n+1 0 7\n+1 0 7\n+1 0 7\n+1 0 7\n+1 0 7\n";
            lines += "part: " + QByteArray::number(part) + "\nfl=(1) a.c\nfn=(1) f\n";
            lines += "4294967290 7\n+1 7\n+2 7\n+2 7\n+1 7\n+1 7\n0 7\n+4294967295 7\n+1 7\n"
                     "5 -9223372036854775000\n+1 -9223372036854775000\n+1 -9223372036854775000\n"
                     "7 9223372036854775000\n+1 9223372036854775000\n+1 9223372036854775000\n";
        }
        profileloader::Options oneAtATime = onePass();
        oneAtATime.readRunsOfCostLines = false;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        int fileIndex = 0;
        for (const QByteArray& text : {instr, lines}) {
            const QString path = dir.filePath(QStringLiteral("repeat%1.out").arg(++fileIndex));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QCOMPARE(file.write(text), text.size());
            file.close();
            const QString expected = outcome(profileloader::load({path}, {}, {}, oneAtATime));
            QVERIFY(!expected.startsWith(QLatin1String("error")));
            // The sums passed the range, and were said to (the case the loop must not miss).
            QVERIFY2(expected.contains(QLatin1String("64-bit")), qPrintable(expected.left(2000)));
            const QString difference =
                firstDifference(expected, outcome(profileloader::load({path}, {}, {}, onePass())));
            QVERIFY2(difference.isEmpty(), qPrintable(difference));
        }
    }

    void callsJumpsAndNamesReadAsLinesOneAtATimeAndAtCuts()
    {
        // The call, jump and name lines a run reads itself (cfn=(N), calls=, fn=(N) of a known
        // id, a jump's source line as callgrind writes it, empty lines), and what looks like
        // them: read as parseLine reads them, with the same warnings at the same lines; also
        // when a piece of a cut load ends just after them (a call or jump without its cost or
        // source line at a part's end, the next part's header after it).
        const QByteArray header = "# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\n"
                                  "positions: instr line\nevents: Ir\n";
        QByteArray text = header;
        const QList<QByteArray> endings = {
            "cfn=(2)\ncalls=1 0x10 0\n",       // a call without its cost line
            "jcnd=1/1 +4 0 \n",                // a jump without its source line
            "cfn=(2)\ncalls=1 0x10 0\n\n\r\n", // and empty lines
            "cfn=(7)\n",                       // an id not defined (yet)
            "fn=(16385)\n",                    // an id not defined, its slot taken
            "calls=3 +1 0\r\n",
            ""};
        for (int part = 1; part <= 8; ++part) {
            if (part > 1)
                text += "\npart: " + QByteArray::number(part) + "\n";
            text += "ob=(1)" + QByteArray(part == 1 ? " a.so" : "") + "\nfl=(1)" +
                    QByteArray(part == 1 ? " a.c" : "") + "\nfn=(1)" +
                    QByteArray(part == 1 ? " f" : "") + "\n";
            text += "0x100 0 1\n+4 0 1\n+3 0 1\n";
            // Calls, by known ids in other objects and files (ids 16384 apart share a slot).
            text += "cob=(2)" + QByteArray(part == 1 ? " b.so" : "") + "\ncfi=(2)" +
                    QByteArray(part == 1 ? " b.c" : "") + "\ncfn=(2)" +
                    QByteArray(part == 1 ? " g" : "") + "\ncalls=2 0x200 0\n* 0 30\n";
            text += "+4 0 1\ncfn=(16386)" + QByteArray(part == 1 ? " far" : "") +
                    "\ncalls=1 0x300 0\n* 0 7\n+2 0 1\ncfn=(2)\ncalls=1\t0x200 0\r\n* 0 5\n";
            text += "cfn=(16386)\ncalls=4 0x300 0\n\n* 0 9\n+5 0 1\ncfn=(2)\r\ncalls=1 0x200 0 \n"
                    "\r\n* 0 11\n+1 0 1\ncfi=(2)\ncfn=(2)\ncalls=1 0x200 0\n* 0 2\n";
            // Odd calls: a count too large, none, hex, a sign, garbage, no target.
            text += "cfn=(2)\ncalls=18446744073709551616 0x200 0\n* 0 3\n+1 0 1\n"
                    "calls=0x10 0x200 0\n* 0 4\ncalls= 5 0x200 0\n* 0 4\ncalls=+5 0 0\n* 0 1\n"
                    "calls=5x 0 0\n* 0 1\ncalls=6\n* 0 6\ncalls=7\r\n* 0 7\ncalls=8\t\n* 0 8\n"
                    "calls=9\v 0\n* 0 9\ncfn=(1234567890)\ncalls=1 0 0\n* 0 1\n"
                    "cfn=(0002)\ncalls=1 0 0\n* 0 1\ncfn=(2) \ncalls=1 0 0\n* 0 1\n"
                    "cfn=(2)x\ncalls=1 0 0\n* 0 1\ncfn=(3)\ncalls=1 0 0\n* 0 1\n";
            // Calls whose sums pass the 64-bit range: their costs, then their counts (said with
            // the cost line's number).
            text += "cfn=(2)\ncalls=1 0x200 0\n* 0 9223372036854775807\n+1 0 1\ncfn=(2)\n"
                    "calls=1 0x200 0\n* 0 9223372036854775807\n+1 0 1\ncfn=(2)\n"
                    "calls=18446744073709551615 0x200 0\n* 0 1\ncfn=(2)\n"
                    "calls=18446744073709551615 0x200 0\n* 0 1\n+1 0 1\n";
            // Jumps and their source lines, as callgrind writes them and not quite.
            text += "+2 0 1\njcnd=1/2 +4 0 \n* 0 \n+4 0 1\njump=3 0x100 0 \n* * \n+1 0 1\n"
                    "jcnd=1/1 +4 5 \n* 5 \n+4 5 1\njump=1 +2 0 \n* 0 \r\n+2 0 1\n"
                    "jump=1 +2 0 \n* 0\n+2 0 1\njump=1 +2 0 \n* 00 \n+2 0 1\n"
                    "jump=1 +2 0 \n* 0 5\n+2 0 1\njump=1 +2 0 \n* 1 \n+2 0 1\n+2 1 1\n"
                    "jump=1 +2 0 \n* 0  \n+2 0 1\njump=1 +2 0 \n* 0\t\n+2 0 1\n";
            // Their targets' line field "0 " (read by one compare) and what is near it; call
            // cost lines of the same start.
            text += "jump=1 +2 0  \n* 0 \n+2 0 1\njump=1 +2 0 x\n* 0 \n+2 0 1\n"
                    "jump=1 +2 0\t\n* 0 \n+2 0 1\njump=1 +2 0 \r\n* 0 \n+2 0 1\n"
                    "jump=1 +2 0\n* 0 \n+2 0 1\njump=1 +2 00 \n* 0 \n+2 0 1\n"
                    "jump=1 +2 0 \x80\n* 0 \n+2 0 1\njump=1 +2 0 5\n* 0 \n+2 0 1\n"
                    "cfn=(2)\ncalls=1 0 0\n* 0  5\ncalls=1 0 0\n* 0\t5\ncalls=1 0 0\n* 0 x\n"
                    "calls=1 0 0\n* 0 \x80\ncalls=1 0 0\n* 0 -5\ncalls=1 0 0\n+1 0 \r\n";
            // Functions by known ids, their files, definitions again, ids not defined.
            text += "fn=(16385)" + QByteArray(part == 1 ? " h" : "") +
                    "\n0x500 0 1\n+1 0 1\nfn=(1)\r\n+1 0 1\nfn=(16385)\n+1 0 1\n"
                    "fi=(3) i.h\n+1 3 1\nfn=(1)\n+1 0 1\nfn=(1) f\n+1 0 1\nfn=(9)\n+1 0 1\n"
                    "fn=(1) \n+1 0 1\nfn=(1)x\n+1 0 1\nob=(3) c.so\nfn=(1)\n+1 0 1\nob=(1)\n"
                    "fn=(1)\n+1 0 1\n";
            // Names defined again (read by comparing the known name), and redefined.
            text +=
                "fn=(1) f\r\n+1 0 1\nfn=(1)  f \n+1 0 1\nfn=(1)f\n+1 0 1\nfn=(01) f\n+1 0 1\n"
                "fn=(1 ) f\n+1 0 1\nfn=(1) g\n+1 0 1\nfn=(1) f\n+1 0 1\nfn=(1) \t\n+1 0 1\n"
                "cfn=(2) g\ncalls=1 0 0\n* 0 1\ncfn=(2) h\ncalls=1 0 0\n* 0 1\n"
                "cfn=(2) g \r\ncalls=1 0 0\n* 0 1\ncfn=(16386) far\ncalls=1 0 0\n* 0 1\n"
                "cfn=(1234567890) x\ncalls=1 0 0\n* 0 1\nfn=(8) new\n+1 0 1\nfn=(8) new\n+1 0 1\n"
                "fn=(1)\rf\n+1 0 1\nfn=(1)\r\r\n+1 0 1\ncfn=(2)\tg\ncalls=1 0 0\n* 0 1\n";
            // Names defined again whose line ends near and past the 64 bytes read at once.
            for (int length = 50; length <= 80; length += 3) {
                const QByteArray id = QByteArray::number(20 + length);
                const QByteArray name(length, char('a' + length % 26));
                text += "fn=(" + id + ") " + name + "\n+1 0 1\nfn=(" + id + ") " + name +
                        (length % 2 ? "\r\n" : " \n") + "+1 0 1\ncfn=(" + id + ") " + name +
                        "\ncalls=1 0 0\n* 0 1\n";
            }
            text += endings[(part - 1) % endings.size()];
        }
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("calls.out"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(text), text.size());
        file.close();
        profileloader::Options oneAtATime = onePass();
        oneAtATime.readRunsOfCostLines = false;
        const QString expected = outcome(profileloader::load({path}, {}, {}, oneAtATime));
        QVERIFY(!expected.startsWith(QLatin1String("error")));
        // What is refused was said to be (the cases the fast paths must hand back).
        for (const char* warning :
             {"call count in 'calls=' line is too large", "redefinition of compressed function id",
              "invalid 'calls=' line", "undefined compressed function id",
              "not followed by a cost line", "not followed by a position"})
            QVERIFY2(expected.contains(QLatin1String(warning)), warning);
        for (const qint64 chunk : {qint64(1) << 20, qint64(97), qint64(509)}) {
            profileloader::Options runs = onePass();
            runs.readChunkBytes = chunk;
            const QString difference =
                firstDifference(expected, outcome(profileloader::load({path}, {}, {}, runs)));
            QVERIFY2(difference.isEmpty(), qPrintable(difference));
        }
        // Cut at every part's header, one at a time and all at once: each piece's reader stops
        // at the next cut, just after the part's last lines.
        std::vector<std::vector<qint64>> cutSets;
        std::vector<qint64> all;
        for (qsizetype at = text.indexOf("\npart: "); at >= 0;
             at = text.indexOf("\npart: ", at + 1)) {
            cutSets.push_back({at + 1});
            all.push_back(at + 1);
        }
        cutSets.push_back(all);
        profileloader::Options cut;
        cut.threads = 3;
        const CutLoads loads = loadCutAt(path, cutSets, cut);
        QVERIFY2(loads.failure.isEmpty(), qPrintable(loads.failure));
    }

    void reorderedBlocksReadAsLinesOneAtATime()
    {
        // A later part runs a function's basic blocks in another order than the part that added
        // their rows, mostly in the order of the part before: the runs' reader checks the row
        // found after the last one the last time the guesses missed (the table's guess) before
        // it asks the builder, at a block's first line and in the loop of repeated lines. Blocks
        // shuffled a little from part to part, reached by jumps, by absolute and relative moves,
        // in two functions and an inlined file, with new blocks among them (guesses that name a
        // row of another line, address, file or function, and rows added after them).
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("blocks.out"));
        profileloader::Options oneAtATime = onePass();
        oneAtATime.readRunsOfCostLines = false;
        for (quint32 seed = 1; seed <= 24; ++seed) {
            LineMaker maker(seed);
            const bool instr = seed % 2 == 1;
            const bool two = seed % 4 >= 2;
            QByteArray text = "# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\n"
                              "positions: " +
                              QByteArray(instr ? "instr line" : "line") +
                              "\nevents: " + QByteArray(two ? "Ir Dr" : "Ir") + "\n";
            // Per function: its blocks' lengths, in the order they run.
            std::vector<int> lengths[2];
            std::vector<int> orders[2];
            for (int f = 0; f < 2; ++f) {
                for (int b = 0; b < 10; ++b) {
                    lengths[f].push_back(1 + maker.below(6));
                    orders[f].push_back(b);
                }
            }
            for (int part = 1; part <= 14; ++part) {
                text += "part: " + QByteArray::number(part) + "\n";
                for (int f = 0; f < 2; ++f) {
                    auto& order = orders[f];
                    if (part > 1 && maker.chance(60)) {
                        std::swap(order[std::size_t(maker.below(int(order.size())))],
                                  order[std::size_t(maker.below(int(order.size())))]);
                    }
                    if (maker.chance(15)) {
                        lengths[f].push_back(1 + maker.below(6));
                        order.insert(order.begin() + maker.below(int(order.size()) + 1),
                                     int(lengths[f].size()) - 1);
                    }
                    text += "fl=(1)" + QByteArray(part == 1 && f == 0 ? " a.c" : "") + "\nfn=(" +
                            QByteArray::number(f + 1) + ")" +
                            (part == 1 ? " f" + QByteArray::number(f) : QByteArray()) + "\n";
                    qint64 last = -1; // the last line's address (instr) or line number
                    bool inlined = false;
                    for (const int b : order) {
                        if (maker.chance(10)) {
                            inlined = !inlined;
                            text += inlined ? "fi=(2) inlined.h\n" : "fi=(1)\n";
                        }
                        const qint64 first = instr ? 0x1000 + 0x40 * b + 0x100 * f : 10 + 10 * b;
                        const QByteArray cost = QByteArray::number(1 + b % 3) + (two ? " 2" : "");
                        const QByteArray lineField =
                            instr ? (maker.chance(50) ? " 0 " : " " + QByteArray::number(b) + " ")
                                  : QByteArray(" ");
                        if (last >= 0 && maker.chance(30))
                            text += instr
                                        ? "jump=1 0x" + QByteArray::number(first, 16) + " 0\n* 0\n"
                                        : "jump=1 " + QByteArray::number(first) + "\n* \n";
                        const qint64 step = first - last;
                        if (last >= 0 && maker.chance(60))
                            text += (step >= 0 ? "+" : "-") + QByteArray::number(std::abs(step));
                        else
                            text += instr ? "0x" + QByteArray::number(first, 16)
                                          : QByteArray::number(first);
                        text += lineField + cost + "\n";
                        for (int l = 1; l < lengths[f][std::size_t(b)]; ++l)
                            text += "+1" + lineField + cost + "\n";
                        last = first + lengths[f][std::size_t(b)] - 1;
                    }
                }
            }
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            QCOMPARE(file.write(text), text.size());
            file.close();
            const QString expected = outcome(profileloader::load({path}, {}, {}, oneAtATime));
            QVERIFY2(!expected.startsWith(QLatin1String("error")), qPrintable(expected));
            for (const qint64 chunk : {qint64(1) << 20, qint64(509)}) {
                profileloader::Options runs = onePass();
                runs.readChunkBytes = chunk;
                const QString difference =
                    firstDifference(expected, outcome(profileloader::load({path}, {}, {}, runs)));
                QVERIFY2(difference.isEmpty(),
                         qPrintable(QStringLiteral("seed %1: %2\n%3")
                                        .arg(seed)
                                        .arg(difference, QString::fromLatin1(text.left(3000)))));
            }
        }
    }

    void aFunctionsLineRowsAreSortedByFileLineAndAddress()
    {
        // The rows of a function that arrive out of order are sorted at the end: by address
        // when they share one file and line (sorted as one word each), else by file, line and
        // address; with their costs (one event and two).
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const QByteArray& events : {QByteArray("Ir"), QByteArray("Ir Dr")}) {
            const bool two = events.contains(' ');
            const auto cost = [two](int value) {
                return QByteArray::number(value) +
                       (two ? ' ' + QByteArray::number(value * 10) : QByteArray());
            };
            QByteArray text =
                "# callgrind format\nversion: 1\npositions: instr line\nevents: " + events +
                "\nfl=(1) a.c\nfn=(1) f\n";
            for (const int address : {0x30, 0x10, 0x20, 0x18, 0x40, 0x11})
                text += "0x" + QByteArray::number(address, 16) + " 0 " + cost(address) + '\n';
            text += "fn=(2) g\n";
            for (const auto& [file, line, address] : std::vector<std::tuple<int, int, int>>{
                     {1, 5, 0x50}, {1, 2, 0x60}, {2, 1, 0x10}, {1, 2, 0x58}, {1, 5, 0x40}})
                text += "fi=(" + QByteArray::number(file) + (file == 2 ? ") b.h\n" : ")\n") + "0x" +
                        QByteArray::number(address, 16) + ' ' + QByteArray::number(line) + ' ' +
                        cost(address) + '\n';
            const QString path = dir.filePath(QStringLiteral("order.out"));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(text);
            file.close();
            const auto result = profileloader::load({path}, {}, {}, onePass());
            QVERIFY(result.profile);
            const Profile& profile = *result.profile;
            QCOMPARE(profile.functionCount(), std::size_t(2));
            for (const FunctionId function : {FunctionId(0), FunctionId(1)}) {
                std::vector<std::tuple<QString, LineNumber, Address>> keys;
                for (const auto& entry : profile.lines(function)) {
                    keys.emplace_back(profile.qstring(entry.row.file), entry.row.line,
                                      entry.row.address);
                    QCOMPARE(entry.costs[0], Cost(entry.row.address));
                    if (two)
                        QCOMPARE(entry.costs[1], Cost(entry.row.address * 10));
                }
                using Keys = std::vector<std::tuple<QString, LineNumber, Address>>;
                const QString a = QStringLiteral("a.c");
                const QString b = QStringLiteral("b.h");
                const Keys expected =
                    function == FunctionId(0)
                        ? Keys{{a, 0, 0x10}, {a, 0, 0x11}, {a, 0, 0x18},
                               {a, 0, 0x20}, {a, 0, 0x30}, {a, 0, 0x40}}
                        : Keys{
                              {a, 2, 0x58}, {a, 2, 0x60}, {a, 5, 0x40}, {a, 5, 0x50}, {b, 1, 0x10}};
                QCOMPARE(keys, expected); // files by id: a.c was named first
            }
        }
    }

    void aRunsCostsAreSummedPerLineAndFunction()
    {
        // The runs' reader adds to the line rows found after the last one (every part after the
        // first repeats the lines in order) and to the ones it adds: both sum here.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("sums.out"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\n"
                   "positions: instr line\nevents: Ir\n"
                   "fl=(1) a.c\nfn=(1) f\n0x10 3 5\n+2 * 7\n+2 +1 11\n"
                   "part: 2\nfl=(1)\nfn=(1)\n0x10 3 100\n+2 * 200\n+2 +1 400\n+2 * 800\n");
        file.close();
        const auto result = profileloader::load({path}, {}, {}, onePass());
        QVERIFY(result.profile);
        const Profile& profile = *result.profile;
        QCOMPARE(profile.functionCount(), std::size_t(1));
        std::vector<std::pair<Address, Cost>> sums;
        for (const auto& entry : profile.lines(FunctionId(0)))
            sums.emplace_back(entry.row.address, entry.costs[0]);
        const std::vector<std::pair<Address, Cost>> expected{
            {0x10, 105}, {0x12, 207}, {0x14, 411}, {0x16, 800}};
        QCOMPARE(sums, expected);
    }
};

QTEST_GUILESS_MAIN(TestCostLineRuns)
#include "tst_costlineruns.moc"

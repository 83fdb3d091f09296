// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Cross-checks tally's flat profile against valgrind's own tools on profiles recorded at test time.
// Hand-written fixtures only cover what their authors thought of; real callgrind output has name
// compression, inlined-file switches, jumps, wide event sets, threads and dumps. So this suite
// compiles small C programs, profiles them with callgrind, and compares `tally --report
// --format=tsv` with callgrind_annotate (self, inclusive, totals) and with an independent scan of
// the calls= lines (call counts, recursion).

#include "core/analysis/FlatProfile.h"
#include "core/load/ProfileLoader.h"
#include "core/output/ReportWriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <optional>
#include <utility>

using namespace Qt::StringLiterals;

// Helpers may fail a check; stop the caller too instead of piling up follow-on failures.
#define CHECKED(call)                                                                              \
    do {                                                                                           \
        call;                                                                                      \
        if (QTest::currentTestFailed())                                                            \
            return;                                                                                \
    } while (false)

namespace {

using Costs = QList<qint64>; // one value per event type, in the profile's event order

constexpr int kProcessTimeoutMs = 180'000;

// main calls a() twice and b(4) once; a calls c(3); b and c recurse into each other down to depth
// 0. By hand: each a() runs c(3) b(2) c(1) b(0), and b(4) runs b(4) c(3) b(2) c(1) b(0), so a is
// called 2 times, c 2*2 + 2 = 6 times, b 2*2 + 3 = 7 times, and calls enter the b/c cycle 3 times
// from outside (a->c twice, main->b once). The long loop gives --dump-every-bb=100000 several
// dumps.
constexpr char kStructureSource[] = R"(
static volatile long sink;
int c(int depth);
int b(int depth) { sink += depth; return depth > 0 ? c(depth - 1) + 1 : 0; }
int c(int depth) { sink += 2 * depth; return depth > 0 ? b(depth - 1) + 2 : 1; }
int a(void) { long s = 0; for (int i = 0; i < 1000; ++i) s += i * 3; sink += s; return c(3); }
int main(void)
{
    int r = a();
    r += a();
    r += b(4);
    long x = 0;
    for (int i = 0; i < 200000; ++i) {
        if (i % 3 == 0) x = x * 7 + i;
        else x ^= i;
    }
    sink += x + r;
    return 0;
}
)";

// Main thread plus two workers doing different amounts of work: several distinct per-thread files.
constexpr char kThreadsSource[] = R"(
#include <pthread.h>
static volatile long sink;
static long work(long n) { long s = 0; for (long i = 0; i < n; ++i) s += i % 7; return s; }
static void* worker(void* arg) { sink += work((long)arg); return 0; }
int main(void)
{
    pthread_t t[2];
    for (long i = 0; i < 2; ++i) pthread_create(&t[i], 0, worker, (void*)(2000 * (i + 1)));
    for (int i = 0; i < 2; ++i) pthread_join(t[i], 0);
    sink += work(1000);
    return 0;
}
)";

struct ProcessResult
{
    bool ok = false; // started, finished normally, exit status 0
    QByteArray out;
    QByteArray err;
    QByteArray failure; // the command line and the end of stderr, for failure messages
};

ProcessResult runProcess(const QString& program, const QStringList& arguments,
                         const QString& workingDirectory = {})
{
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments);
    process.setWorkingDirectory(workingDirectory);
    process.start();
    ProcessResult result;
    if (process.waitForStarted() && process.waitForFinished(kProcessTimeoutMs)) {
        result.ok = process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
    } else {
        process.kill();
        process.waitForFinished();
        result.err = process.errorString().toUtf8();
    }
    result.failure =
        (program + u' ' + arguments.join(u' ') + u" failed:\n"_s).toUtf8() + result.err.right(4000);
    return result;
}

void addTo(Costs& sum, const Costs& costs)
{
    if (sum.size() < costs.size())
        sum.resize(costs.size(), 0);
    for (qsizetype i = 0; i < costs.size(); ++i)
        sum[i] += costs[i];
}

std::optional<Costs> parseNumbers(const QStringList& fields)
{
    Costs costs;
    for (QString field : fields) {
        field.remove(u',');
        bool ok = field == u"."; // callgrind_annotate prints "." for a cost that never occurred
        const qint64 value = ok ? 0 : field.toLongLong(&ok);
        if (!ok)
            return std::nullopt;
        costs << value;
    }
    return costs;
}

// One line of a flat profile as either tool prints it. callgrind_annotate prints no call counts
// and one set of costs, exclusive or inclusive depending on --inclusive.
struct Row
{
    QString kind = u"fn"_s; // or "cycle"
    QString name;
    QString file;
    QString object;
    Costs called; // a single value, so that call counts compare like costs
    Costs self;
    Costs incl;
};

struct Report
{
    QStringList events;
    Costs totals;
    QList<Row> rows;
    QString diagnostics; // tally's stderr
};

// What a plain reading of the file says, without any of tally's code: call counts per callee and
// the caller -> callee graph, keyed by function name.
struct CallScan
{
    QHash<QString, Costs> called; // a single "event": the number of calls
    QHash<QString, QSet<QString>> callees;
    QSet<QString> zeroCallers; // functions with a "calls=0" line (a call still active at a dump)
    QSet<QString> zeroCallees;
    QString summary; // the summary: and totals: values as written
    QString totals;
    int parts = 0;
};

struct FileCheck
{
    Report tally;
    CallScan scan;
    int inclusiveCompared = 0;
};

CallScan scanCalls(const QString& path)
{
    CallScan scan;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return scan;
    // fn=, cfn= and jfn= share one compression table: "(id) name" defines, "(id)" refers back.
    QHash<QString, QString> names;
    const auto resolve = [&names](const QString& spec) {
        if (!spec.startsWith(u'('))
            return spec;
        const qsizetype close = spec.indexOf(u')');
        const QString id = spec.left(close + 1);
        const QString name = spec.mid(close + 1).trimmed();
        if (name.isEmpty())
            return names.value(id);
        names.insert(id, name);
        return name;
    };
    QString caller;
    QString callee;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith(u"fn=")) {
            caller = resolve(line.mid(3));
        } else if (line.startsWith(u"cfn=")) {
            callee = resolve(line.mid(4));
        } else if (line.startsWith(u"jfn=")) {
            resolve(line.mid(4));
        } else if (line.startsWith(u"calls=")) {
            const qint64 count = line.mid(6).section(u' ', 0, 0).toLongLong();
            addTo(scan.called[callee], {count});
            scan.callees[caller].insert(callee);
            if (count == 0) {
                scan.zeroCallers.insert(caller);
                scan.zeroCallees.insert(callee);
            }
        } else if (line.startsWith(u"summary:")) {
            scan.summary = line.mid(8).simplified();
        } else if (line.startsWith(u"totals:")) {
            scan.totals = line.mid(7).simplified();
        } else if (line.startsWith(u"part:")) {
            ++scan.parts;
        }
    }
    return scan;
}

// A name is recursive when it can reach itself in the name-level call graph. Merging same-named
// functions of different objects can only add edges, so this errs towards skipping more checks.
QSet<QString> recursiveNames(const QHash<QString, QSet<QString>>& callees)
{
    QSet<QString> recursive;
    for (auto it = callees.cbegin(); it != callees.cend(); ++it) {
        QSet<QString> seen;
        QStringList pending = it.value().values();
        while (!pending.isEmpty()) {
            const QString next = pending.takeLast();
            if (next == it.key()) {
                recursive.insert(next);
                break;
            }
            if (!seen.contains(next)) {
                seen.insert(next);
                pending += callees.value(next).values();
            }
        }
    }
    return recursive;
}

QHash<QString, Costs> byName(const Report& report, Costs Row::*member)
{
    QHash<QString, Costs> sums;
    for (const Row& row : report.rows) {
        if (row.kind == u"fn")
            addTo(sums[row.name], row.*member);
    }
    return sums;
}

// Function name -> file, for the names that appear in exactly one function row.
QHash<QString, QString> uniqueFiles(const Report& report)
{
    QHash<QString, QString> files;
    QSet<QString> repeated;
    for (const Row& row : report.rows) {
        if (row.kind == u"fn" && files.contains(row.name))
            repeated.insert(row.name);
        else if (row.kind == u"fn")
            files.insert(row.name, row.file);
    }
    for (const QString& name : std::as_const(repeated))
        files.remove(name);
    return files;
}

// Lists every difference, so a failure shows the whole picture rather than the first mismatch.
// A name missing on one side counts as zero cost there.
QStringList diffByName(const QString& what, const QStringList& events,
                       const QHash<QString, Costs>& expected, const QHash<QString, Costs>& actual,
                       const QSet<QString>& skip = {})
{
    QStringList names = expected.keys() + actual.keys();
    names.sort();
    names.erase(std::unique(names.begin(), names.end()), names.end());
    QStringList diffs;
    for (const QString& name : std::as_const(names)) {
        const Costs e = expected.value(name);
        const Costs a = actual.value(name);
        for (qsizetype i = 0; !skip.contains(name) && i < std::max(e.size(), a.size()); ++i) {
            if (e.value(i, 0) != a.value(i, 0))
                diffs << u"%1 of '%2' for %3: expected %4, got %5"_s.arg(
                    what, name, events.value(i, u"calls"_s), QString::number(e.value(i, 0)),
                    QString::number(a.value(i, 0)));
        }
    }
    return diffs;
}

QByteArray diffMessage(const QStringList& diffs)
{
    return (QString::number(diffs.size()) + u" differences:\n"_s + diffs.mid(0, 30).join(u'\n'))
        .toUtf8();
}

} // namespace

class TestValgrindProfiles : public QObject
{
    Q_OBJECT

public:
    enum class Layout
    {
        SingleFile,
        SeveralFiles,
        SeveralParts
    };
    Q_ENUM(Layout)

private slots:
    void initTestCase();
    void profiles_data();
    void profiles();

private:
    void compile(const QString& gcc, const QString& name, const char* source,
                 const QStringList& extraFlags);
    void record(const QString& program, const QStringList& options, const QString& outDir,
                QStringList& files);
    void runTally(const QStringList& files, bool cycles, Report& report);
    void runAnnotate(const QString& file, bool inclusive, Report& report);
    void checkAgainstAnnotate(const QString& file, FileCheck& check);
    void checkMergedLoad(const QStringList& inputs, const QList<FileCheck>& pieces);
    void checkKnownStructure(const Report& tally);

    QTemporaryDir m_dir;
    QString m_valgrind;
    QString m_annotate;
    QHash<QString, QString> m_programs; // program name -> compiled binary
};

void TestValgrindProfiles::initTestCase()
{
    m_valgrind = QStandardPaths::findExecutable(u"valgrind"_s);
    m_annotate = QStandardPaths::findExecutable(u"callgrind_annotate"_s);
    const QString gcc = QStandardPaths::findExecutable(u"gcc"_s);
    if (m_valgrind.isEmpty() || m_annotate.isEmpty() || gcc.isEmpty())
        QSKIP("needs gcc, valgrind and callgrind_annotate on PATH");
    // callgrind_annotate is a perl script; without perl it cannot serve as the reference. Its
    // --version exits with status 255 and prints to stderr, so look at the text only.
    const ProcessResult version = runProcess(m_annotate, {u"--version"_s});
    if (!(version.out + version.err).startsWith("callgrind_annotate"))
        QSKIP("callgrind_annotate does not run (is perl installed?)");
    QVERIFY(m_dir.isValid());
    CHECKED(compile(gcc, u"structure"_s, kStructureSource, {}));
    CHECKED(compile(gcc, u"threads"_s, kThreadsSource, {u"-pthread"_s}));
}

void TestValgrindProfiles::compile(const QString& gcc, const QString& name, const char* source,
                                   const QStringList& extraFlags)
{
    const QString sourcePath = m_dir.filePath(name + u".c"_s);
    QFile file(sourcePath);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(source);
    file.close();
    const QString binary = m_dir.filePath(name);
    const QStringList args =
        QStringList{u"-g"_s, u"-O0"_s, u"-o"_s, binary, sourcePath} + extraFlags;
    const ProcessResult r = runProcess(gcc, args);
    QVERIFY2(r.ok, r.failure.constData());
    m_programs.insert(name, binary);
}

void TestValgrindProfiles::record(const QString& program, const QStringList& options,
                                  const QString& outDir, QStringList& files)
{
    QVERIFY(QDir().mkpath(outDir));
    // %p keeps the names distinct where callgrind writes several files (threads, dumps).
    const QStringList args =
        QStringList{u"--tool=callgrind"_s,
                    u"--callgrind-out-file=%1/callgrind.out.%p"_s.arg(outDir)} +
        options + QStringList{m_programs.value(program)};
    // The working directory shifts the client's startup instruction counts by a few Ir, so every
    // run uses the same one; the combine-dumps row compares two runs exactly.
    const ProcessResult r = runProcess(m_valgrind, args, m_dir.path());
    QVERIFY2(r.ok, r.failure.constData());
    // --separate-threads=yes also leaves an empty callgrind.out.PID; it holds no profile.
    const QFileInfoList infos =
        QDir(outDir).entryInfoList({u"callgrind.out.*"_s}, QDir::Files, QDir::Name);
    for (const QFileInfo& info : infos) {
        if (info.size() > 0)
            files << info.absoluteFilePath();
    }
    QVERIFY2(!files.isEmpty(), qPrintable(outDir));
}

void TestValgrindProfiles::runTally(const QStringList& files, bool cycles, Report& report)
{
    // What `tally --report --format=tsv [--no-cycles]` runs, in process: the loader, the flat
    // profile and the TSV writer (the binary itself is tested in tests/endtoend).
    const auto loaded = tally::profileloader::load(files);
    QVERIFY2(loaded.profile, qPrintable(loaded.error));
    QStringList diagnostics;
    for (const auto& diagnostic : loaded.profile->diagnostics())
        diagnostics << diagnostic.toString();
    report.diagnostics = diagnostics.join(u'\n');
    tally::FlatProfile::Options flatOptions;
    flatOptions.detectCycles = cycles;
    const tally::FlatProfile flat(*loaded.profile, flatOptions);
    tally::reportwriter::Options options;
    options.includeCycles = cycles;
    QString tsv;
    {
        QTextStream out(&tsv);
        tally::reportwriter::writeTsv(out, *loaded.profile, flat, options);
    }

    QStringList header;
    const QStringList lines = tsv.split(u'\n', Qt::SkipEmptyParts);
    for (const QString& line : lines) {
        if (line.startsWith(u"# events:")) {
            report.events = line.mid(9).split(u' ', Qt::SkipEmptyParts);
        } else if (line.startsWith(u"# totals:")) {
            const auto totals = parseNumbers(line.mid(9).split(u' ', Qt::SkipEmptyParts));
            QVERIFY2(totals, qPrintable(line));
            report.totals = *totals;
        } else if (line.startsWith(u"kind\t")) {
            header = line.split(u'\t');
        } else if (!line.startsWith(u'#')) {
            QVERIFY2(!report.events.isEmpty() && !header.isEmpty(), "rows before the header");
            const QStringList fields = line.split(u'\t');
            QCOMPARE(fields.size(), header.size());
            const auto column = [&](const QString& name) {
                return fields.value(header.indexOf(name));
            };
            const auto costs = [&](const QString& prefix) {
                QStringList values{};
                for (const QString& event : std::as_const(report.events))
                    values << column(prefix + event);
                return parseNumbers(values);
            };
            const auto called = parseNumbers({column(u"called"_s)});
            const auto self = costs(u"self:"_s);
            const auto incl = costs(u"incl:"_s);
            QVERIFY2(called && self && incl, qPrintable(line));
            report.rows << Row{column(u"kind"_s),
                               column(u"function"_s),
                               column(u"file"_s),
                               column(u"object"_s),
                               *called,
                               *self,
                               *incl};
        }
    }
    QCOMPARE(report.totals.size(), report.events.size());
}

void TestValgrindProfiles::runAnnotate(const QString& file, bool inclusive, Report& report)
{
    // --threshold=100 lists every function, --auto=no skips source annotation.
    const QStringList args{inclusive ? u"--inclusive=yes"_s : u"--inclusive=no"_s,
                           u"--threshold=100"_s, u"--auto=no"_s, u"--show-percs=no"_s, file};
    // callgrind_annotate strips the working directory from fl=/fi= names but not from cfi= names,
    // which splits one function into two entries with --inclusive=yes; run from / so that nothing
    // is stripped and the names stay consistent.
    const ProcessResult r = runProcess(m_annotate, args, u"/"_s);
    QVERIFY2(r.ok, r.failure.constData());

    // Function lines are "count count ... file:function [object]" (3.19 prints the object only for
    // names that came from an fn= line); the totals line ends in "PROGRAM TOTALS".
    QRegularExpression entryPattern;
    const QStringList lines = QString::fromUtf8(r.out).split(u'\n');
    for (const QString& line : lines) {
        if (line.startsWith(u"Events shown:")) {
            report.events = line.mid(13).split(u' ', Qt::SkipEmptyParts);
            entryPattern.setPattern(
                uR"(^\s*((?:(?:[\d,]+|\.)\s+){%1})(.+?)(?: \[[^\]]*\])?$)"_s.arg(
                    report.events.size()));
            continue;
        }
        const auto match = entryPattern.match(line);
        if (report.events.isEmpty() || !match.hasMatch())
            continue;
        const auto costs = parseNumbers(match.captured(1).split(u' ', Qt::SkipEmptyParts));
        QVERIFY2(costs, qPrintable(line));
        const QString key = match.captured(2);
        if (key == u"PROGRAM TOTALS") {
            report.totals = *costs;
            continue;
        }
        const qsizetype colon = key.indexOf(u':'); // C function names hold no ':'
        QVERIFY2(colon > 0, qPrintable(line));
        Row row;
        row.name = key.mid(colon + 1);
        row.file = key.left(colon);
        (inclusive ? row.incl : row.self) = *costs;
        report.rows << row;
    }
    QVERIFY2(!report.totals.isEmpty() && !report.rows.isEmpty(), r.out.left(2000).constData());
}

void TestValgrindProfiles::checkAgainstAnnotate(const QString& file, FileCheck& check)
{
    Report& tally = check.tally;
    Report flat;
    Report exclusive;
    Report inclusive;
    CHECKED(runTally({file}, true, tally));
    CHECKED(runTally({file}, false, flat));
    CHECKED(runAnnotate(file, false, exclusive));
    CHECKED(runAnnotate(file, true, inclusive));
    check.scan = scanCalls(file);
    const CallScan& scan = check.scan;
    // callgrind's summary: may exceed the sum of the cost lines (with --cache-sim=yes it counts two
    // more Ir); the format spec allows that ("equal or larger"), and tally reports the sum.
    const bool summaryAboveSum = !scan.totals.isEmpty() && scan.summary != scan.totals;

    QCOMPARE(tally.events, exclusive.events);
    if (summaryAboveSum) {
        // Tally's totals are, by definition, the sum of the cost lines (what the file's own
        // totals: line says), and a summary: that differs from it is reported as a warning;
        // callgrind_annotate prints the summary: instead.
        QVERIFY2(tally.diagnostics.contains(u"summary: "_s) &&
                     tally.diagnostics.contains(u"differs from the sum of the cost lines"_s),
                 qPrintable(tally.diagnostics.left(2000)));
        const auto stated = parseNumbers(scan.totals.split(u' ', Qt::SkipEmptyParts));
        QVERIFY(stated);
        QCOMPARE(tally.totals, *stated);
    } else {
        // Files written by valgrind itself are well-formed: no warnings.
        QVERIFY2(tally.diagnostics.isEmpty(), qPrintable(tally.diagnostics.left(2000)));
        QCOMPARE(tally.totals, exclusive.totals);
    }

    // Every cost line belongs to exactly one function, so the self costs partition the totals.
    Costs selfSum;
    for (const Row& row : std::as_const(tally.rows))
        addTo(selfSum, row.kind == u"fn" ? row.self : Costs{});
    QCOMPARE(selfSum, tally.totals);

    // callgrind_annotate keys costs by the file of each cost line (fi=/fe= switches included), not
    // by the function's fl= file, so the common ground is the sum per function name. It also books
    // the cost of a "calls=0" line as the caller's self cost, so such callers are left out.
    QStringList diffs = diffByName(u"self"_s, tally.events, byName(exclusive, &Row::self),
                                   byName(tally, &Row::self), scan.zeroCallers);
    QVERIFY2(diffs.isEmpty(), diffMessage(diffs).constData());

    // Cycle detection changes only inclusive costs and adds cycle rows.
    QVERIFY(std::all_of(flat.rows.cbegin(), flat.rows.cend(),
                        [](const Row& row) { return row.kind == u"fn"; }));
    QCOMPARE(byName(flat, &Row::self), byName(tally, &Row::self));
    QCOMPARE(flat.totals, tally.totals);

    diffs = diffByName(u"called"_s, {}, scan.called, byName(tally, &Row::called));
    QVERIFY2(diffs.isEmpty(), diffMessage(diffs).constData());

    // Both tools agree on inclusive costs only outside recursion. Compare the names that both show
    // as exactly one function (several mean inlined-file splits or same-named functions in
    // different objects), skipping callees of calls=0 lines, which callgrind_annotate drops; check
    // the file attribution on the way.
    QSet<QString> skip = recursiveNames(scan.callees) + scan.zeroCallees;
    const QHash<QString, QString> tallyFiles = uniqueFiles(tally);
    const QHash<QString, QString> annotateFiles = uniqueFiles(inclusive);
    for (const Row& row : tally.rows + inclusive.rows) {
        if (!tallyFiles.contains(row.name) || !annotateFiles.contains(row.name))
            skip.insert(row.name);
        else if (!skip.contains(row.name) && row.file != annotateFiles[row.name])
            diffs << u"file of '%1': expected %2, got %3"_s.arg(row.name, annotateFiles[row.name],
                                                                row.file);
    }
    for (auto it = tallyFiles.keyBegin(); it != tallyFiles.keyEnd(); ++it)
        check.inclusiveCompared += skip.contains(*it) ? 0 : 1;
    const QHash<QString, Costs> expected = byName(inclusive, &Row::incl);
    diffs += diffByName(u"inclusive"_s, tally.events, expected, byName(tally, &Row::incl), skip);
    diffs += diffByName(u"inclusive (--no-cycles)"_s, tally.events, expected,
                        byName(flat, &Row::incl), skip);
    QVERIFY2(diffs.isEmpty(), diffMessage(diffs).constData());
}

// Loading several files (threads, dumps) or several parts must add up to the pieces loaded alone,
// which checkAgainstAnnotate has already tied to callgrind_annotate.
void TestValgrindProfiles::checkMergedLoad(const QStringList& inputs,
                                           const QList<FileCheck>& pieces)
{
    Report merged;
    CHECKED(runTally(inputs, true, merged));
    QVERIFY2(merged.diagnostics.isEmpty(), qPrintable(merged.diagnostics.left(2000)));

    Costs totals;
    QHash<QString, Costs> self;
    QHash<QString, Costs> incl;
    QHash<QString, Costs> called;
    QHash<QString, QSet<QString>> callees;
    const auto accumulate = [](QHash<QString, Costs>& sums, const QHash<QString, Costs>& part) {
        for (auto it = part.cbegin(); it != part.cend(); ++it)
            addTo(sums[it.key()], it.value());
    };
    for (const FileCheck& piece : pieces) {
        QCOMPARE(piece.tally.events, merged.events);
        addTo(totals, piece.tally.totals);
        accumulate(self, byName(piece.tally, &Row::self));
        accumulate(incl, byName(piece.tally, &Row::incl));
        accumulate(called, piece.scan.called);
        for (auto it = piece.scan.callees.cbegin(); it != piece.scan.callees.cend(); ++it)
            callees[it.key()] += it.value();
    }
    QCOMPARE(merged.totals, totals);
    QStringList diffs =
        diffByName(u"merged self"_s, merged.events, self, byName(merged, &Row::self));
    diffs += diffByName(u"merged called"_s, {}, called, byName(merged, &Row::called));
    // The plain scan of the merged inputs themselves (one file with several parts) must agree too.
    QHash<QString, Costs> scanned;
    for (const QString& input : inputs)
        accumulate(scanned, scanCalls(input).called);
    diffs += diffByName(u"scanned called"_s, {}, scanned, byName(merged, &Row::called));
    // Outside recursion an inclusive cost is self plus outgoing call costs, which simply add up.
    diffs += diffByName(u"merged inclusive"_s, merged.events, incl, byName(merged, &Row::incl),
                        recursiveNames(callees));
    QVERIFY2(diffs.isEmpty(), diffMessage(diffs).constData());
}

void TestValgrindProfiles::checkKnownStructure(const Report& tally)
{
    const auto find = [&](const QString& name) -> const Row* {
        for (const Row& row : tally.rows) {
            if (row.kind == u"fn" && row.name == name && row.file.endsWith(u"/structure.c"))
                return &row;
        }
        return nullptr;
    };
    const std::pair<QString, qint64> expectedCalls[] = {
        {u"main"_s, 1}, {u"a"_s, 2}, {u"b"_s, 7}, {u"c"_s, 6}};
    for (const auto& [name, calls] : expectedCalls) {
        const Row* row = find(name);
        QVERIFY2(row, qPrintable(name));
        QCOMPARE(row->called, Costs{calls});
    }
    // The TSV does not list cycle members, but a cycle's self cost is the sum of its members' and
    // its call count is the number of calls entering it from outside.
    Costs members = find(u"b"_s)->self;
    addTo(members, find(u"c"_s)->self);
    const auto cycle = std::find_if(tally.rows.cbegin(), tally.rows.cend(), [&](const Row& r) {
        return r.kind == u"cycle" && r.self == members;
    });
    QVERIFY2(cycle != tally.rows.cend(), "no cycle row made of b and c");
    QCOMPARE(cycle->called, Costs{3});
    QVERIFY(cycle->file.isEmpty() && cycle->object.isEmpty());
    // b and c call nothing outside the cycle, so everything spent inside it is its own cost.
    QCOMPARE(cycle->incl, members);
}

void TestValgrindProfiles::profiles_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<bool>("knownStructure");

    const QString structure = u"structure"_s;
    QTest::newRow("default") << structure << QStringList{} << Layout::SingleFile << false;
    QTest::newRow("instr-jumps") << structure
                                 << QStringList{u"--dump-instr=yes"_s, u"--collect-jumps=yes"_s}
                                 << Layout::SingleFile << false;
    QTest::newRow("cache-branch-sim")
        << structure << QStringList{u"--cache-sim=yes"_s, u"--branch-sim=yes"_s}
        << Layout::SingleFile << false;
    // By default callgrind renames deeper recursion levels (b'2, c'2); with one level b and c keep
    // their names and form one real cycle whose call counts are known.
    QTest::newRow("recursion") << structure << QStringList{u"--separate-recs=1"_s}
                               << Layout::SingleFile << true;
    QTest::newRow("separate-threads") << u"threads"_s << QStringList{u"--separate-threads=yes"_s}
                                      << Layout::SeveralFiles << false;
    QTest::newRow("dump-every-bb")
        << structure << QStringList{u"--dump-every-bb=100000"_s} << Layout::SeveralFiles << false;
    QTest::newRow("combine-dumps")
        << structure << QStringList{u"--combine-dumps=yes"_s, u"--dump-every-bb=100000"_s}
        << Layout::SeveralParts << false;
}

void TestValgrindProfiles::profiles()
{
    QFETCH(QString, program);
    QFETCH(QStringList, options);
    QFETCH(Layout, layout);
    QFETCH(bool, knownStructure);

    const QString outDir = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()));
    QStringList files;
    CHECKED(record(program, options, outDir, files));
    QStringList pieceFiles = files; // checked one by one against callgrind_annotate
    switch (layout) {
    case Layout::SingleFile:
        QCOMPARE(files.size(), 1);
        break;
    case Layout::SeveralFiles:
        QVERIFY2(files.size() >= 2, qPrintable(files.join(u' ')));
        break;
    case Layout::SeveralParts: {
        QCOMPARE(files.size(), 1);
        const int parts = scanCalls(files.first()).parts;
        QVERIFY2(parts >= 2, "expected one file with several parts");
        // callgrind_annotate reads only one part, so the reference is an identical run that writes
        // one file per dump; instruction counts are deterministic for the same binary and setup.
        QStringList separateOptions = options;
        separateOptions.removeAll(u"--combine-dumps=yes"_s);
        pieceFiles.clear();
        CHECKED(record(program, separateOptions, outDir + u"-separate"_s, pieceFiles));
        QCOMPARE(pieceFiles.size(), parts);
        break;
    }
    }

    QList<FileCheck> pieces;
    int inclusiveCompared = 0;
    for (const QString& file : std::as_const(pieceFiles)) {
        FileCheck check;
        CHECKED(checkAgainstAnnotate(file, check));
        inclusiveCompared += check.inclusiveCompared;
        pieces << check;
    }
    // Guard against a comparison that silently skipped everything.
    QVERIFY2(inclusiveCompared >= 5,
             qPrintable(u"only %1 inclusive costs compared"_s.arg(inclusiveCompared)));
    if (layout != Layout::SingleFile)
        CHECKED(checkMergedLoad(files, pieces));
    if (knownStructure)
        checkKnownStructure(pieces.first().tally);
}

QTEST_GUILESS_MAIN(TestValgrindProfiles)
#include "tst_valgrindprofiles.moc"

// Cross-checks tally's flat profile against valgrind's own tools on profiles recorded at test time.
// Hand-written fixtures only exercise what their authors thought of; real callgrind output has
// name compression, inlined-file switches, jumps, several event sets, threads and dumps, so this
// suite compiles small C programs, profiles them with callgrind and compares tally's TSV report with
// callgrind_annotate (self, inclusive, totals) and with an independent scan of the calls= lines.

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
#include <utility>

namespace {

using Costs = QList<qint64>; // one value per event type, in the profile's event order

constexpr int kProcessTimeoutMs = 180'000;

// main calls a() twice and b(4) once; a calls c(3); b and c recurse into each other down to depth
// 0. Counting by hand: each a() gives c(3) b(2) c(1) b(0), and b(4) gives b(4) c(3) b(2) c(1) b(0),
// so a is called 2 times, c 2*2 + 2 = 6 times and b 2*2 + 3 = 7 times. Calls enter the b/c cycle
// 3 times from outside (a->c twice, main->b once). The long loop makes enough basic blocks for
// --dump-every-bb=100000 to produce several dumps.
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

// Two worker threads plus the main thread, each doing a different amount of work, so that
// --separate-threads=yes writes several distinct per-thread files.
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

struct ProcessResult {
    bool finished = false;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

ProcessResult runProcess(const QString& program, const QStringList& arguments,
                         const QString& workingDirectory = {})
{
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments);
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start();
    ProcessResult result;
    if (!process.waitForStarted() || !process.waitForFinished(kProcessTimeoutMs)) {
        process.kill();
        process.waitForFinished();
        result.err = "did not start or finish: " + process.errorString().toUtf8();
        return result;
    }
    result.finished = process.exitStatus() == QProcess::NormalExit;
    result.exitCode = process.exitCode();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

QString describe(const QString& program, const QStringList& arguments, const ProcessResult& r)
{
    return QStringLiteral("%1 %2 exited with %3:\n%4")
        .arg(program, arguments.join(u' '))
        .arg(r.exitCode)
        .arg(QString::fromUtf8(r.err.right(4000)));
}

void addTo(Costs& sum, const Costs& costs)
{
    if (sum.size() < costs.size())
        sum.resize(costs.size(), 0);
    for (qsizetype i = 0; i < costs.size(); ++i)
        sum[i] += costs[i];
}

struct TallyRow {
    QString kind;
    QString name;
    QString file;
    QString object;
    qint64 called = 0;
    Costs self;
    Costs incl;
};

struct TallyReport {
    QStringList events;
    Costs totals;
    QList<TallyRow> rows;
};

struct AnnotateEntry {
    QString file;
    QString name;
    Costs costs;
};

struct AnnotateReport {
    QStringList events;
    Costs totals;
    QList<AnnotateEntry> entries;
};

// What a plain reading of the calls= lines says, without any of tally's code: call counts per
// callee and the caller -> callee graph, all keyed by function name.
struct CallScan {
    QHash<QString, qint64> called;
    QHash<QString, QSet<QString>> callees;
    QSet<QString> zeroCallers; // functions with a "calls=0" line (calls still active at a dump)
    QSet<QString> zeroCallees;
};

struct FileCheck {
    TallyReport tally;
    CallScan scan;
};

CallScan scanCalls(const QString& path)
{
    CallScan scan;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return scan;
    // fn=, cfn= and jfn= share one compression table: "(id) name" defines, "(id)" refers back.
    QHash<QString, QString> names;
    const auto resolve = [&names](QString spec) {
        spec = spec.trimmed();
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
            scan.called[callee] += count;
            scan.callees[caller].insert(callee);
            if (count == 0) {
                scan.zeroCallers.insert(caller);
                scan.zeroCallees.insert(callee);
            }
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
                recursive.insert(it.key());
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

template <typename Value>
QHash<QString, Costs> tallyByName(const TallyReport& report, Value value)
{
    QHash<QString, Costs> sums;
    for (const TallyRow& row : report.rows) {
        if (row.kind == u"fn")
            addTo(sums[row.name], value(row));
    }
    return sums;
}

QHash<QString, Costs> annotateByName(const AnnotateReport& report)
{
    QHash<QString, Costs> sums;
    for (const AnnotateEntry& entry : report.entries)
        addTo(sums[entry.name], entry.costs);
    return sums;
}

QHash<QString, Costs> asCosts(const QHash<QString, qint64>& counts)
{
    QHash<QString, Costs> result;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        result.insert(it.key(), Costs{it.value()});
    return result;
}

// Lists every difference at once, so a failure shows the whole picture rather than the first
// mismatch. Names missing on one side count as zero cost there.
QStringList diffByName(const QString& what, const QStringList& events,
                       const QHash<QString, Costs>& expected, const QHash<QString, Costs>& actual,
                       const QSet<QString>& skip = {})
{
    QStringList names = expected.keys() + actual.keys();
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    QStringList diffs;
    for (const QString& name : std::as_const(names)) {
        if (skip.contains(name))
            continue;
        const Costs e = expected.value(name);
        const Costs a = actual.value(name);
        for (qsizetype i = 0; i < std::max(e.size(), a.size()); ++i) {
            const qint64 want = e.value(i, 0);
            const qint64 got = a.value(i, 0);
            if (want != got)
                diffs << QStringLiteral("%1 of '%2' for %3: expected %4, got %5")
                             .arg(what, name, events.value(i, QStringLiteral("calls")))
                             .arg(want)
                             .arg(got);
        }
    }
    return diffs;
}

QByteArray report(const QStringList& diffs)
{
    return (QString::number(diffs.size()) + QStringLiteral(" differences:\n")
            + diffs.mid(0, 30).join(u'\n'))
        .toUtf8();
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

int countParts(const QString& path)
{
    QFile file(path);
    int parts = 0;
    if (file.open(QIODevice::ReadOnly)) {
        while (!file.atEnd())
            parts += file.readLine().startsWith("part:") ? 1 : 0;
    }
    return parts;
}

} // namespace

class TestValgrindProfiles : public QObject
{
    Q_OBJECT

public:
    enum class Layout { SingleFile, SeveralFiles, SeveralParts };

private slots:
    void initTestCase();
    void profiles_data();
    void profiles();

private:
    void compile(const QString& gcc, const QString& name, const char* source,
                 const QStringList& extraFlags);
    void record(const QString& program, const QStringList& options, const QString& outDir,
                QStringList& files);
    void runTally(const QStringList& files, bool cycles, TallyReport& report);
    void runAnnotate(const QString& file, bool inclusive, AnnotateReport& report);
    void checkAgainstAnnotate(const QString& file, FileCheck& check);
    void checkMergedLoad(const QStringList& inputs, const QList<FileCheck>& pieces);
    void checkKnownStructure(const TallyReport& tally);

    QTemporaryDir m_dir;
    QString m_valgrind;
    QString m_annotate;
    QHash<QString, QString> m_programs; // program name -> compiled binary
};

void TestValgrindProfiles::initTestCase()
{
    m_valgrind = QStandardPaths::findExecutable(QStringLiteral("valgrind"));
    m_annotate = QStandardPaths::findExecutable(QStringLiteral("callgrind_annotate"));
    const QString gcc = QStandardPaths::findExecutable(QStringLiteral("gcc"));
    if (m_valgrind.isEmpty() || m_annotate.isEmpty() || gcc.isEmpty())
        QSKIP("needs gcc, valgrind and callgrind_annotate on PATH");
    // callgrind_annotate is a perl script; without perl it cannot serve as the reference.
    if (runProcess(m_annotate, {QStringLiteral("--version")}).exitCode != 0)
        QSKIP("callgrind_annotate does not run (is perl installed?)");
    QVERIFY2(QFileInfo::exists(QStringLiteral(TALLY_BINARY)), TALLY_BINARY);
    QVERIFY(m_dir.isValid());
    compile(gcc, QStringLiteral("structure"), kStructureSource, {});
    compile(gcc, QStringLiteral("threads"), kThreadsSource, {QStringLiteral("-pthread")});
}

void TestValgrindProfiles::compile(const QString& gcc, const QString& name, const char* source,
                                   const QStringList& extraFlags)
{
    const QString sourcePath = m_dir.filePath(name + QStringLiteral(".c"));
    QFile file(sourcePath);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(source);
    file.close();
    const QString binary = m_dir.filePath(name);
    const QStringList args = QStringList{QStringLiteral("-g"), QStringLiteral("-O0"),
                                         QStringLiteral("-o"), binary, sourcePath}
        + extraFlags;
    const ProcessResult r = runProcess(gcc, args);
    QVERIFY2(r.finished && r.exitCode == 0, qPrintable(describe(gcc, args, r)));
    m_programs.insert(name, binary);
}

void TestValgrindProfiles::record(const QString& program, const QStringList& options,
                                  const QString& outDir, QStringList& files)
{
    QVERIFY(QDir().mkpath(outDir));
    // %p keeps the names distinct where callgrind writes several files (threads, dumps).
    const QStringList args = QStringList{QStringLiteral("--tool=callgrind"),
                                         QStringLiteral("--callgrind-out-file=") + outDir
                                             + QStringLiteral("/callgrind.out.%p")}
        + options + QStringList{m_programs.value(program)};
    const ProcessResult r = runProcess(m_valgrind, args, outDir);
    QVERIFY2(r.finished && r.exitCode == 0, qPrintable(describe(m_valgrind, args, r)));
    // With --separate-threads=yes callgrind also leaves an empty callgrind.out.PID behind; it holds
    // no profile, so only non-empty files count.
    const QFileInfoList infos = QDir(outDir).entryInfoList({QStringLiteral("callgrind.out.*")},
                                                           QDir::Files, QDir::Name);
    for (const QFileInfo& info : infos) {
        if (info.size() > 0)
            files << info.absoluteFilePath();
    }
    QVERIFY2(!files.isEmpty(), qPrintable(outDir));
}

void TestValgrindProfiles::runTally(const QStringList& files, bool cycles, TallyReport& report)
{
    QStringList args{QStringLiteral("--report"), QStringLiteral("--format=tsv")};
    if (!cycles)
        args << QStringLiteral("--no-cycles");
    args += files;
    const QString tally = QStringLiteral(TALLY_BINARY);
    const ProcessResult r = runProcess(tally, args);
    QVERIFY2(r.finished && r.exitCode == 0, qPrintable(describe(tally, args, r)));
    // Files written by valgrind itself are well-formed, so any warning is a parser bug.
    QVERIFY2(r.err.trimmed().isEmpty(), r.err.left(2000).constData());

    QStringList header;
    const QStringList lines = QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts);
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
            TallyRow row{column(QStringLiteral("kind")), column(QStringLiteral("function")),
                         column(QStringLiteral("file")), column(QStringLiteral("object")),
                         column(QStringLiteral("called")).toLongLong(), {}, {}};
            QStringList self, incl;
            for (const QString& event : std::as_const(report.events)) {
                self << column(QStringLiteral("self:") + event);
                incl << column(QStringLiteral("incl:") + event);
            }
            const auto selfCosts = parseNumbers(self);
            const auto inclCosts = parseNumbers(incl);
            QVERIFY2(selfCosts && inclCosts, qPrintable(line));
            row.self = *selfCosts;
            row.incl = *inclCosts;
            report.rows << row;
        }
    }
    QCOMPARE(report.totals.size(), report.events.size());
}

void TestValgrindProfiles::runAnnotate(const QString& file, bool inclusive,
                                       AnnotateReport& report)
{
    // --threshold=100 lists every function, --auto=no skips source annotation.
    const QStringList args{inclusive ? QStringLiteral("--inclusive=yes")
                                     : QStringLiteral("--inclusive=no"),
                           QStringLiteral("--threshold=100"), QStringLiteral("--auto=no"),
                           QStringLiteral("--show-percs=no"), file};
    // callgrind_annotate strips the working directory from fl=/fi= names but not from cfi= names,
    // which splits one function into two entries in --inclusive=yes mode; from / nothing is
    // stripped and the names stay consistent.
    const ProcessResult r = runProcess(m_annotate, args, QStringLiteral("/"));
    QVERIFY2(r.finished && r.exitCode == 0, qPrintable(describe(m_annotate, args, r)));

    // Lines are "count count ... file:function [object]"; the object is only printed for names
    // that came from an fn= line.
    QRegularExpression entryPattern;
    const QStringList lines = QString::fromUtf8(r.out).split(u'\n');
    for (const QString& line : lines) {
        if (line.startsWith(u"Events shown:")) {
            report.events = line.mid(13).split(u' ', Qt::SkipEmptyParts);
            entryPattern.setPattern(QStringLiteral(R"(^\s*((?:(?:[\d,]+|\.)\s+){%1})(.+?)(?: \[[^\]]*\])?$)")
                                        .arg(report.events.size()));
            continue;
        }
        if (report.events.isEmpty())
            continue;
        const auto match = entryPattern.match(line);
        if (!match.hasMatch())
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
        report.entries << AnnotateEntry{key.left(colon), key.mid(colon + 1), *costs};
    }
    QVERIFY2(!report.events.isEmpty() && !report.totals.isEmpty() && !report.entries.isEmpty(),
             r.out.left(2000).constData());
}

void TestValgrindProfiles::checkAgainstAnnotate(const QString& file, FileCheck& check)
{
    TallyReport& tally = check.tally;
    TallyReport flat;
    AnnotateReport exclusive;
    AnnotateReport inclusive;
    runTally({file}, true, tally);
    runTally({file}, false, flat);
    runAnnotate(file, false, exclusive);
    runAnnotate(file, true, inclusive);
    if (QTest::currentTestFailed())
        return;
    check.scan = scanCalls(file);
    const CallScan& scan = check.scan;

    QCOMPARE(tally.events, exclusive.events);
    QCOMPARE(tally.totals, exclusive.totals);

    // Every cost line belongs to exactly one function, so the self costs partition the totals.
    Costs selfSum;
    for (const TallyRow& row : std::as_const(tally.rows)) {
        if (row.kind == u"fn")
            addTo(selfSum, row.self);
    }
    QCOMPARE(selfSum, tally.totals);

    // callgrind_annotate keys costs by the file of each cost line (fi=/fe= switches included), not
    // by the function's fl= file, so the robust common ground is the sum per function name. It
    // also books the cost of a "calls=0" line (a call still active at a dump) as the caller's self
    // cost, so those callers are left out.
    const auto self = [](const TallyRow& row) { return row.self; };
    QStringList diffs = diffByName(QStringLiteral("self"), tally.events, annotateByName(exclusive),
                                   tallyByName(tally, self), scan.zeroCallers);
    QVERIFY2(diffs.isEmpty(), report(diffs).constData());

    // Cycle detection changes only inclusive costs and adds cycle rows.
    QVERIFY(std::none_of(flat.rows.cbegin(), flat.rows.cend(),
                         [](const TallyRow& row) { return row.kind != u"fn"; }));
    QCOMPARE(tallyByName(flat, self), tallyByName(tally, self));

    const auto called = [](const TallyRow& row) { return Costs{row.called}; };
    diffs = diffByName(QStringLiteral("called"), {}, asCosts(scan.called),
                       tallyByName(tally, called));
    QVERIFY2(diffs.isEmpty(), report(diffs).constData());

    // Inclusive costs follow the same rule everywhere only outside recursion. Compare the functions
    // that both tools show as exactly one entry (several entries mean inlined-file splits or
    // same-named functions in different objects), and check the file attribution on the way.
    const QSet<QString> recursive = recursiveNames(scan.callees);
    QHash<QString, int> tallyCount;
    QHash<QString, int> annotateCount;
    for (const TallyRow& row : std::as_const(tally.rows))
        tallyCount[row.name] += row.kind == u"fn" ? 1 : 0;
    for (const AnnotateEntry& entry : std::as_const(inclusive.entries))
        ++annotateCount[entry.name];
    QHash<QString, Costs> expected;
    QHash<QString, Costs> withCycles;
    QHash<QString, Costs> withoutCycles;
    for (const AnnotateEntry& entry : std::as_const(inclusive.entries)) {
        if (annotateCount.value(entry.name) != 1 || tallyCount.value(entry.name) != 1
            || recursive.contains(entry.name) || scan.zeroCallees.contains(entry.name))
            continue;
        const auto isEntry = [&](const TallyRow& row) {
            return row.kind == u"fn" && row.name == entry.name;
        };
        const auto cycled = std::find_if(tally.rows.cbegin(), tally.rows.cend(), isEntry);
        const auto plain = std::find_if(flat.rows.cbegin(), flat.rows.cend(), isEntry);
        QVERIFY(cycled != tally.rows.cend() && plain != flat.rows.cend());
        if (cycled->file != entry.file)
            diffs << QStringLiteral("file of '%1': expected %2, got %3")
                         .arg(entry.name, entry.file, cycled->file);
        expected.insert(entry.name, entry.costs);
        withCycles.insert(entry.name, cycled->incl);
        withoutCycles.insert(entry.name, plain->incl);
    }
    QVERIFY2(expected.size() >= 5, "too few non-recursive functions to compare inclusive costs");
    diffs += diffByName(QStringLiteral("inclusive"), tally.events, expected, withCycles);
    diffs += diffByName(QStringLiteral("inclusive (--no-cycles)"), tally.events, expected,
                        withoutCycles);
    QVERIFY2(diffs.isEmpty(), report(diffs).constData());
}

// Loading several files (threads, dumps) or several parts must add up to the pieces loaded alone,
// which checkAgainstAnnotate has already tied to callgrind_annotate.
void TestValgrindProfiles::checkMergedLoad(const QStringList& inputs,
                                           const QList<FileCheck>& pieces)
{
    TallyReport merged;
    runTally(inputs, true, merged);
    if (QTest::currentTestFailed())
        return;

    Costs totals;
    QHash<QString, Costs> self;
    QHash<QString, Costs> incl;
    QHash<QString, Costs> called;
    QHash<QString, QSet<QString>> callees;
    const auto selfOf = [](const TallyRow& row) { return row.self; };
    const auto inclOf = [](const TallyRow& row) { return row.incl; };
    for (const FileCheck& piece : pieces) {
        QCOMPARE(piece.tally.events, merged.events);
        addTo(totals, piece.tally.totals);
        for (const auto& [sums, parts] :
             {std::pair{&self, tallyByName(piece.tally, selfOf)},
              std::pair{&incl, tallyByName(piece.tally, inclOf)},
              std::pair{&called, asCosts(piece.scan.called)}}) {
            for (auto it = parts.cbegin(); it != parts.cend(); ++it)
                addTo((*sums)[it.key()], it.value());
        }
        for (auto it = piece.scan.callees.cbegin(); it != piece.scan.callees.cend(); ++it)
            callees[it.key()] += it.value();
    }
    QCOMPARE(merged.totals, totals);

    QStringList diffs =
        diffByName(QStringLiteral("merged self"), merged.events, self, tallyByName(merged, selfOf));
    const auto calledOf = [](const TallyRow& row) { return Costs{row.called}; };
    diffs += diffByName(QStringLiteral("merged called"), {}, called,
                        tallyByName(merged, calledOf));
    // Outside recursion an inclusive cost is self plus outgoing call costs, which simply add up.
    diffs += diffByName(QStringLiteral("merged inclusive"), merged.events, incl,
                        tallyByName(merged, inclOf), recursiveNames(callees));
    QVERIFY2(diffs.isEmpty(), report(diffs).constData());
}

void TestValgrindProfiles::checkKnownStructure(const TallyReport& tally)
{
    const auto find = [&](const QString& name) -> const TallyRow* {
        for (const TallyRow& row : tally.rows) {
            if (row.kind == u"fn" && row.name == name && row.file.endsWith(u"structure.c"))
                return &row;
        }
        return nullptr;
    };
    const std::pair<QString, qint64> expectedCalls[] = {
        {QStringLiteral("main"), 1}, {QStringLiteral("a"), 2}, {QStringLiteral("b"), 7},
        {QStringLiteral("c"), 6}};
    for (const auto& [name, calls] : expectedCalls) {
        const TallyRow* row = find(name);
        QVERIFY2(row, qPrintable(name));
        QCOMPARE(row->called, calls);
    }
    // The TSV does not list cycle members, but a cycle's self cost is the sum of its members'
    // self costs and its call count is the number of calls entering it from outside.
    const TallyRow* b = find(QStringLiteral("b"));
    const TallyRow* c = find(QStringLiteral("c"));
    Costs members = b->self;
    addTo(members, c->self);
    const auto cycle = std::find_if(tally.rows.cbegin(), tally.rows.cend(), [&](const TallyRow& row) {
        return row.kind == u"cycle" && row.self == members;
    });
    QVERIFY2(cycle != tally.rows.cend(), "no cycle row made of b and c");
    QCOMPARE(cycle->called, qint64(3));
    QVERIFY(cycle->file.isEmpty() && cycle->object.isEmpty());
    // The cycle's inclusive cost is everything spent inside it; b and c call nothing else.
    QCOMPARE(cycle->incl, members);
}

void TestValgrindProfiles::profiles_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<bool>("knownStructure");

    const QString structure = QStringLiteral("structure");
    QTest::newRow("default") << structure << QStringList{} << Layout::SingleFile << false;
    QTest::newRow("instr-jumps")
        << structure
        << QStringList{QStringLiteral("--dump-instr=yes"), QStringLiteral("--collect-jumps=yes")}
        << Layout::SingleFile << false;
    QTest::newRow("cache-branch-sim")
        << structure
        << QStringList{QStringLiteral("--cache-sim=yes"), QStringLiteral("--branch-sim=yes")}
        << Layout::SingleFile << false;
    // By default callgrind renames deeper recursion levels (b'2, c'2); with one level b and c keep
    // their names and form one real cycle whose call counts are known.
    QTest::newRow("recursion") << structure << QStringList{QStringLiteral("--separate-recs=1")}
                               << Layout::SingleFile << true;
    QTest::newRow("separate-threads")
        << QStringLiteral("threads") << QStringList{QStringLiteral("--separate-threads=yes")}
        << Layout::SeveralFiles << false;
    QTest::newRow("dump-every-bb") << structure
                                   << QStringList{QStringLiteral("--dump-every-bb=100000")}
                                   << Layout::SeveralFiles << false;
    QTest::newRow("combine-dumps")
        << structure
        << QStringList{QStringLiteral("--combine-dumps=yes"), QStringLiteral("--dump-every-bb=100000")}
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
    record(program, options, outDir, files);
    if (QTest::currentTestFailed())
        return;

    switch (layout) {
    case Layout::SingleFile: {
        QCOMPARE(files.size(), 1);
        FileCheck check;
        checkAgainstAnnotate(files.first(), check);
        if (knownStructure && !QTest::currentTestFailed())
            checkKnownStructure(check.tally);
        break;
    }
    case Layout::SeveralFiles: {
        QVERIFY2(files.size() >= 2, qPrintable(files.join(u' ')));
        QList<FileCheck> pieces;
        for (const QString& file : std::as_const(files)) {
            FileCheck check;
            checkAgainstAnnotate(file, check);
            if (QTest::currentTestFailed())
                return;
            pieces << check;
        }
        checkMergedLoad(files, pieces);
        break;
    }
    case Layout::SeveralParts: {
        QCOMPARE(files.size(), 1);
        const int parts = countParts(files.first());
        QVERIFY2(parts >= 2, "expected a file with several parts");
        // callgrind_annotate reads only one part, so the reference is an identical run that writes
        // one file per dump; instruction counts are deterministic for the same binary.
        QStringList separateOptions = options;
        separateOptions.removeAll(QStringLiteral("--combine-dumps=yes"));
        QStringList separate;
        record(program, separateOptions, outDir + QStringLiteral("-separate"), separate);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(separate.size(), parts);
        QList<FileCheck> pieces;
        for (const QString& file : std::as_const(separate)) {
            FileCheck check;
            checkAgainstAnnotate(file, check);
            if (QTest::currentTestFailed())
                return;
            pieces << check;
        }
        checkMergedLoad(files, pieces);
        // The plain calls= scan of the combined file must agree with tally too.
        TallyReport combined;
        runTally(files, true, combined);
        if (QTest::currentTestFailed())
            return;
        const auto called = [](const TallyRow& row) { return Costs{row.called}; };
        const QStringList diffs = diffByName(QStringLiteral("called"), {},
                                             asCosts(scanCalls(files.first()).called),
                                             tallyByName(combined, called));
        QVERIFY2(diffs.isEmpty(), report(diffs).constData());
        break;
    }
    }
}

QTEST_GUILESS_MAIN(TestValgrindProfiles)
#include "tst_valgrindprofiles.moc"

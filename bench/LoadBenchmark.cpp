// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Load benchmark: reads a profile (e.g. a cut of ../shared/bench/make-big-profile.sh's output) and
// reports, in one run, the reading-speed floor (`wc -l` and Tally's own line splitting), the full
// load through ProfileLoader in MB/s (with the default threads, one per core), the speed-up curve
// (the file cut in up to N pieces parsed at once, N = 1 to the machine's cores, at least 2) with
// the CPU time per GB each spent and the machine's own ceilings beside it (as many register loops
// at once against one, as many threads writing at random into tables of their own, as many
// writing into pages mapped afresh (page faults), and as many one-thread loads of the file at
// once, in the same round), the model's size and the process's
// peak memory. With --instructions it also counts, with callgrind, the instructions per input
// line of a full load on one thread (the window's) and of `tally --report --format=tsv --threads=1
// FILE` (exact, unlike times on a shared machine; the goals of issues 15, 18 and 41 are set in
// them), and with cachegrind the data cache misses of that full load in caches of a fixed size.
//
//   tally_loadbench FILE [REPEATS] [--instructions]
//   tally_loadbench FILE --one-load [--sums-only | --details-on-demand] [--two-threads]
//                                                   one load on one thread (or two), nothing
//                                                   printed

#include "core/analysis/FlatProfile.h"
#include "core/io/ByteSource.h"
#include "core/io/LineReader.h"
#include "core/load/DetailRowsFromFile.h"
#include "core/load/ProfileLoader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <thread>
#include <vector>

#include <sys/mman.h>

namespace {

double seconds(const QElapsedTimer& timer)
{
    return double(timer.nsecsElapsed()) / 1e9;
}

// CPU time of every thread of the process so far.
double processCpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

long peakResidentKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const auto& line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').front().toLong();
    }
    return -1;
}

// Runs `program arguments...` under valgrind's `tool` (callgrind unless said) with `options`; its
// standard error, or null after saying why not.
QByteArray underValgrind(const QString& program, const QStringList& arguments,
                         const QStringList& options,
                         const QString& tool = QStringLiteral("callgrind"))
{
    QProcess valgrind;
    valgrind.setStandardOutputFile(QProcess::nullDevice());
    valgrind.start(QStringLiteral("valgrind"), QStringList{QStringLiteral("--tool=") + tool} +
                                                   options + QStringList{program} + arguments);
    if (!valgrind.waitForFinished(-1) || valgrind.exitCode() != 0) {
        std::printf("instructions: valgrind --tool=%s could not run %s\n", qPrintable(tool),
                    qPrintable(program));
        return {};
    }
    return valgrind.readAllStandardError();
}

// The instructions callgrind counts in `program arguments...`, or -1 after saying why not.
double instructionsOf(const QString& program, const QStringList& arguments)
{
    const QByteArray log = underValgrind(
        program, arguments, {QStringLiteral("--callgrind-out-file=") + QProcess::nullDevice()});
    if (log.isNull())
        return -1;
    // callgrind ends with "==PID== Collected : N" on standard error.
    static const QRegularExpression collected(QStringLiteral("Collected : (\\d+)"));
    const auto match = collected.match(QString::fromUtf8(log));
    if (!match.hasMatch()) {
        std::printf("instructions: no count in callgrind's output\n");
        return -1;
    }
    return match.captured(1).toDouble();
}

// The instructions of each thread of `program arguments...` (callgrind --separate-threads=yes
// writes a profile a thread, its count on its `totals:` line), in the order they started; empty
// after saying why not.
std::vector<double> instructionsByThread(const QString& program, const QStringList& arguments)
{
    const QTemporaryDir directory;
    if (!directory.isValid())
        return {};
    const QString out = directory.filePath(QStringLiteral("callgrind.out"));
    if (underValgrind(program, arguments,
                      {QStringLiteral("--separate-threads=yes"),
                       QStringLiteral("--callgrind-out-file=") + out})
            .isNull())
        return {};
    std::vector<double> counts;
    for (int thread = 1;; ++thread) {
        QFile profile(out + QStringLiteral("-%1").arg(thread, 2, 10, QLatin1Char('0')));
        if (!profile.open(QIODevice::ReadOnly))
            break;
        double count = -1;
        while (!profile.atEnd()) {
            const QByteArray line = profile.readLine();
            if (line.startsWith("totals:"))
                count = line.mid(7).trimmed().toDouble();
        }
        if (count < 0) {
            std::printf("instructions: no totals in callgrind's profile of thread %d\n", thread);
            return {};
        }
        counts.push_back(count);
    }
    if (counts.empty())
        std::printf("instructions: callgrind wrote no profile of a thread\n");
    return counts;
}

// Prints the instructions, whole and per input line, of the full load the window makes (this
// program's --one-load: one thread, every line, call site and jump row) and of `tally --report
// --format=tsv --threads=1`, which loads the sums alone (LoadOptions::sumsOnly). Then the same
// full load on two threads, each thread's count apart: how far the work itself lets a second
// core go, whatever the machine's memory and page faults make of it (the longest thread's
// instructions against one thread's), and the instructions cutting and joining add.
void printInstructions(const QString& path, qint64 lineCount)
{
    const double lines = double(std::max<qint64>(1, lineCount));
    const double load = instructionsOf(QCoreApplication::applicationFilePath(),
                                       {path, QStringLiteral("--one-load")});
    if (load >= 0)
        std::printf("instructions:     %.0f for a full load on one thread (callgrind), %.1f per "
                    "line\n",
                    load, load / lines);
    // The load that makes each function's detail rows when they are asked for
    // (LoadOptions::detailsOnDemand): the sums and where each function's lines are.
    const double onDemand =
        instructionsOf(QCoreApplication::applicationFilePath(),
                       {path, QStringLiteral("--one-load"), QStringLiteral("--details-on-demand")});
    if (onDemand >= 0)
        std::printf("instructions:     %.0f for a load with detail rows on demand, %.1f per line "
                    "(goals: 100 on the first 4 million lines of the big profile, 300 on the "
                    "many-names one)\n",
                    onDemand, onDemand / lines);
    const QString tally = QCoreApplication::applicationDirPath() + QStringLiteral("/../app/tally");
    const double report =
        instructionsOf(tally, {QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                               QStringLiteral("--threads=1"), path});
    if (report >= 0)
        std::printf("instructions:     %.0f for tally --report --format=tsv --threads=1 (sums "
                    "only), %.1f per line\n",
                    report, report / lines);
    const std::vector<double> threads =
        instructionsByThread(QCoreApplication::applicationFilePath(),
                             {path, QStringLiteral("--one-load"), QStringLiteral("--two-threads")});
    if (load <= 0 || threads.empty())
        return;
    const double longest = *std::max_element(threads.begin(), threads.end());
    double total = 0;
    for (const double count : threads)
        total += count;
    std::printf("instructions:     two threads: the longest %.0f, %.2fx one thread by "
                "instructions (floor 1.8x); %zu threads, %.0f in all, %.3fx one thread's\n",
                longest, load / longest, threads.size(), total, total / load);
}

// The data cache misses of a full load on one thread in caches of a fixed size, simulated by
// cachegrind: 32 KB first level, 16 MB last level (both 64-byte lines), whatever the machine has.
// Exact like the instructions, where the clock on a shared machine is not: what a load's memory
// costs, and how much more one piece's tables cost than another's (cut300's second half missed
// the last level three times as often as its first: its parts are twice as long, so a row is
// read again after more of the others).
void printCacheMisses(const QString& path, qint64 lineCount)
{
    const QByteArray log =
        underValgrind(QCoreApplication::applicationFilePath(), {path, QStringLiteral("--one-load")},
                      {QStringLiteral("--cache-sim=yes"), QStringLiteral("--D1=32768,8,64"),
                       QStringLiteral("--LL=16777216,16,64"),
                       QStringLiteral("--cachegrind-out-file=") + QProcess::nullDevice()},
                      QStringLiteral("cachegrind"));
    if (log.isNull())
        return;
    // "==PID== D1  misses:  17,103,622  ( 14,953,819 rd   +   2,149,803 wr)", and "LLd misses:".
    const auto misses = [&](const char* level) -> std::array<double, 2> {
        const QRegularExpression line(
            QStringLiteral("%1\\s+misses:\\s+([\\d,]+)\\s+\\(\\s*([\\d,]+) rd")
                .arg(QLatin1String(level)));
        const auto match = line.match(QString::fromUtf8(log));
        if (!match.hasMatch())
            return {-1, -1};
        return {match.captured(1).remove(QLatin1Char(',')).toDouble(),
                match.captured(2).remove(QLatin1Char(',')).toDouble()};
    };
    const auto first = misses("D1");
    const auto last = misses("LLd");
    if (first[0] < 0 || last[0] < 0) {
        std::printf("cache misses: no counts in cachegrind's output\n");
        return;
    }
    const double lines = double(std::max<qint64>(1, lineCount));
    std::printf("cache misses:     a full load on one thread, cachegrind's 32 KB / 16 MB caches: "
                "first level %.0f (%.0f reads), %.2f a line; last level %.0f (%.0f reads), %.3f "
                "a line\n",
                first[0], first[1], first[0] / lines, last[0], last[1], last[0] / lines);
}

// The machine's ceilings: loops that share nothing, run on one thread and then on several.
enum class CeilingLoop
{
    // Register arithmetic alone: no memory, no system calls. What the machine gives a second
    // core at all (on a shared virtual machine two such loops took 1.15 to 1.6 s each against
    // 1.15 s alone, minute by minute).
    Registers,
    // Adding into random slots of a table of the thread's own, 64 MB (past the caches, as the
    // loader's hash tables and rows are), resident before the clock starts. What it gives work
    // bound by memory like the loader's: 1.64-2.04x here in fifteen rounds (2026-12-01) where
    // the registers gave 1.96-2.01x.
    RandomWrites,
    // Writing a byte into each page of blocks mapped afresh, 16 MB at a time (an iteration a
    // page): the page faults of a load's growing tables, which its threads take at once. On a
    // virtual machine (2026-12-07, AMD EPYC, nested paging) a fresh page cost 9 us, and two
    // threads faulting at once did 1.46-1.83x the pages of one.
    FreshPages,
};

// A page: the unit of FreshPages.
constexpr std::size_t kPageBytes = 4096;

// Writes a byte into each of `pages` pages, mapped afresh a block at a time and unmapped after.
void touchFreshPages(std::uint64_t pages)
{
    constexpr std::uint64_t kBlockPages = (std::uint64_t(16) << 20) / kPageBytes;
    while (pages > 0) {
        const std::uint64_t count = std::min(pages, kBlockPages);
        const std::size_t bytes = std::size_t(count) * kPageBytes;
        void* const block =
            mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (block == MAP_FAILED)
            return;
        auto* const bytesOf = static_cast<volatile char*>(block);
        for (std::size_t at = 0; at < bytes; at += kPageBytes)
            bytesOf[at] = 1;
        munmap(block, bytes);
        pages -= count;
    }
}

// `threads` loops of `kind` at once, each for `iterations` steps; the wall seconds until the last
// ends. The loader's ratio is printed beside each ceiling, taken in the same round.
double ceilingLoopSeconds(CeilingLoop kind, int threads, std::uint64_t iterations)
{
    constexpr std::size_t kSlots = std::size_t(16) << 20; // 64 MB of 32-bit slots
    std::vector<std::vector<std::uint32_t>> tables(
        std::size_t(kind == CeilingLoop::RandomWrites ? threads : 0));
    for (auto& table : tables)
        table.assign(kSlots, 0);
    std::atomic<std::uint64_t> sink{0};
    QElapsedTimer timer;
    timer.start();
    std::vector<std::thread> loops;
    loops.reserve(std::size_t(threads));
    for (int t = 0; t < threads; ++t) {
        std::uint32_t* const table = tables.empty() ? nullptr : tables[std::size_t(t)].data();
        loops.emplace_back([&sink, table, kind, iterations, seed = std::uint64_t(t) + 1] {
            if (kind == CeilingLoop::FreshPages) {
                touchFreshPages(iterations);
                return;
            }
            std::uint64_t x = seed;
            std::uint64_t mixed = 0;
            for (std::uint64_t i = 0; i < iterations; ++i) {
                x = x * 6364136223846793005ull + 1442695040888963407ull;
                if (table)
                    table[(x >> 20) & (kSlots - 1)] += std::uint32_t(i);
                else
                    mixed ^= x >> 17;
            }
            sink += table ? table[seed] : mixed;
        });
    }
    for (std::thread& loop : loops)
        loop.join();
    const double wall = seconds(timer);
    // Printed nowhere: read, so that the loops are not optimised away.
    if (sink.load() == 1)
        std::printf(" ");
    return wall;
}

// `threads` full loads of `path` at once, each on one thread of its own (nothing shared but the
// process and the machine); the wall seconds until the last ends. Against one such load alone,
// the ceiling of the loader's own work: what the machine gives a second core for exactly this
// work at that moment, which the register loops and the random writes only approach.
double oneThreadLoadsSeconds(const QString& path, int threads)
{
    std::atomic<bool> failed = false;
    QElapsedTimer timer;
    timer.start();
    std::vector<std::thread> loads;
    loads.reserve(std::size_t(threads));
    for (int t = 0; t < threads; ++t) {
        loads.emplace_back([&path, &failed] {
            tally::LoadOptions options;
            options.threads = 1;
            if (!tally::profileloader::load({path}, {}, {}, options).profile)
                failed = true;
        });
    }
    for (std::thread& load : loads)
        load.join();
    return failed ? -1 : seconds(timer);
}

// Iterations of a loop of `kind` on one thread that take about `wallSeconds`.
std::uint64_t ceilingLoopIterationsFor(CeilingLoop kind, double wallSeconds)
{
    // FreshPages: 64 MB, about 0.15 s where a fault costs 9 us.
    const std::uint64_t kProbe = kind == CeilingLoop::FreshPages ? 16'384 : 20'000'000;
    const double probe = std::max(1e-4, ceilingLoopSeconds(kind, 1, kProbe));
    return std::max<std::uint64_t>(kProbe, std::uint64_t(double(kProbe) * wallSeconds / probe));
}

// The load that makes detail rows on demand (LoadOptions::detailsOnDemand, one thread) against
// the full load on one thread, and what a view then waits for a function's rows: the 20 costliest
// functions' (a user's first clicks) and the first 2,000 functions' in turn (callers and callees
// shown with their call sites), each made once, from the file.
void printRowsOnDemand(const QString& path, double megabytes, int repeats, double fullOneThread,
                       const tally::Profile& full, const tally::FlatProfile& flat)
{
    tally::LoadOptions options;
    options.detailsOnDemand = true;
    double best = 1e30;
    std::shared_ptr<const tally::Profile> lazy;
    bool fromBlocks = false;
    for (int i = 0; i < repeats; ++i) {
        lazy.reset();
        QElapsedTimer timer;
        timer.start();
        auto result = tally::profileloader::load({path}, {}, {}, options);
        best = std::min(best, seconds(timer));
        lazy = result.profile;
        fromBlocks = result.detailsFromFile && result.detailsFromFile->readsBlocks();
    }
    if (!lazy)
        return;
    std::printf("rows on demand:   %7.3f s  %8.1f MB/s  (%.2fx the full load on one thread, "
                "%.3f s); model %.1f MB against %.1f MB; rows %s\n",
                best, megabytes / best, fullOneThread / best, fullOneThread,
                double(lazy->memoryBytes()) / 1e6, double(full.memoryBytes()) / 1e6,
                fromBlocks ? "read from each function's blocks" : "made by one full load");
    std::vector<tally::FunctionId> costliest(full.functionIds().begin(), full.functionIds().end());
    const std::size_t top = std::min<std::size_t>(20, costliest.size());
    std::partial_sort(costliest.begin(), costliest.begin() + std::ptrdiff_t(top), costliest.end(),
                      [&](tally::FunctionId a, tally::FunctionId b) {
                          return flat.inclusive(a)[0] > flat.inclusive(b)[0];
                      });
    std::vector<double> waits;
    std::size_t rows = 0;
    for (std::size_t i = 0; i < top; ++i) {
        QElapsedTimer timer;
        timer.start();
        rows += lazy->lines(costliest[i]).size();
        waits.push_back(seconds(timer) * 1e3);
    }
    std::ranges::sort(waits);
    if (!waits.empty())
        std::printf("    the 20 costliest functions' rows: median %.2f ms, longest %.2f ms "
                    "(%zu line rows)\n",
                    waits[waits.size() / 2], waits.back(), rows);
    QElapsedTimer timer;
    timer.start();
    std::size_t made = 0;
    for (const tally::FunctionId f : lazy->functionIds()) {
        if (made == 2000)
            break;
        rows += lazy->callSites(f).size();
        ++made;
    }
    std::printf("    the first %zu functions' rows in turn: %.3f s, %.3f ms each\n", made,
                seconds(timer), made ? seconds(timer) * 1e3 / double(made) : 0.0);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments();
    const bool countInstructions = args.removeAll(QStringLiteral("--instructions")) > 0;
    const bool sumsOnly = args.removeAll(QStringLiteral("--sums-only")) > 0;
    const bool detailsOnDemand = args.removeAll(QStringLiteral("--details-on-demand")) > 0;
    const bool twoThreads = args.removeAll(QStringLiteral("--two-threads")) > 0;
    if (args.removeAll(QStringLiteral("--one-load")) > 0 && args.size() == 2) {
        // What printInstructions() counts: one full load on one thread, nothing else (or, with
        // --sums-only, the commands' load: for callgrind_annotate; with --two-threads, on two,
        // for `callgrind --separate-threads=yes`: what the join and each piece cost).
        tally::LoadOptions options;
        options.threads = twoThreads ? 2 : 1;
        options.sumsOnly = sumsOnly;
        options.detailsOnDemand = detailsOnDemand;
        return tally::profileloader::load({args.at(1)}, {}, {}, options).profile ? 0 : 1;
    }
    // REPEATS is a count of at least 1: "0" or a mistyped option (toInt() gives 0) left the
    // figures below without a profile to measure.
    const int repeats = args.size() > 2 ? args.at(2).toInt() : 1;
    if (args.size() < 2 || args.size() > 3 || repeats < 1) {
        std::fprintf(stderr, "usage: tally_loadbench FILE [REPEATS] [--instructions]\n");
        return 2;
    }
    const QString path = args.at(1);
    const double megabytes = double(QFileInfo(path).size()) / 1e6;
    std::printf("file: %s (%.1f MB)\n", qPrintable(path), megabytes);

    QElapsedTimer timer;
    timer.start();
    QProcess wc;
    wc.start(QStringLiteral("wc"), {QStringLiteral("-l"), path});
    wc.waitForFinished(-1);
    const double wcSeconds = seconds(timer);
    const qint64 lineCount = wc.readAllStandardOutput().split(' ').front().toLongLong();
    std::printf("wc -l:            %7.3f s  %8.1f MB/s  (%lld lines)\n", wcSeconds,
                megabytes / wcSeconds, lineCount);

    timer.restart();
    QString error;
    auto source = tally::ByteSource::open(path, &error);
    if (!source) {
        std::fprintf(stderr, "cannot open: %s\n", qPrintable(error));
        return 1;
    }
    tally::LineReader reader(*source);
    std::string_view line;
    std::size_t bytes = 0;
    while (reader.next(line))
        bytes += line.size();
    const double splitSeconds = seconds(timer);
    // The bytes of the lines, printed: the loop is not optimised away (and clang-tidy saw the
    // sum unused).
    std::printf("line splitting:   %7.3f s  %8.1f MB/s  (%.1f MB of lines)\n", splitSeconds,
                megabytes / splitSeconds, double(bytes) / 1e6);

    double best = 1e30;
    std::shared_ptr<const tally::Profile> profile;
    for (int i = 0; i < repeats; ++i) {
        profile.reset();
        timer.restart();
        auto result = tally::profileloader::load({path});
        const double loadSeconds = seconds(timer);
        if (!result.profile) {
            std::fprintf(stderr, "load failed: %s\n", qPrintable(result.error));
            return 1;
        }
        profile = result.profile;
        best = std::min(best, loadSeconds);
    }
    std::printf("full load:        %7.3f s  %8.1f MB/s  (%.1fx the wc -l time; %d threads)\n", best,
                megabytes / best, best / wcSeconds, QThread::idealThreadCount());
    // The peak of one load at a time (each run's profile is let go before the next): the
    // figure issue 15 sets a goal for. The peak printed last also has the curve's loads, run
    // while this profile is held.
    const long loadPeak = peakResidentKiB();
    // The speed-up curve: the file cut in up to N pieces parsed at once, N = 1 (one pass) up to
    // the machine's cores (at least 2), with the CPU time all threads spent per GB read. The
    // thread counts take turns, a round each, so that a machine whose speed drifts (a shared
    // virtual machine: the same binary's one-thread time spread by a third within a minute)
    // weighs on every count alike; the ratio of the bests is printed, and each round's own.
    const int maxThreads = std::max(2, QThread::idealThreadCount());
    struct Curve
    {
        double bestWall = 1e30;
        double bestCpu = 1e30;
        int joined = 0;
        std::vector<double> walls;            // a round each
        std::vector<tally::LoadPhase> phases; // of the run of the least CPU time
    };
    std::vector<Curve> curve(std::size_t(maxThreads) + 1);
    // The machine's own ceilings, a round each beside the loads: each kind of ceiling loop on one
    // thread and on all, each as long as a one-thread load.
    constexpr std::array kCeilingLoops = {CeilingLoop::Registers, CeilingLoop::RandomWrites,
                                          CeilingLoop::FreshPages};
    std::array<std::vector<double>, kCeilingLoops.size()> ceilings;
    std::array<std::uint64_t, kCeilingLoops.size()> loopIterations{};
    std::vector<double> loadCeilings; // one-thread loads at once against the round's one alone
    for (int round = 0; round < repeats; ++round) {
        for (int threads = 1; threads <= maxThreads; ++threads) {
            tally::LoadOptions options;
            options.threads = threads;
            options.timePhases = true;
            Curve& point = curve[std::size_t(threads)];
            const double cpuBefore = processCpuSeconds();
            timer.restart();
            auto result = tally::profileloader::load({path}, {}, {}, options);
            const double wall = seconds(timer);
            const double cpu = processCpuSeconds() - cpuBefore;
            point.walls.push_back(wall);
            point.bestWall = std::min(point.bestWall, wall);
            if (cpu < point.bestCpu)
                point.phases = std::move(result.phases);
            point.bestCpu = std::min(point.bestCpu, cpu);
            point.joined = result.piecesJoined;
        }
        for (std::size_t k = 0; k < kCeilingLoops.size(); ++k) {
            if (loopIterations[k] == 0)
                loopIterations[k] =
                    ceilingLoopIterationsFor(kCeilingLoops[k], curve[1].walls.front());
            // As many loops at once do as many times the work of one: the ratio of the work
            // done in a second, as the loads' ratio is (the same work, one thread and all).
            const double alone = ceilingLoopSeconds(kCeilingLoops[k], 1, loopIterations[k]);
            ceilings[k].push_back(
                double(maxThreads) * alone /
                ceilingLoopSeconds(kCeilingLoops[k], maxThreads, loopIterations[k]));
        }
        loadCeilings.push_back(double(maxThreads) * curve[1].walls.back() /
                               oneThreadLoadsSeconds(path, maxThreads));
    }
    const Curve& one = curve[1];
    for (int threads = 1; threads <= maxThreads; ++threads) {
        const Curve& point = curve[std::size_t(threads)];
        std::printf("threads=%-2d        %7.3f s  %8.1f MB/s  %5.2fx one thread  CPU %6.3f s, "
                    "%5.2f s/GB  (%d pieces joined)\n",
                    threads, point.bestWall, megabytes / point.bestWall,
                    one.bestWall / point.bestWall, point.bestCpu, point.bestCpu / (megabytes / 1e3),
                    point.joined);
        if (threads > 1) {
            // Each round's ratio against the one-thread run beside it, with both walls: a
            // round's low ratio is then seen to come from a fast one-thread run or a slow one of
            // N threads (one run on 2026-12-05 had one-thread walls of 0.72 to 0.95 s).
            std::printf("    rounds:");
            for (std::size_t round = 0; round < point.walls.size(); ++round)
                std::printf(" %.2fx (%.3f/%.3f s)", one.walls[round] / point.walls[round],
                            one.walls[round], point.walls[round]);
            std::printf("\n");
        }
        if (threads == maxThreads) {
            // Its ratio against what the machine gave each ceiling loop on as many threads in
            // the same round: 1.00 is all the machine had to give.
            for (std::size_t k = 0; k < kCeilingLoops.size(); ++k) {
                switch (kCeilingLoops[k]) {
                case CeilingLoop::Registers:
                    std::printf("    the machine's ceiling, %d register loops against one:",
                                threads);
                    break;
                case CeilingLoop::RandomWrites:
                    std::printf("    %d threads writing at random into 64 MB each, against one:",
                                threads);
                    break;
                case CeilingLoop::FreshPages:
                    std::printf("    %d threads writing into fresh pages, against one:", threads);
                    break;
                }
                for (const double ceiling : ceilings[k])
                    std::printf(" %.2fx", ceiling);
                std::printf("\n    the loader's share of it:");
                for (std::size_t round = 0; round < ceilings[k].size(); ++round)
                    std::printf(" %.2f",
                                one.walls[round] / point.walls[round] / ceilings[k][round]);
                std::printf("\n");
            }
            std::printf("    %d one-thread loads at once, against one:", threads);
            for (const double ceiling : loadCeilings) {
                if (ceiling > 0)
                    std::printf(" %.2fx", ceiling);
                else
                    std::printf(" (a load failed)");
            }
            std::printf("\n    the loader's share of it:");
            for (std::size_t round = 0; round < loadCeilings.size(); ++round)
                std::printf(" %.2f", one.walls[round] / point.walls[round] / loadCeilings[round]);
            std::printf("\n");
        }
        // The loader's own thread, step by step (the run of least CPU time): what the parse
        // leaves serial.
        for (const tally::LoadPhase& phase : point.phases)
            std::printf("    %-32s wall %7.3f s  CPU %7.3f s (system %6.3f s, %7ld faults)  "
                        "RSS %6.1f MB\n",
                        phase.name, phase.wallSeconds, phase.cpuSeconds, phase.systemSeconds,
                        phase.minorFaults, double(phase.residentKiB) / 1024.0);
    }
    timer.restart();
    const tally::FlatProfile flat(*profile, {});
    std::printf("flat profile:     %7.3f s  (%zu functions, %zu cycles)\n", seconds(timer),
                profile->functionCount(), flat.cycles().size());
    std::printf(
        "model: %zu parts, %zu line rows, %zu call sites, %zu jumps, %.1f MB (%.2fx the file)\n",
        profile->partCount(), profile->lineRowCount(), profile->callSiteRowCount(),
        profile->jumpRowCount(), double(profile->memoryBytes()) / 1e6,
        double(profile->memoryBytes()) / 1e6 / megabytes);
    printRowsOnDemand(path, megabytes, repeats, curve[1].bestWall, *profile, flat);
    // Cancel latency: how long a load takes to return after it is told to stop, mid-file.
    {
        std::atomic<bool> cancel{false};
        std::atomic<qint64> canceledAt{0};
        QElapsedTimer clock;
        clock.start();
        std::thread loader([&] {
            tally::profileloader::load({path}, {}, [&] { return cancel.load(); });
            canceledAt = clock.nsecsElapsed();
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(int(best * 400)));
        const qint64 requested = clock.nsecsElapsed();
        cancel = true;
        loader.join();
        std::printf("cancel latency:   %7.1f ms (canceled %.0f%% into the load)\n",
                    double(canceledAt - requested) / 1e6, 100.0 * double(requested) / 1e9 / best);
    }
    if (countInstructions) {
        printInstructions(path, lineCount);
        printCacheMisses(path, lineCount);
    }
    const long peak = peakResidentKiB();
    std::printf("peak RSS of the full loads: %.1f MB (%.2fx the file); of the whole run: %.1f MB\n",
                double(loadPeak) / 1024.0, double(loadPeak) / 1024.0 / megabytes,
                double(peak) / 1024.0);
    return 0;
}

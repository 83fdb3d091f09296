// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Load benchmark: reads a profile (e.g. a cut of ../shared/bench/make-big-profile.sh's output) and
// reports, in one run, the reading-speed floor (`wc -l` and Tally's own line splitting), the full
// load through ProfileLoader in MB/s, the model's size and the process's peak memory.
//
//   tally_loadbench FILE [REPEATS]

#include "core/analysis/FlatProfile.h"
#include "core/io/ByteSource.h"
#include "core/io/LineReader.h"
#include "core/load/ProfileLoader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>

namespace {

double seconds(const QElapsedTimer& timer)
{
    return double(timer.nsecsElapsed()) / 1e9;
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

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: tally_loadbench FILE [REPEATS]\n");
        return 2;
    }
    const QString path = args.at(1);
    const int repeats = args.size() > 2 ? args.at(2).toInt() : 1;
    const double megabytes = double(QFileInfo(path).size()) / 1e6;
    std::printf("file: %s (%.1f MB)\n", qPrintable(path), megabytes);

    QElapsedTimer timer;
    timer.start();
    QProcess wc;
    wc.start(QStringLiteral("wc"), {QStringLiteral("-l"), path});
    wc.waitForFinished(-1);
    const double wcSeconds = seconds(timer);
    std::printf("wc -l:            %7.3f s  %8.1f MB/s  (%s lines)\n", wcSeconds,
                megabytes / wcSeconds, wc.readAllStandardOutput().split(' ').front().constData());

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
    std::printf("line splitting:   %7.3f s  %8.1f MB/s\n", splitSeconds, megabytes / splitSeconds);

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
    std::printf("full load:        %7.3f s  %8.1f MB/s  (%.1fx the wc -l time)\n", best,
                megabytes / best, best / wcSeconds);
    timer.restart();
    const tally::FlatProfile flat(*profile, {});
    std::printf("flat profile:     %7.3f s  (%zu functions, %zu cycles)\n", seconds(timer),
                profile->functionCount(), flat.cycles().size());
    std::printf(
        "model: %zu parts, %zu line rows, %zu call sites, %zu jumps, %.1f MB (%.2fx the file)\n",
        profile->partCount(), profile->lineRowCount(), profile->callSiteRowCount(),
        profile->jumpRowCount(), double(profile->memoryBytes()) / 1e6,
        double(profile->memoryBytes()) / 1e6 / megabytes);
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
    const long peak = peakResidentKiB();
    std::printf("peak RSS: %.1f MB (%.2fx the file)\n", double(peak) / 1024.0,
                double(peak) / 1024.0 / megabytes);
    return 0;
}

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Comparison benchmark: in one run, the floor (loading each profile alone, with its flat
// profile), then what comparing adds: both loaded in parallel, the matching and deltas
// (ProfileComparison), and writing the TSV report; each as a ratio against the floor.
//
//   tally_diffbench BASE NEW [REPEATS]
//   e.g. tally_diffbench /work/big/first4m.callgrind /work/big/cut300.callgrind

#include "core/analysis/ProfileComparison.h"
#include "core/load/ProfileLoader.h"
#include "core/output/DiffWriter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>
#include <future>
#include <limits>

namespace {

using namespace tally;

double seconds(const QElapsedTimer& timer)
{
    return double(timer.nsecsElapsed()) / 1e9;
}

std::shared_ptr<const CostSnapshot> load(const QString& path)
{
    auto result = profileloader::load({path});
    if (!result.profile) {
        std::fprintf(stderr, "cannot load %s: %s\n", qPrintable(path), qPrintable(result.error));
        std::exit(1);
    }
    auto snapshot = std::make_shared<CostSnapshot>();
    snapshot->flat = std::make_shared<const FlatProfile>(*result.profile, FlatProfile::Options());
    snapshot->relations = std::make_shared<const CallRelations>();
    snapshot->parts = PartMask::all(result.profile->partCount());
    snapshot->profile = std::move(result.profile);
    return snapshot;
}

// Best of `repeats` runs of `work`, in seconds.
template <typename Work>
double best(int repeats, Work&& work)
{
    double fastest = std::numeric_limits<double>::max();
    for (int i = 0; i < repeats; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        fastest = std::min(fastest, seconds(timer));
    }
    return fastest;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3) {
        std::fprintf(stderr, "usage: tally_diffbench BASE NEW [REPEATS]\n");
        return 2;
    }
    const QString basePath = args.at(1);
    const QString newPath = args.at(2);
    const int repeats = std::max(1, args.size() > 3 ? args.at(3).toInt() : 1);
    std::printf("base: %s (%.1f MB)\nnew:  %s (%.1f MB)\n", qPrintable(basePath),
                double(QFileInfo(basePath).size()) / 1e6, qPrintable(newPath),
                double(QFileInfo(newPath).size()) / 1e6);

    std::shared_ptr<const CostSnapshot> base, next;
    const double baseAlone = best(repeats, [&] { base = load(basePath); });
    const double newAlone = best(repeats, [&] { next = load(newPath); });
    const double floor = baseAlone + newAlone;
    std::printf("load base alone:         %8.3f s\n", baseAlone);
    std::printf("load new alone:          %8.3f s\n", newAlone);
    std::printf("floor (the two alone):   %8.3f s\n", floor);

    const double parallel = best(repeats, [&] {
        auto pending = std::async(std::launch::async, load, basePath);
        next = load(newPath);
        base = pending.get();
    });
    std::printf("both, in parallel:       %8.3f s  %6.2fx the floor\n", parallel, parallel / floor);

    std::size_t rows = 0;
    const double compare = best(repeats, [&] {
        const ProfileComparison comparison(base, next, {});
        rows = comparison.rowCount();
    });
    std::printf("compare (%zu rows):  %8.3f s  %6.3fx the floor\n", rows, compare, compare / floor);

    const ProfileComparison comparison(base, next, {});
    const double sort = best(repeats, [&] { (void)comparison.sortedRows(0); });
    std::printf("sort rows by delta:      %8.3f s  %6.3fx the floor\n", sort, sort / floor);
    const double tsv = best(repeats, [&] {
        QFile null(QStringLiteral("/dev/null"));
        if (!null.open(QIODevice::WriteOnly))
            return;
        QTextStream out(&null);
        diffwriter::writeTsv(out, comparison);
    });
    std::printf("write the TSV report:    %8.3f s  %6.3fx the floor\n", tsv, tsv / floor);
    std::printf("tally --report --diff estimate (parallel load + compare + TSV): %.3f s, "
                "%.2fx the floor\n",
                parallel + compare + tsv, (parallel + compare + tsv) / floor);
    return 0;
}

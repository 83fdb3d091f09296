// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Series benchmark: makes a series of STEPS profiles of about MB megabytes each (a benchmark's
// profile per commit: the same functions, a few costs moving from step to step, a regression at
// the middle step) and times `tally --report --series --format=tsv` on all of them end to end,
// against the 5 s floor (issue 38), with its peak memory against one model's (`tally --report`
// on one step): the series keeps per-function totals, not a model per step.
//
//   tally_seriesbench [STEPS [MB [DIR]]]     default 50 profiles of 30 MB in a temporary folder
//   e.g. tally_seriesbench 5 3               a quick run
// In a folder DIR given, the profiles are made once and reused by the next runs with the same
// STEPS and MB (a file there says so), which the figures do not include.

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QThread>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <cstdio>
#include <string>
#include <vector>

extern char** environ;

namespace {

constexpr int kLinesPerFunction = 400;

// One step's profile, as callgrind writes one: `functions` functions, each with its cost lines
// and two calls, every file and function named where its id is first used (an id used before its
// name is an old callgrind's habit that sends the loader down its slow path); step `step` makes a
// few functions dearer; from the middle step on (`regressed`) a tenth of them cost twice as much.
QByteArray profileText(int functions, int step, bool regressed)
{
    std::string text = "version: 1\ncreator: tally_seriesbench\nevents: Ir Dr\n";
    text.reserve(std::size_t(functions) * 4000);
    constexpr int kFiles = 500;
    std::vector<bool> fileNamed(kFiles, false);
    std::vector<bool> functionNamed(std::size_t(functions), false);
    // Appends "(ID)", with the name after it where the id is first used.
    const auto name = [&](std::vector<bool>& named, int index, const char* prefix,
                          const char* suffix) {
        text += '(';
        text += std::to_string(index + 1);
        text += ')';
        if (!named[std::size_t(index)]) {
            named[std::size_t(index)] = true;
            text += ' ';
            text += prefix;
            text += std::to_string(index);
            text += suffix;
        }
    };
    const auto file = [&](int f) { name(fileNamed, f % kFiles, "src/file", ".c"); };
    const auto function = [&](int f) { name(functionNamed, f, "function_", "_of_the_benchmark"); };
    for (int f = 0; f < functions; ++f) {
        text += "fl=";
        file(f);
        text += "\nfn=";
        function(f);
        text += '\n';
        int scale = 1 + (f % 97 == step % 97 ? 1 : 0); // a few functions move each step
        if (regressed && f % 10 == 0)                  // a tenth of the functions twice as dear
            scale = 2;
        for (int line = 0; line < kLinesPerFunction; ++line) {
            text += std::to_string(100 + line) + ' ' + std::to_string((line % 9 + 1) * scale) +
                    ' ' + std::to_string(line % 4) + '\n';
        }
        for (const int callee : {(f * 7 + 1) % functions, (f * 13 + 5) % functions}) {
            if (callee <= f)
                continue; // calls only down the list: no recursion
            text += "cfi=";
            file(callee);
            text += "\ncfn=";
            function(callee);
            text += "\ncalls=" + std::to_string(1 + f % 5) + " 200\n200 " +
                    std::to_string(kLinesPerFunction) + " 3\n";
        }
    }
    return QByteArray::fromStdString(text);
}

struct Child
{
    int status = -1;
    double seconds = 0;
    double cpuSeconds = 0; // user and system time of the child and its threads
    long peakKiB = 0;
};

// Runs `arguments` (the program first) with standard output to /dev/null, and measures it.
Child run(const std::vector<std::string>& arguments)
{
    std::vector<char*> argv;
    argv.reserve(arguments.size() + 1);
    for (const std::string& argument : arguments)
        argv.push_back(const_cast<char*>(argument.c_str()));
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    Child child;
    if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) == 0) {
        int status = 0;
        rusage usage{};
        wait4(pid, &status, 0, &usage);
        child.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        child.peakKiB = usage.ru_maxrss;
        const auto seconds = [](const timeval& time) {
            return double(time.tv_sec) + double(time.tv_usec) / 1e6;
        };
        child.cpuSeconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
    }
    child.seconds = double(timer.nsecsElapsed()) / 1e9;
    posix_spawn_file_actions_destroy(&actions);
    return child;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int steps = args.size() > 1 ? std::max(2, args.at(1).toInt()) : 50;
    const double megabytes = args.size() > 2 ? std::max(0.1, args.at(2).toDouble()) : 30.0;
    QTemporaryDir temporary;
    const QString folder = args.size() > 3 ? args.at(3) : temporary.path();
    QDir().mkpath(folder);

    // About 3,300 bytes a function.
    const int functions = std::max(50, int(megabytes * 1e6 / 3300));
    QElapsedTimer making;
    making.start();
    std::vector<std::string> paths;
    qint64 bytes = 0;
    // Written last, once every profile is: a run cut short makes them again.
    const QString made =
        QDir(folder).filePath(QStringLiteral(".seriesbench-%1x%2").arg(steps).arg(megabytes));
    const bool reused = args.size() > 3 && QFileInfo::exists(made);
    for (int step = 0; step < steps; ++step) {
        const QString path =
            QDir(folder).filePath(QStringLiteral("callgrind.out.%1").arg(step + 1));
        paths.push_back(path.toStdString());
        if (reused) {
            bytes += QFileInfo(path).size();
            continue;
        }
        QFile file(path);
        const QByteArray text = profileText(functions, step, step >= steps / 2);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size()) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return 1;
        }
        bytes += text.size();
    }
    if (QFile stamp(made); !reused && !stamp.open(QIODevice::WriteOnly))
        std::fprintf(stderr, "cannot write %s: the next run makes the profiles again\n",
                     qPrintable(made));
    std::printf("series: %d profiles of %.1f MB (%d functions each), %.1f MB in all, %s in "
                "%.1f s\n",
                steps, double(bytes) / steps / 1e6, functions, double(bytes) / 1e6,
                reused ? "reused" : "made", double(making.nsecsElapsed()) / 1e9);

    const std::string tally = TALLY_BINARY;
    const int cores = std::max(QThread::idealThreadCount(), 1);
    const Child one = run({tally, "--report", "--format=tsv", paths.front()});
    std::vector<std::string> series{tally, "--report", "--series", "--format=tsv"};
    series.insert(series.end(), paths.begin(), paths.end());
    const Child all = run(series);
    std::vector<std::string> guarded = series;
    guarded.emplace_back("--fail-above=1");
    const Child guard = run(guarded);
    if (one.status != 0 || all.status != 0 || guard.status != 3) {
        std::fprintf(stderr, "unexpected exit status: one %d, series %d, --fail-above %d\n",
                     one.status, all.status, guard.status);
        return 1;
    }
    std::printf("one step, tally --report:       %6.2f s (CPU %6.2f s), peak %7.1f MB\n",
                one.seconds, one.cpuSeconds, double(one.peakKiB) / 1024);
    std::printf("tally --report --series:        %6.2f s (CPU %6.2f s), peak %7.1f MB  (%.2fx the "
                "5 s floor, %.2fx one model's memory, %.0f MB/s)\n",
                all.seconds, all.cpuSeconds, double(all.peakKiB) / 1024, all.seconds / 5.0,
                double(all.peakKiB) / double(std::max(one.peakKiB, 1L)),
                double(bytes) / 1e6 / all.seconds);
    // On a busy machine the wall time is the CPU's share it got: the CPU time over the cores
    // is what two quiet cores would take at best.
    std::printf("  CPU time / %d cores:           %6.2f s  (%.2fx the 5 s floor; %.2f CPU s a "
                "step)\n",
                cores, all.cpuSeconds / cores, all.cpuSeconds / cores / 5.0,
                all.cpuSeconds / steps);
    std::printf("with --fail-above=1 (exit 3):   %6.2f s (CPU %6.2f s)\n", guard.seconds,
                guard.cpuSeconds);
    return 0;
}

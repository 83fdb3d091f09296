// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Does the window ever stall while it loads? Opens the real main window (offscreen, 1280x800),
// loads FILE as File > Open does, and watches the GUI thread with a 1 ms timer from the start of
// the load until the loaded profile is painted in the flat profile: a tick that comes late means
// the GUI thread was busy that long, and then on until the views have the short names made after
// the paint (and 200 ms more). Prints the longest stall (and the five longest, with when they
// happened), the time to the first painted profile, the load time, when the short names were
// made and the GUI thread's CPU time to the paint (a thread that only waits for the load uses
// little), REPEATS times.
//
// With --then=NEXT, each run then opens NEXT in the same window AT ms after FILE's first paint
// (--at=AT, default 500), while FILE's short names are still being made when they take that long,
// and watches the GUI thread until NEXT is painted and named: a new load must not wait for the
// thread of the one before.
//
// With --diff=BASE, each run also opens BASE alone, then compares BASE with FILE as
// `tally --diff BASE FILE` does (both load in parallel), until the Compare view paints its rows;
// it prints that time against the floor of loading each alone (their sum: one after the other;
// the longer of the two: what loading both at once on enough cores would cost).
//
// With --in-full, the window loads every file in full, detail rows and all, as it does files
// under LoadOptions::rowsOnDemandFromBytes (16 MB), whose rows it reads from the file as views
// ask for them: for the difference that makes.
//
//   QT_QPA_PLATFORM=offscreen tally_guibench FILE [REPEATS] [--in-full]
//       [--diff=BASE | --then=NEXT [--at=AT]]

#include "core/load/LargeAllocations.h"
#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/viewmodel/compare/ComparisonModel.h"
#include "ui/viewmodel/session/LoadController.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/FlatTableView.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/compare/ComparisonView.h"
#include "ui/widgets/views/functions/FlatProfileView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <optional>
#include <vector>

using namespace tally;

namespace {

double milliseconds(qint64 nanoseconds)
{
    return double(nanoseconds) / 1e6;
}

// Sees a view's first paint once `ready` holds (its model has the loaded rows), and then ends
// `loop`: queued, so that the loop ends after the paint (filters run before it).
class PaintWatcher : public QObject
{
public:
    PaintWatcher(std::function<bool()> ready, QEventLoop& loop)
        : m_ready(std::move(ready)), m_loop(loop)
    {}

    bool painted() const { return m_painted; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !m_painted && m_ready()) {
            m_painted = true;
            QMetaObject::invokeMethod(&m_loop, &QEventLoop::quit, Qt::QueuedConnection);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<bool()> m_ready;
    QEventLoop& m_loop;
    bool m_painted = false;
};

struct Stall
{
    double milliseconds;
    double at; // since the load started
};

struct Measured
{
    bool painted = false;
    double paintedMs = 0;
    double loadedMs = -1;
    double namedMs = -1; // the short names made after the paint; -1: made before it
    double longestStall = 0;
    std::vector<Stall> stalls; // longest first
    double guiThreadCpuMs = 0; // the GUI thread's CPU time from the start to the paint
};

double threadCpuMilliseconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// Calls `open` and runs the event loop until `viewport` paints with `ready` true (or `failed`),
// ticking every millisecond to find the GUI thread's stalls. Nothing else runs on the GUI thread
// meanwhile: a timer of interval 0 that asked whether it was done kept the thread busy, a core of
// the two taken from the load's threads (sep548's first paint 9.1 s with it).
// With `leaveAfterPaintMs` (not -1), it returns that long after the paint, names made or not.
Measured measure(LoadController& loader, QWidget& viewport, const std::function<bool()>& ready,
                 const std::function<void()>& open, const std::function<bool()>& failed,
                 int leaveAfterPaintMs = -1)
{
    QEventLoop loop;
    PaintWatcher watcher(ready, loop);
    viewport.installEventFilter(&watcher);
    QElapsedTimer clock;
    qint64 lastTick = 0;
    Measured result;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(1);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        result.stalls.push_back({milliseconds(now - lastTick) - 1.0, milliseconds(now)});
        lastTick = now;
    });
    const QMetaObject::Connection loaded = QObject::connect(&loader, &LoadController::loaded, [&] {
        result.loadedMs = milliseconds(clock.nsecsElapsed());
    });
    // A load that failed paints no rows: asked now and then.
    constexpr int kFailureCheckMs = 50;
    QTimer failure;
    failure.setInterval(kFailureCheckMs);
    QObject::connect(&failure, &QTimer::timeout, [&] {
        if (clock.elapsed() > 100 && failed())
            loop.quit();
    });
    const double cpuBefore = threadCpuMilliseconds();
    clock.start();
    ticker.start();
    failure.start();
    open();
    loop.exec();
    result.paintedMs = milliseconds(clock.nsecsElapsed());
    result.guiThreadCpuMs = threadCpuMilliseconds() - cpuBefore;
    result.painted = watcher.painted();
    // The short names, made after the paint: when, and the GUI thread's stalls while the views
    // take them (SessionChange::ShortNames), up to 200 ms after.
    if (result.painted && leaveAfterPaintMs >= 0) {
        QEventLoop waiting;
        QObject::connect(&loader, &LoadController::shortNamesMade, &waiting,
                         [&] { result.namedMs = milliseconds(clock.nsecsElapsed()); });
        QTimer::singleShot(leaveAfterPaintMs, &waiting, &QEventLoop::quit);
        waiting.exec();
    } else if (result.painted && loader.isNamingFunctions()) {
        QEventLoop naming;
        QObject::connect(&loader, &LoadController::shortNamesMade, &naming, [&] {
            result.namedMs = milliseconds(clock.nsecsElapsed());
            constexpr int kAfterNamesMs = 200;
            QTimer::singleShot(kAfterNamesMs, &naming, &QEventLoop::quit);
        });
        constexpr int kNamingLimitMs = 120000;
        QTimer::singleShot(kNamingLimitMs, &naming, &QEventLoop::quit);
        naming.exec();
    }
    QObject::disconnect(loaded);
    viewport.removeEventFilter(&watcher);
    std::sort(result.stalls.begin(), result.stalls.end(),
              [](const Stall& a, const Stall& b) { return a.milliseconds > b.milliseconds; });
    result.longestStall =
        result.stalls.empty() ? 0 : std::max(0.0, result.stalls.front().milliseconds);
    return result;
}

// Opening `next` in the window after the first profile's paint (--then).
struct Next
{
    QString path;
    int atMs = 500;            // after the first profile's paint
    bool namingAtOpen = false; // the first profile's short names were still being made
    Measured measured;
};

// A window of its own at 1280x800, shown, opening files with `options`.
struct FreshWindow
{
    FreshWindow(QSettings& settings, const tally::LoadOptions& options)
        : window(session, loader, settings)
    {
        window.opener().setLoadOptions(options);
        window.resize(1280, 800);
        window.show();
        QApplication::processEvents();
    }

    Session session;
    LoadController loader;
    MainWindow window;
};

// Opens `path` alone in a fresh window until the flat profile paints it; then `next`, if any.
Measured openAlone(QSettings& settings, const QString& path, const tally::LoadOptions& options,
                   Next* next = nullptr)
{
    FreshWindow fresh(settings, options);
    Session& session = fresh.session;
    LoadController& loader = fresh.loader;
    MainWindow& window = fresh.window;
    FlatProfileView& flat = *window.workspace().flatView();
    const auto failed = [&] { return !loader.isLoading() && !session.hasProfile(); };
    const auto openFile = [&](const QString& file) {
        window.opener().openFiles({file}, ProfileOpener::SiblingPolicy::OnlyThisFile);
    };
    Measured first = measure(
        loader, *flat.table()->viewport(), [&] { return flat.model().rowCount() > 0; },
        [&] { openFile(path); }, failed, next ? next->atMs : -1);
    if (!next || !first.painted)
        return first;
    next->namingAtOpen = loader.isNamingFunctions();
    bool nextLoaded = false;
    const QMetaObject::Connection loaded =
        QObject::connect(&loader, &LoadController::loaded, [&] { nextLoaded = true; });
    next->measured = measure(
        loader, *flat.table()->viewport(),
        [&] { return nextLoaded && flat.model().rowCount() > 0; }, [&] { openFile(next->path); },
        failed);
    QObject::disconnect(loaded);
    return first;
}

// Compares `base` with `path` in a fresh window until the Compare view paints its rows.
Measured openCompared(QSettings& settings, const QString& base, const QString& path,
                      const tally::LoadOptions& options)
{
    FreshWindow fresh(settings, options);
    LoadController& loader = fresh.loader;
    MainWindow& window = fresh.window;
    auto* compare = qobject_cast<ComparisonView*>(
        window.workspace().viewTabs()->show(QStringLiteral("compare")));
    if (!compare)
        return {};
    ComparisonController& comparison = window.session().comparisonController();
    return measure(
        loader, *compare->table()->viewport(), [&] { return compare->model()->rowCount() > 0; },
        [&] { window.opener().openComparison({base}, {path}); },
        [&] { return !loader.isLoading() && !comparison.isBusy() && !comparison.comparison(); });
}

void printStalls(const Measured& measured)
{
    const std::size_t count = std::min<std::size_t>(5, measured.stalls.size());
    std::printf("       five longest:");
    for (std::size_t i = 0; i < count; ++i)
        std::printf(" %.1f ms at %.0f ms%s", measured.stalls[i].milliseconds, measured.stalls[i].at,
                    i + 1 < count ? "," : "");
    std::printf("\n");
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    tally::largeallocations::reuseBlocksBetweenLoads(); // as the window does
    QStringList arguments = app.arguments();
    QString base;
    std::optional<Next> next;
    tally::LoadOptions options;
    for (qsizetype i = 1; i < arguments.size();) {
        const QString argument = arguments[i];
        if (argument == QLatin1String("--in-full")) {
            options = tally::profileloader::everyRowInMemory(options);
        } else if (argument.startsWith(QStringLiteral("--diff="))) {
            base = argument.mid(7);
        } else if (argument.startsWith(QStringLiteral("--then="))) {
            next.emplace().path = argument.mid(7);
        } else if (argument.startsWith(QStringLiteral("--at=")) && next) {
            next->atMs = std::max(0, argument.mid(5).toInt());
        } else {
            ++i;
            continue;
        }
        arguments.removeAt(i);
    }
    if (arguments.size() < 2 || (next && !base.isEmpty())) {
        std::fprintf(stderr, "usage: tally_guibench FILE [REPEATS] [--in-full] [--diff=BASE | "
                             "--then=NEXT [--at=AT]]\n");
        return 2;
    }
    const QString file = arguments[1];
    const int repeats = arguments.size() > 2 ? std::max(1, arguments[2].toInt()) : 3;
    QTemporaryDir settingsDir;
    QSettings settings(settingsDir.filePath(QStringLiteral("bench.ini")), QSettings::IniFormat);

    std::printf("file: %s\n", qPrintable(file));
    if (!base.isEmpty())
        std::printf("baseline: %s\n", qPrintable(base));
    double bestStall = 1e9;
    double bestRatio = 1e9;
    double bestNextStall = 1e9;
    double worstNextStall = 0;
    for (int run = 0; run < repeats; ++run) {
        const Measured alone = openAlone(settings, file, options, next ? &*next : nullptr);
        if (!alone.painted) {
            std::fprintf(stderr, "the profile did not load\n");
            return 1;
        }
        bestStall = std::min(bestStall, alone.longestStall);
        std::printf("run %d: longest GUI-thread stall: %.1f ms; first paint %.0f ms; load %.0f ms; "
                    "short names %s; %zu ticks; GUI thread's CPU %.0f ms\n",
                    run + 1, alone.longestStall, alone.paintedMs, alone.loadedMs,
                    next && next->namingAtOpen ? "not yet made when the next was opened"
                    : alone.namedMs < 0
                        ? "before the paint"
                        : qPrintable(QStringLiteral("at %1 ms").arg(alone.namedMs, 0, 'f', 0)),
                    alone.stalls.size(), alone.guiThreadCpuMs);
        printStalls(alone);
        if (next) {
            const Measured& opened = next->measured;
            if (!opened.painted) {
                std::fprintf(stderr, "the next profile did not load\n");
                return 1;
            }
            bestNextStall = std::min(bestNextStall, opened.longestStall);
            worstNextStall = std::max(worstNextStall, opened.longestStall);
            std::printf("       then %s, opened %d ms after the paint (short names %s): longest "
                        "GUI-thread stall %.1f ms; first paint %.0f ms\n",
                        qPrintable(next->path), next->atMs,
                        next->namingAtOpen ? "still being made" : "made", opened.longestStall,
                        opened.paintedMs);
            printStalls(opened);
        }
        if (base.isEmpty())
            continue;
        const Measured baseAlone = openAlone(settings, base, options);
        const Measured compared = openCompared(settings, base, file, options);
        if (!baseAlone.painted || !compared.painted) {
            std::fprintf(stderr, "the comparison did not load\n");
            return 1;
        }
        const double sum = alone.paintedMs + baseAlone.paintedMs;
        const double longer = std::max(alone.paintedMs, baseAlone.paintedMs);
        bestRatio = std::min(bestRatio, compared.paintedMs / sum);
        std::printf("       baseline alone: first paint %.0f ms\n", baseAlone.paintedMs);
        std::printf("       compared: the Compare view painted after %.0f ms = %.2fx both alone "
                    "one after the other (%.0f ms), %.2fx the longer one; longest GUI-thread "
                    "stall %.1f ms\n",
                    compared.paintedMs, compared.paintedMs / sum, sum, compared.paintedMs / longer,
                    compared.longestStall);
        printStalls(compared);
    }
    std::printf("longest GUI-thread stall, best run: %.1f ms (goal: under 50 ms)\n", bestStall);
    if (!base.isEmpty())
        std::printf("comparison against both loaded alone, best run: %.2fx\n", bestRatio);
    if (next)
        std::printf("opening the next profile: longest GUI-thread stall %.1f-%.1f ms over the runs "
                    "(goal: under 50 ms)\n",
                    bestNextStall, worstNextStall);
    return 0;
}

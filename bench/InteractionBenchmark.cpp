// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Is the window quick at scale? Opens the real main window (offscreen, 1280x800), loads FILE and
// then does what a user does many times a minute, timing each action on the GUI thread up to
// and including the repaint of the window:
//   sort      the flat profile by each column, both ways;
//   filter    type a name into the filter box one keystroke at a time (substring), then delete
//             it again;
//   regex     the same as a regular expression;
//   find      open Go to Function (Ctrl+K) and type a name into it;
//   activate  make functions active (the flat profile's top rows and rows picked across it),
//             every visible view following; the worker jobs that start (call graph layout,
//             call map) are not waited for, but the longest GUI-thread stall while they finish
//             is measured with a 1 ms timer;
//   click     the same rows chosen as a click on them chooses (Session::navigateTo): each a
//             step in the history, so the breadcrumb bar shows the last eight;
//   cycles    turn cycle detection off and on (its toolbar button), twice: the costs and the
//             flat profile's rows are made again on workers; the longest GUI-thread stall from
//             the click until the flat profile shows the new costs;
//   relations the All Callees list of the costliest function (on a profile of contexts nearly
//             every function), sorted by each column, both ways (last: it brings that view
//             forward, which the kinds before would then also paint).
// With --compare=BASE, FILE is compared with BASE (as `tally --diff BASE FILE` opens them) and
// only the Compare view's list is driven:
//   compare-sort    sort it by each column, both ways;
//   compare-filter  raise its "Changed by more than" filter a step at a time, then lower it;
//   compare-event   choose each event type in its box, twice (the window's views follow).
//   compare-event-sorted  the same with the list sorted by Delta and filtered above 1 %.
// With --series=EARLIER, the series of EARLIER then FILE is opened (as File > Open Series opens
// it) and only the Series view's rows are driven:
//   series-sort    sort them by each column, both ways;
//   series-filter  type a name into its filter box one keystroke at a time, then delete it.
// Prints the median, 95th percentile and worst of each against the goal of one frame, 16 ms
// (issue 41; the goal was 50 ms), and what the GUI thread spent beside its instructions (its
// time in the kernel, waiting for a core, page faults, waits for other threads).
//
//   QT_QPA_PLATFORM=offscreen tally_interactbench FILE [--only=KIND]
//   QT_QPA_PLATFORM=offscreen tally_interactbench FILE --compare=BASE [--only=KIND]
//   QT_QPA_PLATFORM=offscreen tally_interactbench FILE --series=EARLIER [--only=KIND]
//
// --only=KIND (one of the kinds above) does that kind of action alone, so that a callgrind run
// collecting inside `timed` counts one kind's instructions.

#include "core/load/LargeAllocations.h"
#include "ui/viewmodel/compare/ComparisonModel.h"
#include "ui/viewmodel/functions/CoverageModel.h"
#include "ui/viewmodel/session/LoadController.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/FlatTableView.h"
#include "ui/widgets/shell/FunctionFinder.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/shell/WindowSettling.h"
#include "ui/widgets/views/compare/ComparisonView.h"
#include "ui/widgets/views/functions/FlatProfileView.h"
#include "ui/widgets/views/functions/RelationView.h"
#include "ui/widgets/views/series/SeriesOpening.h"
#include "ui/widgets/views/series/SeriesView.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <vector>

using namespace tally;

namespace {

constexpr double kGoalMilliseconds = 16.0;

double percentile(std::vector<double> samples, double fraction)
{
    if (samples.empty())
        return 0;
    std::sort(samples.begin(), samples.end());
    const auto index = std::size_t(fraction * double(samples.size() - 1) + 0.5);
    return samples[std::min(index, samples.size() - 1)];
}

// What the GUI thread spent beside its instructions during one action (getrusage of the thread):
// time in the kernel, page faults (13-14 us each on the project's virtual machine), waits for
// another thread (voluntary switches: a lock, a semaphore, the pool threads of Qt's raster
// engine) and preemptions; and from the scheduler (/proc/thread-self/schedstat), the time it
// was ready to run but waited for a core (run delay): the wall time left over beside the two is
// time it was blocked.
struct ThreadCost
{
    double userMilliseconds = 0;
    double systemMilliseconds = 0;
    double runDelayMilliseconds = 0;
    long pageFaults = 0;
    long waits = 0;
    long preemptions = 0;
};

struct Sample
{
    double milliseconds;
    QString what;
    ThreadCost cost;
};

void report(const char* name, const std::vector<Sample>& timed)
{
    std::vector<double> samples;
    for (const Sample& sample : timed)
        samples.push_back(sample.milliseconds);
    const double p95 = percentile(samples, 0.95);
    std::printf("%-10s %4zu actions: median %6.1f ms, p95 %6.1f ms, worst %6.1f ms  (%s)\n", name,
                samples.size(), percentile(samples, 0.5), p95, percentile(samples, 1.0),
                p95 <= kGoalMilliseconds ? "within 16 ms" : "over 16 ms");
    std::vector<Sample> slowest = timed;
    std::sort(slowest.begin(), slowest.end(),
              [](const Sample& a, const Sample& b) { return a.milliseconds > b.milliseconds; });
    std::printf("           slowest:");
    for (std::size_t i = 0; i < std::min<std::size_t>(3, slowest.size()); ++i)
        std::printf(" %s %.1f ms;", qPrintable(slowest[i].what), slowest[i].milliseconds);
    std::printf("\n");
    ThreadCost sum;
    for (const Sample& sample : timed) {
        sum.userMilliseconds += sample.cost.userMilliseconds;
        sum.systemMilliseconds += sample.cost.systemMilliseconds;
        sum.runDelayMilliseconds += sample.cost.runDelayMilliseconds;
        sum.pageFaults += sample.cost.pageFaults;
        sum.waits += sample.cost.waits;
        sum.preemptions += sample.cost.preemptions;
    }
    const double count = double(std::max<std::size_t>(1, timed.size()));
    std::printf("           GUI thread, mean of an action: user %.1f ms, system %.1f ms, "
                "waiting for a core %.1f ms, %.1f page faults, %.1f waits, %.1f preemptions\n",
                sum.userMilliseconds / count, sum.systemMilliseconds / count,
                sum.runDelayMilliseconds / count, double(sum.pageFaults) / count,
                double(sum.waits) / count, double(sum.preemptions) / count);
}

// Runs `action` and then the events it posted, as the event loop would: the layouts, and the
// update requests that paint what changed (Qt 6 posts them; the second round runs what the
// first posted). What the user waits for, and no more: repainting all of `shown` besides, as
// this did until issue 41's click51 merge, painted the window a second time (activate: 29 % of
// its instructions).
// Not inlined, so that a callgrind run can collect only inside it (--toggle-collect=*timed*).
[[gnu::noinline]] double timed(const std::function<void()>& action)
{
    QElapsedTimer clock;
    clock.start();
    action();
    QApplication::processEvents();
    QApplication::processEvents();
    return double(clock.nsecsElapsed()) / 1e6;
}

double milliseconds(const timeval& time)
{
    return double(time.tv_sec) * 1e3 + double(time.tv_usec) / 1e3;
}

// The calling thread's time spent ready to run while others had the cores, in milliseconds
// (0 where the kernel does not say).
double runDelayMilliseconds()
{
    std::FILE* const file = std::fopen("/proc/thread-self/schedstat", "r");
    if (!file)
        return 0;
    unsigned long long running = 0;
    unsigned long long waiting = 0;
    const bool read = std::fscanf(file, "%llu %llu", &running, &waiting) == 2;
    std::fclose(file);
    return read ? double(waiting) / 1e6 : 0;
}

// `timed(action)` with what the GUI thread spent on it; the usage is read outside `timed`, so
// that a callgrind run collecting inside it counts the action's instructions alone.
Sample sampled(const QString& what, const std::function<void()>& action)
{
    rusage before{};
    getrusage(RUSAGE_THREAD, &before);
    const double delayBefore = runDelayMilliseconds();
    const double wall = timed(action);
    const double delayAfter = runDelayMilliseconds();
    rusage after{};
    getrusage(RUSAGE_THREAD, &after);
    return {wall, what,
            ThreadCost{milliseconds(after.ru_utime) - milliseconds(before.ru_utime),
                       milliseconds(after.ru_stime) - milliseconds(before.ru_stime),
                       delayAfter - delayBefore,
                       after.ru_minflt + after.ru_majflt - before.ru_minflt - before.ru_majflt,
                       after.ru_nvcsw - before.ru_nvcsw, after.ru_nivcsw - before.ru_nivcsw}};
}

// Lets background work finish for `milliseconds` (or until `done` holds) and returns the GUI
// thread's longest stall.
double longestStallWhileSettling(int milliseconds, const std::function<bool()>& done = {})
{
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0;
    double longest = 0;
    while (clock.elapsed() < milliseconds && !(done && done())) {
        QApplication::processEvents(QEventLoop::AllEvents, 1);
        const qint64 now = clock.nsecsElapsed();
        longest = std::max(longest, double(now - last) / 1e6);
        last = now;
    }
    return longest;
}

// The load and what the window shows of it (the flat profile's rows, made in the background for
// a large profile), as --screenshot waits for them.
bool waitForLoad(MainWindow& window, Session& session)
{
    windowsettling::waitUntilSettled(window, std::chrono::minutes(10));
    session.waitUntilSettled();
    QApplication::processEvents();
    return window.workspace().flatView()->model().rowCount() > 0;
}

// A list (a QTableView or QTreeView) sorted by each of its `columns`, both ways, twice.
template <typename View>
std::vector<Sample> sortedByEachColumn(View& table, int columns)
{
    std::vector<Sample> sorting;
    for (int round = 0; round < 2; ++round) {
        for (int column = 0; column < columns; ++column) {
            for (const auto order : {Qt::AscendingOrder, Qt::DescendingOrder})
                sorting.push_back(sampled(QStringLiteral("column %1 %2")
                                              .arg(column)
                                              .arg(order == Qt::AscendingOrder ? "up" : "down"),
                                          [&] { table.sortByColumn(column, order); }));
        }
    }
    return sorting;
}

// Runs the event loop until `done` holds or ten minutes have passed; returns whether it holds.
bool processEventsUntil(const std::function<bool()>& done)
{
    QElapsedTimer waiting;
    waiting.start();
    while (!done() && waiting.elapsed() < 600'000)
        QApplication::processEvents(QEventLoop::AllEvents, 10);
    return done();
}

// The Compare view's list, FILE compared with BASE: sorted by each column both ways, its filter
// raised a step at a time and lowered again, then each event type chosen in its box.
int compareInteractions(MainWindow& window, Session& session, const QString& base,
                        const QString& file, const std::function<bool(const char*)>& runs)
{
    window.opener().openComparison({base}, {file});
    processEventsUntil([&session] {
        return session.hasProfile() && session.comparison() &&
               !session.comparisonController().isBusy();
    });
    if (!waitForLoad(window, session) || !session.comparison()) {
        std::fprintf(stderr, "the profiles were not compared\n");
        return 1;
    }
    auto* view = qobject_cast<ComparisonView*>(
        window.workspace().viewTabs()->view(QStringLiteral("compare")));
    if (!view || !view->isVisible()) {
        std::fprintf(stderr, "the Compare view is not in sight\n");
        return 1;
    }
    longestStallWhileSettling(1000);
    FlatTableView& table = *view->table();
    std::printf("file: %s compared with %s\n%d rows in the Compare view\n", qPrintable(file),
                qPrintable(base), view->model()->rowCount());
    if (runs("compare-sort"))
        report("compare-sort", sortedByEachColumn(table, ComparisonModel::ColumnCount));
    if (runs("compare-filter")) {
        std::vector<Sample> filtering;
        const std::vector<double> steps = {0.5, 1, 2, 5, 10, 20, 50, 100};
        for (int round = 0; round < 2; ++round) {
            for (const double step : steps) {
                filtering.push_back(sampled(QStringLiteral("above %1 %").arg(step),
                                            [&] { view->changeFilter()->setValue(step); }));
            }
            for (auto step = steps.rbegin() + 1; step != steps.rend(); ++step) {
                filtering.push_back(sampled(QStringLiteral("back to %1 %").arg(*step),
                                            [&] { view->changeFilter()->setValue(*step); }));
            }
            filtering.push_back(
                sampled(QStringLiteral("any"), [&] { view->changeFilter()->setValue(0); }));
        }
        report("compare-filter", filtering);
    }
    // Each event type chosen in its box, twice; `kind` the name reported.
    const auto chooseEvents = [&](const char* kind) {
        QComboBox& events = *view->eventCombo();
        if (events.count() < 2) {
            std::printf("%s: one event type, nothing to choose\n", kind);
            return;
        }
        std::vector<Sample> choosing;
        const int first = events.currentIndex();
        for (int round = 0; round < 2; ++round) {
            for (int step = 1; step <= events.count(); ++step) {
                const int event = (first + step) % events.count();
                choosing.push_back(
                    sampled(events.itemText(event), [&] { events.setCurrentIndex(event); }));
            }
        }
        report(kind, choosing);
    };
    if (runs("compare-event"))
        chooseEvents("compare-event");
    if (runs("compare-event-sorted")) {
        // The list as a user reading a regression leaves it: sorted by Delta, the largest first,
        // and filtered to the rows that changed by more than 1 %; then the workers' jobs done.
        table.sortByColumn(ComparisonModel::Delta, Qt::DescendingOrder);
        view->changeFilter()->setValue(1);
        longestStallWhileSettling(1000);
        chooseEvents("compare-event-sorted");
    }
    return 0;
}

// The Series view's rows, the series of EARLIER then FILE: sorted by each column both ways, then
// a name typed into its filter box and deleted again.
int seriesInteractions(MainWindow& window, const QString& earlier, const QString& file,
                       const std::function<bool(const char*)>& runs)
{
    ViewTabs& tabs = *window.workspace().viewTabs();
    auto* view = qobject_cast<SeriesView*>(tabs.view(QStringLiteral("series")));
    if (!view) {
        std::fprintf(stderr, "no Series view\n");
        return 1;
    }
    bool built = false;
    QObject::connect(view, &SeriesView::seriesBuilt, view, [&built] { built = true; });
    seriesopening::open(window.opener(), tabs, {earlier, file});
    if (!processEventsUntil([&built] { return built; }) || !view->isVisible()) {
        std::fprintf(stderr, "the series was not built\n");
        return 1;
    }
    longestStallWhileSettling(1000);
    QTreeView& table = *view->table();
    std::printf("series: %s then %s\n%d rows in the Series view\n", qPrintable(earlier),
                qPrintable(file), view->proxy().rowCount());
    if (runs("series-sort"))
        report("series-sort", sortedByEachColumn(table, view->proxy().columnCount()));
    if (runs("series-filter")) {
        // A name from the middle of the rows, typed as the user would.
        const SeriesModel& model = view->model();
        const QString name = model.nameOfStable(model.stableRow(model.rowCount() / 2)).left(12);
        std::vector<Sample> filtering;
        QString text;
        for (const QChar character : name) {
            text += character;
            filtering.push_back(sampled(text, [&] { view->filterEdit()->setText(text); }));
        }
        while (!text.isEmpty()) {
            text.chop(1);
            filtering.push_back(sampled(QStringLiteral("back to ") + text,
                                        [&] { view->filterEdit()->setText(text); }));
        }
        report("series-filter", filtering);
    }
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    tally::largeallocations::reuseBlocksBetweenLoads(); // as the window does
    QStringList arguments = app.arguments();
    QString only;
    QString base;
    QString earlier;
    for (qsizetype i = arguments.size() - 1; i >= 2; --i) {
        if (arguments[i].startsWith(QStringLiteral("--only=")))
            only = arguments.takeAt(i).mid(int(std::strlen("--only=")));
        else if (arguments[i].startsWith(QStringLiteral("--compare=")))
            base = arguments.takeAt(i).mid(int(std::strlen("--compare=")));
        else if (arguments[i].startsWith(QStringLiteral("--series=")))
            earlier = arguments.takeAt(i).mid(int(std::strlen("--series=")));
    }
    const QStringList kinds =
        !base.isEmpty()
            ? QStringList{QStringLiteral("compare-sort"), QStringLiteral("compare-filter"),
                          QStringLiteral("compare-event"), QStringLiteral("compare-event-sorted")}
        : !earlier.isEmpty()
            ? QStringList{QStringLiteral("series-sort"), QStringLiteral("series-filter")}
            : QStringList{QStringLiteral("sort"),     QStringLiteral("filter"),
                          QStringLiteral("regex"),    QStringLiteral("find"),
                          QStringLiteral("activate"), QStringLiteral("cycles"),
                          QStringLiteral("click"),    QStringLiteral("relations")};
    if (arguments.size() != 2 || !(only.isEmpty() || kinds.contains(only)) ||
        !(base.isEmpty() || earlier.isEmpty())) {
        std::fprintf(stderr, "usage: tally_interactbench FILE "
                             "[--only=sort|filter|regex|find|activate|cycles|click|relations]\n"
                             "       tally_interactbench FILE --compare=BASE "
                             "[--only=compare-sort|compare-filter|compare-event|"
                             "compare-event-sorted]\n"
                             "       tally_interactbench FILE --series=EARLIER "
                             "[--only=series-sort|series-filter]\n");
        return 2;
    }
    const std::function<bool(const char*)> runs = [&only](const char* kind) {
        return only.isEmpty() || only == QLatin1String(kind);
    };
    QTemporaryDir settingsDir;
    QSettings settings(settingsDir.filePath(QStringLiteral("bench.ini")), QSettings::IniFormat);
    Session session;
    LoadController loader;
    MainWindow window(session, loader, settings);
    window.resize(1280, 800);
    window.show();
    QApplication::processEvents();
    if (!base.isEmpty())
        return compareInteractions(window, session, base, arguments[1], runs);
    if (!earlier.isEmpty())
        return seriesInteractions(window, earlier, arguments[1], runs);
    window.opener().openFiles({arguments[1]}, ProfileOpener::SiblingPolicy::OnlyThisFile);
    if (!waitForLoad(window, session)) {
        std::fprintf(stderr, "the profile did not load\n");
        return 1;
    }
    // A user reads the first screen before the first click: background work the load started
    // (the names' sort order) finishes meanwhile.
    FlatProfileView& flat = *window.workspace().flatView();
    longestStallWhileSettling(1000);
    // Under valgrind a second is not enough for the orders of the columns and the names' ranks.
    longestStallWhileSettling(600'000, [&flat] { return !flat.model().isPreparingOrders(); });
    FlatTableView& table = *flat.table();
    std::printf("file: %s\n%d rows in the flat profile\n", qPrintable(arguments[1]),
                flat.model().rowCount());

    std::vector<Sample> sorting;
    for (int round = 0; round < (runs("sort") ? 2 : 0); ++round) {
        for (const int column :
             {FlatProfileModel::Self, FlatProfileModel::Called, FlatProfileModel::Function,
              FlatProfileModel::Location, FlatProfileModel::Inclusive}) {
            for (const auto order : {Qt::AscendingOrder, Qt::DescendingOrder})
                sorting.push_back(sampled(QStringLiteral("column %1 %2")
                                              .arg(column)
                                              .arg(order == Qt::AscendingOrder ? "up" : "down"),
                                          [&] { table.sortByColumn(column, order); }));
        }
    }
    if (runs("sort"))
        report("sort", sorting);

    // A name from the middle of the list, typed as the user would.
    const QString name = flat.model().functionText(flat.model().rowCount() / 2);
    const QString typed = name.left(std::min<qsizetype>(12, name.size()));
    std::vector<Sample> filtering;
    std::vector<Sample> filteringByRegex;
    for (const bool regex : {false, true}) {
        if (!runs(regex ? "regex" : "filter"))
            continue;
        std::vector<Sample>& samples = regex ? filteringByRegex : filtering;
        QString text;
        for (const QChar character : typed) {
            text += character;
            const QString pattern = regex ? QRegularExpression::escape(text) : text;
            samples.push_back(
                sampled((regex ? QStringLiteral("regex ") : QString()) + pattern, [&] {
                    if (regex)
                        flat.proxy().setNamePattern(pattern, true);
                    else
                        flat.setFilterText(pattern);
                }));
        }
        while (!text.isEmpty()) {
            text.chop(1);
            samples.push_back(
                sampled(QStringLiteral("back to ") + text, [&] { flat.setFilterText(text); }));
        }
        // Each reported when done, so that a callgrind run can dump each apart
        // (--dump-before='(anonymous namespace)::report*').
        report(regex ? "regex" : "filter", samples);
    }

    std::vector<Sample> finding;
    for (int round = 0; round < (runs("find") ? 3 : 0); ++round) {
        FunctionFinder* finder = nullptr;
        finding.push_back(sampled(QStringLiteral("open"), [&] {
            // Owned by the window until closed.
            finder = new FunctionFinder(session, &window);
            finder->setAttribute(Qt::WA_DeleteOnClose);
            finder->open();
        }));
        QString text;
        for (const QChar character : typed) {
            text += character;
            finding.push_back(sampled(text, [&] { finder->edit()->setText(text); }));
        }
        finder->close();
        QApplication::processEvents();
    }
    if (runs("find"))
        report("find", finding);

    flat.setFilterText({});
    QApplication::processEvents();
    double longestStall = 0;
    const int rows = flat.model().rowCount();
    std::vector<int> picks = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    for (int i = 1; i <= 20; ++i)
        picks.push_back(int((std::int64_t(rows - 1) * i * 7919 / 20) % rows));
    // Chooses each picked row's function as `choose` does, timing it; then lets the views' jobs
    // finish, their longest GUI-thread stall kept.
    const auto chooseRows = [&](const std::function<void(FunctionId)>& choose, double& stall) {
        std::vector<Sample> samples;
        for (const int row : picks) {
            const FunctionId function = flat.model().functionAt(row);
            if (!function.isValid())
                continue;
            samples.push_back(sampled(QStringLiteral("row %1").arg(row), [&] {
                choose(function);
                session.deliverChanges();
            }));
            stall = std::max(stall, longestStallWhileSettling(300));
        }
        return samples;
    };
    if (runs("activate")) {
        report("activate",
               chooseRows([&](FunctionId f) { session.setActiveFunction(f); }, longestStall));
        std::printf("longest GUI-thread stall while the views' jobs finished: %.1f ms\n",
                    longestStall);
    }

    // Clicks come last: the history they leave changes what the kinds before would measure.
    const auto clickRows = [&] {
        double clickStall = 0;
        if (runs("click"))
            report("click", chooseRows([&](FunctionId f) { session.navigateTo(f); }, clickStall));
    };
    const auto relationSorts = [&] {
        if (!runs("relations"))
            return;
        session.setActiveFunction(flat.model().functionAt(0));
        session.deliverChanges();
        auto* view = qobject_cast<RelationView*>(
            window.workspace().viewTabs()->show(QStringLiteral("allcallees")));
        if (!view) {
            std::fprintf(stderr, "no All Callees view\n");
            return;
        }
        QTreeView& tree = *view->tree();
        longestStallWhileSettling(600'000, [&] {
            return tree.model()->rowCount() > 0 && !window.workspace().viewTabs()->isBusy();
        });
        longestStallWhileSettling(300);
        std::printf("%d rows in All Callees of the first row\n", tree.model()->rowCount());
        std::vector<Sample> samples;
        for (const int column : {CoverageModel::Function, CoverageModel::Location,
                                 CoverageModel::Distance, CoverageModel::Cost}) {
            for (const auto order : {Qt::AscendingOrder, Qt::DescendingOrder})
                samples.push_back(sampled(QStringLiteral("column %1 %2")
                                              .arg(column)
                                              .arg(order == Qt::AscendingOrder ? "up" : "down"),
                                          [&] { tree.sortByColumn(column, order); }));
        }
        report("relations", samples);
    };
    if (!runs("cycles")) {
        clickRows();
        relationSorts();
        return 0;
    }
    double longestToggleStall = 0;
    for (int round = 0; round < 4; ++round) {
        bool shown = false;
        const QMetaObject::Connection reset = QObject::connect(
            &flat.model(), &QAbstractItemModel::modelReset, [&shown] { shown = true; });
        QElapsedTimer clock;
        clock.start();
        session.setCycleDetection(!session.cycleDetection());
        const double click = double(clock.nsecsElapsed()) / 1e6;
        const double stall = longestStallWhileSettling(60'000, [&shown] { return shown; });
        const double shownAfter = double(clock.nsecsElapsed()) / 1e6;
        QObject::disconnect(reset);
        longestToggleStall =
            std::max({longestToggleStall, click, stall, longestStallWhileSettling(300)});
        std::printf("cycles     %s: the new costs shown after %.0f ms\n",
                    session.cycleDetection() ? "on " : "off", shownAfter);
    }
    std::printf("longest GUI-thread stall from a cycle-detection click to the new costs shown: "
                "%.1f ms\n",
                longestToggleStall);
    clickRows();
    relationSorts();
    return 0;
}

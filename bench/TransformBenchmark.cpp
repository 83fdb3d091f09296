// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Transforms benchmark (issue 37): on a big profile, the time from asking for a transform to the
// new cost snapshot the views read (transforms::apply, then CostSnapshot::compute of the result:
// flat profile with cycles, call relations), and from removing it to the snapshot of the profile
// without it; the 95th percentile over the repetitions, against the 100 ms floor the issue sets.
// Short names, which the window makes once per new profile on the same worker, are timed apart,
// and so is the first ask for the collapsed object's detail rows, which a view's job makes when
// it shows them.
//
// The transforms start from the loaded snapshot's flat profile, as the window's do, loaded as the
// window loads it (profileloader::loadForViewing: a file of 16 MB or more with its detail rows read
// from it on demand, LoadOptions::rowsOnDemandFromBytes); with --in-full, every row in memory.
//
//   tally_transformbench FILE [REPEATS [CASE]] [--in-full]
//   e.g. tally_transformbench /tmp/names.callgrind 20
//   (../shared/bench/make-many-names-profile.sh /tmp/names.callgrind makes the 127,000-function
//   profile). CASE (focus, drop, merge or collapse) times that transform alone, without the
//   Session: for counting instructions, e.g. valgrind --tool=callgrind
//   --toggle-collect='tally::transforms::apply*' tally_transformbench /tmp/names.callgrind 1 drop
//   (and --toggle-collect='*resultSnapshotOf*' for the transformed profile's snapshot; its call
//   relations are made on a thread of their own)

#include "core/analysis/CostSnapshot.h"
#include "core/analysis/Costliest.h"
#include "core/analysis/FunctionLookup.h"
#include "core/load/LargeAllocations.h"
#include "core/load/ProfileLoader.h"
#include "core/transform/ProfileTransforms.h"

#include "ui/viewmodel/session/Session.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QRegularExpression>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

using namespace tally;

constexpr double kFloorMs = 100;

double percentile95(std::vector<double> values)
{
    std::ranges::sort(values);
    const std::size_t index = std::min(values.size() - 1, (values.size() * 95 + 99) / 100 - 1);
    return values[index];
}

std::shared_ptr<const CostSnapshot> snapshotOf(std::shared_ptr<const Profile> profile)
{
    const std::size_t parts = profile->partCount();
    return CostSnapshot::compute(std::move(profile), PartMask::all(parts), true, {},
                                 std::make_shared<const ShortNames>());
}

// The transformed profile's snapshot: a function of its own, for callgrind to count apart from
// the original's (--toggle-collect='*resultSnapshotOf*').
[[gnu::noinline]] std::shared_ptr<const CostSnapshot>
resultSnapshotOf(std::shared_ptr<const Profile> profile)
{
    return snapshotOf(std::move(profile));
}

// The function with the most callers, and the one of largest inclusive cost below the costliest
// few (a deep subtree that is not the whole profile); and the function with the most callers
// among those that cost at most a hundredth of the total (a leaf such as an allocator, whose
// name's first letters name many functions, not the whole profile).
struct Targets
{
    FunctionId mostCalled;
    FunctionId deep;
    FunctionId cheapMostCalled;
};

Targets targetsOf(const CostSnapshot& snapshot)
{
    const Profile& profile = *snapshot.profile;
    const FlatProfile& flat = *snapshot.flat;
    Targets targets;
    std::size_t callers = 0;
    std::vector<std::pair<Cost, FunctionId>> byInclusive;
    for (const FunctionId f : profile.functionIds()) {
        if (!flat.isPresent(f))
            continue;
        const std::size_t in = snapshot.relations->inEdges(f).size();
        if (in > callers) {
            callers = in;
            targets.mostCalled = f;
        }
        byInclusive.emplace_back(flat.inclusive(f)[0], f);
    }
    const Cost hundredth = profile.totals().empty() ? 0 : profile.totals()[0] / 100;
    std::size_t cheapCallers = 0;
    for (const auto& [inclusive, f] : byInclusive) {
        const std::size_t in = snapshot.relations->inEdges(f).size();
        if (inclusive <= hundredth && in > cheapCallers) {
            cheapCallers = in;
            targets.cheapMostCalled = f;
        }
    }
    std::ranges::sort(byInclusive, std::greater<>());
    // A tenth of the total or so: a subtree of thousands of functions.
    const Cost total = profile.totals().empty() ? 0 : profile.totals()[0];
    for (const auto& [inclusive, f] : byInclusive) {
        if (inclusive <= total / 10) {
            targets.deep = f;
            break;
        }
    }
    return targets;
}

// The window's path (issue 37): Session::addTransform (or removeTransform) to the batch of
// changes that brings the views the new profile, through the Session's cost job; and the longest
// the GUI thread was still meanwhile, measured by a 1 ms timer on it.
struct SessionStep
{
    double reachMs = 0;
    double stillMs = 0;
    QString refused; // the Session's message when it refused the step (no new profile comes)
};

SessionStep sessionStep(Session& session, const std::function<void()>& step)
{
    QElapsedTimer timer;
    QElapsedTimer sinceTick;
    double still = 0;
    QEventLoop loop;
    QTimer ticks;
    ticks.setInterval(1);
    QObject::connect(&ticks, &QTimer::timeout, [&] {
        still = std::max(still, double(sinceTick.nsecsElapsed()) / 1e6);
        sinceTick.start();
    });
    // Back to the loaded profile, the Session installs the snapshot it keeps at once: the batch
    // comes before the loop would run (and a quit before exec() is lost).
    bool reached = false;
    const QMetaObject::Connection done =
        QObject::connect(&session, &Session::changed, [&](SessionChanges changes) {
            if (changes & SessionChange::Profile) {
                reached = true;
                loop.quit();
            }
        });
    QString refused;
    const QMetaObject::Connection failed =
        QObject::connect(&session, &Session::transformFailed, [&](const QString& message) {
            refused = message;
            reached = true;
            loop.quit();
        });
    ticks.start();
    timer.start();
    sinceTick.start();
    step();
    if (!reached)
        loop.exec();
    const double reach = double(timer.nsecsElapsed()) / 1e6;
    still = std::max(still, double(sinceTick.nsecsElapsed()) / 1e6);
    QObject::disconnect(done);
    QObject::disconnect(failed);
    return {reach, still, refused};
}

// How long the first ask for the detail rows of the collapsed object took (the last function:
// transforms append the functions they make), made when a view first asks (TransformDetails)
// from its members' rows.
double collapsedRowsMs(const Profile& profile)
{
    QElapsedTimer timer;
    timer.start();
    (void)profile.lines(FunctionId(FunctionId::Index(profile.functionCount() - 1)));
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    tally::largeallocations::reuseBlocksBetweenLoads(); // as the window does
    QStringList args = app.arguments();
    LoadOptions options;
    if (args.removeAll(QStringLiteral("--in-full")) > 0)
        options = profileloader::everyRowInMemory(options);
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: tally_transformbench FILE [REPEATS [CASE]] [--in-full]\n");
        return 2;
    }
    const int repeats = std::max(1, args.size() > 2 ? args.at(2).toInt() : 20);
    auto loaded = profileloader::loadForViewing({args.at(1)}, {}, {}, options);
    if (!loaded.profile) {
        std::fprintf(stderr, "cannot load %s: %s\n", qPrintable(args.at(1)),
                     qPrintable(loaded.error));
        return 1;
    }
    const std::shared_ptr<const Profile> profile = loaded.profile;
    const auto original = snapshotOf(profile);
    const Targets targets = targetsOf(*original);
    std::printf("%s: %zu functions, %s; %d repetitions\n", qPrintable(args.at(1)),
                profile->functionCount(),
                profile->detailsOnDemand()
                    ? "detail rows read on demand"
                    : qPrintable(QStringLiteral("%1 line rows").arg(profile->lineRowCount())),
                repeats);
    // Each case needs its function (a small profile may have no function of a tenth of the
    // total, say) or libc's object: those it lacks are left out, and said so.
    std::vector<std::pair<const char*, Transform>> cases;
    const auto addCase = [&](const char* what, bool possible, TransformKind kind,
                             const auto& value) {
        if (possible)
            cases.push_back({what, {kind, value()}});
        else
            std::printf("%-30s left out: this profile has no such function or object\n", what);
    };
    const auto selectorOf = [&](FunctionId function) {
        return [&profile, function] { return functionlookup::selector(*profile, function); };
    };
    addCase("focus (a tenth of the total)", targets.deep.isValid(), TransformKind::Focus,
            selectorOf(targets.deep));
    addCase("drop (the same function)", targets.deep.isValid(), TransformKind::Drop,
            selectorOf(targets.deep));
    addCase("merge (most callers)", targets.mostCalled.isValid(), TransformKind::Merge,
            selectorOf(targets.mostCalled));
    // Every function named as the cheap most called one up to the first character that cannot
    // be part of a C name (a context name's `'`, a signature's `(`): all its contexts, or all
    // its overloads, dropped at once.
    addCase("drop re: (a prefix of its name)", targets.cheapMostCalled.isValid(),
            TransformKind::Drop, [&] {
                const QString cheapName = profile->functionName(targets.cheapMostCalled);
                const qsizetype nameEnd =
                    cheapName.indexOf(QRegularExpression(QStringLiteral("[^\\w:]")));
                QString prefix =
                    QStringLiteral("re:^") + QRegularExpression::escape(cheapName.left(nameEnd));
                std::printf("drop re: is %s\n", qPrintable(prefix));
                return prefix;
            });
    QString libc = QStringLiteral("libc.so.6");
    const bool hasLibc = std::ranges::any_of(profile->functionIds(), [&](FunctionId f) {
        const QString object = profile->functionObject(f);
        return object == libc || object.endsWith(QLatin1Char('/') + libc);
    });
    addCase("collapse-object libc.so.6", hasLibc, TransformKind::CollapseObject,
            [&] { return libc; });
    const QString only = args.size() > 3 ? args.at(3) : QString();
    if (!only.isEmpty()) {
        std::erase_if(cases, [&](const auto& entry) {
            return !QString::fromUtf8(entry.first).startsWith(only);
        });
        if (cases.empty()) {
            std::fprintf(stderr, "no case %s (focus, drop, merge, collapse)\n", qPrintable(only));
            return 2;
        }
    }
    bool allUnder = true;
    for (const auto& [what, transform] : cases) {
        std::vector<double> apply;
        std::vector<double> remove;
        double rowsMs = -1; // the longest over the repetitions (the source's rows made the first)
        std::size_t functions = 0;
        std::shared_ptr<const CostSnapshot> result;
        QString refused; // (a transform that leaves no function, say)
        for (int i = 0; i < repeats; ++i) {
            QElapsedTimer timer;
            timer.start();
            const transforms::Outcome outcome =
                transforms::apply(profile, std::vector<Transform>{transform}, {}, original->flat);
            if (!outcome.profile) {
                refused = outcome.error;
                break;
            }
            result = resultSnapshotOf(outcome.profile);
            apply.push_back(double(timer.nsecsElapsed()) / 1e6);
            functions = outcome.profile->functionCount();
            if (transform.kind == TransformKind::CollapseObject)
                rowsMs = std::max(rowsMs, collapsedRowsMs(*outcome.profile));
            timer.start();
            (void)snapshotOf(profile);
            remove.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        if (!refused.isEmpty()) {
            std::printf("%-30s refused: %s\n", what, qPrintable(refused));
            continue;
        }
        QElapsedTimer names;
        names.start();
        (void)CostSnapshot::shortNames(*result->profile);
        const double namesMs = double(names.nsecsElapsed()) / 1e6;
        const double applyP95 = percentile95(apply);
        const double removeP95 = percentile95(remove);
        allUnder = allUnder && applyP95 <= kFloorMs && removeP95 <= kFloorMs;
        std::printf("%-30s %7zu functions  apply p95 %7.1f ms (%5.2fx the floor)  remove p95 "
                    "%6.1f ms (%5.2fx)  short names %6.1f ms\n",
                    what, functions, applyP95, applyP95 / kFloorMs, removeP95, removeP95 / kFloorMs,
                    namesMs);
        if (rowsMs >= 0)
            std::printf("%-30s the collapsed function's lines, first asked, longest %.1f ms\n", "",
                        rowsMs);
    }
    std::printf("floor: %.0f ms; %s\n", kFloorMs,
                allUnder ? "every transform within it" : "NOT every transform within it");
    if (!only.isEmpty())
        return 0;

    // The same through the window's Session: request to the views' batch, and the GUI thread's
    // longest stillness (floor 50 ms) meanwhile.
    constexpr double kStillFloorMs = 50;
    Session session;
    session.setProfile(original);
    session.waitUntilSettled();
    std::printf("\nthrough the Session (to the views' change batch; GUI thread still at most, "
                "floor %.0f ms):\n",
                kStillFloorMs);
    bool sessionUnder = true;
    for (const auto& [what, transform] : cases) {
        std::vector<double> apply;
        std::vector<double> remove;
        std::vector<double> still;
        QString refused;
        for (int i = 0; i < repeats && refused.isEmpty(); ++i) {
            const SessionStep added =
                sessionStep(session, [&session, step = transform] { session.addTransform(step); });
            if (!added.refused.isEmpty()) {
                // (A transform that leaves no function, say.) The Session took back its list.
                refused = added.refused;
                session.waitUntilSettled();
                break;
            }
            const SessionStep removed = sessionStep(session, [&] { session.removeTransform(0); });
            apply.push_back(added.reachMs);
            remove.push_back(removed.reachMs);
            still.push_back(std::max(added.stillMs, removed.stillMs));
        }
        if (!refused.isEmpty()) {
            std::printf("%-30s refused by the Session: %s\n", what, qPrintable(refused));
            continue;
        }
        const double applyP95 = percentile95(apply);
        const double removeP95 = percentile95(remove);
        const double stillMax = *std::ranges::max_element(still);
        sessionUnder = sessionUnder && applyP95 <= kFloorMs && removeP95 <= kFloorMs &&
                       stillMax <= kStillFloorMs;
        std::printf("%-30s apply p95 %7.1f ms (%5.2fx the floor)  remove p95 %6.1f ms (%5.2fx)  "
                    "GUI still at most %5.1f ms (%4.2fx)\n",
                    what, applyP95, applyP95 / kFloorMs, removeP95, removeP95 / kFloorMs, stillMax,
                    stillMax / kStillFloorMs);
    }
    std::printf("floors: %.0f ms to the views, %.0f ms still; %s\n", kFloorMs, kStillFloorMs,
                sessionUnder ? "every step within them" : "NOT every step within them");
    return 0;
}

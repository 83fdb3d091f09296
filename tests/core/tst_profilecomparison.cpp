// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Comparing two profiles (ProfileComparison): how functions are matched (builds in other
// folders, renamed files and objects, several functions of one name and file, added and removed
// ones), the deltas to the unit, the event types both sides measure, cycles, the share scale, the
// order of the rows; and two versions of one program recorded with valgrind at test time, where
// one function does exactly one more call's worth of work.

#include "tests/support/ComparedProfiles.h"
#include "tests/support/TestSupport.h"

#include "core/analysis/ProfileComparison.h"
#include "core/output/DiffWriter.h"

#include <QElapsedTimer>

#include <atomic>
#include <chrono>
#include <cmath>
#include <optional>
#include <set>
#include <thread>
#include <tuple>

using namespace tally;
using namespace tally::test;

namespace {

using Side = ProfileComparison::Side;
using Kind = ProfileComparison::Kind;

// main calling `functions` functions of `cost` each.
QByteArray manyFunctions(int functions, int cost)
{
    QByteArray text = "events: Ir\nfl=a.c\nfn=main\n1 1\n";
    QByteArray bodies;
    for (int f = 0; f < functions; ++f) {
        const QByteArray name = "f" + QByteArray::number(f);
        text += "cfn=" + name + "\ncalls=1 1\n1 " + QByteArray::number(cost) + "\n";
        bodies += "fn=" + name + "\n1 " + QByteArray::number(cost) + "\n";
    }
    return text + bodies;
}

// Self and inclusive cost of `event` (an index into comparison.events()) on each side, and the
// deltas: {base self, new self, self delta, base incl, new incl, incl delta}.
std::vector<Cost> numbers(const ProfileComparison& c, std::size_t r, int event)
{
    return {c.value(c.self(r, Side::Base), event),
            c.value(c.self(r, Side::New), event),
            c.selfDelta(r, event),
            c.value(c.inclusive(r, Side::Base), event),
            c.value(c.inclusive(r, Side::New), event),
            c.inclusiveDelta(r, event)};
}

} // namespace

class TestProfileComparison : public QObject
{
    Q_OBJECT

private slots:
    void stopsWhenAsked()
    {
        const auto base = snapshotOf(kBase, "base.out");
        const auto current = snapshotOf(kNew, "new.out");
        std::stop_source source;
        const ProfileComparison whole(base, current, {}, source.get_token());
        QVERIFY(!whole.stopped());
        QVERIFY(whole.rowCount() > 0);
        source.request_stop();
        const ProfileComparison stopped(base, current, {}, source.get_token());
        QVERIFY(stopped.stopped());
        QCOMPARE(stopped.rowCount(), std::size_t(0)); // it gave up before the first row
    }

    // A stop requested while the comparison runs (from another thread, as LatestJob does when a
    // newer request comes): it gives up partway and says so, so that its partial rows are
    // dropped. Retried a few times in case the machine is so busy that the stop comes before
    // the first row or after the last.
    void stopsMidLoop()
    {
        const int functions = 150000;
        const auto base = snapshotOf(manyFunctions(functions, 10), "many-base.out", false);
        const auto current = snapshotOf(manyFunctions(functions, 11), "many-new.out", false);
        QElapsedTimer timer;
        timer.start();
        const ProfileComparison whole(base, current, {});
        const qint64 fullNs = timer.nsecsElapsed();
        QVERIFY(!whole.stopped());
        QCOMPARE(whole.rowCount(), std::size_t(functions + 1));
        bool midway = false;
        for (int attempt = 0; attempt < 8 && !midway; ++attempt) {
            std::stop_source stop;
            std::optional<ProfileComparison> partial;
            std::atomic<bool> started = false;
            std::thread worker([&] {
                started = true;
                partial.emplace(base, current, ProfileComparison::Options{}, stop.get_token());
            });
            while (!started)
                std::this_thread::yield();
            // A quarter of the way in (the whole took fullNs on this machine just now).
            std::this_thread::sleep_for(std::chrono::nanoseconds(fullNs / 4));
            stop.request_stop();
            worker.join();
            QVERIFY(partial);
            // Done before the stop came (a busy machine): try again. Stopped partway: it says
            // so, which is what keeps its partial rows from being shown.
            midway = partial->stopped();
        }
        QVERIFY2(midway, qPrintable(QStringLiteral("never stopped while running (whole: %1 ms)")
                                        .arg(double(fullNs) / 1e6)));
    }

    void matchesAndDeltas()
    {
        const ProfileComparison c(snapshotOf(kBase, "base.out"), snapshotOf(kNew, "new.out"), {});
        verifyExplained(c);
        // The events both measure, in the baseline's order; Bc is named.
        QCOMPARE(c.width(), 2);
        QCOMPARE(c.events().type(0).name, QStringLiteral("Ir"));
        QCOMPARE(c.events().type(1).name, QStringLiteral("Dr"));
        QCOMPARE(c.eventIndex(Side::New, 0), 1);
        QCOMPARE(c.eventIndex(Side::New, 1), 0);
        QCOMPARE(c.onlyOn(Side::New), QStringList{QStringLiteral("Bc")});
        QVERIFY(c.onlyOn(Side::Base).isEmpty());
        QCOMPARE(std::vector<Cost>(c.totals(Side::Base).begin(), c.totals(Side::Base).end()),
                 (std::vector<Cost>{322, 61}));
        QCOMPARE(std::vector<Cost>(c.totals(Side::New).begin(), c.totals(Side::New).end()),
                 (std::vector<Cost>{426, 81}));
        QCOMPARE(c.totalDelta(0), Cost(104));
        QCOMPARE(c.totalDelta(1), Cost(20));

        QCOMPARE(c.rowCount(), std::size_t(5));
        const auto main = rowNamed(c, "main");
        const auto work = rowNamed(c, "work");
        const auto helper = rowNamed(c, "helper");
        const auto gone = rowNamed(c, "gone");
        const auto fresh = rowNamed(c, "fresh");
        QVERIFY(main >= 0 && work >= 0 && helper >= 0 && gone >= 0 && fresh >= 0);
        // Other folders, same names: the same functions.
        QCOMPARE(c.row(main).kind, Kind::Same);
        QCOMPARE(c.row(work).kind, Kind::Same);
        QCOMPARE(c.file(main), QStringLiteral("/b2/src/a.c"));
        // Its file changed name: matched all the same, and both files are known.
        QCOMPARE(c.row(helper).kind, Kind::Moved);
        QCOMPARE(c.file(helper, Side::Base), QStringLiteral("/b1/src/a.c"));
        QCOMPARE(c.file(helper, Side::New), QStringLiteral("/b2/src/b.c"));
        QCOMPARE(c.row(gone).kind, Kind::Removed);
        QVERIFY(!c.row(gone).has(Side::New));
        QCOMPARE(c.file(gone), QStringLiteral("/b1/src/a.c"));
        QCOMPARE(c.row(fresh).kind, Kind::Added);
        QVERIFY(!c.row(fresh).has(Side::Base));

        QCOMPARE(numbers(c, main, 0), (std::vector<Cost>{10, 10, 0, 317, 417, 100}));
        QCOMPARE(numbers(c, main, 1), (std::vector<Cost>{1, 1, 0, 61, 81, 20}));
        QCOMPARE(numbers(c, work, 0), (std::vector<Cost>{300, 400, 100, 300, 400, 100}));
        QCOMPARE(numbers(c, work, 1), (std::vector<Cost>{60, 80, 20, 60, 80, 20}));
        QCOMPARE(numbers(c, helper, 0), (std::vector<Cost>{7, 7, 0, 7, 7, 0}));
        QCOMPARE(numbers(c, gone, 0), (std::vector<Cost>{5, 0, -5, 5, 0, -5}));
        QCOMPARE(numbers(c, fresh, 0), (std::vector<Cost>{0, 9, 9, 0, 9, 9}));
        QCOMPARE(c.called(work, Side::Base), Count(2));
        QCOMPARE(c.called(work, Side::New), Count(2));
        QCOMPARE(c.called(fresh, Side::Base), Count(0));

        // Every function of each side has its row.
        for (const Side side : {Side::Base, Side::New}) {
            for (const FunctionId f : c.profile(side).functionIds()) {
                const auto r = c.rowOf(side, f);
                QVERIFY(r >= 0);
                QCOMPARE(side == Side::Base ? c.row(r).base : c.row(r).current, f);
            }
        }

        // By |inclusive delta| of Ir, then |self delta|: work and main both grew by 100.
        const auto order = c.sortedRows(0);
        QCOMPARE(order,
                 (std::vector<std::size_t>{std::size_t(work), std::size_t(main), std::size_t(fresh),
                                           std::size_t(gone), std::size_t(helper)}));
        // Grew most first: the removed one last.
        QCOMPARE(c.sortedRows(0, true).back(), std::size_t(gone));
    }

    void againstItselfAllZero()
    {
        const auto snapshot = snapshotOf(kNew, "self.out");
        const ProfileComparison c(snapshot, snapshot, {});
        verifyExplained(c);
        QCOMPARE(c.width(), 3);
        QVERIFY(c.onlyOn(Side::Base).isEmpty() && c.onlyOn(Side::New).isEmpty());
        QCOMPARE(c.rowCount(), std::size_t(4));
        for (std::size_t r = 0; r < c.rowCount(); ++r) {
            QCOMPARE(c.row(r).kind, Kind::Same);
            for (int e = 0; e < c.events().count(); ++e) {
                QCOMPARE(c.selfDelta(r, e), Cost(0));
                QCOMPARE(c.inclusiveDelta(r, e), Cost(0));
            }
        }
        QCOMPARE(c.totalDelta(0), Cost(0));
    }

    // Context names (callgrind's --separate-callers) are matched, ordered and written run by
    // run. Each side's string table cuts them into other runs (the names come in another order),
    // and neither side builds a name's text in one piece: view() keeps every text it builds
    // (62 MB on a profile of 127,000 contexts).
    void contextNamesMatchRunByRun()
    {
        const QByteArray base = "events: Ir\nfl=a.c\nfn=leaf'mid'main\n1 5\n"
                                "fn=leaf'other'main\n1 7\nfn=mid'main\n1 2\n";
        const QByteArray next = "events: Ir\nfl=a.c\nfn=mid'main\n1 2\nfn=leaf'other'main\n1 9\n"
                                "fn=leaf'mid'main\n1 5\nfn=new'mid'main\n1 1\n";
        const auto baseSnapshot = snapshotOf(base, "b.out");
        const auto newSnapshot = snapshotOf(next, "n.out");
        const StringTable& baseNames = baseSnapshot->profile->strings();
        const StringTable& newNames = newSnapshot->profile->strings();
        const std::size_t kept[] = {baseNames.memoryBytes(), newNames.memoryBytes()};

        const ProfileComparison c(baseSnapshot, newSnapshot, {});
        verifyExplained(c);
        QCOMPARE(c.rowCount(), std::size_t(4));
        const auto other = rowNamed(c, QStringLiteral("leaf'other'main"));
        QCOMPARE(c.row(other).kind, Kind::Same);
        QCOMPARE(c.inclusiveDelta(other, 0), Cost(2));
        QCOMPARE(c.row(rowNamed(c, QStringLiteral("leaf'mid'main"))).kind, Kind::Same);
        QCOMPARE(c.row(rowNamed(c, QStringLiteral("mid'main"))).kind, Kind::Same);
        QCOMPARE(c.row(rowNamed(c, QStringLiteral("new'mid'main"))).kind, Kind::Added);
        // Ties of the changes (none for two rows) ordered by name.
        const std::vector<std::size_t> order = c.sortedRows(0);
        QCOMPARE(c.name(order[0]), QStringLiteral("leaf'other'main"));
        QCOMPARE(c.name(order[1]), QStringLiteral("new'mid'main"));
        QCOMPARE(c.name(order[2]), QStringLiteral("leaf'mid'main"));
        QCOMPARE(c.name(order[3]), QStringLiteral("mid'main"));

        QString tsv;
        QTextStream out(&tsv);
        diffwriter::writeTsv(out, c);
        out.flush();
        QVERIFY(tsv.contains(QStringLiteral("\tleaf'other'main\t")));
        QCOMPARE(baseNames.memoryBytes(), kept[0]);
        QCOMPARE(newNames.memoryBytes(), kept[1]);
    }

    // The writers print whole names: a comparison made without the views' short names (as
    // `--report --diff` makes it, seconds less on 127,000 long names) writes the same bytes.
    void writersNeedNoShortNames()
    {
        const auto base = snapshotOf(kBase, "base.out");
        const auto current = snapshotOf(kNew, "new.out");
        ProfileComparison::Options without;
        without.shortNames = false;
        const ProfileComparison plain(base, current, without);
        const ProfileComparison shortened(base, current, {});
        const auto written = [](const ProfileComparison& c) {
            QString text;
            QTextStream out(&text);
            diffwriter::writeTsv(out, c);
            diffwriter::writeText(out, c, {});
            out.flush();
            return text;
        };
        QCOMPARE(written(plain), written(shortened));
        QVERIFY(written(plain).contains(QStringLiteral("helper")));
    }

    void ignoringTheFile()
    {
        ProfileComparison::Options options;
        options.ignoreFile = true;
        const ProfileComparison c(snapshotOf(kBase, "base.out"), snapshotOf(kNew, "new.out"),
                                  options);
        verifyExplained(c);
        QCOMPARE(c.row(rowNamed(c, "helper")).kind, Kind::Same);
    }

    // --mod-funcname and --mod-filename: names rewritten before matching pair a renamed function
    // (a _v2 suffix, a moved folder) that would otherwise be removed plus added.
    void rewrittenNamesMatch()
    {
        const QByteArray base = "events: Ir\nfl=/src/old/a.c\nfn=work\n1 10\nfn=keep\n1 3\n";
        const QByteArray next =
            "events: Ir\nfl=/src/new/b.c\nfn=work_V2\n1 12\nfl=/src/old/a.c\nfn=keep\n1 3\n";
        const ProfileComparison plain(snapshotOf(base, "rb.out"), snapshotOf(next, "rn.out"), {});
        verifyExplained(plain);
        QCOMPARE(plain.rowCount(), std::size_t(3)); // work removed, work_V2 added

        QString error;
        const auto function = NameRewrite::parse(QStringLiteral("s/_v[0-9]+$//i"), &error);
        QVERIFY2(function, qPrintable(error));
        const auto file = NameRewrite::parse(QStringLiteral("s/new\\/b/old\\/a/"), &error);
        QVERIFY2(file, qPrintable(error));
        QCOMPARE(file->apply(QStringLiteral("/src/new/b.c")), QStringLiteral("/src/old/a.c"));
        ProfileComparison::Options options;
        options.functionRewrites = {*function};
        options.fileRewrites = {*file};
        const ProfileComparison c(snapshotOf(base, "rb.out"), snapshotOf(next, "rn.out"), options);
        verifyExplained(c);
        QCOMPARE(c.rowCount(), std::size_t(2));
        const auto work = rowNamed(c, "work_V2");
        QVERIFY(work >= 0);
        QCOMPARE(c.row(std::size_t(work)).kind, Kind::Same); // the file rewritten too
        QCOMPARE(c.inclusiveDelta(std::size_t(work), 0), Cost(2));

        // The form, the flags and the groups.
        const auto global = NameRewrite::parse(QStringLiteral("s/(a)(b)/\\2\\1/g"), &error);
        QVERIFY2(global, qPrintable(error));
        QCOMPARE(global->apply(QStringLiteral("abab")), QStringLiteral("baba"));
        const auto once = NameRewrite::parse(QStringLiteral("s/a/x/"), &error);
        QCOMPARE(once->apply(QStringLiteral("aa")), QStringLiteral("xa"));
        for (const char* bad : {"work", "s/a/b", "s/(/x/", "s/a/b/q", "s//x/"}) {
            error.clear();
            QVERIFY2(!NameRewrite::parse(QString::fromLatin1(bad), &error), bad);
            QVERIFY(!error.isEmpty());
        }
    }

    // Pairs made by hand ("Pair With..."): they join two functions no rule would (another name,
    // another file), come before every rule (a function of the same name on the other side is
    // left to itself), and find the same functions again by name in a profile loaded again, whose
    // ids differ.
    void manualPairsOverrideMatchingAndSurviveAReload()
    {
        const QByteArray base = "events: Ir\nob=/b1/prog\nfl=/src/a.c\nfn=main\n1 5\n"
                                "cfn=compute\ncalls=2 1\n1 20\ncfn=tidy\ncalls=1 1\n1 3\n"
                                "fn=compute\n1 20\nfn=tidy\n1 3\n";
        const QByteArray next = "events: Ir\nob=/b2/prog\nfl=/src/b.c\nfn=tidy\n1 4\n"
                                "fl=/src/a.c\nfn=main\n1 5\ncfi=/src/b.c\ncfn=compute_fast\n"
                                "calls=4 1\n1 48\ncfi=/src/b.c\ncfn=tidy\ncalls=1 1\n1 4\n"
                                "fl=/src/b.c\nfn=compute_fast\n1 48\n";
        const ProfileComparison plain(snapshotOf(base, "mb.out"), snapshotOf(next, "mn.out"), {});
        verifyExplained(plain);
        QCOMPARE(plain.rowCount(), std::size_t(4)); // compute removed, compute_fast added

        ProfileComparison::Options options;
        options.manualPairs = {
            {{QStringLiteral("compute"), QStringLiteral("/src/a.c"), QStringLiteral("/b1/prog")},
             {QStringLiteral("compute_fast"), QStringLiteral("/src/b.c"),
              QStringLiteral("/b2/prog")}},
            // A pair that names no function is left out, and one naming a function already paired.
            {{QStringLiteral("gone"), {}, {}}, {QStringLiteral("tidy"), {}, {}}},
            {{QStringLiteral("compute"), QStringLiteral("/src/a.c"), QStringLiteral("/b1/prog")},
             {QStringLiteral("tidy"), QStringLiteral("/src/b.c"), QStringLiteral("/b2/prog")}},
        };
        const auto check = [&](const ProfileComparison& c) {
            verifyExplained(c);
            QCOMPARE(c.rowCount(), std::size_t(3));
            const auto paired = rowNamed(c, "compute_fast");
            QVERIFY(paired >= 0);
            const auto& row = c.row(std::size_t(paired));
            QCOMPARE(row.kind, Kind::Moved);
            QVERIFY(row.byHand);
            QCOMPARE(c.key(std::size_t(paired), Side::Base).name, QStringLiteral("compute"));
            QCOMPARE(c.key(std::size_t(paired), Side::New), options.manualPairs[0].current);
            QCOMPARE(c.inclusiveDelta(std::size_t(paired), 0), Cost(28));
            // Twice the calls at 10 a call: 20 of calls effect, the rest each call's.
            const auto split = c.effects(std::size_t(paired), 0);
            QCOMPARE(split.calls, Cost(20));
            QCOMPARE(split.perCall, Cost(8));
            const auto tidy = rowNamed(c, "tidy");
            QVERIFY(!c.row(std::size_t(tidy)).byHand);
            QCOMPARE(c.row(std::size_t(tidy)).kind, Kind::Moved); // its own name, another file
        };
        check(ProfileComparison(snapshotOf(base, "mb.out"), snapshotOf(next, "mn.out"), options));
        // The new side loaded again, its functions defined in another order: other ids, the
        // same pair.
        const QByteArray reordered =
            "events: Ir\nob=/b2/prog\nfl=/src/b.c\nfn=compute_fast\n1 48\n"
            "fl=/src/a.c\nfn=main\n1 5\ncfi=/src/b.c\ncfn=compute_fast\ncalls=4 1\n1 48\n"
            "cfi=/src/b.c\ncfn=tidy\ncalls=1 1\n1 4\nfl=/src/b.c\nfn=tidy\n1 4\n";
        const auto reloaded = snapshotOf(reordered, "mn.out");
        const auto before = snapshotOf(next, "mn.out");
        const auto idOf = [&](const Profile& profile) {
            std::vector<FunctionId> ids;
            for (const FunctionId f : profile.functionIds())
                ids.push_back(f);
            return comparisonpairs::find(profile, ids, options.manualPairs[0].current);
        };
        QVERIFY(idOf(*reloaded->profile).isValid());
        QVERIFY(idOf(*reloaded->profile) != idOf(*before->profile));
        check(ProfileComparison(snapshotOf(base, "mb.out"), reloaded, options));
        // Recorded in other folders: the last components of file and object still find them.
        QByteArray moved = base;
        moved.replace("/b1/", "/elsewhere/b1/").replace("/src/", "/home/src/");
        check(ProfileComparison(snapshotOf(moved, "mm.out"), reloaded, options));
    }

    void renamedObject()
    {
        QByteArray renamed = kNew;
        renamed.replace("ob=/b2/prog", "ob=/b2/prog-v2");
        const ProfileComparison c(snapshotOf(kBase, "base.out"), snapshotOf(renamed, "v2.out"), {});
        verifyExplained(c);
        QCOMPARE(c.rowCount(), std::size_t(5));
        const auto main = rowNamed(c, "main");
        QCOMPARE(c.row(main).kind, Kind::Moved);
        QCOMPARE(c.object(main, Side::Base), QStringLiteral("/b1/prog"));
        QCOMPARE(c.object(main, Side::New), QStringLiteral("/b2/prog-v2"));
        QCOMPARE(c.inclusiveDelta(main, 0), Cost(100));
        QCOMPARE(c.row(rowNamed(c, "helper")).kind, Kind::Moved); // file and object renamed
    }

    void ambiguousNamesStayApart()
    {
        // Two static helpers in two util.c: each pairs with the one of its own folder.
        const QByteArray base = "events: Ir\nob=/1/p\nfl=/1/x/util.c\nfn=helper\n1 3\n"
                                "fl=/1/y/util.c\nfn=helper\n1 5\n";
        const QByteArray next = "events: Ir\nob=/2/p\nfl=/2/y/util.c\nfn=helper\n1 50\n"
                                "fl=/2/x/util.c\nfn=helper\n1 4\n";
        const ProfileComparison c(snapshotOf(base, "b.out"), snapshotOf(next, "n.out"), {});
        verifyExplained(c);
        QCOMPARE(c.rowCount(), std::size_t(2));
        const auto x = rowNamed(c, "helper", "/2/x/util.c");
        const auto y = rowNamed(c, "helper", "/2/y/util.c");
        QCOMPARE(c.file(x, Side::Base), QStringLiteral("/1/x/util.c"));
        QCOMPARE(c.inclusiveDelta(x, 0), Cost(1));
        QCOMPARE(c.inclusiveDelta(y, 0), Cost(45));

        // Loose matching never guesses: two `init` left over on one side stay added / removed.
        const QByteArray one = "events: Ir\nob=a\nfl=f.c\nfn=init\n1 3\n";
        const QByteArray two = "events: Ir\nob=b\nfl=g.c\nfn=init\n1 3\nob=c\nfn=init\n1 4\n";
        const ProfileComparison loose(snapshotOf(one, "o.out"), snapshotOf(two, "t.out"), {});
        QCOMPARE(loose.rowCount(), std::size_t(3));
        for (std::size_t r = 0; r < loose.rowCount(); ++r)
            QVERIFY(loose.row(r).kind == Kind::Added || loose.row(r).kind == Kind::Removed);
    }

    void differentEventSets()
    {
        // Nothing in common: every row is there, with no columns, and both sets are named.
        const QByteArray a = "events: Ir\nfl=a.c\nfn=f\n1 3\n";
        const QByteArray b = "events: Dr Dw\nfl=a.c\nfn=f\n1 3 4\n";
        const ProfileComparison c(snapshotOf(a, "a.out"), snapshotOf(b, "b.out"), {});
        verifyExplained(c);
        QCOMPARE(c.width(), 0);
        QCOMPARE(c.onlyOn(Side::Base), QStringList{QStringLiteral("Ir")});
        QCOMPARE(c.onlyOn(Side::New), (QStringList{QStringLiteral("Dr"), QStringLiteral("Dw")}));
        QCOMPARE(c.rowCount(), std::size_t(1));
        QCOMPARE(c.row(0).kind, Kind::Same);
        QCOMPARE(c.sortedRows(0).size(), std::size_t(1));
        // The views ask for their first event type all the same: every number is 0 (they read
        // past the end of the empty list of types, which UBSan saw in the Types view's parts).
        QCOMPARE(c.value(c.totals(Side::Base), 0), Cost(0));
        QCOMPARE(c.share(5, Side::New, 0), 0.0);
        QCOMPARE(c.totalDelta(0), Cost(0));
    }

    void derivedEventsOverCommonOnes()
    {
        // KCachegrind's default derived types are defined over what both sides measure.
        const QByteArray a = "events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw\nfl=a.c\nfn=f\n"
                             "1 100 0 0 1 0 0 1 0 0\n";
        const QByteArray b = "events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw\nfl=a.c\nfn=f\n"
                             "1 100 0 0 2 0 0 1 0 0\n";
        const ProfileComparison c(snapshotOf(a, "a.out"), snapshotOf(b, "b.out"), {});
        verifyExplained(c);
        const int l1m = c.events().indexOf(QStringLiteral("L1m"));
        QVERIFY(l1m >= c.width());
        QCOMPARE(c.inclusiveDelta(0, l1m), Cost(1));
    }

    void shareScale()
    {
        const ProfileComparison c(snapshotOf(kBase, "base.out"), snapshotOf(kNew, "new.out"), {});
        verifyExplained(c);
        const auto work = rowNamed(c, "work");
        QCOMPARE(c.share(c.value(c.inclusive(work, Side::Base), 0), Side::Base, 0), 300.0 / 322);
        QCOMPARE(c.share(c.value(c.inclusive(work, Side::New), 0), Side::New, 0), 400.0 / 426);
        QCOMPARE(ProfileComparison::percentChange(300, 400), 100.0 / 3);
        QCOMPARE(ProfileComparison::percentChange(5, 0), -100.0);
        QVERIFY(std::isinf(ProfileComparison::percentChange(0, 9)));
        QCOMPARE(ProfileComparison::percentChange(0, 0), 0.0);
    }

    void cyclesMatchByMembers()
    {
        // main -> a <-> b on both sides; the new side's b does more.
        const QByteArray text = R"(events: Ir
fl=r.c
fn=main
1 1
cfn=a
calls=1 1
1 %1
fn=a
1 10
cfn=b
calls=1 1
1 %2
fn=b
1 %3
cfn=a
calls=1 1
1 10
)";
        const QByteArray base = QString::fromLatin1(text).arg(31).arg(21).arg(11).toLatin1();
        const QByteArray next = QString::fromLatin1(text).arg(36).arg(26).arg(16).toLatin1();
        const ProfileComparison c(snapshotOf(base, "cb.out"), snapshotOf(next, "cn.out"), {});
        verifyExplained(c);
        std::ptrdiff_t cycle = -1;
        for (std::size_t r = 0; r < c.rowCount(); ++r) {
            if (c.row(r).kind == Kind::Cycle) {
                QCOMPARE(cycle, -1);
                cycle = std::ptrdiff_t(r);
            }
        }
        QVERIFY(cycle >= 0);
        QVERIFY(c.row(cycle).has(Side::Base) && c.row(cycle).has(Side::New));
        QCOMPARE(c.name(cycle), QStringLiteral("<cycle 1>"));
        QCOMPARE(c.selfDelta(cycle, 0), Cost(5));

        // Without cycle rows, only the functions.
        ProfileComparison::Options options;
        options.includeCycles = false;
        const ProfileComparison plain(snapshotOf(base, "cb.out", false),
                                      snapshotOf(next, "cn.out", false), options);
        QCOMPARE(plain.rowCount(), std::size_t(3));
    }

    // Each row's rank among the names ignoring ASCII case (what the Compare view's Function
    // column orders by; its default order beside): a row before another has a lower rank exactly
    // when its name sorts before, names equal so share one, a cycle by its text, a removed function
    // by its baseline name.
    void nameRanksOrderTheNamesIgnoringCase()
    {
        const QByteArray base =
            "events: Ir\nfn=main\n1 1\ncfn=b\ncalls=1 1\n1 5\ncfn=a\ncalls=1 1\n1 "
            "3\nfn=b\n1 4\ncfn=a\ncalls=1 1\n1 1\nfn=a\n1 4\ncfn=b\ncalls=1 "
            "1\n1 1\nfn=Zeta\n1 1\nfn=alpha\n1 2\nfn=gone\n1 1\n";
        const QByteArray next =
            "events: Ir\nfn=main\n1 1\ncfn=b\ncalls=1 1\n1 6\ncfn=a\ncalls=1 1\n1 "
            "3\nfn=b\n1 5\ncfn=a\ncalls=1 1\n1 1\nfn=a\n1 4\ncfn=b\ncalls=1 "
            "1\n1 1\nfn=Zeta\n1 1\nfn=ALPHA\n1 2\nfn=alpha\n1 2\nfn=new\n1 1\n";
        const ProfileComparison c(snapshotOf(base, "rb.out"), snapshotOf(next, "rn.out"), {});
        const std::vector<std::uint32_t>& ranks = c.nameRanks();
        QCOMPARE(ranks.size(), c.rowCount());
        bool cycle = false;
        bool removed = false;
        for (std::size_t a = 0; a < c.rowCount(); ++a) {
            cycle |= c.row(a).kind == Kind::Cycle;
            removed |= c.row(a).kind == Kind::Removed;
            for (std::size_t b = 0; b < c.rowCount(); ++b) {
                const int byName = c.name(a).compare(c.name(b), Qt::CaseInsensitive);
                QVERIFY2((ranks[a] < ranks[b]) == (byName < 0) &&
                             (ranks[a] == ranks[b]) == (byName == 0),
                         qPrintable(c.name(a) + QStringLiteral(" against ") + c.name(b)));
            }
        }
        QVERIFY(cycle && removed);
        QCOMPARE(&c.nameRanks(), &ranks); // made once
        // The default order of each event: sortedRows', made once for it.
        const std::vector<std::size_t>& order = c.defaultOrder(0);
        QCOMPARE(order, c.sortedRows(0));
        QCOMPARE(&c.defaultOrder(0), &order);
    }

    // The order of the rows for every event, both ways: by the numbers, then (the same ties for
    // each event, made once) functions before cycles, functions by name as bytes, file, object,
    // a changed or added function before a removed one, cycles by number. Checked pair by pair
    // on 60 functions whose deltas tie in groups on one event and not on the other.
    void sortedRowsBreakTiesAlikeForEveryEvent()
    {
        QByteArray base = "events: Ir Dr\nfn=main\n1 1 1\ncfn=rec\ncalls=1 1\n1 4 4\n"
                          "fn=rec\n1 1 1\ncfn=rec2\ncalls=1 1\n1 3 3\n"
                          "fn=rec2\n1 1 1\ncfn=rec\ncalls=1 1\n1 2 2\n";
        QByteArray next = base;
        for (int i = 0; i < 60; ++i) {
            // Names that repeat in other files and objects, some differing only in case, some
            // longer than the 64 bytes compared first (one of exactly 64 agreeing there), some
            // longer than the 1,024 read at most at once.
            const QByteArray longer = i % 4 == 1   ? QByteArray(66, 'q')
                                      : i % 4 == 3 ? QByteArray(1030, 'z')
                                                   : QByteArray();
            const QByteArray name =
                i % 9 == 2 ? QByteArray(64, 'q')
                           : longer + (i % 3 == 0 ? "F" : "f") + QByteArray::number(i % 7);
            const QByteArray where = "ob=lib" + QByteArray::number(i % 2) + ".so\nfl=s" +
                                     QByteArray::number(i / 7) + ".c\nfn=" + name + "\n";
            const QByteArray ir = QByteArray::number(10 + i % 4);
            if (i % 11 != 5) // removed
                base += where + "1 10 " + QByteArray::number(i) + "\n";
            if (i % 13 != 4) // added
                next += where + "1 " + ir + " " + QByteArray::number(i + i % 5) + "\n";
        }
        const ProfileComparison c(snapshotOf(base, "tb.out"), snapshotOf(next, "tn.out"),
                                  ProfileComparison::Options{});
        QCOMPARE(c.events().count(), 2);
        std::set<Kind> kinds;
        for (std::size_t r = 0; r < c.rowCount(); ++r)
            kinds.insert(c.row(r).kind);
        QVERIFY(kinds.count(Kind::Added) && kinds.count(Kind::Removed) &&
                kinds.count(Kind::Cycle) && kinds.count(Kind::Same));

        auto magnitude = [](Cost x) { return x < 0 ? -double(x) : double(x); };
        for (const int event : {0, 1}) {
            for (const bool grewFirst : {false, true}) {
                const std::vector<std::size_t> order = c.sortedRows(event, grewFirst);
                QCOMPARE(order.size(), c.rowCount());
                QCOMPARE(std::set<std::size_t>(order.begin(), order.end()).size(), order.size());
                std::size_t ties = 0;
                for (std::size_t i = 1; i < order.size(); ++i) {
                    const std::size_t a = order[i - 1];
                    const std::size_t b = order[i];
                    const QString pair = c.name(a) + QStringLiteral(" before ") + c.name(b);
                    const Cost ia = c.inclusiveDelta(a, event);
                    const Cost ib = c.inclusiveDelta(b, event);
                    if (grewFirst && ia != ib) {
                        QVERIFY2(ia > ib, qPrintable(pair));
                        continue;
                    }
                    if (magnitude(ia) != magnitude(ib)) {
                        QVERIFY2(magnitude(ia) > magnitude(ib), qPrintable(pair));
                        continue;
                    }
                    const Cost sa = c.selfDelta(a, event);
                    const Cost sb = c.selfDelta(b, event);
                    if (magnitude(sa) != magnitude(sb)) {
                        QVERIFY2(magnitude(sa) > magnitude(sb), qPrintable(pair));
                        continue;
                    }
                    ++ties;
                    const bool cycleA = c.row(a).kind == Kind::Cycle;
                    const bool cycleB = c.row(b).kind == Kind::Cycle;
                    QVERIFY2(!cycleA || cycleB, qPrintable(pair));
                    if (cycleA || cycleB)
                        continue;
                    const QByteArray na = c.name(a).toUtf8();
                    const QByteArray nb = c.name(b).toUtf8();
                    QVERIFY2(na <= nb, qPrintable(pair));
                    if (na != nb)
                        continue;
                    const auto place = [&](std::size_t r) {
                        const Side side = c.displaySide(r);
                        return std::tuple(c.file(r, side).toUtf8(), c.object(r, side).toUtf8(),
                                          side == Side::Base ? 1 : 0, r);
                    };
                    QVERIFY2(place(a) < place(b), qPrintable(pair));
                }
                QVERIFY(ties > 10); // the ties were ordered, not only the numbers
            }
        }
        QCOMPARE(c.defaultOrder(1), c.sortedRows(1));
    }

    // Files and objects match by their last components, after a '/' or a '\\' (a build on
    // Windows in another folder): the same function, not one moved to another file.
    void windowsPathsMatchByTheirLastComponents()
    {
        const ProfileComparison c(
            snapshotOf("events: Ir\nob=C:\\b1\\app.exe\nfl=C:\\b1\\src\\a.c\nfn=f\n1 3\n"
                       "fl=/b1/src/b.c\nfn=g\n1 2\n",
                       "wb.out"),
            snapshotOf("events: Ir\nob=D:\\b2\\app.exe\nfl=D:\\b2\\src\\a.c\nfn=f\n1 4\n"
                       "fl=/b2/src/b.c\nfn=g\n1 2\n",
                       "wn.out"),
            {});
        QCOMPARE(c.rowCount(), std::size_t(2));
        QCOMPARE(c.row(rowNamed(c, "f")).kind, Kind::Same);
        QCOMPARE(c.row(rowNamed(c, "g")).kind, Kind::Same);
        QCOMPARE(c.inclusiveDelta(rowNamed(c, "f"), 0), Cost(1));
    }

    void cyclesRenumbered()
    {
        // Two cycles, a <-> b and c <-> d; the new side's main calls c first (and c <-> d becomes
        // the costlier), so the numbers swap (KCachegrind's, in the order its walk from main
        // completes them), and each cycle still matches the one with its members.
        const QByteArray text = R"(events: Ir
fl=r.c
fn=main
1 1
cfn=a
calls=1 1
1 %1
cfn=c
calls=1 1
1 %2
fn=a
1 %1
cfn=b
calls=1 1
1 1
fn=b
1 1
cfn=a
calls=1 1
1 1
fn=c
1 %2
cfn=d
calls=1 1
1 1
fn=d
1 1
cfn=c
calls=1 1
1 1
)";
        const QByteArray base = QString::fromLatin1(text).arg(100).arg(10).toLatin1();
        QByteArray next = QString::fromLatin1(text).arg(10).arg(100).toLatin1();
        const QByteArray callA = "cfn=a\ncalls=1 1\n1 10\n", callC = "cfn=c\ncalls=1 1\n1 100\n";
        QVERIFY(next.contains(callA + callC));
        next.replace(callA + callC, callC + callA);
        const auto baseSnapshot = snapshotOf(base, "rb.out");
        const auto newSnapshot = snapshotOf(next, "rn.out");
        QCOMPARE(baseSnapshot->flat->cycles().size(), std::size_t(2));
        const ProfileComparison c(baseSnapshot, newSnapshot, {});
        verifyExplained(c);
        int cycles = 0;
        for (std::size_t r = 0; r < c.rowCount(); ++r) {
            const auto& row = c.row(r);
            if (row.kind != Kind::Cycle)
                continue;
            ++cycles;
            QVERIFY(row.baseCycle >= 0 && row.newCycle >= 0);
            const auto& baseMembers = baseSnapshot->flat->cycles()[row.baseCycle].members;
            const auto& newMembers = newSnapshot->flat->cycles()[row.newCycle].members;
            QCOMPARE(c.profile(Side::Base).functionName(baseMembers.front()).at(0) <= 'b',
                     c.profile(Side::New).functionName(newMembers.front()).at(0) <= 'b');
            QCOMPARE(baseSnapshot->flat->cycles()[row.baseCycle].number == 1,
                     newSnapshot->flat->cycles()[row.newCycle].number == 2);
        }
        QCOMPARE(cycles, 2);
    }

    // The rows' short names are those of their names as name() gives them, all rows' together:
    // read from the bytes the profiles store (ASCII names), or as QStrings when one name is not
    // ASCII. A twin only the baseline has is told apart from its look-alike on the new side;
    // cycles keep their "<cycle N>".
    void shortNamesAreThoseOfTheRowsNames_data()
    {
        QTest::addColumn<QByteArray>("extra");
        QTest::newRow("ascii") << QByteArray("plain");
        QTest::newRow("utf-8") << QByteArray("caf\xc3\xa9");
    }
    void shortNamesAreThoseOfTheRowsNames()
    {
        QFETCH(QByteArray, extra);
        const QByteArray twin = "void f<std::vector<%1, std::allocator<%1> > >(int)";
        const auto profileText = [&](const QList<QByteArray>& types) {
            QByteArray text = "events: Ir\nfl=t.cc\nfn=main\n1 1\ncfn=a\ncalls=1 1\n1 3\n"
                              "fn=a\n1 1\ncfn=main\ncalls=1 1\n1 1\n";
            for (const QByteArray& type : types)
                text += "fn=" + QByteArray(twin).replace("%1", type) + "\n1 5\n";
            return text + "fn=" + extra + "\n1 2\n";
        };
        const ProfileComparison c(snapshotOf(profileText({"int", "long"}), "b.out"),
                                  snapshotOf(profileText({"long", "short"}), "n.out"), {});
        QStringList names;
        bool cycle = false;
        for (std::size_t r = 0; r < c.rowCount(); ++r) {
            names << c.name(r);
            cycle = cycle || c.row(r).kind == Kind::Cycle;
        }
        QVERIFY(cycle);
        QVERIFY(names.contains(QString::fromUtf8(extra)));
        const ShortNames expected(names);
        QCOMPARE(c.shortNames().separatedCount(), 3); // the three twins
        for (const QString& name : std::as_const(names)) {
            QCOMPARE(c.shortNames().shortened(name), expected.shortened(name));
            for (const bool shortened : {true, false})
                QCOMPARE(c.shortNames().distinguishing(name, shortened),
                         expected.distinguishing(name, shortened));
        }
        QVERIFY(c.shortNames()
                    .shortened(QString::fromLatin1(twin).arg(QStringLiteral("int")))
                    .contains(QStringLiteral("<int,")));
    }

    void emptySides()
    {
        const ProfileComparison c(CostSnapshot::empty(), snapshotOf(kBase, "base.out"), {});
        verifyExplained(c);
        QCOMPARE(c.width(), 0);
        QCOMPARE(c.rowCount(), std::size_t(4));
        for (std::size_t r = 0; r < c.rowCount(); ++r)
            QCOMPARE(c.row(r).kind, Kind::Added);
        const ProfileComparison none(nullptr, nullptr, {});
        QCOMPARE(none.rowCount(), std::size_t(0));
    }

    void twoVersionsRecordedWithValgrind()
    {
        // The second version calls work() once more: its cost doubles, steady()'s stays; the
        // sources and objects have other names (v1.c, v2.c), so they match by name.
        const auto recorded = compareRecorded(recordTwoVersions(QStringLiteral("v")));
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(recorded.comparison, recorded.error.constData());
        const ProfileComparison& c = *recorded.comparison;
        QCOMPARE(c.events().type(0).name, QStringLiteral("Ir"));
        const auto work = rowNamed(c, "work");
        const auto steady = rowNamed(c, "steady");
        const auto main = rowNamed(c, "main");
        QVERIFY(work >= 0 && steady >= 0 && main >= 0);
        QCOMPARE(c.row(work).kind, Kind::Moved); // v1.c in v1 against v2.c in v2
        QVERIFY(c.file(work, Side::Base).endsWith(QStringLiteral("v1.c")));
        QVERIFY(c.file(work, Side::New).endsWith(QStringLiteral("v2.c")));

        const Cost once = c.value(c.self(work, Side::Base), 0);
        QVERIFY(once > 50000 * 5); // a handful of instructions per iteration
        QCOMPARE(c.selfDelta(work, 0), once);
        QCOMPARE(c.inclusiveDelta(work, 0), once);
        QCOMPARE(c.called(work, Side::Base), Count(1));
        QCOMPARE(c.called(work, Side::New), Count(2));
        QCOMPARE(c.selfDelta(steady, 0), Cost(0));
        QCOMPARE(c.inclusiveDelta(steady, 0), Cost(0));
        // main grew by the second call: work's cost and the few instructions that make the call.
        const Cost mainGrowth = c.inclusiveDelta(main, 0);
        QVERIFY2(mainGrowth >= once && mainGrowth < once + 10,
                 qPrintable(QString::number(mainGrowth)));
        QCOMPARE(mainGrowth, once + c.selfDelta(main, 0));
        // The biggest change is main's or work's, never steady's.
        const auto order = c.sortedRows(0);
        QVERIFY(order[0] == std::size_t(main) || order[0] == std::size_t(work));

        // The baseline against itself: no function changed.
        const ProfileComparison itself(recorded.base, recorded.base, {});
        for (std::size_t r = 0; r < itself.rowCount(); ++r) {
            QCOMPARE(itself.row(r).kind == Kind::Cycle ? Kind::Same : itself.row(r).kind,
                     Kind::Same);
            QCOMPARE(itself.inclusiveDelta(r, 0), Cost(0));
        }
    }
};

QTEST_GUILESS_MAIN(TestProfileComparison)
#include "tst_profilecomparison.moc"

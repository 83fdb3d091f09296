// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Part selection: the costs of a subset of parts are the sums of those parts' costs, for the flat
// profile (self, inclusive, called), the totals and the call relations. Checked on profiles
// valgrind records at test time: one with --dump-every-bb (many dumps, one file each) and a
// --separate-threads run of a pthread program (one file per thread).

#include "core/analysis/CallRelations.h"
#include "core/model/PartSelection.h"
#include "tests/support/TestSupport.h"

#include <map>

using namespace tally;
using namespace tally::test;

namespace {

const QByteArray kWorkProgram = R"(
#include <stdio.h>
static volatile long sink;
__attribute__((noinline)) long leaf(long i) { return i * 7 + (i >> 3); }
__attribute__((noinline)) long middle(int n) { long s = 0; for (int i = 0; i < n; i++) s += leaf(i); return s; }
__attribute__((noinline)) long other(int n) { long s = 0; for (int i = 0; i < n; i++) s ^= i * 31; return s; }
int main(void) {
    for (int round = 0; round < 200; round++) { sink += middle(2000); sink += other(3000); }
    printf("%ld\n", sink);
    return 0;
}
)";

const QByteArray kThreadProgram = R"(
#include <pthread.h>
#include <stdio.h>
static volatile long sink;
__attribute__((noinline)) long leaf(long i) { return i * 7 + (i >> 3); }
__attribute__((noinline)) long work(long n) { long s = 0; for (long i = 0; i < n; i++) s += leaf(i); return s; }
static pthread_barrier_t started; /* all threads live at once, so none reuses another's id */
static void* run(void* arg) { pthread_barrier_wait(&started); sink += work((long)arg); return NULL; }
int main(void) {
    pthread_t threads[3];
    pthread_barrier_init(&started, NULL, 4);
    for (long t = 0; t < 3; t++) pthread_create(&threads[t], NULL, run, (void*)(20000 * (t + 1)));
    pthread_barrier_wait(&started);
    for (int t = 0; t < 3; t++) pthread_join(threads[t], NULL);
    sink += work(5000);
    printf("%ld\n", sink);
    return 0;
}
)";

// Every file the recorded run wrote: dumps go to NAME.1, NAME.2, ... and the final one to NAME;
// threads to NAME-01, NAME-02, ... (NAME itself stays empty then).
QStringList runFiles(const QString& name)
{
    QDir dir(tempDir().path());
    QStringList files;
    for (const QFileInfo& file : dir.entryInfoList(
             {QStringLiteral("callgrind.out.") + name + QLatin1Char('*')}, QDir::Files)) {
        if (file.size() > 0)
            files << file.filePath();
    }
    return files;
}

using CostRow = std::vector<Cost>;

CostRow add(CostRow a, std::span<const Cost> b)
{
    if (a.empty())
        a.assign(b.size(), 0);
    for (std::size_t i = 0; i < b.size(); ++i)
        a[i] += b[i];
    return a;
}

CostRow row(std::span<const Cost> costs)
{
    return CostRow(costs.begin(), costs.end());
}

} // namespace

class TestPartSelection : public QObject
{
    Q_OBJECT

private:
    // Checks a selection's flat profile and call relations against the sums of the selected
    // parts' own rows.
    static void checkSelectionSums(const Profile& profile, const PartMask& selection)
    {
        const int width = profile.events().realCount();
        IdVector<FunctionId, CostRow> self(profile.functionCount(), CostRow(std::size_t(width), 0));
        std::map<std::pair<FunctionId, FunctionId>, std::pair<Count, CostRow>> calls;
        for (const PartId p : profile.partIds()) {
            if (!selection.contains(p))
                continue;
            for (const auto& [row, costs] : profile.partFunctions(p))
                self[row.function] = add(self[row.function], costs);
            for (const auto& [call, costs] : profile.partCalls(p)) {
                auto& entry = calls[{call.caller, call.callee}];
                entry.first += call.count;
                entry.second = add(entry.second, costs);
            }
        }
        FlatProfile::Options options;
        options.detectCycles = false;
        options.parts = selection;
        const FlatProfile flat(profile, options);
        CostRow total(std::size_t(width), 0);
        for (const FunctionId f : profile.functionIds()) {
            QCOMPARE(row(flat.self(f)), self[f]);
            total = add(total, self[f]);
        }
        QCOMPARE(row(flat.totals()), total);
        QCOMPARE(partselection::totals(profile, selection), total);

        const CallRelations relations(profile, selection);
        std::size_t edges = 0;
        for (const FunctionId f : profile.functionIds()) {
            for (const auto& edge : relations.outEdges(f)) {
                const auto it = calls.find({f, edge.other});
                QVERIFY(it != calls.end());
                QCOMPARE(edge.count, it->second.first);
                QCOMPARE(row(relations.edgeCost(edge.costIndex)), it->second.second);
                ++edges;
            }
        }
        QCOMPARE(edges, calls.size());
    }

    // Inclusive cost and call counts are per part and then summed: two complementary selections
    // add up to all parts.
    static void checkComplementsAddUp(const Profile& profile, const PartMask& selection)
    {
        const PartMask complement = selection.inverted();
        FlatProfile::Options options;
        options.detectCycles = false;
        const FlatProfile all(profile, options);
        options.parts = selection;
        const FlatProfile first(profile, options);
        options.parts = complement;
        const FlatProfile second(profile, options);
        for (const FunctionId f : profile.functionIds()) {
            QCOMPARE(row(all.inclusive(f)), add(row(first.inclusive(f)), second.inclusive(f)));
            QCOMPARE(all.called(f), first.called(f) + second.called(f));
        }
    }

private slots:
    void dumpEveryBbSubsetsAreSums()
    {
        const auto recorded = recordValgrindProfile(QStringLiteral("dumps"), kWorkProgram,
                                                    {QStringLiteral("-O0"), QStringLiteral("-g")},
                                                    {QStringLiteral("--dump-every-bb=50000")});
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(recorded.error.isEmpty(), recorded.error.constData());
        const QStringList files = runFiles(QStringLiteral("dumps"));
        QVERIFY2(files.size() >= 10, qPrintable(files.join(' ')));
        const auto result = loadedFiles(files);
        const Profile& profile = *result.profile;
        QCOMPARE(profile.partCount(), std::size_t(files.size()));

        const std::size_t parts = profile.partCount();
        std::vector<bool> everyThird(parts, false);
        for (std::size_t p = 0; p < parts; p += 3)
            everyThird[p] = true;
        std::vector<bool> firstHalf(parts, false);
        for (std::size_t p = 0; p < parts / 2; ++p)
            firstHalf[p] = true;
        std::vector<bool> single(parts, false);
        single[parts / 2] = true;
        for (const PartMask& selection :
             {PartMask::fromFlags(everyThird), PartMask::fromFlags(firstHalf),
              PartMask::fromFlags(single), PartMask::all(parts)}) {
            checkSelectionSums(profile, selection);
            if (QTest::currentTestFailed())
                return;
        }
        checkComplementsAddUp(profile, PartMask::fromFlags(everyThird));
        checkComplementsAddUp(profile, PartMask::fromFlags(firstHalf));

        // The program's work is spread over the dumps: middle() has cost in several of them.
        const FunctionId middle = *findFunction(profile, QStringLiteral("middle"));
        int partsWithMiddle = 0;
        for (const PartId p : idRange<PartId>(parts)) {
            const FlatProfile flat(profile, {false, PartMask::none(parts).with(p, true)});
            partsWithMiddle += flat.self(middle)[0] > 0 ? 1 : 0;
        }
        QVERIFY(partsWithMiddle >= 3);
    }

    void separateThreadsSubsetsAreSums()
    {
        const auto recorded = recordValgrindProfile(
            QStringLiteral("threads"), kThreadProgram,
            {QStringLiteral("-O0"), QStringLiteral("-g"), QStringLiteral("-pthread")},
            {QStringLiteral("--separate-threads=yes")});
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(recorded.error.isEmpty(), recorded.error.constData());
        const QStringList files = runFiles(QStringLiteral("threads"));
        QCOMPARE(files.size(), 4); // main thread and three workers
        const auto result = loadedFiles(files);
        const Profile& profile = *result.profile;
        QCOMPARE(profile.partCount(), std::size_t(4));
        std::set<qint64> threads;
        for (const PartId p : idRange<PartId>(4))
            threads.insert(profile.part(p).thread);
        QCOMPARE(threads, (std::set<qint64>{1, 2, 3, 4}));

        for (const PartId p : idRange<PartId>(4)) {
            checkSelectionSums(profile, PartMask::none(4).with(p, true));
        }
        checkSelectionSums(profile, PartMask::fromFlags({true, false, true, false}));
        checkComplementsAddUp(profile, PartMask::fromFlags({true, false, true, false}));

        // Each worker's work() count grows with its thread: 20,000, 40,000, 60,000 leaf calls.
        const FunctionId leaf = *findFunction(profile, QStringLiteral("leaf"));
        std::vector<Count> leafCalls;
        for (const PartId p : idRange<PartId>(4)) {
            const FlatProfile flat(profile, {false, PartMask::none(4).with(p, true)});
            leafCalls.push_back(flat.called(leaf));
        }
        std::sort(leafCalls.begin(), leafCalls.end());
        QCOMPARE(leafCalls, (std::vector<Count>{5000, 20000, 40000, 60000}));
    }

    void normalizedSelection()
    {
        const auto result =
            loadedText("events: Ir\npart: 1\nfn=a\n1 1\npart: 2\nfn=a\n1 2\npart: 3\nfn=b\n1 4\n");
        const Profile& profile = *result.profile;
        QCOMPARE(profile.partCount(), std::size_t(3));
        // Every flag set is "all parts", the state the analyses' fast path takes.
        QVERIFY(PartMask::fromFlags({true, true, true}).isAll());
        QCOMPARE(PartMask::fromFlags({true, true, true}), PartMask::all(3));
        // A mask for another number of parts selects every part of this profile.
        QCOMPARE(PartMask::fromFlags({true, false}).fittedTo(profile.partCount()),
                 PartMask::all(3));
        const PartMask some = PartMask::fromFlags({true, false, true});
        QVERIFY(!some.isAll());
        QCOMPARE(some.fittedTo(profile.partCount()), some);
        QCOMPARE(some.partCount(), std::size_t(3));
        QVERIFY(some.contains(PartId(0)) && !some.contains(PartId(1)) && some.contains(PartId(2)));
        QVERIFY(!some.contains(PartId(3)));
        QCOMPARE(some.selectedParts(), (std::vector<PartId>{PartId(0), PartId(2)}));
        QCOMPARE(PartMask::fromFlags({false, false, true}).count(), std::size_t(1));
        QCOMPARE(PartMask::all(3).count(), std::size_t(3));
        QCOMPARE(PartMask::none(3).count(), std::size_t(0));
        QCOMPARE(some.inverted(), PartMask::fromFlags({false, true, false}));
        QCOMPARE(PartMask::all(3).inverted(), PartMask::none(3));
        QCOMPARE(some.with(PartId(1), true), PartMask::all(3));
        QCOMPARE(some.toggled(PartId(0)), PartMask::fromFlags({false, false, true}));
        QCOMPARE(some.with(PartId(7), true), some); // out of range: unchanged
        // A default mask, what an analysis gets without a selection, counts every part.
        QVERIFY(PartMask().isAll() && PartMask().contains(PartId(5)));
        QCOMPARE(PartMask().fittedTo(3), PartMask::all(3));
        // One made for fewer parts leaves the others out.
        QVERIFY(PartMask::all(2).contains(PartId(1)) && !PartMask::all(2).contains(PartId(2)));

        QCOMPARE(partselection::totals(profile, some), (std::vector<Cost>{5}));
        QCOMPARE(partselection::totals(profile, {}), (std::vector<Cost>{7}));
        QCOMPARE(partselection::totals(profile, PartMask::none(3)), (std::vector<Cost>{0}));
    }

    void parsedSelections()
    {
        QString error;
        QCOMPARE(*partselection::parse("1-3, 5,7-7", 8, &error),
                 PartMask::fromFlags({true, true, true, false, true, false, true, false}));
        QCOMPARE(*partselection::parse("2", 2, &error), PartMask::fromFlags({false, true}));
        QCOMPARE(*partselection::parse("1-2", 2, &error), PartMask::all(2));
        for (const char* bad : {"", "0", "9", "3-2", "1-", "-1", "a", "1-2-3", "1,,2", "1.5"}) {
            error.clear();
            QVERIFY2(!partselection::parse(QLatin1String(bad), 8, &error), bad);
            QVERIFY(!error.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestPartSelection)
#include "tst_partselection.moc"

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// Two hand-made versions of one profile for the comparison tests (core and command line): a
// function that grew, one added, one removed, one whose file was renamed, builds in other
// folders, and event types in another order with one measured on one side only; two versions of
// a program recorded with valgrind, loaded and compared; and the comparison's rows by name.

#include "tests/support/CostSnapshots.h"
#include "tests/support/TestSupport.h"

#include "core/analysis/ProfileComparison.h"
#include "core/analysis/RelationComparison.h"

#include <QByteArray>
#include <QTest>

#include <cstddef>
#include <memory>

namespace tally::test {

// Every comparison a test makes goes through this: on every row, for every event type, and on
// each row's compared callers and callees (direct, every event; all of them, the first event, on
// comparisons of up to 2,000 rows),
// the calls effect and the per-call effect add up to the change of inclusive cost exactly.
// Records a failure at the caller's line for the first row where they do not; returns whether
// they all did.
// (__builtin_FILE and __builtin_LINE as default arguments name the caller's line: clang before 15
// has no std::source_location over libstdc++.)
inline bool verifyExplained(const ProfileComparison& c, const char* file = __builtin_FILE(),
                            int line = __builtin_LINE())
{
    const auto fail = [&](const QString& what) {
        QTest::qFail(qPrintable(QStringLiteral("calls + per-call != change: ") + what), file, line);
        return false;
    };
    const auto entriesAddUp = [&](const std::vector<relationcomparison::Entry>& entries,
                                  std::size_t r, const char* list) {
        for (const auto& entry : entries) {
            const auto split = entry.effects();
            if (split.change != entry.delta() ||
                costmath::add(split.calls, split.perCall) != split.change)
                return fail(QStringLiteral("%1 of %2: %3 + %4 != %5")
                                .arg(QLatin1String(list), c.name(r))
                                .arg(split.calls)
                                .arg(split.perCall)
                                .arg(entry.delta()));
        }
        return true;
    };
    using Direction = CoverageDirection;
    for (std::size_t r = 0; r < c.rowCount(); ++r) {
        for (int e = 0; e < c.events().count() && c.width() > 0; ++e) {
            const auto split = c.effects(r, e);
            if (split.change != c.inclusiveDelta(r, e) ||
                costmath::add(split.calls, split.perCall) != split.change)
                return fail(QStringLiteral("%1, event %2: %3 + %4 != %5")
                                .arg(c.name(r))
                                .arg(e)
                                .arg(split.calls)
                                .arg(split.perCall)
                                .arg(c.inclusiveDelta(r, e)));
            for (const Direction direction : {Direction::Callers, Direction::Callees}) {
                if (!entriesAddUp(relationcomparison::direct(c, r, direction, e), r, "direct"))
                    return false;
            }
        }
        // A walk costs the whole comparison (its cycles' rows): only on small ones.
        for (const Direction direction : {Direction::Callers, Direction::Callees}) {
            if (c.width() > 0 && c.rowCount() <= 2000 &&
                !entriesAddUp(relationcomparison::coverage(c, r, direction, 0), r, "coverage"))
                return false;
        }
    }
    return true;
}

// A comparison made and checked with verifyExplained().
inline std::shared_ptr<const ProfileComparison>
explainedComparison(std::shared_ptr<const CostSnapshot> base,
                    std::shared_ptr<const CostSnapshot> current,
                    const ProfileComparison::Options& options = {},
                    const char* file = __builtin_FILE(), int line = __builtin_LINE())
{
    auto comparison =
        std::make_shared<const ProfileComparison>(std::move(base), std::move(current), options);
    verifyExplained(*comparison, file, line);
    return comparison;
}

// main -> work (300 Ir), main -> helper (7 Ir), gone (5 Ir, never called); built in /b1.
inline const QByteArray kBase = R"(events: Ir Dr
ob=/b1/prog
fl=/b1/src/a.c
fn=main
1 10 1
cfn=work
calls=2 1
1 300 60
cfn=helper
calls=1 1
1 7 0
fn=work
1 300 60
fn=helper
1 7 0
fn=gone
1 5 0
)";

// Built in /b2; work does a third more, gone is gone, fresh is new, helper moved to b.c; the
// events are in another order, with one more.
inline const QByteArray kNew = R"(events: Dr Ir Bc
ob=/b2/prog
fl=/b2/src/a.c
fn=main
1 1 10 0
cfn=work
calls=2 1
1 80 400 0
cfl=/b2/src/b.c
cfn=helper
calls=1 1
1 0 7 0
fn=work
1 80 400 0
fn=fresh
1 0 9 0
fl=/b2/src/b.c
fn=helper
1 0 7 0
)";

// The calls and per-call effects by hand: main calls twice (1,500 -> 3,000 calls, 10 each), each
// call to dear gets dearer (100 calls, 10 -> 15 each), shift is called 3 times as often and each
// call gets cheaper (10 calls of 30 -> 30 calls of 20), and main is a root (never called).
inline const QByteArray kEffectsBase = R"(events: Ir
fn=main
1 5
cfn=twice
calls=1500 1
1 15000
cfn=dear
calls=100 1
1 1000
cfn=shift
calls=10 1
1 300
fn=twice
1 15000
fn=dear
1 1000
fn=shift
1 300
)";

inline const QByteArray kEffectsNew = R"(events: Ir
fn=main
1 5
cfn=twice
calls=3000 1
1 30000
cfn=dear
calls=100 1
1 1500
cfn=shift
calls=30 1
1 600
fn=twice
1 30000
fn=dear
1 1500
fn=shift
1 600
)";

// Two versions of one program recorded with valgrind: the second calls work() once more with the
// same argument, so work's cost is exactly twice the first's, and steady() is untouched. Their
// sources and binaries have other names (NAME1.c, NAME2.c), so functions match by name alone.
struct TwoVersions
{
    RecordedProfile first;
    RecordedProfile second;
};

inline TwoVersions recordTwoVersions(const QString& name, const QStringList& callgrindFlags = {})
{
    const QByteArray program = R"(
volatile long sink;
__attribute__((noinline)) void work(long n) { for (long i = 0; i < n; ++i) sink += i * 3; }
__attribute__((noinline)) void steady(long n) { for (long i = 0; i < n; ++i) sink ^= i; }
int main(void)
{
    steady(20000);
    work(50000);
#ifdef AGAIN
    work(50000);
#endif
    return 0;
}
)";
    const QStringList flags{QStringLiteral("-O0"), QStringLiteral("-g")};
    TwoVersions versions;
    versions.first = recordValgrindProfile(name + QLatin1Char('1'), program, flags, callgrindFlags);
    if (versions.first.error.isEmpty())
        versions.second =
            recordValgrindProfile(name + QLatin1Char('2'), program,
                                  flags + QStringList{QStringLiteral("-DAGAIN")}, callgrindFlags);
    return versions;
}

// One binary recorded twice with instruction addresses (--dump-instr=yes): the second run, given
// an argument, calls work() once more, so both profiles have the same machine code at the same
// addresses and work's instructions each cost exactly twice as much in the second.
inline TwoVersions recordOneBinaryTwice(const QString& name)
{
    const QByteArray program = R"(
volatile long sink;
__attribute__((noinline)) void work(long n) { for (long i = 0; i < n; ++i) sink += i * 3; }
__attribute__((noinline)) void steady(long n) { for (long i = 0; i < n; ++i) sink ^= i; }
int main(int argc, char** argv)
{
    (void)argv;
    steady(20000);
    work(50000);
    if (argc > 1)
        work(50000);
    return 0;
}
)";
    const QStringList callgrind{QStringLiteral("--dump-instr=yes")};
    TwoVersions runs;
    runs.first = recordValgrindProfile(name, program, {QStringLiteral("-O0"), QStringLiteral("-g")},
                                       callgrind);
    if (!runs.first.error.isEmpty())
        return runs;
    runs.second = runs.first;
    const QString out =
        tempDir().filePath(QStringLiteral("callgrind.out.") + name + QStringLiteral("-again"));
    runs.second.error =
        runTool(QStandardPaths::findExecutable(QStringLiteral("valgrind")),
                QStringList{QStringLiteral("--tool=callgrind"),
                            QStringLiteral("--callgrind-out-file=") + out} +
                    callgrind + QStringList{runs.first.binaryPath, QStringLiteral("again")});
    runs.second.path = runs.second.error.isEmpty() ? out : QString();
    return runs;
}

// Two recorded profiles (the pair recordTwoVersions or recordOneBinaryTwice returns), loaded and
// compared with the default options, every part, cycles detected. `comparison` is null when
// either could not be recorded or loaded; then `error` says why, and `skip` is set when gcc or
// valgrind is missing (the test should QSKIP).
struct RecordedComparison
{
    std::shared_ptr<const CostSnapshot> base;
    std::shared_ptr<const CostSnapshot> current;
    std::shared_ptr<const ProfileComparison> comparison;
    QByteArray error;
    bool skip = false;
};

inline RecordedComparison compareRecorded(const TwoVersions& versions)
{
    RecordedComparison result;
    for (const RecordedProfile* side : {&versions.first, &versions.second}) {
        if (side->skip || !side->error.isEmpty()) {
            result.skip = side->skip;
            result.error = side->error.isEmpty() ? QByteArray("not recorded") : side->error;
            return result;
        }
    }
    const auto load = [&result](const QString& path) -> std::shared_ptr<const CostSnapshot> {
        const auto loaded = profileloader::load({path});
        if (!loaded.profile) {
            result.error = QStringLiteral("cannot load %1: %2").arg(path, loaded.error).toUtf8();
            return nullptr;
        }
        return snapshotOf(loaded.profile);
    };
    result.base = load(versions.first.path);
    result.current = result.base ? load(versions.second.path) : nullptr;
    if (result.current)
        result.comparison = explainedComparison(result.base, result.current);
    return result;
}

// The comparison of two hand-written profile texts (written to b.out and n.out), default options.
inline std::shared_ptr<const ProfileComparison> comparisonOf(const QByteArray& base,
                                                             const QByteArray& current)
{
    return explainedComparison(snapshotOf(base, QStringLiteral("b.out")),
                               snapshotOf(current, QStringLiteral("n.out")));
}

// The first row named `name` (and `file`, if given, on the side that names the row), or -1.
inline std::ptrdiff_t rowNamed(const ProfileComparison& comparison, const QString& name,
                               const QString& file = QString())
{
    for (std::size_t r = 0; r < comparison.rowCount(); ++r) {
        if (comparison.name(r) == name && (file.isNull() || comparison.file(r) == file))
            return std::ptrdiff_t(r);
    }
    return -1;
}

} // namespace tally::test

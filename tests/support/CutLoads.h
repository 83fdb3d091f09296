// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// What the tests of the loader's cuts share (tst_cutpoints tries a cut at every byte of small
// files, tst_pieces every combination of cuts at their parts' starts): a file loaded once for
// each of many sets of cuts, every profile compared with the one a single pass reads, diagnostics
// included; and the dump files of a valgrind run, to cut. Suites that include this link
// tally_fuzz_targets (the profile dump the load fuzzer compares with, too).

#include "fuzz/ProfileDump.h"
#include "tests/support/TestSupport.h"

#include <algorithm>
#include <vector>

namespace tally::test {

inline QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The files' bytes one after the other, as `cat` joins them.
inline QByteArray concatenate(const QStringList& files)
{
    QByteArray text;
    for (const QString& file : files)
        text += readAll(file);
    return text;
}

// Every file read in one pass: never cut, on one thread.
inline profileloader::Options onePass()
{
    profileloader::Options options;
    options.threads = 1;
    options.splitThreshold = -1;
    return options;
}

// The profile as the load fuzzer compares it, or the load's error.
inline QString outcome(const profileloader::Result& result)
{
    return result.profile ? fuzz::profileDump(*result.profile)
                          : QStringLiteral("error ") + result.error;
}

// The first line where `actual` differs from `expected` (one pass's), with both; empty when equal.
inline QString firstDifference(const QString& expected, const QString& actual)
{
    const QStringList a = expected.split(QLatin1Char('\n'));
    const QStringList b = actual.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
        if (a.value(i) != b.value(i))
            return QStringLiteral("line %1:\n  one pass: %2\n  cut: %3")
                .arg(i + 1)
                .arg(a.value(i), b.value(i));
    }
    return {};
}

// What one load cut at `cuts` did.
struct CutLoad
{
    std::vector<qint64> cuts;
    int piecesJoined = 0;
    int piecesReadAgain = 0;
};

struct CutLoads
{
    QString failure;       // one pass's error, or the first cuts whose profile differed, and how
    std::size_t parts = 0; // of the one-pass profile
    std::vector<CutLoad> loads; // in the order of the cuts, up to the first that differed
};

// Loads `path` in one pass, then once cut at each of `cutSets` (with `options`, whose cutAt is
// set each time), and compares each profile with the one pass's. One pass must load; a cut load
// that fails differs from it.
inline CutLoads loadCutAt(const QString& path, const std::vector<std::vector<qint64>>& cutSets,
                          profileloader::Options options = {})
{
    CutLoads results;
    const auto serial = profileloader::load({path}, {}, {}, onePass());
    if (!serial.profile) {
        results.failure = QStringLiteral("one pass failed: ") + serial.error;
        return results;
    }
    results.parts = serial.profile->partCount();
    const QString expected = outcome(serial);
    for (const std::vector<qint64>& cuts : cutSets) {
        options.cutAt = cuts;
        const auto result = profileloader::load({path}, {}, {}, options);
        results.loads.push_back({cuts, result.piecesJoined, result.piecesReadAgain});
        const QString actual = outcome(result);
        if (actual != expected) {
            QStringList offsets;
            for (const qint64 cut : cuts)
                offsets << QString::number(cut);
            results.failure =
                QStringLiteral("%1 (%2 bytes) cut at %3: %4")
                    .arg(path)
                    .arg(QFileInfo(path).size())
                    .arg(offsets.join(QLatin1Char(',')), firstDifference(expected, actual));
            return results;
        }
    }
    return results;
}

// The dump files of one valgrind run of `program` (compiled -O0 -g; only main and below are
// collected, to keep them small) with `flags`, in the order callgrind wrote them: NAME.1,
// NAME.2, ..., then NAME. Empty with `error` set when it could not be recorded; `skip` is set
// when gcc or valgrind is missing.
inline QStringList recordDumps(const QString& name, const QByteArray& program,
                               const QStringList& flags, QByteArray* error, bool* skip)
{
    const auto recorded =
        recordValgrindProfile(name, program, {QStringLiteral("-O0"), QStringLiteral("-g")},
                              QStringList{QStringLiteral("--collect-atstart=no"),
                                          QStringLiteral("--toggle-collect=main")} +
                                  flags);
    *skip = recorded.skip;
    *error = recorded.error;
    if (recorded.path.isEmpty())
        return {};
    QStringList files;
    for (int n = 1; QFileInfo::exists(recorded.path + QLatin1Char('.') + QString::number(n)); ++n)
        files << recorded.path + QLatin1Char('.') + QString::number(n);
    files << recorded.path;
    return files;
}

} // namespace tally::test

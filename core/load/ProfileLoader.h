// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/load/LoadLog.h"
#include "core/model/Profile.h"

#include <QStringList>

#include <functional>
#include <limits>
#include <memory>
#include <vector>

namespace tally {

class ByteSource;
class DetailRowsFromFile;

struct LoadOptions
{
    // Threads that may parse one file at once: 1 reads every file in one pass; N cuts a big plain
    // file in up to N pieces, parsed at once and joined in order; 0: one per core.
    int threads = 0;
    // Plain callgrind files at least this big are cut in pieces; -1 never.
    qint64 splitThreshold = 64 * 1024 * 1024;
    // For tests: cut every plain file (when threads != 1) at these byte offsets, ascending, those
    // at a part-starting header (others are no cut), instead of at parts' starts near i / threads
    // of it (empty), in as many pieces as that makes, each on its own thread. Any cuts must give
    // what one pass gives.
    std::vector<qint64> cutAt;
    // For tests: false hands every line to the parser one at a time, as parseLine() reads it,
    // so that the reader of runs of cost lines (CallgrindParser::readCostLines) can be compared
    // with it.
    bool readRunsOfCostLines = true;
    // Bytes read at a time. Fuzzing uses a few KB, so that small inputs cross chunk boundaries
    // (lines that span two reads) and do not page in megabytes per load.
    qint64 readChunkBytes = 1024 * 1024;
    // For tests: opens each file instead of ByteSource::open (a source whose reads fail after
    // some bytes). The second half of a file cut in two opens the path itself.
    std::function<std::unique_ptr<ByteSource>(const QString& path, QString* error)> openSource;
    // For benchmarks: the load's steps timed into Result::phases.
    bool timePhases = false;
    // For a series' steps: the profile's function and call sums alone, no line, call site or
    // jump rows (ProfileBuilder::keepSumsOnly): the same flat profile, at a fraction of the
    // time and memory.
    bool sumsOnly = false;
    // The profile's sums, read at once as sumsOnly reads them, and each function's detail rows
    // read again from the file when a view first asks for them (DetailRowsFromFile): a load
    // that does a fraction of the work, and rows for the functions a user looks at. Each file
    // is read in one pass (the blocks' index is one pass's). Not with sumsOnly, which wins.
    bool detailsOnDemand = false;
    // For profileloader::loadForViewing: files of this many bytes or more together are loaded
    // with their details on demand where that reads exactly. Below, a full load takes tens of
    // milliseconds, and keeps its rows when the file is rewritten since (the window says so of
    // a file whose rows are read on demand: ProfileOpener::rowsFilesChanged).
    qint64 rowsOnDemandFromBytes = qint64(16) << 20;
    // Names the load expects to read again (those of the same files loaded before: the full load
    // that makes rows on demand for many functions at once). When the load's names are these,
    // under the same ids, the profile shares this table and its own copy is freed (names.callgrind:
    // 18.9 MB); otherwise it keeps its own.
    std::shared_ptr<const StringTable> sameNamesAs;
};

// Reads one or more profile files into one Profile (each file contributes its parts). Runs on
// whatever thread calls it; reports progress and polls for cancellation every few thousand lines.
namespace profileloader {

struct Result
{
    std::shared_ptr<const Profile> profile; // null on error or cancel
    QString error;                          // set when loading failed
    bool canceled = false;
    // How many pieces after files' first were parsed apart and joined (each file cut in two
    // halves that were joined counts 1).
    int piecesJoined = 0;
    // How many were parsed apart but needed what came before and were read again in order.
    int piecesReadAgain = 0;
    // With Options::detailsOnDemand: what makes the profile's detail rows (whether it reads
    // each function's blocks, for tests and benchmarks).
    std::shared_ptr<const DetailRowsFromFile> detailsFromFile;
    // With Options::timePhases: the loader's own thread's steps, in order; after its wait for
    // the other pieces, the steps of each of their threads ("other piece: ...").
    std::vector<LoadPhase> phases;
};

// Fraction done in [0, 1], never decreasing; 1 is reported once, when loading completes.
using ProgressCallback = std::function<void(double)>;
using CancelCheck = std::function<bool()>;

using Options = LoadOptions;

// `options` with every detail row kept in memory whatever the files' size (rowsOnDemandFromBytes
// never reached): the full load, for tests and benchmarks that compare with it or need a load
// slow enough to watch.
inline Options everyRowInMemory(Options options = Options())
{
    options.rowsOnDemandFromBytes = std::numeric_limits<qint64>::max();
    return options;
}

Result load(const QStringList& paths, const ProgressCallback& progress = {},
            const CancelCheck& isCanceled = {}, const Options& options = Options());

// The window's load: load(), with Options::detailsOnDemand where it pays and every function's
// rows can be read from its blocks, so that no view waits for a full load later; else the files
// in full (all detail rows in memory, as load() with `options`). Rows on demand are for plain
// files of Options::rowsOnDemandFromBytes or more. A file whose blocks turn out not to read alone
// (CallgrindParser::blocksStandAlone), or whose parse warned (a block with a bad line would read
// differently alone), is then read again in full, its progress held short of the end until that
// load ends.
Result loadForViewing(const QStringList& paths, const ProgressCallback& progress = {},
                      const CancelCheck& isCanceled = {}, const Options& options = Options());

} // namespace profileloader

} // namespace tally

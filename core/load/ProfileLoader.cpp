// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/ProfileLoader.h"

#include "core/callgrind/CallgrindParser.h"
#include "core/callgrind/EarlierNames.h"
#include "core/io/ByteSource.h"
#include "core/io/FileIdentity.h"
#include "core/io/LineReader.h"
#include "core/load/DetailRowsFromFile.h"
#include "core/load/FileChange.h"
#include "core/load/LargeAllocations.h"
#include "core/load/LoadLog.h"
#include "core/load/ProfileBuilder.h"
#include "core/load/SplitPoint.h"
#include "core/model/CostArithmetic.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <new>
#include <optional>
#include <system_error>
#include <thread>
#include <vector>

namespace tally::profileloader {

namespace {

// A poll after at most this many lines, a line of 256 bytes or more counting one more per 256
// bytes: about every 16,000 lines, or every 4 MB in files of few, very long lines. One
// subtraction a line (two conditions a line were 1% of a load).
constexpr qint64 kPollBudget = 0x4000;
constexpr int kPollBytesPerLine = 256;

// Turns per-file progress into one monotonic fraction over all files, weighted by file size.
class ProgressTracker
{
public:
    ProgressTracker(const QStringList& paths, const ProgressCallback& callback)
        : m_callback(callback)
    {
        for (const auto& path : paths)
            m_totalBytes += std::max<qint64>(1, QFileInfo(path).size());
    }

    qint64 totalBytes() const { return m_totalBytes; }

    void beginFile(const QString& path)
    {
        m_fileBytes = std::max<qint64>(1, QFileInfo(path).size());
    }
    void endFile() { m_doneBytes += m_fileBytes; }

    // The file's `summary:` drives it while the first part loads; bytes read otherwise.
    void update(qint64 bytesConsumed, const CallgrindParser& parser, bool bytesOnly)
    {
        if (!m_callback)
            return;
        double fileFraction = double(bytesConsumed) / double(m_fileBytes);
        if (!bytesOnly && parser.partsStarted() == 1 && parser.firstEventSummary() > 0)
            fileFraction =
                double(parser.firstEventCostParsed()) / double(parser.firstEventSummary());
        fileFraction = std::clamp(fileFraction, 0.0, 1.0);
        // Stop just short of 1: only the finished load reports 100%.
        const double overall =
            std::min(0.999, (double(m_doneBytes) + fileFraction * double(m_fileBytes)) /
                                double(m_totalBytes));
        if (overall > m_reported) {
            m_reported = overall;
            m_callback(overall);
        }
    }

    void complete()
    {
        if (m_callback)
            m_callback(1.0);
    }

private:
    const ProgressCallback& m_callback;
    qint64 m_totalBytes = 0;
    qint64 m_doneBytes = 0;
    qint64 m_fileBytes = 1;
    double m_reported = 0;
};

// Feeds a reader's lines to a parser; `poll` runs every few thousand lines and returns false to
// stop. Line numbers are shifted by `lineOffset` when the reader starts mid-file.
bool parseLines(LineReader& reader, CallgrindParser& parser, ProfileBuilder& builder,
                int sourceIndex, qint64 lineOffset, bool readRuns,
                const std::function<bool()>& poll)
{
    std::string_view line;
    qint64 budget = kPollBudget;
    for (;;) {
        // Most lines are cost lines in runs, which the parser reads from the reader itself.
        if (readRuns) [[likely]]
            parser.readCostLines(reader, lineOffset, budget);
        if (budget <= 0) [[unlikely]] {
            budget = kPollBudget;
            builder.prefaultAhead();
            if (!poll())
                return false;
        }
        if (!reader.next(line))
            break;
        const qint64 lineNumber = reader.lineNumber() + lineOffset;
        if (reader.lineWasCut()) [[unlikely]]
            builder.warn(sourceIndex, lineNumber,
                         QStringLiteral("line longer than %1 bytes was cut")
                             .arg(LineReader::kMaxLineLength));
        parser.parseLine(line, lineNumber, reader.lineOffset());
        budget -= 1 + qint64(line.size() / kPollBytesPerLine);
        if (budget <= 0) [[unlikely]] {
            budget = kPollBudget;
            builder.prefaultAhead();
            if (!poll())
                return false;
        }
    }
    builder.releaseAhead();
    return true;
}

// A piece of a file cut at part headers or functions' lines, other than the first: parsed on its
// own thread into its own builder, from `begin` to `end` (the next cut, or the file's end).
struct Piece
{
    qint64 begin = 0;
    qint64 end = -1;
    splitpoint::Cut cut; // what starts at `begin`
    // Cut at a function's line: the names defined before the cut (read first, on its thread).
    EarlierNames earlier;
    ProfileBuilder builder;
    std::unique_ptr<ByteSource> source;
    std::unique_ptr<LineReader> reader;
    std::unique_ptr<CallgrindParser> parser;
    std::atomic<qint64> bytesConsumed{0};
    std::atomic<bool> stop{false};
    // Set once the thread is done, in every case; `doneChanged` wakes the loader waiting for it.
    bool done = false;
    std::mutex doneMutex;
    std::condition_variable doneChanged;
    bool completed = false;
    // Ids used but not defined when the piece ended (finish() reports and forgets them): a later
    // piece may define them, which one pass would have taken.
    bool unresolvedAtEnd = false;
    // Its builder's peaks() once completed, measured on its own thread for the join; and those
    // of its first and last parts' rows (ProfileBuilder::partPeaks), for a cut at a function.
    FunctionDetail::Peaks peaks;
    FunctionDetail::Peaks firstPartPeaks;
    FunctionDetail::Peaks lastPartPeaks;
    std::size_t partCount = 0;
    // Its steps as its own thread saw them, when the load times its steps.
    std::vector<LoadPhase> phases;

    // For a cut at a function's line: the names defined before it read, and the file's first
    // header parsed, so that the parser goes on with the part there. False when stopped.
    bool continueFunction(ByteSource& file, int sourceIndex, const Options& options,
                          PhaseClock& clock)
    {
        if (!file.seek(0))
            return false;
        LineReader before(file, 0, begin, options.readChunkBytes);
        const EarlierNames::Outcome read =
            earlier.read(before, begin, [this] { return !stop.load(); });
        clock.mark("other piece: names before its cut");
        if (read != EarlierNames::Outcome::Read)
            return false; // the loader's thread reads the piece after its own
        if (!file.seek(0))
            return false;
        LineReader header(file, 0, cut.headerEnd, options.readChunkBytes);
        if (!parseLines(header, *parser, builder, sourceIndex, 0, false,
                        [this] { return !stop.load(); }))
            return false;
        builder.forgetHeader(sourceIndex);
        parser->continuePart(earlier);
        return true;
    }

    void parse(ByteSource& file, int sourceIndex, const Options& options, PhaseClock& clock)
    {
        builder.expectBytes(end - begin);
        reader = std::make_unique<LineReader>(file, begin, end, options.readChunkBytes);
        const bool finished = parseLines(*reader, *parser, builder, sourceIndex, 0,
                                         options.readRunsOfCostLines, [this] {
                                             bytesConsumed = reader->lineOffset() - begin;
                                             return !stop.load();
                                         });
        clock.mark("other piece: parse");
        if (!finished)
            return;
        unresolvedAtEnd = parser->hasUnresolvedReferences();
        parser->finish(reader->nextOffset());
        bytesConsumed = reader->nextOffset() - begin;
        completed = reader->error().isEmpty();
        // The line rows sorted here, beside the other pieces' parse, so that the join (on the
        // loader's thread) merges them in one pass.
        if (completed) {
            builder.flattenLines();
            peaks = builder.peaks();
            partCount = builder.partCount();
            firstPartPeaks = builder.partPeaks(PartId(0));
            lastPartPeaks = builder.partPeaks(builder.lastPart());
        }
        clock.mark("other piece: sort its line rows");
    }

    // Waits until the thread is done or `timeout` passed; returns whether it is done.
    bool waitDone(std::chrono::milliseconds timeout)
    {
        std::unique_lock lock(doneMutex);
        return doneChanged.wait_for(lock, timeout, [this] { return done; });
    }

    void run(const SourceInfo& info, const std::optional<FileIdentity>& opened,
             const Options& options, bool timePhases)
    {
        PhaseClock clock(timePhases ? &phases : nullptr);
        try {
            QString error;
            source = ByteSource::open(info.path, &error);
            // The path is opened again: a file replaced since the loader opened it (another
            // inode, even of the same size and time) or changed in place is not the same file,
            // and the piece before reads on by itself; the end of the load tells what changed.
            if (source && opened && source->identity() == opened) {
                const int sourceIndex = builder.addSource(info);
                parser = std::make_unique<CallgrindParser>(builder, sourceIndex);
                if (!cut.atFunction)
                    parser->startMidFile();
                const bool ready =
                    !cut.atFunction || continueFunction(*source, sourceIndex, options, clock);
                if (ready && source->seek(begin))
                    parse(*source, sourceIndex, options, clock);
                earlier = EarlierNames(); // the names it took are in its builder now
            }
        } catch (const std::bad_alloc&) {
            completed = false; // the loader then reads the piece itself
        }
        {
            const std::lock_guard lock(doneMutex);
            done = true; // in every case: the loader waits for it
        }
        doneChanged.notify_all();
    }
};

// Whether the piece that would begin at `cut`, a function's line, would give up on the names
// before it (EarlierNames::Outcome::TooManyNames) within their first kNamesProbeBytes: read as
// that piece reads them (from the file's start up to the cut, in the same chunks), so the answer
// is the one the piece would reach there. Such a piece is read again by the loader's thread after
// its own: a context-separated profile (names.callgrind, 62 MB of names in 74 MB) loaded 16-19%
// slower on two threads than on one, its first half's line rows sorted for a join that never
// came and put back. Within the probe's bytes most such files show it: names.callgrind after its
// first megabyte. Reads `source` from its start, where the caller put it.
bool namesOutweighCut(ByteSource& source, qint64 cut, const Options& options)
{
    constexpr qint64 kNamesProbeBytes = qint64(2) << 20;
    LineReader reader(source, 0, cut, options.readChunkBytes);
    EarlierNames names;
    const auto withinProbe = [&reader] { return reader.nextOffset() < kNamesProbeBytes; };
    return names.read(reader, cut, withinProbe) == EarlierNames::Outcome::TooManyNames;
}

// Where to cut a plain file: the test hook's offsets (those at a part-starting header), or parts'
// starts near i / threads of a big callgrind file, less the cuts at a function's line whose
// piece would give up on the names before it (namesOutweighCut). Ascending; empty for one pass.
// `readSource` is set when that read `source`: the caller seeks back to its start.
std::vector<qint64> cutOffsets(ByteSource& source, const QString& path, qint64 size, int threads,
                               const Options& options, bool& readSource)
{
    std::vector<qint64> cuts;
    if (threads < 2)
        return cuts;
    if (options.cutAt.empty()) {
        cuts = splitpoint::findCuts(path, size, options.splitThreshold, threads);
        std::erase_if(cuts, [&](qint64 cut) {
            if (!splitpoint::inspect(path, cut).atFunction || !source.seek(0))
                return false;
            readSource = true;
            return namesOutweighCut(source, cut, options);
        });
        return cuts;
    }
    for (const qint64 offset : options.cutAt) {
        if (offset <= 0 || offset >= size || (!cuts.empty() && offset <= cuts.back()))
            continue;
        const splitpoint::Cut cut = splitpoint::inspect(path, offset);
        if (cut.atPartHeader || cut.atFunction)
            cuts.push_back(offset);
    }
    return cuts;
}

// Whether `piece`, parsed on its own from a cut at a part-starting header, read what one pass
// would have read. `before` is the parser of the bytes just before the cut; `earlier` the parsers
// of what precedes them, latest first, back to the loader's own (which read from the file's
// start). A part opens at the cut (the part before has a body), the piece used no compressed id,
// position or function from before the cut, every id it defined means what it meant before (or
// the cut starts another file's header, where ids start afresh), and it read its first costs
// with the positions and event types the piece before left. A piece that stood alone leaves
// what one pass leaves at its end (its names agree with the earlier ones), so it may stand for
// the state at the next cut; the names of every piece since the last file header are checked.
//
// A piece cut at a function's line went on with the part under way there: it also used the
// object and file the parser before left, and no call or jump line waited; each name it took from
// before the cut (EarlierNames) is the one the latest parser that knows the id gives it.
bool standsAlone(const CallgrindParser& piece, const splitpoint::Cut& cut,
                 const CallgrindParser& before, const std::vector<Piece*>& joinedBefore,
                 const CallgrindParser& loaderParser)
{
    if (!(cut.atPartHeader || (cut.atFunction && piece.continuesPart())) || !before.partHasBody() ||
        piece.neededEarlierContext() || piece.layoutAtFirstUse() != before.layout())
        return false;
    if (cut.atFunction) {
        if (!piece.continuesWhereEnded(before))
            return false;
        // Back to the piece whose ids are all one pass knew at its end: one that began a file,
        // or forgot its ids at a file's header inside it.
        std::vector<const CallgrindParser*> earlier;
        bool idsBeganThere = false;
        for (auto it = joinedBefore.rbegin(); it != joinedBefore.rend() && !idsBeganThere; ++it) {
            earlier.push_back((*it)->parser.get());
            idsBeganThere = (*it)->cut.newFile || (*it)->parser->forgotNames();
        }
        if (!idsBeganThere)
            earlier.push_back(&loaderParser);
        if (!piece.tookNamesAsDefinedBy(earlier))
            return false;
    }
    if (cut.newFile)
        return true;
    for (auto it = joinedBefore.rbegin(); it != joinedBefore.rend(); ++it) {
        if ((*it)->unresolvedAtEnd || !piece.agreesOnNamesWith(*(*it)->parser))
            return false;
        if ((*it)->cut.newFile)
            return true; // ids before it were forgotten
    }
    return !loaderParser.hasUnresolvedReferences() && piece.agreesOnNamesWith(loaderParser);
}

// Tells the pieces' threads to stop when the loader's scope ends early (an error or an
// exception); declared after the threads, so it runs before they are joined.
struct StopOnExit
{
    const std::vector<std::unique_ptr<Piece>>& pieces;
    ~StopOnExit()
    {
        for (const auto& piece : pieces) {
            if (piece)
                piece->stop = true;
        }
    }
};

// What a load was reading, for the message when memory runs out: the file, how far it got (as
// the progress counts it: bytes on disk) and the file's size.
struct Reading
{
    QString path;
    qint64 bytesRead = 0;
    qint64 fileBytes = 0;
};

// The load; throws std::bad_alloc when memory runs out (load() turns it into an error).
Result loadFiles(const QStringList& paths, const ProgressCallback& progress,
                 const CancelCheck& isCanceled, const Options& options, Reading& reading)
{
    Result result;
    if (paths.isEmpty()) {
        result.error = QStringLiteral("no profile file given");
        return result;
    }
    ProfileBuilder builder;
    // Sums alone win: a series' step or a report has no view to ask for rows.
    const bool detailsOnDemand = options.detailsOnDemand && !options.sumsOnly;
    builder.keepSumsOnly(options.sumsOnly || detailsOnDemand);
    builder.recordBlocks(detailsOnDemand);
    builder.shareNamesWhenSame(options.sameNamesAs);
    std::vector<DetailRowsFromFile::Source> blockSources;
    ProgressTracker tracker(paths, progress);
    const int threads = detailsOnDemand       ? 1
                        : options.threads > 0 ? options.threads
                                              : QThread::idealThreadCount();
    bool anyEvents = false;
    QElapsedTimer loadTimer;
    loadTimer.start();
    // Also timed for the debug log ("tally.load.debug"): the steps of a load in a process of
    // its own (tally --report), where the resident memory is that load's alone.
    const bool timePhases = options.timePhases || lcLoad().isDebugEnabled();
    PhaseClock clock(timePhases ? &result.phases : nullptr);

    for (const QString& path : paths) {
        QElapsedTimer fileTimer;
        fileTimer.start();
        QString openError;
        const auto source = options.openSource ? options.openSource(path, &openError)
                                               : ByteSource::open(path, &openError);
        if (!source) {
            result.error = QStringLiteral("%1: cannot open: %2").arg(path, openError);
            return result;
        }
        SourceInfo info;
        info.path = path;
        info.gzip = source->isCompressed();
        info.sizeBytes = source->fileSize();
        reading = {path, 0, info.sizeBytes};
        // A plain file is read as it was when opened: a file that grows while it is read (a
        // profile still being written) must not keep the load going, and a line being written
        // at the end when it was opened is still read whole. Files that report no size (those
        // of /proc) are read to their end.
        const qint64 end = info.gzip || info.sizeBytes <= 0 ? -1 : info.sizeBytes;
        // What was opened, to tell at the end whether the path still names it, unchanged, and
        // whether the pieces' own opens of the path are the same file: the open file's identity
        // (the path may name another by now), or the path's for sources that cannot tell.
        const std::optional<FileIdentity> opened =
            source->identity() ? source->identity() : fileIdentity(path);
        bool readSource = false;
        const std::vector<qint64> cuts =
            info.gzip ? std::vector<qint64>()
                      : cutOffsets(*source, path, info.sizeBytes, threads, options, readSource);
        if (readSource && !source->seek(0)) {
            result.error = QStringLiteral("%1: cannot read: %2").arg(path, source->error());
            return result;
        }
        const int sourceIndex = builder.addSource(info);
        // Room for a block every 32 bytes: callgrind's files have one every 500 to 1,100.
        builder.allowBlocks(std::size_t(std::max<qint64>(info.sizeBytes, 0) / 32) + 4096);
        // The last file's pieces left the line rows sorted for their join: this one is read into
        // the lookup table again.
        builder.unflattenLines();
        tracker.beginFile(path);

        // A big callgrind file is read in pieces at once, one thread each: this thread reads the
        // first, and the others are joined to it in order.
        const int pieceCount = int(cuts.size()) + 1;
        auto pieceBegin = [&](int i) { return i == 0 ? qint64(0) : cuts[i - 1]; };
        auto pieceEnd = [&](int i) { return i + 1 < pieceCount ? cuts[i] : end; };
        std::vector<std::unique_ptr<Piece>> pieces(pieceCount);
        for (int i = 1; i < pieceCount; ++i) {
            pieces[i] = std::make_unique<Piece>();
            pieces[i]->builder.keepSumsOnly(options.sumsOnly);
            pieces[i]->begin = pieceBegin(i);
            pieces[i]->end = pieceEnd(i);
            pieces[i]->cut = splitpoint::inspect(path, pieceBegin(i));
        }
        std::vector<std::jthread> pieceThreads;
        for (int i = 1; i < pieceCount; ++i) {
            try {
                pieceThreads.emplace_back(
                    [piece = pieces[i].get(), &info, &opened, &options, timePhases] {
                        piece->run(info, opened, options, timePhases);
                    });
            } catch (const std::system_error&) {
                // No thread could start (no memory left for its stack): this thread reads the
                // piece itself, as one that needed what came before.
                pieces[i]->done = true;
                pieceThreads.emplace_back();
            }
        }
        const StopOnExit stopPieces{pieces};

        // This thread reads pieces [0, readUpTo) itself; pieces after `readingThrough` count in
        // the progress with what their threads read.
        int readUpTo = 1;
        int readingThrough = 0;
        if (pieceEnd(0) > 0)
            builder.expectBytes(pieceEnd(0), end - pieceEnd(0));
        auto reader = std::make_unique<LineReader>(*source, 0, pieceEnd(0), options.readChunkBytes);
        CallgrindParser parser(builder, sourceIndex);
        bool canceled = false;
        auto poll = [&] {
            if (isCanceled && isCanceled()) {
                canceled = true;
                for (const auto& piece : pieces) {
                    if (piece)
                        piece->stop = true;
                }
                return false;
            }
            // Plain files: bytes parsed; gzip: compressed bytes consumed (all that is known).
            qint64 bytes =
                source->isCompressed() ? source->fileBytesConsumed() : reader->lineOffset();
            for (int i = readingThrough + 1; i < pieceCount; ++i)
                bytes += pieces[i]->bytesConsumed.load();
            reading.bytesRead = bytes;
            tracker.update(bytes, parser, pieceCount > 1);
            return true;
        };
        qint64 lines = 0;        // lines this thread read before `reader`
        QString readError;       // the first read error of this thread's readers
        bool readFailed = false; // a read failed (an I/O error), not a file that ended early
        qint64 shortAt = -1;     // where a piece's reading stopped before the piece's end
        auto noteReaderEnd = [&](const LineReader& done, qint64 rangeEnd) {
            if (readError.isEmpty())
                readError = done.error();
            readFailed = readFailed || done.failed();
            if (shortAt < 0 && rangeEnd >= 0 && done.nextOffset() < rangeEnd)
                shortAt = done.nextOffset();
        };

        // The pieces after those this thread read that stood alone, in order.
        std::vector<Piece*> joined;
        FunctionDetail::Peaks joinedPeaks; // theirs added up (capped)
        // The peaks of the last part's rows as the pieces joined so far leave it: a piece cut at
        // a function's line sums its first part's rows into them (ProfileBuilder::partPeaks).
        FunctionDetail::Peaks lastPartPeaks;
        bool lastPartPeaksKnown = false;
        auto sumsStayBelowCap = [&](const Piece& piece) {
            if (!piece.cut.atFunction)
                return true;
            if (!lastPartPeaksKnown)
                lastPartPeaks = builder.partPeaks(builder.lastPart());
            lastPartPeaksKnown = true;
            return piece.firstPartPeaks.cost < costmath::kMaximum - lastPartPeaks.cost &&
                   piece.firstPartPeaks.count < costmath::kMaximumCount - lastPartPeaks.count;
        };
        auto noteJoined = [&](const Piece& piece) {
            if (piece.cut.atFunction && piece.partCount == 1)
                lastPartPeaks = {lastPartPeaks.cost + piece.firstPartPeaks.cost,
                                 lastPartPeaks.count + piece.firstPartPeaks.count};
            else
                lastPartPeaks = piece.lastPartPeaks;
            lastPartPeaksKnown = true;
        };
        int readAgain = 0;
        if (!parseLines(*reader, parser, builder, sourceIndex, 0, options.readRunsOfCostLines,
                        poll))
            canceled = true;
        clock.mark("parse (first piece)");
        // The line rows sorted for the join, while the other pieces' threads may still parse.
        // (Undone below if this thread reads on.)
        // Its peaks too, for canAbsorbExactly (measured again when this thread reads on).
        FunctionDetail::Peaks ownPeaks;
        if (pieceCount > 1 && !canceled) {
            builder.flattenLines(true);
            ownPeaks = builder.peaks();
        }
        clock.mark("sort the first piece's line rows");
        for (int i = 1; i < pieceCount && !canceled; ++i) {
            Piece& piece = *pieces[i];
            // Waiting for a piece still answers cancel within milliseconds.
            while (!canceled && !piece.waitDone(std::chrono::milliseconds(5)))
                poll();
            if (canceled)
                break;
            const CallgrindParser& before = joined.empty() ? parser : *joined.back()->parser;
            // Also only when no sum can pass the 64-bit range where one pass would cap it (see
            // ProfileBuilder::canAbsorbExactly), after the pieces joined before this one.
            if (piece.completed && standsAlone(*piece.parser, piece.cut, before, joined, parser) &&
                builder.canAbsorbExactly(piece.builder, ownPeaks, piece.peaks, joinedPeaks) &&
                sumsStayBelowCap(piece)) {
                noteJoined(piece);
                joined.push_back(&piece);
                const FunctionDetail::Peaks peaks = piece.peaks;
                joinedPeaks.cost += std::min(peaks.cost, costmath::kMaximum - joinedPeaks.cost);
                joinedPeaks.count +=
                    std::min(peaks.count, costmath::kMaximumCount - joinedPeaks.count);
                continue;
            }
            // The piece depended on what came before: this thread reads on from where it
            // stopped, in order, through this piece (again through the pieces joined since, whose
            // state at their end the piece would have needed).
            readAgain += int(joined.size()) + 1;
            joined.clear();
            joinedPeaks = {};
            lastPartPeaksKnown = false;
            // Their threads are done: their builders go now, not with the file.
            for (int p = readUpTo; p <= i; ++p) {
                if (pieceThreads[p - 1].joinable())
                    pieceThreads[p - 1].join();
                pieces[p].reset();
            }
            const qint64 from = pieceBegin(readUpTo);
            noteReaderEnd(*reader, from);
            lines += reader->lineNumber();
            readingThrough = i;
            reader.reset();
            builder.unflattenLines();
            if (!source->seek(from)) {
                result.error = QStringLiteral("%1: cannot read: %2").arg(path, source->error());
                return result;
            }
            reader =
                std::make_unique<LineReader>(*source, from, pieceEnd(i), options.readChunkBytes);
            if (!parseLines(*reader, parser, builder, sourceIndex, lines,
                            options.readRunsOfCostLines, poll))
                canceled = true;
            ownPeaks = builder.peaks();
            readUpTo = i + 1;
        }
        for (auto& thread : pieceThreads) {
            if (thread.joinable())
                thread.join();
        }
        clock.mark("wait for the other pieces");
        // What the other pieces' threads did meanwhile: an uneven cut shows as a long wait.
        for (const auto& piece : pieces) {
            if (piece)
                result.phases.insert(result.phases.end(), piece->phases.begin(),
                                     piece->phases.end());
        }
        if (canceled) {
            qCDebug(lcLoad).noquote() << "canceled after" << loadTimer.elapsed() << "ms in" << path;
            result.canceled = true;
            result.error = QStringLiteral("loading was canceled");
            return result;
        }

        // Where reading stopped: the end of the file when it was opened, unless it shrank. Each
        // piece must also have reached its end.
        const qint64 readerEnd = pieceEnd(readUpTo - 1);
        noteReaderEnd(*reader, joined.empty() ? -1 : readerEnd);
        lines += reader->lineNumber();
        qint64 endOffset = reader->nextOffset();
        parser.finish(joined.empty() ? reader->nextOffset() : readerEnd);
        clock.mark("parser's finish");
        // A warning of the parse (a bad line) would come again from the block that holds it,
        // read alone; the loader's own after it (a file cut short) would not.
        const bool parseWarned = builder.diagnosticCount(sourceIndex) > 0;
        // Whether the file has an `events:` line: in any piece when they were joined.
        bool sawEvents = parser.sawEvents();
        for (Piece* piece : joined) {
            builder.absorb(piece->builder, sourceIndex, lines, &clock, piece->cut.atFunction);
            lines += piece->reader->lineNumber();
            endOffset = piece->reader->nextOffset();
            // The last piece ends where the file does: whether it shrank is warnIfChanged's.
            noteReaderEnd(*piece->reader, piece != joined.back() ? piece->end : -1);
            sawEvents = sawEvents || piece->parser->sawEvents();
        }
        clock.mark("join the pieces");
        result.piecesJoined += int(joined.size());
        result.piecesReadAgain += readAgain;
        if (pieceCount > 1)
            qCDebug(lcLoad).noquote()
                << path << "cut into" << pieceCount << "pieces;" << joined.size()
                << "stood alone and were joined," << readAgain << "were read again in order";
        if (shortAt >= 0)
            endOffset = shortAt;

        if (!readError.isEmpty()) {
            if (lines == 0) {
                result.error = QStringLiteral("%1: cannot read: %2").arg(path, readError);
                return result;
            }
            // A read that failed (an I/O error, corrupt compressed data), unlike a file that
            // ends early, may have left anything unread: refused, not shown as if whole.
            if (readFailed) {
                result.error = QStringLiteral("%1: cannot read: %2 (after %3 lines)")
                                   .arg(path, readError)
                                   .arg(lines);
                return result;
            }
            builder.warn(sourceIndex, lines,
                         QStringLiteral("reading stopped early: %1").arg(readError));
        } else {
            filechange::warnIfChanged(builder, sourceIndex, info, endOffset, opened);
        }
        // Not the size: files of /proc say 0 bytes and have lines.
        if (lines == 0) {
            builder.warn(sourceIndex, 0, QStringLiteral("file is empty"));
        } else if (!sawEvents) {
            result.error =
                QStringLiteral("%1: not a Callgrind profile: no 'events:' line").arg(path);
            return result;
        } else {
            anyEvents = true;
        }
        if (builder.recordsBlocks()) {
            DetailRowsFromFile::Source& blocks = blockSources.emplace_back();
            blocks.path = path;
            blocks.identity = opened;
            blocks.blocksStandAlone = parser.blocksStandAlone() && !info.gzip &&
                                      info.sizeBytes > 0 && readError.isEmpty() && !parseWarned;
            blocks.names = parser.takeNames();
        }
        builder.checkFileEnd(sourceIndex, lines);
        builder.reportSuppressedDiagnostics(sourceIndex);
        tracker.endFile();
        qCDebug(lcLoad).noquote() << path << "parsed:" << info.sizeBytes
                                  << (info.gzip ? "bytes (gzip)," : "bytes,") << lines << "lines in"
                                  << fileTimer.elapsed() << "ms";
    }
    if (!anyEvents) {
        result.error = paths.size() == 1 ? QStringLiteral("%1: file is empty").arg(paths.front())
                                         : QStringLiteral("all files are empty");
        return result;
    }
    clock.mark("files' end (pieces freed)");
    reading.path = paths.join(QStringLiteral(", "));
    reading.bytesRead = reading.fileBytes = tracker.totalBytes();
    QElapsedTimer buildTimer;
    buildTimer.start();
    std::shared_ptr<DetailRowsFromFile> rowsFromFile;
    std::shared_ptr<const DetailRowsOnDemand> onDemand;
    if (builder.recordsBlocks()) {
        const bool exact = !builder.hasAliases() && !builder.readNegativeCost();
        rowsFromFile = std::make_shared<DetailRowsFromFile>(std::move(blockSources),
                                                            builder.takeBlocks(), exact);
        onDemand = std::make_shared<const DetailRowsOnDemand>(
            builder.functionCount(), builder.realEventCount(),
            [rowsFromFile](FunctionId function) { return rowsFromFile->make(function); },
            [rowsFromFile](std::span<const FunctionId> functions) {
                rowsFromFile->prepare(functions);
            });
    }
    result.profile = builder.finish(&clock, threads > 1, std::move(onDemand));
    if (rowsFromFile) {
        rowsFromFile->attach(*result.profile);
        result.detailsFromFile = rowsFromFile;
    }
    qCDebug(lcLoad) << "model built in" << buildTimer.elapsed()
                    << "ms:" << result.profile->functionCount() << "functions,"
                    << result.profile->partCount() << "parts; whole load" << loadTimer.elapsed()
                    << "ms";
    for (const LoadPhase& phase : result.phases)
        qCDebug(lcLoad).noquote() << QStringLiteral("  %1 wall %2 s, CPU %3 s (system %4 s, %5 "
                                                    "page faults), resident %6 MB")
                                         .arg(QLatin1String(phase.name), -32)
                                         .arg(phase.wallSeconds, 0, 'f', 3)
                                         .arg(phase.cpuSeconds, 0, 'f', 3)
                                         .arg(phase.systemSeconds, 0, 'f', 3)
                                         .arg(phase.minorFaults)
                                         .arg(double(phase.residentKiB) / 1024.0, 0, 'f', 1);
    tracker.complete();
    return result;
}

} // namespace

Result load(const QStringList& paths, const ProgressCallback& progress,
            const CancelCheck& isCanceled, const Options& options)
{
    // The heap's policy for loads (largeallocations::beginLoad) for as long as this one runs.
    struct LoadHeapPolicy
    {
        LoadHeapPolicy() { largeallocations::beginLoad(); }
        ~LoadHeapPolicy() { largeallocations::endLoad(); }
        LoadHeapPolicy(const LoadHeapPolicy&) = delete;
        LoadHeapPolicy& operator=(const LoadHeapPolicy&) = delete;
    } const heapPolicy;
    Reading reading;
    try {
        return loadFiles(paths, progress, isCanceled, options, reading);
    } catch (const std::bad_alloc&) {
        // Everything the load held is freed by now: the profile that was open before it (in the
        // window) stays, and the message has room.
        const auto megabytes = [](qint64 bytes) {
            return QString::number(double(bytes) / double(1 << 20), 'f', 1);
        };
        Result result;
        result.error =
            QStringLiteral("not enough memory to load %1 (read %2 of %3 MB)")
                .arg(reading.path, megabytes(reading.bytesRead), megabytes(reading.fileBytes));
        return result;
    } catch (const std::system_error& error) {
        // A thread that could not start (its stack is memory too) where the load needs one:
        // the read-ahead of a gzip file.
        Result result;
        result.error = QStringLiteral("%1: cannot load: %2")
                           .arg(reading.path.isEmpty() ? paths.front() : reading.path,
                                QString::fromLocal8Bit(error.what()));
        return result;
    }
}

namespace {

// Where a load that may be read again in full holds its progress until it is known.
constexpr double kShortOfTheEnd = 0.999;

// Whether `paths` are plain files of Options::rowsOnDemandFromBytes or more together. (Opened
// here as the rows will be, not through Options::openSource, a test's hook for the load's
// threads.)
bool rowsOnDemandPay(const QStringList& paths, const Options& options)
{
    // The sizes first: most loads go no further than that (and none, by default).
    qint64 bytes = 0;
    for (const QString& path : paths)
        bytes += std::max<qint64>(QFileInfo(path).size(), 0);
    if (bytes < options.rowsOnDemandFromBytes)
        return false;
    return std::ranges::none_of(paths, [](const QString& path) {
        QString error;
        const auto source = ByteSource::open(path, &error);
        return !source || source->isCompressed() || source->fileSize() <= 0;
    });
}

} // namespace

Result loadForViewing(const QStringList& paths, const ProgressCallback& progress,
                      const CancelCheck& isCanceled, const Options& options)
{
    if (options.sumsOnly || options.detailsOnDemand || !rowsOnDemandPay(paths, options))
        return load(paths, progress, isCanceled, options);
    Options onDemand = options;
    onDemand.detailsOnDemand = true;
    ProgressCallback heldBack;
    if (progress)
        heldBack = [&progress](double done) { progress(std::min(done, kShortOfTheEnd)); };
    Result result = load(paths, heldBack, isCanceled, onDemand);
    if (!result.profile || (result.detailsFromFile && result.detailsFromFile->readsBlocks())) {
        if (progress && result.profile)
            progress(1.0);
        return result;
    }
    qCDebug(lcLoad) << "rows on demand would not read alone: loading" << paths << "in full";
    result = Result(); // its memory freed before the full load's
    // Forward only: held where the first load left it until this one ends.
    ProgressCallback atTheEnd;
    if (progress)
        atTheEnd = [&progress](double done) {
            if (done >= 1.0)
                progress(1.0);
        };
    return load(paths, atTheEnd, isCanceled, options);
}

} // namespace tally::profileloader

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/ProfileLoader.h"

#include "core/callgrind/CallgrindParser.h"
#include "core/io/ByteSource.h"
#include "core/io/LineReader.h"
#include "core/load/LoadLog.h"
#include "core/load/ProfileBuilder.h"
#include "core/load/SplitPoint.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace tally::profileloader {

namespace {

constexpr qint64 kPollEveryLines = 0x4000;
constexpr qint64 kPollEveryBytes = 4 * 1024 * 1024; // for files of few, very long lines

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
                int sourceIndex, qint64 lineOffset, const std::function<bool()>& poll)
{
    std::string_view line;
    qint64 lastPollOffset = reader.lineOffset();
    while (reader.next(line)) {
        const qint64 lineNumber = reader.lineNumber() + lineOffset;
        if (reader.lineWasCut())
            builder.warn(sourceIndex, lineNumber,
                         QStringLiteral("line longer than %1 bytes was cut")
                             .arg(LineReader::kMaxLineLength));
        parser.parseLine(line, lineNumber, reader.lineOffset());
        if ((reader.lineNumber() & (kPollEveryLines - 1)) == 0 ||
            reader.lineOffset() - lastPollOffset > kPollEveryBytes) {
            lastPollOffset = reader.lineOffset();
            if (!poll())
                return false;
        }
    }
    return true;
}

// The second half of a split file, parsed on its own thread into its own builder.
struct SecondHalf
{
    ProfileBuilder builder;
    std::unique_ptr<ByteSource> source;
    std::unique_ptr<LineReader> reader;
    std::unique_ptr<CallgrindParser> parser;
    std::atomic<qint64> bytesConsumed{0};
    std::atomic<bool> stop{false};
    // Set once the thread is done, in every case; `doneChanged` wakes the first half waiting for
    // it.
    bool done = false;
    std::mutex doneMutex;
    std::condition_variable doneChanged;
    bool completed = false;

    // Waits until the thread is done or `timeout` passed; returns whether it is done.
    bool waitDone(std::chrono::milliseconds timeout)
    {
        std::unique_lock lock(doneMutex);
        return doneChanged.wait_for(lock, timeout, [this] { return done; });
    }

    void run(const SourceInfo& info, qint64 split, qint64 end, qint64 chunkBytes)
    {
        try {
            QString error;
            source = ByteSource::open(info.path, &error);
            // The path is opened again: a file replaced since the first half opened it (its
            // size tells, mostly) is not the first half's, which then reads on by itself.
            if (source && source->fileSize() == info.sizeBytes && source->seek(split)) {
                const int sourceIndex = builder.addSource(info);
                reader = std::make_unique<LineReader>(*source, split, end, chunkBytes);
                parser = std::make_unique<CallgrindParser>(builder, sourceIndex);
                parser->startMidFile();
                const bool finished =
                    parseLines(*reader, *parser, builder, sourceIndex, 0, [this, split] {
                        bytesConsumed = reader->lineOffset() - split;
                        return !stop.load();
                    });
                if (finished) {
                    parser->finish(reader->nextOffset());
                    completed = reader->error().isEmpty();
                }
            }
        } catch (const std::bad_alloc&) {
            completed = false; // the first half then reads on by itself
        }
        {
            const std::lock_guard lock(doneMutex);
            done = true; // in every case: the first half waits for it
        }
        doneChanged.notify_all();
    }
};

// Where to cut a plain file in two: the test hook's exact offset, or a part's start near the
// middle of a big callgrind file.
qint64 splitOffset(const QString& path, qint64 size, const Options& options)
{
    if (options.threads < 2)
        return -1;
    if (options.splitAt >= 0)
        return options.splitAt > 0 && options.splitAt < size ? options.splitAt : -1;
    return splitpoint::find(path, size, options.splitThreshold);
}

// Whether the second half, parsed on its own from a cut at a part-starting header, read what
// one pass would have read: a part opens at the cut (the part before has a body), it used no
// compressed id, position or function from before the cut, every id it defined means what it
// meant before (or the cut starts another file's header, where ids start afresh), and it read
// its first costs with the positions and event types the first half left.
bool secondHalfStandsAlone(const CallgrindParser& second, const CallgrindParser& first,
                           const splitpoint::Cut& cut)
{
    return cut.atPartHeader && first.partHasBody() && !second.neededEarlierContext() &&
           (cut.newFile || (!first.hasUnresolvedReferences() && second.agreesOnNamesWith(first))) &&
           second.layoutAtFirstUse() == first.layout();
}

// A file changed on disk while it was read (a profile still being written, truncated, replaced
// or deleted) loads as far as it could be read, with a warning that says what happened: the
// user would otherwise take a part of a profile for all of it.
void warnIfChanged(ProfileBuilder& builder, int sourceIndex, const SourceInfo& info,
                   qint64 endOffset, const QDateTime& modifiedWhenOpened)
{
    if (!info.gzip && info.sizeBytes > 0 && endOffset < info.sizeBytes) {
        builder.warn(sourceIndex, 0,
                     QStringLiteral("the file shrank while it was read: it ended after %1 of the "
                                    "%2 bytes it had when opened, so this is only a part of it")
                         .arg(endOffset)
                         .arg(info.sizeBytes));
        return;
    }
    const QFileInfo now(info.path);
    if (!now.exists()) {
        builder.warn(sourceIndex, 0,
                     QStringLiteral("the file was deleted while it was read; it was loaded as it "
                                    "was when opened"));
    } else if (now.size() != info.sizeBytes || now.lastModified() != modifiedWhenOpened) {
        builder.warn(sourceIndex, 0,
                     QStringLiteral("the file changed while it was read (%1 bytes when opened, "
                                    "%2 now); it was loaded as it was when opened: reload it to "
                                    "see the change")
                         .arg(info.sizeBytes)
                         .arg(now.size()));
    }
}

// Tells the second half to stop when the first half's scope ends early (an error or an
// exception); declared after the thread, so it runs before the thread is joined.
struct StopOnExit
{
    const std::unique_ptr<SecondHalf>& half;
    ~StopOnExit()
    {
        if (half)
            half->stop = true;
    }
};

} // namespace

Result load(const QStringList& paths, const ProgressCallback& progress,
            const CancelCheck& isCanceled, const Options& options)
{
    Result result;
    if (paths.isEmpty()) {
        result.error = QStringLiteral("no profile file given");
        return result;
    }
    ProfileBuilder builder;
    ProgressTracker tracker(paths, progress);
    bool anyEvents = false;
    QElapsedTimer loadTimer;
    loadTimer.start();

    for (const QString& path : paths) {
        QElapsedTimer fileTimer;
        fileTimer.start();
        QString openError;
        const auto source = ByteSource::open(path, &openError);
        if (!source) {
            result.error = QStringLiteral("%1: cannot open: %2").arg(path, openError);
            return result;
        }
        SourceInfo info;
        info.path = path;
        info.gzip = source->isCompressed();
        info.sizeBytes = source->fileSize();
        // A plain file is read as it was when opened: a file that grows while it is read (a
        // profile still being written) must not keep the load going, and a line being written
        // at the end when it was opened is still read whole. Files that report no size (those
        // of /proc) are read to their end.
        const qint64 end = info.gzip || info.sizeBytes <= 0 ? -1 : info.sizeBytes;
        const QDateTime modifiedWhenOpened = QFileInfo(path).lastModified();
        qint64 split = info.gzip ? -1 : splitOffset(path, info.sizeBytes, options);
        const int sourceIndex = builder.addSource(info);
        tracker.beginFile(path);

        // A big callgrind file is read in two halves at once, one per core.
        const splitpoint::Cut cut =
            split > 0 ? splitpoint::inspect(path, split) : splitpoint::Cut();
        if (!cut.atPartHeader)
            split = -1; // a forced cut (tests) elsewhere than at a part's header: one pass
        auto second = std::make_unique<SecondHalf>();
        std::jthread secondThread;
        if (split > 0)
            secondThread = std::jthread([&second, &info, split, end, &options] {
                second->run(info, split, end, options.readChunkBytes);
            });
        const StopOnExit stopSecond{second};

        LineReader reader(*source, 0, split > 0 ? split : end, options.readChunkBytes);
        const LineReader* activeReader = &reader;
        CallgrindParser parser(builder, sourceIndex);
        bool canceled = false;
        auto poll = [&] {
            if (isCanceled && isCanceled()) {
                canceled = true;
                if (second)
                    second->stop = true;
                return false;
            }
            // Plain files: bytes parsed; gzip: compressed bytes consumed (all that is known).
            const qint64 bytes =
                source->isCompressed() ? source->fileBytesConsumed() : activeReader->lineOffset();
            // `second` is gone once the first half reads on over the second's bytes by itself.
            const qint64 secondBytes = second ? second->bytesConsumed.load() : 0;
            tracker.update(bytes + secondBytes, parser, split > 0);
            return true;
        };
        parseLines(reader, parser, builder, sourceIndex, 0, poll);
        // Waiting for the second half still answers cancel within milliseconds.
        while (split > 0 && !canceled && !second->waitDone(std::chrono::milliseconds(5)))
            poll();
        if (secondThread.joinable())
            secondThread.join();
        if (canceled) {
            qCDebug(lcLoad).noquote() << "canceled after" << loadTimer.elapsed() << "ms in" << path;
            result.canceled = true;
            result.error = QStringLiteral("loading was canceled");
            return result;
        }

        qint64 lines = reader.lineNumber();
        QString readError = reader.error();
        // Where reading stopped: the end of the file when it was opened, unless it shrank. The
        // first half of a split file must also have reached the cut.
        qint64 endOffset = reader.nextOffset();
        const bool firstHalfShort = split > 0 && reader.nextOffset() < split;
        // Whether the file has an `events:` line: in either half when they were joined.
        bool sawEvents = false;
        if (split > 0) {
            const bool selfContained = second->completed &&
                                       secondHalfStandsAlone(*second->parser, parser, cut) &&
                                       builder.canAbsorbExactly(second->builder);
            qCDebug(lcLoad).noquote()
                << path << "split at byte" << split << "into two halves;"
                << (selfContained ? "the second stood alone"
                                  : "the second needed the first and is read again");
            if (selfContained) {
                parser.finish(split);
                builder.absorb(second->builder, sourceIndex, reader.lineNumber());
                lines += second->reader->lineNumber();
                endOffset = second->reader->nextOffset();
                sawEvents = second->parser->sawEvents();
                second.reset();
                ++result.filesReadInTwoHalves;
            } else {
                // The second half depended on the first: read it again, in order, on this thread.
                second.reset();
                if (!source->seek(split)) {
                    result.error = QStringLiteral("%1: cannot read: %2").arg(path, source->error());
                    return result;
                }
                LineReader rest(*source, split, end, options.readChunkBytes);
                activeReader = &rest;
                if (!parseLines(rest, parser, builder, sourceIndex, reader.lineNumber(), poll)) {
                    result.canceled = true;
                    result.error = QStringLiteral("loading was canceled");
                    return result;
                }
                parser.finish(rest.nextOffset());
                lines += rest.lineNumber();
                readError = rest.error();
                endOffset = rest.nextOffset();
            }
        } else {
            parser.finish(reader.nextOffset());
        }

        if (!readError.isEmpty()) {
            if (lines == 0) {
                result.error = QStringLiteral("%1: cannot read: %2").arg(path, readError);
                return result;
            }
            builder.warn(sourceIndex, lines,
                         QStringLiteral("reading stopped early: %1").arg(readError));
        } else {
            warnIfChanged(builder, sourceIndex, info,
                          firstHalfShort ? reader.nextOffset() : endOffset, modifiedWhenOpened);
        }
        // Not the size: files of /proc say 0 bytes and have lines.
        if (lines == 0) {
            builder.warn(sourceIndex, 0, QStringLiteral("file is empty"));
        } else if (!sawEvents && !parser.sawEvents()) {
            result.error =
                QStringLiteral("%1: not a Callgrind profile: no 'events:' line").arg(path);
            return result;
        } else {
            anyEvents = true;
        }
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
    QElapsedTimer buildTimer;
    buildTimer.start();
    result.profile = builder.finish();
    qCDebug(lcLoad) << "model built in" << buildTimer.elapsed()
                    << "ms:" << result.profile->functionCount() << "functions,"
                    << result.profile->partCount() << "parts; whole load" << loadTimer.elapsed()
                    << "ms";
    tracker.complete();
    return result;
}

} // namespace tally::profileloader

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "fuzz/FuzzTargets.h"

#include "core/callgrind/CallgrindLines.h"
#include "core/load/ProfileLoader.h"
#include "fuzz/ProfileDump.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>
#include <zlib.h>

namespace tally::fuzz {

namespace {

// Part headers and functions' lines cut at, besides where SplitPoint cuts: each is a parse on a
// second thread.
constexpr std::size_t kMaxCuts = 3;

// Bytes read at a time: the reference load reads a whole input (up to libFuzzer's -max_len the
// scripts pass) at once, the others in small odd chunks, so that lines span reads and the
// results must still agree.
constexpr qint64 kWholeInput = 64 * 1024;
constexpr qint64 kSmallChunk = 301;

[[noreturn]] void fail(const char* what, const QString& expected, const QString& actual)
{
    const QStringList a = expected.split(QLatin1Char('\n'));
    const QStringList b = actual.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
        if (a.value(i) != b.value(i)) {
            std::fprintf(stderr,
                         "%s differs from one pass at line %lld:\n  one pass: %s\n  %s: %s\n", what,
                         static_cast<long long>(i + 1), qPrintable(a.value(i)), what,
                         qPrintable(b.value(i)));
            break;
        }
    }
    std::abort();
}

// A folder of our own for the files loaded, made once per process (each input overwrites them):
// in memory (/dev/shm) where there is one, as the files are written and read a million times.
const QTemporaryDir& folder()
{
    static const QTemporaryDir dir(QFileInfo(QStringLiteral("/dev/shm")).isWritable()
                                       ? QStringLiteral("/dev/shm/tally-fuzz-XXXXXX")
                                       : QString());
    if (!dir.isValid()) {
        std::fprintf(stderr, "cannot make a temporary folder\n");
        std::abort();
    }
    return dir;
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(bytes) != bytes.size()) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        std::abort();
    }
}

// `bytes` as one gzip member.
QByteArray gzipMember(QByteArrayView bytes)
{
    z_stream stream{};
    // + 16: a gzip header and trailer rather than zlib's. A 512-byte window and the least
    // memory: inputs are a few KB, and zlib's default state (about 256 KB) was allocated and
    // cleared per input.
    if (deflateInit2(&stream, Z_BEST_SPEED, Z_DEFLATED, 9 + 16, 1, Z_DEFAULT_STRATEGY) != Z_OK)
        std::abort();
    QByteArray out(qsizetype(deflateBound(&stream, uLong(bytes.size()))), Qt::Uninitialized);
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
    stream.avail_in = uInt(bytes.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = uInt(out.size());
    const int status = deflate(&stream, Z_FINISH);
    out.resize(qsizetype(stream.total_out));
    deflateEnd(&stream);
    if (status != Z_STREAM_END)
        std::abort();
    return out;
}

// The load's profile (or error) as text, with the file's path (and for gzip, its size on disk)
// taken out so that loads of different files compare.
QString outcome(const profileloader::Result& result, const QString& path, qint64 fileSize = -1)
{
    QString text =
        result.profile ? profileDump(*result.profile) : QStringLiteral("error ") + result.error;
    text.replace(path, QStringLiteral("<input>"));
    if (fileSize >= 0)
        text.replace(QStringLiteral(" size=%1 ").arg(fileSize), QStringLiteral(" size=<size> "));
    return text;
}

profileloader::Options onePass()
{
    profileloader::Options options;
    options.splitThreshold = -1;
    options.readChunkBytes = kWholeInput;
    return options;
}

// Where the part-starting header lines begin (where the loader may cut).
std::vector<qint64> partHeaders(std::string_view text)
{
    std::vector<qint64> found;
    for (std::size_t start = 0; start < text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        if (start > 0 && callgrindlines::classify(text.substr(start, end - start)) ==
                             callgrindlines::Kind::PartHeader)
            found.push_back(qint64(start));
        start = end + 1;
    }
    return found;
}

// Where the functions' lines (`fn=`) begin, past the first line (where the loader may cut inside
// a part).
std::vector<qint64> functionLines(std::string_view text)
{
    std::vector<qint64> found;
    for (std::size_t start = text.find('\n'); start != std::string_view::npos;
         start = text.find('\n', start)) {
        ++start;
        if (text.substr(start, 3) == "fn=")
            found.push_back(qint64(start));
    }
    return found;
}

// At most `count` of `found`, spread over them, ascending.
std::vector<qint64> spread(const std::vector<qint64>& found, std::size_t count)
{
    if (found.size() <= count)
        return found;
    std::vector<qint64> picked;
    for (std::size_t i = 0; i < count; ++i)
        picked.push_back(found[(i * 2 + 1) * found.size() / (count * 2)]);
    return picked;
}

// A dump without what a load of sums only (LoadOptions::sumsOnly) does not make: the line,
// call site and jump rows, and the warnings of a sum past the 64-bit range (a line's or call
// site's sum passes it in a full load, where sums only has no such row).
QString withoutDetail(const QString& dump)
{
    QStringList kept;
    for (const QString& line : dump.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("line ")) || line.startsWith(QLatin1String("site ")) ||
            line.startsWith(QLatin1String("jump ")) ||
            (line.startsWith(QLatin1String("diagnostic ")) &&
             line.contains(QLatin1String("passes the 64-bit range"))))
            continue;
        kept << line;
    }
    return kept.join(QLatin1Char('\n'));
}

// A dump without the warnings of a detail row's sum past the 64-bit range, which a load that
// makes detail rows on demand does not give (the rows are made later, with no one to tell).
QString withoutRangeWarnings(const QString& dump)
{
    QStringList kept;
    for (const QString& line : dump.split(QLatin1Char('\n'))) {
        if (!(line.startsWith(QLatin1String("diagnostic ")) &&
              line.contains(QLatin1String("a cost sum passes the 64-bit range"))))
            kept << line;
    }
    return kept.join(QLatin1Char('\n'));
}

} // namespace

void load(std::span<const std::uint8_t> bytes, Depth depth)
{
    const QByteArray content(reinterpret_cast<const char*>(bytes.data()), qsizetype(bytes.size()));
    const QString path = folder().filePath(QStringLiteral("input.out"));
    writeFile(path, content);

    double lastProgress = 0;
    bool progressWentBack = false;
    const auto progress = [&](double fraction) {
        progressWentBack = progressWentBack || fraction < lastProgress || fraction > 1;
        lastProgress = fraction;
    };
    const auto serial = profileloader::load({path}, progress, {}, onePass());
    if (progressWentBack || (serial.profile && lastProgress != 1.0)) {
        std::fprintf(stderr, "progress went back, past 1 or did not end at 1 (%g)\n", lastProgress);
        std::abort();
    }
    const QString expected = outcome(serial, path);

    const bool isGzip = content.startsWith("\x1f\x8b");
    if (isGzip)
        return; // inflated above; a gzip file is never cut, and compressing it again means other
                // bytes

    // The other ways to load the same bytes, each of which must give `expected`.
    std::vector<std::function<void()>> ways;

    // Sums only, as the commands load (in small chunks, and cut by SplitPoint on two threads):
    // the same function and call sums, parts and warnings, with no detail rows.
    for (const int threads : {1, 2}) {
        ways.emplace_back([&, threads] {
            profileloader::Options options;
            options.sumsOnly = true;
            options.threads = threads;
            options.splitThreshold = threads == 1 ? -1 : 1;
            options.readChunkBytes = kSmallChunk;
            const QString sums =
                withoutDetail(outcome(profileloader::load({path}, {}, {}, options), path));
            const QString wanted = withoutDetail(expected);
            if (sums != wanted)
                fail(threads == 1 ? "sums only" : "sums only, cut in two", wanted, sums);
        });
    }

    // Detail rows made on demand (LoadOptions::detailsOnDemand): each function's blocks read
    // again when the dump asks for its rows (or one full load, when they do not read alone).
    ways.emplace_back([&] {
        profileloader::Options options = onePass();
        options.detailsOnDemand = true;
        const QString lazy =
            withoutRangeWarnings(outcome(profileloader::load({path}, {}, {}, options), path));
        const QString wanted = withoutRangeWarnings(expected);
        if (lazy != wanted)
            fail("detail rows on demand", wanted, lazy);
    });

    // Cut in two halves at part headers, parsed on two threads and joined when they stand alone.
    const std::string_view text(content.constData(), std::size_t(content.size()));
    const std::vector<qint64> headers = partHeaders(text);
    auto compareCutAt = [&](std::vector<qint64> cuts, const char* what) {
        profileloader::Options options;
        options.cutAt = std::move(cuts);
        options.readChunkBytes = kSmallChunk;
        const QString split = outcome(profileloader::load({path}, {}, {}, options), path);
        if (split != expected)
            fail(what, expected, split);
    };
    for (const qint64 cut : spread(headers, kMaxCuts))
        ways.emplace_back([&, cut] { compareCutAt({cut}, "cut at a part header"); });
    // In three pieces, at two part headers spread over them: a piece joined after another that
    // was, or read again (with the one before) after one that was joined.
    if (headers.size() >= 2)
        ways.emplace_back(
            [&] { compareCutAt(spread(headers, 2), "cut in three pieces at part headers"); });
    // Inside a part, at a function's line: the piece reads the names before its cut and the
    // file's header, and goes on with the part; in three pieces, one such piece after another.
    const std::vector<qint64> functions = functionLines(text);
    for (const qint64 cut : spread(functions, kMaxCuts))
        ways.emplace_back([&, cut] { compareCutAt({cut}, "cut at a function's line"); });
    if (functions.size() >= 2)
        ways.emplace_back(
            [&] { compareCutAt(spread(functions, 2), "cut in three pieces at functions' lines"); });
    // Where SplitPoint cuts a callgrind file big enough to be split (here any), in two and in
    // three pieces.
    for (const int threads : {2, 3}) {
        ways.emplace_back([&, threads] {
            profileloader::Options anySize;
            anySize.threads = threads;
            anySize.splitThreshold = 1;
            anySize.readChunkBytes = kSmallChunk;
            const QString found = outcome(profileloader::load({path}, {}, {}, anySize), path);
            if (found != expected)
                fail(threads == 2 ? "SplitPoint's cut" : "SplitPoint's cuts in three pieces",
                     expected, found);
        });
    }

    // The same bytes as gzip: one member, and two members (each half its own).
    const QByteArrayView view(content);
    const qsizetype half = content.size() / 2;
    auto compareGzip = [&](const QByteArray& gz) {
        const QString gzPath = folder().filePath(QStringLiteral("input.out.gz"));
        writeFile(gzPath, gz);
        profileloader::Options options = onePass();
        options.readChunkBytes = kSmallChunk;
        const QString inflated =
            outcome(profileloader::load({gzPath}, {}, {}, options), gzPath, gz.size());
        QString plain = expected;
        plain.replace(QStringLiteral(" size=%1 ").arg(content.size()),
                      QStringLiteral(" size=<size> "));
        if (inflated != plain)
            fail("gzip", plain, inflated);
    };
    ways.emplace_back([&] { compareGzip(gzipMember(view)); });
    ways.emplace_back(
        [&] { compareGzip(gzipMember(view.first(half)) + gzipMember(view.sliced(half))); });

    if (depth == Depth::OneWay) {
        ways[wayOf(bytes, ways.size())]();
        return;
    }
    for (const auto& way : ways)
        way();
}

} // namespace tally::fuzz

#include "ProfileLoader.h"

#include "ByteSource.h"
#include "CallgrindParser.h"
#include "LineReader.h"
#include "ProfileBuilder.h"

#include <QFileInfo>

#include <algorithm>

namespace tally {

namespace {

// Turns per-file progress into one monotonic fraction over all files, weighted by file size.
class ProgressTracker
{
public:
    ProgressTracker(const QStringList& paths, const ProfileLoader::ProgressCallback& callback)
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
    void update(const ByteSource& source, const CallgrindParser& parser)
    {
        if (!m_callback)
            return;
        double fileFraction = double(source.fileBytesConsumed()) / double(m_fileBytes);
        if (parser.partsStarted() == 1 && parser.firstEventSummary() > 0)
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
    const ProfileLoader::ProgressCallback& m_callback;
    qint64 m_totalBytes = 0;
    qint64 m_doneBytes = 0;
    qint64 m_fileBytes = 1;
    double m_reported = 0;
};

} // namespace

ProfileLoader::Result ProfileLoader::load(const QStringList& paths,
                                          const ProgressCallback& progress,
                                          const CancelCheck& isCanceled)
{
    Result result;
    if (paths.isEmpty()) {
        result.error = QStringLiteral("no profile file given");
        return result;
    }
    ProfileBuilder builder;
    ProgressTracker tracker(paths, progress);
    bool anyEvents = false;

    for (const QString& path : paths) {
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
        const int sourceIndex = builder.addSource(std::move(info));
        tracker.beginFile(path);

        LineReader reader(*source);
        CallgrindParser parser(builder, sourceIndex);
        std::string_view line;
        while (reader.next(line)) {
            if (reader.lineWasCut())
                builder.warn(sourceIndex, reader.lineNumber(),
                             QStringLiteral("line longer than %1 bytes was cut")
                                 .arg(LineReader::kMaxLineLength));
            parser.parseLine(line, reader.lineNumber(), reader.lineOffset());
            if ((reader.lineNumber() & 0x3fff) == 0) {
                if (isCanceled && isCanceled()) {
                    result.canceled = true;
                    result.error = QStringLiteral("loading was canceled");
                    return result;
                }
                tracker.update(*source, parser);
            }
        }
        parser.finish(reader.nextOffset());
        if (!reader.error().isEmpty()) {
            if (reader.lineNumber() == 0) {
                result.error = QStringLiteral("%1: cannot read: %2").arg(path, reader.error());
                return result;
            }
            builder.warn(sourceIndex, reader.lineNumber(),
                         QStringLiteral("reading stopped early: %1").arg(reader.error()));
        }
        if (source->fileSize() == 0 || reader.lineNumber() == 0) {
            builder.warn(sourceIndex, 0, QStringLiteral("file is empty"));
        } else if (!parser.sawEvents()) {
            result.error =
                QStringLiteral("%1: not a Callgrind profile: no 'events:' line").arg(path);
            return result;
        } else {
            anyEvents = true;
        }
        builder.reportSuppressedDiagnostics(sourceIndex);
        tracker.endFile();
    }
    if (!anyEvents) {
        result.error = paths.size() == 1 ? QStringLiteral("%1: file is empty").arg(paths.front())
                                         : QStringLiteral("all files are empty");
        return result;
    }
    result.profile = builder.finish();
    tracker.complete();
    return result;
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/external/SourcePathResolver.h"

#include <QDir>
#include <QFileInfo>

namespace tally {

namespace {
// `path` with `from` replaced by `to` when `from` is a whole-component prefix of it.
QString remapped(const QString& path, const PathRemap& remap)
{
    QString from = QDir::cleanPath(remap.from);
    if (from.isEmpty() || remap.to.isEmpty())
        return {};
    const QString clean = QDir::cleanPath(path);
    if (clean == from)
        return QDir::cleanPath(remap.to);
    if (!from.endsWith(QLatin1Char('/')))
        from += QLatin1Char('/');
    if (!clean.startsWith(from))
        return {};
    return QDir::cleanPath(remap.to + QLatin1Char('/') + clean.mid(from.size()));
}
} // namespace

SourcePathResolver::SourcePathResolver(SourcePathOptions options, QString profileDirectory,
                                       const QString& command)
    : m_options(std::move(options)), m_profileDirectory(std::move(profileDirectory)),
      m_commandDirectory(commandDirectory(command, m_profileDirectory))
{}

QString SourcePathResolver::commandDirectory(const QString& command,
                                             const QString& profileDirectory)
{
    const QString program = command.trimmed().section(QLatin1Char(' '), 0, 0);
    if (program.isEmpty() || !program.contains(QLatin1Char('/')))
        return {};
    const QString path =
        QDir::isAbsolutePath(program)
            ? program
            : QDir(profileDirectory.isEmpty() ? QStringLiteral(".") : profileDirectory)
                  .filePath(program);
    return QFileInfo(QDir::cleanPath(path)).path();
}

QStringList SourcePathResolver::candidates(const QString& recorded) const
{
    QStringList result;
    auto add = [&result](const QString& path) {
        if (path.isEmpty())
            return;
        const QString clean = QDir::cleanPath(path);
        if (!result.contains(clean))
            result << clean;
    };
    if (recorded.isEmpty())
        return result;
    const bool absolute = QDir::isAbsolutePath(recorded);
    if (absolute) {
        add(recorded);
    } else {
        if (!m_profileDirectory.isEmpty())
            add(QDir(m_profileDirectory).filePath(recorded));
        if (!m_commandDirectory.isEmpty())
            add(QDir(m_commandDirectory).filePath(recorded));
    }
    for (const PathRemap& remap : m_options.remaps)
        add(remapped(recorded, remap));
    const QString name = QFileInfo(recorded).fileName();
    for (const QString& folder : m_options.searchFolders) {
        if (folder.isEmpty())
            continue;
        if (!absolute)
            add(QDir(folder).filePath(recorded));
        if (!name.isEmpty())
            add(QDir(folder).filePath(name));
    }
    return result;
}

SourcePathResolver::Result SourcePathResolver::resolve(const QString& recorded) const
{
    Result result;
    for (const QString& candidate : candidates(recorded)) {
        result.tried << candidate;
        const QFileInfo info(candidate);
        if (info.isFile() && info.isReadable()) {
            result.path = candidate;
            break;
        }
    }
    return result;
}

QString SourcePathResolver::Result::message(const QString& recorded) const
{
    if (found())
        return {};
    if (tried.isEmpty())
        return QStringLiteral("No file name recorded for '%1'.").arg(recorded);
    return QStringLiteral("Cannot find '%1'. Tried:\n  %2")
        .arg(recorded, tried.join(QStringLiteral("\n  ")));
}

} // namespace tally

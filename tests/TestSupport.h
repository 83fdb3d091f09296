#pragma once

// Helpers shared by the core tests: load profile text from a string and find functions by name.

#include "FlatProfile.h"
#include "LineReader.h"
#include "ProfileLoader.h"
#include "ReportWriter.h"

#include <QDir>
#include <QFileInfo>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <optional>
#include <set>

namespace tally::test {

inline QTemporaryDir& tempDir()
{
    static QTemporaryDir dir; // lives for the test process
    return dir;
}

// Writes `text` into a file of the test's temporary folder and returns its path.
inline QString writeFile(const QString& name, const QByteArray& text)
{
    const QString path = tempDir().filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    file.write(text);
    return path;
}

inline ProfileLoader::Result loadText(const QByteArray& text,
                                      const QString& name = QStringLiteral("profile.out"))
{
    return ProfileLoader::load({writeFile(name, text)});
}

inline std::optional<FunctionId> findFunction(const Profile& profile, const QString& name,
                                              const QString& file = QString())
{
    for (FunctionId f = 0; f < profile.functionCount(); ++f) {
        if (profile.functionName(f) == name && (file.isNull() || profile.functionFile(f) == file))
            return f;
    }
    return std::nullopt;
}

inline QStringList diagnosticTexts(const Profile& profile)
{
    QStringList texts;
    for (const auto& d : profile.diagnostics())
        texts << QStringLiteral("%1: %2").arg(d.line).arg(d.message);
    return texts;
}

inline QString sharedDir()
{
    return QStringLiteral(TALLY_SHARED_DIR);
}

} // namespace tally::test

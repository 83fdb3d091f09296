// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/WindowModule.h"

#include "app/CommandErrors.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QStringList>

namespace tally::windowmodule {

namespace {

// Where the module may be, first found first: the executable's own folder (the build tree),
// then lib/<multiarch>/tally relative to it (TALLY_WINDOW_MODULE_DIR, from <prefix>/bin), wherever
// the tree is installed. The executable is found through /proc: no QCoreApplication exists yet, as
// the module makes the application object itself (a QApplication).
QStringList candidatePaths()
{
    const QString executable = QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath();
    const QDir folder = QFileInfo(executable).absoluteDir();
    const QString name = QString::fromLatin1(kFileName);
    return {folder.absoluteFilePath(name),
            QDir::cleanPath(
                folder.absoluteFilePath(QStringLiteral(TALLY_WINDOW_MODULE_DIR "/") + name))};
}

} // namespace

int run(int argc, char** argv)
{
    QStringList problems;
    const QStringList paths = candidatePaths();
    for (const QString& path : paths) {
        if (!QFileInfo::exists(path))
            continue;
        // Never unloaded: the module's Qt objects and static data live until the process ends.
        QLibrary library(path);
        if (const auto entry = reinterpret_cast<EntryPoint>(library.resolve(kEntryPoint)))
            return entry(argc, argv);
        problems << library.errorString();
    }
    if (problems.isEmpty()) {
        QStringList folders;
        for (const QString& path : paths)
            folders << QFileInfo(path).absolutePath();
        problems << QCoreApplication::translate("CommandLine", "no %1 in %2")
                        .arg(QString::fromLatin1(kFileName), folders.join(QStringLiteral(", ")));
    }
    commanderrors::tell(QCoreApplication::translate("CommandLine", "cannot open the window: %1")
                            .arg(problems.join(QStringLiteral("; "))));
    return commanderrors::kFailure;
}

} // namespace tally::windowmodule

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace tally {

// A prefix of recorded paths replaced by another, e.g. /build/x -> /home/me/x.
struct PathRemap
{
    QString from;
    QString to;
};

// Where the user told Tally to look for sources and binaries.
struct SourcePathOptions
{
    QStringList searchFolders;
    std::vector<PathRemap> remaps;
};

// Finds the file a profile refers to (a source file or an object file) on this machine. Pure
// logic over QFileInfo checks: files are only looked at, never opened or run.
class SourcePathResolver
{
public:
    // `profileDirectory`: the folder of the profile file; `command`: its `cmd:` line, whose
    // program's folder is another place relative paths may start from.
    SourcePathResolver(SourcePathOptions options, QString profileDirectory,
                       const QString& command = QString());

    struct Result
    {
        QString path;      // the file found, empty when none
        QStringList tried; // every candidate checked, in order
        bool found() const { return !path.isEmpty(); }
        // For the view: which paths were tried.
        QString message(const QString& recorded) const;
    };

    // Candidates in order: the path as recorded (absolute) or relative to the profile's folder
    // and the command's folder; each remap applied; each search folder joined with the path
    // and, last, with the file's name alone.
    Result resolve(const QString& recorded) const;
    QStringList candidates(const QString& recorded) const;

    // The folder of the program in a `cmd:` line, relative to `profileDirectory` when the
    // program is given relative; empty when there is none.
    static QString commandDirectory(const QString& command, const QString& profileDirectory);

private:
    SourcePathOptions m_options;
    QString m_profileDirectory;
    QString m_commandDirectory;
};

} // namespace tally

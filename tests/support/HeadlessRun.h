// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <functional>

namespace tally::test {

// What a run of the tally binary gave: its exit status (-1 for a crash or a hang), its standard
// output as bytes (exports are compared byte for byte) and its standard error.
struct HeadlessRun
{
    int exitCode = -1;
    QByteArray out;
    QString err;

    QString text() const { return QString::fromUtf8(out); }
};

// Runs the tally binary (TALLY_BINARY) as on ssh or CI: no display, no platform chosen, no
// runtime directory. `childSetup` runs in the child before exec
// (QProcess::setChildProcessModifier).
inline HeadlessRun runHeadless(const QStringList& arguments, int timeoutMs = 120000,
                               const std::function<void()>& childSetup = {})
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"})
        environment.remove(QString::fromLatin1(name));
    QProcess process;
    process.setProcessEnvironment(environment);
    if (childSetup)
        process.setChildProcessModifier(childSetup);
    process.start(QStringLiteral(TALLY_BINARY), arguments);
    HeadlessRun run;
    if (!process.waitForFinished(timeoutMs) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// Qt's own notes about the platform, which must not reach a terminal.
inline bool hasQtNoise(const QString& text)
{
    for (const char* noise :
         {"QStandardPaths", "propagateSizeHints", "qt.", "QPA", "xcb", "QSvg"}) {
        if (text.contains(QString::fromLatin1(noise)))
            return true;
    }
    return false;
}

} // namespace tally::test

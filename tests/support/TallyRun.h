// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// The one way a test runs the tally binary (suites registered with BINARY, which defines
// TALLY_BINARY): runTally(arguments, options).

#include <QByteArray>
#include <QHash>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <functional>

namespace tally::test {

// What a run of the tally binary gave: its exit status (-1 for a crash or a hang), its standard
// output as bytes (exports are compared byte for byte) and its standard error.
struct TallyRun
{
    int exitCode = -1;
    QByteArray out;
    QString err;

    QString text() const { return QString::fromUtf8(out); }
    // Both outputs, for failure messages and for what a command may write to either.
    QString output() const { return text() + err; }
};

// Every member has a default, so that a test names only what it changes: {.timeoutMs = 60000}.
struct RunOptions
{
    int timeoutMs = 120000;
    // Another copy of the binary (one moved away from its window module).
    QString program = QStringLiteral(TALLY_BINARY);
    // A program to run the binary under, with its arguments: `xvfb-run -a` gives it a display.
    QStringList wrapper = {};
    // Variables set on top of the headless environment.
    QHash<QString, QString> environment = {};
    // Runs in the child before exec (QProcess::setChildProcessModifier): limits, for instance.
    std::function<void()> childSetup = {};
};

// Runs the binary as on ssh or CI: no display, no platform chosen (the renderings draw
// offscreen), no runtime directory and no scale factor, so screenshots are 1x whatever the suite
// runs at.
inline TallyRun runTally(const QStringList& arguments, const RunOptions& options = {})
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name :
         {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR", "QT_SCALE_FACTOR"})
        environment.remove(QString::fromLatin1(name));
    for (auto it = options.environment.begin(); it != options.environment.end(); ++it)
        environment.insert(it.key(), it.value());
    QProcess process;
    process.setProcessEnvironment(environment);
    if (options.childSetup)
        process.setChildProcessModifier(options.childSetup);
    if (options.wrapper.isEmpty())
        process.start(options.program, arguments);
    else
        process.start(options.wrapper.first(),
                      options.wrapper.mid(1) + QStringList{options.program} + arguments);
    TallyRun run;
    if (!process.waitForFinished(options.timeoutMs) ||
        process.exitStatus() != QProcess::NormalExit) {
        process.kill();
        process.waitForFinished();
        run.err = process.errorString() + QLatin1Char('\n') +
                  QString::fromUtf8(process.readAllStandardError());
        return run;
    }
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

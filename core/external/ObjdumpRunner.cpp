// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/external/ObjdumpRunner.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace tally::objdump {

namespace {
// Runs `program` with `arguments`, collecting at most `limit` bytes of its output; empty when it
// cannot start, fails, times out, prints more or is stopped (killed within kStopPollMs of the
// request, so that closing the window does not wait for the timeout).
QByteArray runBounded(const QString& program, const QStringList& arguments, int timeoutMs,
                      qint64 limit, std::stop_token stop, QString* error)
{
    constexpr int kStopPollMs = 50;
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments);
    process.start(QIODevice::ReadOnly);
    if (!process.waitForStarted(timeoutMs)) {
        *error = QStringLiteral("Cannot start '%1': %2").arg(program, process.errorString());
        return {};
    }
    QByteArray output;
    QElapsedTimer timer;
    timer.start();
    while (process.state() != QProcess::NotRunning) {
        const int left = timeoutMs - int(timer.elapsed());
        if (stop.stop_requested()) {
            process.kill();
            process.waitForFinished(2000);
            *error = QStringLiteral("%1 was stopped.").arg(QFileInfo(program).fileName());
            return {};
        }
        if (left <= 0 || output.size() > limit) {
            process.kill();
            process.waitForFinished(2000);
            *error =
                left <= 0
                    ? QStringLiteral("%1 took longer than %2 s.")
                          .arg(QFileInfo(program).fileName())
                          .arg(timeoutMs / 1000)
                    : QStringLiteral("%1 printed too much.").arg(QFileInfo(program).fileName());
            return {};
        }
        process.waitForReadyRead(std::min(left, kStopPollMs));
        output += process.readAllStandardOutput();
    }
    output += process.readAllStandardOutput();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        *error = QStringLiteral("%1 failed: %2")
                     .arg(QFileInfo(program).fileName(),
                          QString::fromLocal8Bit(process.readAllStandardError()).trimmed());
        return {};
    }
    return output;
}
} // namespace

std::optional<Symbol> findSymbol(const QByteArray& nmOutput, Address address)
{
    // "0000000000001139 000000000000003a T main": address, size, type, name.
    std::optional<Symbol> best;
    for (const QByteArray& line : nmOutput.split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() < 4 || fields[2].size() != 1 ||
            !QByteArrayLiteral("TtWw").contains(fields[2][0]))
            continue;
        bool okFirst = false;
        bool okSize = false;
        const Address first = fields[0].toULongLong(&okFirst, 16);
        const Address size = fields[1].toULongLong(&okSize, 16);
        if (!okFirst || !okSize || size == 0 || address < first || address - first >= size)
            continue;
        // The innermost symbol when several contain the address.
        if (!best || size < best->end - best->first)
            best = Symbol{first, first + size};
    }
    return best;
}

std::optional<Symbol> symbolAt(const QString& object, Address address, std::stop_token stop,
                               const QString& nm, int timeoutMs)
{
    const QString program = nm.contains(QLatin1Char('/')) ? nm : QStandardPaths::findExecutable(nm);
    if (program.isEmpty() || !QFileInfo(object).isFile())
        return std::nullopt;
    for (const bool dynamic : {false, true}) {
        QStringList arguments{QStringLiteral("--defined-only"), QStringLiteral("-S"),
                              QStringLiteral("--no-demangle")};
        if (dynamic)
            arguments << QStringLiteral("-D");
        arguments << QStringLiteral("--") << object;
        QString error;
        const QByteArray output =
            runBounded(program, arguments, timeoutMs, kMaxOutputBytes, stop, &error);
        if (const auto symbol = findSymbol(output, address))
            return symbol;
    }
    return std::nullopt;
}

QStringList arguments(const Request& request)
{
    // With the instructions' bytes, for the view's Bytes column.
    QStringList args{QStringLiteral("-d"), QStringLiteral("-l"), QStringLiteral("-C")};
    if (request.intelSyntax)
        args << QStringLiteral("-M") << QStringLiteral("intel");
    args << QStringLiteral("--start-address=0x%1").arg(request.start, 0, 16)
         << QStringLiteral("--stop-address=0x%1").arg(request.stop, 0, 16)
         // "--" so that an object named like an option is still a file name.
         << QStringLiteral("--") << request.object;
    return args;
}

Result run(const Request& request, std::stop_token stop)
{
    Result result;
    const QString program = request.objdump.contains(QLatin1Char('/'))
                                ? request.objdump
                                : QStandardPaths::findExecutable(request.objdump);
    if (program.isEmpty() || !QFileInfo(program).isExecutable()) {
        result.error = QStringLiteral("Cannot run '%1': it is not installed or not on PATH "
                                      "(it comes with GNU binutils).")
                           .arg(request.objdump);
        return result;
    }
    const QFileInfo object(request.object);
    if (!object.isFile()) {
        result.error =
            QStringLiteral("The object file '%1' does not exist or is not a regular file.")
                .arg(request.object);
        return result;
    }
    const QByteArray output = runBounded(program, arguments(request), request.timeoutMs,
                                         kMaxOutputBytes, stop, &result.error);
    if (!result.error.isEmpty())
        return result;
    result.instructions = objdump::parse(output);
    if (result.instructions.empty())
        result.error =
            QStringLiteral("objdump shows no instructions between 0x%1 and 0x%2 in '%3'.")
                .arg(request.start, 0, 16)
                .arg(request.stop, 0, 16)
                .arg(request.object);
    return result;
}

} // namespace tally::objdump

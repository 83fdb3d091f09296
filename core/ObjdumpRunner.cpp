#include "ObjdumpRunner.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace tally {

QStringList ObjdumpRunner::arguments(const Request& request)
{
    QStringList args{QStringLiteral("-d"), QStringLiteral("-l"), QStringLiteral("-C"),
                     QStringLiteral("--no-show-raw-insn")};
    if (request.intelSyntax)
        args << QStringLiteral("-M") << QStringLiteral("intel");
    args << QStringLiteral("--start-address=0x%1").arg(request.start, 0, 16)
         << QStringLiteral("--stop-address=0x%1").arg(request.stop, 0, 16)
         // "--" so that an object named like an option is still a file name.
         << QStringLiteral("--") << request.object;
    return args;
}

ObjdumpRunner::Result ObjdumpRunner::run(const Request& request)
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
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments(request));
    process.start(QIODevice::ReadOnly);
    if (!process.waitForStarted(request.timeoutMs)) {
        result.error = QStringLiteral("Cannot start '%1': %2").arg(program, process.errorString());
        return result;
    }
    QByteArray output;
    QElapsedTimer timer;
    timer.start();
    while (process.state() != QProcess::NotRunning) {
        const int left = request.timeoutMs - int(timer.elapsed());
        if (left <= 0 || output.size() > kMaxOutputBytes) {
            process.kill();
            process.waitForFinished(2000);
            result.error =
                left <= 0
                    ? QStringLiteral("objdump took longer than %1 s.").arg(request.timeoutMs / 1000)
                    : QStringLiteral("objdump printed too much.");
            return result;
        }
        process.waitForReadyRead(std::min(left, 200));
        output += process.readAllStandardOutput();
    }
    output += process.readAllStandardOutput();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        result.error = QStringLiteral("objdump failed: %1")
                           .arg(QString::fromLocal8Bit(process.readAllStandardError()).trimmed());
        return result;
    }
    result.instructions = ObjdumpParser::parse(output);
    if (result.instructions.empty())
        result.error =
            QStringLiteral("objdump shows no instructions between 0x%1 and 0x%2 in '%3'.")
                .arg(request.start, 0, 16)
                .arg(request.stop, 0, 16)
                .arg(request.object);
    return result;
}

} // namespace tally

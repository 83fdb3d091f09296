// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// tally_soak [--seconds N] [--seed S] [--replay FILE] FILE...
//
// Drives the real main window offscreen with random actions drawn from everything a user can do
// (SoakDriver) and checks the window after each one, once it has settled (SoakChecks, and a
// QAbstractItemModelTester on every model shown). Every action is written to a log file before it
// runs, so a crash can be replayed too; `--replay FILE` performs a log's actions in order instead
// of drawing new ones. A run with the same seed draws the same actions. A replay repeats every
// action exactly; where one races a background job on purpose (cancelling a load half-way,
// quitting mid-job) the job may have got further or less far, as it would for a user.

#include "tests/soak/ModelWatch.h"
#include "tests/soak/PopupCloser.h"
#include "tests/soak/SoakAction.h"
#include "tests/soak/SoakApp.h"
#include "tests/soak/SoakChecks.h"
#include "tests/soak/SoakDriver.h"
#include "ui/widgets/shell/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>
#include <deque>
#include <map>
#include <random>

using namespace tally;
using namespace tally::soak;

namespace {

// Under ASan and TSan a load of the larger test profiles and a call graph layout take seconds;
// a minute of nothing settling is a hang.
constexpr int kSettleTimeoutMs = 60000;
constexpr std::size_t kActionsShownOnFailure = 50;

void print(const QString& line)
{
    std::fputs(qPrintable(line + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}

std::optional<std::vector<SoakAction>> readReplay(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return std::nullopt;
    std::vector<SoakAction> actions;
    QTextStream in(&file);
    while (!in.atEnd()) {
        const QString line = in.readLine();
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const std::optional<SoakAction> action = SoakAction::fromLine(line);
        if (!action)
            return std::nullopt;
        actions.push_back(*action);
    }
    return actions;
}

// What went wrong after the last action, or empty.
QString failureAfterAction(SoakApp& app, ModelWatch& models)
{
    QString failure = soakchecks::settle(app.window(), kSettleTimeoutMs);
    if (failure.isEmpty()) {
        models.watchModelsUnder(app.window());
        failure = soakchecks::checkWindow(app.window());
    }
    const QStringList findings = models.takeFindings();
    if (!findings.isEmpty())
        failure += (failure.isEmpty() ? QString() : QStringLiteral("; ")) +
                   findings.join(QStringLiteral("; "));
    return failure;
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const QApplication application(argc, argv);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Drives Tally's window with random actions."));
    parser.addHelpOption();
    const QCommandLineOption secondsOption(QStringLiteral("seconds"),
                                           QStringLiteral("How long to run (default 20)."),
                                           QStringLiteral("N"), QStringLiteral("20"));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
                                        QStringLiteral("The random seed (default: a new one)."),
                                        QStringLiteral("S"));
    const QCommandLineOption replayOption(QStringLiteral("replay"),
                                          QStringLiteral("Performs the actions logged in FILE."),
                                          QStringLiteral("FILE"));
    parser.addOptions({secondsOption, seedOption, replayOption});
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Profiles to open."),
                                 QStringLiteral("FILE..."));
    parser.process(application);

    QStringList files;
    for (const QString& file : parser.positionalArguments())
        files << QFileInfo(file).absoluteFilePath();
    bool secondsOk = false;
    const double seconds = parser.value(secondsOption).toDouble(&secondsOk);
    bool seedOk = true;
    const quint64 seed = parser.isSet(seedOption)
                             ? parser.value(seedOption).toULongLong(&seedOk)
                             : quint64(std::random_device()()) << 32U | std::random_device()();
    if (files.isEmpty() || !secondsOk || !seedOk) {
        std::fputs("tally_soak: give --seconds N, --seed S as numbers and at least one FILE\n",
                   stderr);
        return 2;
    }
    std::optional<std::vector<SoakAction>> replay;
    if (parser.isSet(replayOption)) {
        replay = readReplay(parser.value(replayOption));
        if (!replay) {
            std::fprintf(stderr, "tally_soak: %s: not a log of actions\n",
                         qPrintable(parser.value(replayOption)));
            return 2;
        }
    }

    const QTemporaryDir scratch;
    const QString logPath =
        QDir::temp().filePath(QStringLiteral("tally-soak-%1.actions").arg(seed));
    QFile log(logPath);
    if (!scratch.isValid() || !log.open(QIODevice::WriteOnly | QIODevice::Text)) {
        std::fputs("tally_soak: cannot write its scratch files\n", stderr);
        return 2;
    }
    if (replay)
        print(QStringLiteral("soak: replaying %1 actions of %2, logged again to %3")
                  .arg(replay->size())
                  .arg(parser.value(replayOption), logPath));
    else
        print(QStringLiteral("soak: seed %1, actions logged to %2").arg(seed).arg(logPath));

    SoakApp app(scratch.filePath(QStringLiteral("settings.ini")));
    PopupCloser popups;
    ModelWatch models;
    SoakDriver driver(app, files, scratch.path());
    std::mt19937_64 random(seed);
    std::deque<SoakAction> recent;
    std::map<QString, int> kindCounts;

    QElapsedTimer clock;
    clock.start();
    std::size_t performed = 0;
    while (replay ? performed < replay->size() : clock.elapsed() < qint64(seconds * 1000)) {
        SoakAction action;
        if (replay) {
            action = (*replay)[performed];
        } else if (performed == 0) {
            action.kind = QStringLiteral("open"); // the first file, as `tally FILE` opens it
            action.numbers = {1, 0, 0, 0};
        } else {
            action = driver.next(random);
        }
        log.write((action.toLine() + QLatin1Char('\n')).toUtf8());
        log.flush();
        ++kindCounts[action.kind];
        recent.push_back(action);
        if (recent.size() > kActionsShownOnFailure)
            recent.pop_front();

        driver.perform(action);
        popups.answerWhatIsOpen();
        ++performed;
        const QString failure = failureAfterAction(app, models);
        if (!failure.isEmpty()) {
            print(QStringLiteral("soak: FAILED after %1 actions in %2 s (seed %3): %4")
                      .arg(performed)
                      .arg(double(clock.elapsed()) / 1000.0, 0, 'f', 1)
                      .arg(seed)
                      .arg(failure));
            print(QStringLiteral("the last %1 actions:").arg(recent.size()));
            for (const SoakAction& shown : recent)
                print(QStringLiteral("  ") + shown.toLine());
            print(QStringLiteral("replay: tally_soak --replay %1 %2")
                      .arg(logPath, files.join(QLatin1Char(' '))));
            return 1;
        }
    }
    print(QStringLiteral("soak: %1 actions in %2 s (seed %3): no failure (%4 models checked, "
                         "%5 menus, %6 other popups and %7 dialogs answered)")
              .arg(performed)
              .arg(double(clock.elapsed()) / 1000.0, 0, 'f', 1)
              .arg(seed)
              .arg(models.watchedCount())
              .arg(popups.menus())
              .arg(popups.otherPopups())
              .arg(popups.dialogs()));
    QStringList counts;
    for (const auto& [kind, count] : kindCounts)
        counts << QStringLiteral("%1 %2").arg(kind).arg(count);
    print(QStringLiteral("soak: actions by kind: ") + counts.join(QStringLiteral(", ")));
    log.close();
    QFile::remove(logPath);
    return 0;
}

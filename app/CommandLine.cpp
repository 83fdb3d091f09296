// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/CommandLine.h"

#include "app/CommandErrors.h"
#include "app/CommandInput.h"
#include "app/CommandInputTransforms.h"
#include "app/DiffCommand.h"
#include "app/GraphExportOptions.h"
#include "app/ListCommand.h"
#include "app/MatchOptions.h"
#include "app/SeriesCommand.h"
#include "app/StackExportCommand.h"
#include "core/analysis/FlatProfile.h"
#include "core/load/ProfileSiblings.h"
#include "core/output/ReportWriter.h"
#include "ui/widgets/common/ThemeName.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTextStream>
#include <QThread>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace tally::commandline {

namespace {

// Qt's notes about the platform (no runtime directory, size hints the offscreen platform cannot
// take, image plugins): useful in a window's session log, noise on a terminal.
void dropQtMessages(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    const bool ours = context.category && std::strncmp(context.category, "tally.", 6) == 0;
    if (!ours && type != QtCriticalMsg && type != QtFatalMsg)
        return;
    QTextStream(stderr) << message << '\n';
}

// Report-mode commands besides the flat profile: each has the option that asks for it (which
// also implies --report), a check of its options made before anything is loaded, and its run.
struct ReportCommand
{
    const char* option;
    int (*check)(const QCommandLineParser& parser, QTextStream& err);
    int (*run)(const QCommandLineParser& parser);
};
constexpr ReportCommand kReportCommands[] = {
    {"diff", &diffcommand::check, &diffcommand::runReport},
    {"list", &listcommand::check, &listcommand::run},
    {"series", &seriescommand::check, &seriescommand::run},
};

const ReportCommand* reportCommandOf(const QCommandLineParser& parser)
{
    for (const ReportCommand& command : kReportCommands) {
        // --diff without --report opens the window comparing the two, --series the window's
        // Series view.
        if ((command.run == &diffcommand::runReport || command.run == &seriescommand::run) &&
            !parser.isSet(QStringLiteral("report")))
            continue;
        if (parser.isSet(QString::fromLatin1(command.option)))
            return &command;
    }
    return nullptr;
}

} // namespace

void addOptions(QCommandLineParser& parser)
{
    parser.setApplicationDescription(QCoreApplication::translate(
        "CommandLine", "Tally: a viewer for Callgrind-format profiles."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({
        {QStringLiteral("report"),
         QCoreApplication::translate("CommandLine",
                                     "Load without a window and print the flat profile.")},
        {QStringLiteral("format"),
         QCoreApplication::translate("CommandLine", "Report format: text or tsv."),
         QStringLiteral("format"), QStringLiteral("text")},
        {QStringLiteral("no-cycles"),
         QCoreApplication::translate("CommandLine", "Do not detect recursion cycles.")},
        {QStringLiteral("event"),
         QCoreApplication::translate(
             "CommandLine",
             "Event type the text report shows (the primary one with --screenshot)."),
         QStringLiteral("name")},
        {QStringLiteral("limit"),
         QCoreApplication::translate("CommandLine", "Rows in the text report or list."),
         QStringLiteral("count")},
        {QStringLiteral("screenshot"),
         QCoreApplication::translate("CommandLine",
                                     "Open the window offscreen, load, and save it as PNG."),
         QStringLiteral("file")},
        {QStringLiteral("select"),
         QCoreApplication::translate(
             "CommandLine", "Function to make active, list, centre or root (with --screenshot, "
                            "--list, --export-graph, --export-stacks): its exact name, NAME@FILE, "
                            "<cycle N>, or part of one function's name."),
         QStringLiteral("name")},
        // The transforms of issue 37 (app/CommandInputTransforms.h), in the order given.
        {QStringLiteral("focus"),
         QCoreApplication::translate(
             "CommandLine",
             "Reshape the profile to what NAME (as --select takes it) and its callees cost: the "
             "total is its inclusive cost, every function below it keeps the share that flows "
             "from it (its All Callees number). Repeatable; the transforms apply in the order "
             "given, for --report, --list, --diff and the exports."),
         QStringLiteral("name")},
        {QStringLiteral("drop"),
         QCoreApplication::translate(
             "CommandLine",
             "Remove NAME and the cost it causes: functions below it lose their All Callees "
             "number, those above it their All Callers number. NAME or re:REGEX (every "
             "function whose name matches); repeatable."),
         QStringLiteral("name")},
        {QStringLiteral("merge"),
         QCoreApplication::translate(
             "CommandLine",
             "Charge NAME's self cost and calls to its callers, in proportion to their calls' "
             "inclusive cost; totals and other functions' inclusive costs stay. NAME or "
             "re:REGEX; repeatable."),
         QStringLiteral("name")},
        {QStringLiteral("collapse-object"),
         QCoreApplication::translate(
             "CommandLine",
             "Make every function of an object (its path or file name, e.g. libc.so.6) one "
             "function named after it; repeatable."),
         QStringLiteral("object")},
        {QStringLiteral("recipe"),
         QCoreApplication::translate(
             "CommandLine",
             "Apply the transforms of FILE, one a line: focus NAME, drop NAME, merge NAME, "
             "collapse-object OBJECT (# starts a comment); where it stands among the others."),
         QStringLiteral("file")},
        {QStringLiteral("size"),
         QCoreApplication::translate("CommandLine", "Window size for --screenshot, e.g. 1280x800."),
         QStringLiteral("WxH"), QStringLiteral("1280x800")},
        {QStringLiteral("filter"),
         QCoreApplication::translate("CommandLine",
                                     "Filter text for the function list (with --screenshot)."),
         QStringLiteral("text")},
        {QStringLiteral("percent"),
         QCoreApplication::translate("CommandLine",
                                     "Show costs as percentages (with --screenshot).")},
        {QStringLiteral("view"),
         QCoreApplication::translate(
             "CommandLine",
             "View to bring forward beside the flat profile (with --screenshot), e.g. callers, "
             "callees, allcallers, allcallees; repeatable (one of each tab group); an unknown "
             "name lists them all."),
         QStringLiteral("name")},
        {QStringLiteral("group"),
         QCoreApplication::translate(
             "CommandLine", "Group functions by object, file, class or cycle (with --screenshot)."),
         QStringLiteral("kind")},
        {QStringLiteral("parts"),
         QCoreApplication::translate("CommandLine",
                                     "Parts to show, by position, e.g. 1-4,7 (with --screenshot)."),
         QStringLiteral("list")},
        {QStringLiteral("theme"),
         QCoreApplication::translate(
             "CommandLine",
             "Colours: system, light or dark (for --screenshot and --export-graph, or "
             "the window for this run; View > Theme remembers one)."),
         QStringLiteral("name")},
        {QStringLiteral("watch"),
         QCoreApplication::translate(
             "CommandLine", "Reload when the files change on disk (File > Watch); new dumps of a "
                            "running valgrind run become new parts.")},
        {QStringLiteral("threads"),
         QCoreApplication::translate("CommandLine",
                                     "Threads that parse a big profile file (without a window; 1 "
                                     "reads it in one pass, N cuts it in up to N pieces; default: "
                                     "one per core)."),
         QStringLiteral("count")},
        {QStringLiteral("derived"),
         QCoreApplication::translate(
             "CommandLine",
             "Define a derived event type, e.g. 'Miss=L1m + 10 LLm' (repeatable; for "
             "every command but --diff, usable with --event)."),
         QStringLiteral("name=formula")},
    });
    graphexport::addOptions(parser);
    stackexport::addOptions(parser);
    diffcommand::addOptions(parser);
    seriescommand::addOptions(parser); // --series and the matching options --diff shares
    matchoptions::addOptions(parser);
    listcommand::addOptions(parser);
    parser.addPositionalArgument(
        QStringLiteral("files"),
        QCoreApplication::translate("CommandLine", "Profile files (plain or gzip)."),
        QStringLiteral("[FILE...]"));
}

void describeApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("tally"));
    QCoreApplication::setOrganizationName(QStringLiteral("Tally"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TALLY_VERSION));
}

QStringList arguments(int argc, char** argv)
{
    QStringList list;
    for (int i = 0; i < argc; ++i)
        list << QString::fromLocal8Bit(argv[i]);
    return list;
}

Mode modeOf(const QStringList& arguments)
{
    QCommandLineParser probe;
    addOptions(probe);
    QString ignored;
    QTextStream quiet(&ignored);
    if (!probe.parse(arguments) || probe.isSet(QStringLiteral("help")) ||
        probe.isSet(QStringLiteral("help-all")) || probe.isSet(QStringLiteral("version")) ||
        checkOptions(probe, quiet) != 0)
        return Mode::Terminal;
    if (probe.isSet(QStringLiteral("report")) || reportCommandOf(probe) ||
        stackexport::isRequested(probe))
        return Mode::Report;
    if (probe.isSet(QStringLiteral("screenshot")) || probe.isSet(QStringLiteral("export-graph")))
        return Mode::Render;
    return Mode::Window;
}

void keepQtQuiet()
{
    qInstallMessageHandler(dropQtMessages);
}

QStringList profileFiles(const QCommandLineParser& parser)
{
    QStringList notes;
    QStringList files = profilesiblings::expandEmptyBases(parser.positionalArguments(), &notes);
    for (const QString& note : notes)
        commanderrors::tell(note);
    return files;
}

QStringList baseFiles(const QCommandLineParser& parser)
{
    QStringList notes;
    QStringList files =
        profilesiblings::expandEmptyBases(parser.values(QStringLiteral("diff")), &notes);
    for (const QString& note : notes)
        commanderrors::tell(note);
    return files;
}

int limitOf(const QCommandLineParser& parser)
{
    if (!parser.isSet(QStringLiteral("limit")))
        return -1;
    static const QRegularExpression digits(QStringLiteral("^[0-9]{1,9}$"));
    const QString value = parser.value(QStringLiteral("limit"));
    return digits.match(value).hasMatch() ? value.toInt() : 0;
}

int threadsOf(const QCommandLineParser& parser)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9]{1,4}$"));
    if (!parser.isSet(QStringLiteral("threads")))
        return QThread::idealThreadCount();
    const QString value = parser.value(QStringLiteral("threads"));
    return digits.match(value).hasMatch() ? value.toInt() : 0;
}

int checkOptions(const QCommandLineParser& parser, QTextStream& err)
{
    if (threadsOf(parser) == 0)
        return commanderrors::fail(
            err, commanderrors::kUsage,
            QCoreApplication::translate("CommandLine",
                                        "--threads takes a positive whole number, not '%1'")
                .arg(parser.value(QStringLiteral("threads"))));
    if (limitOf(parser) == 0)
        return commanderrors::fail(
            err, commanderrors::kUsage,
            QCoreApplication::translate("CommandLine",
                                        "--limit takes a positive whole number of rows, not '%1'")
                .arg(parser.value(QStringLiteral("limit"))));
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("tsv"))
        return commanderrors::fail(
            err, commanderrors::kUsage,
            QCoreApplication::translate("CommandLine",
                                        "unknown report format '%1' (use text or tsv)")
                .arg(format));
    if (parser.isSet(QStringLiteral("theme")) &&
        !theme::fromName(parser.value(QStringLiteral("theme"))))
        return commanderrors::fail(
            err, commanderrors::kUsage,
            QCoreApplication::translate("CommandLine", "unknown theme '%1' (use %2)")
                .arg(parser.value(QStringLiteral("theme")),
                     theme::names().join(QStringLiteral(", "))));
    if (parser.isSet(QStringLiteral("diff")) && parser.positionalArguments().isEmpty())
        return commanderrors::fail(
            err, commanderrors::kUsage,
            QCoreApplication::translate("CommandLine",
                                        "--diff BASE needs the new profile after it (see --help)"));
    if (const int status = commandinput::checkTransforms(parser, err); status != 0)
        return status;
    if (const ReportCommand* command = reportCommandOf(parser))
        return command->check(parser, err);
    if (parser.isSet(QStringLiteral("series"))) // the window's series takes the same files
        return seriescommand::check(parser, err);
    return 0;
}

int runReport(const QCommandLineParser& parser)
{
    if (const ReportCommand* command = reportCommandOf(parser))
        return command->run(parser);
    QTextStream err(stderr);
    QFile standardOutput;
    standardOutput.open(stdout, QIODevice::WriteOnly);
    QTextStream out(&standardOutput);
    const commandinput::CommandInput input = commandinput::read(parser, err);
    if (!input.ok())
        return input.status;
    const Profile& profile = input.profile();
    const FlatProfile& flat = input.flat();
    reportwriter::Options options;
    options.includeCycles = input.snapshot->detectCycles;
    options.events = &input.events;
    options.primaryEvent = input.event;
    if (input.limit > 0)
        options.limit = input.limit;
    const QString format = parser.value(QStringLiteral("format"));
    if (format == QLatin1String("tsv"))
        reportwriter::writeTsv(out, profile, flat, options);
    else
        reportwriter::writeText(out, profile, flat, options);
    out.flush();
    return finishStandardOutput(standardOutput, 0);
}

bool flushStandardOutput(QFileDevice& out, QString* reason)
{
    if (out.flush() && out.error() == QFileDevice::NoError && std::fflush(stdout) == 0 &&
        !std::ferror(stdout))
        return true;
    *reason = out.error() != QFileDevice::NoError ? out.errorString()
                                                  : QString::fromLocal8Bit(std::strerror(errno));
    return false;
}

int finishStandardOutput(QFileDevice& out, int status)
{
    QString reason;
    if (flushStandardOutput(out, &reason))
        return status;
    commanderrors::tell(
        QCoreApplication::translate("CommandLine", "cannot write to standard output: %1")
            .arg(reason));
    return commanderrors::kFailure;
}

} // namespace tally::commandline

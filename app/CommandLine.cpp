// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/CommandLine.h"

#include "app/DiffCommand.h"
#include "app/GraphExportCommand.h"
#include "app/ListCommand.h"
#include "app/SelectOption.h"
#include "app/StackExportCommand.h"
#include "core/analysis/FlatProfile.h"
#include "core/load/ProfileLoader.h"
#include "core/load/ProfileSiblings.h"
#include "core/model/PartSelection.h"
#include "core/output/ReportWriter.h"
#include "core/output/SaveFile.h"
#include "ui/widgets/common/Theme.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/flame/FlameGraphView.h"
#include "ui/widgets/views/flame/StackTreeView.h"
#include "ui/widgets/views/functions/FlatProfileView.h"

#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImageWriter>
#include <QPixmap>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QTimer>
#include <QTreeView>

#include <QRegularExpression>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <functional>

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
int noCheck(const QCommandLineParser& /*parser*/, QTextStream& /*err*/)
{
    return 0;
}

constexpr ReportCommand kReportCommands[] = {
    {"diff", &noCheck, &diffcommand::runReport}, // checks its own options
    {"list", &listcommand::check, &listcommand::run},
};

const ReportCommand* reportCommandOf(const QCommandLineParser& parser)
{
    for (const ReportCommand& command : kReportCommands) {
        // --diff without --report opens the window comparing the two.
        if (command.run == &diffcommand::runReport && !parser.isSet(QStringLiteral("report")))
            continue;
        if (parser.isSet(QString::fromLatin1(command.option)))
            return &command;
    }
    return nullptr;
}

// The window as an image in the format `path`'s suffix names (PNG when it names none Qt
// writes), encoded in memory and written at once: a failure leaves the file as it was.
bool saveScreenshot(const QPixmap& pixmap, const QString& path, QString* error)
{
    QByteArray format = QFileInfo(path).suffix().toLower().toLatin1();
    if (!QImageWriter::supportedImageFormats().contains(format))
        format = "png";
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!pixmap.save(&buffer, format.constData())) {
        *error =
            QCoreApplication::translate("CommandLine", "cannot write %1: cannot encode the image")
                .arg(path);
        return false;
    }
    return savefile::write(path, buffer.data(), error);
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
             "CommandLine", "Function to make active or list (with --screenshot, --list, "
                            "--export-graph): its exact name, NAME@FILE, <cycle N>, or part of one "
                            "function's name."),
         QStringLiteral("name")},
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
                                     "Threads that parse a big profile file (with --report; 1 "
                                     "reads it in one pass, N cuts it in up to N pieces; default: "
                                     "one per core)."),
         QStringLiteral("count")},
        {QStringLiteral("derived"),
         QCoreApplication::translate(
             "CommandLine",
             "Define a derived event type, e.g. 'Miss=L1m + 10 LLm' (repeatable; for "
             "--report and --screenshot, usable with --event)."),
         QStringLiteral("name=formula")},
    });
    graphexport::addOptions(parser);
    stackexport::addOptions(parser);
    diffcommand::addOptions(parser);
    listcommand::addOptions(parser);
    parser.addPositionalArgument(
        QStringLiteral("files"),
        QCoreApplication::translate("CommandLine", "Profile files (plain or gzip)."),
        QStringLiteral("[FILE...]"));
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
    QTextStream err(stderr);
    for (const QString& note : notes)
        err << "tally: " << note << '\n';
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
    if (threadsOf(parser) == 0) {
        err << "tally: "
            << QCoreApplication::translate("CommandLine",
                                           "--threads takes a positive whole number, not '%1'")
                   .arg(parser.value(QStringLiteral("threads")))
            << '\n';
        return 2;
    }
    if (limitOf(parser) == 0) {
        err << "tally: "
            << QCoreApplication::translate(
                   "CommandLine", "--limit takes a positive whole number of rows, not '%1'")
                   .arg(parser.value(QStringLiteral("limit")))
            << '\n';
        return 2;
    }
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("tsv")) {
        err << "tally: "
            << QCoreApplication::translate("CommandLine",
                                           "unknown report format '%1' (use text or tsv)")
                   .arg(format)
            << '\n';
        return 2;
    }
    if (parser.isSet(QStringLiteral("theme")) &&
        !theme::fromName(parser.value(QStringLiteral("theme")))) {
        err << "tally: "
            << QCoreApplication::translate("CommandLine", "unknown theme '%1' (use %2)")
                   .arg(parser.value(QStringLiteral("theme")),
                        theme::names().join(QStringLiteral(", ")))
            << '\n';
        return 2;
    }
    if (parser.isSet(QStringLiteral("diff")) && parser.positionalArguments().isEmpty()) {
        err << "tally: "
            << QCoreApplication::translate(
                   "CommandLine", "--diff BASE needs the new profile after it (see --help)")
            << '\n';
        return 2;
    }
    if (const ReportCommand* command = reportCommandOf(parser))
        return command->check(parser, err);
    return 0;
}

ReportInput loadForReport(const QCommandLineParser& parser, QTextStream& err, int* status)
{
    ReportInput input;
    *status = 2;
    const QStringList files = profileFiles(parser);
    if (files.isEmpty()) {
        err << "tally: "
            << QCoreApplication::translate("CommandLine", "no profile file given (see --help)")
            << '\n';
        return input;
    }
    // Checked before a long load, not after it.
    if (const int check = checkOptions(parser, err); check != 0)
        return input;
    input.limit = limitOf(parser);
    LoadOptions loadOptions;
    loadOptions.threads = threadsOf(parser);
    auto result = profileloader::load(files, {}, {}, loadOptions);
    if (!result.profile) {
        err << "tally: " << result.error << '\n';
        *status = 1;
        return input;
    }
    for (const auto& diagnostic : result.profile->diagnostics())
        err << diagnostic.toString() << '\n';
    err.flush();

    // --derived types on top of the profile's, checked as the Types view checks them.
    input.events = result.profile->events();
    for (const QString& definition : parser.values(QStringLiteral("derived"))) {
        const QString name = definition.section(QLatin1Char('='), 0, 0).trimmed();
        QString error;
        const auto terms = EventSet::parseFormula(definition.section(QLatin1Char('='), 1), &error);
        if (!terms || !definition.contains(QLatin1Char('=')) ||
            !input.events.addDerived(name, *terms, QString(), &error)) {
            err << "tally: "
                << QCoreApplication::translate("CommandLine", "--derived '%1': ").arg(definition)
                << (error.isEmpty()
                        ? QCoreApplication::translate("CommandLine", "write NAME=FORMULA")
                        : error)
                << '\n';
            return input;
        }
    }
    if (const auto problems = input.events.resolve(); !problems.empty()) {
        err << "tally: --derived: " << problems.front() << '\n';
        return input;
    }
    if (parser.isSet(QStringLiteral("event"))) {
        input.event = input.events.indexOf(parser.value(QStringLiteral("event")));
        if (input.event < 0) {
            err << "tally: "
                << QCoreApplication::translate("CommandLine", "no event type '%1' in the profile")
                       .arg(parser.value(QStringLiteral("event")))
                << '\n';
            return input;
        }
    }
    *status = 0;
    input.profile = std::move(result.profile);
    return input;
}

int runReport(const QCommandLineParser& parser)
{
    if (const ReportCommand* command = reportCommandOf(parser))
        return command->run(parser);
    QTextStream err(stderr);
    QFile standardOutput;
    standardOutput.open(stdout, QIODevice::WriteOnly);
    QTextStream out(&standardOutput);
    int status = 0;
    const ReportInput input = loadForReport(parser, err, &status);
    if (!input.profile)
        return status;
    const auto& profile = *input.profile;

    FlatProfile::Options flatOptions;
    flatOptions.detectCycles = !parser.isSet(QStringLiteral("no-cycles"));
    const FlatProfile flat(profile, flatOptions);
    reportwriter::Options options;
    options.includeCycles = flatOptions.detectCycles;
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
    QTextStream(stderr) << "tally: "
                        << QCoreApplication::translate("CommandLine",
                                                       "cannot write to standard output: %1")
                               .arg(reason)
                        << '\n';
    return 1;
}

int runScreenshot(const QCommandLineParser& parser)
{
    QTextStream err(stderr);
    const QString output = parser.value(QStringLiteral("screenshot"));
    const QStringList size = parser.value(QStringLiteral("size")).split(QLatin1Char('x'));
    if (size.size() != 2 || size[0].toInt() <= 0 || size[1].toInt() <= 0) {
        err << "tally: "
            << QCoreApplication::translate("CommandLine", "--size must look like 1280x800") << '\n';
        return 2;
    }
    // Screenshots do not read or change the user's settings.
    QTemporaryDir settingsDir;
    QSettings settings(settingsDir.filePath(QStringLiteral("tally.ini")), QSettings::IniFormat);
    settings.setValue(QStringLiteral("view/percentages"), parser.isSet(QStringLiteral("percent")));
    if (const auto theme = theme::fromName(parser.value(QStringLiteral("theme"))))
        theme::save(settings, *theme);
    Session session;
    LoadController loader;
    MainWindow window(session, loader, settings);
    window.resize(size[0].toInt(), size[1].toInt());
    window.setWatching(parser.isSet(QStringLiteral("watch"))); // the status bar shows it
    window.show();

    int status = 0;
    // Views that compute in the background (layouts, coverage) are waited for, up to a limit.
    QElapsedTimer sinceLoaded;
    std::function<void()> capture = [&] {
        if (window.viewTabs()->isBusy() && sinceLoaded.isValid() && sinceLoaded.elapsed() < 30000) {
            QTimer::singleShot(50, &window, capture);
            return;
        }
        QString error;
        if (!saveScreenshot(window.grab(), output, &error)) {
            err << "tally: " << error << '\n';
            status = 1;
        }
        QApplication::exit(status);
    };
    QObject::connect(&window.loader(), &LoadController::loaded, &window, [&] {
        sinceLoaded.start();
        const QString group = parser.value(QStringLiteral("group"));
        if (!group.isEmpty()) {
            const std::pair<const char*, GroupingKind> kinds[] = {{"object", GroupingKind::Object},
                                                                  {"file", GroupingKind::File},
                                                                  {"class", GroupingKind::Class},
                                                                  {"cycle", GroupingKind::Cycle}};
            for (const auto& [name, kind] : kinds) {
                if (group == QLatin1String(name))
                    window.flatView()->setGrouping(kind);
            }
        }
        if (parser.isSet(QStringLiteral("filter")))
            window.flatView()->setFilterText(parser.value(QStringLiteral("filter")));
        if (parser.isSet(QStringLiteral("select"))) {
            const auto item = selectoption::resolve(*session.profile(), session.flatProfile(),
                                                    parser.value(QStringLiteral("select")), err);
            if (!item) {
                err.flush();
                QApplication::exit(selectoption::kNotFound);
                return;
            }
            if (item->isCycle())
                session.setActiveCycle(item->cycle);
            else
                session.setActiveFunction(item->function);
        }
        for (const QString& definition : parser.values(QStringLiteral("derived"))) {
            QString error;
            const UserEventType type{definition.section(QLatin1Char('='), 0, 0).trimmed(),
                                     {},
                                     definition.section(QLatin1Char('='), 1).trimmed()};
            if (!window.session().setUserEventType(type, {}, &error)) {
                err << "tally: "
                    << QCoreApplication::translate("CommandLine", "--derived '%1': ")
                           .arg(definition)
                    << error << '\n';
                status = 2;
            }
        }
        if (parser.isSet(QStringLiteral("event")) && window.session().hasProfile()) {
            const int event =
                window.session().events().indexOf(parser.value(QStringLiteral("event")));
            if (event >= 0) {
                window.session().setEventTypes(event, window.session().secondaryEvent());
            } else {
                err << "tally: "
                    << QCoreApplication::translate("CommandLine", "no event type '%1'")
                           .arg(parser.value(QStringLiteral("event")))
                    << '\n';
                status = 1;
            }
        }
        if (parser.isSet(QStringLiteral("parts")) && window.session().hasProfile()) {
            QString error;
            const auto parts =
                partselection::parse(parser.value(QStringLiteral("parts")),
                                     window.session().profile()->partCount(), &error);
            if (parts) {
                window.session().setSelectedParts(*parts);
            } else {
                err << "tally: --parts: " << error << '\n';
                status = 2;
            }
        }
        for (const QString& view : parser.values(QStringLiteral("view"))) {
            if (!view.isEmpty() && !window.viewTabs()->show(view)) {
                err << "tally: "
                    << QCoreApplication::translate("CommandLine", "unknown view '%1' (%2)")
                           .arg(view, window.viewTabs()->keys().join(QStringLiteral(", ")))
                    << '\n';
                status = 2;
            }
        }
        // The stack exports' shape options shape the flame graph and the stacks table too.
        if (auto* flame = qobject_cast<FlameGraphView*>(
                window.viewTabs()->view(QStringLiteral("flamegraph")))) {
            flame->setBottomUp(parser.isSet(QStringLiteral("bottom-up")));
            flame->setIcicle(parser.isSet(QStringLiteral("icicle")));
        }
        if (auto* stacks =
                qobject_cast<StackTreeView*>(window.viewTabs()->view(QStringLiteral("stacks"))))
            stacks->setBottomUp(parser.isSet(QStringLiteral("bottom-up")));
        // Let layouts and the views settle before grabbing.
        QTimer::singleShot(100, &window, capture);
    });
    QObject::connect(&window.loader(), &LoadController::failed, &window,
                     [&](const QString& message) {
                         err << "tally: " << message << '\n';
                         QApplication::exit(1);
                     });
    window.comparison().setIgnoreFile(parser.isSet(QStringLiteral("ignore-file")));
    QObject::connect(&window.comparison(), &ComparisonController::baseFailed, &window,
                     [&](const QString& message) {
                         err << "tally: " << message << '\n';
                         QApplication::exit(1);
                     });
    const QStringList files = profileFiles(parser);
    if (files.isEmpty())
        QTimer::singleShot(100, &window, capture);
    else if (parser.isSet(QStringLiteral("diff")))
        window.openComparison(parser.values(QStringLiteral("diff")), files);
    else
        window.openFiles(files, MainWindow::SiblingPolicy::OnlyThisFile);
    const int code = QApplication::exec();
    return code != 0 ? code : status;
}

int runWindow(const QCommandLineParser& parser)
{
    QSettings settings;
    // The application owns what the window shows; the window and its views only refer to it.
    Session session;
    LoadController loader;
    MainWindow window(session, loader, settings);
    if (const auto theme = theme::fromName(parser.value(QStringLiteral("theme"))))
        window.setTheme(*theme, false);
    window.setWatching(parser.isSet(QStringLiteral("watch")));
    window.show();
    window.comparison().setIgnoreFile(parser.isSet(QStringLiteral("ignore-file")));
    const QStringList files = profileFiles(parser);
    if (!files.isEmpty() && parser.isSet(QStringLiteral("diff")))
        window.openComparison(parser.values(QStringLiteral("diff")), files);
    else if (!files.isEmpty())
        window.openFiles(files);
    return QApplication::exec();
}

} // namespace tally::commandline

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/window/WindowCommands.h"

#include "app/CommandErrors.h"
#include "app/CommandInput.h"
#include "app/CommandInputTransforms.h"
#include "app/CommandLine.h"
#include "app/MatchOptions.h"
#include "app/window/SessionInput.h"
#include "core/model/PartSelection.h"
#include "core/output/SaveFile.h"
#include "ui/viewmodel/compare/MatchingMemory.h"
#include "ui/viewmodel/settings/SettingsKeys.h"
#include "ui/widgets/common/Theme.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/shell/WindowSettling.h"
#include "ui/widgets/views/compare/ComparisonView.h"
#include "ui/widgets/views/flame/FlameGraphView.h"
#include "ui/widgets/views/flame/StackTreeView.h"
#include "ui/widgets/views/functions/FlatProfileView.h"
#include "ui/widgets/views/series/SeriesOpening.h"
#include "ui/widgets/views/series/SeriesView.h"

#include <QApplication>
#include <QBuffer>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImageWriter>
#include <QPixmap>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QWindow>

#include <chrono>
#include <functional>
#include <utility>

namespace tally::windowcommands {

namespace {

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

// --mod-funcname and --mod-filename with --diff: the comparison the window opens matches with
// them (and keeps them for that pair of files).
void requestRewrites(MainWindow& window, const QCommandLineParser& parser)
{
    auto* view = qobject_cast<ComparisonView*>(
        window.workspace().viewTabs()->view(QStringLiteral("compare")));
    if (!view || !view->matchingMemory() || !parser.isSet(QStringLiteral("diff")))
        return;
    ProfileComparison::Options options = matchoptions::comparisonOptions(parser);
    if (options.functionRewrites.empty() && options.fileRewrites.empty())
        return;
    view->matchingMemory()->requestRewrites(std::move(options.functionRewrites),
                                            std::move(options.fileRewrites));
}

// The transforms of --focus, --drop, --merge, --collapse-object and --recipe (issue 37), in
// force in `session` once settled; else the exit status after telling `err` which one names
// nothing, as the other commands tell it.
int applyTransforms(const QCommandLineParser& parser, Session& session, QTextStream& err)
{
    QString error;
    int status = commanderrors::kSuccess;
    const std::optional<commandinput::TransformList> list =
        commandinput::transformsOf(parser, &error, &status);
    if (!list)
        return commanderrors::fail(err, status, error);
    if (list->empty())
        return commanderrors::kSuccess;
    session.setTransforms(list->transforms);
    session.waitUntilSettled();
    if (session.transforms() == list->transforms)
        return commanderrors::kSuccess;
    // The stage keeps the transforms before the one that failed; its message names it as the
    // window does ("Focus: x: ..."), the command line by the option or recipe line.
    const std::size_t failed = session.transforms().size();
    QString why = session.transformStage().error();
    if (failed < list->transforms.size()) {
        const QString named =
            transformstage::describe(list->transforms[failed]) + QStringLiteral(": ");
        if (why.startsWith(named))
            why = why.mid(named.size());
    }
    return commanderrors::fail(err, commanderrors::kUsage,
                               list->origins.value(qsizetype(failed)) + QStringLiteral(": ") + why);
}

// --series without --report: the steps as given, the window on the Series view; `ended` (when
// given) is called once the series is built or fails. Whether it will be.
bool openSeries(MainWindow& window, const QStringList& steps,
                const std::function<void()>& ended = {})
{
    ViewTabs& tabs = *window.workspace().viewTabs();
    auto* view = qobject_cast<SeriesView*>(tabs.view(QStringLiteral("series")));
    const bool told = ended && view;
    if (told) {
        QObject::connect(view, &SeriesView::seriesBuilt, &window, ended);
        QObject::connect(&view->model(), &SeriesModel::failed, &window, ended);
    }
    seriesopening::open(window.opener(), tabs, steps);
    return told;
}

} // namespace

int runScreenshot(const QCommandLineParser& parser)
{
    QTextStream err(stderr);
    if (const int status = matchoptions::check(parser, err); status != commanderrors::kSuccess)
        return status;
    const QString output = parser.value(QStringLiteral("screenshot"));
    const QStringList size = parser.value(QStringLiteral("size")).split(QLatin1Char('x'));
    if (size.size() != 2 || size[0].toInt() <= 0 || size[1].toInt() <= 0)
        return commanderrors::fail(
            err, commanderrors::kUsage,
            QCoreApplication::translate("CommandLine", "--size must look like 1280x800"));
    // Screenshots do not read or change the user's settings.
    QTemporaryDir settingsDir;
    QSettings settings(settingsDir.filePath(QStringLiteral("tally.ini")), QSettings::IniFormat);
    settings::write(settings, settings::percentages(), parser.isSet(QStringLiteral("percent")));
    if (const auto theme = theme::fromName(parser.value(QStringLiteral("theme"))))
        theme::save(settings, *theme);
    Session session;
    LoadController loader;
    MainWindow window(session, loader, settings);
    window.resize(size[0].toInt(), size[1].toInt());
    window.opener().setWatching(parser.isSet(QStringLiteral("watch"))); // the status bar shows it
    window.show();
    // The window as the user sees it: active, the filter holding the focus and its cursor drawn.
    // Activation comes from the platform, after show(): a grab before it drew no focus, one
    // after it the focus frame, from run to run. The cursor does not blink here, or a grab would
    // catch it on or off.
    QApplication::setCursorFlashTime(0);
    window.activateWindow();
    QElapsedTimer sinceShown;
    sinceShown.start();

    int status = 0;
    // The grab waits for the window to show the profile (the flat profile's rows, the views'
    // background work: WindowSettling), up to a limit, and for the window's activation, up to a
    // shorter one (a platform may never activate it).
    constexpr std::chrono::milliseconds kSettlingLimit{30000};
    constexpr qint64 kActivationLimitMs = 2000;
    bool seriesPending = false; // --series: the Series view's series is being built
    WindowSettling settling(window);
    settling.setAlsoPending([&] {
        return seriesPending ||
               (!window.isActiveWindow() && sinceShown.elapsed() < kActivationLimitMs);
    });
    if (QWindow* handle = window.windowHandle())
        QObject::connect(handle, &QWindow::activeChanged, &settling, &WindowSettling::wake);
    QTimer::singleShot(kActivationLimitMs - sinceShown.elapsed(), &settling, &WindowSettling::wake);
    QObject::connect(&settling, &WindowSettling::settled, &window, [&](bool inTime) {
        if (!inTime) {
            QStringList busy{windowsettling::whatIsBusy(window)};
            if (seriesPending)
                busy << QStringLiteral("building the series");
            busy.removeAll(QString());
            commanderrors::tell(err, QCoreApplication::translate(
                                         "CommandLine", "--screenshot: the window was still busy "
                                                        "after %1 s (%2); grabbed as it was")
                                         .arg(kSettlingLimit.count() / 1000)
                                         .arg(busy.join(QStringLiteral(", "))));
        }
        QString error;
        if (!saveScreenshot(window.grab(), output, &error))
            status = commanderrors::fail(err, commanderrors::kFailure, error);
        err.flush();
        QApplication::exit(status);
    });
    const auto capture = [&] { settling.start(kSettlingLimit); };
    QObject::connect(&window.loader(), &LoadController::loaded, &window, [&] {
        const QString group = parser.value(QStringLiteral("group"));
        if (!group.isEmpty()) {
            const std::pair<const char*, GroupingKind> kinds[] = {{"object", GroupingKind::Object},
                                                                  {"file", GroupingKind::File},
                                                                  {"class", GroupingKind::Class},
                                                                  {"cycle", GroupingKind::Cycle}};
            for (const auto& [name, kind] : kinds) {
                if (group == QLatin1String(name))
                    window.workspace().flatView()->setGrouping(kind);
            }
        }
        if (parser.isSet(QStringLiteral("filter")))
            window.workspace().flatView()->setFilterText(parser.value(QStringLiteral("filter")));
        // The loader's warnings, the transforms, --derived, --event and --select, as every
        // command reads them.
        if (session.hasProfile()) {
            commandinput::tellWarnings(*session.profile(), err);
            if (const int transformed = applyTransforms(parser, session, err); transformed != 0) {
                err.flush();
                QApplication::exit(transformed);
                return;
            }
            commandinput::Needs needs;
            needs.selection = true;
            commandinput::CommandInput input;
            const int applied = commandinput::readOptions(parser, *session.profile(),
                                                          session.flatProfile(), err, needs, &input)
                                    ? sessioninput::apply(input, session, err)
                                    : input.status;
            if (applied != 0) {
                err.flush();
                QApplication::exit(applied);
                return;
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
                status = commanderrors::fail(err, commanderrors::kUsage,
                                             QStringLiteral("--parts: ") + error);
            }
        }
        for (const QString& view : parser.values(QStringLiteral("view"))) {
            if (!view.isEmpty() && !window.workspace().viewTabs()->show(view))
                status = commanderrors::fail(
                    err, commanderrors::kUsage,
                    QCoreApplication::translate("CommandLine", "unknown view '%1' (%2)")
                        .arg(view,
                             window.workspace().viewTabs()->keys().join(QStringLiteral(", "))));
        }
        // The stack exports' shape options shape the flame graph and the stacks table too.
        if (auto* flame = qobject_cast<FlameGraphView*>(
                window.workspace().viewTabs()->view(QStringLiteral("flamegraph")))) {
            flame->setBottomUp(parser.isSet(QStringLiteral("bottom-up")));
            flame->setIcicle(parser.isSet(QStringLiteral("icicle")));
        }
        if (auto* stacks = qobject_cast<StackTreeView*>(
                window.workspace().viewTabs()->view(QStringLiteral("stacks"))))
            stacks->setBottomUp(parser.isSet(QStringLiteral("bottom-up")));
        // A usage error writes no picture (as the transforms' and --select's above).
        if (status != 0) {
            err.flush();
            QApplication::exit(status);
            return;
        }
        // Let layouts and the views settle before grabbing.
        QTimer::singleShot(100, &window, capture);
    });
    QObject::connect(&window.loader(), &LoadController::failed, &window,
                     [&](const QString& message) {
                         commanderrors::tell(err, message);
                         QApplication::exit(commanderrors::kFailure);
                     });
    window.session().comparisonController().setIgnoreFile(
        parser.isSet(QStringLiteral("ignore-file")));
    QObject::connect(&window.session().comparisonController(), &ComparisonController::baseFailed,
                     &window, [&](const QString& message) {
                         commanderrors::tell(err, message);
                         QApplication::exit(commanderrors::kFailure);
                     });
    requestRewrites(window, parser);
    // A transform that names nothing on the baseline: no comparison, as with --diff.
    QObject::connect(&window.session().comparisonController(),
                     &ComparisonController::baseTransformFailed, &window,
                     [&](const QString& message) {
                         commanderrors::tell(err, message);
                         QApplication::exit(commanderrors::kUsage);
                     });
    const QStringList files = commandline::profileFiles(parser);
    if (files.isEmpty())
        QTimer::singleShot(100, &window, capture);
    else if (parser.isSet(QStringLiteral("series"))) {
        seriesPending = true; // until built, also when that is said before openSeries returns
        if (!openSeries(window, parser.positionalArguments(), [&] {
                seriesPending = false;
                settling.wake();
            }))
            seriesPending = false;
    } else if (parser.isSet(QStringLiteral("diff")))
        window.opener().openComparison(commandline::baseFiles(parser), files);
    else
        window.opener().openFiles(files, ProfileOpener::SiblingPolicy::OnlyThisFile);
    const int code = QApplication::exec();
    return code != 0 ? code : status;
}

int runWindow(const QCommandLineParser& parser)
{
    if (QTextStream err(stderr); matchoptions::check(parser, err) != commanderrors::kSuccess)
        return commanderrors::kUsage;
    QSettings settings;
    // The application owns what the window shows; the window and its views only refer to it.
    Session session;
    LoadController loader;
    MainWindow window(session, loader, settings);
    if (const auto theme = theme::fromName(parser.value(QStringLiteral("theme"))))
        window.themes().setTheme(*theme, false);
    window.opener().setWatching(parser.isSet(QStringLiteral("watch")));
    window.show();
    window.session().comparisonController().setIgnoreFile(
        parser.isSet(QStringLiteral("ignore-file")));
    requestRewrites(window, parser);
    // The command line's transforms, on the profile it opens (a reload keeps them; they are
    // shown, and one that names nothing is said, as a transform chosen in the window).
    if (commandinput::hasTransforms(parser)) {
        QString error;
        int status = 0;
        if (const auto list = commandinput::transformsOf(parser, &error, &status)) {
            QObject::connect(
                &window.opener(), &ProfileOpener::opened, &session,
                [&session, transforms = list->transforms] { session.setTransforms(transforms); },
                Qt::SingleShotConnection);
        }
    }
    const QStringList files = commandline::profileFiles(parser);
    if (!files.isEmpty() && parser.isSet(QStringLiteral("series")))
        openSeries(window, parser.positionalArguments());
    else if (!files.isEmpty() && parser.isSet(QStringLiteral("diff")))
        window.opener().openComparison(commandline::baseFiles(parser), files);
    else if (!files.isEmpty())
        window.opener().openFiles(files);
    return QApplication::exec();
}

} // namespace tally::windowcommands

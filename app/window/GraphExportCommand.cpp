// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/window/GraphExportCommand.h"

#include "app/CommandErrors.h"
#include "app/CommandInput.h"
#include "app/CommandLine.h"
#include "app/MatchOptions.h"
#include "app/window/SessionInput.h"
#include "core/analysis/Costliest.h"
#include "ui/viewmodel/callgraph/CallGraphLayoutJob.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/Theme.h"
#include "ui/widgets/views/callgraph/CallGraphScene.h"
#include "ui/widgets/views/compare/DeltaColouring.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTextStream>

namespace tally::graphexport {

int run(const QCommandLineParser& parser)
{
    QTextStream err(stderr);
    // The layout's options are checked before a long load, not after it.
    CallGraphOptions options;
    const auto readNumber = [&](const char* name, auto& target, double low, double high) {
        const QString option = QString::fromLatin1(name);
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        const double value = parser.value(option).toDouble(&ok);
        if (!ok || value < low || value > high) {
            commanderrors::tell(err, QCoreApplication::translate(
                                         "CommandLine", "--%1 must be a number from %2 to %3")
                                         .arg(option)
                                         .arg(low)
                                         .arg(high));
            return false;
        }
        target = static_cast<std::remove_reference_t<decltype(target)>>(value);
        return true;
    };
    double thresholdPercent = options.threshold * 100;
    if (!readNumber("caller-depth", options.callerDepth, 0, CallGraphOptions::kMaxDepth) ||
        !readNumber("callee-depth", options.calleeDepth, 0, CallGraphOptions::kMaxDepth) ||
        !readNumber("threshold", thresholdPercent, 0, 100))
        return commanderrors::kUsage;
    options.threshold = thresholdPercent / 100;
    const QString direction = parser.value(QStringLiteral("graph-direction"));
    if (direction != QLatin1String("tb") && direction != QLatin1String("lr"))
        return commanderrors::fail(
            err, commanderrors::kUsage,
            QCoreApplication::translate("CommandLine", "--graph-direction must be tb or lr"));

    commandinput::Needs needs;
    needs.relations = true;
    needs.shortNames = true; // the boxes' titles, as the Call Graph view shortens them
    needs.selection = true;
    const commandinput::CommandInput command = commandinput::read(parser, err, needs);
    if (!command.ok())
        return command.status;
    Session session;
    session.setCycleDetection(command.snapshot->detectCycles);
    session.setProfile(command.snapshot);
    if (const int status = sessioninput::apply(command, session, err); status != 0)
        return status;
    const Profile& profile = command.profile();
    options.event = session.primaryEvent();
    options.events = std::make_shared<const EventSet>(session.events());

    // The function --select names (a cycle: its costliest member), or without a name where the
    // window starts: the program's main.
    FunctionId centre;
    if (!command.selection)
        centre = startingFunction(profile, session.flatProfile(), session.events(), options.event);
    else if (command.selection->isCycle())
        centre = costliestFunction(session.flatProfile().cycles()[command.selection->cycle].members,
                                   session.flatProfile(), session.events(), options.event);
    else
        centre = command.selection->function;
    if (!centre.isValid())
        return commanderrors::fail(
            err, commanderrors::kFailure,
            QCoreApplication::translate("CommandLine", "no function in the profile"));

    CallGraphLayoutJob::Input input;
    input.snapshot = session.snapshot();
    input.centre = centre;
    input.options = options;
    input.eventName = session.eventName(options.event);
    input.total = session.total(options.event);
    input.leftToRight = direction == QLatin1String("lr");
    input.font = QApplication::font();
    auto result = CallGraphLayoutJob::run(input);
    if (!result->layout.ok)
        return commanderrors::fail(err, commanderrors::kFailure, result->layout.error);
    // The scene takes the application's palette: light unless --theme says otherwise.
    if (const auto theme = theme::fromName(parser.value(QStringLiteral("theme"))))
        theme::apply(*theme);
    CallGraphScene scene;
    scene.populate(std::move(result));
    // --diff BASE: the boxes coloured by the change from the baseline, as the window's graph.
    if (parser.isSet(QStringLiteral("diff"))) {
        if (const int usage = matchoptions::check(parser, err); usage != commanderrors::kSuccess)
            return usage;
        int status = commanderrors::kFailure;
        // Transformed as the new side was: it had every target, so the baseline may lack some.
        commandinput::AbsentTargets alike;
        const auto base =
            commandinput::accept(parser, commandinput::load(parser, commandline::baseFiles(parser)),
                                 err, &status, &alike);
        if (!base)
            return status;
        // --ignore-file, --mod-funcname and --mod-filename, as the report matches.
        ProfileComparison::Options compareOptions = matchoptions::comparisonOptions(parser);
        compareOptions.includeCycles = session.snapshot()->detectCycles;
        compareOptions.shortNames = false; // the boxes' colours need only the matching
        const auto comparison = std::make_shared<const ProfileComparison>(
            CostSnapshot::compute(base, PartMask::all(base->partCount()),
                                  compareOptions.includeCycles, {},
                                  std::make_shared<const ShortNames>()),
            session.snapshot(), compareOptions);
        if (comparison->width() == 0) {
            // As the report says it, and the window's graph keeps its colours then too.
            commanderrors::tell(
                err, QCoreApplication::translate("CommandLine",
                                                 "--diff: the profiles measure no event "
                                                 "type in common; the graph is not coloured"));
        } else {
            scene.setRecolouring(
                DeltaColouring::graphRecolouring(std::make_shared<const DeltaColours>(
                    comparison, DeltaColouring::eventOf(*comparison, session))));
        }
    }
    QString error;
    const QString output = parser.value(QStringLiteral("export-graph"));
    if (!scene.exportTo(output, &error))
        return commanderrors::fail(err, commanderrors::kFailure, error);
    return commanderrors::kSuccess;
}

} // namespace tally::graphexport

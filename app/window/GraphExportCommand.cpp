// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/window/GraphExportCommand.h"

#include "app/CommandLine.h"
#include "app/SelectOption.h"

#include "core/analysis/Costliest.h"
#include "core/load/ProfileLoader.h"
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
    const QStringList files = commandline::profileFiles(parser);
    if (files.isEmpty()) {
        err << "tally: "
            << QCoreApplication::translate("CommandLine", "no profile file given (see --help)")
            << '\n';
        return 2;
    }
    CallGraphOptions options;
    const auto readNumber = [&](const char* name, auto& target, double low, double high) {
        const QString option = QString::fromLatin1(name);
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        const double value = parser.value(option).toDouble(&ok);
        if (!ok || value < low || value > high) {
            err << "tally: "
                << QCoreApplication::translate("CommandLine", "--%1 must be a number from %2 to %3")
                       .arg(option)
                       .arg(low)
                       .arg(high)
                << '\n';
            return false;
        }
        target = static_cast<std::remove_reference_t<decltype(target)>>(value);
        return true;
    };
    double thresholdPercent = options.threshold * 100;
    if (!readNumber("caller-depth", options.callerDepth, 0, CallGraphOptions::kMaxDepth) ||
        !readNumber("callee-depth", options.calleeDepth, 0, CallGraphOptions::kMaxDepth) ||
        !readNumber("threshold", thresholdPercent, 0, 100))
        return 2;
    options.threshold = thresholdPercent / 100;
    const QString direction = parser.value(QStringLiteral("graph-direction"));
    if (direction != QLatin1String("tb") && direction != QLatin1String("lr")) {
        err << "tally: "
            << QCoreApplication::translate("CommandLine", "--graph-direction must be tb or lr")
            << '\n';
        return 2;
    }

    const auto loaded = profileloader::load(files);
    if (!loaded.profile) {
        err << "tally: " << loaded.error << '\n';
        return 1;
    }
    Session session;
    session.setProfile(loaded.profile);
    const Profile& profile = *loaded.profile;
    if (parser.isSet(QStringLiteral("event"))) {
        const int event = session.events().indexOf(parser.value(QStringLiteral("event")));
        if (event < 0) {
            err << "tally: "
                << QCoreApplication::translate("CommandLine", "no event type '%1' in the profile")
                       .arg(parser.value(QStringLiteral("event")))
                << '\n';
            return 2;
        }
        session.setEventTypes(event, session.secondaryEvent());
    }
    options.event = session.primaryEvent();
    options.events = std::make_shared<const EventSet>(session.events());

    // The function --select names (a cycle: its costliest member), or without a name where the
    // window starts: the program's main.
    const QString name = parser.value(QStringLiteral("select"));
    FunctionId centre;
    if (name.isEmpty()) {
        centre = startingFunction(profile, session.flatProfile(), session.events(), options.event);
    } else {
        const auto item = selectoption::resolve(profile, session.flatProfile(), name, err);
        if (!item)
            return selectoption::kNotFound;
        centre = item->isCycle()
                     ? costliestFunction(session.flatProfile().cycles()[item->cycle].members,
                                         session.flatProfile(), session.events(), options.event)
                     : item->function;
    }
    if (!centre.isValid()) {
        err << "tally: " << QCoreApplication::translate("CommandLine", "no function in the profile")
            << '\n';
        return 1;
    }

    CallGraphLayoutJob::Input input;
    input.snapshot = session.snapshot();
    input.centre = centre;
    input.options = options;
    input.eventName = session.eventName(options.event);
    input.total = session.total(options.event);
    input.leftToRight = direction == QLatin1String("lr");
    input.font = QApplication::font();
    auto result = CallGraphLayoutJob::run(input);
    if (!result->layout.ok) {
        err << "tally: " << result->layout.error << '\n';
        return 1;
    }
    // The scene takes the application's palette: light unless --theme says otherwise.
    if (const auto theme = theme::fromName(parser.value(QStringLiteral("theme"))))
        theme::apply(*theme);
    CallGraphScene scene;
    scene.populate(std::move(result));
    // --diff BASE: the boxes coloured by the change from the baseline, as the window's graph.
    if (parser.isSet(QStringLiteral("diff"))) {
        const auto base = profileloader::load(parser.values(QStringLiteral("diff")));
        if (!base.profile) {
            err << "tally: " << base.error << '\n';
            return 1;
        }
        ProfileComparison::Options compareOptions;
        compareOptions.ignoreFile = parser.isSet(QStringLiteral("ignore-file"));
        compareOptions.includeCycles = session.snapshot()->detectCycles;
        compareOptions.shortNames = false; // the boxes' colours need only the matching
        const auto comparison = std::make_shared<const ProfileComparison>(
            CostSnapshot::compute(base.profile, PartMask::all(base.profile->partCount()),
                                  compareOptions.includeCycles, {},
                                  std::make_shared<const ShortNames>()),
            session.snapshot(), compareOptions);
        scene.setRecolouring(DeltaColouring::graphRecolouring(std::make_shared<const DeltaColours>(
            comparison, DeltaColouring::eventOf(*comparison, session))));
    }
    QString error;
    const QString output = parser.value(QStringLiteral("export-graph"));
    if (!scene.exportTo(output, &error)) {
        err << "tally: " << error << '\n';
        return 1;
    }
    return 0;
}

} // namespace tally::graphexport

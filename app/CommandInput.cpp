// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/CommandInput.h"

#include "app/CommandErrors.h"
#include "app/CommandInputTransforms.h"
#include "app/CommandLine.h"
#include "app/SelectOption.h"

#include <QCoreApplication>

namespace tally::commandinput {

using commanderrors::kFailure;
using commanderrors::kUsage;

namespace {

// The profile's flat profile alone over all parts, with no call relations: what the reports of
// one profile, a comparison's sides and a series' steps need.
std::shared_ptr<CostSnapshot> flatOnly(std::shared_ptr<const Profile> profile, bool detectCycles)
{
    auto snapshot = std::make_shared<CostSnapshot>();
    FlatProfile::Options options;
    options.detectCycles = detectCycles;
    snapshot->flat = std::make_shared<const FlatProfile>(*profile, options);
    snapshot->relations = std::make_shared<const CallRelations>();
    snapshot->parts = PartMask::all(profile->partCount());
    snapshot->detectCycles = detectCycles;
    snapshot->profile = std::move(profile);
    return snapshot;
}

// --derived types on top of `events`, checked as the Types view checks them.
bool addDerived(const QCommandLineParser& parser, QTextStream& err, CommandInput* input)
{
    for (const QString& definition : parser.values(QStringLiteral("derived"))) {
        const QString name = definition.section(QLatin1Char('='), 0, 0).trimmed();
        const QString formula = definition.section(QLatin1Char('='), 1).trimmed();
        QString error;
        const auto terms = EventSet::parseFormula(formula, &error);
        if (!terms || !definition.contains(QLatin1Char('=')) ||
            !input->events.addDerived(name, *terms, QString(), &error)) {
            commanderrors::tell(
                err,
                QCoreApplication::translate("CommandLine", "--derived '%1': ").arg(definition) +
                    (error.isEmpty()
                         ? QCoreApplication::translate("CommandLine", "write NAME=FORMULA")
                         : error));
            return false;
        }
        input->derived.push_back({name, formula});
    }
    if (const auto problems = input->events.resolve(); !problems.empty()) {
        commanderrors::tell(err, QStringLiteral("--derived: ") + problems.front());
        return false;
    }
    return true;
}

} // namespace

profileloader::Result load(const QCommandLineParser& parser, const QStringList& files,
                           bool sumsOnly)
{
    LoadOptions options;
    options.threads = commandline::threadsOf(parser);
    options.sumsOnly = sumsOnly;
    return profileloader::load(files, {}, {}, options);
}

std::shared_ptr<const Profile> accept(profileloader::Result result, QTextStream& err)
{
    if (!result.profile) {
        commanderrors::tell(err, result.error);
        return nullptr;
    }
    tellWarnings(*result.profile, err);
    return std::move(result.profile);
}

std::shared_ptr<const Profile> accept(const QCommandLineParser& parser,
                                      profileloader::Result result, QTextStream& err, int* status,
                                      AbsentTargets* alike)
{
    std::shared_ptr<const Profile> profile = accept(std::move(result), err);
    if (!profile) {
        *status = kFailure;
        return nullptr;
    }
    QString error;
    profile = transformed(parser, std::move(profile), &error, alike);
    if (!profile)
        *status = commanderrors::fail(err, kUsage, error);
    return profile;
}

std::shared_ptr<const CostSnapshot> acceptFlat(const QCommandLineParser& parser,
                                               profileloader::Result result, bool detectCycles,
                                               QTextStream& err, int* status, AbsentTargets* alike)
{
    std::shared_ptr<const Profile> profile = accept(parser, std::move(result), err, status, alike);
    return profile ? flatOnly(std::move(profile), detectCycles) : nullptr;
}

void tellWarnings(const Profile& profile, QTextStream& err)
{
    for (const auto& diagnostic : profile.diagnostics())
        err << diagnostic.toString() << '\n';
    err.flush();
}

int eventOf(const QCommandLineParser& parser, const EventSet& events, QTextStream& err,
            const QString& where)
{
    const QString option = QStringLiteral("event");
    if (!parser.isSet(option))
        return 0;
    const int event = events.indexOf(parser.value(option));
    if (event < 0)
        commanderrors::tell(err, QCoreApplication::translate("CommandLine", "no event type '%1' %2")
                                     .arg(parser.value(option), where));
    return event;
}

bool readOptions(const QCommandLineParser& parser, const Profile& profile, const FlatProfile& flat,
                 QTextStream& err, const Needs& needs, CommandInput* input)
{
    input->status = kUsage;
    input->events = profile.events();
    if (!addDerived(parser, err, input))
        return false;
    input->event = eventOf(parser, input->events, err,
                           QCoreApplication::translate("CommandLine", "in the profile"));
    if (input->event < 0)
        return false;
    const QString name = parser.value(QStringLiteral("select"));
    if (needs.selection && !name.isEmpty()) {
        input->selection = selectoption::resolve(profile, flat, name, err);
        if (!input->selection)
            return false;
    }
    input->limit = commandline::limitOf(parser);
    input->status = commanderrors::kSuccess;
    return true;
}

CommandInput read(const QCommandLineParser& parser, QTextStream& err, const Needs& needs)
{
    CommandInput input;
    input.files = commandline::profileFiles(parser);
    if (input.files.isEmpty()) {
        input.status = commanderrors::fail(
            err, kUsage,
            QCoreApplication::translate("CommandLine", "no profile file given (see --help)"));
        return input;
    }
    // What the commands print is made of the sums alone (self costs, call pairs' inclusive costs
    // and counts): the flat profile, the call relations' edges, stacks and graphs. The line, call
    // site and jump rows would be read only to be dropped, unless a transform reshapes them
    // (transforms work on the detail rows). The window loads them (Session).
    std::shared_ptr<const Profile> profile =
        accept(parser, load(parser, input.files, !hasTransforms(parser)), err, &input.status);
    if (!profile)
        return input;
    const bool detectCycles = !parser.isSet(QStringLiteral("no-cycles"));
    std::shared_ptr<const CostSnapshot> snapshot;
    if (needs.relations || needs.shortNames) {
        // An empty table of short names unless asked for: the text outputs print whole names.
        snapshot = CostSnapshot::compute(
            profile, PartMask::all(profile->partCount()), detectCycles, {},
            needs.shortNames ? nullptr : std::make_shared<const ShortNames>());
    } else {
        // The flat profile alone: a report needs no call relations.
        auto flat = flatOnly(profile, detectCycles);
        flat->names = std::make_shared<const ShortNames>();
        snapshot = std::move(flat);
    }
    if (!readOptions(parser, *profile, *snapshot->flat, err, needs, &input))
        return input;
    input.snapshot = std::move(snapshot);
    return input;
}

} // namespace tally::commandinput

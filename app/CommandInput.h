// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "app/CommandInputTransforms.h"
#include "core/analysis/CostSnapshot.h"
#include "core/analysis/Coverage.h"
#include "core/load/ProfileLoader.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <memory>
#include <optional>
#include <vector>

namespace tally {

// The one input stage of the command line: every command that reads a profile (--report, --list,
// --export-stacks, --export-flamegraph, --export-graph, --screenshot, and each side of --diff)
// takes its files, its loader's warnings, its event types and its function here, so the options
// mean the same and fail alike everywhere. The transforms of issue 37 (--focus, --drop, --merge,
// --collapse-object, --recipe) go between the load and the snapshot, in accept().
namespace commandinput {

// What a command needs beyond the profile and its flat profile.
struct Needs
{
    bool relations = false;  // callers and callees (lists, stacks, graphs)
    bool shortNames = false; // names shortened as the views show them (the graph's boxes)
    bool selection = false;  // the command takes --select
};

// A --derived definition as given: the window's Session takes its types this way.
struct DerivedType
{
    QString name;
    QString formula;
};

struct CommandInput
{
    QStringList files;
    // The profile (after the transforms) with its flat profile for --no-cycles over all parts,
    // and what Needs asked for; null when the input could not be read (`status` says why).
    std::shared_ptr<const CostSnapshot> snapshot;
    EventSet events; // the profile's event types and the --derived ones
    std::vector<DerivedType> derived;
    int event = 0;                         // --event, an index into `events` (the first by default)
    std::optional<CoverageItem> selection; // --select's function or cycle, when given and taken
    int limit = -1;                        // --limit, -1 when not given
    int status = 0;                        // the exit status after a failure

    bool ok() const { return snapshot != nullptr; }
    const Profile& profile() const { return *snapshot->profile; }
    const FlatProfile& flat() const { return *snapshot->flat; }
};

// Loads the profile of FILE... and reads the options on it, telling `err` the loader's warnings
// and what is wrong; after a failure the snapshot is null and `status` the exit status.
CommandInput read(const QCommandLineParser& parser, QTextStream& err, const Needs& needs = {});

// Loads `files` as --threads says, as sums only when the command reads the flat profile and
// the call pairs' sums alone (LoadOptions::sumsOnly). Prints nothing, so it may run on any
// thread.
profileloader::Result load(const QCommandLineParser& parser, const QStringList& files,
                           bool sumsOnly = false);
// The profile `result` loaded, after telling `err` its warnings; null after telling `err` why it
// could not be loaded.
std::shared_ptr<const Profile> accept(profileloader::Result result, QTextStream& err);
// accept(), then the transforms the options give (--focus, --drop, --merge, --collapse-object,
// --recipe: CommandInputTransforms.h): the profile to work on, or null after telling `err` why,
// with `*status` the exit status (kUsage when a transform names nothing). With `alike`, a
// target the profile lacks is noted there (transformed()).
std::shared_ptr<const Profile> accept(const QCommandLineParser& parser,
                                      profileloader::Result result, QTextStream& err, int* status,
                                      AbsentTargets* alike = nullptr);
// accept() with the options, then the profile's flat profile alone (no call relations: the
// reports of comparisons and series need none), over all parts, cycles as `detectCycles` says;
// null after telling `err` why, with `*status` the exit status.
std::shared_ptr<const CostSnapshot> acceptFlat(const QCommandLineParser& parser,
                                               profileloader::Result result, bool detectCycles,
                                               QTextStream& err, int* status,
                                               AbsentTargets* alike = nullptr);
// Tells `err` the loader's warnings about `profile`'s files, one `file:line: message` each.
void tellWarnings(const Profile& profile, QTextStream& err);

// What --derived, --event and (with needs.selection) --select say about a profile loaded
// elsewhere (the window's, for --screenshot): `input`'s events, derived, event and selection;
// false after telling `err` what is wrong (the status is then kUsage).
bool readOptions(const QCommandLineParser& parser, const Profile& profile, const FlatProfile& flat,
                 QTextStream& err, const Needs& needs, CommandInput* input);

// --event among `events` (`where` ends the message when it names no type: "in the profile");
// the first type when not given, -1 after telling `err` that it names none.
int eventOf(const QCommandLineParser& parser, const EventSet& events, QTextStream& err,
            const QString& where);

} // namespace commandinput

} // namespace tally

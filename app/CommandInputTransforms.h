// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Profile.h"
#include "core/transform/ProfileTransforms.h"
#include "core/transform/Transform.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <memory>
#include <optional>
#include <vector>

// The transforms of issue 37 on the command line, part of the one input stage (CommandInput.h):
// --focus=NAME, --drop=NAME, --merge=NAME, --collapse-object=OBJECT, each repeatable, and
// --recipe=FILE (a text file of `focus NAME`, `drop NAME`, `merge NAME`, `collapse-object
// OBJECT` lines, `#` comments and blank lines), applied in the order given on the command line,
// a recipe's lines where the recipe stands.
namespace tally::commandinput {

struct TransformList
{
    std::vector<Transform> transforms;
    // Where each was given, for messages: `--drop=NAME` or `FILE:LINE`.
    QStringList origins;

    bool empty() const { return transforms.empty(); }
};

// The options' transforms in order; nullopt with `error` (located) and `status` (kUsage for a
// bad line or regular expression, kFailure for a recipe that cannot be read) when wrong.
std::optional<TransformList> transformsOf(const QCommandLineParser& parser, QString* error,
                                          int* status);

// Whether any transform option is given.
bool hasTransforms(const QCommandLineParser& parser);

// Checks the transform options before anything is loaded: 0, or the exit status after telling
// `err` what is wrong.
int checkTransforms(const QCommandLineParser& parser, QTextStream& err);

// The targets that profiles transformed alike (--diff's sides, --series's steps) lack. Any one
// of them may lack a function another has (a drop of it changes nothing there, a focus on it
// leaves nothing), but a target none of them has is a mistake, as it is for one profile.
class AbsentTargets
{
public:
    // One profile's transforms' outcome.
    void note(const transforms::Outcome& outcome);
    // The first transform that every profile noted lacks, with the error the first profile
    // gave ("--drop=NAME: no function matches 'NAME'"); empty when there is none.
    QString error(const QCommandLineParser& parser) const;

private:
    // The targets every profile noted so far lacks, with the first profile's errors; none
    // before the first profile is noted.
    std::optional<std::vector<transforms::AbsentTarget>> m_everywhere;
};

// `profile` reshaped by the options' transforms (itself when there are none); null with `error`
// (located: "FILE:LINE: ..." or "--drop=NAME: ...") when one names nothing. With `alike`, a
// target `profile` lacks is noted there instead (transforms::Absent::LeavesItAlone).
std::shared_ptr<const Profile> transformed(const QCommandLineParser& parser,
                                           std::shared_ptr<const Profile> profile, QString* error,
                                           AbsentTargets* alike = nullptr);

} // namespace tally::commandinput

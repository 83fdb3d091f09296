// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

#include <optional>

namespace tally {

// One way of reshaping a profile (issue 37), applied to the profile as a whole:
// - Focus: the profile as seen from one function down;
// - Drop: functions and the cost they cause gone;
// - Merge: functions gone, their cost charged to their callers;
// - CollapseObject: every function of one object (a library) one function.
enum class TransformKind
{
    Focus,
    Drop,
    Merge,
    CollapseObject,
};

// A transform and what it applies to: a function as --select names it (the exact name,
// NAME@FILE, a part of one name), or `re:REGEX` for every function whose name matches (drop and
// merge only); for CollapseObject, an object's path or file name (`libc.so.6`).
struct Transform
{
    TransformKind kind = TransformKind::Focus;
    QString target;

    friend bool operator==(const Transform&, const Transform&) = default;

    // The prefix of a target that is a regular expression.
    static constexpr QLatin1StringView kRegexPrefix{"re:"};
    bool targetIsRegex() const { return target.startsWith(kRegexPrefix); }
    // Whether the kind takes a `re:` target.
    bool acceptsRegex() const
    {
        return kind == TransformKind::Drop || kind == TransformKind::Merge;
    }
};

namespace transforms {

// The word of a kind, as options and recipes spell it: `focus`, `drop`, `merge`,
// `collapse-object`.
QString keyword(TransformKind kind);
std::optional<TransformKind> kindOf(const QString& keyword);

// A recipe line (`focus NAME`, `drop NAME`, `merge NAME`, `collapse-object OBJECT`; the target is
// the rest of the line, trimmed). Nullopt with `error` set when the line says no transform.
std::optional<Transform> parseLine(const QString& line, QString* error);
// The recipe line of `transform`.
QString line(const Transform& transform);

} // namespace transforms

} // namespace tally

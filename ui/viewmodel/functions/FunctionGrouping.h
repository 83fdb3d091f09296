// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/FlatProfile.h"

#include <QString>

namespace tally {

// How the function list can be grouped, as KCachegrind offers: by ELF object, source file,
// C++ class or namespace, or recursion cycle.
enum class GroupingKind
{
    None,
    Object,
    File,
    Class,
    Cycle
};

// The group a function belongs to under a grouping: a stable key and a display name.
namespace functiongrouping {

QString kindName(GroupingKind kind);
// The C++ class or namespace of a function name: the part before the last `::` outside
// template arguments and the parameter list ("ns::Vec<a::b>::push(int)" -> "ns::Vec<a::b>").
QString classOf(const QString& functionName);
// The group's display name; `key` as given by key().
QString groupName(const Profile& profile, const FlatProfile& flat, GroupingKind kind,
                  const QString& key);
QString key(const Profile& profile, const FlatProfile& flat, GroupingKind kind,
            FunctionId function);

} // namespace functiongrouping

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/FlameTree.h"

#include <QByteArray>

namespace tally {

// Folded stacks, the input of flamegraph.pl, inferno and speedscope: one line per distinct
// stack, `root;caller;...;leaf COUNT`, sorted by the stack, counts as the FlameTree has them
// (they add up to its total). Frame names are the FlameTree's (contexts stripped); a `;` or a line
// break inside a name, which would change the stack, becomes `:` or a space.
namespace foldedstacks {

QByteArray write(const Profile& profile, const FlameTree& tree);

// The UTF-8 name of each frame, as the folded stacks and the SVG show it.
QByteArray frameName(const Profile& profile, const FlameNode& node);

} // namespace foldedstacks

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CallGraph.h"
#include "core/text/CallGraphLabels.h"

#include <QByteArray>
#include <QString>

namespace tally {

// Writes a call graph as Graphviz DOT text, with the labels, colours and widths the view shows;
// recursion cycles become clusters. Every string from the profile is escaped (it is untrusted).
namespace dotwriter {

enum class Direction
{
    TopToBottom,
    LeftToRight
};

QByteArray write(const CallGraph& graph, const CallGraphLabels& labels, Direction direction);
// A DOT double-quoted string holding `text` literally.
QByteArray quoted(const QString& text);
// "#rrggbb"
QByteArray colorName(std::uint32_t rgb);

} // namespace dotwriter

} // namespace tally

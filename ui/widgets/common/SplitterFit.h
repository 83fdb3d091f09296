// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

class QSplitter;
class QTreeView;
class QWidget;

namespace tally {

// A table above a chart in a vertical splitter (the Types and Parts views): half each would show
// a dozen rows through a scroll bar in the room a tab has beside the flat profile.
namespace splitterfit {

// Makes `table` (the splitter's first widget) as tall as its rows as far as `below` (the second)
// can give way, which keeps its minimum size and at least a third of the room (the caller keeps
// it from being folded away: QSplitter::setCollapsible). Does nothing and returns false while the
// splitter has no height or the table no rows, so that a caller can try again when they come.
bool fitTableAbove(QSplitter& splitter, const QTreeView& table, const QWidget& below);

} // namespace splitterfit

} // namespace tally

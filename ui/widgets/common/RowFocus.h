// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

class QStyleOptionViewItem;
class QWidget;

namespace tally::rowfocus {

// Whether `view` frames the keyboard focus around its whole current row, as a tree that shows
// every column's focus does, rather than around the current cell: a table that selects whole
// rows (the flat profile's). Its cells then draw no frame of their own.
bool framesRow(const QWidget* view);

// A cell's own focus frame dropped where its view frames the row (the delegates' style option).
void leaveToRow(QStyleOptionViewItem& cell);

} // namespace tally::rowfocus

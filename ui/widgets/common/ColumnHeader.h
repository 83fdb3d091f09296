// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

class QAbstractItemView;
class QHeaderView;

namespace tally::columnheader {

// The header of a view's columns: a tree's header(), a table's horizontal header (the flat
// profile's); null for a view without one (a list). For what sizes, sorts and reads columns
// the same way in both (NumberColumnFitter, ReadableNameColumn, LargestFirstSorting, copies).
QHeaderView* of(const QAbstractItemView& view);

} // namespace tally::columnheader

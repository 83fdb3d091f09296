// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>

class QAbstractItemView;
class QHeaderView;

namespace tally {

// A list's stretching name column gives way last: when the list is too narrow for every column
// and a readable name, the column of lesser text beside it (the location) narrows first, down to
// kNarrowest, and widens again to the width it was given (by the view, the user or a remembered
// header) as room comes back. Without it the stretching column alone paid for the lack of room:
// function names of 40 pixels beside a location of 140.
class ReadableNameColumn : public QObject
{
    Q_OBJECT

public:
    static constexpr int kReadable = 220;
    static constexpr int kNarrowest = 90;

    // `nameColumn` stretches in `view`'s column header (a tree's or a table's), `yielding` is
    // interactive; owned by the view.
    ReadableNameColumn(QAbstractItemView& view, int nameColumn, int yielding);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fit();

    QAbstractItemView& m_view;
    QHeaderView& m_header; // the view's column header
    int m_nameColumn;
    int m_yielding;
    // The yielding column's width as last given by anyone but this (the view, the user, a
    // restored header state, which says nothing when it sets it), and as this last left it.
    int m_chosen = -1;
    int m_fitted = -1;
    bool m_fitting = false;
};

} // namespace tally

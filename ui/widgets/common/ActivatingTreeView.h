// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QTreeView>

namespace tally {

// A tree view in which Enter or Return on the current row emits activated(), as a double-click
// does, whatever the platform's style says: lists of functions and listings of code use it to go
// to the function of a row. Rows are what is chosen in it, not cells: bringing a row into view
// never scrolls sideways (a listing's text column is far wider than the view, and a click on a
// line, or Ctrl+Home, scrolled to its start and hid the costs). A list with nothing in it may say
// why (setEmptyNote): a blank pane reads as one still loading, or broken.
class ActivatingTreeView : public QTreeView
{
    Q_OBJECT

public:
    using QTreeView::QTreeView;

    // Makes `index` current and scrolls it to the middle (e.g. a listing's hottest line).
    void centreOn(const QModelIndex& index);
    // Scrolls up or down only.
    void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;

    // What the view says in its empty area while the model has no rows (a root function's
    // callers, a leaf's callees); nothing when empty.
    void setEmptyNote(const QString& note);
    const QString& emptyNote() const { return m_emptyNote; }
    // Whether the note is what the view shows: set, and no rows to show instead.
    bool showsEmptyNote() const;

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_emptyNote;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>

#include <vector>

class QAbstractItemView;

namespace tally {

// Numbers are never elided: a column of numbers (right-aligned cells) is kept at least as wide
// as its widest number, whatever the profile, the event type or the user's dragging, and a
// stretching text column gives way. The widest text comes from the model's WidestTextRole
// header data when it has it (the flat profile's 127,000 rows are not all formatted), else
// from the rows themselves (up to kRowsMeasured). A column is as wide as the view or the user
// last made it, or as its numbers need if that is wider: it narrows again when the numbers do,
// so its width follows from what it shows, not from what it showed before (a screenshot came
// out with other widths when an earlier function's numbers had been fitted first).
class NumberColumnFitter : public QObject
{
    Q_OBJECT

public:
    static constexpr int kRowsMeasured = 2000;
    // Room beside the widest number for the cell's margins and a sliver of a cost bar.
    static constexpr int kPadding = 16;
    // Room for the cell's margins alone, in lists without cost bars whose many number columns
    // share a side panel (the compared callers and callees).
    static constexpr int kMarginsOnly = 8;

    // Watches `view`'s model (set it first) and its column header (a tree's or a table's);
    // owned by the view. Each number
    // column is at least its widest number plus `padding` wide.
    explicit NumberColumnFitter(QAbstractItemView* view, int padding = kPadding);

    // The width each column needs (0 for text columns), as last measured.
    int requiredWidth(int column) const;

private:
    void schedule();
    void fit();
    int measure(int column) const;

    QAbstractItemView* m_view;
    int m_padding;
    std::vector<int> m_required;
    // By column: the width last given by anyone but this fitter (the view, the user, a restored
    // header state), and the one this fitter last left it at; -1 until known.
    std::vector<int> m_chosen;
    std::vector<int> m_fitted;
    bool m_scheduled = false;
};

} // namespace tally

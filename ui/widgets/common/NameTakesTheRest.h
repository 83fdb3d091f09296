// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>

class QAbstractItemView;

namespace tally {

// A list of many number columns beside one name in a side panel (the compared functions, callers
// and callees: six numbers in some 550 px at 1280 x 800): each number column starts as narrow as
// its label (a NumberColumnFitter widens it to its widest number), and the name takes the width
// the numbers leave, never less than ReadableNameColumn::kNarrowest (then the list scrolls
// sideways, the numbers whole). A stretching last column or fixed starting widths left the last
// numbers, the effects, out of sight once costs had seven digits. Only a change of the view's
// width or of a number column fits the name again: a name dragged wider keeps its width.
class NameTakesTheRest : public QObject
{
    Q_OBJECT

public:
    // Every column of `view`'s model (set it first) other than `nameColumn` holds numbers;
    // owned by the view.
    NameTakesTheRest(QAbstractItemView& view, int nameColumn);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fit();

    QAbstractItemView& m_view;
    QObject* m_viewport; // the view's, as it was when this was made
    int m_nameColumn;
};

} // namespace tally

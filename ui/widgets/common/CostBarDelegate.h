// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/widgets/common/ItemTextPainter.h"

#include <QStyledItemDelegate>

namespace tally {

// Draws a cost cell with a small bar of its share of the total in front of the number, as
// KCachegrind does, in the palette's highlight colour so it follows light and dark themes.
class CostBarDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    // `fractionRole` is the model's role giving a cell's share of the total (0..1).
    explicit CostBarDelegate(int fractionRole, QObject* parent = nullptr)
        : QStyledItemDelegate(parent), m_fractionRole(fractionRole)
    {}

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    static constexpr int kBarWidth = 44;

protected:
    // Without the cell's focus frame where the view frames the row (RowFocus).
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

private:
    int m_fractionRole;
    ItemTextPainter m_text; // the numbers' glyphs, kept from the last repaints
};

} // namespace tally

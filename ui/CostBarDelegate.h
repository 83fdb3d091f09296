#pragma once

#include <QStyledItemDelegate>

namespace tally {

// Draws a cost cell with a small bar of its share of the total in front of the number, as
// KCachegrind does, in the palette's highlight colour so it follows light and dark themes.
class CostBarDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    static constexpr int kBarWidth = 44;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/CostBarDelegate.h"

#include "ui/widgets/common/RowFocus.h"

#include <QApplication>
#include <QPainter>

namespace tally {

void CostBarDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                            const QModelIndex& index) const
{
    const QVariant fraction = index.data(m_fractionRole);
    if (!fraction.isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    // Background and selection first, then the bar, then the text beside it.
    const QString text = opt.text;
    opt.text.clear();
    ItemTextPainter::paintPanel(painter, opt, style);

    const QRect cell = option.rect.adjusted(3, 3, -3, -3);
    // The number always shows in full: a narrow column gets a shorter bar, or none.
    const int textWidth = m_text.horizontalAdvance(text, option.font);
    int barWidth = std::min(kBarWidth, cell.width() - textWidth - 6);
    if (barWidth < 12)
        barWidth = 0;
    const QRect track(cell.left(), cell.top(), barWidth, cell.height());
    const double share = std::clamp(fraction.toDouble(), 0.0, 1.0);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    const QPalette& palette = option.palette;
    painter->setPen(Qt::NoPen);
    painter->setBrush(palette.color(QPalette::Mid));
    if (barWidth > 0)
        painter->drawRect(track.adjusted(0, track.height() / 4, 0, -track.height() / 4));
    QColor bar = palette.color(QPalette::Highlight);
    if (option.state & QStyle::State_Selected)
        bar = palette.color(QPalette::HighlightedText);
    painter->setBrush(bar);
    const int filled = int(std::round(share * barWidth));
    if (filled > 0)
        painter->drawRect(QRect(track.left(), track.top() + track.height() / 4, filled,
                                track.height() - track.height() / 2));
    painter->setPen(palette.color(option.state & QStyle::State_Selected ? QPalette::HighlightedText
                                                                        : QPalette::Text));
    // The full row height for the text: a shrunk rectangle clips the tails of commas.
    const QRect textRect(cell.left(), option.rect.top(), cell.width(), option.rect.height());
    m_text.drawText(painter, textRect, Qt::AlignRight | Qt::AlignVCenter, text);
    painter->restore();
}

void CostBarDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    rowfocus::leaveToRow(*option);
}

QSize CostBarDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (index.data(m_fractionRole).isValid())
        size.rwidth() += kBarWidth + 10;
    return size;
}

} // namespace tally

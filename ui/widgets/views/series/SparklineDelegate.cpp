// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/series/SparklineDelegate.h"

#include "ui/viewmodel/series/SeriesModel.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace tally {

void SparklineDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const
{
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : nullptr;
    if (style)
        style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);

    const auto values = index.data(SeriesModel::TrendRole).value<QList<double>>();
    if (values.isEmpty())
        return;
    double largest = 0;
    for (const double value : values) {
        if (!std::isnan(value))
            largest = std::max(largest, value);
    }
    const QRectF area = QRectF(option.rect).adjusted(4, 3, -4, -3);
    if (area.width() <= 0 || area.height() <= 0)
        return;
    const auto pointAt = [&](qsizetype step) {
        const double x = values.size() == 1 ? area.center().x()
                                            : area.left() + area.width() * double(step) /
                                                                double(values.size() - 1);
        const double share = largest > 0 ? std::max(values[step], 0.0) / largest : 0.0;
        return QPointF(x, area.bottom() - share * area.height());
    };
    const bool selected = option.state & QStyle::State_Selected;
    const QColor line = option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    QPainterPath path;
    bool drawing = false;
    for (qsizetype step = 0; step < values.size(); ++step) {
        if (std::isnan(values[step])) {
            drawing = false; // a gap where the function is absent
            continue;
        }
        if (drawing)
            path.lineTo(pointAt(step));
        else
            path.moveTo(pointAt(step));
        drawing = true;
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(line, 1.5));
    painter->drawPath(path);
    painter->setPen(Qt::NoPen);
    painter->setBrush(line);
    for (qsizetype step = 0; step < values.size(); ++step) {
        if (!std::isnan(values[step]))
            painter->drawEllipse(pointAt(step), 1.8, 1.8);
    }
    painter->restore();
}

QSize SparklineDelegate::sizeHint(const QStyleOptionViewItem& option,
                                  const QModelIndex& index) const
{
    const QSize text = QStyledItemDelegate::sizeHint(option, index);
    const auto steps = index.data(SeriesModel::TrendRole).value<QList<double>>().size();
    return {int(std::clamp<qsizetype>(steps * 8, 60, 240)), text.height()};
}

} // namespace tally

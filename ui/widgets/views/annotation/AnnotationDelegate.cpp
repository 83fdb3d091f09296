// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/annotation/AnnotationDelegate.h"

#include "ui/viewmodel/annotation/AnnotationModel.h"
#include "ui/viewmodel/common/ColorContrast.h"

#include <QApplication>
#include <QFontDatabase>
#include <QHeaderView>
#include <QPainter>
#include <QPainterPath>
#include <QTextLayout>
#include <QTreeView>

#include <cmath>

namespace tally {

namespace {
using RowKind = AnnotationModel::RowKind;

RowKind kindOf(const QModelIndex& index)
{
    return RowKind(index.data(KindRole).toInt());
}

// Heat from pale yellow (little) to red (the hottest line), as a margin bar.
QColor heatColor(double heat)
{
    const double h = std::clamp(heat, 0.0, 1.0);
    return QColor::fromHsvF(float(0.16 * (1.0 - h)), float(0.35 + 0.6 * h), 0.98f);
}
} // namespace

AnnotationDelegate::AnnotationDelegate(QObject* parent)
    : QStyledItemDelegate(parent), m_codeFont(QFontDatabase::systemFont(QFontDatabase::FixedFont))
{}

int AnnotationDelegate::gutterWidth(const AnnotationModel& model)
{
    return model.lanes().laneCount() * kLaneWidth + 10;
}

QSize AnnotationDelegate::sizeHint(const QStyleOptionViewItem& option,
                                   const QModelIndex& index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const int codeHeight = QFontMetrics(m_codeFont).height() + 2;
    size.setHeight(std::max(size.height(), codeHeight));
    if (index.column() == AnnotationModel::TextColumn ||
        index.column() == AnnotationModel::PositionColumn) {
        size.setWidth(QFontMetrics(m_codeFont).horizontalAdvance(index.data().toString()) + 12);
    } else if (index.column() == AnnotationModel::GutterColumn) {
        const auto* model = qobject_cast<const AnnotationModel*>(index.model());
        size.setWidth(model ? model->lanes().laneCount() * kLaneWidth + 12 : 12);
    } else if (index.data(HeatRole).isValid()) {
        size.rwidth() += kHeatWidth + 6;
    }
    return size;
}

AnnotationDelegate* AnnotationDelegate::installOn(QTreeView* tree)
{
    tree->setRootIsDecorated(false);
    tree->setUniformRowHeights(true); // smooth scrolling through 10,000-line files
    tree->setAllColumnsShowFocus(true);
    tree->setItemsExpandable(false);
    tree->setExpandsOnDoubleClick(false);
    auto* delegate = new AnnotationDelegate(tree);
    tree->setItemDelegate(delegate);
    tree->header()->setStretchLastSection(false);
    return delegate;
}

void AnnotationDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                               const QModelIndex& index) const
{
    const auto* model = qobject_cast<const AnnotationModel*>(index.model());
    if (!model) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    switch (index.column()) {
    case AnnotationModel::PrimaryColumn:
    case AnnotationModel::SecondaryColumn:
        paintCost(painter, option, index);
        return;
    case AnnotationModel::GutterColumn: {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        opt.text.clear();
        QStyle* style = option.widget ? option.widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, option.widget);
        paintGutter(painter, option, *model, index.row());
        return;
    }
    case AnnotationModel::TextColumn:
        paintText(painter, option, *model, index);
        return;
    default: {
        QStyleOptionViewItem opt = option;
        opt.font = m_codeFont;
        if (index.data(DimRole).toBool())
            opt.palette.setColor(QPalette::Text, option.palette.color(QPalette::PlaceholderText));
        QStyledItemDelegate::paint(painter, opt, index);
    }
    }
}

QRect AnnotationDelegate::jumpNoteRect(const QRect& area, int textWidth, int noteWidth)
{
    // Just after the code, so that it stays in sight in a wide, scrolled listing; never over it.
    const int left = area.left() + textWidth + kNoteGap;
    if (noteWidth <= 0 || left + noteWidth > area.right() + 1)
        return {};
    return {left, area.top(), noteWidth, area.height()};
}

void AnnotationDelegate::paintJumpNote(QPainter* painter, const QRect& area, int textWidth,
                                       const QString& note, const QFont& font, const QColor& color)
{
    if (note.isEmpty())
        return;
    const QRect rect =
        jumpNoteRect(area, textWidth, QFontMetrics(font).horizontalAdvance(note) + 8);
    if (rect.isNull())
        return;
    painter->setOpacity(1.0);
    painter->setFont(font);
    painter->setPen(color);
    painter->drawText(rect, Qt::AlignLeft | Qt::AlignVCenter, note);
}

void AnnotationDelegate::paintCost(QPainter* painter, const QStyleOptionViewItem& option,
                                   const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    QStyle* style = option.widget ? option.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, option.widget);
    painter->save();
    const QRect cell = option.rect.adjusted(2, 2, -4, -2);
    const QVariant heat = index.data(HeatRole);
    if (heat.isValid() && heat.toDouble() > 0) {
        const int width = std::max(2, int(std::round(heat.toDouble() * kHeatWidth)));
        painter->setPen(Qt::NoPen);
        painter->setBrush(heatColor(heat.toDouble()));
        painter->drawRect(QRect(cell.left(), cell.top(), width, cell.height()));
    }
    const bool selected = option.state & QStyle::State_Selected;
    QColor color = option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    if (kindOf(index) == RowKind::Call)
        color = option.palette.color(QPalette::PlaceholderText);
    painter->setPen(color);
    painter->drawText(QRect(cell.left(), option.rect.top(), cell.width(), option.rect.height()),
                      Qt::AlignRight | Qt::AlignVCenter, text);
    painter->restore();
}

void AnnotationDelegate::paintGutter(QPainter* painter, const QStyleOptionViewItem& option,
                                     const AnnotationModel& model, int row) const
{
    const auto& marks = model.lanes().marks(row);
    if (marks.empty())
        return;
    painter->save();
    painter->setClipRect(option.rect);
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QRect rect = option.rect;
    const int middle = rect.center().y();
    const bool dark = colorcontrast::isDark(option.palette.color(QPalette::Base));
    const QColor conditional = dark ? QColor(0x6a, 0xa8, 0xff) : QColor(0x1a, 0x5f, 0xc8);
    // Unconditional jumps in a quieter grey: the conditional ones are the interesting ones.
    QColor unconditional = option.palette.color(QPalette::Text);
    unconditional.setAlphaF(0.45f);
    for (const auto& mark : marks) {
        // Lane 0 is nearest the text, at the right edge of the gutter.
        const int x = rect.right() - 4 - mark.lane * kLaneWidth;
        QPen pen(mark.conditional ? conditional : unconditional, 1.4);
        if (mark.neverTaken)
            pen.setStyle(Qt::DotLine);
        painter->setPen(pen);
        using Mark = JumpLanes::Mark;
        const bool fromAbove = (mark.kind == Mark::End) == mark.downward;
        if (mark.kind == Mark::Through) {
            painter->drawLine(x, rect.top(), x, rect.bottom() + 1);
            continue;
        }
        // The vertical part runs from the middle of the row toward the rest of the arrow.
        if (fromAbove)
            painter->drawLine(x, rect.top(), x, middle);
        else
            painter->drawLine(x, middle, x, rect.bottom() + 1);
        painter->drawLine(x, middle, rect.right(), middle);
        if (mark.kind == Mark::End) {
            QPainterPath head;
            head.moveTo(rect.right(), middle);
            head.lineTo(rect.right() - 5, middle - 3);
            head.lineTo(rect.right() - 5, middle + 3);
            head.closeSubpath();
            painter->fillPath(head, pen.color());
        } else {
            painter->setBrush(pen.color());
            painter->drawEllipse(QPointF(x, middle), 1.8, 1.8);
        }
    }
    painter->restore();
}

void AnnotationDelegate::paintText(QPainter* painter, const QStyleOptionViewItem& option,
                                   const AnnotationModel& model, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    const RowKind kind = kindOf(index);
    QStyle* style = option.widget ? option.widget->style() : QApplication::style();
    if (kind == RowKind::Heading && !(option.state & QStyle::State_Selected))
        opt.backgroundBrush = option.palette.brush(QPalette::AlternateBase);
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, option.widget);

    painter->save();
    const bool selected = option.state & QStyle::State_Selected;
    QColor color = option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    const QColor faint = option.palette.color(QPalette::PlaceholderText);
    QFont font = m_codeFont;
    const QRect area = option.rect.adjusted(4, 0, -4, 0);
    switch (kind) {
    case RowKind::Heading:
        font = option.font;
        font.setBold(true);
        break;
    case RowKind::Message:
    case RowKind::Gap:
        font = option.font;
        font.setItalic(true);
        color = faint;
        break;
    case RowKind::Call:
    case RowKind::Jump:
        if (!selected)
            color = option.palette.color(QPalette::Link);
        break;
    case RowKind::Code:
        if (index.data(DimRole).toBool() && !selected)
            painter->setOpacity(0.5);
        break;
    }
    painter->setFont(font);
    const QFontMetrics metrics(font);
    const QString label = index.data(JumpLabelRole).toString();
    QFont small = option.font;
    small.setPointSizeF(small.pointSizeF() * 0.85);
    const int y = area.top() + (area.height() - metrics.height()) / 2;
    if (kind == RowKind::Code && !selected) {
        // The syntax colours of the line, laid out once per paint: rows are short.
        QTextLayout layout(text, font);
        layout.setFormats(model.textFormats(index.row()));
        QTextOption textOption;
        textOption.setWrapMode(QTextOption::NoWrap);
        layout.setTextOption(textOption);
        layout.beginLayout();
        QTextLine line = layout.createLine();
        if (line.isValid())
            line.setLineWidth(1e6);
        layout.endLayout();
        painter->setPen(color);
        painter->setClipRect(area);
        layout.draw(painter, QPointF(area.left(), y));
        painter->setClipping(false);
        const int textWidth = line.isValid() ? int(std::ceil(line.naturalTextWidth()))
                                             : metrics.horizontalAdvance(text);
        paintJumpNote(painter, area, textWidth, label, small, faint);
    } else {
        painter->setPen(color);
        const int textWidth = metrics.horizontalAdvance(text);
        const QString shown = metrics.elidedText(text, Qt::ElideRight, std::max(0, area.width()));
        painter->drawText(area, Qt::AlignLeft | Qt::AlignVCenter, shown);
        paintJumpNote(painter, area, textWidth, label, small, faint);
    }
    painter->restore();
}

} // namespace tally

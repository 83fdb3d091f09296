// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/LongTextDelegate.h"

#include "core/text/TextElision.h"
#include "core/text/TextElisionNames.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/widgets/common/RowFocus.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QStyle>

#include <array>

namespace tally {

namespace {

// Texts up to this long that need no name's or location's care are left to Qt's elision (in
// ItemTextPainter, from glyphs it keeps): shaping them whole costs little.
constexpr qsizetype kShortText = 80;

using ExactAdvances = CharacterAdvances<QFontMetricsF, double>;

} // namespace

int LongTextDelegate::textWidth(const QStyleOptionViewItem& option)
{
    // As QCommonStyle lays a cell out: the text's sub-rectangle, less a margin on each side. The
    // style measures the text on the way (shaping all of a 500-character name, most of a
    // repaint's time on long names), though where the selection covers the whole cell (rows
    // selected whole, as in Tally's lists) the text's room is the cell's, whatever the text.
    const QStyle* style = option.widget ? option.widget->style() : QApplication::style();
    QStyleOptionViewItem cell = option;
    if (cell.showDecorationSelected)
        cell.text = QStringLiteral("x");
    const QRect rect = style->subElementRect(QStyle::SE_ItemViewItemText, &cell, option.widget);
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option.widget) + 1;
    return rect.width() - 2 * margin;
}

int LongTextDelegate::textRoom(const QStyleOptionViewItem& option) const
{
    if (!option.showDecorationSelected)
        return textWidth(option); // the text's own size counts
    const QStyle* style = option.widget ? option.widget->style() : QApplication::style();
    const auto same = [&](const TextRoom& room) {
        return room.width >= 0 && room.widget == option.widget && room.style == style &&
               room.size == option.rect.size() && room.features == option.features &&
               room.decorationSize == option.decorationSize &&
               room.decorationPosition == option.decorationPosition &&
               room.direction == option.direction && room.font == option.font;
    };
    for (const TextRoom& room : m_textRooms) {
        if (same(room))
            return room.width;
    }
    TextRoom& room = m_textRooms[m_nextTextRoom];
    m_nextTextRoom = (m_nextTextRoom + 1) % kTextRooms;
    room = {option.widget,         style,
            option.rect.size(),    option.features,
            option.decorationSize, option.decorationPosition,
            option.direction,      option.font,
            textWidth(option)};
    return room.width;
}

void LongTextDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const
{
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    if (m_text.paintCell(painter, cell))
        return;
    // As QStyledItemDelegate::paint.
    const QWidget* widget = option.widget;
    const QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget);
}

void LongTextDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    rowfocus::leaveToRow(*option);
    const Qt::TextElideMode mode = option->textElideMode;
    const bool middle = mode == Qt::ElideMiddle;
    const QVariant distinguishing = index.data(DistinguishingRole);
    // Only a function's name has a DistinguishingRole, empty when nothing reads like it.
    const bool name = middle && distinguishing.isValid();
    textelision::Span keep;
    if (middle)
        keep = index.column() == m_locationColumn ? textelision::leadingFileName(option->text)
                                                  : distinguishing.value<textelision::Span>();
    if (mode == Qt::ElideNone || (!name && keep.isEmpty() && option->text.size() <= kShortText))
        return;
    // Elided here to what the style's own elision leaves alone (a pixel to spare for rounding),
    // with a name's own part and distinguishing characters kept, and a location's file. Each
    // elision measures several pieces, each shaped by Qt, so a repaint of the same rows at the
    // same width reuses them.
    if (option->font != m_elisionFont || m_elisions.size() >= kCachedElisions) {
        m_elisions.clear();
        m_elisionFont = option->font;
        m_exactAdvances.fill(-1);
    }
    // Room for all at once: growing rehashed every long name kept (8 M instructions in the
    // activation that crossed a size).
    if (m_elisions.capacity() < kCachedElisions)
        m_elisions.reserve(kCachedElisions);
    ElisionKey key{option->text, textRoom(*option) - 1, keep, name, mode};
    if (const auto cached = m_elisions.constFind(key); cached != m_elisions.cend()) {
        option->text = *cached;
        return;
    }
    // Measured first by the characters' own advances (a table lookup each: the elision measures
    // a dozen pieces), then the result once as Qt lays it out; kerning rarely makes that wider,
    // and then the elision runs again on exact measures. Either way the cuts are looked for from
    // where the advances put them (the guide): the advances add up, so a bisection summed the
    // same characters over and over.
    const QFontMetricsF metrics(option->font);
    const ExactAdvances advances(metrics, m_exactAdvances);
    const textelision::WidthOf byAdvances = [&advances](QStringView piece) {
        return advances.of(piece);
    };
    const auto elided = [&key, &byAdvances](const textelision::WidthOf& widthOf) {
        return key.name ? textelision::elideName(key.text, key.width, widthOf, key.keep, byAdvances)
                        : textelision::elide(key.text, key.width, widthOf, key.mode, key.keep,
                                             byAdvances);
    };
    QString text = elided(byAdvances);
    // With less than no room (a size hint's probe: QTreeView asks a row's height with a width of
    // -1 on every layout) each comparison the elision makes is of a width of zero or more with
    // less than nothing, so exact measures would make the same cuts; shaping the pieces of a
    // long name to find that out was a sixth of an activation on 127,000 context names.
    // Shaped once, here and to paint it.
    if (key.width >= 0 && m_text.advance(text, option->font) > key.width) {
        text = elided(
            [&metrics](QStringView piece) { return metrics.horizontalAdvance(piece.toString()); });
    }
    option->text = text;
    m_elisions.insert(key, option->text);
}

} // namespace tally

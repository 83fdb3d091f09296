// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/ItemTextPainter.h"

#include "ui/widgets/common/ThemeStyle.h"

#include <QApplication>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QPainter>
#include <QStyle>
#include <QTextLayout>
#include <QWidget>

#include <cmath>
#include <cstring>

namespace tally {

namespace {

// Text the style lays out over several lines, or measures and draws otherwise than one run of
// glyphs: left to the style.
bool isOneLine(const QString& text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\n' || u == u'\r' || u == u'\t' || u == 0x9c || u == 0x2028 || u == 0x2029)
            return false;
    }
    return true;
}

// Text whose glyphs' ink stays within the font's ascent and descent: printable ASCII (and the
// ellipsis an elision adds). Accents stacked on capitals and other scripts may reach past them.
bool inkStaysInLine(const QString& text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if ((u < u' ' || u > u'~') && u != u'\u2026')
            return false;
    }
    return true;
}

} // namespace

bool ItemTextPainter::paintsLikeCommonStyle(const QStyle* style)
{
    if (const auto* theme = qobject_cast<const ThemeStyle*>(style))
        style = theme->baseStyle();
    // Fusion draws a cell's text through QCommonStyle; another style (a platform's, or a proxy
    // with its own drawing) may not.
    return style && std::strcmp(style->metaObject()->className(), "QFusionStyle") == 0;
}

void ItemTextPainter::paintPanel(QPainter* painter, const QStyleOptionViewItem& blank,
                                 const QStyle* style)
{
    constexpr auto kShown = QStyle::State_Selected | QStyle::State_HasFocus |
                            QStyle::State_MouseOver | QStyle::State_Editing;
    // An alternate row's colour is the row's (PE_PanelItemViewRow, painted by the tree), not
    // the cell's.
    constexpr auto kPainted =
        QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::HasDecoration;
    if (blank.text.isEmpty() && !(blank.state & kShown) && !(blank.features & kPainted) &&
        blank.backgroundBrush.style() == Qt::NoBrush && paintsLikeCommonStyle(style))
        return;
    style->drawControl(QStyle::CE_ItemViewItem, &blank, painter, blank.widget);
}

const ItemTextPainter::Shaped& ItemTextPainter::shaped(const QString& text, const QFont& font) const
{
    if (font != m_font) {
        m_newer.clear();
        m_older.clear();
        m_elisions.clear();
        m_font = font;
    }
    if (const auto kept = m_newer.constFind(text); kept != m_newer.cend())
        return *kept;
    if (m_newer.size() >= kKeptTexts) {
        m_older = std::move(m_newer);
        m_newer.clear();
        m_elisions.clear();
    }
    // Room for all at once: growing rehashed every text kept.
    if (m_newer.capacity() < kKeptTexts)
        m_newer.reserve(kKeptTexts);
    if (const auto older = m_older.constFind(text); older != m_older.cend())
        return *m_newer.insert(text, *older);
    // As the style lays a cell's text out: one line, never wrapped, from the left. The glyphs
    // the layout shaped are kept to the end: without the cache, endLayout() frees them and
    // glyphRuns() shapes the whole text again.
    QTextLayout layout(text, font);
    layout.setCacheEnabled(true);
    QTextOption option;
    option.setWrapMode(QTextOption::ManualWrap);
    option.setTextDirection(Qt::LeftToRight);
    option.setAlignment(Qt::AlignLeft);
    layout.setTextOption(option);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    Shaped result;
    if (line.isValid()) {
        line.setLineWidth(1e6);
        line.setPosition(QPointF(0, 0));
        result.naturalWidth = line.naturalTextWidth();
        result.advance = line.horizontalAdvance();
        result.height = line.height();
        result.ascent = line.ascent();
    }
    layout.endLayout();
    result.runs = layout.glyphRuns();
    result.inkInLine = inkStaysInLine(text);
    return *m_newer.insert(text, result);
}

QString ItemTextPainter::elided(const QString& text, const QFont& font, Qt::TextElideMode mode,
                                int width) const
{
    const ElisionKey key{text, width, mode};
    if (const auto kept = m_elisions.constFind(key); kept != m_elisions.cend())
        return *kept;
    // The style's own elision (QFontMetrics::elidedText is the same engine call for one line).
    QString result = QFontMetrics(font).elidedText(text, mode, width);
    m_elisions.insert(key, result);
    return result;
}

void ItemTextPainter::draw(QPainter* painter, const Shaped& shaped, QPointF topLeft) const
{
    for (const QGlyphRun& run : shaped.runs)
        painter->drawGlyphRun(topLeft, run);
}

bool ItemTextPainter::paintCell(QPainter* painter, const QStyleOptionViewItem& option) const
{
    const QWidget* widget = option.widget;
    const QStyle* style = widget ? widget->style() : QApplication::style();
    constexpr auto kOthers = QStyleOptionViewItem::HasCheckIndicator |
                             QStyleOptionViewItem::HasDecoration | QStyleOptionViewItem::WrapText;
    // Where the selection covers the whole cell, the text's room is the cell's whatever the
    // text; elsewhere the style fits the focus frame and selection around the text.
    if (!paintsLikeCommonStyle(style) || (option.features & kOthers) ||
        !option.showDecorationSelected || option.direction != Qt::LeftToRight ||
        (option.state & (QStyle::State_Editing | QStyle::State_HasFocus)) ||
        option.font.underline() || option.font.strikeOut() || option.font.overline() ||
        (option.decorationPosition != QStyleOptionViewItem::Left &&
         option.decorationPosition != QStyleOptionViewItem::Right) ||
        !isOneLine(option.text))
        return false;

    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect textRect = option.rect.adjusted(margin, 0, -margin, 0);
    const Shaped* text = option.text.isEmpty() ? nullptr : &shaped(option.text, option.font);
    // What the style draws where the text is wider than its room.
    QString elidedText;
    if (text && text->naturalWidth > textRect.width()) {
        if (option.textElideMode == Qt::ElideNone)
            return false;
        elidedText = elided(option.text, option.font, option.textElideMode, textRect.width());
    }

    // The background, selection and focus frame, as the style paints them without the text.
    QStyleOptionViewItem blank = option;
    blank.text.clear();
    paintPanel(painter, blank, style);
    if (!text)
        return true;

    painter->save();
    QPalette::ColorGroup group =
        option.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(option.state & QStyle::State_Active))
        group = QPalette::Inactive;
    painter->setPen(option.palette.color(
        group, option.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    // The line's box as the style aligns it in the text's room: as wide as the room, as high as
    // the line (in whole pixels, cut).
    const QRect box = QStyle::alignedRect(Qt::LeftToRight, option.displayAlignment,
                                          QSize(textRect.width(), int(text->height)), textRect);
    // The elided text on the whole text's baseline.
    const Shaped& shown = elidedText.isNull() ? *text : shaped(elidedText, option.font);
    qreal x = box.left();
    const Qt::Alignment horizontal = option.displayAlignment & Qt::AlignHorizontal_Mask;
    if (horizontal & Qt::AlignRight)
        x += textRect.width() - shown.advance;
    else if (horizontal & Qt::AlignHCenter)
        x += (textRect.width() - shown.advance) / 2;
    // Clipped to the cell, as the style clips, only where the text may leave it: a line of ASCII
    // that fits its room and the cell's height stays inside (the room keeps the focus frame's
    // margin on each side). A clip to each cell of a region's repaint had the raster engine
    // build clip spans for each (a calloc, and a slower blend of every glyph): 6% of the
    // instructions of a filter keystroke on 127,000 names.
    if (shown.advance > textRect.width() || text->height > option.rect.height() || !text->inkInLine)
        painter->setClipRect(option.rect);
    draw(painter, shown, QPointF(x, box.top() + text->ascent - shown.ascent));
    painter->restore();
    return true;
}

void ItemTextPainter::drawText(QPainter* painter, const QRect& rect, Qt::Alignment alignment,
                               const QString& text) const
{
    if (text.isEmpty())
        return;
    if (!isOneLine(text)) {
        painter->drawText(rect, int(alignment), text);
        return;
    }
    const Shaped& line = shaped(text, painter->font());
    // As QPainter::drawText places one line: centred in real numbers, not whole pixels.
    qreal x = rect.x();
    qreal y = rect.y();
    if (alignment & Qt::AlignBottom)
        y += rect.height() - line.height;
    else if (alignment & Qt::AlignVCenter)
        y += (rect.height() - line.height) / 2;
    if (alignment & Qt::AlignRight)
        x += rect.width() - line.advance;
    else if (alignment & Qt::AlignHCenter)
        x += (rect.width() - line.advance) / 2;
    draw(painter, line, QPointF(x, y));
}

int ItemTextPainter::horizontalAdvance(const QString& text, const QFont& font) const
{
    if (!isOneLine(text))
        return QFontMetrics(font).horizontalAdvance(text);
    return int(std::lround(shaped(text, font).advance));
}

qreal ItemTextPainter::advance(const QString& text, const QFont& font) const
{
    if (!isOneLine(text))
        return QFontMetricsF(font).horizontalAdvance(text);
    return shaped(text, font).advance;
}

} // namespace tally

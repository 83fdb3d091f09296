// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QFont>
#include <QGlyphRun>
#include <QHash>
#include <QList>
#include <QString>
#include <QStyleOptionViewItem>

class QPainter;
class QStyle;

namespace tally {

// Paints the text of list and table cells as Qt's common style (Fusion's, and Tally's theme over
// it) paints it, from glyphs shaped once per text and kept. The style lays a cell's text out
// three times and shapes it once more to draw it, on every repaint: on lists of long names that
// was most of a click's time (a sort, a keystroke in a filter, a new active function repaint
// the same few dozen rows). Here a repaint of rows already seen shapes nothing.
//
// What it cannot paint as the style does (icons, check boxes, wrapped or multi-line text, right
// to left, another style, which may draw text its own way) it leaves to the style.
class ItemTextPainter
{
public:
    // Texts whose glyphs are kept (twice this many at most: the older half is kept until the
    // newer fills up).
    static constexpr qsizetype kKeptTexts = 2048;

    // Whether `style` paints item text as QCommonStyle does: Fusion, or the theme over it.
    static bool paintsLikeCommonStyle(const QStyle* style);

    // The cell's background, selection and focus frame, as
    // style->drawControl(QStyle::CE_ItemViewItem) paints them for `blank`, a cell without text.
    // The common style paints nothing at all for a cell neither selected, focused nor hovered,
    // with no background, check box or icon (an alternate row's colour is the row's), which is
    // most cells of a list:
    // it is not asked then (laying the cell out for nothing was a sixth of a list's repaint).
    static void paintPanel(QPainter* painter, const QStyleOptionViewItem& blank,
                           const QStyle* style);

    // Paints the cell `option` describes (background, selection, focus and text) as
    // style->drawControl(QStyle::CE_ItemViewItem) would. Returns false, having painted nothing,
    // where it cannot: the caller then asks the style.
    bool paintCell(QPainter* painter, const QStyleOptionViewItem& option) const;

    // One line of `text` in the painter's font and pen, placed in `rect` as
    // QPainter::drawText(rect, alignment, text) places it (no elision, no clipping).
    void drawText(QPainter* painter, const QRect& rect, Qt::Alignment alignment,
                  const QString& text) const;

    // The text's width in whole pixels, as QFontMetrics::horizontalAdvance gives it.
    int horizontalAdvance(const QString& text, const QFont& font) const;
    // The same in fractions of a pixel, as QFontMetricsF::horizontalAdvance gives it; shaped
    // once for this and for painting the text.
    qreal advance(const QString& text, const QFont& font) const;

private:
    struct Shaped
    {
        QList<QGlyphRun> runs;  // with the baseline at y = ascent
        qreal naturalWidth = 0; // what the style compares with the room to elide
        qreal advance = 0;      // what alignment to the right moves by
        qreal height = 0;
        qreal ascent = 0;
        // Its glyphs' ink stays within the line's ascent and descent (printable ASCII): found
        // once with the shape, not in every paint.
        bool inkInLine = false;
    };
    struct ElisionKey
    {
        QString text;
        int width = 0;
        Qt::TextElideMode mode = Qt::ElideNone;
        friend bool operator==(const ElisionKey&, const ElisionKey&) = default;
        friend size_t qHash(const ElisionKey& key, size_t seed = 0)
        {
            return qHashMulti(seed, key.text, key.width, int(key.mode));
        }
    };

    // The text's glyphs in `font` (shaped now, or kept from before).
    const Shaped& shaped(const QString& text, const QFont& font) const;
    QString elided(const QString& text, const QFont& font, Qt::TextElideMode mode, int width) const;
    void draw(QPainter* painter, const Shaped& shaped, QPointF topLeft) const;

    // Valid for m_font only: another font starts them afresh.
    mutable QFont m_font;
    mutable QHash<QString, Shaped> m_newer;
    mutable QHash<QString, Shaped> m_older;
    mutable QHash<ElisionKey, QString> m_elisions;
};

} // namespace tally

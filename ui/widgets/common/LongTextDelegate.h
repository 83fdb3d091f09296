// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/text/TextElision.h"
#include "ui/widgets/common/CharacterAdvances.h"
#include "ui/widgets/common/ItemTextPainter.h"

#include <QFont>
#include <QHash>
#include <QStyledItemDelegate>

#include <array>

namespace tally {

// Paints text that may be far longer than its cell (function names of 500 characters, with
// templates or call contexts) at the cost of what fits. Qt elides by shaping the whole string,
// which on 127,000-function profiles made each repaint of a list cost tens of milliseconds;
// this delegate elides a long text itself, exactly, on the side the view elides: the cuts found
// with per-character advances, the result shaped once (the glyphs then painted) and elided again
// by shaped widths only where kerning made it too wide. Qt's elision shaped the text again and
// measured it piece by piece (a cut to a little more than fits, left to Qt, cost a newly shown
// row of long names three shapings). A function's name (its model answers DistinguishingRole, an
// empty range when it has no look-alikes) keeps its own name and then the characters telling it
// from its look-alikes in view (see textelision::elideName); a location keeps its file name and
// line. Short texts are left to Qt. The text is then painted from glyphs kept from the last
// repaints (ItemTextPainter), as the style would paint it.
class LongTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;

    // The width the style leaves the text of a cell of `option`.
    static int textWidth(const QStyleOptionViewItem& option);

    // The column of locations ("prog.cpp (called at prog.cpp:93)"), whose file name stays.
    void setLocationColumn(int column) { m_locationColumn = column; }

    // Exact elisions kept for repaints (Qt shapes each measured piece: several per row), at most
    // this many before the cache starts afresh.
    static constexpr qsizetype kCachedElisions = 4096;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

private:
    // textWidth, kept for the cells of the last few layouts: where rows are selected whole the
    // room does not depend on the text, and asking the style lays a cell out (an eighth of the
    // elision of a newly shown name).
    int textRoom(const QStyleOptionViewItem& option) const;
    struct TextRoom
    {
        const QWidget* widget = nullptr;
        const QStyle* style = nullptr;
        QSize size;
        QStyleOptionViewItem::ViewItemFeatures features;
        QSize decorationSize;
        QStyleOptionViewItem::Position decorationPosition = QStyleOptionViewItem::Left;
        Qt::LayoutDirection direction = Qt::LeftToRight;
        QFont font;
        int width = -1; // -1: nothing kept
    };
    static constexpr std::size_t kTextRooms = 4;

    struct ElisionKey
    {
        QString text;
        int width = 0;
        textelision::Span keep;
        bool name = false; // elided as a function's name
        Qt::TextElideMode mode = Qt::ElideMiddle;
        friend bool operator==(const ElisionKey&, const ElisionKey&) = default;
        friend size_t qHash(const ElisionKey& key, size_t seed = 0)
        {
            return qHashMulti(seed, key.text, key.width, key.keep.from, key.keep.to, key.name,
                              int(key.mode));
        }
    };

    // Valid for m_elisionFont only: a new font starts the cache afresh.
    mutable QHash<ElisionKey, QString> m_elisions;
    mutable QFont m_elisionFont;
    // The advances of ASCII characters in m_elisionFont, measured once: each elision measured
    // the characters it met anew (a fifth of its time on a long name).
    mutable AsciiAdvanceTable<double> m_exactAdvances = unmeasuredAdvances<double>();
    mutable std::array<TextRoom, kTextRooms> m_textRooms;
    mutable std::size_t m_nextTextRoom = 0; // the one replaced next
    ItemTextPainter m_text;
    int m_locationColumn = -1;
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/text/TextElision.h"
#include "ui/widgets/common/CharacterAdvances.h"
#include "ui/widgets/common/ItemTextPainter.h"

#include <QFont>
#include <QFontMetrics>
#include <QHash>
#include <QStyledItemDelegate>

#include <array>
#include <optional>

namespace tally {

// Paints text that may be far longer than its cell (function names of 500 characters, with
// templates or call contexts) at the cost of what fits. Qt elides by shaping the whole string,
// which on 127,000-function profiles made each repaint of a list cost tens of milliseconds;
// this delegate first cuts the text, on the side the view elides, to a little more than fits
// (measured with per-character advances), marks the cut with "…", and lets Qt elide exactly.
// A function's name (its model answers DistinguishingRole, an empty range when it has no
// look-alikes) is elided here, exactly, so that its own name and then the characters telling it
// from its look-alikes stay in view (see textelision::elideName); so is a location, which keeps
// its file name and line. The text is then painted from glyphs kept from the last repaints
// (ItemTextPainter), as the style would paint it.
class LongTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;

    // `text` cut to about what `width` pixels of `metrics` show in `mode`, with "…" where it
    // was cut; unchanged when it fits or is short. Public for its test.
    static QString cutToWidth(const QString& text, const QFontMetrics& metrics, int width,
                              Qt::TextElideMode mode);

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
    static QString cutToWidth(const QString& text, const QFontMetrics& metrics, int width,
                              Qt::TextElideMode mode, AsciiAdvanceTable<int>& ascii);

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
        friend bool operator==(const ElisionKey&, const ElisionKey&) = default;
        friend size_t qHash(const ElisionKey& key, size_t seed = 0)
        {
            return qHashMulti(seed, key.text, key.width, key.keep.from, key.keep.to, key.name);
        }
    };

    // Valid for m_elisionFont only: a new font starts the cache afresh.
    mutable QHash<ElisionKey, QString> m_elisions;
    mutable QFont m_elisionFont;
    // The advances of ASCII characters in m_elisionFont and in m_pixelMetrics' font, measured
    // once: each elision and each cut measured the characters it met anew (a fifth of its time
    // on a long name).
    mutable AsciiAdvanceTable<double> m_exactAdvances = unmeasuredAdvances<double>();
    mutable std::optional<QFontMetrics> m_pixelMetrics;
    mutable AsciiAdvanceTable<int> m_pixelAdvances = unmeasuredAdvances<int>();
    mutable std::array<TextRoom, kTextRooms> m_textRooms;
    mutable std::size_t m_nextTextRoom = 0; // the one replaced next
    ItemTextPainter m_text;
    int m_locationColumn = -1;
};

} // namespace tally

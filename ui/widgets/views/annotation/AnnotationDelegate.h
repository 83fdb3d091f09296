// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QFont>
#include <QStyledItemDelegate>

class QTreeView;

namespace tally {

class AnnotationModel;

// Paints the rows of an AnnotationModel: heat bars in the cost columns, jump arrows in the
// gutter, syntax-coloured code in a fixed-width font, dimmed rows without cost, call rows as
// links and headings in bold.
class AnnotationDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit AnnotationDelegate(QObject* parent = nullptr);
    // Makes `tree` a code listing (flat rows of one height, no expanding) with this delegate.
    static AnnotationDelegate* installOn(QTreeView* tree);

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    const QFont& codeFont() const { return m_codeFont; }
    // The gutter's width for the model's jump lanes.
    static int gutterWidth(const AnnotationModel& model);
    // Where a jump note ("jump 3/5") of `noteWidth` goes after code `textWidth` wide in `area`:
    // after the whole text, or nowhere (a null rectangle) when it would cover any of it; the
    // row's tooltip says it then.
    static QRect jumpNoteRect(const QRect& area, int textWidth, int noteWidth);
    static constexpr int kNoteGap = 24;
    static constexpr int kLaneWidth = 7;
    static constexpr int kHeatWidth = 36;

private:
    static void paintJumpNote(QPainter* painter, const QRect& area, int textWidth,
                              const QString& note, const QFont& font, const QColor& color);
    void paintCost(QPainter* painter, const QStyleOptionViewItem& option,
                   const QModelIndex& index) const;
    void paintGutter(QPainter* painter, const QStyleOptionViewItem& option,
                     const AnnotationModel& model, int row) const;
    void paintText(QPainter* painter, const QStyleOptionViewItem& option,
                   const AnnotationModel& model, const QModelIndex& index) const;

    QFont m_codeFont;
};

} // namespace tally

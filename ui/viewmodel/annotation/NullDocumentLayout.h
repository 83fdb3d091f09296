// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QAbstractTextDocumentLayout>

namespace tally {

// A document layout that lays out nothing. The source text is coloured by a QSyntaxHighlighter on
// a document that is never shown: QTextDocument's own layout would lay out every line for
// nothing, and QPlainTextDocumentLayout (the cheap one) lives in Qt Widgets, which this layer
// does not use.
class NullDocumentLayout : public QAbstractTextDocumentLayout
{
public:
    explicit NullDocumentLayout(QTextDocument* document) : QAbstractTextDocumentLayout(document) {}

    void draw(QPainter*, const PaintContext&) override {}
    int hitTest(const QPointF&, Qt::HitTestAccuracy) const override { return -1; }
    int pageCount() const override { return 1; }
    QSizeF documentSize() const override { return {}; }
    QRectF frameBoundingRect(QTextFrame*) const override { return {}; }
    QRectF blockBoundingRect(const QTextBlock&) const override { return {}; }

protected:
    void documentChanged(int, int, int) override {}
};

} // namespace tally

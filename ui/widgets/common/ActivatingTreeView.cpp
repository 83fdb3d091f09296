// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/ActivatingTreeView.h"

#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>

namespace tally {

void ActivatingTreeView::centreOn(const QModelIndex& index)
{
    if (!index.isValid())
        return;
    setCurrentIndex(index);
    scrollTo(index, QAbstractItemView::PositionAtCenter);
}

void ActivatingTreeView::scrollTo(const QModelIndex& index, ScrollHint hint)
{
    QScrollBar* sideways = horizontalScrollBar();
    const int x = sideways->value();
    QTreeView::scrollTo(index, hint);
    sideways->setValue(x);
}

void ActivatingTreeView::setEmptyNote(const QString& note)
{
    if (note == m_emptyNote)
        return;
    m_emptyNote = note;
    viewport()->update();
}

bool ActivatingTreeView::showsEmptyNote() const
{
    return !m_emptyNote.isEmpty() && (model() == nullptr || model()->rowCount(rootIndex()) == 0);
}

void ActivatingTreeView::paintEvent(QPaintEvent* event)
{
    QTreeView::paintEvent(event);
    if (!showsEmptyNote())
        return;
    // Where the first rows would be, in the faint colour of a field's placeholder, wrapped to
    // the pane's width.
    QPainter painter(viewport());
    painter.setPen(palette().color(QPalette::PlaceholderText));
    const int margin = fontMetrics().height() / 2;
    painter.drawText(viewport()->rect().adjusted(margin, margin, -margin, -margin),
                     Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_emptyNote);
}

void ActivatingTreeView::keyPressEvent(QKeyEvent* event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) &&
        currentIndex().isValid()) {
        emit activated(currentIndex());
        return;
    }
    QTreeView::keyPressEvent(event);
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/LargestFirstSorting.h"

#include "ui/widgets/common/ColumnHeader.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QHeaderView>
#include <QMouseEvent>
#include <QSignalBlocker>
#include <QStyle>

namespace tally {

LargestFirstSorting::LargestFirstSorting(QAbstractItemView& view)
    : QObject(columnheader::of(view)), m_view(view), m_header(*columnheader::of(view))
{
    setObjectName(QStringLiteral("LargestFirstSorting"));
    m_header.viewport()->installEventFilter(this);
}

void LargestFirstSorting::applyUnder(QObject& root)
{
    for (QAbstractItemView* view : root.findChildren<QAbstractItemView*>()) {
        const QHeaderView* header = columnheader::of(*view);
        if (header &&
            !header->findChild<LargestFirstSorting*>(QString(), Qt::FindDirectChildrenOnly))
            new LargestFirstSorting(*view); // owned by the header
    }
}

bool LargestFirstSorting::holdsNumbers(int section) const
{
    const QAbstractItemModel* model = m_view.model();
    if (!model || model->rowCount() == 0 ||
        model->headerData(section, Qt::Horizontal, Qt::InitialSortOrderRole).isValid())
        return false; // empty, or the model says itself
    const auto alignment =
        Qt::Alignment(model->index(0, section).data(Qt::TextAlignmentRole).toInt());
    return alignment.testFlag(Qt::AlignRight);
}

bool LargestFirstSorting::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::MouseButtonPress && event->type() != QEvent::MouseButtonRelease)
        return QObject::eventFilter(watched, event);
    const auto* mouse = static_cast<QMouseEvent*>(event);
    const QPoint at = mouse->position().toPoint();
    if (mouse->button() != Qt::LeftButton)
        return QObject::eventFilter(watched, event);
    const int section = m_header.logicalIndexAt(at);
    if (event->type() == QEvent::MouseButtonPress) {
        // A press on a section's edge resizes it, as the header decides with the same margin.
        const int grip =
            m_header.style()->pixelMetric(QStyle::PM_HeaderGripMargin, nullptr, &m_header);
        const int x = at.x();
        const int left = m_header.sectionViewportPosition(section);
        const bool onEdge =
            section >= 0 && (x < left + grip || x > left + m_header.sectionSize(section) - grip);
        m_pressed = onEdge ? -1 : section;
        m_pressedAt = at;
        return QObject::eventFilter(watched, event);
    }
    // The release of a click (not of a drag that moved a section) on a column not sorted yet:
    // the header turns the order it finds round, so it finds the smallest first.
    const bool click = section >= 0 && section == m_pressed &&
                       (at - m_pressedAt).manhattanLength() < QApplication::startDragDistance();
    m_pressed = -1;
    if (click && m_header.sectionsClickable() && m_header.isSortIndicatorShown() &&
        section != m_header.sortIndicatorSection() && holdsNumbers(section)) {
        const QSignalBlocker quiet(&m_header);
        m_header.setSortIndicator(section, Qt::AscendingOrder);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace tally

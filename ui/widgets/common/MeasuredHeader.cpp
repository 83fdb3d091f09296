// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/MeasuredHeader.h"

#include <QEvent>

namespace tally {

MeasuredHeader::MeasuredHeader(Qt::Orientation orientation, QWidget* parent)
    : QHeaderView(orientation, parent)
{}

QSize MeasuredHeader::sectionSizeFromContents(int logicalIndex) const
{
    const QAbstractItemModel* source = model();
    if (!source)
        return QHeaderView::sectionSizeFromContents(logicalIndex);
    const auto roleData = [&](int role) {
        return source->headerData(logicalIndex, orientation(), role);
    };
    // The base measure reads these too: a section that gives any is measured each time.
    if (roleData(Qt::SizeHintRole).isValid() || roleData(Qt::FontRole).isValid() ||
        roleData(Qt::DecorationRole).isValid())
        return QHeaderView::sectionSizeFromContents(logicalIndex);
    ensurePolished(); // the font and style it measures in
    Key key{roleData(Qt::DisplayRole).toString(), font(), isSortIndicatorShown()};
    if (const auto kept = m_sizes.constFind(key); kept != m_sizes.cend())
        return *kept;
    ++m_measured;
    const QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
    if (m_sizes.size() >= kKeptSizes)
        m_sizes.clear();
    m_sizes.insert(key, size);
    return size;
}

void MeasuredHeader::changeEvent(QEvent* event)
{
    // The widget's style or the application's (both send StyleChange): its metrics may differ.
    if (event->type() == QEvent::StyleChange)
        m_sizes.clear();
    QHeaderView::changeEvent(event);
}

} // namespace tally

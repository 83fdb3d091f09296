// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/MeasuredHeader.h"

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
    Key key{roleData(Qt::DisplayRole).toString(), font(), isSortIndicatorShown(), style()};
    if (const auto kept = m_sizes.constFind(key); kept != m_sizes.cend())
        return *kept;
    ++m_measured;
    const QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
    if (m_sizes.size() >= kKeptSizes)
        m_sizes.clear();
    m_sizes.insert(key, size);
    return size;
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/NameTakesTheRest.h"

#include "ui/widgets/common/ColumnHeader.h"
#include "ui/widgets/common/ReadableNameColumn.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QResizeEvent>

#include <algorithm>

namespace tally {

namespace {

// Beside a number column's label: the header's margins.
constexpr int kLabelMargin = 12;

} // namespace

NameTakesTheRest::NameTakesTheRest(QAbstractItemView& view, int nameColumn)
    : QObject(&view), m_view(view), m_viewport(view.viewport()), m_nameColumn(nameColumn)
{
    QHeaderView* header = columnheader::of(view);
    header->setStretchLastSection(false);
    const QFontMetrics labels(header->font());
    for (int column = 0; column < header->count(); ++column) {
        header->setSectionResizeMode(column, QHeaderView::Interactive);
        if (column == nameColumn)
            continue;
        const QString label = header->model()->headerData(column, Qt::Horizontal).toString();
        header->resizeSection(column, labels.size(0, label).width() + kLabelMargin);
    }
    connect(header, &QHeaderView::sectionResized, this, [this](int column) {
        if (column != m_nameColumn)
            fit();
    });
    m_viewport->installEventFilter(this);
    fit();
}

bool NameTakesTheRest::eventFilter(QObject* watched, QEvent* event)
{
    // Only as the width changes: a name dragged wider brings a sideways scroll bar, which takes
    // height, not width, and the name keeps the width it was given. The view is asked nothing
    // before the event is known to be a resize of its viewport: the filter also hears the
    // viewport's events while the view is destroyed, no longer a scroll area (UBSan).
    if (event->type() == QEvent::Resize && watched == m_viewport) {
        const auto* resize = static_cast<QResizeEvent*>(event);
        if (resize->size().width() != resize->oldSize().width())
            fit();
    }
    return QObject::eventFilter(watched, event);
}

void NameTakesTheRest::fit()
{
    const QHeaderView* header = columnheader::of(m_view);
    int numbers = 0;
    for (int column = 0; column < header->count(); ++column) {
        if (column != m_nameColumn && !header->isSectionHidden(column))
            numbers += header->sectionSize(column);
    }
    const int rest = m_view.viewport()->width() - numbers;
    columnheader::of(m_view)->resizeSection(m_nameColumn,
                                            std::max(rest, ReadableNameColumn::kNarrowest));
}

} // namespace tally
